#include "http/language_engine.hpp"

#include "config/config.hpp"
#include "metrics/log.hpp"

namespace cxs::http {
namespace {

// Kept back from the request's deadline so a late answer still reaches the client as our
// own 504 (and an invocation row) before the edge gives up on the request.
constexpr std::chrono::milliseconds answer_margin{300};

std::chrono::steady_clock::time_point request_deadline(const context_ptr& ctx) {
  return ctx->request().received_at + std::chrono::seconds(ctx->svc().config->http.request_timeout_s);
}

} // namespace

std::optional<remote_language> remote_language_for(const context_ptr& ctx) {
  const auto& cfg = ctx->svc().config->engines.language;
  if (!cfg.remote() || !ctx->svc().language) {
    return std::nullopt;
  }
  remote_language out;
  out.endpoint.url = cfg.url;
  out.endpoint.model = cfg.model;
  out.endpoint.api_key = cfg.api_key;
  out.endpoint.timeout = std::chrono::milliseconds(cfg.timeout_ms);
  out.breaker = ctx->svc().language_breaker;
  out.fallback_embedded = cfg.fallback == "embedded";
  // The engine gets a further margin below the supervisor's wait: its answer must still be
  // post-processed and shaped.
  out.deadline = request_deadline(ctx) - 2 * answer_margin;
  out.request_id = ctx->request().request_id;
  out.metrics = ctx->svc().metrics;
  return out;
}

void count_remote_call(const remote_language& remote, engines::language::remote_failure failure, bool refused,
                       std::optional<std::chrono::steady_clock::duration> waited) {
  if (remote.metrics == nullptr) {
    return;
  }
  if (waited) {
    remote.metrics->remote_engine_wait("language", std::chrono::duration<double>(*waited).count());
  }
  using engines::language::remote_failure;
  remote.metrics->remote_engine_call("language", refused                                    ? "refused"
                                                 : failure == remote_failure::none          ? "ok"
                                                 : failure == remote_failure::upstream_timeout ? "timeout"
                                                                                              : "error");
  if (failure != remote_failure::none && remote.fallback_embedded) {
    remote.metrics->engine_fallback("language");
  }
}

void log_remote_failure(const remote_language& remote, std::string_view task, std::string_view detail) {
  // `detail` is the engine's own summary (status, phase, schema paths): never an upstream
  // body, never consult text, never the model name.
  log::warn("remote language engine call failed",
            {{"requestId", remote.request_id},
             {"task", task},
             {"detail", detail},
             {"fallback", remote.fallback_embedded ? "embedded" : "none"},
             {"breaker", remote.breaker != nullptr ? engines::to_string(remote.breaker->state()) : "none"}});
}

std::chrono::milliseconds language_wait(const context_ptr& ctx) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(request_deadline(ctx) - answer_margin -
                                                                          std::chrono::steady_clock::now());
  return std::max(left, std::chrono::milliseconds(1));
}

} // namespace cxs::http
