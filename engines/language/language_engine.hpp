#pragma once
// The language engine: every text task of the service (/extract, the playground,
// /insights, /summarize, the AI assistant and the extraction step of /audio/extract) goes
// through one `language_engine`, chosen once at start (app/serve.cpp) from
// `[engines.language] kind`:
//   - embedded_language (make_embedded_language): the domain rules — domain/extraction,
//     FHIR, insights, summaries;
//   - remote_language_engine (make_remote_language_engine): an OpenAI-compatible model
//     server (remote_language.hpp) behind a circuit breaker, each call's timeout capped by
//     what is left of the request's deadline, and on failure the embedded engine
//     (`degraded`, the response says `X-Svc-Degraded: language`) or UPSTREAM_ERROR /
//     UPSTREAM_TIMEOUT (`failure`), per `fallback`.
//
// Every task gets a job and returns a typed result, never response text: the HTTP layer
// renders it (http/language_calls.hpp). Neither engine redacts PHI: the redactor actor does,
// before the job is sent (see `redaction` in the jobs below). Both engines shape results
// identically (the redacted text read, evidence remapped onto the original text, declared
// inputs, FHIR, insights), so a remote
// answer and an embedded one differ only in what was found.
//
// Blocking (the remote engine waits on the network; the embedded one computes for
// milliseconds): call only from a worker thread (actors/extractor_actor.hpp). Engines are
// shared by all workers: every method is const-safe to call concurrently and never throws.

#include "domain/assist/assistant.hpp"
#include "domain/errors.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/summary.hpp"
#include "domain/phi/redactor.hpp"
#include "domain/schema/schema.hpp"
#include "engines/language/remote_language.hpp"
#include "persistence/published_api_repository.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::engines {
class circuit_breaker;
}

