#include "actors/request_supervisor_actor.hpp"

#include "metrics/log.hpp"

#include <caf/actor_system.hpp>
#include <caf/atom.hpp>
#include <caf/exit_reason.hpp>
#include <caf/system_messages.hpp>
#include <caf/sec.hpp>
#include <caf/send.hpp>


namespace cxs::actors {
namespace {

using start_atom = caf::atom_constant<caf::atom("start")>;

caf::behavior request_supervisor(caf::event_based_actor* self, const services* svc, http_request request,
                                 route_handler handler, reply_function reply, stream_function stream) {
  auto ctx = std::make_shared<request_context>(self, std::move(request), *svc, std::move(reply), std::move(stream));
  // Whatever ends this actor (a bug in a continuation, an exception), the client gets an answer.
  // The edge stops a supervisor whose deadline passed with exit reason user_shutdown; an
  // exception ends it with runtime_error (see the exception handler below).
  self->attach_functor([ctx](const caf::error& reason) {
    using cause = request_context::end_cause;
    if (ctx->client_gone()) {
      ctx->set_end_cause(cause::client_gone);
    } else if (!ctx->answered()) {
      ctx->set_end_cause(reason == caf::exit_reason::user_shutdown ? cause::deadline : cause::crashed);
      ctx->fail(api_error::internal());
    }
    ctx->ended();
  });
  self->set_exception_handler([ctx](caf::scheduled_actor*, std::exception_ptr& eptr) -> caf::error {
    try {
      std::rethrow_exception(eptr);
    } catch (const std::exception& e) {
      log::error("handler threw", {{"requestId", ctx->request().request_id}, {"route", ctx->request().route},
                                   {"what", e.what()}});
    } catch (...) {
      log::error("handler threw", {{"requestId", ctx->request().request_id}, {"route", ctx->request().route}});
    }
    ctx->set_end_cause(request_context::end_cause::crashed);
    ctx->fail(api_error::internal());
    return caf::sec::runtime_error;
  });
  self->set_down_handler([ctx](caf::down_msg& down) { ctx->child_down(down.source, down.reason); });
  self->send(self, start_atom::value);
  return {
      [ctx, handler](start_atom) { handler(ctx); },
      [ctx](client_closed_atom) { ctx->client_closed(); },
  };
}

} // namespace

request_context::request_context(caf::event_based_actor* self, http_request request, const services& svc,
                                 reply_function reply, stream_function stream)
    : self_(self), request_(std::move(request)), svc_(svc), reply_(std::move(reply)), stream_(std::move(stream)) {}

void request_context::open_stream(std::vector<std::pair<std::string, std::string>> headers) {
  if (answered_ || streaming_ || !stream_) {
    return;
  }
  streaming_ = true;
  stream_(stream_event{stream_event::kind::open, {}, std::move(headers)});
}

void request_context::stream_frame(std::string bytes) {
  if (!answered_ && streaming_) {
    stream_(stream_event{stream_event::kind::frame, std::move(bytes), {}});
  }
}

void request_context::end_stream(std::string last_bytes) {
  if (answered_ || !streaming_) {
    return;
  }
  answered_ = true;
  auto stream = std::move(stream_);
  stream_ = nullptr;
  reply_ = nullptr;
  on_client_closed_ = nullptr;  // it usually holds this context: break the cycle
  stream(stream_event{stream_event::kind::close, std::move(last_bytes), {}});
  self_->quit();
}

void request_context::ended() {
  auto handlers = std::move(on_end_);
  for (auto& h : handlers) {
    h();
  }
  auto children = std::move(watched_);
  for (auto& [child, on_down] : children) {
    caf::anon_send_exit(child, caf::exit_reason::user_shutdown);
  }
}

void request_context::child_down(const caf::actor_addr& who, const caf::error& reason) {
  for (auto it = watched_.begin(); it != watched_.end(); ++it) {
    if (caf::actor_cast<caf::actor_addr>(it->first) == who) {
      auto on_down = std::move(it->second);
      watched_.erase(it);
      if (reason && reason != caf::exit_reason::normal) {
        on_down(reason);
      }
      return;
    }
  }
}

void request_context::client_closed() {
  if (answered_) {
    return;
  }
  if (on_client_closed_) {
    auto handler = std::move(on_client_closed_);
    on_client_closed_ = nullptr;
    return handler();
  }
  // Nobody to answer any more: stop (the edge has already closed the connection).
  client_gone_ = true;
  answered_ = true;
  reply_ = nullptr;
  stream_ = nullptr;
  self_->quit();
}

void request_context::respond(http_response res) {
  if (answered_) {
    return;
  }
  if (streaming_ && res.status >= 200 && res.status < 300) {
    // A streaming handler's final answer is the `done` frame's JSON.
    return end_stream(sse_done_frame(res.body));
  }
  if (streaming_) {
    // After the stream started, failures travel as an `error` frame (CONTRACT "Streaming frames").
    return end_stream(sse_error_frame(res));
  }
  answered_ = true;
  auto reply = std::move(reply_);
  reply_ = nullptr;
  on_client_closed_ = nullptr;
  reply(std::move(res));
  self_->quit();
}

void request_context::fail(api_error err) { respond(error_response(err, request_.request_id)); }

api_error request_context::db_error(db_failure why) {
  switch (why) {
  case db_failure::conflict: return api_error::of(domain::error_code::conflict);
  case db_failure::unavailable: return api_error::of(domain::error_code::service_unavailable);
  case db_failure::query_failed:
  case db_failure::none: break;
  }
  return api_error::internal();
}

void request_context::log_db_failure(const db_outcome& out) {
  // The server's message names tables and constraints, never values we bound as parameters.
  log::warn("database task failed", {{"detail", out.detail}});
}

caf::actor spawn_request_supervisor(caf::actor_system& system, const services& svc, http_request request,
                                    route_handler handler, reply_function reply, stream_function stream) {
  return system.spawn(request_supervisor, &svc, std::move(request), std::move(handler), std::move(reply),
                      std::move(stream));
}

} // namespace cxs::actors
