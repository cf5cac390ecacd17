// The AI assistant (management JWT): POST /ai-assist {apiId, want, message?} answers about
// one API's draft and stores the answer as a draft; GET /ai-assist/drafts/:apiId lists them.
//
// The embedded answer (domain/assist) always exists: templates, terminology tables and, for
// `diagnose`, real extraction runs of the draft on the API's saved test transcripts. With a
// remote language engine the model is asked too (prompted with the schema and the embedded
// answer) and its reply is added as `answer`; when the model fails the embedded answer
// stands alone and the response says `X-Svc-Degraded: language`. `diagnose` runs the
// extraction through the configured engine, so it shows what /extract would return. The
// answer is one message to the extractor (engines/language: run_assist).

#include "domain/text/json_write.hpp"
#include "config/config.hpp"
#include "domain/assist/assistant.hpp"
#include "domain/text/utf8.hpp"
#include "http/auth.hpp"
#include "http/language_calls.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/ai_assist_repository.hpp"
#include "persistence/published_api_repository.hpp"
#include "persistence/test_transcript_repository.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

#include <algorithm>

namespace cxs::http {
namespace {

using domain::error_code;
namespace assist = domain::assist;
namespace json = boost::json;

constexpr std::size_t max_message_chars = 4000;
constexpr int max_diagnosed_transcripts = 20;

// What the database gives the assistant.
struct assist_source {
  std::optional<persistence::draft_api> draft;
  std::vector<persistence::test_transcript_row> transcripts;  // the API's test transcripts (diagnose only)
};

void post_ai_assist(const context_ptr& ctx, const admin_principal& who, const json::object& body) {
  std::vector<actors::field_problem> problems;
  const auto api_id = string_member(body, "apiId", problems);
  const auto want_text = string_member(body, "want", problems);
  const auto message = string_member(body, "message", problems).value_or("");
  if (!api_id && is_absent(body, "apiId")) {
    problems.push_back({"apiId", "is required"});
  }
  std::optional<assist::want> want;
  if (want_text) {
    want = assist::want_from_name(*want_text);
  }
  if (!want && (want_text || is_absent(body, "want"))) {
    problems.push_back({"want", "must be one of fields, prompt, edge-cases, test-transcript, diagnose, chat"});
  }
  if (domain::text::code_point_count(message) > max_message_chars) {
    problems.push_back({"message", "must be at most " + std::to_string(max_message_chars) + " characters"});
  }
  if (want == assist::want::chat && message.find_first_not_of(" \t\r\n") == std::string::npos) {
    problems.push_back({"message", "is required for chat"});
  }
  if (!problems.empty()) {
    return fail_validation(ctx, std::move(problems));
  }
  ctx->query<assist_source>(
      [org = who.org_id, api = *api_id, diagnose = *want == assist::want::diagnose](pg::connection& conn) {
        assist_source out;
        out.draft = persistence::find_draft_api(conn, org, api);
        if (out.draft && diagnose) {
          if (auto page = persistence::list_test_transcripts(conn, org, api, max_diagnosed_transcripts, "")) {
            out.transcripts = std::move(page->items);
          }
        }
        return out;
      },
      [ctx, who, want = *want, message](assist_source& found) {
        if (!found.draft) {
          return ctx->fail(actors::api_error::of(error_code::not_found, "No such API."));
        }
        engines::language::assist_job job;
        job.want = want;
        job.message = message;
        job.api = std::make_shared<persistence::published_api>(std::move(found.draft->api));
        for (auto& t : found.transcripts) {
          job.transcripts.push_back(
              {std::move(t.id), std::move(t.name), std::move(t.transcript), std::move(t.expected), nullptr});
        }
        const auto api_id = job.api->id;
        ask_extractor(
            ctx, std::move(job), [ctx, who, want, message, api_id](engines::language::assist_result& answer) {
              if (answer.failure) {
                return ctx->fail(actors::api_error::of(*answer.failure));
              }
              persistence::ai_assist_draft_fields fields;
              fields.id = security::new_id("drf_");
              fields.api_id = api_id;
              fields.want = std::string(assist::want_name(want));
              fields.message = message;
              fields.result = domain::text::write_json(answer.result);
              fields.engine = answer.remote_used ? "remote" : "embedded";
              fields.created_by = who.sub;
              const bool degraded = answer.degraded;
              ctx->query<std::optional<persistence::ai_assist_draft_row>>(
                  [org = who.org_id, fields](pg::connection& conn) {
                    return persistence::create_ai_assist_draft(conn, org, fields);
                  },
                  [ctx, degraded](std::optional<persistence::ai_assist_draft_row>& created) {
                    if (!created) {
                      return ctx->fail(actors::api_error::of(error_code::not_found, "No such API."));
                    }
                    auto res = actors::json_response(201, domain::text::write_json(ai_assist_draft_json(*created)));
                    if (degraded) {
                      res.headers.emplace_back("X-Svc-Degraded", "language");
                    }
                    ctx->respond(std::move(res));
                  });
            });
      });
}

} // namespace

void add_ai_assist_routes(router& routes) {
  routes.add("POST", base_path + "/ai-assist", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      post_ai_assist(ctx, who, *body);
    });
  });

  routes.add("GET", base_path + "/ai-assist/drafts/:apiId", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::ai_assist_draft_row>>>(
          [org = who.org_id, api = ctx->request().path_params.at("apiId"), page = *page](pg::connection& conn) {
            return persistence::list_ai_assist_drafts(conn, org, api, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::ai_assist_draft_row>>& list) {
            respond_page(ctx, list, ai_assist_draft_json, "No such API.");
          });
    });
  });
}

} // namespace cxs::http
