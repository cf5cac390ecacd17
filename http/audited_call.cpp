#include "http/audited_call.hpp"

#include "actors/invocation_actor.hpp"
#include "config/config.hpp"
#include "http/request_util.hpp"
#include "security/jwt.hpp"

#include <boost/json.hpp>

#include <chrono>

namespace cxs::http {
namespace {

using actors::api_error;
using domain::error_code;

// One audited call from its open to its record: closed exactly once, by the call's own
// `done` or, if the supervisor ends first, by `abandon` (also before its admission arrived).
struct open_call {
  actors::invocation_caller who;
  std::string endpoint;
  std::optional<actors::idempotency_claim> claim;
  bool admitted = false;  ///< the open's answer (proceed) reached this supervisor
  bool closed = false;
};

actors::invocation_close close_message(const context_ptr& ctx, const open_call& call, audited_result r) {
  actors::invocation_close out;
  out.who = call.who;
  out.endpoint = call.endpoint;
  out.request_id = ctx->request().request_id;
  out.received_at = ctx->request().received_at;
  out.claim = call.claim;
  out.response = std::move(r.response);
  out.api_id = std::move(r.api_id);
  out.patient_hash = std::move(r.patient_hash);
  out.recorded_by_id = std::move(r.recorded_by_id);
  out.audio_seconds = r.audio_seconds;
  out.total_tokens = r.total_tokens;
  out.retain_payloads = r.retain_payloads;
  out.retained_input = std::move(r.retained_input);
  return out;
}

// Records `r` and answers with the response the invocation actor gives back (the call's own
// once its row is durable, else 503 AUDIT_UNAVAILABLE).
void close_and_respond(const context_ptr& ctx, const std::shared_ptr<open_call>& call, audited_result r) {
  if (call->closed) {
    return;
  }
  call->closed = true;
  // No timeout of our own (STYLE 21: the invocation actor is co-located and cooperative): it
  // answers every close itself, within its own timed requests (the audit writer's and the
  // key's settlement, each with the database budget; 503 AUDIT_UNAVAILABLE when the row is
  // not durable), and should it end meanwhile it answers 503 AUDIT_UNAVAILABLE as it ends
  // (actors/invocation.cpp). The error handler covers an invocation actor already gone. A
  // timeout here cost two clock-thread wake-ups per request for nothing (docs/performance.md,
  // issue 14).
  ctx->self()
      ->request(ctx->svc().invocation, caf::infinite, close_message(ctx, *call, std::move(r)))
      .then([ctx](actors::invocation_closed& closed) { ctx->respond(std::move(closed.response)); },
            [ctx](caf::error&) { ctx->fail(api_error::of(error_code::audit_unavailable)); });
}

// The supervisor ended with the call still open (its deadline passed at the edge, its
// client went away, or a crash): the call is recorded with the outcome its client saw and
// its key released. The supervisor is gone, so nobody waits for the answer. If it ended
// before the open's answer arrived, the invocation actor closes whatever that open admits
// (`admission_unseen`): the claim it makes meanwhile is released, not left to expire.
void abandon(const context_ptr& ctx, const std::shared_ptr<open_call>& call) {
  if (call->closed) {
    return;
  }
  call->closed = true;
  using cause = actors::request_context::end_cause;
  audited_result r;
  const auto why = ctx->ended_by();
  r.response = actors::error_response(
      api_error::of(why == cause::deadline      ? error_code::upstream_timeout
                    : why == cause::client_gone ? error_code::client_closed
                                                : error_code::internal),
      ctx->request().request_id);
  if (why == cause::client_gone) {
    r.response.status = 0;  // never sent over HTTP
  }
  auto close = close_message(ctx, *call, std::move(r));
  close.admission_unseen = !call->admitted;
  caf::anon_send(ctx->svc().invocation, std::move(close));
}

void admit(const context_ptr& ctx, const std::string& endpoint, const actors::key_principal& key,
           const audited_work& work) {
  actors::invocation_open open;
  open.key = key;
  open.endpoint = endpoint;
  open.request_id = ctx->request().request_id;
  if (auto idem = ctx->request().header("idempotency-key")) {
    if (idem->empty() || idem->size() > 255) {
      return ctx->fail(api_error::invalid({{"Idempotency-Key", "must be 1 to 255 characters"}}));
    }
    // The request's identity: endpoint, path (the API slug), query (e.g. format) and body.
    std::string identity = endpoint;
    identity += '\n';
    identity += ctx->request().path;
    identity += '?';
    identity += ctx->request().query;
    identity += '\n';
    identity += ctx->request().body;
    open.request_hash = security::sha256_hex(identity);
    open.idempotency_key = std::move(*idem);
  }
  // A request older than its processing deadline can no longer be running: the audio budget
  // for an upload (a transcription may run for many minutes), the JSON one otherwise.
  open.abandon_after_s = static_cast<int>(processing_budget(ctx).count()) + 5;
  // Whatever ends the supervisor from here on, the call is closed once: the end handler is
  // in place before the open is sent, so an open still running then is settled too.
  auto call = std::make_shared<open_call>();
  call->who = actors::invocation_caller{key.org_id, key.project_id, key.key_id};
  call->endpoint = endpoint;
  ctx->on_end([ctx, call] { abandon(ctx, call); });
  // No timeout of our own, as for the close above: the invocation actor answers every open
  // within its own timed database requests (the quota read, then the key's claim), and, if
  // it ends, at once (actors/invocation.cpp). A shorter timeout here could give up while
  // the claim still went through, leaving the key claimed.
  ctx->self()
      ->request(ctx->svc().invocation, caf::infinite, std::move(open))
      .then(
          [ctx, call, key, work](actors::invocation_admission& admission) {
            using verdict = actors::invocation_admission::verdict;
            switch (admission.what) {
            case verdict::refused:
              call->closed = true;  // nothing to record
              return ctx->fail(std::move(admission.refusal));
            case verdict::replay:
              call->closed = true;
              return ctx->respond(std::move(admission.replay));
            case verdict::proceed: break;
            }
            call->admitted = true;
            call->claim = std::move(admission.claim);
            work(ctx, key, [ctx, call](audited_result r) { close_and_respond(ctx, call, std::move(r)); });
          },
          // The invocation actor is gone (the open was bounced): it claimed nothing.
          [ctx, call](caf::error&) {
            call->closed = true;
            ctx->fail(api_error::of(error_code::service_unavailable));
          });
}

} // namespace

audited_result error_result(const context_ptr& ctx, const actors::api_error& err, audited_result base) {
  base.response = actors::error_response(err, ctx->request().request_id);
  return base;
}

void record_and_respond(const context_ptr& ctx, const std::string& endpoint, const audited_caller& who,
                        audited_result result) {
  auto call = std::make_shared<open_call>();
  call->who = actors::invocation_caller{who.org_id, who.project_id, who.key_id};
  call->endpoint = endpoint;
  close_and_respond(ctx, call, std::move(result));
}

bool read_audit_fields(const boost::json::object& body, audited_result& result,
                       std::vector<actors::field_problem>& problems) {
  if (auto hash = string_member(body, "patientHash", problems)) {
    bool ok = hash->size() == 64;
    for (char c : *hash) {
      ok = ok && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
    }
    if (!ok) {
      problems.push_back({"patientHash", "must be 64 lowercase hexadecimal characters (SHA-256)"});
      return false;
    }
    result.patient_hash = *hash;
  }
  if (auto who = string_member(body, "recordedById", problems)) {
    if (who->empty() || who->size() > 200) {
      problems.push_back({"recordedById", "must be 1 to 200 characters"});
      return false;
    }
    result.recorded_by_id = *who;
  }
  return true;
}

void run_audited(const context_ptr& ctx, const std::string& endpoint, const std::string& scope, audited_work work) {
  // require_key also takes the rate-limit token; like a rate limit, an exhausted quota is
  // answered (429) by the invocation actor before anything is recorded.
  require_key(ctx, scope, [ctx, endpoint, work](const actors::key_principal& key) { admit(ctx, endpoint, key, work); });
}

} // namespace cxs::http
