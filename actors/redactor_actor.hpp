#pragma once
// The redactor: PHI redaction (domain/phi) as its own actor. With an API's `redactPHI`
// setting on, every text task of that API (/extract, /insights, the playground, the
// assistant's diagnose runs, the extraction step of /audio/extract) first asks it for the
// redaction of the client's text, then hands the extractor that redaction
// (http/language_calls.hpp): the language engine reads only the redacted text, returns the
// token map and maps evidence back onto the original with the redaction's spans. With
// `redactPHI` off nobody asks it.
//
// One dispatcher, spawned once at start, over `[actors] redactor_workers` stateless
// scheduled workers (actors/redactor.cpp says why scheduled, not detached). A worker never
// throws across the boundary: an exception becomes `failure` = INTERNAL.

#include "actors/local_message.hpp"
#include "domain/errors.hpp"
#include "domain/phi/redactor.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::actors {

/// Redact one text: the consult, transcript or test transcript exactly as the client sent it.
struct redact_request {
  std::string text;
};
CXS_LOCAL_MESSAGE(redact_request)

/// The redaction of a `redact_request`, or why there is none.
struct redact_result {
  /// The redacted text (`text`), the identifiers' spans in the original text (`spans`, what
  /// domain::phi::original_offset needs to map evidence back) and the token map (token →
  /// original value, `token_map`). Shared and immutable: it travels on to the extractor
  /// without a copy. Null when `failure` is set.
  std::shared_ptr<const domain::phi::redaction> redaction;
  /// INTERNAL when the redaction threw (a bug; the worker keeps serving).
  std::optional<domain::error_code> failure;
};
CXS_LOCAL_MESSAGE(redact_result)

using redactor_actor = caf::typed_actor<caf::replies_to<redact_request>::with<redact_result>>;

/// The redaction a worker runs: domain::phi::redact, except in tests (a fake that throws).
using redact_function = std::function<domain::phi::redaction(std::string_view)>;

/// Spawns the dispatcher and its `workers` (at least one) scheduled workers, each running
/// `redact` (domain::phi::redact when empty). Stop it with an exit message; its workers are
/// linked to it.
[[nodiscard]] redactor_actor spawn_redactor(caf::actor_system& system, int workers, redact_function redact = {});

} // namespace cxs::actors
