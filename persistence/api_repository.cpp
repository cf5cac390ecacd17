#include "persistence/api_repository.hpp"

#include "domain/schema/settings.hpp"
#include "persistence/outbox.hpp"
#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

// Soft-deleted projects hide their APIs from every read and write.
const std::string live_project_join =
    " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id AND p.deleted_at IS NULL ";

const std::string api_columns =
    "a.id, a.project_id, a.slug, a.name, a.status, a.version, a.draft::text, a.published_schema::text,"
    " a.published_system_prompt, a.published_inputs::text,"
    " CASE WHEN a.published_at IS NULL THEN NULL ELSE " CXS_ISO("a.published_at") " END,"
    " a.settings::text, " CXS_ISO("a.created_at") ", " CXS_ISO("a.updated_at");

// A nullable text column as a JSON string or null (discovery's answers).
boost::json::value string_or_null(const pg::result& r, int row, int col) {
  if (r.is_null(row, col)) {
    return nullptr;
  }
  return boost::json::string(r.text(row, col));
}

api_row api_of(const pg::result& r, int row) {
  // The draft always shows its four members, even if a stored row lacks one.
  auto draft = domain::schema::blank_draft();
  if (auto stored = json_column(r, row, 6); stored.is_object()) {
    for (auto& kv : stored.as_object()) {
      if (draft.contains(kv.key())) {
        draft[kv.key()] = kv.value();
      }
    }
  }
  api_row out;
  out.id = r.text(row, 0);
  out.project_id = r.text(row, 1);
  out.slug = r.text(row, 2);
  out.name = r.text(row, 3);
  out.status = r.text(row, 4);
  out.version = r.integer(row, 5);
  out.draft = std::move(draft);
  out.published_schema = json_column(r, row, 7);
  out.published_system_prompt = text_or_null(r, row, 8);
  out.published_inputs = json_column(r, row, 9);
  out.published_at = text_or_null(r, row, 10);
  out.settings = domain::schema::settings_from_json(json_column(r, row, 11));
  out.created_at = r.text(row, 12);
  out.updated_at = r.text(row, 13);
  return out;
}

// The live API row; `lock` takes a row lock so concurrent writes to one API serialise.
pg::result select_api(pg::connection& conn, const std::string& org_id, const std::string& id, bool lock) {
  return conn.exec("SELECT " + api_columns + live_project_join + "WHERE a.org_id = $1 AND a.id = $2" +
                       (lock ? " FOR UPDATE OF a" : ""),
                   {org_id, id});
}

api_result reread(pg::connection& conn, const std::string& org_id, const std::string& id) {
  auto r = select_api(conn, org_id, id, false);
  return api_result{api_outcome::ok, api_of(r, 0), {}};
}

void audit(pg::connection& conn, const std::string& org_id, const api_actor& actor, const std::string& action,
           const std::string& api_id, const boost::json::object& details) {
  conn.exec("INSERT INTO management_audit_events (org_id, actor_sub, action, target_type, target_id, request_id,"
            " details) VALUES ($1, $2, $3, 'api', $4, $5, $6::jsonb)",
            {org_id, actor.sub, action, api_id,
             actor.request_id.empty() ? pg::param{} : pg::param{actor.request_id}, boost::json::serialize(details)});
}

// Locks the API for a write; not_found/archived as the outcome, or nullopt to go on.
std::optional<api_result> lock_for_write(pg::connection& conn, const std::string& org_id, const std::string& id,
                                         pg::result& row) {
  row = select_api(conn, org_id, id, true);
  if (row.rows() == 0) {
    return api_result{api_outcome::not_found, std::nullopt, {}};
  }
  if (row.text(0, 4) == "ARCHIVED") {
    return api_result{api_outcome::archived, std::nullopt, {}};
  }
  return std::nullopt;
}

} // namespace