namespace cxs::engines::language {

/// What every job carries from its request.
struct call_context {
  /// The engine must have answered by then (the request's deadline less a margin to shape
  /// and send the answer): a remote call's timeout is capped by what is left.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::string request_id;  ///< server log lines only; also the FHIR bundle's id seed
};

/// /extract, the playground, the audio route's extraction step: one run over an API
/// configuration (the published snapshot, or a draft with `published_at` = "draft").
struct extraction_job {
  call_context call;
  std::shared_ptr<const persistence::published_api> api;
  boost::json::object request;  ///< the request body (its `inputs` fill empty fields and the prompt)
  std::string text;             ///< the consult text, as the client sent it
  /// With the API's redactPHI on: the redactor's answer for `text` (actors/redactor_actor.hpp);
  /// its token map covers `redacted_inputs` too.
  std::shared_ptr<const domain::phi::redaction> redaction;
  /// With the API's redactPHI on and an `inputs` object in `request`: those inputs as a model
  /// may read them, every free-text value redacted with the same tokens as `text`
  /// (http/language_calls.hpp says which values). What a remote model is sent instead of
  /// `request`'s; the rules that copy inputs into empty fields read the originals.
  std::shared_ptr<const boost::json::object> redacted_inputs;
  bool include_insights = false;
  bool fhir = false;  ///< ?format=fhir: also a FHIR R4 bundle
};

/// What an extraction run found. Evidence offsets are in code points of the ORIGINAL text,
/// also when the engine read the redacted one.
struct extraction_result {
  boost::json::value data;                      ///< the API's schema filled (an object)
  boost::json::value warnings;                  ///< array of warnings; null when there are none
  std::optional<boost::json::value> phi_token_map;  ///< with redactPHI on: token → original
  std::optional<boost::json::value> insights;   ///< with includeInsights on an API with insights enabled
  std::optional<boost::json::value> fhir;       ///< with fhir: the bundle
  std::string api_slug;
  std::string version;            ///< the snapshot's `published_at` ("draft" in the playground)
  std::int64_t total_tokens = 0;  ///< the model's usage (remote engine only)
  /// The remote engine failed and the embedded one answered instead (fallback "embedded").
  bool degraded = false;
  /// Set when there is no result: UPSTREAM_ERROR / UPSTREAM_TIMEOUT (remote, fallback
  /// "none", or no worker answered before the deadline) or INTERNAL (a bug).
  std::optional<domain::error_code> failure;
};

/// /summarize.
struct summary_job {
  call_context call;
  std::string text;
  domain::extraction::summary_style style = domain::extraction::summary_style::executive;
  int max_lines = 10;
};

struct summary_result {
  std::string summary;  ///< lines joined with '\n'
  std::int64_t total_tokens = 0;
  bool degraded = false;
  std::optional<domain::error_code> failure;  ///< as extraction_result::failure
};

/// /insights/:apiSlug (the API's insights must be enabled; `kinds` are its configured ones).
struct insights_job {
  call_context call;
  std::shared_ptr<const persistence::published_api> api;
  std::string transcript;
  /// With the API's redactPHI on: the redactor's answer for `transcript` (as extraction_job);
  /// its token map covers `redacted_prior_note_summary` too.
  std::shared_ptr<const domain::phi::redaction> redaction;
  std::string prior_note_summary;  ///< as the client sent it (may be empty)
  /// With the API's redactPHI on and a non-empty `prior_note_summary`: that summary redacted
  /// with the same tokens as `transcript`. What a remote model is sent; the embedded
  /// prior-note rules (allergies, conditions; no offsets) read the original.
  std::optional<std::string> redacted_prior_note_summary;
  std::vector<domain::schema::insight_kind> kinds;
};

struct insights_result {
  boost::json::value insights;                  ///< {items, counts, checklist[, priorNote]}
  std::optional<boost::json::value> phi_token_map;  ///< with redactPHI on
  std::int64_t total_tokens = 0;
  bool degraded = false;
  std::optional<domain::error_code> failure;  ///< as extraction_result::failure
};

/// One saved test transcript, as the assistant's `diagnose` runs it.
struct assist_transcript {
  std::string id;
  std::string name;
  std::string transcript;
  boost::json::value expected;
  /// With the draft's redactPHI on: the redactor's answer for `transcript` (as extraction_job).
  std::shared_ptr<const domain::phi::redaction> redaction;
};

/// POST /ai-assist: an answer about one API's draft.
struct assist_job {
  call_context call;
  domain::assist::want want = domain::assist::want::chat;
  std::string message;  ///< the administrator's message (may be empty)
  std::shared_ptr<const persistence::published_api> api;  ///< the draft
  std::vector<assist_transcript> transcripts;              ///< diagnose only
};

struct assist_result {
  boost::json::object result;  ///< the embedded answer, plus the model's `answer` when it gave one
  bool remote_used = false;    ///< the model answered (stored as the draft's engine "remote")
  bool degraded = false;       ///< the model failed: the embedded answer stands alone
  std::int64_t total_tokens = 0;
  std::optional<domain::error_code> failure;  ///< INTERNAL on a bug, UPSTREAM_TIMEOUT when no worker answered
};

/// PHI redaction is not the engine's work: with an API's `redactPHI` on, the caller asks the
/// redactor actor first and puts its answer in the job (`redaction`, `redacted_inputs`,
/// `redacted_prior_note_summary`). The engine then reads only the redacted consult (also
/// what a remote model is sent), sends a model only redacted inputs and prior note, returns
/// the one token map as `phi_token_map`, and maps every evidence span back onto the
/// original text with the redaction's spans. With `redactPHI` on and a redaction missing
/// from the job (of the consult; of the inputs when the request has any; of a non-empty
/// prior note) the engine answers INTERNAL rather than read, or send, unredacted text.

/// The language engine. Implementations never throw (a bug is `failure` = INTERNAL).
class language_engine {
public:
  virtual ~language_engine() = default;

  [[nodiscard]] virtual extraction_result extract(const extraction_job& job) const = 0;
  [[nodiscard]] virtual summary_result summarize(const summary_job& job) const = 0;
  [[nodiscard]] virtual insights_result insights(const insights_job& job) const = 0;
  [[nodiscard]] virtual assist_result assist(const assist_job& job) const = 0;

  /// True for the model server (its calls mostly wait on the network).
  [[nodiscard]] virtual bool remote() const = 0;
};

/// The domain rules.
[[nodiscard]] std::shared_ptr<const language_engine> make_embedded_language();

/// What the remote engine needs (from `[engines.language]`).
struct remote_options {
  remote_endpoint endpoint;        ///< `timeout` is the per-call cap
  bool fallback_embedded = true;   ///< `fallback = "embedded"`
  int breaker_failures = 5;        ///< consecutive failures that open the breaker
  std::chrono::milliseconds breaker_pause{30000};  ///< how long it stays open
  metrics::service_metrics* metrics = nullptr;     ///< calls, waits, fallbacks, ungrounded values
};

/// The OpenAI-compatible model server, with the embedded engine as fallback.
[[nodiscard]] std::shared_ptr<const language_engine> make_remote_language_engine(remote_options options);

/// The clinical priors switched by an API's settings (all on unless set false).
[[nodiscard]] domain::extraction::extraction_options options_from(const boost::json::value& settings);

/// A boolean setting, `fallback` when absent or not a boolean.
[[nodiscard]] bool setting(const boost::json::value& settings, const char* key, bool fallback);

} // namespace cxs::engines::language
