#include "actors/request_supervisor_actor.hpp"

#include "metrics/log.hpp"

#include <caf/actor_system.hpp>
#include <caf/atom.hpp>

namespace cxs::actors {
namespace {

using start_atom = caf::atom_constant<caf::atom("start")>;

caf::behavior request_supervisor(caf::event_based_actor* self, const services* svc, http_request request,
                                 route_handler handler, reply_function reply) {
  auto ctx = std::make_shared<request_context>(self, std::move(request), *svc, std::move(reply));
  // Whatever ends this actor (a bug in a continuation, an exception), the client gets an answer.
  self->attach_functor([ctx] {
    if (!ctx->answered()) {
      ctx->fail(api_error{domain::error_code::internal, {}, {}, {}, {}});
    }
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
    ctx->fail(api_error{domain::error_code::internal, {}, {}, {}, {}});
    return caf::exit_reason::user_shutdown;
  });
  self->send(self, start_atom::value);
  return {
      [ctx, handler](start_atom) { handler(ctx); },
  };
}

} // namespace

request_context::request_context(caf::event_based_actor* self, http_request request, const services& svc,
                                 reply_function reply)
    : self_(self), request_(std::move(request)), svc_(svc), reply_(std::move(reply)) {}

void request_context::respond(http_response res) {
  if (answered_) {
    return;
  }
  answered_ = true;
  auto reply = std::move(reply_);
  reply_ = nullptr;
  reply(std::move(res));
  self_->quit();
}

void request_context::fail(api_error err) { respond(error_response(err, request_.request_id)); }

api_error request_context::db_error(db_failure why) {
  switch (why) {
  case db_failure::conflict: return api_error{domain::error_code::conflict, {}, {}, {}, {}};
  case db_failure::unavailable: return api_error{domain::error_code::service_unavailable, {}, {}, {}, {}};
  case db_failure::query_failed:
  case db_failure::none: break;
  }
  return api_error{domain::error_code::internal, {}, {}, {}, {}};
}

void request_context::log_db_failure(const db_outcome& out) {
  // The server's message names tables and constraints, never values we bound as parameters.
  log::warn("database task failed", {{"detail", out.detail}});
}

caf::actor spawn_request_supervisor(caf::actor_system& system, const services& svc, http_request request,
                                    route_handler handler, reply_function reply) {
  return system.spawn(request_supervisor, &svc, std::move(request), std::move(handler), std::move(reply));
}

} // namespace cxs::actors
