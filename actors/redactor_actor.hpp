#pragma once
// The redactor: PHI redaction (domain/phi) as its own actor. With an API's `redactPHI`
// setting on, every text task of that API (/extract, /insights, the playground, the
// assistant's diagnose runs, the extraction step of /audio/extract) first asks it for the
// redaction of the client's text and of the request's other free texts a model may read
// (an insights call's priorNoteSummary, the values of declared `inputs`), then hands the
// extractor those redactions (http/language_calls.hpp): the language engine reads and sends
// only redacted text, returns the one token map of them all and maps evidence back onto
// the original with the consult's redaction spans. With `redactPHI` off nobody asks it.
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
#include <span>
#include <string>
#include <vector>

namespace cxs::actors {

/// One more free text of the request, besides the consult, that a model may read.
struct redact_part {
  std::string text;  ///< as the client sent it
  /// Context the detectors may read it after (domain::phi::redaction_input::labels): e.g. a
  /// declared input's key in words and its description. Never redacted or returned.
  std::vector<std::string> labels;
};

/// Redact the free texts of one request, all together (domain::phi::redact_together): one
/// token per identifier across all of them, so the same name is the same token in the
/// consult and in a prior note, and one token map restores what a model echoes from any.
struct redact_request {
  std::string text;                ///< the consult, transcript or test transcript exactly as sent
  std::vector<redact_part> others;  ///< the request's other free texts (may be empty)
};
CXS_LOCAL_MESSAGE(redact_request)

/// The redaction of a `redact_request`, or why there is none.
struct redact_result {
  /// The redaction of `text`: the redacted text (`text`), the identifiers' spans in the
  /// original text (`spans`, what domain::phi::original_offset needs to map evidence back)
  /// and the token map (token → original value, `token_map`) of the WHOLE request: the
  /// tokens of `text` and of every `others` text, in order of first use. Shared and
  /// immutable: it travels on to the extractor without a copy. Null when `failure` is set.
  std::shared_ptr<const domain::phi::redaction> redaction;
  /// Each of the request's `others`, redacted, in the same order (text only: no evidence
  /// offsets point into them). Empty when `failure` is set.
  std::vector<std::string> others;
  /// INTERNAL when the redaction threw (a bug; the worker keeps serving).
  std::optional<domain::error_code> failure;
};
CXS_LOCAL_MESSAGE(redact_result)

using redactor_actor = caf::typed_actor<caf::replies_to<redact_request>::with<redact_result>>;

/// The redaction a worker runs: domain::phi::redact_together, except in tests (a fake that
/// throws). Input 0 is the request's `text`, then its `others` in order.
using redact_function =
    std::function<domain::phi::joint_redaction(std::span<const domain::phi::redaction_input>)>;

/// Spawns the dispatcher and its `workers` (at least one) scheduled workers, each running
/// `redact` (domain::phi::redact_together when empty). Stop it with an exit message; its
/// workers are linked to it.
[[nodiscard]] redactor_actor spawn_redactor(caf::actor_system& system, int workers, redact_function redact = {});

} // namespace cxs::actors
