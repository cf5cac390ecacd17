// log::write writes its line as text directly; these hold it to the line a boost::json
// object gave (same members, order and bytes), the timestamp's format included.

#include "metrics/log.hpp"
#include "domain/text/json_write.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <regex>
#include <string>

namespace {

struct expected_field {
  std::string key;
  boost::json::value value;
};

std::string reference_line(const std::string& ts, std::string_view level, std::string_view msg,
                           const std::vector<expected_field>& fields) {
  boost::json::object line;
  line["ts"] = ts;
  line["level"] = level;
  line["msg"] = msg;
  for (const auto& f : fields) {
    line[f.key] = f.value;
  }
  return cxs::domain::text::write_json(line) + "\n";
}

std::string ts_of(const std::string& line) {
  return std::string(boost::json::parse(line).as_object().at("ts").as_string());
}

TEST(Log, LineIsTheOneAJsonObjectGave) {
  const std::string request_id = "req_0123456789abcdefghij";
  testing::internal::CaptureStdout();
  cxs::log::info("request", {{"requestId", request_id},
                             {"method", std::string_view("POST")},
                             {"route", "/api/studio/v1/extract/:apiSlug"},
                             {"status", 200U},
                             {"stream", true},
                             {"latencyMs", std::int64_t{-3}},
                             {"ratio", 0.25},
                             {"quoted", "a \"b\"\n\x01"},
                             {"json", boost::json::value{{"k", boost::json::array{1, "x", nullptr}}}},
                             {"none", boost::json::value(nullptr)}});
  const auto out = testing::internal::GetCapturedStdout();
  EXPECT_TRUE(std::regex_match(ts_of(out), std::regex(R"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)"))) << out;
  const std::vector<expected_field> fields{{"requestId", boost::json::value(request_id)},
                                           {"method", boost::json::value("POST")},
                                           {"route", boost::json::value("/api/studio/v1/extract/:apiSlug")},
                                           {"status", boost::json::value(200U)},
                                           {"stream", boost::json::value(true)},
                                           {"latencyMs", boost::json::value(-3)},
                                           {"ratio", boost::json::value(0.25)},
                                           {"quoted", boost::json::value("a \"b\"\n\x01")},
                                           {"json", boost::json::value{{"k", boost::json::array{1, "x", nullptr}}}},
                                           {"none", boost::json::value(nullptr)}};
  EXPECT_EQ(out, reference_line(ts_of(out), "info", "request", fields));
}

TEST(Log, RepeatedKeyKeepsItsFirstPlaceAndLastValue) {
  testing::internal::CaptureStdout();
  cxs::log::warn("twice", {{"a", 1}, {"b", "x"}, {"a", "again"}, {"msg", "field"}});
  const auto out = testing::internal::GetCapturedStdout();
  const std::vector<expected_field> fields{{"a", boost::json::value(1)},
                                           {"b", boost::json::value("x")},
                                           {"a", boost::json::value("again")},
                                           {"msg", boost::json::value("field")}};
  EXPECT_EQ(out, reference_line(ts_of(out), "warn", "twice", fields));
}

TEST(Log, NoFields) {
  testing::internal::CaptureStdout();
  cxs::log::error("alone");
  const auto out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(out, reference_line(ts_of(out), "error", "alone", {}));
}

} // namespace
