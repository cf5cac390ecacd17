#include "http/language_calls.hpp"

#include "config/config.hpp"
#include "metrics/log.hpp"

#include <boost/json.hpp>
#include <caf/sec.hpp>

#include <algorithm>
#include <cstddef>
#include <utility>

namespace cxs::http {
namespace {

// Kept back from the request's deadline so a late answer still reaches the client as our
// own 504 (and an invocation row) before the edge gives up on the request.
constexpr std::chrono::milliseconds answer_margin{300};

// The request's processing deadline as the edge keeps it (from the start of the request,
// so never later than the edge's): audio uploads (the extraction step of /audio/extract)
// have the audio budget, everything else the JSON one.
std::chrono::steady_clock::time_point request_deadline(const context_ptr& ctx) {
  const auto& http = ctx->svc().config->http;
  const int budget_s = ctx->request().upload != nullptr ? http.audio_request_timeout_s : http.request_timeout_s;
  return ctx->request().received_at + std::chrono::seconds(budget_s);
}

// The response of a result with a body: 200 (+ X-Svc-Degraded) or its failure.
template <class Result, class Body>
actors::http_response respond_with(Result& r, const std::string& request_id, Body body) {
  if (r.failure) {
    // The contract's own message only: nothing of the upstream answer reaches the client.
    return actors::error_response(actors::api_error::of(*r.failure), request_id);
  }
  auto res = actors::json_response(200, boost::json::serialize(body()));
  if (r.degraded) {
    res.headers.emplace_back("X-Svc-Degraded", "language");
  }
  return res;
}

} // namespace

void check_inputs(const boost::json::object& body, const boost::json::value& declared,
                  std::vector<actors::field_problem>& problems) {
  const auto* given = body.if_contains("inputs");
  if (given != nullptr && !given->is_null() && !given->is_object()) {
    problems.push_back({"inputs", "must be an object"});
    return;
  }
  const auto* inputs = given != nullptr && given->is_object() ? &given->as_object() : nullptr;
  std::vector<std::string> known;
  if (declared.is_array()) {
    for (const auto& d : declared.as_array()) {
      if (!d.is_object()) {
        continue;
      }
      const auto& spec = d.as_object();
      const std::string key = spec.contains("key") && spec.at("key").is_string() ? std::string(spec.at("key").as_string()) : "";
      const std::string type = spec.contains("type") && spec.at("type").is_string() ? std::string(spec.at("type").as_string()) : "string";
      const bool required = spec.contains("required") && spec.at("required").is_bool() && spec.at("required").as_bool();
      known.push_back(key);
      const auto* v = inputs != nullptr ? inputs->if_contains(key) : nullptr;
      if (v == nullptr || v->is_null()) {
        if (required) {
          problems.push_back({"inputs." + key, "is required"});
        }
        continue;
      }
      const bool ok = (type == "string" || type == "date")  ? v->is_string()
                      : type == "number"                    ? v->is_number()
                      : type == "integer"                   ? (v->is_int64() || v->is_uint64())
                      : type == "boolean"                   ? v->is_bool()
                      : type == "object"                    ? v->is_object()
                                                            : true;
      if (!ok) {
        problems.push_back({"inputs." + key, "must be of type " + type});
      }
    }
  }
  if (inputs != nullptr) {
    for (const auto& member : *inputs) {
      if (std::find(known.begin(), known.end(), std::string(member.key())) == known.end()) {
        problems.push_back({"inputs." + std::string(member.key()), "is not a declared input of this API"});
      }
    }
  }
}

std::chrono::milliseconds language_wait(const context_ptr& ctx) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(request_deadline(ctx) - answer_margin -
                                                                          std::chrono::steady_clock::now());
  return std::max(left, std::chrono::milliseconds(1));
}

engines::language::call_context language_call(const context_ptr& ctx) {
  engines::language::call_context call;
  // A further margin below the supervisor's wait: the answer must still be post-processed
  // and shaped.
  call.deadline = request_deadline(ctx) - 2 * answer_margin;
  call.request_id = ctx->request().request_id;
  return call;
}

void ask_redactor(const context_ptr& ctx, std::string text, redaction_ready ready, redaction_failed failed) {
  if (!ctx->svc().redactor) {
    failed(domain::error_code::internal);  // not spawned: a wiring bug, never a silent skip
    return;
  }
  ctx->self()
      ->request(ctx->svc().redactor, language_wait(ctx), actors::redact_request{std::move(text)})
      .then(
          [ready, failed](actors::redact_result& r) mutable {
            if (r.failure || r.redaction == nullptr) {
              failed(r.failure.value_or(domain::error_code::internal));
            } else {
              ready(std::move(r.redaction));
            }
          },
          [ctx, failed](caf::error& e) mutable {
            const bool timeout = e == caf::sec::request_timeout;
            if (!timeout) {
              log::error("redactor did not answer", {{"requestId", ctx->request().request_id}});
            }
            failed(timeout ? domain::error_code::upstream_timeout : domain::error_code::internal);
          });
}

