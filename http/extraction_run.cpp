#include "http/extraction_run.hpp"

#include "domain/extraction/fhir.hpp"
#include "domain/extraction/grounding.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/post_process.hpp"
#include "domain/schema/schema.hpp"
#include "engines/language/prompt.hpp"
#include "engines/language/remote_language.hpp"

#include <boost/json.hpp>

#include <algorithm>

namespace cxs::http {
namespace ex = domain::extraction;

namespace {

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

} // namespace

ex::extraction_options options_from(const boost::json::value& settings) {
  ex::extraction_options o;
  if (!settings.is_object()) {
    return o;
  }
  const auto& s = settings.as_object();
  auto flag = [&](const char* key, bool fallback) {
    const auto* v = s.if_contains(key);
    return v != nullptr && v->is_bool() ? v->as_bool() : fallback;
  };
  o.vital_range_sanity = flag("vitalRangeSanity", true);
  o.negation = flag("negationHandling", true);
  o.code_mix = flag("codeMixInterpretation", true);
  o.narrative_bullets = flag("narrativeBullets", true);
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

// Insights of `kinds` over `source` by one rule for /insights and includeInsights: the
// model's when `remote` is given; the embedded rules' otherwise, or when the model failed
// and the fallback is "embedded" (then `out` is marked degraded). Nullopt when the model
// failed without a fallback: `out.failure` says how.
std::optional<boost::json::value> find_insights(const persistence::published_api& api, std::string_view source,
                                                const std::vector<domain::schema::insight_kind>& kinds,
                                                const std::string& prior_note_summary, const remote_language* remote,
                                                engine_output& out) {
  if (remote != nullptr) {
    const bool foundation = setting(api.settings, "enforceClinicalFoundation", true);
    auto answer = guarded_call<engines::language::remote_insights>(
        *remote, "insights",
        [source, &kinds, &prior_note_summary, foundation](const engines::language::remote_endpoint& e) {
          return engines::language::insights(e, source, kinds, prior_note_summary, foundation);
        });
    out.total_tokens += answer.total_tokens;
    if (answer.failure == engines::language::remote_failure::none) {
      return boost::json::value(std::move(answer.insights));
    }
    if (!remote->fallback_embedded) {
      out.failure = engines::language::to_error_code(answer.failure);
      return std::nullopt;
    }
    out.degraded = true;
  }
  return boost::json::value(
      ex::insights(ex::collect_facts(source, options_from(api.settings)), kinds, prior_note_summary));
}

} // namespace

// Checks `inputs` against the API's declared inputs: required ones present, types right,
// nothing undeclared.
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

// With redactPHI on, the engine reads the redacted text, but the client holds the original:
// every evidence span is mapped back onto the original text.
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

// The engine work of /extract; runs on a CPU worker and never throws.
engine_output run_extraction(const persistence::published_api& api, const boost::json::object& request,
                             const std::string& text, bool include_insights, bool fhir,
                             const std::string& request_id) {
  return run_extraction(api, request, text, include_insights, fhir, request_id, nullptr);
}

engine_output run_extraction(const persistence::published_api& api, const boost::json::object& request,
                             const std::string& text, bool include_insights, bool fhir,
                             const std::string& request_id, const remote_language* remote) {
  engine_output out;
  try {
    std::vector<domain::schema::problem> problems;
    // The cached snapshot carries its schema parsed once; a draft (playground) is parsed here.
    std::optional<domain::schema::extraction_schema> parsed_here;
    const domain::schema::extraction_schema* schema = api.parsed_schema.get();
    if (schema == nullptr) {
      parsed_here = domain::schema::parse_schema(api.schema, "publishedSchema", problems);
      if (!parsed_here) {
        out.ok = false;  // a published schema is validated at publish time; this is a bug
        return out;
      }
      schema = &*parsed_here;
    }
    const auto options = options_from(api.settings);
    boost::json::object body;
    std::string_view source = text;
    domain::phi::redaction redacted;
    const bool redact = setting(api.settings, "redactPHI", false);
    if (redact) {
      redacted = domain::phi::redact(text);
      source = redacted.text;
      body["phiTokenMap"] = redacted.token_map;
    }
    std::optional<ex::extraction_result> result;
    if (remote != nullptr) {
      // The model reads `source`: the redacted text when redactPHI is on.
      const auto declared = domain::schema::parse_inputs(api.inputs, "inputs", problems)
                                .value_or(std::vector<domain::schema::declared_input>{});
      const auto* inputs = request.if_contains("inputs");
      engines::language::extraction_prompt prompt;
      prompt.schema = schema;
      prompt.system_prompt = api.system_prompt;
      prompt.declared_inputs = declared;
      prompt.enforce_clinical_foundation = setting(api.settings, "enforceClinicalFoundation", true);
      prompt.inputs = inputs != nullptr && inputs->is_object() ? &inputs->as_object() : nullptr;
      prompt.text = source;
      // The snapshot's JSON Schema when it was cached with one (see app/serve.cpp).
      const auto* model_schema = schema == api.parsed_schema.get() ? api.model_json_schema.get() : nullptr;
      auto answer = guarded_call<engines::language::remote_extraction>(
          *remote, "extract", [&prompt, model_schema](const engines::language::remote_endpoint& e) {
            return model_schema != nullptr ? engines::language::extract(e, prompt, &model_schema->tree, model_schema->text)
                                           : engines::language::extract(e, prompt);
          });
      out.total_tokens = answer.total_tokens;
      if (answer.failure == engines::language::remote_failure::none) {
        // Values their own evidence does not support are left out before the priors (grounding.hpp).
        auto grounded = ex::ground(source, *schema, answer.data);
        for (const auto kind : grounded.kinds) {
          if (remote->metrics != nullptr) {
            remote->metrics->ungrounded_value(domain::schema::type_name(kind));
          }
        }
        auto processed = ex::post_process(source, *schema, grounded.data, options);
        grounded.warnings.insert(grounded.warnings.end(), processed.warnings.begin(), processed.warnings.end());
        result = ex::extraction_result{std::move(processed.data), std::move(grounded.warnings)};
      } else if (remote->fallback_embedded) {
        out.degraded = true;
      } else {
        out.failure = engines::language::to_error_code(answer.failure);
        return out;
      }
    }
    if (!result) {
      result = domain::extraction::extract(source, *schema, options);
    }
    apply_inputs(result->data, request);
    if (fhir) {
      // One bundle per response: resources of different calls must never share ids.
      body["fhir"] = domain::extraction::to_fhir_bundle(result->data, *schema, request_id);
    }
    if (include_insights) {
      std::vector<domain::schema::problem> ignored;
      const auto config = domain::schema::parse_insights(api.insights, "insights", ignored);
      if (config && config->enabled) {
        // The same engine as /insights — unless the model already failed this request (its
        // retries spent the time; the breaker has counted the failure).
        auto found = find_insights(api, source, config->kinds, "", out.degraded ? nullptr : remote, out);
        if (!found) {
          return out;
        }
        body["insights"] = std::move(*found);
      }
    }
    body["data"] = std::move(result->data);
    body["apiSlug"] = api.slug;
    body["version"] = api.published_at;
    if (!result->warnings.empty()) {
      body["warnings"] = domain::extraction::to_json(result->warnings);
    }
    if (redact) {
      for (const char* member : {"data", "warnings", "insights"}) {
        if (auto* v = body.if_contains(member)) {
          remap_evidence(*v, redacted);
        }
      }
    }
    out.body = boost::json::serialize(body);
  } catch (const std::exception&) {
    out.ok = false;
  }
  return out;
}

engine_output run_summary(const std::string& text, ex::summary_style style, int max_lines,
                          const remote_language* remote) {
  engine_output out;
  try {
    if (remote != nullptr) {
      // No API, hence no per-API setting: the clinical foundation block is always sent.
      auto answer = guarded_call<engines::language::remote_summary>(
          *remote, "summarize", [&text, style, max_lines](const engines::language::remote_endpoint& e) {
            return engines::language::summarize(e, text, style, max_lines, true);
          });
      out.total_tokens = answer.total_tokens;
      if (answer.failure == engines::language::remote_failure::none) {
        out.body = boost::json::serialize(boost::json::object{{"summary", std::move(answer.text)}});
        return out;
      }
      if (!remote->fallback_embedded) {
        out.failure = engines::language::to_error_code(answer.failure);
        return out;
      }
      out.degraded = true;
    }
    const auto facts = ex::collect_facts(text, {});
    out.body = boost::json::serialize(boost::json::object{{"summary", ex::summarize(facts, style, max_lines)}});
  } catch (const std::exception&) {
    out.ok = false;
  }
  return out;
}

engine_output run_insights(const persistence::published_api& api, const std::string& transcript,
                           const std::string& prior_note_summary,
                           const std::vector<domain::schema::insight_kind>& kinds, const remote_language* remote) {
  engine_output out;
  try {
    // Same privacy rule as /extract: the engine reads redacted text.
    const bool redact = setting(api.settings, "redactPHI", false);
    domain::phi::redaction redacted;
    std::string_view source = transcript;
    if (redact) {
      redacted = domain::phi::redact(transcript);
      source = redacted.text;
    }
    auto found = find_insights(api, source, kinds, prior_note_summary, remote, out);
    if (!found) {
      return out;
    }
    boost::json::object body;
    if (redact) {
      remap_evidence(*found, redacted);
      body["phiTokenMap"] = redacted.token_map;
    }
    body["insights"] = std::move(*found);
    out.body = boost::json::serialize(body);
  } catch (const std::exception&) {
    out.ok = false;
  }
  return out;
}

actors::http_response engine_response(engine_output& out, const std::string& request_id) {
  if (out.failure) {
    // The contract's own message only: nothing of the upstream answer reaches the client.
    return actors::error_response({*out.failure, {}, {}, {}, {}}, request_id);
  }
  if (!out.ok) {
    return actors::error_response({domain::error_code::internal, {}, {}, {}, {}}, request_id);
  }
  auto res = actors::json_response(200, std::move(out.body));
  if (out.degraded) {
    res.headers.emplace_back("X-Svc-Degraded", "language");
  }
  return res;
}

} // namespace cxs::http
