// POST /apis/:id/playground: runs an API's DRAFT configuration (schema, declared inputs,
// insights, current settings) on a text or a saved test transcript, so an administrator
// sees what /extract will return once the draft is published. Administrators' JWTs only.
// Each run is recorded as an invocation with endpoint "playground" (no API key; the
// administrator's `sub` as recordedById), durable before the response, like /extract.
// An unknown API (404) is not recorded: there is no project to record it under.

#include "config/config.hpp"
#include "domain/schema/schema.hpp"
#include "domain/text/utf8.hpp"
#include "http/audited_call.hpp"
#include "http/language_calls.hpp"
#include "http/routes.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

using actors::api_error;
using domain::error_code;

struct playground_source {
  std::optional<persistence::draft_api> draft;
  std::optional<std::string> transcript;  ///< the test transcript's text, when one was named
};

void run_playground(const context_ptr& ctx, const admin_principal& who, boost::json::object body) {
  std::vector<actors::field_problem> problems;
  const auto text = string_member(body, "text", problems);
  const auto transcript_id = string_member(body, "testTranscriptId", problems);
  if (text.has_value() == transcript_id.has_value()) {
    problems.push_back({"text", "give exactly one of text or testTranscriptId"});
  } else if (text && text->find_first_not_of(" \t\r\n") == std::string::npos) {
    problems.push_back({"text", "must not be empty"});
  } else if (text && domain::text::code_point_count(*text) >
                         static_cast<std::size_t>(ctx->svc().config->limits.text_max_chars)) {
    problems.push_back({"text", "must be at most " + std::to_string(ctx->svc().config->limits.text_max_chars) +
                                    " characters"});
  }
  const auto* insights_flag = body.if_contains("includeInsights");
  if (insights_flag != nullptr && !insights_flag->is_null() && !insights_flag->is_bool()) {
    problems.push_back({"includeInsights", "must be true or false"});
  }
  const auto params = query_params(ctx->request().query);
  const auto format = params.count("format") ? params.at("format") : std::string("json");
  if (format != "json" && format != "fhir") {
    problems.push_back({"format", "must be json or fhir"});
  }
  if (!problems.empty()) {
    return ctx->fail(api_error::invalid(std::move(problems)));
  }
  const bool include_insights = insights_flag != nullptr && insights_flag->is_bool() && insights_flag->as_bool();
  ctx->query<playground_source>(
      [org = who.org_id, api = ctx->request().path_params.at("id"), transcript_id](pg::connection& conn) {
        playground_source out;
        out.draft = persistence::find_draft_api(conn, org, api);
        if (out.draft && transcript_id) {
          out.transcript = persistence::find_test_transcript_text(conn, org, api, *transcript_id);
        }
        return out;
      },
      [ctx, who, body = std::move(body), text, transcript_id, include_insights,
       fhir = format == "fhir"](playground_source& found) {
        if (!found.draft) {
          return ctx->fail(api_error::of(error_code::not_found, "No such API."));
        }
        const auto& api = found.draft->api;
        const audited_caller caller{who.org_id, found.draft->project_id, std::nullopt};
        audited_result partial;
        partial.api_id = api.id;
        partial.recorded_by_id = who.sub;
        partial.retain_payloads = setting(api.settings, "retainPayloads", false);
        partial.retained_input = ctx->request().body;
        auto reject = [&](std::vector<actors::field_problem> problems) {
          partial.response = actors::error_response(api_error::invalid(std::move(problems)), ctx->request().request_id);
          record_and_respond(ctx, "playground", caller, std::move(partial));
        };
        if (transcript_id && !found.transcript) {
          return reject({{"testTranscriptId", "no such test transcript for this API"}});
        }
        // The draft may be unfinished: report its problems instead of running it.
        std::vector<domain::schema::problem> schema_problems;
        if (!domain::schema::parse_schema(api.schema, "draft.schema", schema_problems)) {
          std::vector<actors::field_problem> problems;
          for (auto& p : schema_problems) {
            problems.push_back({std::move(p.field), std::move(p.message)});
          }
          return reject(std::move(problems));
        }
        std::vector<actors::field_problem> problems;
        check_inputs(body, api.inputs, problems);
        if (!problems.empty()) {
          return reject(std::move(problems));
        }
        engines::language::extraction_job job;
        job.api = std::make_shared<persistence::published_api>(api);
        job.request = body;
        job.text = text ? *text : *found.transcript;
        job.include_insights = include_insights;
        job.fhir = fhir;
        ask_extractor(ctx, std::move(job), [ctx, caller, partial](engines::language::extraction_result& out) mutable {
          partial.total_tokens = static_cast<int>(out.total_tokens);
          partial.response = language_response(out, ctx->request().request_id);
          record_and_respond(ctx, "playground", caller, std::move(partial));
        });
      });
}

} // namespace

void add_playground_routes(router& routes) {
  routes.add("POST", base_path + "/apis/:id/playground", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      run_playground(ctx, who, std::move(*body));
    });
  });
}

} // namespace cxs::http
