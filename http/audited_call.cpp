#include "http/audited_call.hpp"

#include "config/config.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "persistence/idempotency_repository.hpp"
#include "persistence/usage_repository.hpp"
#include "security/jwt.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

#include <chrono>

namespace cxs::http {
namespace {

using domain::error_code;

struct idempotency_claim {
  std::string key;
};

std::string error_code_of(const actors::http_response& res) {
  boost::system::error_code ec;
  auto v = boost::json::parse(res.body, ec);
  if (!ec && v.is_object()) {
    if (const auto* c = v.as_object().if_contains("code"); c && c->is_string()) {
      return std::string(c->as_string());
    }
  }
  return std::string(domain::name(error_code::internal));
}

// Stores or forgets the idempotency outcome, then answers. Only successes are replayed:
// an error is recomputed on retry (the same input gives the same error; a transient one
// may have cleared), so its key is released.
void settle_and_respond(const context_ptr& ctx, const actors::key_principal& key,
                        const std::optional<idempotency_claim>& claim, actors::http_response res,
                        std::optional<std::string> retained_body) {
  if (!claim) {
    return ctx->respond(std::move(res));
  }
  // Status 0 marks outcomes never sent over HTTP (CLIENT_CLOSED): not a success, so the
  // key is released and the client's retry runs again.
  const bool ok = res.status >= 200 && res.status < 400;
  auto response = std::make_shared<actors::http_response>(std::move(res));
  ctx->query<bool>(
      [org = key.org_id, key_id = key.key_id, idem = claim->key, ok, status = response->status,
       retained_body](pg::connection& conn) {
        if (ok) {
          persistence::complete_idempotent(conn, org, key_id, idem, static_cast<int>(status), retained_body);
        } else {
          persistence::release_idempotent(conn, org, key_id, idem);
        }
        return true;
      },
      [ctx, response](bool&) { ctx->respond(std::move(*response)); },
      // The answer is ready and audited; a failure to store the replay must not lose it.
      [ctx, response](actors::db_failure) { ctx->respond(std::move(*response)); });
}

// Writes the invocation row for `r` through the audit writer and calls `durable` with the
// response (and the body to keep for replays) once the row is committed, or
// `not_durable` when it could not be made durable.
void record_invocation(const context_ptr& ctx, const std::string& endpoint, const audited_caller& who,
                       audited_result r,
                       std::function<void(actors::http_response, std::optional<std::string>)> durable,
                       std::function<void()> not_durable) {
  // Status 0 marks outcomes never sent over HTTP (CLIENT_CLOSED): failures too.
  const bool success = r.response.status >= 200 && r.response.status < 400;
  actors::audit_record rec;
  rec.id = security::new_id("inv_");
  rec.org_id = who.org_id;
  rec.project_id = who.project_id;
  rec.api_id = r.api_id;
  rec.key_id = who.key_id;
  rec.request_id = ctx->request().request_id;
  rec.endpoint = endpoint;
  rec.success = success;
  if (!success) {
    rec.error_code = error_code_of(r.response);
  }
  rec.latency_ms = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                        std::chrono::steady_clock::now() - ctx->request().received_at)
                                        .count());
  rec.audio_seconds = r.audio_seconds;
  rec.total_tokens = r.total_tokens;
  rec.recorded_by_id = r.recorded_by_id;
  rec.patient_hash = r.patient_hash;
  std::optional<std::string> retained_body;
  if (r.retain_payloads) {
    rec.retained_input = r.retained_input;
    if (success) {
      rec.retained_output = r.response.body;
      retained_body = r.response.body;
    }
  }
  rec.event_id = security::new_id("evt_");
  auto response = std::make_shared<actors::http_response>(std::move(r.response));
  const auto handed_at = std::chrono::steady_clock::now();
  auto on_not_durable = [ctx, not_durable](const std::string& reason) {
    log::error("audit record not durable", {{"requestId", ctx->request().request_id}, {"reason", reason}});
    not_durable();
  };
  ctx->self()
      ->request(ctx->svc().audit, ctx->svc().db_timeout, std::move(rec))
      .then(
          [ctx, who, response, retained_body, durable, on_not_durable, handed_at,
           audio_seconds = r.audio_seconds](actors::audit_ack& ack) {
            if (!ack.durable) {
              return on_not_durable(ack.reason);
            }
            if (auto* metrics = ctx->svc().metrics) {
              metrics->audit_write(std::chrono::duration<double>(std::chrono::steady_clock::now() - handed_at).count());
            }
            if (auto* quotas = ctx->svc().quotas) {
              quotas->record(who.org_id, audio_seconds, actors::quota_ledger::clock::now());
            }
            durable(std::move(*response), retained_body);
          },
          [on_not_durable](caf::error& e) {
            on_not_durable(e == caf::sec::request_timeout ? "audit writer did not answer in time" : "audit writer failed");
          });
}

