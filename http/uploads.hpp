#pragma once
// Where temporary audio files live (uploads as they arrive, decoded PCM), and the sweep
// that removes what a crashed process left behind. Every file is named
// "cxs-<pid>-<kind>-XXXXXX": at start-up the sweep removes the files of processes that no
// longer run, so several replicas on one host can share the directory safely.

#include "config/config.hpp"

#include <filesystem>
#include <string>

namespace cxs::http {

/// The configured upload directory, or $TMPDIR/cxs-uploads (/tmp/cxs-uploads) when empty.
[[nodiscard]] std::filesystem::path upload_directory(const config::http_config& cfg);

/// Creates the directory (mode 0700) if needed; false when it cannot be used.
[[nodiscard]] bool prepare_upload_directory(const std::filesystem::path& dir);

/// The file-name prefix of this process's temporary files of `kind` ("upload", "pcm").
[[nodiscard]] std::string temp_prefix(const std::string& kind);

/// Removes temporary files left by processes that are gone; returns how many.
int sweep_stale_uploads(const std::filesystem::path& dir);

} // namespace cxs::http
