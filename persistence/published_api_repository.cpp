#include "persistence/published_api_repository.hpp"

#include "persistence/pg.hpp"
#include "persistence/sql.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {

std::optional<published_api> find_published_api(pg::connection& conn, const std::string& org_id,
                                                 const std::string& project_id, const std::string& slug) {
  auto r = conn.exec("SELECT a.id, a.slug, a.version, " CXS_ISO("a.published_at") ", a.published_schema::text,"
                     " a.published_inputs::text, coalesce(a.published_insights, '{\"enabled\":false,\"kinds\":[]}')::text,"
                     " a.settings::text, coalesce(a.published_system_prompt, '')"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $1 AND a.project_id = $2 AND a.slug = $3 AND a.status = 'PUBLISHED'"
                     " AND p.deleted_at IS NULL",
                     {org_id, project_id, slug});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  published_api api;
  api.id = r.text(0, 0);
  api.slug = r.text(0, 1);
  api.version = static_cast<int>(r.integer(0, 2));
  api.published_at = r.text(0, 3);
  api.schema = boost::json::parse(r.text(0, 4));
  api.inputs = boost::json::parse(r.text(0, 5));
  api.insights = boost::json::parse(r.text(0, 6));
  api.settings = boost::json::parse(r.text(0, 7));
  api.system_prompt = r.text(0, 8);
  return api;
}

std::vector<std::string> published_slugs(pg::connection& conn, const std::string& org_id, const std::string& project_id) {
  auto r = conn.exec("SELECT slug FROM apis WHERE org_id = $1 AND project_id = $2 AND status = 'PUBLISHED'"
                     " ORDER BY slug LIMIT 100",
                     {org_id, project_id});
  std::vector<std::string> out;
  for (int i = 0; i < r.rows(); ++i) {
    out.push_back(r.text(i, 0));
  }
  return out;
}

std::optional<draft_api> find_draft_api(pg::connection& conn, const std::string& org_id, const std::string& api_id) {
  auto r = conn.exec("SELECT a.id, a.slug, a.project_id, a.status, coalesce(a.draft -> 'schema', '{}')::text,"
                     " coalesce(a.draft -> 'inputs', '[]')::text,"
                     " coalesce(a.draft -> 'insights', '{\"enabled\":false,\"kinds\":[]}')::text, a.settings::text,"
                     " coalesce(a.draft ->> 'systemPrompt', '')"
                     " FROM apis a JOIN projects p ON p.org_id = a.org_id AND p.id = a.project_id"
                     " WHERE a.org_id = $1 AND a.id = $2 AND p.deleted_at IS NULL",
                     {org_id, api_id});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  draft_api out;
  out.api.id = r.text(0, 0);
  out.api.slug = r.text(0, 1);
  out.project_id = r.text(0, 2);
  out.status = r.text(0, 3);
  out.api.published_at = "draft";
  out.api.schema = boost::json::parse(r.text(0, 4));
  out.api.inputs = boost::json::parse(r.text(0, 5));
  out.api.insights = boost::json::parse(r.text(0, 6));
  out.api.settings = boost::json::parse(r.text(0, 7));
  out.api.system_prompt = r.text(0, 8);
  return out;
}

std::optional<std::string> find_test_transcript_text(pg::connection& conn, const std::string& org_id,
                                                     const std::string& api_id, const std::string& transcript_id) {
  auto r = conn.exec("SELECT transcript FROM test_transcripts WHERE org_id = $1 AND api_id = $2 AND id = $3",
                     {org_id, api_id, transcript_id});
  if (r.rows() == 0) {
    return std::nullopt;
  }
  return r.text(0, 0);
}

} // namespace cxs::persistence
