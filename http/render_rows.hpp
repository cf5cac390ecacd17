#pragma once
// Management resources as docs/api.md shows them: one *_json function per row type the
// repositories return. Member names and order are the contract's; a nullable member is
// null, never absent, except where docs/api.md says it appears only sometimes (deletedAt
// after DELETE, a webhook's secret on create).

#include "persistence/ai_assist_repository.hpp"
#include "persistence/api_repository.hpp"
#include "persistence/invocation_query_repository.hpp"
#include "persistence/key_admin_repository.hpp"
#include "persistence/org_repository.hpp"
#include "persistence/project_repository.hpp"
#include "persistence/test_transcript_repository.hpp"
#include "persistence/webhook_repository.hpp"

#include <boost/json/object.hpp>

namespace cxs::http {

/// {id, name, status, createdAt, updatedAt}
[[nodiscard]] boost::json::object org_json(const persistence::org_row& org);
/// {id, name, slug, description, createdAt, updatedAt[, deletedAt]}
[[nodiscard]] boost::json::object project_json(const persistence::project_row& project);
/// {id, projectId, slug, name, status, version, draft, publishedSchema, publishedSystemPrompt,
///  publishedInputs, publishedAt, settings, createdAt, updatedAt}
[[nodiscard]] boost::json::object api_json(const persistence::api_row& api);
/// {version, publishedAt, publishedBy}
[[nodiscard]] boost::json::object api_version_json(const persistence::api_version_row& version);
/// {id, projectId, name, mode, prefix, scopes, createdAt, expiresAt, revokedAt, lastUsedAt}
[[nodiscard]] boost::json::object key_json(const persistence::api_key_row& key);
/// {id, projectId, url, events, active, createdAt, updatedAt[, deletedAt][, secret]}
[[nodiscard]] boost::json::object webhook_json(const persistence::webhook_row& webhook);
/// {id, eventId, type, status, attempts, lastStatusCode, lastError, lastAttemptAt,
///  nextAttemptAt, createdAt, deliveredAt}
[[nodiscard]] boost::json::object delivery_json(const persistence::delivery_row& delivery);
/// {id, apiId, endpoint, status, errorCode, latencyMs, audioSeconds, totalTokens,
///  recordedById, patientHash, requestId, createdAt}
[[nodiscard]] boost::json::object invocation_json(const persistence::invocation_meta_row& invocation);
/// {id, apiId, name, transcript, expected, createdAt, updatedAt}
[[nodiscard]] boost::json::object test_transcript_json(const persistence::test_transcript_row& transcript);
/// {id, apiId, want, message, result, engine, createdBy, createdAt}
[[nodiscard]] boost::json::object ai_assist_draft_json(const persistence::ai_assist_draft_row& draft);

} // namespace cxs::http
