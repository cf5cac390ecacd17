#include "config/config.hpp"

#include "domain/net/ip_network.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
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
  static std::vector<key_spec> table{
      {"http", "listen", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.http.listen; }}},
      {"http", "threads", false, accessor<int>{[](service_config& c) -> int& { return c.http.threads; }}, 1, 64},
      {"http", "max_header_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.max_header_bytes; }}, 1024, 1 << 20},
      {"http", "max_body_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.max_body_bytes; }}, 1024, std::int64_t{1} << 30},
      {"http", "read_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.read_timeout_s; }}, 1, 3600},
      {"http", "idle_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.idle_timeout_s; }}, 1, 3600},
      {"http", "request_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.request_timeout_s; }}, 1, 7200},
      {"http", "shutdown_grace_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.shutdown_grace_s; }}, 0, 3600},
      {"http", "max_upload_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.max_upload_bytes; }}, 1024, std::int64_t{1} << 40},
      {"http", "upload_dir", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.http.upload_dir; }}},
      {"http", "audio_request_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.audio_request_timeout_s; }}, 1, 86400},
      {"http", "sse_keepalive_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.sse_keepalive_s; }}, 1, 3600},
      {"http", "max_connections", false, accessor<int>{[](service_config& c) -> int& { return c.http.max_connections; }}, 0, 1000000},
      {"http", "upload_min_bytes_per_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.upload_min_bytes_per_s; }}, 1, 100000000},
      {"http", "sse_max_queued_bytes", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.http.sse_max_queued_bytes; }}, 4096, std::int64_t{1} << 32},
      {"http", "sse_write_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.http.sse_write_timeout_s; }}, 1, 3600},
      {"http", "cors_origins", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.http.cors_origins; }}},
      {"console", "dir", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.console.dir; }}},
      {"console", "dev_sign_in", false, accessor<bool>{[](service_config& c) -> bool& { return c.console.dev_sign_in; }}},
      {"audio", "chunk_threshold_s", false, accessor<int>{[](service_config& c) -> int& { return c.audio.chunk_threshold_s; }}, 1, 86400},
      {"audio", "chunk_window_s", false, accessor<int>{[](service_config& c) -> int& { return c.audio.chunk_window_s; }}, 0, 3600},
      {"audio", "speech_workers", false, accessor<int>{[](service_config& c) -> int& { return c.audio.speech_workers; }}, 0, 256},
      {"audio", "decode_workers", false, accessor<int>{[](service_config& c) -> int& { return c.audio.decode_workers; }}, 0, 256},
      {"audio", "max_temp_mb", false, accessor<int>{[](service_config& c) -> int& { return c.audio.max_temp_mb; }}, 1, 1 << 24},
      {"audio", "max_duration_s", false, accessor<int>{[](service_config& c) -> int& { return c.audio.max_duration_s; }}, 1, 7 * 86400},
      {"database", "url", true, accessor<std::string>{[](service_config& c) -> std::string& { return c.database.url; }}},
      {"database", "pool_size", false, accessor<int>{[](service_config& c) -> int& { return c.database.pool_size; }}, 1, 256},
      {"database", "connect_timeout_s", false, accessor<int>{[](service_config& c) -> int& { return c.database.connect_timeout_s; }}, 1, 120},
      {"database", "statement_timeout_ms", false, accessor<int>{[](service_config& c) -> int& { return c.database.statement_timeout_ms; }}, 10, 3600000},
      {"database", "queue_timeout_ms", false, accessor<int>{[](service_config& c) -> int& { return c.database.queue_timeout_ms; }}, 10, 3600000},
      {"database", "audit_batch_max", false, accessor<int>{[](service_config& c) -> int& { return c.database.audit_batch_max; }}, 1, 10000},
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
      {"webhooks", "allow_networks", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.webhooks.allow_networks; }}},
      {"webhooks", "allow_ports", false, accessor<std::string>{[](service_config& c) -> std::string& { return c.webhooks.allow_ports; }}},
      {"retention", "idempotency_hours", false, accessor<int>{[](service_config& c) -> int& { return c.retention.idempotency_hours; }}, 24, 24 * 3650},
      {"retention", "invocations_days", false, accessor<int>{[](service_config& c) -> int& { return c.retention.invocations_days; }}, 0, 36500},
      {"retention", "outbox_dispatched_days", false, accessor<int>{[](service_config& c) -> int& { return c.retention.outbox_dispatched_days; }}, 0, 36500},
      {"retention", "interval_s", false, accessor<int>{[](service_config& c) -> int& { return c.retention.interval_s; }}, 1, 7 * 86400},
      {"retention", "batch", false, accessor<int>{[](service_config& c) -> int& { return c.retention.batch; }}, 1, 100000},
      {"quotas", "monthly_requests", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.quotas.monthly_requests; }}, 0, std::int64_t{1} << 40},
      {"quotas", "monthly_audio_seconds", false, accessor<std::int64_t>{[](service_config& c) -> std::int64_t& { return c.quotas.monthly_audio_seconds; }}, 0, std::int64_t{1} << 40},
      {"quotas", "refresh_s", false, accessor<int>{[](service_config& c) -> int& { return c.quotas.refresh_s; }}, 1, 3600},
      {"limits", "rate_per_minute", false, accessor<int>{[](service_config& c) -> int& { return c.limits.rate_per_minute; }}, 1, 1000000},
      {"limits", "rate_burst", false, accessor<int>{[](service_config& c) -> int& { return c.limits.rate_burst; }}, 1, 100000},
      {"limits", "text_max_chars", false, accessor<int>{[](service_config& c) -> int& { return c.limits.text_max_chars; }}, 1, 10000000},
      {"actors", "scheduler_threads", false, accessor<int>{[](service_config& c) -> int& { return c.actors.scheduler_threads; }}, 0, 256},
      {"actors", "idle_polls", false, accessor<int>{[](service_config& c) -> int& { return c.actors.idle_polls; }}, 0, 100000},
      {"actors", "max_throughput", false, accessor<int>{[](service_config& c) -> int& { return c.actors.max_throughput; }}, 0, 1000000},
      {"actors", "redactor_workers", false, accessor<int>{[](service_config& c) -> int& { return c.actors.redactor_workers; }}, 0, 256},
  };
  // Both engine sections have the same keys; generated so they cannot drift apart.
  static const bool engines_added = [] {
    using engines_member = engine_config engines_config::*;
    for (const auto& [section, member] : {std::pair<const char*, engines_member>{"engines.speech", &engines_config::speech},
                                          std::pair<const char*, engines_member>{"engines.language", &engines_config::language}}) {
      const auto engine = [member](service_config& c) -> engine_config& { return c.engines.*member; };
      table.push_back({section, "kind", false, accessor<std::string>{[engine](service_config& c) -> std::string& { return engine(c).kind; }}});
      table.push_back({section, "url", false, accessor<std::string>{[engine](service_config& c) -> std::string& { return engine(c).url; }}});
      table.push_back({section, "model", false, accessor<std::string>{[engine](service_config& c) -> std::string& { return engine(c).model; }}});
      table.push_back({section, "api_key_env", false, accessor<std::string>{[engine](service_config& c) -> std::string& { return engine(c).api_key_env; }}});
      table.push_back({section, "timeout_ms", false, accessor<int>{[engine](service_config& c) -> int& { return engine(c).timeout_ms; }}, 100, 3600000});
      table.push_back({section, "concurrency", false, accessor<int>{[engine](service_config& c) -> int& { return engine(c).concurrency; }}, 1, 1024});
      table.push_back({section, "fallback", false, accessor<std::string>{[engine](service_config& c) -> std::string& { return engine(c).fallback; }}});
      table.push_back({section, "breaker_failures", false, accessor<int>{[engine](service_config& c) -> int& { return engine(c).breaker_failures; }}, 1, 1000});
      table.push_back({section, "breaker_pause_ms", false, accessor<int>{[engine](service_config& c) -> int& { return engine(c).breaker_pause_ms; }}, 100, 3600000});
    }
    // Speech only: how long a chunk sent to a remote speech server may be.
    table.push_back({"engines.speech", "chunk_s", false,
                     accessor<int>{[](service_config& c) -> int& { return c.engines.speech_chunk_s; }}, 10, 86400});
    return true;
  }();
  (void)engines_added;
  return table;
}

