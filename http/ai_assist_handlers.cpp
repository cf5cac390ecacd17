// The AI assistant (management JWT): POST /ai-assist {apiId, want, message?} answers about
// one API's draft and stores the answer as a draft; GET /ai-assist/drafts/:apiId lists them.
//
// The embedded answer (domain/assist) always exists: templates, terminology tables and, for
// `diagnose`, real extraction runs of the draft on the API's saved test transcripts. With a
// remote language engine the model is asked too (prompted with the schema and the embedded
// answer) and its reply is added as `answer`; when the model fails the embedded answer
// stands alone and the response says `X-Svc-Degraded: language`. `diagnose` runs the
// extraction through the configured engine, so it shows what /extract would return.

#include "config/config.hpp"
#include "domain/assist/assistant.hpp"
#include "domain/text/utf8.hpp"
#include "engines/language/prompt.hpp"
#include "engines/language/remote_language.hpp"
#include "http/auth.hpp"
#include "http/extraction_run.hpp"
#include "http/language_engine.hpp"
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
  json::value transcripts;  // {items} of the API's test transcripts (diagnose only)
};

// The assistant's answer on its way to storage.
struct assist_answer {
  json::object result;
  bool remote_used = false;
  bool degraded = false;
  std::optional<error_code> failure;  // only the language pool's own timeout (see run_language_task)
  std::int64_t total_tokens = 0;
};

// Asks the model for a free-text answer about the draft, given the embedded answer as a
// starting point. The consult text of test transcripts is never sent from here.
engines::language::remote_summary ask_model(const engines::language::remote_endpoint& endpoint, assist::want want,
                                            const std::string& message, const json::value& schema,
                                            const json::object& embedded) {
  json::array messages;
  messages.push_back(json::object{{"role", "system"}, {"content", engines::language::clinical_foundation_block()}});
  messages.push_back(json::object{
      {"role", "system"},
      {"content", "You help a hospital administrator design a clinical extraction API (a JSON schema of fields "
                  "filled from consult transcripts). Answer in plain English, concretely, for this API only."}});
  messages.push_back(json::object{
      {"role", "user"},
      {"content", "Task: " + std::string(assist::want_name(want)) + "\nAdministrator's message: " +
                      (message.empty() ? std::string("(none)") : message) + "\nThe API's schema: " +
                      json::serialize(schema) + "\nA draft answer from the built-in rules: " +
                      json::serialize(embedded) + "\nImprove on the draft answer."}});
  const json::object answer_schema{{"type", "object"},
                                   {"properties", json::object{{"answer", json::object{{"type", "string"}}}}},
                                   {"required", json::array{"answer"}},
                                   {"additionalProperties", false}};
  auto completion = engines::language::complete_json(endpoint, messages, answer_schema, "assistant");
  engines::language::remote_summary out;
  out.failure = completion.failure;
  out.total_tokens = completion.total_tokens;
  out.detail = std::move(completion.detail);
  if (completion.failure == engines::language::remote_failure::none) {
    out.text = std::string(completion.content.as_object().at("answer").as_string());
  }
  return out;
}

