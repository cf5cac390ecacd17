#include "config/config.hpp"

#include "domain/net/ip_network.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <variant>

extern char** environ;

namespace cxs::config {
namespace {

// A key of the file: where it lives, how to reach it, and its bounds. One table drives
// the file reader, the environment reader and the validator, so the three cannot drift.
struct key_spec {
  const char* section;
  const char* key;
  bool secret;
  std::variant<std::function<std::string&(service_config&)>, std::function<int&(service_config&)>,
               std::function<std::int64_t&(service_config&)>, std::function<bool&(service_config&)>>
      field;
  std::int64_t min = 0;
  std::int64_t max = 0;
};

template <class T>
using accessor = std::function<T&(service_config&)>;

const std::vector<key_spec>& specs() {
  static const std::vector<key_spec> table{
      {"http", "listen", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.http.listen; }}},
      {"http", "threads", false, accessor<int>{[](service_config& c) -> int& { return c.http.threads; }}, 1, 64},
      {"http", "max_header_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.max_header_bytes; }}, 1024, 1 << 20},
      {"http", "max_body_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.max_body_bytes; }}, 1024, std::int64_t{1} << 30},
      {"http", "read_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.read_timeout_s; }}, 1, 3600},
      {"http", "idle_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.idle_timeout_s; }}, 1, 3600},
      {"http", "request_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.request_timeout_s; }}, 1, 7200},
      {"http", "shutdown_grace_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.shutdown_grace_s; }}, 0, 3600},
      {"database", "url", true, accessor<std::string>{[](service_config& c) -> std::string& { return c.database.url; }}},
      {"database", "pool_size", false, accessor<int>{[](service_config& c) -> int& { return c.database.pool_size; }}, 1, 256},
      {"database", "connect_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.database.connect_timeout_s; }}, 1, 120},
      {"database", "statement_timeout_ms", false, accessor<int>{[](service_config& c) -> int& { return c.database.statement_timeout_ms; }}, 10, 3600000},
      {"database", "queue_timeout_ms", false, accessor<int>{[](service_config& c) -> int& { return c.database.queue_timeout_ms; }}, 10, 3600000},
      {"database", "migrate_on_start", false, accessor<bool>{[](service_config& c) -> bool& { return c.database.migrate_on_start; }}},
      {"auth", "jwt_secret", true, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_secret; }}},
      {"auth", "jwt_secret_file", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_secret_file; }}},
      {"auth", "jwt_algorithm", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_algorithm; }}},
      {"auth", "jwt_public_key_file", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_public_key_file; }}},
      {"auth", "jwt_issuer", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_issuer; }}},
      {"auth", "jwt_audience", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.auth.jwt_audience; }}},
      {"auth", "bcrypt_cost", false, accessor<int>{[](service_config& c) -> int& { return c.auth.bcrypt_cost; }}, 4, 31},
      {"auth", "key_cache_ttl_s", false, accessor<int>{[](service_config& c) -> int& { return c.auth.key_cache_ttl_s; }}, 0, 3600},
      {"log", "level", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.log.level; }}},
      {"webhooks", "enabled", false, accessor<bool>{[](service_config& c) -> bool& { return c.webhooks.enabled; }}},
      {"webhooks", "poll_interval_ms", false, accessor<int>{[](service_config& c) -> int& { return c.webhooks.poll_interval_ms; }}, 50, 60000},
      {"webhooks", "timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.webhooks.timeout_s; }}, 1, 120},
      {"webhooks", "retry_window_h", false, accessor<int>{[](service_config& c) -> int& { return c.webhooks.retry_window_h; }}, 1, 720},
      {"webhooks", "batch", false, accessor<int>{[](service_config& c) -> int& { return c.webhooks.batch; }}, 1, 1000},
      {"webhooks", "deny_networks", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.webhooks.deny_networks; }}},
      {"quotas", "monthly_requests", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.quotas.monthly_requests; }}, 0, std::int64_t{1} << 40},
      {"quotas", "monthly_audio_seconds", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.quotas.monthly_audio_seconds; }}, 0, std::int64_t{1} << 40},
      {"quotas", "refresh_s", false, accessor<int>{[](service_config& c) -> int& { return c.quotas.refresh_s; }}, 1, 3600},
      {"limits", "rate_per_minute", false, accessor<int>{[](service_config& c) -> int& { return c.limits.rate_per_minute; }}, 1, 1000000},
      {"limits", "rate_burst", false, accessor<int>{[](service_config& c) -> int& { return c.limits.rate_burst; }}, 1, 100000},
      {"limits", "text_max_chars", false, accessor<int>{[](service_config& c) -> int& { return c.limits.text_max_chars; }}, 1, 10000000},
      {"actors", "scheduler_threads", false, accessor<int>{[](service_config& c) -> int& { return c.actors.scheduler_threads; }}, 0, 256},
  };
  return table;
}

