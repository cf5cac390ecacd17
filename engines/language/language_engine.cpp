#include "engines/language/language_engine.hpp"

#include "domain/extraction/fhir.hpp"
#include "domain/extraction/grounding.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/post_process.hpp"
#include "domain/phi/redactor.hpp"
#include "engines/common/circuit_breaker.hpp"
#include "engines/language/prompt.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <exception>
#include <memory>

namespace cxs::engines::language {
namespace ex = domain::extraction;

ex::extraction_options options_from(const boost::json::value& settings) {
  ex::extraction_options o;
  o.vital_range_sanity = setting(settings, "vitalRangeSanity", true);
  o.negation = setting(settings, "negationHandling", true);
  o.code_mix = setting(settings, "codeMixInterpretation", true);
  o.narrative_bullets = setting(settings, "narrativeBullets", true);
  return o;
}

bool setting(const boost::json::value& settings, const char* key, bool fallback) {
  if (!settings.is_object()) {
    return fallback;
  }
  const auto* v = settings.as_object().if_contains(key);
  return v != nullptr && v->is_bool() ? v->as_bool() : fallback;
}

namespace {

// ---------------------------------------------------------------------------------------
// The remote engine's guard: breaker, deadline-capped timeout, metrics, operator logs.

class remote_model {
public:
  explicit remote_model(remote_options options)
      : options_(std::move(options)),
        breaker_(circuit_breaker::options{options_.breaker_failures, options_.breaker_pause}) {}

  [[nodiscard]] bool fallback_embedded() const { return options_.fallback_embedded; }
  [[nodiscard]] metrics::service_metrics* metrics() const { return options_.metrics; }

  /// Runs `call(endpoint)` — one remote_language.hpp function returning a result with
  /// `failure`, `detail` — through the breaker, with the timeout capped by the time left
  /// before `ctx.deadline`. Without a permit (breaker open) or without time left nothing is
  /// sent: the result says upstream_error / upstream_timeout. Never throws.
  template <class Result, class Call>
  [[nodiscard]] Result guarded_call(const call_context& ctx, std::string_view task, Call call) const {
    Result out;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(ctx.deadline - std::chrono::steady_clock::now());
    if (left <= std::chrono::milliseconds(0)) {
      out.failure = remote_failure::upstream_timeout;
      out.detail = "no time left before the request deadline";
      count(out.failure, false);
      log_failure(ctx, task, out.detail);
      return out;
    }
    auto permit = breaker_.try_acquire();
    if (!permit) {
      out.failure = remote_failure::upstream_error;
      out.detail = "circuit breaker open: not called";
      count(out.failure, true);
      log_failure(ctx, task, out.detail);
      return out;
    }
    auto endpoint = options_.endpoint;
    endpoint.timeout = std::min(endpoint.timeout, left);
    const auto sent_at = std::chrono::steady_clock::now();
    try {
      out = call(endpoint);
    } catch (const std::exception&) {
      out = Result{};
      out.failure = remote_failure::upstream_error;
      out.detail = "language engine call threw";
    }
    breaker_.record(*permit, out.failure == remote_failure::none);
    count(out.failure, false, std::chrono::steady_clock::now() - sent_at);
    if (out.failure != remote_failure::none) {
      log_failure(ctx, task, out.detail);
    }
    return out;
  }

private:
  // One guarded call's outcome (and the fallback it leads to), and how long it took when
  // something was sent (`waited`).
  void count(remote_failure failure, bool refused,
             std::optional<std::chrono::steady_clock::duration> waited = std::nullopt) const {
    auto* m = options_.metrics;
    if (m == nullptr) {
      return;
    }
    if (waited) {
      m->remote_engine_wait("language", std::chrono::duration<double>(*waited).count());
    }
    m->remote_engine_call("language", refused                                        ? "refused"
                                      : failure == remote_failure::none              ? "ok"
                                      : failure == remote_failure::upstream_timeout  ? "timeout"
                                                                                     : "error");
    if (failure != remote_failure::none && options_.fallback_embedded) {
      m->engine_fallback("language");
    }
  }

