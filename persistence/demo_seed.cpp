#include "persistence/demo_seed.hpp"

#include "domain/templates/templates.hpp"
#include "persistence/pg.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

constexpr std::string_view demo_org = demo_org_id;
constexpr const char* demo_project_slug = "demo";
constexpr const char* demo_api_slug = "opd-consult";
constexpr const char* demo_key_name = "demo key (scripts/run)";

// The demo API is the opd-consult starter template, published as version 1.
constexpr std::string_view demo_template = "opd-consult";

} // namespace

demo_tenant seed_demo(pg::connection& conn, const demo_key& key,
                      const std::function<std::string(std::string_view prefix)>& new_id) {
  return pg::in_transaction(conn, [&] {
    demo_tenant t;
    t.org_id = demo_org;
    t.api_slug = demo_api_slug;
    conn.exec("INSERT INTO orgs (id, name, status) VALUES ($1, 'Demo Hospital', 'ACTIVE') ON CONFLICT (id) DO NOTHING",
              {t.org_id});

    auto project = conn.exec("SELECT id FROM projects WHERE org_id = $1 AND slug = $2 AND deleted_at IS NULL",
                             {t.org_id, std::string(demo_project_slug)});
    if (project.rows() == 1) {
      t.project_id = project.text(0, 0);
    } else {
      t.project_id = new_id("prj_");
      conn.exec("INSERT INTO projects (id, org_id, name, slug) VALUES ($1, $2, 'Demo project', $3)",
                {t.project_id, t.org_id, std::string(demo_project_slug)});
    }

    auto api = conn.exec("SELECT id FROM apis WHERE org_id = $1 AND slug = $2", {t.org_id, t.api_slug});
    if (api.rows() == 1) {
      t.api_id = api.text(0, 0);
    } else {
      t.api_id = new_id("api_");
      auto draft = domain::templates::draft(*domain::templates::find(demo_template));
      const auto json = [&draft](const char* member) { return boost::json::serialize(draft[member]); };
      conn.exec(
          "INSERT INTO apis (id, org_id, project_id, slug, name, status, version, draft, published_schema,"
          " published_system_prompt, published_inputs, published_insights, published_at)"
          " VALUES ($1, $2, $3, $4, 'OPD consult (demo)', 'PUBLISHED', 1, $5::jsonb, $6::jsonb, $7, $8::jsonb,"
          " $9::jsonb, now())",
          {t.api_id, t.org_id, t.project_id, t.api_slug, boost::json::serialize(draft), json("schema"),
           std::string(draft["systemPrompt"].as_string()), json("inputs"), json("insights")});
      conn.exec(
          "INSERT INTO api_versions (id, org_id, api_id, version, schema, system_prompt, inputs, insights, published_at,"
          " published_by) SELECT $1, org_id, id, 1, published_schema, published_system_prompt, published_inputs,"
          " published_insights, published_at, 'scripts/run' FROM apis WHERE org_id = $2 AND id = $3",
          {new_id("ver_"), t.org_id, t.api_id});
    }

    conn.exec("UPDATE api_keys SET revoked_at = now() WHERE org_id = $1 AND project_id = $2 AND name = $3"
              " AND revoked_at IS NULL",
              {t.org_id, t.project_id, std::string(demo_key_name)});
    conn.exec(
        "INSERT INTO api_keys (id, org_id, project_id, name, mode, lookup_prefix, key_hash, scopes, created_by)"
        " VALUES ($1, $2, $3, $4, 'test', $5, $6,"
        " ARRAY['extract','audio','summarize','insights','apis:read'], 'scripts/run')",
        {key.id, t.org_id, t.project_id, std::string(demo_key_name), key.lookup_prefix, key.hash});
    return t;
  });
}

} // namespace cxs::persistence
