#pragma once
// The subcommands of the `cxs` binary. Each returns the process exit code.

#include "config/config.hpp"

#include <string>

namespace cxs::app {

/// Loads the configuration (file from --config or CXS_CONFIG, then CXS_* env) and prints
/// every problem, naming its key, to stderr. Secrets never appear in these messages.
[[nodiscard]] bool load_config(const std::string& path, config::service_config& out);

int serve(const config::service_config& cfg);
int migrate(const config::service_config& cfg);
int seed_demo(const config::service_config& cfg);

struct dev_token_options {
  std::string org;
  std::string role;
  std::string sub = "dev-user";
  std::string ttl = "1h";
};
int dev_token(const config::service_config& cfg, const dev_token_options& options);

} // namespace cxs::app
