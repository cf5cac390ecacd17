// Extraction APIs (management surface): starter templates, create, list, read, PATCH of
// name/draft/settings, publish, versions, rollback and archive. Validation of the draft
// lives in domain/schema; the state rules (ARCHIVED is final) in the repository's
// transactions, so two concurrent requests cannot both get past them.

#include "domain/text/json_write.hpp"
#include "domain/schema/schema.hpp"
#include "domain/schema/settings.hpp"
#include "domain/slug.hpp"
#include "domain/templates/templates.hpp"
#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/api_repository.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <charconv>

namespace cxs::http {
namespace {

namespace schema = domain::schema;
using persistence::api_outcome;
using persistence::api_result;

std::vector<actors::field_problem> to_fields(std::vector<schema::problem> problems) {
  std::vector<actors::field_problem> out;
  for (auto& p : problems) {
    if (out.size() == schema::limits::max_reported_problems) {
      break;
    }
    out.push_back({std::move(p.field), std::move(p.message)});
  }
  return out;
}

void project_not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(domain::error_code::not_found, "No such project."));
}

void api_not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(domain::error_code::not_found, "No such API."));
}

// Answers a repository outcome; `ok_status` is used on success.
void answer(const context_ptr& ctx, api_result& r, unsigned ok_status = 200) {
  // Every API write lands here once it has committed: forget the published snapshots now,
  // so the next call on this replica sees the change (other replicas hear it by NOTIFY).
  if (r.outcome == api_outcome::ok && ctx->svc().published != nullptr) {
    ctx->svc().published->clear();
  }
  switch (r.outcome) {
  case api_outcome::ok: return respond_json(ctx, ok_status, api_json(*r.api));
  case api_outcome::not_found: return api_not_found(ctx);
  case api_outcome::archived: return ctx->fail(actors::api_error::of(domain::error_code::api_archived));
  case api_outcome::version_not_found:
    return ctx->fail(actors::api_error::of(domain::error_code::not_found, "This API has no such version."));
  case api_outcome::invalid_draft: return fail_validation(ctx, to_fields(std::move(r.problems)));
  }
  ctx->fail(actors::api_error::internal());
}

persistence::api_actor actor_of(const context_ptr& ctx, const admin_principal& who) {
  return {who.sub, ctx->request().request_id};
}

// Refuses members a handler does not know, so a misplaced one ("schema" at the top level
// instead of inside "draft") is reported instead of silently changing nothing.
void unknown_members(const boost::json::object& body, std::initializer_list<std::string_view> known,
                     std::vector<schema::problem>& problems) {
  for (const auto& kv : body) {
    if (std::find(known.begin(), known.end(), kv.key()) == known.end()) {
      problems.push_back({std::string(kv.key()), "is not a member of this request"});
    }
  }
}

// A display name: 1 to 200 characters with some visible text.
void check_name(const std::optional<std::string>& name, std::vector<schema::problem>& problems) {
  if (name && (name->find_first_not_of(" \t\r\n") == std::string::npos || name->size() > 200)) {
    problems.push_back({"name", "must be 1 to 200 characters"});
  }
}

std::optional<std::string> optional_string(const boost::json::object& body, const char* key,
                                           std::vector<schema::problem>& problems) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) {
    return std::nullopt;
  }
  if (!v->is_string()) {
    problems.push_back({key, "must be a string"});
    return std::nullopt;
  }
  return std::string(v->as_string());
}

