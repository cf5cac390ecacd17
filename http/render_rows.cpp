#include "http/render_rows.hpp"

#include "domain/schema/settings.hpp"

#include <boost/json.hpp>

namespace cxs::http {
namespace {

namespace json = boost::json;

json::value or_null(const std::optional<std::string>& text) {
  if (!text) {
    return nullptr;
  }
  return json::string(*text);
}

json::array strings(const std::vector<std::string>& values) {
  json::array out;
  out.reserve(values.size());
  for (const auto& v : values) {
    out.emplace_back(v);
  }
  return out;
}

} // namespace

json::object org_json(const persistence::org_row& org) {
  return {{"id", org.id},
          {"name", org.name},
          {"status", org.status},
          {"createdAt", org.created_at},
          {"updatedAt", org.updated_at}};
}

json::object project_json(const persistence::project_row& project) {
  json::object o{{"id", project.id},
                 {"name", project.name},
                 {"slug", project.slug},
                 {"description", project.description},
                 {"createdAt", project.created_at},
                 {"updatedAt", project.updated_at}};
  if (project.deleted_at) {
    o["deletedAt"] = *project.deleted_at;
  }
  return o;
}

json::object api_json(const persistence::api_row& api) {
  return {{"id", api.id},
          {"projectId", api.project_id},
          {"slug", api.slug},
          {"name", api.name},
          {"status", api.status},
          {"version", api.version},
          {"draft", api.draft},
          {"publishedSchema", api.published_schema},
          {"publishedSystemPrompt", or_null(api.published_system_prompt)},
          {"publishedInputs", api.published_inputs},
          {"publishedAt", or_null(api.published_at)},
          {"settings", domain::schema::to_json(api.settings)},
          {"createdAt", api.created_at},
          {"updatedAt", api.updated_at}};
}

json::object api_version_json(const persistence::api_version_row& version) {
  return {{"version", version.version}, {"publishedAt", version.published_at}, {"publishedBy", version.published_by}};
}

json::object key_json(const persistence::api_key_row& key) {
  return {{"id", key.id},
          {"projectId", key.project_id},
          {"name", key.name},
          {"mode", key.mode},
          {"prefix", key.prefix},
          {"scopes", strings(key.scopes)},
          {"createdAt", key.created_at},
          {"expiresAt", or_null(key.expires_at)},
          {"revokedAt", or_null(key.revoked_at)},
          {"lastUsedAt", or_null(key.last_used_at)}};
}

json::object webhook_json(const persistence::webhook_row& webhook) {
  json::object o{{"id", webhook.id},
                 {"projectId", webhook.project_id},
                 {"url", webhook.url},
                 {"events", strings(webhook.events)},
                 {"active", webhook.active},
                 {"createdAt", webhook.created_at},
                 {"updatedAt", webhook.updated_at}};
  if (webhook.deleted_at) {
    o["deletedAt"] = *webhook.deleted_at;
  }
  if (webhook.secret) {
    o["secret"] = *webhook.secret;
  }
  return o;
}

json::object delivery_json(const persistence::delivery_row& delivery) {
  json::value status_code = nullptr;
  if (delivery.last_status_code) {
    status_code = *delivery.last_status_code;
  }
  return {{"id", delivery.id},
          {"eventId", delivery.event_id},
          {"type", delivery.type},
          {"status", delivery.status},
          {"attempts", delivery.attempts},
          {"lastStatusCode", std::move(status_code)},
          {"lastError", or_null(delivery.last_error)},
          {"lastAttemptAt", or_null(delivery.last_attempt_at)},
          {"nextAttemptAt", or_null(delivery.next_attempt_at)},
          {"createdAt", delivery.created_at},
          {"deliveredAt", or_null(delivery.delivered_at)}};
}

json::object invocation_json(const persistence::invocation_meta_row& invocation) {
  return {{"id", invocation.id},
          {"apiId", invocation.api_id},
          {"endpoint", invocation.endpoint},
          {"status", invocation.status},
          {"errorCode", or_null(invocation.error_code)},
          {"latencyMs", invocation.latency_ms},
          {"audioSeconds", invocation.audio_seconds},
          {"totalTokens", invocation.total_tokens},
          {"recordedById", or_null(invocation.recorded_by_id)},
          {"patientHash", or_null(invocation.patient_hash)},
          {"requestId", invocation.request_id},
          {"createdAt", invocation.created_at}};
}

json::object test_transcript_json(const persistence::test_transcript_row& transcript) {
  return {{"id", transcript.id},
          {"apiId", transcript.api_id},
          {"name", transcript.name},
          {"transcript", transcript.transcript},
          {"expected", transcript.expected},
          {"createdAt", transcript.created_at},
          {"updatedAt", transcript.updated_at}};
}

json::object ai_assist_draft_json(const persistence::ai_assist_draft_row& draft) {
  return {{"id", draft.id},         {"apiId", draft.api_id},      {"want", draft.want},
          {"message", draft.message}, {"result", draft.result},   {"engine", draft.engine},
          {"createdBy", draft.created_by}, {"createdAt", draft.created_at}};
}

} // namespace cxs::http
