#include "engines/audio/pcm_file.hpp"

#include <cerrno>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cxs::engines::audio {
namespace {

// An open descriptor shared by the copies of one reader (std::function copies its target).
struct range_state {
  int fd = -1;
  std::uint64_t next_sample = 0;
  std::uint64_t end_sample = 0;

  range_state() = default;
  range_state(const range_state&) = delete;
  range_state& operator=(const range_state&) = delete;
  ~range_state() {
    if (fd >= 0) {
      ::close(fd);
    }
  }

  std::size_t read(std::span<std::int16_t> out) {
    const std::uint64_t remaining = end_sample - next_sample;
    const std::size_t wanted = static_cast<std::size_t>(std::min<std::uint64_t>(remaining, out.size()));
    auto* bytes = reinterpret_cast<char*>(out.data());
    std::size_t have_bytes = 0;
    while (have_bytes < wanted * sizeof(std::int16_t)) {
      const auto offset = static_cast<off_t>(next_sample * sizeof(std::int16_t) + have_bytes);
      const ssize_t got = ::pread(fd, bytes + have_bytes, wanted * sizeof(std::int16_t) - have_bytes, offset);
      if (got < 0 && errno == EINTR) {
        continue;
      }
      if (got <= 0) {  // error or a file shortened under us: end the range here
        end_sample = next_sample;
        return 0;
      }
      have_bytes += static_cast<std::size_t>(got);
    }
    next_sample += wanted;
    return wanted;
  }
};

} // namespace

std::optional<temp_file> temp_file::create(const std::filesystem::path& directory, std::string_view prefix,
                                           std::string_view suffix, std::error_code& error) {
  error.clear();
  std::string pattern = (directory / prefix).string();
  pattern += "XXXXXX";
  pattern += suffix;
  // mkstemps creates the file with O_EXCL and mode 0600: unique, and private to the service.
  const int fd = ::mkstemps(pattern.data(), static_cast<int>(suffix.size()));
  if (fd < 0) {
    error = std::error_code(errno, std::generic_category());
    return std::nullopt;
  }
  ::close(fd);
  return temp_file(std::filesystem::path(pattern));
}

temp_file::temp_file(temp_file&& other) noexcept : path_(std::exchange(other.path_, {})) {}

temp_file& temp_file::operator=(temp_file&& other) noexcept {
  if (this != &other) {
    remove_now();
    path_ = std::exchange(other.path_, {});
  }
  return *this;
}

temp_file::~temp_file() { remove_now(); }

std::filesystem::path temp_file::release() { return std::exchange(path_, {}); }

void temp_file::remove_now() noexcept {
  if (!path_.empty()) {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
    path_.clear();
  }
}

std::optional<speech::pcm_reader> make_pcm_range_reader(const std::filesystem::path& path, std::uint64_t first_sample,
                                                        std::uint64_t sample_count) {
  auto state = std::make_shared<range_state>();
  state->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (state->fd < 0) {
    return std::nullopt;
  }
  struct stat info {};
  if (::fstat(state->fd, &info) != 0 || first_sample > UINT64_MAX / 4 || sample_count > UINT64_MAX / 4 ||
      (first_sample + sample_count) * sizeof(std::int16_t) > static_cast<std::uint64_t>(info.st_size)) {
    return std::nullopt;
  }
  state->next_sample = first_sample;
  state->end_sample = first_sample + sample_count;
  return speech::pcm_reader([state](std::span<std::int16_t> out) { return state->read(out); });
}

} // namespace cxs::engines::audio
