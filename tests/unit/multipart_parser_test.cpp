#include "http/multipart_parser.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using cxs::http::multipart_callbacks;
using cxs::http::multipart_error;
using cxs::http::multipart_limits;
using cxs::http::multipart_parser;
using cxs::http::multipart_part;

namespace {

constexpr const char* form_type = "multipart/form-data; boundary=XyZ123";

// What the callbacks saw, in order: one entry per part with its data joined.
struct recorded_part {
  std::string name;
  std::string filename;  // "<none>" when the part had no filename
  std::string content_type;
  std::string data;
  bool ended = false;
  std::size_t data_calls = 0;
};

struct recorder {
  std::vector<recorded_part> parts;

  multipart_callbacks callbacks() {
    multipart_callbacks cb;
    cb.on_part_begin = [this](const multipart_part& part) {
      parts.push_back({part.name, part.filename.value_or("<none>"), part.content_type, "", false, 0});
      return true;
    };
    cb.on_part_data = [this](std::string_view bytes) {
      EXPECT_FALSE(parts.empty());
      EXPECT_FALSE(bytes.empty());
      parts.back().data.append(bytes);
      ++parts.back().data_calls;
      return true;
    };
    cb.on_part_end = [this] {
      EXPECT_FALSE(parts.back().ended);
      parts.back().ended = true;
    };
    return cb;
  }
};

// A browser-like body: a text field and a small binary file whose bytes look like
// partial delimiters (CR, LF, "--XyZ12", "--XyZ123" not at a line start).
std::string sample_body() {
  std::string body;
  body += "--XyZ123\r\n";
  body += "Content-Disposition: form-data; name=\"language\"\r\n\r\n";
  body += "en\r\n";
  body += "--XyZ123\r\n";
  body += "Content-Disposition: form-data; name=\"file\"; filename=\"consult.wav\"\r\n";
  body += "Content-Type: audio/wav\r\n\r\n";
  body += std::string("RIFF\0\r\n\r\n--XyZ12\r\n-", 20);
  body += "x--XyZ123\r\r\n\n--";
  body += "\r\n--XyZ123--\r\n";
  return body;
}

std::string sample_file_bytes() { return std::string("RIFF\0\r\n\r\n--XyZ12\r\n-", 20) + std::string("x--XyZ123\r\r\n\n--"); }

struct parse_outcome {
  multipart_error feed_error = multipart_error::none;
  multipart_error finish_error = multipart_error::none;
  std::vector<recorded_part> parts;
};

parse_outcome parse_in_pieces(std::string_view content_type, std::string_view body, const std::vector<std::size_t>& cuts,
                              multipart_limits limits = {}) {
  recorder rec;
  multipart_parser parser(content_type, rec.callbacks(), limits);
  parse_outcome out;
  std::size_t start = 0;
  for (std::size_t cut : cuts) {
    out.feed_error = parser.feed(body.substr(start, cut - start));
    start = cut;
  }
  out.feed_error = parser.feed(body.substr(start));
  out.finish_error = parser.finish();
  out.parts = rec.parts;
  return out;
}

parse_outcome parse_whole(std::string_view body, multipart_limits limits = {}) {
  return parse_in_pieces(form_type, body, {}, limits);
}

void expect_sample_parts(const std::vector<recorded_part>& parts) {
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(parts[0].name, "language");
  EXPECT_EQ(parts[0].filename, "<none>");
  EXPECT_EQ(parts[0].content_type, "");
  EXPECT_EQ(parts[0].data, "en");
  EXPECT_TRUE(parts[0].ended);
  EXPECT_EQ(parts[1].name, "file");
  EXPECT_EQ(parts[1].filename, "consult.wav");
  EXPECT_EQ(parts[1].content_type, "audio/wav");
  EXPECT_EQ(parts[1].data, sample_file_bytes());
  EXPECT_TRUE(parts[1].ended);
}

} // namespace

TEST(MultipartParser, ParsesFieldsAndFileInOneFeed) {
  const auto out = parse_whole(sample_body());
  EXPECT_EQ(out.feed_error, multipart_error::none);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  expect_sample_parts(out.parts);
}

TEST(MultipartParser, EverySplitPointGivesTheSameParts) {
  const std::string body = sample_body();
  for (std::size_t cut = 0; cut <= body.size(); ++cut) {
    SCOPED_TRACE("cut at " + std::to_string(cut));
    const auto out = parse_in_pieces(form_type, body, {cut});
    ASSERT_EQ(out.finish_error, multipart_error::none);
    expect_sample_parts(out.parts);
  }
}

TEST(MultipartParser, EveryPairOfSplitPointsGivesTheSameParts) {
  const std::string body = sample_body();
  for (std::size_t a = 0; a <= body.size(); ++a) {
    for (std::size_t b = a; b <= body.size(); b += 3) {
      const auto out = parse_in_pieces(form_type, body, {a, b});
      ASSERT_EQ(out.finish_error, multipart_error::none) << a << "," << b;
      ASSERT_EQ(out.parts.size(), 2u) << a << "," << b;
      ASSERT_EQ(out.parts[1].data, sample_file_bytes()) << a << "," << b;
    }
  }
}

