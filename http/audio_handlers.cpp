// The audio surface (API keys, scope `audio`): POST /audio/transcribe,
// POST /audio/extract/:apiSlug and POST /audio/extract/:apiSlug/stream (text/event-stream).
//
// The edge has already streamed the multipart upload to a temporary file (http/edge/session.cpp).
// Here: the form is read and checked, the work goes to the request's transcription
// (actors/transcription.hpp: decoder pool → chunk plan → one chunk transcriber per chunk on
// the speech pool → transcript joined in order), and its typed answer is rendered: the
// transcript, the extraction of it (stream: `transcript`, `data` and `done` frames, with
// opt-in `progress` frames) or the error. When the client of a stream goes away the work is
// cancelled and the call recorded as CLIENT_CLOSED.

#include "domain/text/json_write.hpp"
#include "config/config.hpp"
#include "domain/languages.hpp"
#include "actors/transcription.hpp"
#include "http/audited_call.hpp"
#include "http/language_calls.hpp"
#include "http/published_lookup.hpp"
#include "http/routes.hpp"
#include "http/uploads.hpp"
#include "metrics/log.hpp"

#include <boost/json.hpp>

#include <cmath>

namespace cxs::http {
namespace {

using actors::api_error;
using domain::error_code;
namespace speech = engines::speech;

/// The validated form fields of an audio request.
struct audio_form {
  std::optional<std::string> language;
  speech::speaker_mode speakers = speech::speaker_mode::doctor;
  boost::json::object request;  ///< {"inputs": {...}} for the extraction job
  bool progress = false;        ///< form field progress=true: the stream also sends progress frames
};

// One audio call's work in flight, shared by its continuations and its disconnect handler.
struct audio_call {
  std::shared_ptr<actors::transcription> work;
  bool answered = false;  ///< the audited `done` has been called (once: result or CLIENT_CLOSED)
};
using call_ptr = std::shared_ptr<audio_call>;

// Reads the form fields shared by the three endpoints. Returns the first error to answer.
std::optional<actors::api_error> read_form(const context_ptr& ctx, audited_result& partial, audio_form& out) {
  const auto& req = ctx->request();
  std::vector<actors::field_problem> problems;
  if (!req.upload) {
    problems.push_back({"file", "is required (a multipart file part named \"file\")"});
  } else if (req.upload->bytes == 0) {
    problems.push_back({"file", "must not be empty"});
  }
  // Every form field must be clean text before any is used (or stored with the record).
  if (auto bad = form_text_problems(req.form); !bad.empty()) {
    return api_error::invalid(std::move(bad));
  }
  const auto field = [&](const char* name) -> std::optional<std::string> {
    const auto it = req.form.find(name);
    if (it == req.form.end() || it->second.empty()) {
      return std::nullopt;
    }
    return it->second;
  };
  if (auto mode = field("speakerMode")) {
    if (*mode == "doctor") {
      out.speakers = speech::speaker_mode::doctor;
    } else if (*mode == "doctor_patient") {
      out.speakers = speech::speaker_mode::doctor_patient;
    } else {
      problems.push_back({"speakerMode", "must be doctor or doctor_patient"});
    }
  }
  if (auto progress = field("progress")) {
    if (*progress == "true" || *progress == "false") {
      out.progress = *progress == "true";
    } else {
      problems.push_back({"progress", "must be true or false"});
    }
  }
  if (auto inputs = field("inputs")) {
    boost::system::error_code ec;
    auto parsed = boost::json::parse(*inputs, ec);
    if (ec || !parsed.is_object()) {
      problems.push_back({"inputs", "must be a JSON object encoded as a string"});
    } else {
      const auto before = problems.size();
      json_text_problems(parsed, "inputs", problems);  // "\u0000" escapes inside it
      if (problems.size() == before) {
        out.request["inputs"] = std::move(parsed);
      }
    }
  }
  boost::json::object audit_fields;
  if (auto hash = field("patientHash")) {
    audit_fields["patientHash"] = *hash;
  }
  if (auto who = field("recordedById")) {
    audit_fields["recordedById"] = *who;
  }
  read_audit_fields(audit_fields, partial, problems);
  if (!problems.empty()) {
    return api_error::invalid(std::move(problems));
  }
  if (auto language = field("language")) {
    const auto& svc = ctx->svc();
    // Only a code from our own list is ever quoted back (never the client's bytes).
    if (!domain::is_supported_language(*language)) {
      return api_error::of(error_code::unsupported_language,
                           "Unknown language code; GET /languages lists the supported ones.");
    }
    if (svc.speech_accepts_language && !svc.speech_accepts_language(*language)) {
      return api_error::of(error_code::unsupported_language,
                           "Language \"" + *language +
                               "\" needs a translating speech engine, and none is configured: the embedded "
                               "speech engine transcribes English (\"en\") only.");
    }
    out.language = *language;
  }
  return std::nullopt;
}

// Hands the upload to the request's transcription; `done` is called once, in the supervisor.
std::shared_ptr<actors::transcription> transcribe(const context_ptr& ctx, const audio_form& form,
                                                  actors::progress_fn progress, actors::transcribed_fn done) {
  actors::transcription_input input;
  input.upload = ctx->request().upload;
  input.language = form.language;
  input.speakers = form.speakers;
  input.pcm_directory = upload_directory(ctx->svc().config->http);
  input.pcm_prefix = temp_prefix("pcm");
  return actors::transcribe(ctx, std::move(input), std::move(progress), std::move(done));
}

boost::json::object transcription_json(const actors::transcript& t) {
  return {{"transcript", t.text},
          {"language", t.language},
          {"durationSec", static_cast<std::int64_t>(std::llround(t.duration_sec))},
          {"chunked", t.chunk_count > 1},
          {"chunkCount", t.chunk_count}};
}

int billed_seconds(const actors::transcript& t) { return static_cast<int>(std::ceil(t.duration_sec)); }


// The stream's client went away: stop the workers and record the call as CLIENT_CLOSED.
void cancel_on_disconnect(const context_ptr& ctx, const call_ptr& job, const audited_done& done,
                          const std::shared_ptr<audited_result>& partial) {
  ctx->on_client_closed([ctx, job, done, partial] {
    if (job->work) {
      job->work->cancel();
    }
    if (job->answered) {
      return;  // its outcome is already being recorded
    }
    job->answered = true;
    audited_result r = *partial;
    r.response = actors::error_response(api_error::of(error_code::client_closed), ctx->request().request_id);
    r.response.status = 0;
    done(std::move(r));
  });
}

void transcribe_route(const context_ptr& ctx) {
  run_audited(ctx, "audio.transcribe", "audio", [](const context_ptr& ctx, const actors::key_principal&, audited_done done) {
    audited_result partial;
    audio_form form;
    if (auto err = read_form(ctx, partial, form)) {
      return done(error_result(ctx, *err, partial));
    }
    (void)transcribe(ctx, form, nullptr, [ctx, partial, done](actors::transcription_outcome out) mutable {
      if (out.error) {
        return done(error_result(ctx, *out.error, partial));
      }
      const auto& t = out.value;
      partial.audio_seconds = billed_seconds(*t);
      partial.total_tokens = t->total_tokens;
      partial.response = actors::json_response(200, domain::text::write_json(transcription_json(*t)));
      if (t->degraded) {
        partial.response.headers.emplace_back("X-Svc-Degraded", "speech");
      }
      done(std::move(partial));
    });
  });
}

// Shared by the one-shot and streamed audio extract: everything up to the published API.
void audio_extract(const context_ptr& ctx, const actors::key_principal& key, audited_done done, bool stream) {
  audited_result partial;
  audio_form form;
  if (auto err = read_form(ctx, partial, form)) {
    return done(error_result(ctx, *err, partial));
  }
  const auto params = query_params(ctx->request().query);
  const bool fhir = params.count("format") && params.at("format") == "fhir";
  with_published_api(ctx, key, partial, done, [ctx, form, done, stream, fhir](std::shared_ptr<const persistence::published_api> shared_api,
                                                                             audited_result partial) mutable {
    std::vector<actors::field_problem> problems;
    check_inputs(form.request, shared_api->inputs, problems);
    if (!problems.empty()) {
      return done(error_result(ctx, api_error::invalid(std::move(problems)), partial));
    }
    if (partial.retain_payloads) {
      // Audio is never retained; the form fields are (the API asked for payloads).
      boost::json::object kept = form.request;
      // The part's filename is not a form field: kept readable rather than refused.
      kept["file"] = field_label(ctx->request().upload->filename);
      partial.retained_input = domain::text::write_json(kept);
    }
    auto job = std::make_shared<audio_call>();
    actors::progress_fn progress;
    auto shared_partial = std::make_shared<audited_result>(partial);
    if (stream) {
      ctx->open_stream();
      cancel_on_disconnect(ctx, job, done, shared_partial);
      if (form.progress) {
        // Weak: the work must not keep the request context alive.
        progress = [weak = std::weak_ptr<actors::request_context>(ctx)](std::string_view stage, std::size_t done_chunks,
                                                                        std::size_t count) {
          const auto ctx = weak.lock();
          if (!ctx) {
            return;
          }
          ctx->stream_frame(actors::sse_frame("progress", {{"stage", stage},
                                                   {"chunksDone", static_cast<std::int64_t>(done_chunks)},
                                                   {"chunkCount", static_cast<std::int64_t>(count)}}));
        };
      }
    }
    job->work = transcribe(ctx, form, progress, [ctx, job, form, done, stream, fhir, shared_api, shared_partial,
                                                 progress](actors::transcription_outcome out) {
      if (job->answered) {
        return;  // the client went away; already recorded as CLIENT_CLOSED
      }
      const auto& t = out.value;
      const auto& e = out.error;
      audited_result partial = *shared_partial;
      if (e) {
        job->answered = true;
        if (e->code == error_code::client_closed) {
          partial.response = actors::error_response(*e, ctx->request().request_id);
          partial.response.status = 0;
          return done(std::move(partial));
        }
        return done(error_result(ctx, *e, partial));
      }
      partial.audio_seconds = billed_seconds(*t);
      partial.total_tokens = t->total_tokens;
      *shared_partial = partial;
      if (stream) {
        if (progress) {
          // The last progress frame: transcription is over, extraction starts.
          progress("extract", static_cast<std::size_t>(t->chunk_count), static_cast<std::size_t>(t->chunk_count));
        }
        ctx->stream_frame(actors::sse_frame("transcript", transcription_json(*t)));
      }
      if (t->text.empty()) {
        job->answered = true;
        return done(error_result(ctx,
                                 api_error::invalid({{"file", "contains no recognisable speech"}})
                                     .with_message("No speech was recognised in the audio."),
                                 partial));
      }
      // The transcript goes through the same language engine as /extract (remote when
      // configured, with its fallback), then the answer is shaped for the audio endpoint.
      auto on_output = [ctx, job, done, stream, t = *t, partial](engines::language::extraction_result& out) mutable {
        if (job->answered) {
          return;  // the client went away meanwhile; already recorded
        }
        job->answered = true;
        partial.total_tokens += static_cast<int>(out.total_tokens);
        if (out.failure) {
          return done(error_result(ctx, api_error::of(*out.failure), partial));
        }
        const bool language_degraded = out.degraded;
        auto body = extraction_body(out);
        const auto latency = std::chrono::duration_cast<std::chrono::milliseconds>(
                                 std::chrono::steady_clock::now() - ctx->request().received_at)
                                 .count();
        std::string degraded = t.degraded ? "speech" : "";
        if (language_degraded) {
          degraded += degraded.empty() ? "language" : ", language";
        }
        if (stream) {
          boost::json::object data_frame{{"data", body["data"]}, {"apiSlug", body["apiSlug"]},
                                         {"version", body["version"]}};
          if (auto* map = body.if_contains("phiTokenMap")) {
            data_frame["phiTokenMap"] = *map;
          }
          if (auto* warnings = body.if_contains("warnings")) {
            data_frame["warnings"] = *warnings;
          }
          ctx->stream_frame(actors::sse_frame("data", std::move(data_frame)));
          // The `done` frame goes out once the invocation row is durable. The stream's
          // headers left long ago, so degradation is reported in it rather than a header.
          boost::json::object done_frame{{"type", "done"}, {"requestId", ctx->request().request_id},
                                         {"latencyMs", latency}};
          if (!degraded.empty()) {
            done_frame["degraded"] = degraded;
          }
          partial.response = actors::json_response(200, domain::text::write_json(done_frame));
        } else {
          for (auto& member : transcription_json(t)) {
            body[member.key()] = member.value();
          }
          partial.response = actors::json_response(200, domain::text::write_json(body));
          if (!degraded.empty()) {
            partial.response.headers.emplace_back("X-Svc-Degraded", degraded);
          }
        }
        done(std::move(partial));
      };
      engines::language::extraction_job extraction;
      extraction.api = shared_api;
      extraction.request = form.request;
      extraction.text = t->text;
      extraction.fhir = fhir;
      ask_extractor(ctx, std::move(extraction), std::move(on_output));
    });
  });
}

} // namespace

void add_audio_routes(router& routes) {
  routes.add_upload("POST", base_path + "/audio/transcribe", transcribe_route);
  routes.add_upload("POST", base_path + "/audio/extract/:apiSlug", [](const context_ptr& ctx) {
    run_audited(ctx, "audio.extract", "audio", [](const context_ptr& ctx, const actors::key_principal& key,
                                                  audited_done done) { audio_extract(ctx, key, std::move(done), false); });
  });
  routes.add_upload("POST", base_path + "/audio/extract/:apiSlug/stream", [](const context_ptr& ctx) {
    run_audited(ctx, "audio.extract.stream", "audio",
                [](const context_ptr& ctx, const actors::key_principal& key, audited_done done) {
                  audio_extract(ctx, key, std::move(done), true);
                });
  });
}

} // namespace cxs::http
