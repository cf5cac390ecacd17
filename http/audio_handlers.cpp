// The audio surface (API keys, scope `audio`): POST /audio/transcribe,
// POST /audio/extract/:apiSlug and POST /audio/extract/:apiSlug/stream (text/event-stream).
//
// The edge has already streamed the multipart upload to a temporary file (http/server.cpp);
// here the supervisor runs: form checks → decode (FFmpeg, on an audio worker) to a raw PCM
// temporary file → chunk plan (quiet points) → one transcription task per chunk on the
// speech workers, in parallel, each retried twice on engine failure → join in order →
// (stream: `transcript` frame) → extraction → (stream: `data` frame) → durable invocation
// row → response (stream: `done` frame). Every step is a request with a timeout; a
// cancellation flag shared with the workers stops decoding and recognition when the
// client of a stream goes away, and the call is then recorded as CLIENT_CLOSED.

#include "config/config.hpp"
#include "domain/languages.hpp"
#include "engines/audio/chunk_plan.hpp"
#include "engines/audio/decoder.hpp"
#include "engines/audio/pcm_file.hpp"
#include "http/audited_call.hpp"
#include "engines/common/circuit_breaker.hpp"
#include "http/language_calls.hpp"
#include "http/published_lookup.hpp"
#include "http/routes.hpp"
#include "http/uploads.hpp"
#include "metrics/log.hpp"
#include "metrics/metrics.hpp"

#include <boost/json.hpp>

#include <atomic>
#include <functional>
#include <cmath>

namespace cxs::http {
namespace {

using domain::error_code;
namespace audio = engines::audio;
namespace speech = engines::speech;

/// The validated form fields of an audio request.
struct audio_form {
  std::optional<std::string> language;
  speech::speaker_mode speakers = speech::speaker_mode::doctor;
  boost::json::object request;  ///< {"inputs": {...}} for the extraction job
  bool progress = false;        ///< form field progress=true: the stream also sends progress frames
};

/// What transcription produced.
struct transcription {
  std::string transcript;
  std::string language = "en";
  double duration_sec = 0;
  int chunk_count = 0;
  bool degraded = false;  ///< a fallback engine transcribed at least one chunk
  int total_tokens = 0;
};

// One audio request's shared state: lives as long as any worker task or continuation.
struct audio_job {
  std::atomic<bool> cancelled{false};
  /// The PCM file's share of [audio] max_temp_mb; given back when the job ends (declared
  /// before `pcm`, so it is destroyed after it: the bytes return once the file is gone).
  std::shared_ptr<audio::temp_lease> lease;
  std::shared_ptr<audio::temp_file> pcm;
  std::vector<speech::transcription_result> chunks;
  std::size_t pending = 0;
  /// Called in the supervisor as work advances (streams with progress=true only): stage
  /// "decode" once the chunk plan is known, "transcribe" after each chunk.
  std::function<void(const char* stage, std::size_t done, std::size_t count)> on_progress;
  bool finished = false;  ///< transcription's continuation has been called (once)
  bool answered = false;  ///< the audited `done` has been called (once: result or CLIENT_CLOSED)
};

using job_ptr = std::shared_ptr<audio_job>;
using transcribed = std::function<void(std::optional<transcription>, std::optional<actors::api_error>)>;

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
    return actors::api_error{error_code::validation_failed, {}, std::move(bad), {}, {}};
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
    return actors::api_error{error_code::validation_failed, {}, std::move(problems), {}, {}};
  }
  if (auto language = field("language")) {
    const auto& svc = ctx->svc();
    // Only a code from our own list is ever quoted back (never the client's bytes).
    if (!domain::is_supported_language(*language)) {
      return actors::api_error{error_code::unsupported_language,
                               "Unknown language code; GET /languages lists the supported ones.", {}, {}, {}};
    }
    if (svc.speech_accepts_language && !svc.speech_accepts_language(*language)) {
      return actors::api_error{error_code::unsupported_language,
                               "Language \"" + *language +
                                   "\" needs a translating speech engine, and none is configured: the embedded "
                                   "speech engine transcribes English (\"en\") only.",
                               {}, {}, {}};
    }
    out.language = *language;
  }
  return std::nullopt;
}

