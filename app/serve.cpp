// `cxs serve`: wires configuration, database pool, actors and the HTTP edge, then serves
// until SIGTERM/SIGINT. Shutdown order: stop accepting and drain (server.run returns),
// then stop the actors, then destroy the actor system.

#include "app/commands.hpp"

#include "actors/cpu_pool_actor.hpp"
#include "actors/db_pool_actor.hpp"
#include "actors/key_cache_actor.hpp"
#include "actors/notify_listener_actor.hpp"
#include "security/verified_keys.hpp"
#include "actors/retention_actor.hpp"
#include "actors/webhook_dispatcher_actor.hpp"
#include "actors/request_supervisor_actor.hpp"
#include "engines/common/circuit_breaker.hpp"
#include "engines/language/json_schema.hpp"
#include "engines/language/language_engine.hpp"
#include "http/routes.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "http/static_site.hpp"
#include "http/uploads.hpp"
#include "engines/speech/embedded/pocketsphinx_engine.hpp"
#include "engines/speech/remote/remote_speech.hpp"
#include "engines/speech/resilient_speech.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/migrations.hpp"
#include "persistence/pg.hpp"

#include <boost/json/serialize.hpp>

#include <caf/actor_system.hpp>
#include <caf/actor_system_config.hpp>
#include <caf/actor_cast.hpp>
#include <caf/send.hpp>

#include <cstdio>
#include <optional>
#include <thread>

namespace cxs::app {
namespace {

// The console's built files: [console] dir, else the packaged copy beside the binary
// (<prefix>/bin/cxs → <prefix>/share/cxs/console). No console is not an error: the API
// works without it, and the log says where it looked.
std::optional<http::static_site> load_console(const config::console_config& cfg) {
  std::filesystem::path dir = cfg.dir;
  if (dir.empty()) {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) {
      return std::nullopt;
    }
    dir = exe.parent_path().parent_path() / "share" / "cxs" / "console";
    if (!std::filesystem::exists(dir / "index.html", ec)) {
      log::info("console not served", {{"reason", "no [console] dir and no packaged console"}});
      return std::nullopt;
    }
  }
  std::string why;
  auto site = http::static_site::load(dir, why);
  if (!site) {
    log::warn("console not served", {{"reason", why}});
    return std::nullopt;
  }
  log::info("console", {{"path", "/console/"}, {"files", static_cast<std::int64_t>(site->file_count())}});
  return site;
}

} // namespace

