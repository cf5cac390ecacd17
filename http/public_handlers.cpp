// The public extraction surface (API keys): POST /extract/:apiSlug, POST /insights/:apiSlug,
// POST /summarize, GET /languages. /extract and /insights run through the audited-call
// pipeline (rate limit, idempotency, durable invocation row); the engine work is one
// message to the extractor (actors/extractor_actor.hpp), whose detached workers run the
// language engine, so a 200,000-character text never occupies a scheduler thread.

#include "config/config.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/fhir.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/summary.hpp"
#include "domain/languages.hpp"
#include "domain/phi/redactor.hpp"
#include "domain/text/utf8.hpp"
#include "http/audited_call.hpp"
#include "http/language_calls.hpp"
#include "http/published_lookup.hpp"
#include "http/routes.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

using actors::api_error;
using domain::error_code;
namespace ex = domain::extraction;

// `text` (or `transcript`): required, non-blank string of at most text_max_chars characters.
std::optional<std::string> required_text(const boost::json::object& body, const char* key, int max_chars,
                                         std::vector<actors::field_problem>& problems) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) {
    problems.push_back({key, "is required"});
    return std::nullopt;
  }
  if (!v->is_string()) {
    problems.push_back({key, "must be a string"});
    return std::nullopt;
  }
  std::string text(v->as_string());
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    problems.push_back({key, "must not be empty"});
    return std::nullopt;
  }
  if (domain::text::code_point_count(text) > static_cast<std::size_t>(max_chars)) {
    problems.push_back({key, "must be at most " + std::to_string(max_chars) + " characters"});
    return std::nullopt;
  }
  return text;
}



// Parses the JSON body of an audited call, reporting a malformed one through `done` so the
// call is still recorded.
std::optional<boost::json::object> audited_body(const context_ptr& ctx, const audited_result& partial,
                                                const audited_done& done) {
  auto decoded = decode_json_object(ctx->request().body);
  if (!decoded.object) {
    done(error_result(ctx, decoded.error, partial));
  }
  return std::move(decoded.object);
}

void extract_route(const context_ptr& ctx) {
  run_audited(ctx, "text.extract", "extract", [](const context_ptr& ctx, const actors::key_principal& key, audited_done done) {
    audited_result partial;
    auto body = audited_body(ctx, partial, done);
    if (!body) {
      return;
    }
    std::vector<actors::field_problem> problems;
    read_audit_fields(*body, partial, problems);
    const auto text = required_text(*body, "text", ctx->svc().config->limits.text_max_chars, problems);
    const auto* insights_flag = body->if_contains("includeInsights");
    if (insights_flag != nullptr && !insights_flag->is_null() && !insights_flag->is_bool()) {
      problems.push_back({"includeInsights", "must be true or false"});
    }
    const bool include_insights = insights_flag != nullptr && insights_flag->is_bool() && insights_flag->as_bool();
    const auto params = query_params(ctx->request().query);
    const auto format = params.count("format") ? params.at("format") : std::string("json");
    if (format != "json" && format != "fhir") {
      problems.push_back({"format", "must be json or fhir"});
    }
    if (!problems.empty()) {
      return done(error_result(ctx, api_error::invalid(std::move(problems)), partial));
    }
    partial.retained_input = ctx->request().body;
    with_published_api(
        ctx, key, partial, done,
        [ctx, body = *body, text = *text, include_insights, fhir = format == "fhir", done](
            std::shared_ptr<const persistence::published_api> shared_api, audited_result partial) {
          std::vector<actors::field_problem> problems;
          check_inputs(body, shared_api->inputs, problems);
          if (!problems.empty()) {
            return done(error_result(ctx, api_error::invalid(std::move(problems)), partial));
          }
          engines::language::extraction_job job;
          job.api = std::move(shared_api);
          job.request = body;
          job.text = text;
          job.include_insights = include_insights;
          job.fhir = fhir;
          ask_extractor(ctx, std::move(job), [ctx, partial, done](engines::language::extraction_result& out) mutable {
            partial.total_tokens = static_cast<int>(out.total_tokens);
            partial.response = language_response(out, ctx->request().request_id);
            done(std::move(partial));
          });
        });
  });
}

