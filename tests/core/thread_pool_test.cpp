#include "core/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <set>
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

}  // namespace
}  // namespace noisescope