int serve(const config::service_config& cfg) {
  log::set_level(log::parse_level(cfg.log.level));
  if (cfg.database.url.empty()) {
    std::fprintf(stderr, "config error: database.url: is required (set CXS_DATABASE_URL or [database] url)\n");
    return 2;
  }
  if (cfg.database.migrate_on_start) {
    try {
      pg::connect_options o;
      o.url = cfg.database.url;
      o.connect_timeout_s = cfg.database.connect_timeout_s;
      pg::connection conn(o);
      const int applied = persistence::migrate(conn);
      log::info("migrations", {{"applied", applied}, {"version", persistence::latest_version()}});
    } catch (const pg::error& e) {
      // Serve anyway: /readyz reports not-ready until the database is back and migrated.
      log::error("migrations not applied at start", {{"error", e.what()}});
    }
  }

  metrics::service_metrics metrics(CXS_VERSION, CXS_GIT_COMMIT);
  // Like `metrics`, shared by every request: it must outlive the actor system.
  // Per-key token buckets of this replica, shared by every request like the quotas.
  // The verified API keys: written by the key cache actor, read by every request.
  actors::cached_keys cached_keys(std::chrono::seconds(cfg.auth.key_cache_ttl_s));
  actors::rate_limits rates(cfg.limits.rate_per_minute, cfg.limits.rate_burst);
  actors::quota_ledger quotas({cfg.quotas.monthly_requests, cfg.quotas.monthly_audio_seconds,
                               std::chrono::seconds(cfg.quotas.refresh_s)});
  // Published API snapshots; the TTL is the key cache's (both are NOTIFY-invalidated).
  // With a remote language engine each snapshot also keeps the JSON Schema the model answers
  // in, generated once instead of on every call.
  actors::published_cache published(
      std::chrono::seconds(cfg.auth.key_cache_ttl_s), 4096,
      cfg.engines.language.remote() ? actors::published_cache::preparer([](persistence::published_api& api) {
        if (api.parsed_schema) {
          persistence::published_api::model_schema made;
          made.tree = engines::language::data_json_schema(*api.parsed_schema);
          made.text = boost::json::serialize(made.tree);
          api.model_json_schema = std::make_shared<const persistence::published_api::model_schema>(std::move(made));
        }
      })
                                    : actors::published_cache::preparer{});
  security::verified_keys verified_keys;
  // Shared by the speech workers, which may outlive the serving block: declared here.
  std::optional<engines::circuit_breaker> speech_breaker;
  // The HTTP server (and the io_context its connections' sockets and timers belong to) must
  // outlive the actor system: a finished request's actor can release the last reference to
  // its connection on a scheduler thread after await_all_actors_done() returned, and only
  // ~actor_system joins those threads. Declared before the system, destroyed after it.
  // The console's files: read before the server is made, destroyed after it.
  const auto console = load_console(cfg.console);
  std::optional<http::server> server;
  caf::actor_system_config caf_cfg;
  const unsigned cores = std::max(2U, std::thread::hardware_concurrency());
  caf_cfg.set("scheduler.max-threads", cfg.actors.scheduler_threads > 0 ? static_cast<std::size_t>(cfg.actors.scheduler_threads)
                                                                        : static_cast<std::size_t>(cores));
  // See [actors] idle_polls in cxs.example.toml.
  caf_cfg.set("work-stealing.moderate-poll-attempts", static_cast<std::size_t>(cfg.actors.idle_polls));
  // See [actors] max_throughput in cxs.example.toml.
  if (cfg.actors.max_throughput > 0) {
    caf_cfg.set("scheduler.max-throughput", static_cast<std::size_t>(cfg.actors.max_throughput));
  }
  caf::actor_system system{caf_cfg};
  bool drained = true;
  {
    actors::db_pool_options pool_options;
    pool_options.url = cfg.database.url;
    pool_options.size = cfg.database.pool_size;
    pool_options.connect_timeout_s = cfg.database.connect_timeout_s;
    pool_options.statement_timeout_ms = cfg.database.statement_timeout_ms;
    pool_options.queue_timeout = std::chrono::milliseconds(cfg.database.queue_timeout_ms);
    actors::services svc;
    svc.db = actors::spawn_db_pool(system, pool_options, &metrics);
    svc.cpu = actors::spawn_cpu_pool(system, static_cast<int>(cores));
    // The language engine, chosen once: the embedded rules on one worker per core, or the
    // model server (with its breaker and fallback) on `concurrency` workers, whose calls
    // mostly wait on the network.
    if (cfg.engines.language.remote()) {
      engines::language::remote_options remote;
      remote.endpoint.url = cfg.engines.language.url;
      remote.endpoint.model = cfg.engines.language.model;
      remote.endpoint.api_key = cfg.engines.language.api_key;
      remote.endpoint.timeout = std::chrono::milliseconds(cfg.engines.language.timeout_ms);
      remote.fallback_embedded = cfg.engines.language.fallback == "embedded";
      remote.breaker_failures = cfg.engines.language.breaker_failures;
      remote.breaker_pause = std::chrono::milliseconds(cfg.engines.language.breaker_pause_ms);
      remote.metrics = &metrics;
      svc.extractor = actors::spawn_extractor(system, engines::language::make_remote_language_engine(std::move(remote)),
                                              cfg.engines.language.concurrency);
    } else {
      svc.extractor = actors::spawn_extractor(system, engines::language::make_embedded_language(), static_cast<int>(cores));
    }
    // PHI redaction for APIs with redactPHI on, asked before the extractor: scheduled
    // workers (actors/redactor.cpp), one per scheduler thread unless configured.
    const int scheduler_threads =
        cfg.actors.scheduler_threads > 0 ? cfg.actors.scheduler_threads : static_cast<int>(cores);
    svc.redactor =
        actors::spawn_redactor(system, cfg.actors.redactor_workers > 0 ? cfg.actors.redactor_workers : scheduler_threads);
    // Audio: decoding workers, and speech workers that each own one recogniser (made on
    // first use: a decoder costs ~0.4 s and ~90 MB, so idle replicas do not pay for it),
    // wrapped in the resilient decorator (retries, breaker, fallback).
    svc.decoder = actors::spawn_decoder_pool(
        system, cfg.audio.decode_workers > 0 ? cfg.audio.decode_workers : static_cast<int>(cores), &metrics);
    svc.audio_temp = std::make_shared<engines::audio::temp_budget>(
        static_cast<std::int64_t>(cfg.audio.max_temp_mb) << 20,
        [&metrics](std::int64_t used) { metrics.set_audio_temp_bytes(static_cast<double>(used)); });
    const auto make_embedded_speech = []() -> std::unique_ptr<engines::speech::speech_engine> {
      auto made = engines::speech::embedded::pocketsphinx_engine::create({});
      if (!made.engine) {
        log::error("speech engine unavailable", {{"detail", made.error}});
      }
      return std::move(made.engine);
    };
    // Each worker's engine: the configured one inside the decorator (null when it cannot be
    // made: the worker then answers "unavailable" and tries again on its next chunk).
    const auto resilient = [](std::function<std::unique_ptr<engines::speech::speech_engine>()> make_primary,
                              engines::speech::resilient_options options) -> actors::speech_engine_factory {
      return [make_primary, options]() -> std::unique_ptr<engines::speech::speech_engine> {
        auto primary = make_primary();
        if (!primary) {
          return nullptr;
        }
        return std::make_unique<engines::speech::resilient_speech>(std::move(primary), options);
      };
    };
    if (cfg.engines.speech.remote()) {
      // Remote (OpenAI-compatible, translate mode): `concurrency` chunks in flight; the
      // engine retries twice itself (with backoff), so each chunk is one attempt here.
      engines::speech::remote::remote_speech_config remote;
      remote.url = cfg.engines.speech.url;
      remote.model = cfg.engines.speech.model;
      remote.api_key = cfg.engines.speech.api_key;
      remote.timeout = std::chrono::milliseconds(cfg.engines.speech.timeout_ms);
      speech_breaker.emplace(engines::circuit_breaker::options{
          cfg.engines.speech.breaker_failures, std::chrono::milliseconds(cfg.engines.speech.breaker_pause_ms)});
      engines::speech::resilient_options options;
      options.attempts = 1;
      options.breaker = &*speech_breaker;
      options.metrics = &metrics;
      if (cfg.engines.speech.fallback == "embedded") {
        options.make_fallback = make_embedded_speech;
      }
      svc.speech = actors::spawn_speech_pool(
          system, cfg.engines.speech.concurrency,
          resilient([remote]() -> std::unique_ptr<engines::speech::speech_engine> {
            return std::make_unique<engines::speech::remote::remote_speech_engine>(remote);
          }, options));
      svc.speech_accepts_language = [](std::string_view) { return true; };  // all 23: the server translates
    } else {
      engines::speech::resilient_options options;
      options.attempts = 3;  // the contract's two retries
      options.metrics = &metrics;
      svc.speech = actors::spawn_speech_pool(
          system, cfg.audio.speech_workers > 0 ? cfg.audio.speech_workers : static_cast<int>(cores),
          resilient(make_embedded_speech, options));
      svc.speech_accepts_language = [](std::string_view code) { return code == "en"; };
    }
    svc.keys = actors::spawn_key_cache(system, cached_keys);
    svc.key_table = &cached_keys;
    svc.rates = &rates;
    actors::notify_listener_options listener_options;
    listener_options.url = cfg.database.url;
    listener_options.connect_timeout_s = cfg.database.connect_timeout_s;
    svc.published = &published;
    svc.verified_keys = &verified_keys;
    listener_options.on_change = [&published](std::string_view kind) {
      if (actors::invalidates_published(kind)) {
        published.clear();
      }
    };
    auto listener = actors::spawn_notify_listener(system, listener_options, svc.keys);
    caf::actor dispatcher;
    if (cfg.webhooks.enabled) {
      actors::webhook_dispatcher_options hook_options;
      hook_options.database_url = cfg.database.url;
      hook_options.connect_timeout_s = cfg.database.connect_timeout_s;
      hook_options.poll_interval = std::chrono::milliseconds(cfg.webhooks.poll_interval_ms);
      hook_options.attempt_timeout = std::chrono::seconds(cfg.webhooks.timeout_s);
      hook_options.retry_window = std::chrono::hours(cfg.webhooks.retry_window_h);
      hook_options.batch = cfg.webhooks.batch;
      // Validated when the config was loaded, so the list parses here.
      hook_options.deny_networks = domain::net::parse_network_list(cfg.webhooks.deny_networks).value_or(
          std::vector<domain::net::ip_network>{});
      hook_options.allow_networks = domain::net::parse_network_list(cfg.webhooks.allow_networks).value_or(
          std::vector<domain::net::ip_network>{});
      hook_options.allow_ports = domain::net::parse_port_list(cfg.webhooks.allow_ports).value_or(
          std::vector<domain::net::port_range>{});
      dispatcher = actors::spawn_webhook_dispatcher(system, hook_options, &metrics);
    }
    svc.quotas = &quotas;
    svc.config = &cfg;
    svc.metrics = &metrics;
    svc.db_timeout = std::chrono::milliseconds(cfg.database.queue_timeout_ms + cfg.database.statement_timeout_ms +
                                               cfg.database.connect_timeout_s * 1000);
    svc.audit = actors::spawn_audit_writer(system, svc.db, svc.db_timeout, cfg.database.audit_batch_max);
    svc.invocation = actors::spawn_invocation_actor(system, {svc.db, svc.audit, svc.quotas, svc.metrics, svc.db_timeout});
    actors::retention_options retention_options;
    retention_options.idempotency_hours = cfg.retention.idempotency_hours;
    retention_options.invocations_days = cfg.retention.invocations_days;
    retention_options.outbox_dispatched_days = cfg.retention.outbox_dispatched_days;
    retention_options.interval = std::chrono::seconds(cfg.retention.interval_s);
    retention_options.batch = cfg.retention.batch;
    retention_options.db_timeout = svc.db_timeout;
    auto retention = actors::spawn_retention(system, svc.db, retention_options, &metrics);

    http::router routes;
    http::add_all_routes(routes);

    // Temporary audio files: a private directory; what dead processes left there goes now.
    const auto upload_dir = http::upload_directory(cfg.http);
    if (!http::prepare_upload_directory(upload_dir)) {
      log::error("upload directory not usable", {{"dir", upload_dir.string()}});
    } else if (const int swept = http::sweep_stale_uploads(upload_dir); swept > 0) {
      log::info("removed stale upload files", {{"count", swept}});
    }
    if (cfg.console.dev_sign_in) {
      log::warn("development sign-in is on: anyone who can reach this address can manage the demo organisation");
    }
    server.emplace(cfg.http, routes, system, svc, metrics, console ? &*console : nullptr);
    std::uint16_t port = 0;
    try {
      port = server->listen();
    } catch (const std::exception& e) {
      log::error("cannot start", {{"error", e.what()}});
      for (const auto& a : {caf::actor_cast<caf::actor>(svc.db), caf::actor_cast<caf::actor>(svc.cpu), caf::actor_cast<caf::actor>(svc.extractor),
                            caf::actor_cast<caf::actor>(svc.redactor),
                            caf::actor_cast<caf::actor>(svc.decoder), caf::actor_cast<caf::actor>(svc.speech),
                            caf::actor_cast<caf::actor>(svc.keys),
                            caf::actor_cast<caf::actor>(svc.audit), caf::actor_cast<caf::actor>(svc.invocation),
                            listener, dispatcher, retention}) {
        if (a) {
          caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
        }
      }
      return 1;
    }
    const auto hp = config::parse_host_port(cfg.http.listen);
    log::info("listening", {{"address", hp->host + ":" + std::to_string(port)}, {"version", CXS_VERSION}});
    drained = server->run();
    for (const auto& a : {caf::actor_cast<caf::actor>(svc.db), caf::actor_cast<caf::actor>(svc.cpu), caf::actor_cast<caf::actor>(svc.extractor),
                            caf::actor_cast<caf::actor>(svc.redactor),
                            caf::actor_cast<caf::actor>(svc.decoder), caf::actor_cast<caf::actor>(svc.speech),
                          caf::actor_cast<caf::actor>(svc.keys),
                            caf::actor_cast<caf::actor>(svc.audit), caf::actor_cast<caf::actor>(svc.invocation),
                            listener, dispatcher, retention}) {
      if (a) {
        caf::anon_send_exit(a, caf::exit_reason::user_shutdown);
      }
    }
    if (drained) {
      system.await_all_actors_done();
    }
  }
  if (!drained) {
    // Requests still running past the grace would be awaited by ~actor_system; exit now
    // instead, as the operator's grace period demands.
    log::warn("exiting with requests still in flight");
    std::fflush(stdout);
    std::_Exit(0);
  }
  log::info("stopped");
  return 0;
}

} // namespace cxs::app
