#include "http/extraction_run.hpp"

#include "domain/extraction/fhir.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/schema/schema.hpp"

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
  engine_output out;
  try {
    std::vector<domain::schema::problem> problems;
    const auto schema = domain::schema::parse_schema(api.schema, "publishedSchema", problems);
    if (!schema) {
      out.ok = false;  // a published schema is validated at publish time; this is a bug
      return out;
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
    auto result = domain::extraction::extract(source, *schema, options);
    apply_inputs(result.data, request);
    if (fhir) {
      // One bundle per response: resources of different calls must never share ids.
      body["fhir"] = domain::extraction::to_fhir_bundle(result.data, *schema, request_id);
    }
    if (include_insights) {
      std::vector<domain::schema::problem> ignored;
      const auto config = domain::schema::parse_insights(api.insights, "insights", ignored);
      if (config && config->enabled) {
        const auto facts = domain::extraction::collect_facts(source, options);
        body["insights"] = domain::extraction::insights(facts, config->kinds, "");
      }
    }
    body["data"] = std::move(result.data);
    body["apiSlug"] = api.slug;
    body["version"] = api.published_at;
    if (!result.warnings.empty()) {
      body["warnings"] = domain::extraction::to_json(result.warnings);
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

} // namespace cxs::http