  // `detail` is the engine's own summary (status, phase, schema paths): never an upstream
  // body, never consult text, never the model name.
  void log_failure(const call_context& ctx, std::string_view task, std::string_view detail) const {
    log::warn("remote language engine call failed",
              {{"requestId", ctx.request_id},
               {"task", task},
               {"detail", detail},
               {"fallback", options_.fallback_embedded ? "embedded" : "none"},
               {"breaker", to_string(breaker_.state())}});
  }

  remote_options options_;
  mutable circuit_breaker breaker_;  // shared by every worker; internally synchronised
};

// ---------------------------------------------------------------------------------------
// The shaping both engines share. `model` is null for the embedded engine.

// Declared inputs that are also schema fields fill those fields when the text did not.
void apply_inputs(boost::json::object& data, const boost::json::object& request) {
  const auto* inputs = request.if_contains("inputs");
  if (inputs == nullptr || !inputs->is_object()) {
    return;
  }
  for (const auto& member : inputs->as_object()) {
    auto* field = data.if_contains(member.key());
    if (field != nullptr && field->is_null()) {
      *field = member.value();
    }
  }
}

void remap_span(boost::json::value& v, const domain::phi::redaction& r) {
  if (!v.is_object()) {
    return;
  }
  auto& o = v.as_object();
  auto* start = o.if_contains("start");
  auto* end = o.if_contains("end");
  if (start != nullptr && end != nullptr && start->is_number() && end->is_number()) {
    *start = domain::phi::original_offset(r, static_cast<std::size_t>(start->to_number<double>()), false);
    *end = domain::phi::original_offset(r, static_cast<std::size_t>(end->to_number<double>()), true);
  }
}

// The redaction the engine reads through. The engine never redacts itself: the redactor
// actor did, before the job was sent (actors/redactor_actor.hpp).
struct redaction_use {
  /// The job's redaction when the API's redactPHI is on; null when it is off (the text is
  /// read as sent).
  const domain::phi::redaction* redaction = nullptr;
  /// redactPHI is on but the job lacks a redaction it needs (of the consult, or of another
  /// free text a model would be sent): a caller's bug, answered INTERNAL rather than by
  /// reading (or sending a model) unredacted text.
  bool missing = false;
};

redaction_use redaction_for(const persistence::published_api& api,
                            const std::shared_ptr<const domain::phi::redaction>& given, bool others_missing) {
  if (!setting(api.settings, "redactPHI", false)) {
    return {};
  }
  return {given.get(), given == nullptr || others_missing};
}

// The request's `inputs` when it has a non-empty object of them (what a prompt would show).
const boost::json::object* request_inputs(const boost::json::object& request) {
  const auto* inputs = request.if_contains("inputs");
  return inputs != nullptr && inputs->is_object() && !inputs->as_object().empty() ? &inputs->as_object() : nullptr;
}

// With redactPHI on the engine reads the redacted text, but the client holds the original:
// every `evidence` span inside `v` is mapped back onto the original text.
void remap_evidence(boost::json::value& v, const domain::phi::redaction& r) {
  if (v.is_array()) {
    for (auto& item : v.as_array()) {
      remap_evidence(item, r);
    }
    return;
  }
  if (!v.is_object()) {
    return;
  }
  for (auto& member : v.as_object()) {
    if (member.key() == "evidence") {
      if (member.value().is_array()) {
        for (auto& span : member.value().as_array()) {
          remap_span(span, r);
        }
      } else {
        remap_span(member.value(), r);
      }
    } else {
      remap_evidence(member.value(), r);
    }
  }
}

/// The model's `data` made a result: values their own evidence does not support are left
/// out (domain/extraction/grounding.hpp), then the clinical priors and CONTRACT offsets
/// (post_process). The one place a remote answer meets the domain rules.
ex::extraction_result ground_and_post_process(std::string_view source, const domain::schema::extraction_schema& schema,
                                              const boost::json::object& model_data,
                                              const ex::extraction_options& options,
                                              metrics::service_metrics* metrics) {
  auto grounded = ex::ground(source, schema, model_data);
  if (metrics != nullptr) {
    for (const auto kind : grounded.kinds) {
      metrics->ungrounded_value(domain::schema::type_name(kind));
    }
  }
  auto processed = ex::post_process(source, schema, grounded.data, options);
  grounded.warnings.insert(grounded.warnings.end(), processed.warnings.begin(), processed.warnings.end());
  return ex::extraction_result{std::move(processed.data), std::move(grounded.warnings)};
}

// The outcome bookkeeping every result type shares.
struct run_state {
  std::int64_t total_tokens = 0;
  bool degraded = false;
  std::optional<domain::error_code> failure;
};

// Insights of `kinds` over `source` by one rule for /insights and includeInsights: the
// model's when `model` is given; the embedded rules' otherwise, or when the model failed and
// the fallback is "embedded" (then `state` is degraded). Nullopt when the model failed
// without a fallback: `state.failure` says how.
// `prior_note_summary` is read by the embedded prior-note rules as the client sent it; a
// model is sent `sent_prior_note_summary` (the same, redacted when redactPHI is on).
std::optional<boost::json::value> find_insights(const persistence::published_api& api, std::string_view source,
                                                const std::vector<domain::schema::insight_kind>& kinds,
                                                const std::string& prior_note_summary,
                                                std::string_view sent_prior_note_summary, const call_context& call,
                                                const remote_model* model, run_state& state) {
  if (model != nullptr) {
    const bool foundation = setting(api.settings, "enforceClinicalFoundation", true);
    auto answer = model->guarded_call<remote_insights>(
        call, "insights",
        [source, &kinds, &prior_note_summary, sent_prior_note_summary, foundation](const remote_endpoint& e) {
          return language::insights(e, source, kinds, prior_note_summary, sent_prior_note_summary, foundation);
        });
    state.total_tokens += answer.total_tokens;
    if (answer.failure == remote_failure::none) {
      return boost::json::value(std::move(answer.insights));
    }
    if (!model->fallback_embedded()) {
      state.failure = to_error_code(answer.failure);
      return std::nullopt;
    }
    state.degraded = true;
  }
  return boost::json::value(
      ex::insights(ex::collect_facts(source, options_from(api.settings)), kinds, prior_note_summary));
}

template <class Result>
void finish(Result& out, const run_state& state) {
  out.total_tokens = state.total_tokens;
  out.degraded = state.degraded;
  out.failure = state.failure;
}

extraction_result run_extraction(const extraction_job& job, const remote_model* model) {
  extraction_result out;
  run_state state;
  try {
    const auto& api = *job.api;
    std::vector<domain::schema::problem> problems;
    // The cached snapshot carries its schema parsed once; a draft (playground) is parsed here.
    std::optional<domain::schema::extraction_schema> parsed_here;
    const domain::schema::extraction_schema* schema = api.parsed_schema.get();
    if (schema == nullptr) {
      parsed_here = domain::schema::parse_schema(api.schema, "publishedSchema", problems);
      if (!parsed_here) {
        out.failure = domain::error_code::internal;  // validated at publish time: a bug
        return out;
      }
      schema = &*parsed_here;
    }
    const auto options = options_from(api.settings);
    const auto* raw_inputs = request_inputs(job.request);
    const auto use = redaction_for(api, job.redaction, raw_inputs != nullptr && job.redacted_inputs == nullptr);
    const auto* redacted = use.redaction;
    if (use.missing) {
      out.failure = domain::error_code::internal;  // never read (or send) the unredacted text
      return out;
    }
    const std::string_view source = redacted != nullptr ? std::string_view(redacted->text) : job.text;
    if (redacted != nullptr) {
      out.phi_token_map = boost::json::value(redacted->token_map);
    }
    std::optional<ex::extraction_result> result;
    if (model != nullptr) {
      // The model reads `source` and the inputs: both redacted when redactPHI is on.
      const auto declared = domain::schema::parse_inputs(api.inputs, "inputs", problems)
                                .value_or(std::vector<domain::schema::declared_input>{});
      extraction_prompt prompt;
      prompt.schema = schema;
      prompt.system_prompt = api.system_prompt;
      prompt.declared_inputs = declared;
      prompt.enforce_clinical_foundation = setting(api.settings, "enforceClinicalFoundation", true);
      prompt.inputs = redacted != nullptr ? job.redacted_inputs.get() : raw_inputs;
      prompt.text = source;
      // The snapshot's JSON Schema when it was cached with one (see app/serve.cpp).
      const auto* model_schema = schema == api.parsed_schema.get() ? api.model_json_schema.get() : nullptr;
      auto answer = model->guarded_call<remote_extraction>(
          job.call, "extract", [&prompt, model_schema](const remote_endpoint& e) {
            return model_schema != nullptr ? language::extract(e, prompt, &model_schema->tree, model_schema->text)
                                           : language::extract(e, prompt);
          });
      state.total_tokens = answer.total_tokens;
      if (answer.failure == remote_failure::none) {
        result = ground_and_post_process(source, *schema, answer.data, options, model->metrics());
      } else if (model->fallback_embedded()) {
        state.degraded = true;
      } else {
        state.failure = to_error_code(answer.failure);
        finish(out, state);
        return out;
      }
    }
    if (!result) {
      // The snapshot's field plan (actors/published_cache); extract() plans a draft itself.
      result = ex::extract(source, *schema, options, api.extraction_plan.get());
    }
    apply_inputs(result->data, job.request);
    if (job.fhir) {
      // One bundle per response: resources of different calls must never share ids.
      out.fhir = boost::json::value(ex::to_fhir_bundle(result->data, *schema, job.call.request_id));
    }
    if (job.include_insights) {
      std::vector<domain::schema::problem> ignored;
      const auto config = domain::schema::parse_insights(api.insights, "insights", ignored);
      if (config && config->enabled) {
        // The same engine as /insights — unless the model already failed this request (its
        // retries spent the time; the breaker has counted the failure).
        auto found =
            find_insights(api, source, config->kinds, "", "", job.call, state.degraded ? nullptr : model, state);
        if (!found) {
          finish(out, state);
          return out;
        }
        out.insights = std::move(*found);
      }
    }
    // Constructed in place, not assigned: an assignment moves only within one storage and
    // would copy the embedded answer (built in its own monotonic resource, engine.cpp) into
    // default storage, block by block.
    std::destroy_at(&out.data);
    std::construct_at(&out.data, std::move(result->data));
    if (!result->warnings.empty()) {
      out.warnings = ex::to_json(result->warnings);
    }
    out.api_slug = api.slug;
    out.version = api.published_at;
    if (redacted != nullptr) {
      remap_evidence(out.data, *redacted);
      remap_evidence(out.warnings, *redacted);
      if (out.insights) {
        remap_evidence(*out.insights, *redacted);
      }
    }
    finish(out, state);
  } catch (const std::exception&) {
    out = extraction_result{};
    out.failure = domain::error_code::internal;
  }
  return out;
}

summary_result run_summary(const summary_job& job, const remote_model* model) {
  summary_result out;
  try {
    if (model != nullptr) {
      // No API, hence no per-API setting: the clinical foundation block is always sent.
      auto answer = model->guarded_call<remote_summary>(job.call, "summarize", [&job](const remote_endpoint& e) {
        return language::summarize(e, job.text, job.style, job.max_lines, true);
      });
      out.total_tokens = answer.total_tokens;
      if (answer.failure == remote_failure::none) {
        out.summary = std::move(answer.text);
        return out;
      }
      if (!model->fallback_embedded()) {
        out.failure = to_error_code(answer.failure);
        return out;
      }
      out.degraded = true;
    }
    out.summary = ex::summarize(ex::collect_facts(job.text, {}), job.style, job.max_lines);
  } catch (const std::exception&) {
    out = summary_result{};
    out.failure = domain::error_code::internal;
  }
  return out;
}

insights_result run_insights(const insights_job& job, const remote_model* model) {
  insights_result out;
  run_state state;
  try {
    const auto& api = *job.api;
    // Same privacy rule as /extract: the engine reads redacted text, and a model is sent
    // nothing unredacted (the prior note neither).
    const auto use = redaction_for(api, job.redaction,
                                   !job.prior_note_summary.empty() && !job.redacted_prior_note_summary);
    const auto* redacted = use.redaction;
    if (use.missing) {
      out.failure = domain::error_code::internal;
      return out;
    }
    const std::string_view source = redacted != nullptr ? std::string_view(redacted->text) : job.transcript;
    const std::string_view sent_prior = redacted != nullptr && job.redacted_prior_note_summary
                                            ? std::string_view(*job.redacted_prior_note_summary)
                                            : std::string_view(job.prior_note_summary);
    auto found = find_insights(api, source, job.kinds, job.prior_note_summary, sent_prior, job.call, model, state);
    if (found) {
      if (redacted != nullptr) {
        remap_evidence(*found, *redacted);
        out.phi_token_map = boost::json::value(redacted->token_map);
      }
      out.insights = std::move(*found);
    }
    finish(out, state);
  } catch (const std::exception&) {
    out = insights_result{};
    out.failure = domain::error_code::internal;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The AI assistant.

// Asks the model for a free-text answer about the draft, given the embedded answer as a
// starting point. The consult text of test transcripts is never sent from here.
remote_summary ask_model(const remote_endpoint& endpoint, domain::assist::want want, const std::string& message,
                         const boost::json::value& schema, const boost::json::object& embedded) {
  namespace json = boost::json;
  json::array messages;
  messages.push_back(json::object{{"role", "system"}, {"content", clinical_foundation_block()}});
  messages.push_back(json::object{
      {"role", "system"},
      {"content", "You help a hospital administrator design a clinical extraction API (a JSON schema of fields "
                  "filled from consult transcripts). Answer in plain English, concretely, for this API only."}});
  messages.push_back(json::object{
      {"role", "user"},
      {"content", "Task: " + std::string(domain::assist::want_name(want)) + "\nAdministrator's message: " +
                      (message.empty() ? std::string("(none)") : message) + "\nThe API's schema: " +
                      json::serialize(schema) + "\nA draft answer from the built-in rules: " +
                      json::serialize(embedded) + "\nImprove on the draft answer."}});
  const json::object answer_schema{{"type", "object"},
                                   {"properties", json::object{{"answer", json::object{{"type", "string"}}}}},
                                   {"required", json::array{"answer"}},
                                   {"additionalProperties", false}};
  auto completion = complete_json(endpoint, messages, answer_schema, "assistant");
  remote_summary out;
  out.failure = completion.failure;
  out.total_tokens = completion.total_tokens;
  out.detail = std::move(completion.detail);
  if (completion.failure == remote_failure::none) {
    out.text = std::string(completion.content.as_object().at("answer").as_string());
  }
  return out;
}

// The embedded answer (domain/assist), with `diagnose` running real extractions of the
// draft through the same engine; then, with a model, the model's own `answer`.
assist_result run_assist(const assist_job& job, const remote_model* model) {
  namespace assist = domain::assist;
  assist_result out;
  try {
    const auto& api = *job.api;
    std::vector<domain::schema::problem> problems;
    const auto schema = domain::schema::parse_schema(api.schema, "draft.schema", problems)
                            .value_or(domain::schema::extraction_schema{});
    // Without a message the API's slug is the best description of its use there is.
    std::string use = job.message;
    if (use.empty()) {
      use = api.slug;
      std::replace(use.begin(), use.end(), '-', ' ');
    }
    switch (job.want) {
    case assist::want::fields: out.result = assist::propose_fields(use); break;
    case assist::want::prompt: out.result = assist::draft_prompt(schema, use); break;
    case assist::want::edge_cases: out.result = assist::edge_cases(schema); break;
    case assist::want::test_transcript: out.result = assist::test_transcript(schema); break;
    case assist::want::chat: out.result = assist::chat(job.message, schema); break;
    case assist::want::diagnose: {
      if (!problems.empty()) {
        out.result = boost::json::object{
            {"runs", boost::json::array{}},
            {"alwaysEmpty", boost::json::array{}},
            {"advice", boost::json::array{"The draft schema is not valid yet: fix it before diagnosing."}}};
        break;
      }
      std::vector<assist::transcript_run> runs;
      for (const auto& t : job.transcripts) {
        // The real extractor on the draft, through the configured engine and fallback.
        extraction_job run_job;
        run_job.call = job.call;
        run_job.api = job.api;
        run_job.text = t.transcript;
        run_job.redaction = t.redaction;
        auto run = run_extraction(run_job, model);
        out.total_tokens += run.total_tokens;
        out.degraded = out.degraded || run.degraded;
        out.remote_used = out.remote_used || (model != nullptr && !run.degraded);
        boost::json::object data(run.data.storage());  // the answer's storage: the move below moves
        if (!run.failure && run.data.is_object()) {
          data = std::move(run.data.as_object());
        }
        runs.push_back({t.id, t.name, std::move(data), t.expected});
      }
      out.result = assist::diagnose(schema, runs);
      break;
    }
    }
    if (model != nullptr && job.want != assist::want::diagnose) {
      auto reply = model->guarded_call<remote_summary>(job.call, "assist", [&](const remote_endpoint& e) {
        return ask_model(e, job.want, job.message, api.schema, out.result);
      });
      out.total_tokens += reply.total_tokens;
      if (reply.failure == remote_failure::none) {
        out.result["answer"] = std::move(reply.text);
        out.remote_used = true;
      } else {
        out.degraded = true;  // the embedded answer stands alone
      }
    }
  } catch (const std::exception&) {
    out = assist_result{};
    out.failure = domain::error_code::internal;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The two engines.

class embedded_language final : public language_engine {
public:
  [[nodiscard]] extraction_result extract(const extraction_job& job) const override {
    return run_extraction(job, nullptr);
  }
  [[nodiscard]] summary_result summarize(const summary_job& job) const override { return run_summary(job, nullptr); }
  [[nodiscard]] insights_result insights(const insights_job& job) const override {
    return run_insights(job, nullptr);
  }
  [[nodiscard]] assist_result assist(const assist_job& job) const override { return run_assist(job, nullptr); }
  [[nodiscard]] bool remote() const override { return false; }
};

class remote_language_engine final : public language_engine {
public:
  explicit remote_language_engine(remote_options options) : model_(std::move(options)) {}

  [[nodiscard]] extraction_result extract(const extraction_job& job) const override {
    return run_extraction(job, &model_);
  }
  [[nodiscard]] summary_result summarize(const summary_job& job) const override { return run_summary(job, &model_); }
  [[nodiscard]] insights_result insights(const insights_job& job) const override {
    return run_insights(job, &model_);
  }
  [[nodiscard]] assist_result assist(const assist_job& job) const override { return run_assist(job, &model_); }
  [[nodiscard]] bool remote() const override { return true; }

private:
  remote_model model_;
};

} // namespace

std::shared_ptr<const language_engine> make_embedded_language() { return std::make_shared<embedded_language>(); }

std::shared_ptr<const language_engine> make_remote_language_engine(remote_options options) {
  return std::make_shared<remote_language_engine>(std::move(options));
}

} // namespace cxs::engines::language
