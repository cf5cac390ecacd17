// The hand-written JSON of the hot paths (domain/text/json_text.hpp and the audit batch)
// against what boost::json::serialize writes for the same values: byte for byte equal.

#include "domain/text/json_text.hpp"
#include "domain/text/json_write.hpp"
#include "persistence/invocation_repository.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace {

using cxs::domain::text::append_json_int;
using cxs::domain::text::append_json_string;

std::string written(std::string_view s) {
  std::string out;
  append_json_string(out, s);
  return out;
}

TEST(JsonText, EveryByteIsEscapedAsBoostDoes) {
  for (int b = 0; b < 256; ++b) {
    const std::string s{'a', static_cast<char>(b), 'z'};
    EXPECT_EQ(written(s), boost::json::serialize(boost::json::string_view(s))) << "byte " << b;
  }
}

TEST(JsonText, MixedTextIsEscapedAsBoostDoes) {
  const std::vector<std::string> cases{"", "plain", "\"quoted\"", "back\\slash", "line\nbreak\r\n\ttab",
                                       "nul\0inside", "\x01\x1f\x7f", "naïve café 💊", "{\"a\":[1,2]}",
                                       std::string(300, '"')};
  for (const auto& s : cases) {
    EXPECT_EQ(written(s), boost::json::serialize(boost::json::string_view(s)));
  }
  std::mt19937 gen(14);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int n = 0; n < 500; ++n) {
    std::string s(static_cast<std::size_t>(n % 40), ' ');
    for (auto& c : s) {
      c = static_cast<char>(byte(gen));
    }
    EXPECT_EQ(written(s), boost::json::serialize(boost::json::string_view(s)));
  }
}

TEST(JsonText, IntegersAreWrittenAsBoostDoes) {
  for (const std::int64_t v : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{42}, std::numeric_limits<std::int64_t>::min(),
                               std::numeric_limits<std::int64_t>::max()}) {
    std::string out;
    append_json_int(out, v);
    EXPECT_EQ(out, boost::json::serialize(boost::json::value(v)));
  }
}

// The batch as insert_invocations built it with a boost::json DOM before it was written by
// hand (kept here as the reference).
boost::json::value optional_string(const std::optional<std::string>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

std::string reference_payload(const cxs::persistence::invocation_row& r) {
  boost::json::object data{{"invocationId", r.id},
                           {"requestId", r.request_id},
                           {"endpoint", r.endpoint},
                           {"status", r.success ? "SUCCESS" : "FAILED"},
                           {"latencyMs", r.latency_ms},
                           {"audioSeconds", r.audio_seconds},
                           {"totalTokens", r.total_tokens}};
  data["apiId"] = optional_string(r.api_id);
  data["errorCode"] = r.success ? boost::json::value(nullptr) : boost::json::value(r.error_code);
  data["recordedById"] = optional_string(r.recorded_by_id);
  data["patientHash"] = optional_string(r.patient_hash);
  return boost::json::serialize(data);
}

std::string reference_batch(const std::vector<cxs::persistence::invocation_row>& rows) {
  boost::json::array batch;
  for (const auto& r : rows) {
    batch.push_back(boost::json::object{
        {"id", r.id},
        {"org_id", r.org_id},
        {"project_id", r.project_id},
        {"api_id", optional_string(r.api_id)},
        {"key_id", optional_string(r.key_id)},
        {"request_id", r.request_id},
        {"endpoint", r.endpoint},
        {"status", r.success ? "SUCCESS" : "FAILED"},
        {"error_code", r.success ? boost::json::value(nullptr) : boost::json::value(r.error_code)},
        {"latency_ms", r.latency_ms},
        {"audio_seconds", r.audio_seconds},
        {"total_tokens", r.total_tokens},
        {"recorded_by_id", optional_string(r.recorded_by_id)},
        {"patient_hash", optional_string(r.patient_hash)},
        {"retained_input", optional_string(r.retained_input)},
        {"retained_output", optional_string(r.retained_output)},
        {"event_id", r.event_id},
        {"event_type", r.success ? "invocation.success" : "invocation.failed"},
        {"event_payload", reference_payload(r)},
    });
  }
  return boost::json::serialize(batch);
}

TEST(InvocationBatchJson, SameTextAsTheDomBuiltBatch) {
  cxs::persistence::invocation_row ok;
  ok.id = "inv_1";
  ok.org_id = "org_1";
  ok.project_id = "prj_1";
  ok.api_id = "api_1";
  ok.key_id = "key_1";
  ok.request_id = "req_1";
  ok.endpoint = "POST /api/studio/v1/extract/:slug";
  ok.latency_ms = 12;
  ok.total_tokens = 345;
  ok.retained_input = R"({"text":"Fever for 3 days.\nBP 130/85 \"high\""})";
  ok.retained_output = R"({"data":{"vitals":[]}})";
  ok.event_id = "evt_1";
  cxs::persistence::invocation_row failed;
  failed.id = "inv_2";
  failed.org_id = "org_1";
  failed.project_id = "prj_1";
  failed.request_id = "req_2";
  failed.endpoint = "POST /api/studio/v1/audio/extract/:slug";
  failed.success = false;
  failed.error_code = "UPSTREAM_TIMEOUT";
  failed.latency_ms = -1;
  failed.audio_seconds = 240;
  failed.recorded_by_id = "dr \\ \x01";
  failed.patient_hash = "ab12";
  failed.event_id = "evt_2";
  EXPECT_EQ(cxs::persistence::invocation_batch_json({ok}), reference_batch({ok}));
  EXPECT_EQ(cxs::persistence::invocation_batch_json({failed}), reference_batch({failed}));
  EXPECT_EQ(cxs::persistence::invocation_batch_json({ok, failed, ok}), reference_batch({ok, failed, ok}));
  EXPECT_EQ(cxs::persistence::invocation_batch_json({}), "[]");
}

} // namespace