std::string dotted(const key_spec& s) { return std::string(s.section) + "." + s.key; }

std::string env_name(const key_spec& s) {
  std::string out = "CXS_";
  for (const char* p : {s.section, "_", s.key}) {
    for (const char* c = p; *c != '\0'; ++c) {
      // Nested sections ("engines.speech") join with '_' like section and key do.
      out.push_back(*c == '.' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(*c))));
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
  if (std::string bad; !domain::net::parse_network_list(cfg.webhooks.allow_networks, &bad)) {
    problems.push_back({"webhooks.allow_networks", "must be comma-separated CIDR networks, \"" + bad + "\" is not one"});
  }
  if (std::string bad; !domain::net::parse_port_list(cfg.webhooks.allow_ports, &bad)) {
    problems.push_back({"webhooks.allow_ports", "must be comma-separated ports or ranges (1-65535), \"" + bad + "\" is not one"});
  }
  if (std::string bad; !parse_origin_list(cfg.http.cors_origins, nullptr, &bad)) {
    problems.push_back({"http.cors_origins",
                        "must be comma-separated origins like https://app.hospital.local (scheme://host[:port], no path) "
                        "or \"*\", \"" + bad + "\" is not one"});
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
  if (cfg.retention.invocations_days > 0 && cfg.retention.invocations_days < 31) {
    problems.push_back({"retention.invocations_days",
                        "must be 0 (keep for ever) or at least 31 (monthly quotas count this month's rows), got " +
                            std::to_string(cfg.retention.invocations_days)});
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

bool is_section(const std::string& name) {
  return std::any_of(specs().begin(), specs().end(), [&](const key_spec& s) { return name == s.section; });
}

// Applies the keys of one file section; a sub-table whose dotted name is itself a section
// ("[engines.speech]" arrives as table "speech" inside "engines") is applied recursively.
void apply_section(const std::string& section, const toml::table& table, service_config& cfg,
                   std::vector<config_problem>& problems) {
  for (const auto& [key, value] : table) {
    const std::string dotted_key = section + "." + std::string(key.str());
    auto it = std::find_if(specs().begin(), specs().end(), [&](const key_spec& s) {
      return section == s.section && key.str() == s.key;
    });
    if (it != specs().end()) {
      apply_toml(*it, value, cfg, problems);
    } else if (const auto* sub = value.as_table(); sub != nullptr && is_section(dotted_key)) {
      apply_section(dotted_key, *sub, cfg, problems);
    } else {
      problems.push_back({dotted_key, "unknown key"});
    }
  }
}

// Checks one engine section and reads its secret from the environment. `env` is searched
// first (tests pass a map), then the process environment, since the variable the operator
// names need not start with CXS_.
void check_engine(const std::string& section, engine_config& engine, const std::map<std::string, std::string>& env,
                  std::vector<config_problem>& problems) {
  if (engine.kind != "embedded" && engine.kind != "remote") {
    problems.push_back({section + ".kind", "must be embedded or remote, got \"" + engine.kind + "\""});
  }
  if (engine.fallback != "embedded" && engine.fallback != "none") {
    problems.push_back({section + ".fallback", "must be embedded or none, got \"" + engine.fallback + "\""});
  }
  if (!engine.api_key_env.empty()) {
    if (auto it = env.find(engine.api_key_env); it != env.end()) {
      engine.api_key = it->second;
    } else if (const char* value = std::getenv(engine.api_key_env.c_str()); value != nullptr) {
      engine.api_key = value;
    }
  }
  if (!engine.remote()) {
    return;
  }
  const bool http = engine.url.starts_with("http://");
  const bool https = engine.url.starts_with("https://");
  const std::size_t host_start = http ? 7 : (https ? 8 : 0);
  if (engine.url.empty()) {
    problems.push_back({section + ".url", "is required when kind is remote"});
  } else if ((!http && !https) || engine.url.size() == host_start || engine.url[host_start] == '/' ||
             engine.url.find_first_of(" \t\r\n") != std::string::npos) {
    problems.push_back({section + ".url", "must be an http:// or https:// URL with a host"});
  }
  if (engine.model.empty()) {
    problems.push_back({section + ".model", "is required when kind is remote"});
  }
  if (!engine.api_key_env.empty() && engine.api_key.empty()) {
    problems.push_back({section + ".api_key_env", "names environment variable " + engine.api_key_env +
                                                      ", which is not set or empty"});
  }
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

bool parse_origin_list(const std::string& text, std::vector<std::string>* out, std::string* bad) {
  std::vector<std::string> origins;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    std::string item = text.substr(start, comma - start);
    item.erase(0, item.find_first_not_of(" \t"));
    item.erase(item.find_last_not_of(" \t") + 1);
    start = comma + 1;
    if (item.empty()) {
      continue;
    }
    // An origin is what a browser sends in the Origin header: scheme "://" host [":" port],
    // lower case, no path, no trailing slash. Anything else would never match, so it is an
    // operator's mistake worth refusing at start.
    const auto sep = item.find("://");
    const bool scheme_ok = sep != std::string::npos && (item.compare(0, sep, "http") == 0 || item.compare(0, sep, "https") == 0);
    const bool rest_ok = scheme_ok && sep + 3 < item.size() &&
                         item.find_first_of("/?#@ ", sep + 3) == std::string::npos &&
                         std::none_of(item.begin(), item.end(), [](unsigned char c) { return std::isupper(c) != 0; });
    if (item != "*" && !rest_ok) {
      if (bad != nullptr) {
        *bad = item;
      }
      return false;
    }
    origins.push_back(std::move(item));
  }
  if (out != nullptr) {
    *out = std::move(origins);
  }
  return true;
}

namespace {

// Development sign-in gives an admin token to anyone who can reach the port, so it is only
// accepted where nobody else can: a loopback listener, with an HS256 secret to sign it.
void check_dev_sign_in(const service_config& cfg, std::vector<config_problem>& problems) {
  if (!cfg.console.dev_sign_in) {
    return;
  }
  const auto hp = parse_host_port(cfg.http.listen);
  const bool loopback = hp && (hp->host == "localhost" || hp->host == "::1" || hp->host == "[::1]" || hp->host.rfind("127.", 0) == 0);
  if (!loopback) {
    problems.push_back({"console.dev_sign_in", "is only allowed when http.listen is a loopback address (127.0.0.1, ::1)"});
  }
  if (cfg.auth.jwt_algorithm != "HS256" || cfg.auth.jwt_secret.empty()) {
    problems.push_back({"console.dev_sign_in", "needs an HS256 JWT secret (auth.jwt_secret or auth.jwt_secret_file)"});
  }
}

} // namespace

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
      apply_section(std::string(section.str()), *table, cfg, problems);
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
  check_dev_sign_in(cfg, problems);
  check_engine("engines.speech", cfg.engines.speech, env, problems);
  check_engine("engines.language", cfg.engines.language, env, problems);
  return result;
}

} // namespace cxs::config