// Joins the chunk transcripts in order once every chunk is back.
void join_chunks(const job_ptr& job, double duration_sec, const transcribed& done) {
  // Every chunk is in: the decoded audio is no longer needed, and its share of the
  // temporary-disk budget goes back now rather than after extraction.
  job->pcm.reset();
  job->lease.reset();
  transcription out;
  out.duration_sec = duration_sec;
  out.chunk_count = static_cast<int>(job->chunks.size());
  bool language_set = false;
  for (const auto& chunk : job->chunks) {
    if (chunk.failure != speech::speech_failure::none) {
      const auto code = chunk.failure == speech::speech_failure::timeout ? error_code::upstream_timeout
                                                                         : error_code::upstream_error;
      return done(std::nullopt, actors::api_error{code, "Speech recognition failed.", {}, {}, {}});
    }
    out.degraded = out.degraded || chunk.degraded;
    out.total_tokens += chunk.total_tokens;
    if (!chunk.text.empty()) {
      out.transcript += out.transcript.empty() ? "" : " ";
      out.transcript += chunk.text;
    }
    if (!language_set && !chunk.language.empty()) {
      out.language = chunk.language;
      language_set = true;
    }
  }
  done(std::move(out), std::nullopt);
}

// One chunk on a speech worker: the worker's own engine, up to three attempts (the
// contract's two retries) while the engine fails in a way a retry can cure.
speech::transcription_result transcribe_chunk(const actors::services& svc, const job_ptr& job,
                                              const std::optional<std::string>& language, speech::speaker_mode speakers,
                                              audio::sample_range range) {
  // One engine per worker thread, made on first use and kept for the thread's life.
  thread_local std::unique_ptr<speech::speech_engine> engine;
  speech::transcription_result result;
  // A chunk that waited in the queue for a request that has since gone (client closed,
  // deadline, shutdown) is not started: making a worker's engine alone takes seconds.
  if (job->cancelled.load()) {
    result.failure = speech::speech_failure::unavailable;
    result.detail = "cancelled before start";
    return result;
  }
  if (!engine && svc.make_speech_engine) {
    engine = svc.make_speech_engine();
  }
  if (!engine) {
    result.failure = speech::speech_failure::unavailable;
    result.detail = "no speech engine";
    return result;
  }
  // A fresh reader per attempt: an engine consumes the one it is given.
  const auto run_once = [&](speech::speech_engine& with) -> speech::transcription_result {
    auto reader = audio::make_pcm_range_reader(job->pcm->path(), range.first_sample, range.size());
    if (!reader) {
      speech::transcription_result failed;
      failed.failure = speech::speech_failure::unavailable;
      failed.detail = "cannot read PCM";
      return failed;
    }
    speech::transcription_request request;
    // Stops feeding the engine as soon as the request is cancelled (client gone, deadline).
    request.read = [inner = std::move(*reader), job](std::span<std::int16_t> out) -> std::size_t {
      return job->cancelled.load() ? 0 : inner(out);
    };
    request.expected_samples = static_cast<std::size_t>(range.size());
    request.language_hint = language;
    request.speakers = speakers;
    return with.transcribe(request);
  };
  const auto retryable = [](const speech::transcription_result& r) {
    return r.failure == speech::speech_failure::unavailable || r.failure == speech::speech_failure::timeout;
  };
  // The shared breaker (remote engine only): while it is open the server is not called.
  const auto permit = svc.speech_breaker != nullptr ? svc.speech_breaker->try_acquire()
                                                    : std::optional<engines::breaker_permit>{engines::breaker_permit{}};
  const auto count = [&svc](std::string_view outcome) {
    if (svc.speech_breaker != nullptr && svc.metrics != nullptr) {
      svc.metrics->remote_engine_call("speech", outcome);
    }
  };
  if (!permit) {
    result.failure = speech::speech_failure::unavailable;
    result.detail = "circuit breaker open: not called";
    count("refused");
    log::warn("speech chunk not sent", {{"detail", result.detail}});
  } else {
    const auto sent_at = std::chrono::steady_clock::now();
    for (int attempt = 0; attempt < std::max(1, svc.speech_attempts); ++attempt) {
      result = run_once(*engine);
      if (!retryable(result) || job->cancelled.load()) {
        break;
      }
      log::warn("speech chunk failed", {{"attempt", attempt + 1}, {"detail", result.detail}});
    }
    // Audio the server refused (rejected) is an answer: only unavailability and timeouts
    // count against the server. A chunk given up because the request was cancelled
    // proves nothing either way and counts as a success, so a probe is never left open.
    const bool cancelled = job->cancelled.load();
    const bool server_failed = retryable(result) && !cancelled;
    if (svc.speech_breaker != nullptr) {
      svc.speech_breaker->record(*permit, !server_failed);
    }
    if (!cancelled) {  // an abandoned call is neither a success nor a failure of the server
      count(!server_failed ? "ok" : result.failure == speech::speech_failure::timeout ? "timeout" : "error");
      if (svc.speech_breaker != nullptr && svc.metrics != nullptr) {
        svc.metrics->remote_engine_wait("speech",
                                        std::chrono::duration<double>(std::chrono::steady_clock::now() - sent_at).count());
      }
    }
  }
  if (retryable(result) && !job->cancelled.load() && svc.make_fallback_speech_engine) {
    // The configured (remote) engine is down: degrade to the embedded one, if it can hear this.
    thread_local std::unique_ptr<speech::speech_engine> fallback;
    if (!fallback) {
      fallback = svc.make_fallback_speech_engine();
    }
    if (fallback && (!language || fallback->accepts_language(*language))) {
      result = run_once(*fallback);
      result.degraded = result.failure == speech::speech_failure::none;
      if (result.degraded && svc.metrics != nullptr) {
        svc.metrics->engine_fallback("speech");
      }
    }
  }
  return result;
}