TEST(MultipartParser, ByteAtATime) {
  const std::string body = sample_body();
  std::vector<std::size_t> cuts;
  for (std::size_t i = 1; i < body.size(); ++i) {
    cuts.push_back(i);
  }
  const auto out = parse_in_pieces(form_type, body, cuts);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  expect_sample_parts(out.parts);
}

TEST(MultipartParser, PreambleAndEpilogueAreIgnored) {
  const std::string body = "This is a preamble.\r\nIt has --XyZ12 lines.\r\n" + sample_body() + "epilogue --XyZ123\r\n";
  const auto out = parse_whole(body);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  expect_sample_parts(out.parts);
}

TEST(MultipartParser, QuotedBoundaryAndCaseInsensitiveNames) {
  std::string body = "--a b'(c)\r\ncontent-disposition: Form-Data; NAME=\"x\"\r\n\r\n1\r\n--a b'(c)--";
  const auto out = parse_in_pieces("Multipart/Form-Data; charset=utf-8; Boundary=\"a b'(c)\"", body, {});
  EXPECT_EQ(out.finish_error, multipart_error::none);
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].name, "x");
  EXPECT_EQ(out.parts[0].data, "1");
}

TEST(MultipartParser, LfOnlyLineEndingsAreTolerated) {
  const std::string body =
      "--XyZ123\nContent-Disposition: form-data; name=\"a\"\n\nvalue\n--XyZ123\n"
      "Content-Disposition: form-data; name=\"f\"; filename=\"x.mp3\"\n\nID3\n--XyZ123--\n";
  const auto out = parse_whole(body);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  ASSERT_EQ(out.parts.size(), 2u);
  EXPECT_EQ(out.parts[0].data, "value");
  EXPECT_EQ(out.parts[1].data, "ID3");
}

TEST(MultipartParser, EmptyPartsAndTransportPadding) {
  const std::string body =
      "--XyZ123  \t\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\"\r\n"
      "Content-Type: application/octet-stream\r\n\r\n\r\n--XyZ123--";
  const auto out = parse_whole(body);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].filename, "");
  EXPECT_EQ(out.parts[0].data, "");
  EXPECT_EQ(out.parts[0].data_calls, 0u);
  EXPECT_TRUE(out.parts[0].ended);
}

TEST(MultipartParser, FilenameEscapesAndWindowsPaths) {
  const std::string body =
      "--XyZ123\r\nContent-Disposition: form-data; name=\"f\"; filename=\"a \\\"b\\\"; C:\\dir\\c.wav\"\r\n\r\nz\r\n"
      "--XyZ123--\r\n";
  const auto out = parse_whole(body);
  EXPECT_EQ(out.finish_error, multipart_error::none);
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].filename, "a \"b\"; C:\\dir\\c.wav");
}

TEST(MultipartParser, NoPartsIsAValidEmptyForm) {
  const auto out = parse_whole("--XyZ123--\r\n");
  EXPECT_EQ(out.finish_error, multipart_error::none);
  EXPECT_TRUE(out.parts.empty());
}

TEST(MultipartParser, BadContentTypes) {
  const auto error_of = [](std::string_view content_type) {
    multipart_parser parser(content_type, {});
    return parser.error();
  };
  EXPECT_EQ(error_of("multipart/form-data; boundary=ok"), multipart_error::none);
  EXPECT_EQ(error_of("application/json"), multipart_error::not_multipart_form);
  EXPECT_EQ(error_of("multipart/mixed; boundary=x"), multipart_error::not_multipart_form);
  EXPECT_EQ(error_of(""), multipart_error::not_multipart_form);
  EXPECT_EQ(error_of("multipart/form-data"), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; charset=utf-8"), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary="), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary=\"\""), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary=\"unterminated"), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary=\"ends with space \""), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary=bad<char>"), multipart_error::bad_boundary);
  EXPECT_EQ(error_of("multipart/form-data; boundary=" + std::string(70, 'a')), multipart_error::none);
  EXPECT_EQ(error_of("multipart/form-data; boundary=" + std::string(71, 'a')), multipart_error::bad_boundary);
  // A parser built from a bad header refuses every feed with the same error.
  multipart_parser parser("text/plain", {});
  EXPECT_EQ(parser.feed("--x\r\n"), multipart_error::not_multipart_form);
  EXPECT_EQ(parser.finish(), multipart_error::not_multipart_form);
}