api_result create_api(pg::connection& conn, const std::string& org_id, const new_api& api, const api_actor& actor) {
  return pg::in_transaction(conn, [&]() -> api_result {
    auto project = conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL FOR SHARE",
                             {org_id, api.project_id});
    if (project.rows() == 0) {
      return api_result{api_outcome::not_found, std::nullopt, {}};
    }
    conn.exec("INSERT INTO apis (id, org_id, project_id, slug, name, draft) VALUES ($1, $2, $3, $4, $5, $6::jsonb)",
              {api.id, org_id, api.project_id, api.slug, api.name, boost::json::serialize(api.draft)});
    boost::json::object details{{"slug", api.slug}};
    if (!api.template_id.empty()) {
      details["template"] = api.template_id;
    }
    audit(conn, org_id, actor, "api.created", api.id, details);
    return reread(conn, org_id, api.id);
  });
}

std::optional<page<api_row>> list_project_apis(pg::connection& conn, const std::string& org_id,
                                               const std::string& project_id, int limit, const std::string& cursor) {
  if (conn.exec("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL", {org_id, project_id})
          .rows() == 0) {
    return std::nullopt;
  }
  // Keyset pagination on (created_at, id), as for projects.
  auto r = conn.exec("SELECT " + api_columns + live_project_join +
                         "WHERE a.org_id = $1 AND a.project_id = $2 AND ($3 = '' OR (a.created_at, a.id) >"
                         " (SELECT created_at, id FROM apis WHERE org_id = $1 AND id = $3))"
                         " ORDER BY a.created_at, a.id LIMIT $4",
                     {org_id, project_id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, api_of);
}

std::optional<api_row> get_api(pg::connection& conn, const std::string& org_id, const std::string& id) {
  auto r = select_api(conn, org_id, id, false);
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return api_of(r, 0);
}

api_result update_api(pg::connection& conn, const std::string& org_id, const std::string& id, const api_patch& patch,
                      const api_actor& actor) {
  return pg::in_transaction(conn, [&]() -> api_result {
    pg::result row(nullptr);
    if (auto refused = lock_for_write(conn, org_id, id, row)) {
      return *refused;
    }
    if (!patch.name && patch.draft.empty() && patch.settings.empty()) {
      return api_result{api_outcome::ok, api_of(row, 0), {}};
    }
    const bool was_enforced = domain::schema::settings_from_json(json_column(row, 0, 11)).enforce_clinical_foundation;
    conn.exec("UPDATE apis SET name = coalesce($3, name), draft = draft || $4::jsonb, settings = settings || $5::jsonb"
              " WHERE org_id = $1 AND id = $2",
              {org_id, id, patch.name, boost::json::serialize(patch.draft), boost::json::serialize(patch.settings)});
    if (!patch.settings.empty()) {
      audit(conn, org_id, actor, "api.settings.updated", id, {{"changes", patch.settings}});
    }
    // Every request that turns the foundation off leaves its reason, even a repeated one.
    if (patch.disables_clinical_foundation) {
      audit(conn, org_id, actor, "api.settings.clinical_foundation_disabled", id, {{"reason", patch.reason}});
    }
    if (patch.enables_clinical_foundation && !was_enforced) {
      audit(conn, org_id, actor, "api.settings.clinical_foundation_enabled", id, {});
    }
    notify_cache_change(conn, "api", id);
    return reread(conn, org_id, id);
  });
}

api_result publish_api(pg::connection& conn, const std::string& org_id, const std::string& id,
                       const std::string& version_id, const std::string& event_id, const api_actor& actor) {
  return pg::in_transaction(conn, [&]() -> api_result {
    pg::result row(nullptr);
    if (auto refused = lock_for_write(conn, org_id, id, row)) {
      return *refused;
    }
    // Drafts are validated at PATCH, but the rules may have tightened since; publish
    // is the last gate before the extractor runs this content.
    std::vector<domain::schema::problem> problems;
    if (!domain::schema::parse_publishable(json_column(row, 0, 6), "draft", problems)) {
      return api_result{api_outcome::invalid_draft, std::nullopt, std::move(problems)};
    }
    auto published = conn.exec(
        "UPDATE apis SET status = 'PUBLISHED', version = version + 1, published_schema = draft -> 'schema',"
        " published_system_prompt = draft ->> 'systemPrompt', published_inputs = draft -> 'inputs',"
        " published_insights = draft -> 'insights', published_at = now()"
        " WHERE org_id = $1 AND id = $2 RETURNING version, " CXS_ISO("published_at"),
        {org_id, id});
    const auto version = published.integer(0, 0);
    const auto published_at = published.text(0, 1);
    conn.exec("INSERT INTO api_versions (id, org_id, api_id, version, schema, system_prompt, inputs, insights,"
              " published_at, published_by)"
              " SELECT $3, org_id, id, version, published_schema, published_system_prompt, published_inputs,"
              " published_insights, published_at, $4 FROM apis WHERE org_id = $1 AND id = $2",
              {org_id, id, version_id, actor.sub});
    const boost::json::object payload{{"apiId", id},           {"projectId", row.text(0, 1)},
                                      {"slug", row.text(0, 2)}, {"name", row.text(0, 3)},
                                      {"version", version},     {"publishedAt", published_at},
                                      {"publishedBy", actor.sub}};
    enqueue_event(conn, event_id, org_id, row.text(0, 1), "api.published", boost::json::serialize(payload));
    audit(conn, org_id, actor, "api.published", id, {{"version", version}});
    notify_cache_change(conn, "api", id);
    return reread(conn, org_id, id);
  });
}

std::optional<page<api_version_row>> list_versions(pg::connection& conn, const std::string& org_id,
                                                   const std::string& id, int limit, const std::string& cursor) {
  if (select_api(conn, org_id, id, false).rows() == 0) {
    return std::nullopt;
  }
  auto r = conn.exec("SELECT version, " CXS_ISO("published_at") ", published_by FROM api_versions"
                     " WHERE org_id = $1 AND api_id = $2 AND ($3 = '' OR version < $3::integer)"
                     " ORDER BY version DESC LIMIT $4",
                     {org_id, id, cursor, std::to_string(limit + 1)});
  return keyset_page(r, limit, [](const pg::result& rows, int i) {
    return api_version_row{rows.integer(i, 0), rows.text(i, 1), rows.text(i, 2)};
  });
}

boost::json::value get_version(pg::connection& conn, const std::string& org_id, const std::string& id,
                               std::int32_t version) {
  if (select_api(conn, org_id, id, false).rows() == 0) {
    return nullptr;
  }
  auto r = conn.exec("SELECT version, " CXS_ISO("published_at") ", published_by, schema::text, system_prompt,"
                     " inputs::text, insights::text FROM api_versions WHERE org_id = $1 AND api_id = $2 AND version = $3",
                     {org_id, id, std::to_string(version)});
  if (r.rows() == 0) {
    return nullptr;
  }
  return boost::json::object{{"version", r.integer(0, 0)},     {"publishedAt", r.text(0, 1)},
                             {"publishedBy", r.text(0, 2)},    {"schema", json_column(r, 0, 3)},
                             {"systemPrompt", r.text(0, 4)},   {"inputs", json_column(r, 0, 5)},
                             {"insights", json_column(r, 0, 6)}};
}

api_result rollback_api(pg::connection& conn, const std::string& org_id, const std::string& id, std::int32_t version,
                        const api_actor& actor) {
  return pg::in_transaction(conn, [&]() -> api_result {
    pg::result row(nullptr);
    if (auto refused = lock_for_write(conn, org_id, id, row)) {
      return *refused;
    }
    auto copied = conn.exec(
        "UPDATE apis a SET draft = jsonb_build_object('schema', v.schema, 'systemPrompt', v.system_prompt,"
        " 'inputs', v.inputs, 'insights', v.insights)"
        " FROM api_versions v WHERE a.org_id = $1 AND a.id = $2 AND v.org_id = a.org_id AND v.api_id = a.id"
        " AND v.version = $3",
        {org_id, id, std::to_string(version)});
    if (copied.affected() == 0) {
      return api_result{api_outcome::version_not_found, std::nullopt, {}};
    }
    audit(conn, org_id, actor, "api.rollback", id, {{"version", version}, {"fromVersion", row.integer(0, 5)}});
    notify_cache_change(conn, "api", id);
    return reread(conn, org_id, id);
  });
}

api_result archive_api(pg::connection& conn, const std::string& org_id, const std::string& id, const api_actor& actor) {
  return pg::in_transaction(conn, [&]() -> api_result {
    auto row = select_api(conn, org_id, id, true);
    if (row.rows() == 0) {
      return api_result{api_outcome::not_found, std::nullopt, {}};
    }
    if (row.text(0, 4) == "ARCHIVED") {
      return api_result{api_outcome::ok, api_of(row, 0), {}};
    }
    conn.exec("UPDATE apis SET status = 'ARCHIVED' WHERE org_id = $1 AND id = $2", {org_id, id});
    audit(conn, org_id, actor, "api.archived", id, {{"previousStatus", row.text(0, 4)}});
    notify_cache_change(conn, "api", id);
    return reread(conn, org_id, id);
  });
}

boost::json::value discover_apis(pg::connection& conn, const std::string& org_id,
                                 const std::optional<std::string>& project_id, const std::string& status) {
  auto r = conn.exec("SELECT a.slug, a.name, a.status, a.version, " CXS_ISO("a.updated_at") + live_project_join +
                         "WHERE a.org_id = $1 AND ($2::text IS NULL OR a.project_id = $2)"
                         " AND ($3 = 'ALL' OR a.status = $3) ORDER BY a.slug",
                     {org_id, project_id, status});
  boost::json::array out;
  for (int i = 0; i < r.rows(); ++i) {
    out.push_back(boost::json::object{{"slug", r.text(i, 0)},
                                      {"name", r.text(i, 1)},
                                      {"status", r.text(i, 2)},
                                      {"version", r.integer(i, 3)},
                                      {"updatedAt", r.text(i, 4)}});
  }
  return out;
}

slug_lookup find_api_by_slug(pg::connection& conn, const std::string& org_id,
                             const std::optional<std::string>& project_id, const std::string& slug) {
  auto r = conn.exec(
      "SELECT a.slug, a.name, a.status, a.version, a.published_schema::text, a.published_system_prompt,"
      " a.published_inputs::text, CASE WHEN a.published_at IS NULL THEN NULL ELSE " CXS_ISO("a.published_at") " END, " CXS_ISO(
          "a.updated_at") +
          live_project_join + "WHERE a.org_id = $1 AND a.slug = $2 AND ($3::text IS NULL OR a.project_id = $3)",
      {org_id, slug, project_id});
  slug_lookup out;
  if (r.rows() == 1) {
    out.api = boost::json::object{{"slug", r.text(0, 0)},
                                  {"name", r.text(0, 1)},
                                  {"status", r.text(0, 2)},
                                  {"version", r.integer(0, 3)},
                                  {"publishedSchema", json_column(r, 0, 4)},
                                  {"publishedSystemPrompt", string_or_null(r, 0, 5)},
                                  {"publishedInputs", json_column(r, 0, 6)},
                                  {"publishedAt", string_or_null(r, 0, 7)},
                                  {"updatedAt", r.text(0, 8)}};
    return out;
  }
  out.api = nullptr;
  auto slugs = conn.exec("SELECT a.slug" + live_project_join +
                             "WHERE a.org_id = $1 AND a.status = 'PUBLISHED' AND ($2::text IS NULL OR a.project_id = $2)"
                             " ORDER BY a.slug LIMIT 100",
                         {org_id, project_id});
  for (int i = 0; i < slugs.rows(); ++i) {
    out.available_slugs.push_back(slugs.text(i, 0));
  }
  return out;
}

} // namespace cxs::persistence