// Decode → plan → transcribe chunks in parallel → join; calls `done` exactly once.
void transcribe_upload(const context_ptr& ctx, const job_ptr& job, const audio_form& form, transcribed done) {
  // However the request ends (answered, its deadline passed, a crash), decoding and queued
  // chunks stop: nobody waits for them, and they hold a worker and temporary disk.
  ctx->on_end([job] { job->cancelled = true; });
  const auto& cfg = *ctx->svc().config;
  const auto budget = std::chrono::seconds(cfg.http.audio_request_timeout_s);
  auto once = [job, done](std::optional<transcription> t, std::optional<actors::api_error> e) {
    if (!job->finished) {
      job->finished = true;
      done(std::move(t), std::move(e));
    }
  };
  struct decoded {
    audio::decode_result result;
    std::string failure;  ///< our own file problem, for logs
  };
  auto decode_work = [job, upload = ctx->request().upload, dir = upload_directory(cfg.http),
                                max_s = cfg.audio.max_duration_s, temp = ctx->svc().audio_temp,
                                metrics = ctx->svc().metrics]() {
    decoded out;
    if (metrics != nullptr) {
      metrics->audio_decodes_add(1);
    }
    struct decode_gauge {  // leaves the gauge right on every return below
      metrics::service_metrics* m;
      ~decode_gauge() {
        if (m != nullptr) {
          m->audio_decodes_add(-1);
        }
      }
    } gauge{metrics};
    std::error_code ec;
    auto pcm = audio::temp_file::create(dir, temp_prefix("pcm"), ".raw", ec);
    if (!pcm) {
      out.result.outcome = audio::decode_outcome::io_error;
      out.failure = "cannot create PCM file";
      return out;
    }
    job->pcm = std::make_shared<audio::temp_file>(std::move(*pcm));
    audio::decode_options options;
    options.cancelled = &job->cancelled;
    options.max_duration_sec = static_cast<double>(max_s);
    if (temp) {
      job->lease = std::make_shared<audio::temp_lease>(temp);
      options.lease = job->lease.get();
    }
    out.result = audio::decode_to_pcm_file(upload->path, job->pcm->path(), options);
    return out;
  };
  auto decode_call = std::make_shared<actors::cpu_call<decoded, decltype(decode_work)>>(std::move(decode_work));
  ctx->self()
      ->request(ctx->svc().audio, budget, actors::cpu_task{decode_call})
      .then(
          [ctx, job, form, once, budget, decode_call](actors::cpu_done&) {
            auto& d = *decode_call->result;
            switch (d.result.outcome) {
            case audio::decode_outcome::ok: break;
            case audio::decode_outcome::unsupported_media:
              return once(std::nullopt, actors::api_error{error_code::unsupported_media,
                                                          "The file has no audio stream that can be decoded.", {}, {}, {}});
            case audio::decode_outcome::too_long:
              return once(std::nullopt, actors::api_error{error_code::payload_too_large,
                                                          "The recording is longer than this service accepts.", {}, {}, {}});
            case audio::decode_outcome::no_space: {
              if (auto* m = ctx->svc().metrics) {
                m->audio_temp_exhausted();
              }
              log::warn("audio temporary disk budget used up", {{"requestId", ctx->request().request_id}});
              actors::api_error busy{error_code::service_unavailable,
                                     "Too much audio is being processed at once; retry shortly.", {}, {}, {}};
              busy.retry_after_s = 30;
              return once(std::nullopt, std::move(busy));
            }
            case audio::decode_outcome::cancelled:
              return once(std::nullopt, actors::api_error{error_code::client_closed, {}, {}, {}, {}});
            case audio::decode_outcome::io_error:
              log::error("audio decode failed", {{"detail", d.result.detail}, {"step", d.failure}});
              return once(std::nullopt, actors::api_error{error_code::internal, {}, {}, {}, {}});
            }
            const auto& cfg = *ctx->svc().config;
            audio::chunk_plan_options plan_options;
            plan_options.threshold_sec = cfg.engines.speech_chunk_threshold(cfg.audio.chunk_threshold_s);
            plan_options.search_window_sec = cfg.audio.chunk_window_s;
            const auto ranges = audio::plan_chunks(d.result.frame_energies, d.result.sample_count, plan_options);
            const double duration = d.result.duration_sec;
            job->chunks.assign(ranges.size(), {});
            job->pending = ranges.size();
            if (job->on_progress) {
              job->on_progress("decode", 0, ranges.size());
            }
            for (std::size_t i = 0; i < ranges.size(); ++i) {
              auto work = [svc = &ctx->svc(), job, language = form.language, speakers = form.speakers,
                           range = ranges[i]]() { return transcribe_chunk(*svc, job, language, speakers, range); };
              auto chunk_call = std::make_shared<actors::cpu_call<speech::transcription_result, decltype(work)>>(
                  std::move(work));
              ctx->self()
                  ->request(ctx->svc().speech, budget, actors::cpu_task{chunk_call})
                  .then(
                      [job, i, duration, once, chunk_call](actors::cpu_done&) {
                        job->chunks[i] = std::move(*chunk_call->result);
                        --job->pending;
                        if (job->on_progress && !job->cancelled.load()) {
                          job->on_progress("transcribe", job->chunks.size() - job->pending, job->chunks.size());
                        }
                        if (job->pending == 0) {
                          join_chunks(job, duration, once);
                        }
                      },
                      [job, once](caf::error&) {
                        job->cancelled = true;
                        once(std::nullopt, actors::api_error{error_code::upstream_timeout, {}, {}, {}, {}});
                      });
            }
          },
          [job, once](caf::error&) {
            job->cancelled = true;
            once(std::nullopt, actors::api_error{error_code::upstream_timeout, {}, {}, {}, {}});
          });
}

