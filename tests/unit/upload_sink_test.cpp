#include "http/edge/upload_sink.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace fs = std::filesystem;
using cxs::http::upload_sink;

namespace {

struct temp_dir {
  fs::path path = fs::temp_directory_path() / ("cxs-sink-test-" + std::to_string(::getpid()));
  temp_dir() { fs::create_directories(path); }
  ~temp_dir() { fs::remove_all(path); }
  [[nodiscard]] std::size_t files() const { return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), {})); }
};

const std::string content_type = "multipart/form-data; boundary=XyZ";

std::string form(const std::string& file_body, bool second_file = false) {
  std::string b = "--XyZ\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\nen\r\n"
                  "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.wav\"\r\n"
                  "Content-Type: audio/wav\r\n\r\n" + file_body + "\r\n";
  if (second_file) {
    b += "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"b.wav\"\r\n\r\nx\r\n";
  }
  return b + "--XyZ--\r\n";
}

} // namespace

TEST(UploadSink, WritesTheFilePartToDiskAndKeepsFieldsAcrossAnySplit) {
  temp_dir dir;
  const std::string audio(100000, '\x7f');
  const auto body = form(audio);
  upload_sink::failure why;
  auto sink = upload_sink::open(dir.path, content_type, why);
  ASSERT_TRUE(sink) << why.message;
  for (std::size_t at = 0; at < body.size(); at += 777) {
    ASSERT_FALSE(sink->feed(std::string_view(body).substr(at, 777)));
  }
  ASSERT_FALSE(sink->finish());
  const auto fields = sink->take_fields();
  EXPECT_EQ(fields.at("language"), "en");
  auto file = sink->take_file();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->bytes, audio.size());
  EXPECT_EQ(file->filename, "a.wav");
  std::ifstream in(file->path, std::ios::binary);
  const std::string on_disk((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(on_disk, audio);
  sink.reset();
  EXPECT_EQ(dir.files(), 1U);  // owned by the uploaded_file now
  file.reset();
  EXPECT_EQ(dir.files(), 0U);  // removed with its last owner
}

TEST(UploadSink, RefusesASecondFileAndRemovesItsTemporaryFile) {
  temp_dir dir;
  upload_sink::failure why;
  auto sink = upload_sink::open(dir.path, content_type, why);
  ASSERT_TRUE(sink);
  auto bad = sink->feed(form("abc", true));
  ASSERT_TRUE(bad);
  EXPECT_TRUE(bad->client_error);
  EXPECT_EQ(bad->message, "Only one file may be uploaded.");
  sink.reset();
  EXPECT_EQ(dir.files(), 0U);
}

TEST(UploadSink, BadContentTypeOrTruncatedBodyIsAClientError) {
  temp_dir dir;
  upload_sink::failure why;
  EXPECT_FALSE(upload_sink::open(dir.path, "application/json", why));
  EXPECT_TRUE(why.client_error);
  EXPECT_EQ(dir.files(), 0U);
  auto sink = upload_sink::open(dir.path, content_type, why);
  ASSERT_TRUE(sink);
  const auto body = form("abc");
  ASSERT_FALSE(sink->feed(std::string_view(body).substr(0, body.size() - 10)));
  auto bad = sink->finish();
  ASSERT_TRUE(bad);
  EXPECT_TRUE(bad->client_error);
}

TEST(UploadSink, AMissingDirectoryIsOurFailureNotTheClients) {
  upload_sink::failure why;
  EXPECT_FALSE(upload_sink::open("/nonexistent/cxs-uploads", content_type, why));
  EXPECT_FALSE(why.client_error);
}

TEST(UploadSink, AFilePartWithoutFilenameIsRefusedSayingSo) {
  temp_dir dir;
  upload_sink::failure why;
  auto sink = upload_sink::open(dir.path, content_type, why);
  ASSERT_TRUE(sink);
  // Larger than a text field may be: it used to fail as "field is too large".
  const std::string body = "--XyZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n" +
                           std::string(100000, 'a') + "\r\n--XyZ--\r\n";
  auto bad = sink->feed(body);
  ASSERT_TRUE(bad);
  EXPECT_TRUE(bad->client_error);
  EXPECT_NE(bad->message.find("needs a filename"), std::string::npos) << bad->message;
}