std::optional<persistence::new_api> new_api_from(const context_ptr& ctx, const boost::json::object& body,
                                                 std::string project_id) {
  std::vector<schema::problem> problems;
  unknown_members(body, {"name", "slug", "template"}, problems);
  auto name = optional_string(body, "name", problems);
  auto slug = optional_string(body, "slug", problems);
  const auto template_id = optional_string(body, "template", problems);
  if (!name && is_absent(body, "name")) {
    problems.push_back({"name", "is required"});
  }
  const auto before_name = problems.size();
  check_name(name, problems);
  const bool name_ok = name && problems.size() == before_name;
  if (!slug && name_ok) {
    slug = domain::slugify(*name);
    if (!domain::valid_slug(*slug)) {
      problems.push_back({"slug", "cannot be derived from the name; give one matching [a-z0-9][a-z0-9-]{1,62}"});
    }
  } else if (slug && !domain::valid_slug(*slug)) {
    problems.push_back({"slug", "must match [a-z0-9][a-z0-9-]{1,62}"});
  }
  const domain::templates::starter_template* starter = nullptr;
  if (template_id) {
    starter = domain::templates::find(*template_id);
    if (starter == nullptr) {
      problems.push_back({"template", "is not a starter template; GET /templates lists them (omit it for a blank API)"});
    }
  }
  if (!problems.empty()) {
    fail_validation(ctx, to_fields(std::move(problems)));
    return std::nullopt;
  }
  persistence::new_api api;
  api.id = security::new_id("api_");
  api.project_id = std::move(project_id);
  api.name = std::move(*name);
  api.slug = std::move(*slug);
  api.template_id = starter == nullptr ? "" : std::string(starter->id);
  api.draft = starter == nullptr ? schema::blank_draft() : domain::templates::draft(*starter);
  return api;
}

std::optional<persistence::api_patch> api_patch_from(const context_ptr& ctx, const boost::json::object& body) {
  std::vector<schema::problem> problems;
  unknown_members(body, {"name", "draft", "settings", "reason"}, problems);
  persistence::api_patch patch;
  patch.name = optional_string(body, "name", problems);
  check_name(patch.name, problems);
  if (const auto* draft = body.if_contains("draft")) {
    if (schema::check_draft_patch(*draft, "draft", problems)) {
      patch.draft = draft->as_object();
    }
  }
  const auto* reason = body.if_contains("reason");
  if (const auto* settings = body.if_contains("settings")) {
    if (auto parsed = schema::parse_settings_patch(*settings, "settings", problems)) {
      if (auto why = schema::disable_reason(*parsed, reason, "settings", problems)) {
        patch.reason = std::move(*why);
      }
      patch.settings = std::move(parsed->changes);
      patch.disables_clinical_foundation = parsed->disables_clinical_foundation;
      patch.enables_clinical_foundation = parsed->enables_clinical_foundation;
    }
  }
  if (reason != nullptr && !reason->is_null() && !reason->is_string() &&
      std::none_of(problems.begin(), problems.end(), [](const auto& p) { return p.field == "reason"; })) {
    problems.push_back({"reason", "must be a string"});
  }
  if (!problems.empty()) {
    fail_validation(ctx, to_fields(std::move(problems)));
    return std::nullopt;
  }
  return patch;
}

// Path segment as a version number (1..INT32_MAX); anything else names no version.
std::optional<std::int32_t> version_number(const std::string& text) {
  std::int32_t n = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc{} || ptr != text.data() + text.size() || n < 1) {
    return std::nullopt;
  }
  return n;
}

const std::string& path_id(const context_ptr& ctx) { return ctx->request().path_params.at("id"); }

} // namespace