boost::json::object transcription_json(const transcription& t) {
  return {{"transcript", t.transcript},
          {"language", t.language},
          {"durationSec", static_cast<std::int64_t>(std::llround(t.duration_sec))},
          {"chunked", t.chunk_count > 1},
          {"chunkCount", t.chunk_count}};
}

int billed_seconds(const transcription& t) { return static_cast<int>(std::ceil(t.duration_sec)); }


// The stream's client went away: stop the workers and record the call as CLIENT_CLOSED.
void cancel_on_disconnect(const context_ptr& ctx, const job_ptr& job, const audited_done& done,
                          const std::shared_ptr<audited_result>& partial) {
  ctx->on_client_closed([ctx, job, done, partial] {
    job->cancelled = true;
    if (job->answered) {
      return;  // its outcome is already being recorded
    }
    job->answered = true;
    audited_result r = *partial;
    r.response = actors::error_response({error_code::client_closed, {}, {}, {}, {}}, ctx->request().request_id);
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
    auto job = std::make_shared<audio_job>();
    transcribe_upload(ctx, job, form, [ctx, partial, done](std::optional<transcription> t, std::optional<actors::api_error> e) mutable {
      if (e) {
        return done(error_result(ctx, *e, partial));
      }
      partial.audio_seconds = billed_seconds(*t);
      partial.total_tokens = t->total_tokens;
      partial.response = actors::json_response(200, boost::json::serialize(transcription_json(*t)));
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
      return done(error_result(ctx, {error_code::validation_failed, {}, std::move(problems), {}, {}}, partial));
    }
    if (partial.retain_payloads) {
      // Audio is never retained; the form fields are (the API asked for payloads).
      boost::json::object kept = form.request;
      // The part's filename is not a form field: kept readable rather than refused.
      kept["file"] = field_label(ctx->request().upload->filename);
      partial.retained_input = boost::json::serialize(kept);
    }
    auto job = std::make_shared<audio_job>();
    auto shared_partial = std::make_shared<audited_result>(partial);
    if (stream) {
      ctx->open_stream();
      cancel_on_disconnect(ctx, job, done, shared_partial);
      if (form.progress) {
        // Weak: the job must not keep the request context alive (the context holds the job).
        job->on_progress = [weak = std::weak_ptr<actors::request_context>(ctx)](
                               const char* stage, std::size_t done_chunks, std::size_t count) {
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
    transcribe_upload(ctx, job, form, [ctx, job, form, done, stream, fhir, shared_api, shared_partial](
                                          std::optional<transcription> t, std::optional<actors::api_error> e) {
      if (job->answered) {
        return;  // the client went away; already recorded as CLIENT_CLOSED
      }
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
        if (job->on_progress) {
          // The last progress frame: transcription is over, extraction starts.
          job->on_progress("extract", static_cast<std::size_t>(t->chunk_count), static_cast<std::size_t>(t->chunk_count));
          job->on_progress = nullptr;  // nothing after the transcript frame
        }
        ctx->stream_frame(actors::sse_frame("transcript", transcription_json(*t)));
      }
      if (t->transcript.empty()) {
        job->answered = true;
        return done(error_result(ctx, {error_code::validation_failed, "No speech was recognised in the audio.",
                                       {{"file", "contains no recognisable speech"}}, {}, {}},
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
          return done(error_result(ctx, {*out.failure, {}, {}, {}, {}}, partial));
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
          partial.response = actors::json_response(200, boost::json::serialize(done_frame));
        } else {
          for (auto& member : transcription_json(t)) {
            body[member.key()] = member.value();
          }
          partial.response = actors::json_response(200, boost::json::serialize(body));
          if (!degraded.empty()) {
            partial.response.headers.emplace_back("X-Svc-Degraded", degraded);
          }
        }
        done(std::move(partial));
      };
      engines::language::extraction_job extraction;
      extraction.api = shared_api;
      extraction.request = form.request;
      extraction.text = t->transcript;
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
