#pragma once
// Typed configuration of the service. Defaults live here; a TOML file overrides them;
// environment variables override the file, one rule for all: key `x` of section `[s]`
// is `CXS_S_X`. `config/cxs.example.toml` documents every key.

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cxs::config {

struct http_config {
  std::string listen = "127.0.0.1:8080";   ///< host:port; port 0 picks a free port
  int threads = 2;                         ///< I/O threads running the Beast edge
  std::int64_t max_header_bytes = 16 * 1024;
  std::int64_t max_body_bytes = 1024 * 1024;  ///< JSON bodies
  int read_timeout_s = 30;                 ///< time to receive one request once started
  int idle_timeout_s = 75;                 ///< keep-alive idle time between requests
  int request_timeout_s = 120;             ///< processing deadline of a JSON request
  int shutdown_grace_s = 25;               ///< SIGTERM drain budget for in-flight requests
  std::int64_t max_upload_bytes = 100LL * 1024 * 1024;  ///< audio uploads (multipart), enforced while reading
  std::string upload_dir;                  ///< temporary files of uploads and PCM; "" = $TMPDIR/cxs-uploads
  int audio_request_timeout_s = 1800;      ///< processing deadline of an audio request
  int sse_keepalive_s = 15;                ///< ": keep-alive" comment interval of event streams
  /// Origins (scheme://host[:port]) whose browser pages may call the API cross-origin:
  /// comma-separated, "*" for any origin, "" (default) for none. See cxs.example.toml.
  std::string cors_origins;
  /// Open client connections at most; over it a new connection gets 503 and is closed.
  /// 0 = automatic: 40% of the process's file-descriptor limit (raised to its hard limit at
  /// start): an upload holds a socket, its temporary file and a decode file.
  int max_connections = 0;
  /// An upload (audio) may arrive this slowly, averaged from its start, and still be read;
  /// below it, or with no byte for read_timeout_s, the client gets 408. A phone on a poor
  /// network sends a few KB/s; audio_request_timeout_s bounds the whole upload.
  int upload_min_bytes_per_s = 512;
  /// Bytes of event-stream frames waiting for a slow reader before the stream is dropped.
  std::int64_t sse_max_queued_bytes = 1024 * 1024;
  /// One write of an event stream may take this long before the stream is dropped.
  int sse_write_timeout_s = 30;
};

/// The management console: a single-page web app served at /console/.
struct console_config {
  /// Directory of the built console (index.html and assets/). "" = the packaged location,
  /// <binary dir>/../share/cxs/console, when it exists; otherwise no console is served.
  std::string dir;
  /// Offers "development sign-in" (an ORG_ADMIN token for the demo organisation to anyone
  /// who can reach the server). For `scripts/run` only: refused unless http.listen is a
  /// loopback address and an HS256 secret is configured.
  bool dev_sign_in = false;
};

/// The audio pipeline: decode → chunk → transcribe in parallel → join.
struct audio_config {
  int chunk_threshold_s = 3300;   ///< recordings longer than this are split into chunks
  int chunk_window_s = 30;        ///< how far a chunk boundary may move to find a quiet point
  int speech_workers = 0;         ///< parallel speech workers (one decoder each); 0 = number of cores
  int max_duration_s = 14400;     ///< decoded audio beyond this is refused (413): bounds temp disk use
  int decode_workers = 0;         ///< audio files decoded at once (FFmpeg); 0 = number of cores
  /// Decoded audio (PCM, 32 KB per second) all requests together may keep on disk at once;
  /// a decode that would pass it is answered 503 (retry later). Default: ~9 hours of audio.
  int max_temp_mb = 1024;
};

struct database_config {
  std::string url;                 ///< libpq conninfo or URI (secret: may hold a password)
  int pool_size = 4;               ///< connections, each owned by one worker thread
  int connect_timeout_s = 5;
  int statement_timeout_ms = 15000;
  int queue_timeout_ms = 20000;    ///< how long a request waits for a free connection
  bool migrate_on_start = true;
  int audit_batch_max = 256;       ///< invocation rows per audit transaction (1 = one transaction per request)
};

struct auth_config {
  std::string jwt_secret;          ///< HS256 secret (secret)
  std::string jwt_secret_file = "var/jwt_secret";  ///< read when jwt_secret is empty
  std::string jwt_algorithm = "HS256";  ///< HS256, RS256 or ES256; tokens signed otherwise are refused
  std::string jwt_public_key_file;  ///< PEM public key, required for RS256/ES256
  std::string jwt_public_key;       ///< loaded from jwt_public_key_file (not a key of the file)
  std::string jwt_issuer;          ///< checked when set
  std::string jwt_audience;        ///< checked when set
  int bcrypt_cost = 12;
  int key_cache_ttl_s = 30;        ///< verified API keys are remembered this long (NOTIFY drops them sooner)
};

struct log_config {
  std::string level = "info";      ///< debug, info, warn, error
};

struct actors_config {
  int scheduler_threads = 0;       ///< 0 = number of cores
  /// Polls (50 µs sleeps each) an idle scheduler thread makes before it waits on its
  /// condition variable; CAF's own default is 500. See cxs.example.toml.
  int idle_polls = 1;
  /// Messages a scheduled actor handles before it yields its scheduler thread; 0 = CAF's
  /// default (no limit). See cxs.example.toml.
  int max_throughput = 0;
  /// PHI redaction workers (actors/redactor.cpp: scheduled actors, so more than the
  /// scheduler threads buys nothing); 0 = as many as the scheduler threads.
  int redactor_workers = 0;
};

struct limits_config {
  int rate_per_minute = 600;      ///< per API key, per replica (token bucket refill)
  int rate_burst = 60;            ///< token bucket size
  int text_max_chars = 200000;    ///< `text` of /extract and /summarize, in characters
};

struct webhooks_config {
  bool enabled = true;            ///< run the delivery worker in this replica
  int poll_interval_ms = 500;     ///< how often due deliveries are looked for
  int timeout_s = 10;             ///< per delivery attempt
  int retry_window_h = 24;        ///< retries stop this long after the event
  int batch = 200;                ///< deliveries claimed per poll (sent 16 at a time)
  /// Destinations never called, checked against every address a delivery's host resolves
  /// to: comma-separated CIDR networks. The default denies loopback, "this host" and the
  /// unspecified addresses, and link-local (where cloud metadata services live): a tenant's
  /// webhook must not reach the service's own machine. Private ranges stay allowed because
  /// hospital receivers usually run on internal hosts.
  std::string deny_networks = "127.0.0.0/8,::1/128,0.0.0.0/8,::/128,169.254.0.0/16,fe80::/10";
  /// Exceptions to deny_networks, for sites whose receivers live on such addresses (e.g. a
  /// receiver on the same machine: "127.0.0.1/32").
  std::string allow_networks;
  /// Destination ports a webhook URL may use (create, update and every delivery).
  std::string allow_ports = "80,443,1024-65535";
};

/// Deletion of old rows by the service (actors/retention). See cxs.example.toml.
struct retention_config {
  int idempotency_hours = 48;       ///< idempotency records older than this go (>= 24: their window)
  int invocations_days = 0;         ///< 0 = audit rows kept for ever; else at least 31
  int outbox_dispatched_days = 7;   ///< dispatched webhook events (and deliveries); 0 = kept
  int interval_s = 3600;            ///< between purge runs
  int batch = 1000;                 ///< rows per delete transaction
};

/// Monthly usage quotas per organisation (calendar month, UTC). 0 = no quota (default).
struct quotas_config {
  std::int64_t monthly_requests = 0;       ///< audited calls per organisation per month
  std::int64_t monthly_audio_seconds = 0;  ///< seconds of audio per organisation per month
  int refresh_s = 5;  ///< how stale a replica's view of an organisation's usage may get
};

/// One engine kind (`[engines.speech]`, `[engines.language]`): the embedded engine runs in
/// the process; a remote one is an OpenAI-compatible server on the hospital's network.
struct engine_config {
  std::string kind = "embedded";    ///< "embedded" | "remote"
  std::string url;                  ///< base URL of the remote server (http or https), required when remote
  std::string model;                ///< model name sent to the remote server, required when remote
  std::string api_key_env;          ///< NAME of the environment variable holding the bearer secret (may be empty)
  int timeout_ms = 60000;           ///< one remote call, connect included
  int concurrency = 4;              ///< remote calls in flight at once from this replica
  std::string fallback = "embedded";  ///< "embedded": degrade to the embedded engine when remote fails; "none"
  int breaker_failures = 5;         ///< consecutive failed calls that open the circuit breaker
  int breaker_pause_ms = 30000;     ///< how long an open breaker refuses calls before one probe
  /// The secret read at start from the variable `api_key_env` names (not a key of the file).
  /// Empty when no variable is named. Never logged or printed.
  std::string api_key;

  [[nodiscard]] bool remote() const { return kind == "remote"; }
};

struct engines_config {
  /// A chunk of audio can take a while on a busy GPU server, hence the longer default.
  engine_config speech = [] {
    engine_config c;
    c.timeout_ms = 120000;
    return c;
  }();
  engine_config language;
  /// With a remote speech engine, recordings are cut into chunks of at most about this many
  /// seconds (fewer when [audio] chunk_threshold_s is lower): each chunk is one upload of
  /// 32 KB per second, and chunks are transcribed in parallel on the server.
  int speech_chunk_s = 600;

  /// The chunk length the audio planner uses for the configured speech engine.
  [[nodiscard]] int speech_chunk_threshold(int audio_threshold_s) const {
    return speech.remote() ? std::min(audio_threshold_s, speech_chunk_s) : audio_threshold_s;
  }
};

struct service_config {
  http_config http;
  console_config console;
  database_config database;
  auth_config auth;
  log_config log;
  actors_config actors;
  webhooks_config webhooks;
  retention_config retention;
  limits_config limits;
  quotas_config quotas;
  audio_config audio;
  engines_config engines;
};

/// One problem found while loading or validating, naming the key (e.g. "http.listen").
struct config_problem {
  std::string key;
  std::string message;  ///< never contains the value of a secret key
};

struct load_result {
  service_config config;
  std::vector<config_problem> problems;  ///< empty when the config is usable
  [[nodiscard]] bool ok() const { return problems.empty(); }
};

/// Loads defaults, then `toml_path` (if non-empty; it must exist), then `env`
/// (pass the process environment, or a map in tests), then validates.
[[nodiscard]] load_result load(const std::string& toml_path,
                               const std::map<std::string, std::string>& env);

/// The process environment as a map, limited to `CXS_*` variables.
[[nodiscard]] std::map<std::string, std::string> process_environment();

/// Splits "host:port"; empty when malformed.
struct host_port {
  std::string host;
  std::uint16_t port = 0;
};
[[nodiscard]] std::optional<host_port> parse_host_port(const std::string& text);

/// Parses `[http] cors_origins`: comma-separated origins (scheme://host[:port]) or "*".
/// False (and the offending item in `bad`) when an item is not an origin.
[[nodiscard]] bool parse_origin_list(const std::string& text, std::vector<std::string>* out, std::string* bad);

/// Names of every key, `section.key`, in file order (used by docs and tests).
[[nodiscard]] std::vector<std::string> key_names();

} // namespace cxs::config
