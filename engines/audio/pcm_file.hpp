#pragma once
// Files the audio path lives on: a temporary file owned by one request (upload or PCM),
// and readers that stream one chunk's range of a raw PCM file to a speech engine.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>
#include <system_error>
#include <utility>

#include "engines/speech/speech_engine.hpp"

namespace cxs::engines::audio {

/// A file with a unique name in a given directory, created empty (mode 0600) and removed
/// when the owner is destroyed. Move-only. Removal errors are ignored (nothing to do).
class temp_file {
 public:
  /// Creates `<directory>/<prefix>XXXXXX<suffix>` exclusively; nullopt with `error` set
  /// when the directory is missing or not writable. Never throws.
  [[nodiscard]] static std::optional<temp_file> create(const std::filesystem::path& directory,
                                                       std::string_view prefix, std::string_view suffix,
                                                       std::error_code& error);

  temp_file(temp_file&& other) noexcept;
  temp_file& operator=(temp_file&& other) noexcept;
  temp_file(const temp_file&) = delete;
  temp_file& operator=(const temp_file&) = delete;
  ~temp_file();

  /// Where the file is; empty after a move or release().
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }
  /// Gives up ownership: the file is kept and its path returned.
  std::filesystem::path release();

 private:
  explicit temp_file(std::filesystem::path path) : path_(std::move(path)) {}
  void remove_now() noexcept;

  std::filesystem::path path_;
};

/// A reader of samples [first_sample, first_sample + sample_count) of a raw 16-bit PCM
/// file, reading straight into the caller's block (constant memory, one open descriptor
/// shared by copies of the reader). Nullopt when the file cannot be opened or is shorter
/// than the range. The reader returns 0 at the end of the range or on a read error.
[[nodiscard]] std::optional<speech::pcm_reader> make_pcm_range_reader(const std::filesystem::path& path,
                                                                      std::uint64_t first_sample,
                                                                      std::uint64_t sample_count);

} // namespace cxs::engines::audio