// write_json: the response bodies' writer. Same bytes as Boost.JSON for everything but
// doubles, which are written in plain decimal (shortest round trip) instead of exponent form.
TEST(JsonWrite, SameBytesAsBoostWithoutDoubles) {
  const auto doc = boost::json::parse(
      R"({"a":[1,-2,18446744073709551615,true,false,null,"x\"y\n\u0001é"],"b":{"c":{},"d":[]},"":""})");
  EXPECT_EQ(cxs::domain::text::write_json(doc), boost::json::serialize(doc));
}

TEST(JsonWrite, DoublesAreShortestPlainDecimalsThatReadBack) {
  using cxs::domain::text::write_json;
  EXPECT_EQ(write_json(boost::json::value(38.33)), "38.33");
  EXPECT_EQ(write_json(boost::json::value(6.25)), "6.25");
  EXPECT_EQ(write_json(boost::json::value(120.0)), "120");
  EXPECT_EQ(write_json(boost::json::value(-0.5)), "-0.5");
  EXPECT_EQ(write_json(boost::json::object{{"value", 98.6}, {"unit", "[degF]"}}),
            R"({"value":98.6,"unit":"[degF]"})");
  // Not finite: JSON has no word for it, so null rather than text no parser reads.
  EXPECT_EQ(write_json(boost::json::value(std::numeric_limits<double>::infinity())), "null");
  EXPECT_EQ(write_json(boost::json::value(std::numeric_limits<double>::quiet_NaN())), "null");
  // Every double reads back exactly, tiny and huge ones included (exponent form there is valid JSON).
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  for (int k = 0; k < 2000; ++k) {
    const double d = unit(rng) * std::pow(10.0, (k % 40) - 20);
    const auto text = write_json(boost::json::value(d));
    ASSERT_TRUE(boost::json::parse(text).is_number()) << text;
    // Read back exactly with from_chars (Boost.JSON 1.81's parser may round the last bit).
    double back = 0;
    std::from_chars(text.data(), text.data() + text.size(), back);
    EXPECT_EQ(back, d) << text;
  }
}