std::string dotted(const key_spec& s) { return std::string(s.section) + "." + s.key; }

std::string env_name(const key_spec& s) {
  std::string out = "CXS_";
  for (const char* p : {s.section, "_", s.key}) {
    for (const char* c = p; *c != '\0'; ++c) {
      out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(*c))));
    }
  }
  return out;
}

// Describes a bad value without echoing a secret.
std::string shown(const key_spec& s, const std::string& raw) {
  return s.secret ? std::string("(value hidden)") : "\"" + raw + "\"";
}

bool parse_int(const std::string& raw, std::int64_t& out) {
  const char* first = raw.data();
  const char* last = raw.data() + raw.size();
  auto [ptr, ec] = std::from_chars(first, last, out);
  return ec == std::errc{} && ptr == last && !raw.empty();
}

// Applies one textual value (from the environment) to the field of `s`.
void apply_text(const key_spec& s, const std::string& raw, service_config& cfg, const std::string& origin,
                std::vector<config_problem>& problems) {
  std::visit(
      [&](auto& get) {
        using field_t = std::remove_reference_t<decltype(get(cfg))>;
        if constexpr (std::is_same_v<field_t, std::string>) {
          get(cfg) = raw;
        } else if constexpr (std::is_same_v<field_t, bool>) {
          std::string v = raw;
          std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return std::tolower(c); });
          if (v == "true" || v == "1" || v == "yes" || v == "on") {
            get(cfg) = true;
          } else if (v == "false" || v == "0" || v == "no" || v == "off") {
            get(cfg) = false;
          } else {
            problems.push_back({dotted(s), origin + " must be true or false, got " + shown(s, raw)});
          }
        } else {
          std::int64_t n = 0;
          if (!parse_int(raw, n)) {
            problems.push_back({dotted(s), origin + " must be an integer, got " + shown(s, raw)});
          } else {
            get(cfg) = static_cast<field_t>(n);
          }
        }
      },
      s.field);
}

// Applies one TOML node to the field of `s`, checking its type.
void apply_toml(const key_spec& s, const toml::node& node, service_config& cfg,
                std::vector<config_problem>& problems) {
  std::visit(
      [&](auto& get) {
        using field_t = std::remove_reference_t<decltype(get(cfg))>;
        if constexpr (std::is_same_v<field_t, std::string>) {
          if (auto v = node.value<std::string>(); v && node.is_string()) {
            get(cfg) = *v;
          } else {
            problems.push_back({dotted(s), "must be a string"});
          }
        } else if constexpr (std::is_same_v<field_t, bool>) {
          if (node.is_boolean()) {
            get(cfg) = *node.value<bool>();
          } else {
            problems.push_back({dotted(s), "must be true or false"});
          }
        } else {
          if (node.is_integer()) {
            get(cfg) = static_cast<field_t>(*node.value<std::int64_t>());
          } else {
            problems.push_back({dotted(s), "must be an integer"});
          }
        }
      },
      s.field);
}

void check_bounds(const key_spec& s, service_config& cfg, std::vector<config_problem>& problems) {
  std::visit(
      [&](auto& get) {
        using field_t = std::remove_reference_t<decltype(get(cfg))>;
        if constexpr (std::is_same_v<field_t, int> || std::is_same_v<field_t, std::int64_t>) {
          const auto v = static_cast<std::int64_t>(get(cfg));
          if (v < s.min || v > s.max) {
            problems.push_back({dotted(s), "must be between " + std::to_string(s.min) + " and " +
                                               std::to_string(s.max) + ", got " + std::to_string(v)});
          }
        }
      },
      s.field);
}

void validate(service_config& cfg, std::vector<config_problem>& problems) {
  for (const auto& s : specs()) {
    check_bounds(s, cfg, problems);
  }
  if (!parse_host_port(cfg.http.listen)) {
    problems.push_back({"http.listen", "must be host:port (port 0-65535), got \"" + cfg.http.listen + "\""});
  }
  static const std::vector<std::string> levels{"debug", "info", "warn", "error"};
  if (std::find(levels.begin(), levels.end(), cfg.log.level) == levels.end()) {
    problems.push_back({"log.level", "must be one of debug, info, warn, error, got \"" + cfg.log.level + "\""});
  }
  if (std::string bad; !domain::net::parse_network_list(cfg.webhooks.deny_networks, &bad)) {
    problems.push_back({"webhooks.deny_networks", "must be comma-separated CIDR networks, \"" + bad + "\" is not one"});
  }
  if (cfg.auth.jwt_algorithm != "HS256" && cfg.auth.jwt_algorithm != "RS256" && cfg.auth.jwt_algorithm != "ES256") {
    problems.push_back({"auth.jwt_algorithm", "must be HS256, RS256 or ES256, got \"" + cfg.auth.jwt_algorithm + "\""});
  } else if (cfg.auth.jwt_algorithm != "HS256") {
    std::ifstream in(cfg.auth.jwt_public_key_file);
    if (cfg.auth.jwt_public_key_file.empty() || !in) {
      problems.push_back({"auth.jwt_public_key_file", "must name a readable PEM public key when jwt_algorithm is " +
                                                          cfg.auth.jwt_algorithm});
    } else {
      cfg.auth.jwt_public_key.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      if (cfg.auth.jwt_public_key.find("-----BEGIN PUBLIC KEY-----") == std::string::npos) {
        problems.push_back({"auth.jwt_public_key_file", "is not a PEM public key (BEGIN PUBLIC KEY)"});
      }
    }
  }
  if (!cfg.auth.jwt_secret.empty() && cfg.auth.jwt_secret.size() < 32) {
    problems.push_back({"auth.jwt_secret", "must be at least 32 characters long (value hidden)"});
  }
}

