#include "http/language_calls.hpp"
#include "domain/text/json_write.hpp"

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
  return ctx->request().received_at + processing_budget(ctx);
}

// The response of a result with a body: 200 (+ X-Svc-Degraded) or its failure.
template <class Result, class Body>
actors::http_response respond_with(Result& r, const std::string& request_id, Body body) {
  if (r.failure) {
    // The contract's own message only: nothing of the upstream answer reaches the client.
    return actors::error_response(actors::api_error::of(*r.failure), request_id);
  }
  auto res = actors::json_response(200, domain::text::write_json(body()));
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

void ask_redactor(const context_ptr& ctx, actors::redact_request request, redaction_ready ready,
                  redaction_failed failed) {
  if (!ctx->svc().redactor) {
    failed(domain::error_code::internal);  // not spawned: a wiring bug, never a silent skip
    return;
  }
  const auto others = request.others.size();
  ctx->self()
      ->request(ctx->svc().redactor, language_wait(ctx), std::move(request))
      .then(
          [ready, failed, others](actors::redact_result& r) mutable {
            if (r.failure || r.redaction == nullptr || r.others.size() != others) {
              failed(r.failure.value_or(domain::error_code::internal));
            } else {
              ready(std::move(r));
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

// "patientName" → "patient name", "date_of_birth" → "date of birth", "MRN" → "mrn",
// "ABHANumber" → "abha number": a key as the words a detector's label rule knows.
std::string key_words(std::string_view key) {
  std::string out;
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  const auto lower = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  for (std::size_t i = 0; i < key.size(); ++i) {
    const char c = key[i];
    if (c == '_' || c == '-' || c == '.' || c == ' ') {
      if (!out.empty() && out.back() != ' ') {
        out.push_back(' ');
      }
      continue;
    }
    const bool word_starts = upper(c) && i > 0 &&
                             (lower(key[i - 1]) || (upper(key[i - 1]) && i + 1 < key.size() && lower(key[i + 1])));
    if (word_starts && !out.empty() && out.back() != ' ') {
      out.push_back(' ');
    }
    out.push_back(upper(c) ? static_cast<char>(c - 'A' + 'a') : c);
  }
  return out;
}

// Calls `visit(value, labels)` for every value input_parts redacts inside `v` (strings and
// numbers, depth first in member order), `labels` the nearest keys first. One walk for
// input_parts and with_redacted_inputs, so both see the values in the same order.
template <class Value, class Visit>
void each_free_text(Value& v, const std::vector<std::string>& labels, Visit& visit) {
  if (v.is_string() || v.is_number()) {
    visit(v, labels);
  } else if (v.is_object()) {
    for (auto& member : v.as_object()) {
      std::vector<std::string> inner{key_words(member.key())};
      inner.insert(inner.end(), labels.begin(), labels.end());
      each_free_text(member.value(), inner, visit);
    }
  } else if (v.is_array()) {
    for (auto& item : v.as_array()) {
      each_free_text(item, labels, visit);
    }
  }
}

template <class Object, class Visit>
void each_input_text(Object& inputs, const boost::json::value& declared, Visit& visit) {
  for (auto& member : inputs) {
    std::vector<std::string> labels{key_words(member.key())};
    if (declared.is_array()) {
      for (const auto& d : declared.as_array()) {
        const auto* key = d.is_object() ? d.as_object().if_contains("key") : nullptr;
        const auto* description = d.is_object() ? d.as_object().if_contains("description") : nullptr;
        if (key != nullptr && key->is_string() && key->as_string() == member.key() && description != nullptr &&
            description->is_string() && !description->as_string().empty()) {
          labels.emplace_back(description->as_string());
        }
      }
    }
    // The member itself is the top level: its own labels, not its key twice.
    if (member.value().is_object() || member.value().is_array()) {
      each_free_text(member.value(), labels, visit);
    } else if (member.value().is_string() || member.value().is_number()) {
      visit(member.value(), labels);
    }
  }
}

// The text of a value input_parts takes: a string as it is, a number as a model reads it.
std::string text_of(const boost::json::value& v) {
  return v.is_string() ? std::string(v.get_string()) : domain::text::write_json(v);
}

} // namespace

std::vector<actors::redact_part> input_parts(const boost::json::object& inputs, const boost::json::value& declared) {
  std::vector<actors::redact_part> parts;
  auto visit = [&parts](const boost::json::value& v, const std::vector<std::string>& labels) {
    parts.push_back({text_of(v), labels});
  };
  each_input_text(inputs, declared, visit);
  return parts;
}

std::optional<boost::json::object> with_redacted_inputs(boost::json::object inputs,
                                                        std::vector<std::string> redacted) {
  std::size_t next = 0;
  bool short_of_texts = false;
  auto visit = [&redacted, &next, &short_of_texts](boost::json::value& v, const std::vector<std::string>&) {
    if (next == redacted.size()) {
      short_of_texts = true;
      return;
    }
    auto& text = redacted[next++];
    if (v.is_string() || text != text_of(v)) {
      v = boost::json::string(text);
    }
  };
  // Descriptions only label the texts: the walk's order does not depend on them.
  each_input_text(inputs, boost::json::value(), visit);
  if (short_of_texts || next != redacted.size()) {
    return std::nullopt;
  }
  return inputs;
}

namespace detail {

void redact_job(const context_ptr& ctx, engines::language::extraction_job job,
                job_ready<engines::language::extraction_job> next, redaction_failed failed) {
  if (!setting(job.api->settings, "redactPHI", false)) {
    return next(std::move(job));
  }
  actors::redact_request request{job.text, {}};
  const auto* inputs = job.request.if_contains("inputs");
  const bool has_inputs = inputs != nullptr && inputs->is_object();
  if (has_inputs) {
    request.others = input_parts(inputs->as_object(), job.api->inputs);
  }
  auto shared = std::make_shared<engines::language::extraction_job>(std::move(job));
  ask_redactor(
      ctx, std::move(request),
      [shared, next, failed, has_inputs](actors::redact_result r) mutable {
        shared->redaction = std::move(r.redaction);
        if (has_inputs) {
          auto redacted = with_redacted_inputs(shared->request.at("inputs").as_object(), std::move(r.others));
          if (!redacted) {
            return failed(domain::error_code::internal);
          }
          shared->redacted_inputs = std::make_shared<const boost::json::object>(std::move(*redacted));
        }
        next(std::move(*shared));
      },
      failed);
}

void redact_job(const context_ptr& ctx, engines::language::insights_job job,
                job_ready<engines::language::insights_job> next, redaction_failed failed) {
  if (!setting(job.api->settings, "redactPHI", false)) {
    return next(std::move(job));
  }
  actors::redact_request request{job.transcript, {}};
  const bool has_prior = !job.prior_note_summary.empty();
  if (has_prior) {
    request.others.push_back({job.prior_note_summary, {}});
  }
  auto shared = std::make_shared<engines::language::insights_job>(std::move(job));
  ask_redactor(
      ctx, std::move(request),
      [shared, next, has_prior](actors::redact_result r) mutable {
        shared->redaction = std::move(r.redaction);
        if (has_prior) {
          shared->redacted_prior_note_summary = std::move(r.others.front());
        }
        next(std::move(*shared));
      },
      std::move(failed));
}

namespace {
// Redacts the diagnose run's test transcripts one after another (at most a handful, each a
// sub-millisecond job), from `index` on, then sends the job on. Each is a run of its own
// (no inputs, no prior note): one request each.
void redact_transcripts(const context_ptr& ctx, std::shared_ptr<engines::language::assist_job> job, std::size_t index,
                        job_ready<engines::language::assist_job> next, redaction_failed failed) {
  if (index == job->transcripts.size()) {
    return next(std::move(*job));
  }
  ask_redactor(
      ctx, actors::redact_request{job->transcripts[index].transcript, {}},
      [ctx, job, index, next, failed](actors::redact_result r) mutable {
        job->transcripts[index].redaction = std::move(r.redaction);
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
  // In the answer's storage, so `data` (the largest member) moves in rather than being copied.
  boost::json::object body(r.data.storage());
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