namespace {

// Asks the redactor for `text` (the job's consult) when the job's API has redactPHI on,
// then hands the job on with its redaction; otherwise hands it on as it is.
template <class Job>
void redact_job_text(const context_ptr& ctx, Job job, std::string text, detail::job_ready<Job> next,
                     redaction_failed failed) {
  if (!setting(job.api->settings, "redactPHI", false)) {
    return next(std::move(job));
  }
  auto shared = std::make_shared<Job>(std::move(job));
  ask_redactor(
      ctx, std::move(text),
      [shared, next](std::shared_ptr<const domain::phi::redaction> r) mutable {
        shared->redaction = std::move(r);
        next(std::move(*shared));
      },
      std::move(failed));
}

} // namespace

namespace detail {

void redact_job(const context_ptr& ctx, engines::language::extraction_job job,
                job_ready<engines::language::extraction_job> next, redaction_failed failed) {
  auto text = job.text;
  redact_job_text(ctx, std::move(job), std::move(text), std::move(next), std::move(failed));
}

void redact_job(const context_ptr& ctx, engines::language::insights_job job,
                job_ready<engines::language::insights_job> next, redaction_failed failed) {
  auto text = job.transcript;
  redact_job_text(ctx, std::move(job), std::move(text), std::move(next), std::move(failed));
}

namespace {
// Redacts the diagnose run's test transcripts one after another (at most a handful, each a
// sub-millisecond job), from `index` on, then sends the job on.
void redact_transcripts(const context_ptr& ctx, std::shared_ptr<engines::language::assist_job> job, std::size_t index,
                        job_ready<engines::language::assist_job> next, redaction_failed failed) {
  if (index == job->transcripts.size()) {
    return next(std::move(*job));
  }
  auto text = job->transcripts[index].transcript;
  ask_redactor(
      ctx, std::move(text),
      [ctx, job, index, next, failed](std::shared_ptr<const domain::phi::redaction> r) mutable {
        job->transcripts[index].redaction = std::move(r);
        redact_transcripts(ctx, std::move(job), index + 1, std::move(next), std::move(failed));
      },
      failed);
}
} // namespace

void redact_job(const context_ptr& ctx, engines::language::assist_job job,
                job_ready<engines::language::assist_job> next, redaction_failed failed) {
  // Only `diagnose` runs extractions (of the draft's test transcripts); the other answers
  // read no consult text.
  if (job.want != domain::assist::want::diagnose || job.transcripts.empty() ||
      !setting(job.api->settings, "redactPHI", false)) {
    return next(std::move(job));
  }
  redact_transcripts(ctx, std::make_shared<engines::language::assist_job>(std::move(job)), 0, std::move(next),
                     std::move(failed));
}

void redact_job(const context_ptr&, engines::language::summary_job job, job_ready<engines::language::summary_job> next,
                redaction_failed) {
  next(std::move(job));
}

} // namespace detail

boost::json::object extraction_body(engines::language::extraction_result& r) {
  boost::json::object body;
  if (r.phi_token_map) {
    body["phiTokenMap"] = std::move(*r.phi_token_map);
  }
  if (r.fhir) {
    body["fhir"] = std::move(*r.fhir);
  }
  if (r.insights) {
    body["insights"] = std::move(*r.insights);
  }
  body["data"] = std::move(r.data);
  body["apiSlug"] = r.api_slug;
  body["version"] = r.version;
  if (!r.warnings.is_null()) {
    body["warnings"] = std::move(r.warnings);
  }
  return body;
}

actors::http_response language_response(engines::language::extraction_result& r, const std::string& request_id) {
  return respond_with(r, request_id, [&r] { return extraction_body(r); });
}

actors::http_response language_response(engines::language::summary_result& r, const std::string& request_id) {
  return respond_with(r, request_id, [&r] { return boost::json::object{{"summary", std::move(r.summary)}}; });
}

actors::http_response language_response(engines::language::insights_result& r, const std::string& request_id) {
  return respond_with(r, request_id, [&r] {
    boost::json::object body;
    if (r.phi_token_map) {
      body["phiTokenMap"] = std::move(*r.phi_token_map);
    }
    body["insights"] = std::move(r.insights);
    return body;
  });
}

} // namespace cxs::http
