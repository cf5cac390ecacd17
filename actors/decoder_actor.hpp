#pragma once
// The audio decoder pool: [audio] decode_workers detached workers, each turning an uploaded
// file into the 16 kHz mono PCM the speech engines take (engines/audio/decoder), written to
// a temporary file under the request's share of the temporary-disk budget.

#include "actors/local_message.hpp"
#include "engines/audio/decoder.hpp"
#include "engines/audio/pcm_file.hpp"
#include "engines/audio/temp_budget.hpp"

#include <caf/fwd.hpp>
#include <caf/replies_to.hpp>
#include <caf/typed_actor.hpp>

#include <atomic>
#include <filesystem>
#include <memory>
#include <string>

namespace cxs::metrics {
class service_metrics;
}

namespace cxs::actors {

/// A decoded recording on the temporary disk. The file goes when the last holder lets go
/// (the request's transcription and every chunk still reading it), and then its bytes go
/// back to the budget: `lease` is declared first, so it is released after `file` is removed.
struct pcm_audio {
  std::shared_ptr<engines::audio::temp_lease> lease;  ///< may be null (no budget configured)
  engines::audio::temp_file file;
};

/// Decode one uploaded file (message).
struct decode_job {
  std::filesystem::path upload;       ///< the uploaded file, as the edge stored it
  std::shared_ptr<const void> upload_owner;  ///< keeps that file on disk until the job is done
  std::filesystem::path directory;    ///< where the PCM file is created
  std::string prefix;                 ///< its file-name prefix (http/uploads.hpp temp_prefix)
  double max_duration_sec = 0;        ///< [audio] max_duration_s (0: no limit)
  std::shared_ptr<engines::audio::temp_budget> budget;  ///< [audio] max_temp_mb; may be null
  /// Set by the request when nobody waits any more; a queued job then does not start and a
  /// running decode stops between packets.
  std::shared_ptr<const std::atomic<bool>> cancelled;
};
CXS_LOCAL_MESSAGE(decode_job)

/// What decoding produced (message): the outcome, sample count, duration and energies in
/// `result`; `pcm` is set when the outcome is ok.
struct decoded_audio {
  engines::audio::decode_result result;
  std::shared_ptr<const pcm_audio> pcm;
  std::string failure;  ///< our own file step that failed, for logs (never client data)
};
CXS_LOCAL_MESSAGE(decoded_audio)

/// The pool (and each worker): one decode per request, answered once.
using decoder_actor = caf::typed_actor<caf::replies_to<decode_job>::with<decoded_audio>>;

/// Spawns `workers` (at least 1) detached decoders behind a dispatcher; stop it with an exit
/// message. `metrics` (may be null) hears the decodes in progress.
[[nodiscard]] decoder_actor spawn_decoder_pool(caf::actor_system& system, int workers,
                                               metrics::service_metrics* metrics);

} // namespace cxs::actors
