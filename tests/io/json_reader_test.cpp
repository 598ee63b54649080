#include "io/json_reader.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

namespace noisescope::io {
namespace {

// The message JsonReader(text, "in.json").parse() fails with, or "" when it parses.
std::string parseError(const std::string& text) {
  try {
    JsonReader(text, "in.json").parse();
    return "";
  } catch (const JsonError& e) {
    return e.what();
  }
}

TEST(JsonReader, ParsesOrdinaryJsonInDocumentOrder) {
  const Json json = JsonReader(R"({"b": [1, 2.5, "x"], "a": {"c": null}})", "in.json").parse();
  ASSERT_TRUE(json.is_object());
  EXPECT_EQ(json.begin().key(), "b");
  EXPECT_EQ(json["b"][1].get<double>(), 2.5);
  EXPECT_TRUE(json["a"]["c"].is_null());
}

TEST(JsonReader, SixteenLevelsAreReadSeventeenAreNot) {
  const auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  EXPECT_EQ(parseError(nested(kMaxJsonDepth)), "");
  EXPECT_EQ(parseError(nested(kMaxJsonDepth + 1)), "in.json: values are nested deeper than 16 levels");
}

TEST(JsonReader, NestingTooDeepToWalkIsOneLineNotACrash) {
  // 200,000 levels: nlohmann-json builds them without recursion, but dumping
  // or comparing them recurses once a level and overflows the stack.
  const std::string deep = R"({"preset": )" + std::string(200000, '[') + std::string(200000, ']') + "}";
  EXPECT_EQ(parseError(deep), "in.json:1:2: values are nested deeper than 16 levels");
  const std::string objects = [] {
    std::string text;
    for (int i = 0; i < 100000; ++i) text += "{\"k\": ";
    return text + "1" + std::string(100000, '}');
  }();
  EXPECT_EQ(parseError(objects).rfind("in.json:", 0), 0u);
  EXPECT_NE(parseError(objects).find("nested deeper than 16 levels"), std::string::npos);
}

TEST(JsonReader, MoreThanOneMebibyteIsRefusedUnread) {
  const std::string big = "\"" + std::string(kMaxJsonBytes, 'a') + "\"";
  EXPECT_EQ(parseError(big), "in.json:1:1: larger than 1 MiB, which no Noisescope file is");
  EXPECT_EQ(parseError("\"" + std::string(kMaxJsonBytes - 2, 'a') + "\""), "");
}

TEST(JsonReader, RepeatedKeyNamesTheFieldWhereverItIs) {
  EXPECT_EQ(parseError("{\"a\": 1,\n \"a\": 2}"), "in.json:1:2: field \"a\" appears twice");
  EXPECT_EQ(parseError(R"({"v": {"x": 1, "x": 2}})"), "in.json:1:8: field \"v.x\" appears twice");
  EXPECT_EQ(parseError(R"([{"x": 1}, {"x": 2}])"), "");  // one per object is fine
}

TEST(JsonReader, SyntaxErrorsGiveThePlaceAndTheField) {
  EXPECT_EQ(
      parseError("{\"a\": 1,\n \"b\": tru, \"c\": 2}").rfind("in.json:2:10: in field \"b\": syntax error", 0),
      0u)
      << parseError("{\"a\": 1,\n \"b\": tru, \"c\": 2}");
  EXPECT_NE(parseError("{\"a\": [1, 2").find("(is the file cut short?)"), std::string::npos);
}

TEST(JsonReader, GettersCheckTypeAndRange) {
  const std::string text = "{\"n\": 1.5,\n \"w\": 3, \"t\": \"hi\", \"b\": true}";
  const JsonReader r(text, "in.json");
  const Json json = r.parse();
  EXPECT_EQ(r.number({"n"}, json["n"]), 1.5);
  EXPECT_EQ(r.numberIn({"n"}, json["n"], 1.0, 2.0), 1.5);
  EXPECT_EQ(r.wholeIn({"w"}, json["w"], 0, 3), 3);
  EXPECT_EQ(r.text({"t"}, json["t"]), "hi");
  EXPECT_TRUE(r.boolean({"b"}, json["b"]));
  const auto message = [&](auto read) -> std::string {
    try {
      read();
      return "";
    } catch (const JsonError& e) {
      return e.what();
    }
  };
  EXPECT_EQ(message([&] { r.numberIn({"n"}, json["n"], 0.0, 1.0); }),
            "in.json:1:2: n must be in [0, 1], got 1.5");
  EXPECT_EQ(message([&] { r.wholeIn({"n"}, json["n"], 0, 9); }),
            "in.json:1:2: n must be a whole number, got 1.5");
  EXPECT_EQ(message([&] { r.text({"w"}, json["w"]); }), "in.json:2:2: w must be text, got 3");
  EXPECT_EQ(message([&] { r.boolean({"t"}, json["t"]); }),
            "in.json:2:10: t must be true or false, got the text \"hi\"");
  constexpr const char* kKnown[] = {"width", "height"};
  EXPECT_EQ(message([&] { r.rejectUnknown({}, "widht", kKnown); }),
            "in.json: unknown field \"widht\" (did you mean \"width\"?)");
}

TEST(JsonReader, MessagesStayOneLineWhateverTheInputHolds) {
  const std::string hostile = "{\"\\u0007x\\ny\\u001b[31m\": 1, \"\\u0007x\\ny\\u001b[31m\": 2}";
  try {
    JsonReader(hostile, "evil\n\x1b.json").parse();
    FAIL();
  } catch (const JsonError& e) {
    for (const char c : std::string(e.what())) EXPECT_TRUE(c >= 32 && c < 127) << e.what();
    EXPECT_EQ(std::string(e.what()).rfind("evil.json", 0), 0u) << e.what();
  }
}

}  // namespace
}  // namespace noisescope::io
