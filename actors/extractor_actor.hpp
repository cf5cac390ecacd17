#pragma once
// The extractor: every language task of a request (extract, summarize, insights, the AI
// assistant) is one message to it, answered with a typed result.
//
// It is a dispatcher over two fixed pools of workers (spawned linked at start, never one per
// request), each worker running the one `language_engine` chosen at start
// (engines/language/language_engine.hpp):
//   - scheduler workers (embedded engine only, `workers` of them): short jobs, whose text is
//     at most `scheduler_job_max_bytes`. The embedded rules compute for well under a
//     millisecond on a consult of that size, so such a job runs on a CAF scheduler thread
//     like any other actor's work; this spares two thread wake-ups per request, the largest
//     single cost of /extract under load (docs/performance.md, issue 14).
//   - detached workers (`workers` of them), each on its own thread: long jobs of the
//     embedded engine, so no scheduler thread is held for more than a few milliseconds, and
//     every job of the remote engine (pool size `[engines.language] concurrency`), which
//     waits on the network, so a slow server holds neither a scheduler thread nor another pool.
// The detached pool has one FIFO queue (a free worker takes the oldest job); the scheduler
// pool hands jobs to its workers in turn, and each answers the requester directly.
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

#include <cstddef>
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

/// Text of a job above which the embedded engine's job runs on a detached worker: 16 KiB,
/// about 2,700 words, about 1.5 ms of rules (a 1,500-word consult takes 0.7-0.9 ms).
inline constexpr std::size_t scheduler_job_max_bytes = 16 * 1024;

/// Which pool runs a job: the scheduler one only for a short job of a local engine.
enum class extractor_pool { scheduler, detached };
[[nodiscard]] extractor_pool pool_for(const engines::language::extraction_job& job, bool remote_engine);
[[nodiscard]] extractor_pool pool_for(const engines::language::summary_job& job, bool remote_engine);
[[nodiscard]] extractor_pool pool_for(const engines::language::insights_job& job, bool remote_engine);
[[nodiscard]] extractor_pool pool_for(const engines::language::assist_job& job, bool remote_engine);

/// Spawns the dispatcher and its workers, all running `engine`: `workers` detached ones (at
/// least one) and, for a local engine, as many scheduler ones. Stop it with an exit message;
/// its workers are linked to it.
[[nodiscard]] extractor_actor spawn_extractor(caf::actor_system& system,
                                              std::shared_ptr<const engines::language::language_engine> engine,
                                              int workers);

} // namespace cxs::actors
