#pragma once
// The extractor: every language task of a request (extract, summarize, insights, the AI
// assistant) is one message to it, answered with a typed result.
//
// It is a dispatcher over a fixed pool of detached workers (spawned linked at start, never
// one per request), each running the one `language_engine` chosen at start
// (engines/language/language_engine.hpp): the embedded rules (pool size: the cores) or the
// remote model server (pool size: `[engines.language] concurrency`, so a slow server holds
// neither a scheduler thread nor another pool). Jobs wait in one FIFO queue; a worker takes
// the oldest when it is free.
//
// A worker never throws across the boundary: an exception becomes `failure` = INTERNAL.
// Requesters give every request a timeout (up to the request's deadline) and treat an
// error — the timeout, a dead pool — as UPSTREAM_TIMEOUT (http/language_calls.hpp), so an
// audited call still records its invocation row.
//
// The message types are the engine's own job and result structs, local-only (they carry a
// shared API snapshot and JSON trees): they refuse serialization (actors/local_message.hpp).

#include "actors/local_message.hpp"
#include "engines/language/language_engine.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <memory>

namespace cxs::engines::language {
/// An extraction run (/extract, the playground, the audio route's extraction step) (message).
CXS_LOCAL_MESSAGE(extraction_job)
/// Its result: data, warnings, PHI token map, insights, FHIR, tokens, degraded or failure (message).
CXS_LOCAL_MESSAGE(extraction_result)
/// A summary (/summarize) (message).
CXS_LOCAL_MESSAGE(summary_job)
/// The summary, or its failure (message).
CXS_LOCAL_MESSAGE(summary_result)
/// Insights of an API (/insights) (message).
CXS_LOCAL_MESSAGE(insights_job)
/// The insights, the PHI token map, or the failure (message).
CXS_LOCAL_MESSAGE(insights_result)
/// An AI-assistant answer about a draft (message).
CXS_LOCAL_MESSAGE(assist_job)
/// The answer, whether the model gave it, or the failure (message).
CXS_LOCAL_MESSAGE(assist_result)
} // namespace cxs::engines::language

namespace cxs::actors {

using extractor_actor = caf::typed_actor<
    caf::replies_to<engines::language::extraction_job>::with<engines::language::extraction_result>,
    caf::replies_to<engines::language::summary_job>::with<engines::language::summary_result>,
    caf::replies_to<engines::language::insights_job>::with<engines::language::insights_result>,
    caf::replies_to<engines::language::assist_job>::with<engines::language::assist_result>>;

/// Spawns the dispatcher and its `workers` detached workers (at least one), all running
/// `engine`. Stop it with an exit message; its workers are linked to it.
[[nodiscard]] extractor_actor spawn_extractor(caf::actor_system& system,
                                              std::shared_ptr<const engines::language::language_engine> engine,
                                              int workers);

} // namespace cxs::actors
