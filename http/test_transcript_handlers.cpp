// Saved test transcripts (management surface): per-API playground fixtures. List and
// create under an API of the caller's organisation; update and delete by id.

#include "domain/text/json_write.hpp"
#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/test_transcript_repository.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

using domain::error_code;

constexpr std::size_t max_name = 200;
constexpr std::size_t max_transcript = 200000;  // the `text` limit of /extract, which replays it

// name, transcript and expected; `creating` makes the first two required.
std::optional<persistence::test_transcript_fields> fields_from(const context_ptr& ctx, const boost::json::object& body,
                                                               bool creating) {
  std::vector<actors::field_problem> problems;
  persistence::test_transcript_fields f;
  f.name = string_member(body, "name", problems);
  f.transcript = string_member(body, "transcript", problems);
  if (f.name && (f.name->empty() || f.name->size() > max_name)) {
    problems.push_back({"name", "must be 1 to 200 characters"});
  } else if (creating && !f.name && is_absent(body, "name")) {
    problems.push_back({"name", "is required"});
  }
  if (f.transcript && (f.transcript->empty() || f.transcript->size() > max_transcript)) {
    problems.push_back({"transcript", "must be 1 to 200000 characters"});
  } else if (creating && !f.transcript && is_absent(body, "transcript")) {
    problems.push_back({"transcript", "is required"});
  }
  if (const auto* expected = body.if_contains("expected"); expected != nullptr) {
    f.set_expected = true;
    if (expected->is_object()) {
      f.expected = domain::text::write_json(*expected);
    } else if (!expected->is_null()) {
      problems.push_back({"expected", "must be a JSON object (the expected data) or null"});
    }
  }
  if (!problems.empty()) {
    fail_validation(ctx, std::move(problems));
    return std::nullopt;
  }
  return f;
}

void not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(error_code::not_found, "No such test transcript."));
}

using transcript_found = std::optional<persistence::test_transcript_row>;

void respond_or_404(const context_ptr& ctx, const transcript_found& transcript) {
  if (!transcript) {
    return not_found(ctx);
  }
  respond_json(ctx, 200, test_transcript_json(*transcript));
}

} // namespace

void add_test_transcript_routes(router& routes) {
  routes.add("GET", base_path + "/apis/:id/test-transcripts", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::test_transcript_row>>>(
          [org = who.org_id, api = ctx->request().path_params.at("id"), page = *page](pg::connection& conn) {
            return persistence::list_test_transcripts(conn, org, api, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::test_transcript_row>>& list) {
            respond_page(ctx, list, test_transcript_json, "No such API.");
          });
    });
  });

  routes.add("POST", base_path + "/apis/:id/test-transcripts", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto fields = fields_from(ctx, *body, true);
      if (!fields) {
        return;
      }
      ctx->query<transcript_found>(
          [org = who.org_id, api = ctx->request().path_params.at("id"), f = *fields,
           id = security::new_id("tt_")](pg::connection& conn) {
            return persistence::create_test_transcript(conn, org, id, api, f);
          },
          [ctx](transcript_found& created) {
            if (!created) {
              return ctx->fail(actors::api_error::of(error_code::not_found, "No such API."));
            }
            respond_json(ctx, 201, test_transcript_json(*created));
          });
    });
  });

  routes.add("PATCH", base_path + "/test-transcripts/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto fields = fields_from(ctx, *body, false);
      if (!fields) {
        return;
      }
      ctx->query<transcript_found>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), f = *fields](pg::connection& conn) {
            return persistence::update_test_transcript(conn, org, id, f);
          },
          [ctx](transcript_found& transcript) { respond_or_404(ctx, transcript); });
    });
  });

  routes.add("DELETE", base_path + "/test-transcripts/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<transcript_found>(
          [org = who.org_id, id = ctx->request().path_params.at("id")](pg::connection& conn) {
            return persistence::delete_test_transcript(conn, org, id);
          },
          [ctx](transcript_found& transcript) { respond_or_404(ctx, transcript); });
    });
  });
}

} // namespace cxs::http