void add_api_routes(router& routes) {
  routes.add("GET", base_path + "/templates", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal&) {
      static const std::string body = domain::text::write_json(domain::templates::list_json());
      ctx->respond(actors::json_response(200, body));
    });
  });

  routes.add("GET", base_path + "/projects/:id/apis", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::api_row>>>(
          [org = who.org_id, project = path_id(ctx), page = *page](pg::connection& conn) {
            return persistence::list_project_apis(conn, org, project, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::api_row>>& list) {
            if (!list) {
              return project_not_found(ctx);
            }
            respond_page(ctx, *list, api_json);
          });
    });
  });

  routes.add("POST", base_path + "/projects/:id/apis", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto api = new_api_from(ctx, *body, path_id(ctx));
      if (!api) {
        return;
      }
      ctx->query<api_result>(
          [org = who.org_id, api = std::move(*api), actor = actor_of(ctx, who)](pg::connection& conn) {
            return persistence::create_api(conn, org, api, actor);
          },
          [ctx](api_result& r) {
            if (r.outcome == api_outcome::not_found) {
              return project_not_found(ctx);
            }
            answer(ctx, r, 201);
          },
          [ctx](actors::db_failure why) {
            if (why == actors::db_failure::conflict) {
              return ctx->fail(
                  actors::api_error::of(domain::error_code::conflict,
                                        "An API with this slug already exists in the organisation."));
            }
            ctx->fail(actors::request_context::db_error(why));
          });
    });
  });

  routes.add("GET", base_path + "/apis/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<std::optional<persistence::api_row>>(
          [org = who.org_id, id = path_id(ctx)](pg::connection& conn) { return persistence::get_api(conn, org, id); },
          [ctx](std::optional<persistence::api_row>& api) {
            if (!api) {
              return api_not_found(ctx);
            }
            respond_json(ctx, 200, api_json(*api));
          });
    });
  });

  routes.add("PATCH", base_path + "/apis/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      auto patch = api_patch_from(ctx, *body);
      if (!patch) {
        return;
      }
      ctx->query<api_result>(
          [org = who.org_id, id = path_id(ctx), patch = std::move(*patch), actor = actor_of(ctx, who)](
              pg::connection& conn) { return persistence::update_api(conn, org, id, patch, actor); },
          [ctx](api_result& r) { answer(ctx, r); });
    });
  });

  routes.add("POST", base_path + "/apis/:id/publish", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<api_result>(
          [org = who.org_id, id = path_id(ctx), version_id = security::new_id("ver_"),
           event_id = security::new_id("evt_"), actor = actor_of(ctx, who)](pg::connection& conn) {
            return persistence::publish_api(conn, org, id, version_id, event_id, actor);
          },
          [ctx](api_result& r) { answer(ctx, r); });
    });
  });

  routes.add("GET", base_path + "/apis/:id/versions", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      if (!page->cursor.empty() && !version_number(page->cursor)) {
        return fail_validation(ctx, {{"cursor", "is not a cursor returned by this service"}});
      }
      ctx->query<std::optional<persistence::page<persistence::api_version_row>>>(
          [org = who.org_id, id = path_id(ctx), page = *page](pg::connection& conn) {
            return persistence::list_versions(conn, org, id, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::api_version_row>>& list) {
            if (!list) {
              return api_not_found(ctx);
            }
            respond_page(ctx, *list, api_version_json);
          });
    });
  });

  routes.add("GET", base_path + "/apis/:id/versions/:version", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      const auto version = version_number(ctx->request().path_params.at("version"));
      if (!version) {
        return ctx->fail(actors::api_error::of(domain::error_code::not_found, "This API has no such version."));
      }
      ctx->query<boost::json::value>(
          [org = who.org_id, id = path_id(ctx), version = *version](pg::connection& conn) {
            return persistence::get_version(conn, org, id, version);
          },
          [ctx](boost::json::value& found) {
            if (found.is_null()) {
              return ctx->fail(actors::api_error::of(domain::error_code::not_found, "This API has no such version."));
            }
            respond_json(ctx, 200, found);
          });
    });
  });

  routes.add("POST", base_path + "/apis/:id/versions/:version/rollback", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      const auto version = version_number(ctx->request().path_params.at("version"));
      if (!version) {
        return ctx->fail(actors::api_error::of(domain::error_code::not_found, "This API has no such version."));
      }
      ctx->query<api_result>(
          [org = who.org_id, id = path_id(ctx), version = *version, actor = actor_of(ctx, who)](pg::connection& conn) {
            return persistence::rollback_api(conn, org, id, version, actor);
          },
          [ctx](api_result& r) { answer(ctx, r); });
    });
  });

  routes.add("DELETE", base_path + "/apis/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<api_result>(
          [org = who.org_id, id = path_id(ctx), actor = actor_of(ctx, who)](pg::connection& conn) {
            return persistence::archive_api(conn, org, id, actor);
          },
          [ctx](api_result& r) { answer(ctx, r); });
    });
  });
}

} // namespace cxs::http
