#include "http/uploads.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <sys/stat.h>
#include <unistd.h>

namespace cxs::http {

std::filesystem::path upload_directory(const config::http_config& cfg) {
  if (!cfg.upload_dir.empty()) {
    return cfg.upload_dir;
  }
  const char* tmp = std::getenv("TMPDIR");
  return std::filesystem::path(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") / "cxs-uploads";
}

bool prepare_upload_directory(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir, ec)) {
    return false;
  }
  // Uploads hold patient audio: only the service's user may list or read them.
  ::chmod(dir.c_str(), 0700);
  return ::access(dir.c_str(), W_OK | X_OK) == 0;
}

std::string temp_prefix(const std::string& kind) { return "cxs-" + std::to_string(::getpid()) + "-" + kind + "-"; }

int sweep_stale_uploads(const std::filesystem::path& dir) {
  int removed = 0;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const auto name = entry.path().filename().string();
    if (name.rfind("cxs-", 0) != 0) {
      continue;
    }
    const auto dash = name.find('-', 4);
    if (dash == std::string::npos) {
      continue;
    }
    char* end = nullptr;
    const long pid = std::strtol(name.c_str() + 4, &end, 10);
    if (end != name.c_str() + dash || pid <= 0) {
      continue;
    }
    // kill(pid, 0) fails with ESRCH only when no such process exists.
    const bool alive = pid == ::getpid() || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
    if (!alive && std::filesystem::remove(entry.path(), ec)) {
      ++removed;
    }
  }
  return removed;
}

} // namespace cxs::http