// The whole answer; runs on a CPU or language worker and never throws.
assist_answer compute_answer(assist::want want, const std::string& message, const assist_source& source,
                             const std::string& request_id, const std::optional<remote_language>& remote) {
  assist_answer out;
  try {
    const auto& api = source.draft->api;
    std::vector<domain::schema::problem> problems;
    const auto schema = domain::schema::parse_schema(api.schema, "draft.schema", problems)
                            .value_or(domain::schema::extraction_schema{});
    // Without a message the API's slug is the best description of its use there is.
    std::string use = message;
    if (use.empty()) {
      use = api.slug;
      std::replace(use.begin(), use.end(), '-', ' ');
    }
    switch (want) {
    case assist::want::fields: out.result = assist::propose_fields(use); break;
    case assist::want::prompt: out.result = assist::draft_prompt(schema, use); break;
    case assist::want::edge_cases: out.result = assist::edge_cases(schema); break;
    case assist::want::test_transcript: out.result = assist::test_transcript(schema); break;
    case assist::want::chat: out.result = assist::chat(message, schema); break;
    case assist::want::diagnose: {
      std::vector<assist::transcript_run> runs;
      if (!problems.empty()) {
        out.result = json::object{{"runs", json::array{}},
                                  {"alwaysEmpty", json::array{}},
                                  {"advice", json::array{"The draft schema is not valid yet: fix it before diagnosing."}}};
        break;
      }
      if (source.transcripts.is_object()) {
        for (const auto& item : source.transcripts.as_object().at("items").as_array()) {
          const auto& t = item.as_object();
          // The real extractor on the draft, through the configured engine and fallback.
          auto run = run_extraction(api, json::object{}, std::string(t.at("transcript").as_string()), false, false,
                                    request_id, remote ? &*remote : nullptr);
          out.total_tokens += run.total_tokens;
          out.degraded = out.degraded || run.degraded;
          out.remote_used = out.remote_used || (remote.has_value() && !run.degraded);
          json::object data;
          if (run.ok && !run.failure) {
            data = json::parse(run.body).as_object().at("data").as_object();
          }
          runs.push_back({std::string(t.at("id").as_string()), std::string(t.at("name").as_string()), std::move(data),
                          t.at("expected")});
        }
      }
      out.result = assist::diagnose(schema, runs);
      break;
    }
    }
    if (remote && want != assist::want::diagnose) {
      auto reply = guarded_call<engines::language::remote_summary>(
          *remote, "assist", [&](const engines::language::remote_endpoint& e) {
            return ask_model(e, want, message, api.schema, out.result);
          });
      out.total_tokens += reply.total_tokens;
      if (reply.failure == engines::language::remote_failure::none) {
        out.result["answer"] = std::move(reply.text);
        out.remote_used = true;
      } else {
        out.degraded = true;  // the embedded answer stands alone
      }
    }
  } catch (const std::exception&) {
    out.failure = error_code::internal;
  }
  return out;
}

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
          out.transcripts = persistence::list_test_transcripts(conn, org, api, max_diagnosed_transcripts, "");
        }
        return out;
      },
      [ctx, who, want = *want, message](assist_source& found) {
        if (!found.draft) {
          return ctx->fail({error_code::not_found, "No such API.", {}, {}, {}});
        }
        const auto remote = remote_language_for(ctx);
        auto source = std::make_shared<assist_source>(std::move(found));
        run_language_task<assist_answer>(
            ctx, remote.has_value(),
            [want, message, source, rid = ctx->request().request_id, remote]() {
              return compute_answer(want, message, *source, rid, remote);
            },
            [ctx, who, want, message, api_id = source->draft->api.id](assist_answer& answer) {
              if (answer.failure) {
                return ctx->fail({*answer.failure, {}, {}, {}, {}});
              }
              persistence::ai_assist_draft_fields fields;
              fields.id = security::new_id("drf_");
              fields.api_id = api_id;
              fields.want = std::string(assist::want_name(want));
              fields.message = message;
              fields.result = json::serialize(answer.result);
              fields.engine = answer.remote_used ? "remote" : "embedded";
              fields.created_by = who.sub;
              const bool degraded = answer.degraded;
              ctx->query<json::value>(
                  [org = who.org_id, fields](pg::connection& conn) {
                    return persistence::create_ai_assist_draft(conn, org, fields);
                  },
                  [ctx, degraded](json::value& created) {
                    if (created.is_null()) {
                      return ctx->fail({error_code::not_found, "No such API.", {}, {}, {}});
                    }
                    auto res = actors::json_response(201, json::serialize(created));
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
      ctx->query<json::value>(
          [org = who.org_id, api = ctx->request().path_params.at("apiId"), page = *page](pg::connection& conn) {
            return persistence::list_ai_assist_drafts(conn, org, api, page.limit, page.cursor);
          },
          [ctx](json::value& list) {
            if (list.is_null()) {
              return ctx->fail({error_code::not_found, "No such API.", {}, {}, {}});
            }
            auto& next = list.as_object()["nextCursor"];
            if (next.is_string()) {
              next = json::string(encode_cursor(std::string(next.as_string())));
            }
            respond_json(ctx, 200, list);
          });
    });
  });
}

} // namespace cxs::http
