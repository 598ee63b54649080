/* clock_speed — the clock one core runs at, measured, for turning the
 * benchmark's nanoseconds into cycles where perf cannot count cycles (a
 * virtual machine without performance counters: `perf stat -e cycles true`
 * says "not supported").
 *
 * Times chains of dependent integer additions, one cycle each on every
 * x86-64 core of the last twenty years, by the thread's own CPU time (so
 * time spent waiting for a core on a busy machine is not counted), and
 * prints the best of several runs in GHz. Run pinned to the core the
 * benchmark used: `taskset -c 0 build/tests/bench/clock_speed`. */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static double threadSeconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(void) {
#if defined(__x86_64__)
  const uint64_t loops = 50000000;  /* 16 additions each */
  double best = 0.0;
  for (int run = 0; run < 7; ++run) {
    uint64_t x = 0, step = 1;
    const double start = threadSeconds();
    /* A register operand, not an immediate: newer cores (Intel's since
     * Golden Cove) fold chains of immediate additions at rename, and such a
     * chain measured 21.6 GHz on a 4.1 GHz Xeon. */
    for (uint64_t i = 0; i < loops; ++i)
      __asm__ volatile(
          "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\t"
          "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\t"
          "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\t"
          "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0"
          : "+r"(x)
          : "r"(step));
    const double ghz = (double)(loops * 16) / (threadSeconds() - start) * 1e-9;
    if (ghz > best) best = ghz;
  }
  printf("%.2f GHz (best of 7 runs of %llu dependent additions)\n", best, (unsigned long long)(loops * 16));
  return 0;
#else
  fprintf(stderr, "clock_speed: x86-64 only\n");
  return 1;
#endif
}