TEST(MultipartParser, MalformedBodiesAreRejected) {
  const std::string disposition = "Content-Disposition: form-data; name=\"a\"\r\n";
  struct bad_case {
    std::string body;
    multipart_error expected;
  };
  const std::vector<bad_case> cases = {
      {"", multipart_error::no_leading_boundary},
      {"no boundary anywhere", multipart_error::no_leading_boundary},
      {std::string(9000, 'p'), multipart_error::no_leading_boundary},
      {"--XyZ123", multipart_error::truncated},
      {"--XyZ123\r\n" + disposition + "\r\nvalue", multipart_error::truncated},
      {"--XyZ123\r\n" + disposition + "\r\nvalue\r\n--XyZ123\r\n", multipart_error::truncated},
      {"--XyZ123\r\n" + disposition, multipart_error::truncated},
      {"--XyZ123-x", multipart_error::bad_delimiter},
      {"--XyZ123x\r\n", multipart_error::bad_delimiter},
      {"--XyZ123\r\n\r\nvalue\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\nContent-Type: text/plain\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\nContent-Disposition: form-data\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\nContent-Disposition: form-data; name=\"\"\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\nContent-Disposition: form-data; name=\"a\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\n" + disposition + disposition + "\r\nv\r\n--XyZ123--", multipart_error::bad_disposition},
      {"--XyZ123\r\n" + disposition + "no colon here\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_part_header},
      {"--XyZ123\r\n" + disposition + " folded: line\r\n\r\nv\r\n--XyZ123--", multipart_error::bad_part_header},
      {"--XyZ123\r\n" + disposition + "Content-Type: a\r\nContent-Type: b\r\n\r\nv\r\n--XyZ123--",
       multipart_error::bad_part_header},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.body.substr(0, 80));
    const auto out = parse_whole(c.body);
    const auto error = out.feed_error != multipart_error::none ? out.feed_error : out.finish_error;
    EXPECT_EQ(error, c.expected);
    EXPECT_FALSE(cxs::http::describe(error).empty());
  }
}

TEST(MultipartParser, LimitsAreEnforced) {
  multipart_limits limits;
  limits.max_header_bytes = 128;
  limits.max_parts = 2;
  limits.max_field_bytes = 10;
  const std::string field = "--XyZ123\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n";
  const std::string file = "--XyZ123\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x\"\r\n\r\n";

  EXPECT_EQ(parse_whole(field + "0123456789\r\n--XyZ123--", limits).finish_error, multipart_error::none);
  EXPECT_EQ(parse_whole(field + "0123456789X\r\n--XyZ123--", limits).feed_error, multipart_error::field_too_large);
  // File parts are not limited by the parser (the session caps the upload size).
  EXPECT_EQ(parse_whole(file + std::string(1000, 'd') + "\r\n--XyZ123--", limits).finish_error, multipart_error::none);
  EXPECT_EQ(parse_whole(field + "1\r\n" + field + "2\r\n--XyZ123--", limits).finish_error, multipart_error::none);
  EXPECT_EQ(parse_whole(field + "1\r\n" + field + "2\r\n" + field + "3\r\n--XyZ123--", limits).feed_error,
            multipart_error::too_many_parts);
  const std::string big_header = "--XyZ123\r\nContent-Disposition: form-data; name=\"a\"\r\nX-Pad: " +
                                 std::string(100, 'p') + "\r\n\r\nv\r\n--XyZ123--";
  EXPECT_EQ(parse_whole(big_header, limits).feed_error, multipart_error::header_too_large);
}

TEST(MultipartParser, HandlerCanStopTheParse) {
  multipart_callbacks cb;
  std::size_t data_calls = 0;
  cb.on_part_data = [&data_calls](std::string_view) {
    ++data_calls;
    return false;
  };
  multipart_parser parser(form_type, cb);
  EXPECT_EQ(parser.feed(sample_body()), multipart_error::rejected_by_handler);
  EXPECT_EQ(data_calls, 1u);
  // The error sticks.
  EXPECT_EQ(parser.feed("more"), multipart_error::rejected_by_handler);
  EXPECT_EQ(parser.finish(), multipart_error::rejected_by_handler);

  multipart_callbacks reject_files;
  reject_files.on_part_begin = [](const multipart_part& part) { return !part.is_file(); };
  multipart_parser second(form_type, reject_files);
  EXPECT_EQ(second.feed(sample_body()), multipart_error::rejected_by_handler);
}

TEST(MultipartParser, LargeFileStreamsWithoutBufferingWholeParts) {
  // 1 MB of file data in 4 KB feeds: data arrives in many calls, none larger than a feed
  // plus the held-back tail.
  std::string payload(1 << 20, '\0');
  for (std::size_t i = 0; i < payload.size(); ++i) {
    payload[i] = static_cast<char>((i * 131) % 251);
  }
  const std::string body = "--XyZ123\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\n\r\n" +
                           payload + "\r\n--XyZ123--\r\n";
  multipart_callbacks cb;
  std::string received;
  std::size_t largest = 0;
  cb.on_part_data = [&received, &largest](std::string_view bytes) {
    received.append(bytes);
    largest = std::max(largest, bytes.size());
    return true;
  };
  multipart_parser parser(form_type, cb);
  for (std::size_t at = 0; at < body.size(); at += 4096) {
    ASSERT_EQ(parser.feed(std::string_view(body).substr(at, 4096)), multipart_error::none);
  }
  EXPECT_EQ(parser.finish(), multipart_error::none);
  EXPECT_TRUE(parser.done());
  EXPECT_EQ(received, payload);
  EXPECT_LE(largest, 4096u + 16u);
}
