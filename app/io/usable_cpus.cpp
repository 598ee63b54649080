#include "usable_cpus.h"

#ifdef __linux__
#include <sched.h>
#endif

namespace noisescope::io {

int usableCpus() {
#ifdef __linux__
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
  return 0;
}

}  // namespace noisescope::io
