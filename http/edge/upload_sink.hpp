#pragma once
// Where a multipart upload goes while it arrives: the streaming multipart parser, the
// `file` part written to a private temporary file block by block, the other form fields
// kept in memory (64 KB cap each, by the parser). No Beast: the session
// (http/edge/session.cpp) reads body blocks from the socket and pushes them here; this
// decides what they mean.

#include "actors/request_types.hpp"
#include "engines/audio/pcm_file.hpp"
#include "http/multipart_parser.hpp"

#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::http {

class upload_sink {
 public:
  /// Why the upload cannot go on: `client_error` is a 400 with `message`; otherwise our
  /// own failure (500, logged).
  struct failure {
    bool client_error = true;
    std::string message;
    /// Our failure is a passing shortage (out of file descriptors or disk space): the
    /// client should retry later (503), it is not a bug (500).
    bool transient = false;
  };

  /// Opens the temporary file in `dir` and the parser for `content_type`; nullopt with
  /// `why` set when either fails.
  [[nodiscard]] static std::unique_ptr<upload_sink> open(const std::filesystem::path& dir,
                                                        std::string_view content_type, failure& why);
  ~upload_sink();
  upload_sink(const upload_sink&) = delete;
  upload_sink& operator=(const upload_sink&) = delete;

  /// Consumes the next body bytes (any split); a failure sticks.
  [[nodiscard]] std::optional<failure> feed(std::string_view bytes);
  /// The body ended: checks the closing boundary and closes the file.
  [[nodiscard]] std::optional<failure> finish();

  /// The buffer the edge reads the next body block into (allocated with the sink, so idle
  /// connections do not carry it).
  [[nodiscard]] std::array<char, 64 * 1024>& block() { return block_; }

  /// The form fields other than `file`.
  [[nodiscard]] std::map<std::string, std::string> take_fields() { return std::move(fields_); }
  /// The `file` part (null when the form had none); the temporary file now belongs to it.
  [[nodiscard]] std::shared_ptr<actors::uploaded_file> take_file();

 private:
  upload_sink() = default;
  std::optional<failure> outcome(multipart_error error);

  std::optional<engines::audio::temp_file> file_;
  std::FILE* out_ = nullptr;
  std::optional<multipart_parser> form_;
  std::map<std::string, std::string> fields_;
  std::string current_field_;
  bool in_file_ = false;
  bool file_seen_ = false;
  bool write_failed_ = false;
  std::string filename_;
  std::string content_type_;
  std::string rejection_;  ///< why a callback stopped the parse (client-safe)
  std::uint64_t file_bytes_ = 0;
  std::array<char, 64 * 1024> block_{};
};

} // namespace cxs::http
