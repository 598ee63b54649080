// fuzz_support.h — what every fuzz target shares.
//
// A target is one function, fuzzTarget(bytes), defined once per target file.
// It turns arbitrary bytes into calls of the code under test and checks what
// the headers promise (ranges, one-line errors, round trips). A broken promise
// throws FuzzFailure naming the check; any other exception escaping a target
// is a finding too. The same function runs under libFuzzer
// (libfuzzer_entry.cpp) and over the checked-in corpus in the ordinary test
// suite (corpus_replay_test.cpp), so every input found once stays a test.
//
// ByteReader hands out typed values from the input and zeros once it runs
// out, so any input, even an empty one, is a complete test case.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

namespace noisescope::fuzz {

// Runs one input. Defined by each target file.
void fuzzTarget(std::span<const std::uint8_t> data);

struct FuzzFailure : std::logic_error {
  using std::logic_error::logic_error;
};

// FUZZ_REQUIRE(condition, printf-format, args...): throws FuzzFailure with the
// condition, the place and the formatted detail when condition is false.
#define FUZZ_REQUIRE(cond, ...)                                                         \
  do {                                                                                  \
    if (!(cond)) {                                                                      \
      char detail_[512];                                                                \
      std::snprintf(detail_, sizeof detail_, __VA_ARGS__);                              \
      throw ::noisescope::fuzz::FuzzFailure(std::string(__FILE__) + ":" +              \
                                            std::to_string(__LINE__) + ": " #cond ": " + \
                                            detail_);                                   \
    }                                                                                   \
  } while (false)

class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> data) : data_(data) {}

  bool empty() const { return next_ >= data_.size(); }

  // The next sizeof(T) bytes as a T; missing bytes read as zero.
  template <typename T>
  T take() {
    unsigned char bytes[sizeof(T)] = {};
    for (std::size_t i = 0; i < sizeof(T) && next_ < data_.size(); ++i) bytes[i] = data_[next_++];
    T value;
    std::memcpy(&value, bytes, sizeof(T));
    return value;
  }

  std::uint8_t byte() { return take<std::uint8_t>(); }

  // A double chosen to reach both the ordinary and the nasty: raw bit
  // patterns (NaN payloads, infinities, subnormals), fractions near the
  // lattice, thousandths, and a table of edge values.
  double number() {
    static constexpr double kEdges[] = {0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 8.0, 4096.0, 1.0 / 64.0,
                                        1e9, -1e9, 1e9 + 0.5, -1e9 - 0.5, 2147483648.0, -2147483649.0,
                                        std::numeric_limits<double>::max(),
                                        std::numeric_limits<double>::lowest(),
                                        std::numeric_limits<double>::min(),
                                        std::numeric_limits<double>::denorm_min(),
                                        std::numeric_limits<double>::infinity(),
                                        -std::numeric_limits<double>::infinity(),
                                        std::numeric_limits<double>::quiet_NaN(),
                                        1048576.0, 1.0 - 1e-16, 0.99999999999999989};
    switch (byte() % 4) {
      case 0: return take<double>();
      case 1: return take<std::int16_t>() / 256.0;
      case 2: return kEdges[byte() % (sizeof kEdges / sizeof kEdges[0])];
      default: return take<std::int32_t>() * 1e-3;
    }
  }

  // Whatever is left, as text.
  std::string_view rest() {
    const std::string_view text(reinterpret_cast<const char*>(data_.data()) + next_, data_.size() - next_);
    next_ = data_.size();
    return text;
  }

 private:
  std::span<const std::uint8_t> data_;
  std::size_t next_ = 0;
};

}  // namespace noisescope::fuzz
