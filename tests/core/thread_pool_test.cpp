#include "noisescope/fill/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace noisescope {
namespace {

TEST(ThreadPool, RunsEveryTaskExactlyOnce) {
  for (int threads : {1, 2, 5}) {
    ThreadPool pool(threads);
    EXPECT_EQ(pool.threads(), threads);
    for (int count : {0, 1, 3, 100, 1000}) {
      std::vector<std::atomic<int>> calls(static_cast<std::size_t>(count));
      pool.run(count, [&](int i) { calls[static_cast<std::size_t>(i)].fetch_add(1); });
      for (int i = 0; i < count; ++i) ASSERT_EQ(calls[i].load(), 1) << threads << " threads, task " << i;
    }
  }
}

TEST(ThreadPool, SpreadsWorkOverItsThreads) {
  // Tasks that wait for each other can only finish if two threads run them.
  ThreadPool pool(2);
  std::atomic<int> arrived{0};
  std::set<std::thread::id> ids;
  std::mutex idsMutex;
  pool.run(2, [&](int) {
    arrived.fetch_add(1);
    while (arrived.load() < 2) std::this_thread::yield();
    std::lock_guard<std::mutex> lock(idsMutex);
    ids.insert(std::this_thread::get_id());
  });
  EXPECT_EQ(ids.size(), 2u);
}

TEST(ThreadPool, ManyRunsInARowAndThreadCountsAreClamped) {
  ThreadPool pool(3);
  std::atomic<long> sum{0};
  for (int run = 0; run < 2000; ++run) pool.run(7, [&](int i) { sum.fetch_add(i); });
  EXPECT_EQ(sum.load(), 2000L * 21);
  EXPECT_EQ(ThreadPool(0).threads(), 1);
  EXPECT_EQ(ThreadPool(1000).threads(), ThreadPool::kMaxThreads);
}

// Waits up to 10 s for flag: long enough for a worker to wake on a loaded machine.
void waitFor(const std::atomic<bool>& flag) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!flag.load() && std::chrono::steady_clock::now() < until) std::this_thread::yield();
}

// After a run that threw: every task was called once, and the pool still runs.
void expectEveryTaskRanOnceAndThePoolWorks(ThreadPool& pool, const std::vector<std::atomic<int>>& calls) {
  for (std::size_t i = 0; i < calls.size(); ++i) EXPECT_EQ(calls[i].load(), 1) << "task " << i;
  std::atomic<int> sum{0};
  pool.run(10, [&](int i) { sum.fetch_add(i); });
  EXPECT_EQ(sum.load(), 45);
}

TEST(ThreadPool, ATaskThrowingOnTheCallerPropagatesOnceEveryTaskHasRun) {
  ThreadPool pool(3);
  const std::thread::id caller = std::this_thread::get_id();
  std::vector<std::atomic<int>> calls(64);
  std::atomic<bool> thrown{false};
  EXPECT_THROW(pool.run(64,
                        [&](int i) {
                          calls[static_cast<std::size_t>(i)].fetch_add(1);
                          if (std::this_thread::get_id() == caller && !thrown.exchange(true))
                            throw std::runtime_error("on the caller");
                          // Workers are still busy when the caller throws.
                          if (std::this_thread::get_id() != caller) {
                            waitFor(thrown);
                            std::this_thread::sleep_for(std::chrono::milliseconds(1));
                          }
                        }),
               std::runtime_error);
  expectEveryTaskRanOnceAndThePoolWorks(pool, calls);
}

TEST(ThreadPool, ATaskThrowingOnAWorkerPropagatesToTheCaller) {
  ThreadPool pool(2);
  const std::thread::id caller = std::this_thread::get_id();
  std::vector<std::atomic<int>> calls(8);
  std::atomic<bool> workerRan{false};
  try {
    pool.run(8, [&](int i) {
      calls[static_cast<std::size_t>(i)].fetch_add(1);
      if (std::this_thread::get_id() != caller) {
        workerRan = true;
        throw std::logic_error("on a worker");
      }
      waitFor(workerRan);  // so the worker gets a task
    });
    ADD_FAILURE() << "nothing thrown";
  } catch (const std::logic_error& e) {
    EXPECT_STREQ(e.what(), "on a worker");
  }
  expectEveryTaskRanOnceAndThePoolWorks(pool, calls);
}

TEST(ThreadPool, OneThreadRunsEveryTaskAndRethrowsTheFirst) {
  ThreadPool pool(1);
  int calls = 0;
  try {
    pool.run(5, [&](int i) {
      ++calls;
      if (i == 1 || i == 3) throw std::runtime_error("task " + std::to_string(i));
    });
    ADD_FAILURE() << "nothing thrown";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "task 1");
  }
  EXPECT_EQ(calls, 5);
}

}  // namespace
}  // namespace noisescope
