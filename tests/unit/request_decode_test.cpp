#include "http/request_decode.hpp"

#include "domain/text/utf8.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace cxs::http;
using cxs::actors::field_problem;
using cxs::domain::error_code;

namespace {

std::vector<std::string> fields_of(const std::vector<field_problem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) {
    out.push_back(p.field);
  }
  return out;
}

} // namespace

TEST(RequestDecode, MalformedJsonAndNonObjectsAre400) {
  EXPECT_EQ(decode_json_object("{").error.code, error_code::bad_request);
  EXPECT_EQ(decode_json_object("[1]").error.code, error_code::bad_request);
  EXPECT_EQ(decode_json_object("{\"a\":\"\xff\"}").error.code, error_code::bad_request);  // raw bad bytes
  const auto ok = decode_json_object(R"({"name":"Ward 7","n":[1,"x"]})");
  ASSERT_TRUE(ok.object);
  EXPECT_EQ(ok.object->at("name").as_string(), "Ward 7");
}

TEST(RequestDecode, NulAnywhereIs422NamingItsPath) {
  const auto top = decode_json_object(R"({"name":"Ward\u0000DROP TABLE"})");
  ASSERT_FALSE(top.object);
  EXPECT_EQ(top.error.code, error_code::validation_failed);
  EXPECT_EQ(fields_of(top.error.fields), std::vector<std::string>{"name"});

  const auto deep = decode_json_object(
      R"({"draft":{"systemPrompt":"x\u0000y","schema":{"sections":[{"fields":[{"key":"a"},{"label":"\u0000"}]}]}},)"
      R"("inputs":{"note":"\u0000"},"ok":"fine"})");
  ASSERT_FALSE(deep.object);
  EXPECT_EQ(fields_of(deep.error.fields),
            (std::vector<std::string>{"draft.systemPrompt", "draft.schema.sections[0].fields[1].label", "inputs.note"}));
}

TEST(RequestDecode, NulInAMemberNameIsNamedWithoutTheRawByte) {
  const auto bad = decode_json_object(R"({"inputs":{"no\u0000te":"x"}})");
  ASSERT_FALSE(bad.object);
  ASSERT_EQ(bad.error.fields.size(), 1U);
  EXPECT_EQ(bad.error.fields[0].field, "inputs.no\\u0000te");
}

TEST(RequestDecode, EscapedLoneSurrogatesNeverPassAsText) {
  // Either the parser refuses the escape (400) or the walk does (422); never accepted.
  for (const char* body : {R"({"a":"\ud800"})", R"({"a":"\udc00x"})", R"({"\ud83d":1})"}) {
    const auto out = decode_json_object(body);
    EXPECT_FALSE(out.object) << body;
  }
  EXPECT_TRUE(decode_json_object(R"({"a":"\ud83d\ude00"})").object);  // a proper pair
}

TEST(RequestDecode, ProblemsAreCappedForHugeBodies) {
  std::string body = "{\"a\":[";
  for (int i = 0; i < 500; ++i) {
    body += std::string(i ? "," : "") + "\"\\u0000\"";
  }
  body += "]}";
  EXPECT_EQ(decode_json_object(body).error.fields.size(), max_text_problems);
}

TEST(RequestDecode, QueryParamsDecodeAndFirstValueWins) {
  const auto q = query_params("a=1&b=x+y%2Fz&a=2&flag&=empty&bad=%zz");
  EXPECT_EQ(q.at("a"), "1");
  EXPECT_EQ(q.at("b"), "x y/z");
  EXPECT_EQ(q.at("flag"), "");
  EXPECT_EQ(q.at("bad"), "%zz");  // malformed escape kept as sent
}

TEST(RequestDecode, QueryTextProblemsNameTheParameter) {
  EXPECT_TRUE(query_text_problems("limit=5&cursor=abc&q=%E0%A4%A8").empty());
  EXPECT_EQ(fields_of(query_text_problems("limit=5&cursor=%ff%fe")), std::vector<std::string>{"cursor"});
  EXPECT_EQ(fields_of(query_text_problems("format=js%00on")), std::vector<std::string>{"format"});
  EXPECT_EQ(fields_of(query_text_problems("x%ff=1")), std::vector<std::string>{"x\xEF\xBF\xBD"});
}

TEST(RequestDecode, FormTextProblemsNameTheField) {
  std::map<std::string, std::string> form{{"language", "\xff\xfe"}, {"recordedById", std::string("dr\0x", 4)},
                                          {"patientHash", "ok"}};
  EXPECT_EQ(fields_of(form_text_problems(form)), (std::vector<std::string>{"language", "recordedById"}));
}

TEST(RequestDecode, RequestCheckCoversTheHeadersTheServiceReads) {
  cxs::actors::http_request req;
  req.query = "limit=2";
  req.headers = {{"idempotency-key", "k-1"}, {"x-svc-client", "web/1"}, {"user-agent", "\xff"}};
  EXPECT_FALSE(check_request_text(req));  // a header we do not read is not our business
  req.headers.emplace_back("x-svc-client", "mobile\xff");
  req.headers.emplace_back("idempotency-key", "\xff\xfe");
  const auto refused = check_request_text(req);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->code, error_code::validation_failed);
  EXPECT_EQ(fields_of(refused->fields), (std::vector<std::string>{"Idempotency-Key", "X-Svc-Client"}));
  req.headers.clear();
  req.query = "cursor=%C0%AE";
  ASSERT_TRUE(check_request_text(req));
  EXPECT_EQ(check_request_text(req)->fields.at(0).field, "cursor");
}

TEST(RequestDecode, CursorsRoundTripAndMadeUpOnesAreRefused) {
  for (const std::string position : {"prj_2f8Kq1", "17", "2024-05-01T10:00:00.123456Z|inv_abc", "k"}) {
    const auto cursor = encode_cursor(position);
    ASSERT_EQ(decode_cursor(cursor), position) << cursor;
  }
  EXPECT_FALSE(decode_cursor("abc"));    // decodes to "i\xB7": not a position of ours
  EXPECT_FALSE(decode_cursor("AAAA"));   // NUL bytes
  EXPECT_FALSE(decode_cursor("a"));      // not a whole byte
  EXPECT_FALSE(decode_cursor("cHJq=")); // padding is not ours
  EXPECT_FALSE(decode_cursor("cHJq!"));
  EXPECT_FALSE(decode_cursor(""));
  EXPECT_FALSE(decode_cursor(std::string(400, 'M')));
}

TEST(RequestDecode, FieldLabelsAreUtf8AndBounded) {
  EXPECT_EQ(field_label("name"), "name");
  EXPECT_EQ(field_label(std::string("a\0b", 3)), "a\\u0000b");
  EXPECT_EQ(field_label("\xff"), "\xEF\xBF\xBD");
  const auto long_label = field_label(std::string(50, 'x') + std::string(40, '\xff'));
  EXPECT_LE(long_label.size(), 100U);
  EXPECT_TRUE(cxs::domain::text::valid_utf8(long_label));
}