void insights_route(const context_ptr& ctx) {
  run_audited(ctx, "insights", "insights", [](const context_ptr& ctx, const actors::key_principal& key, audited_done done) {
    audited_result partial;
    auto body = audited_body(ctx, partial, done);
    if (!body) {
      return;
    }
    std::vector<actors::field_problem> problems;
    read_audit_fields(*body, partial, problems);
    const auto transcript = required_text(*body, "transcript", ctx->svc().config->limits.text_max_chars, problems);
    const auto prior = string_member(*body, "priorNoteSummary", problems).value_or("");
    if (!problems.empty()) {
      return done(error_result(ctx, api_error::invalid(std::move(problems)), partial));
    }
    partial.retained_input = ctx->request().body;
    with_published_api(ctx, key, partial, done,
                       [ctx, transcript = *transcript, prior, done](std::shared_ptr<const persistence::published_api> shared_api,
                                                                     audited_result partial) {
                         std::vector<domain::schema::problem> ignored;
                         auto config = domain::schema::parse_insights(shared_api->insights, "insights", ignored);
                         if (!config || !config->enabled) {
                           return done(error_result(ctx, api_error::of(error_code::insights_not_enabled), partial));
                         }
                         engines::language::insights_job job;
                         job.api = std::move(shared_api);
                         job.transcript = transcript;
                         job.prior_note_summary = prior;
                         job.kinds = config->kinds;
                         ask_extractor(ctx, std::move(job),
                                       [ctx, partial, done](engines::language::insights_result& out) mutable {
                                         partial.total_tokens = static_cast<int>(out.total_tokens);
                                         partial.response = language_response(out, ctx->request().request_id);
                                         done(std::move(partial));
                                       });
                       });
  });
}

// /summarize is rate-limited (in require_key, like every key route) but not audited: the
// spec names the audited endpoints, and a summary carries no API and no patient hash.
void summarize_route(const context_ptr& ctx) {
  require_key(ctx, "summarize", [ctx](const actors::key_principal&) {
              auto body = json_body(ctx);
              if (!body) {
                return;
              }
              std::vector<actors::field_problem> problems;
              const auto text = required_text(*body, "text", ctx->svc().config->limits.text_max_chars, problems);
              const auto style_name = string_member(*body, "style", problems).value_or("executive");
              const auto style = domain::extraction::summary_style_from_name(style_name);
              if (!style) {
                problems.push_back({"style", "must be one of patient, handover, executive, progress-note"});
              }
              int max_lines = 10;
              if (const auto* v = body->if_contains("maxLines"); v != nullptr && !v->is_null()) {
                if (!v->is_int64() || v->as_int64() < 1 || v->as_int64() > 200) {
                  problems.push_back({"maxLines", "must be an integer from 1 to 200"});
                } else {
                  max_lines = static_cast<int>(v->as_int64());
                }
              }
              const auto language = string_member(*body, "language", problems).value_or("en");
              if (!problems.empty()) {
                return fail_validation(ctx, std::move(problems));
              }
              if (!domain::is_supported_language(language)) {
                return ctx->fail(api_error::of(error_code::unsupported_language,
                                                "Unknown language code; GET /languages lists the supported ones."));
              }
              if (language != "en") {
                return ctx->fail(api_error::of(error_code::unsupported_language,
                                                "Summaries are written in English only (language \"en\")."));
              }
              engines::language::summary_job job;
              job.text = *text;
              job.style = *style;
              job.max_lines = max_lines;
              ask_extractor(ctx, std::move(job), [ctx](engines::language::summary_result& out) {
                ctx->respond(language_response(out, ctx->request().request_id));
              });
  });
}

} // namespace

void add_public_routes(router& routes) {
  routes.add("POST", base_path + "/extract/:apiSlug", extract_route);
  routes.add("POST", base_path + "/insights/:apiSlug", insights_route);
  routes.add("POST", base_path + "/summarize", summarize_route);
  // Public and unauthenticated: the list is not a secret and clients need it before login.
  routes.add("GET", base_path + "/languages", [](const context_ptr& ctx) {
    boost::json::array items;
    for (const auto& l : domain::supported_languages()) {
      items.push_back(boost::json::object{{"code", l.code}, {"name", l.name}});
    }
    respond_json(ctx, 200, boost::json::object{{"items", std::move(items)}});
  });
}

} // namespace cxs::http
