// Entry point: parses the command line and hands over to one subcommand.

#include "app/commands.hpp"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  CLI::App cli{"cxs: the clinical extraction service"};
  cli.require_subcommand(1);
  std::string config_path;
  if (const char* env = std::getenv("CXS_CONFIG")) {
    config_path = env;
  }
  cli.add_option("--config", config_path, "TOML configuration file (default: $CXS_CONFIG; env CXS_* overrides it)");

  auto* serve = cli.add_subcommand("serve", "Serve HTTP until SIGTERM or SIGINT");
  auto* migrate = cli.add_subcommand("migrate", "Apply pending database migrations and exit");
  auto* seed = cli.add_subcommand("seed-demo", "Create the demo organisation, project and API, and print a new test key");
  auto* version = cli.add_subcommand("version", "Print the version");
  auto* token = cli.add_subcommand("dev-token", "Mint an HS256 management JWT signed with the configured secret");
  cxs::app::dev_token_options token_options;
  token->add_option("--org", token_options.org, "Organisation id (claim org)")->required();
  token->add_option("--role", token_options.role, "Role claim, e.g. ORG_ADMIN or PLATFORM_ADMIN")->required();
  token->add_option("--sub", token_options.sub, "Subject claim (user id)");
  token->add_option("--ttl", token_options.ttl, "Lifetime: a number with s, m, h or d (default 1h)");

  CLI11_PARSE(cli, argc, argv);

  if (version->parsed()) {
    std::printf("cxs %s (%s)\n", CXS_VERSION, CXS_GIT_COMMIT);
    return 0;
  }
  cxs::config::service_config cfg;
  if (!cxs::app::load_config(config_path, cfg)) {
    return 2;
  }
  if (serve->parsed()) {
    return cxs::app::serve(cfg);
  }
  if (migrate->parsed()) {
    return cxs::app::migrate(cfg);
  }
  if (seed->parsed()) {
    return cxs::app::seed_demo(cfg);
  }
  return cxs::app::dev_token(cfg, token_options);
}