void run_work(const context_ptr& ctx, const std::string& endpoint, const actors::key_principal& key,
              const audited_work& work, std::optional<idempotency_claim> claim) {
  work(ctx, key, [ctx, endpoint, key, claim](audited_result r) {
    record_invocation(
        ctx, endpoint, audited_caller{key.org_id, key.project_id, key.key_id}, std::move(r),
        [ctx, key, claim](actors::http_response res, std::optional<std::string> retained_body) {
          settle_and_respond(ctx, key, claim, std::move(res), std::move(retained_body));
        },
        [ctx, key, claim] {
          settle_and_respond(ctx, key, claim,
                             actors::error_response({error_code::audit_unavailable, {}, {}, {}, {}},
                                                    ctx->request().request_id),
                             std::nullopt);
        });
  });
}

void replay(const context_ptr& ctx, const persistence::idempotency_begin& before) {
  actors::http_response res;
  if (before.response_body) {
    res.status = static_cast<unsigned>(before.response_status);
    res.body = *before.response_body;
  } else {
    res.status = 200;
    res.body = boost::json::serialize(boost::json::object{{"replayed", true}, {"requestId", before.original_request_id}});
  }
  res.headers.emplace_back("Idempotent-Replayed", "true");
  ctx->respond(std::move(res));
}

void with_idempotency(const context_ptr& ctx, const std::string& endpoint, const actors::key_principal& key,
                      const audited_work& work) {
  const auto idem = ctx->request().header("idempotency-key");
  if (!idem) {
    return run_work(ctx, endpoint, key, work, std::nullopt);
  }
  if (idem->empty() || idem->size() > 255) {
    return ctx->fail({error_code::validation_failed, {}, {{"Idempotency-Key", "must be 1 to 255 characters"}}, {}, {}});
  }
  // The request's identity: endpoint, path (the API slug), query (e.g. format) and body.
  std::string identity = endpoint;
  identity += '\n';
  identity += ctx->request().path;
  identity += '?';
  identity += ctx->request().query;
  identity += '\n';
  identity += ctx->request().body;
  const auto hash = security::sha256_hex(identity);
  // A request older than the processing deadline can no longer be running.
  const int abandon_after = ctx->svc().config->http.request_timeout_s + 5;
  ctx->query<persistence::idempotency_begin>(
      [org = key.org_id, key_id = key.key_id, idem = *idem, endpoint, hash, rid = ctx->request().request_id,
       abandon_after](pg::connection& conn) {
        return persistence::begin_idempotent(conn, org, key_id, idem, endpoint, hash, rid, abandon_after);
      },
      [ctx, endpoint, key, work, idem = *idem](persistence::idempotency_begin& before) {
        switch (before.state) {
        case persistence::idempotency_state::started:
          return run_work(ctx, endpoint, key, work, idempotency_claim{idem});
        case persistence::idempotency_state::in_progress:
          return ctx->fail({error_code::idempotency_in_progress, {}, {}, {}, {}});
        case persistence::idempotency_state::reused:
          return ctx->fail({error_code::idempotency_key_reused,
                            {},
                            {{"Idempotency-Key",
                              "was already used with another endpoint or body in the last 24 hours; send a new key "
                              "for a new request"}},
                            {},
                            {}});
        case persistence::idempotency_state::completed:
          return replay(ctx, before);
        }
      });
}

void answer_quota(const context_ptr& ctx, const actors::quota_verdict& verdict, const std::function<void()>& next) {
  if (verdict.allowed) {
    return next();
  }
  ctx->fail({error_code::quota_exceeded, {}, {}, static_cast<int>(verdict.retry_after_s), {}});
}

// Monthly quota of the key's organisation (off by default): from the replica's ledger,
// reloading the organisation's usage from the database when the ledger's view is stale.
void within_quota(const context_ptr& ctx, const actors::key_principal& key, std::function<void()> next) {
  auto* quotas = ctx->svc().quotas;
  if (quotas == nullptr || !quotas->limits().enabled()) {
    return next();
  }
  const auto now = actors::quota_ledger::clock::now();
  if (auto verdict = quotas->check(key.org_id, now)) {
    return answer_quota(ctx, *verdict, next);
  }
  ctx->query<persistence::org_month_usage>(
      [org = key.org_id](pg::connection& conn) { return persistence::org_usage_this_month(conn, org); },
      [ctx, quotas, org = key.org_id, next](persistence::org_month_usage& usage) {
        const auto at = actors::quota_ledger::clock::now();
        quotas->refreshed(org, {usage.requests, usage.audio_seconds}, at);
        answer_quota(ctx, quotas->check(org, at).value_or(actors::quota_verdict{}), next);
      });
}

} // namespace

audited_result error_result(const context_ptr& ctx, const actors::api_error& err, audited_result base) {
  base.response = actors::error_response(err, ctx->request().request_id);
  return base;
}

void record_and_respond(const context_ptr& ctx, const std::string& endpoint, const audited_caller& who,
                        audited_result result) {
  record_invocation(
      ctx, endpoint, who, std::move(result),
      [ctx](actors::http_response res, std::optional<std::string>) { ctx->respond(std::move(res)); },
      [ctx] { ctx->fail({error_code::audit_unavailable, {}, {}, {}, {}}); });
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
  // answered (429) before anything is recorded.
  require_key(ctx, scope, [ctx, endpoint, work](const actors::key_principal& key) {
    within_quota(ctx, key, [ctx, endpoint, work, key] { with_idempotency(ctx, endpoint, key, work); });
  });
}

} // namespace cxs::http