// The JWT secret may come from a file (scripts/run keeps one under ./var, mode 600).
void read_secret_file(service_config& cfg, std::vector<config_problem>& problems) {
  if (!cfg.auth.jwt_secret.empty() || cfg.auth.jwt_secret_file.empty()) {
    return;
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path path(cfg.auth.jwt_secret_file);
  if (!fs::exists(path, ec)) {
    return;  // no secret: dev-token refuses and the management surface stays closed
  }
  const auto perms = fs::status(path, ec).permissions();
  if ((perms & (fs::perms::group_all | fs::perms::others_all)) != fs::perms::none) {
    problems.push_back({"auth.jwt_secret_file", "file must not be readable by group or others (chmod 600)"});
    return;
  }
  std::ifstream in(path);
  std::string secret;
  std::getline(in, secret);
  while (!secret.empty() && std::isspace(static_cast<unsigned char>(secret.back()))) {
    secret.pop_back();
  }
  cfg.auth.jwt_secret = secret;
}

} // namespace

std::optional<host_port> parse_host_port(const std::string& text) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 >= text.size()) {
    return std::nullopt;
  }
  std::int64_t port = 0;
  if (!parse_int(text.substr(colon + 1), port) || port < 0 || port > 65535) {
    return std::nullopt;
  }
  return host_port{text.substr(0, colon), static_cast<std::uint16_t>(port)};
}

std::vector<std::string> key_names() {
  std::vector<std::string> out;
  for (const auto& s : specs()) {
    out.push_back(dotted(s));
  }
  return out;
}

std::map<std::string, std::string> process_environment() {
  std::map<std::string, std::string> out;
  for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
    std::string_view kv(*e);
    if (kv.rfind("CXS_", 0) != 0) {
      continue;
    }
    const auto eq = kv.find('=');
    if (eq != std::string_view::npos) {
      out.emplace(std::string(kv.substr(0, eq)), std::string(kv.substr(eq + 1)));
    }
  }
  return out;
}

load_result load(const std::string& toml_path, const std::map<std::string, std::string>& env) {
  load_result result;
  auto& cfg = result.config;
  auto& problems = result.problems;

  if (!toml_path.empty()) {
    toml::table file;
    try {
      file = toml::parse_file(toml_path);
    } catch (const toml::parse_error& e) {
      std::ostringstream msg;
      msg << "cannot parse " << toml_path << ": " << e.description() << " (line " << e.source().begin.line << ")";
      problems.push_back({"(file)", msg.str()});
      return result;
    }
    // Unknown sections and keys are errors: a typo must not silently keep a default.
    for (const auto& [section, node] : file) {
      const auto* table = node.as_table();
      if (table == nullptr) {
        problems.push_back({std::string(section.str()), "must be a [section]"});
        continue;
      }
      for (const auto& [key, value] : *table) {
        auto it = std::find_if(specs().begin(), specs().end(), [&](const key_spec& s) {
          return section.str() == s.section && key.str() == s.key;
        });
        if (it == specs().end()) {
          problems.push_back({std::string(section.str()) + "." + std::string(key.str()), "unknown key"});
        } else {
          apply_toml(*it, value, cfg, problems);
        }
      }
    }
  }

  for (const auto& s : specs()) {
    if (auto it = env.find(env_name(s)); it != env.end()) {
      apply_text(s, it->second, cfg, "environment variable " + env_name(s), problems);
    }
  }
  // Short alias kept for scripts and operators: CXS_JWT_SECRET wins over nothing else.
  if (auto it = env.find("CXS_JWT_SECRET"); it != env.end() && env.find("CXS_AUTH_JWT_SECRET") == env.end()) {
    cfg.auth.jwt_secret = it->second;
  }

  read_secret_file(cfg, problems);
  validate(cfg, problems);
  return result;
}

} // namespace cxs::config
