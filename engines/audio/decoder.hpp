#pragma once
// Decodes an uploaded audio file to the PCM the speech engines take: 16 kHz, mono, signed
// 16-bit, native endian, written to a raw file while it decodes. Memory stays constant
// whatever the input length (no whole input, no whole PCM in memory); only one float per
// 10 ms of audio is kept, the frame energies that chunk planning uses to find quiet points.
//
// Blocking: run only on a detached worker actor, never on a CAF scheduler or Asio thread.

#include "engines/audio/temp_budget.hpp"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace cxs::engines::audio {

/// Sample rate of every PCM stream the service produces.
inline constexpr std::uint32_t pcm_sample_rate = 16000;
/// Samples per energy frame: 10 ms at 16 kHz.
inline constexpr std::uint32_t samples_per_energy_frame = 160;

/// How a decode ended. Callers map these to contract codes: unsupported_media → 400
/// UNSUPPORTED_MEDIA, io_error → 500 INTERNAL, cancelled → the request is already gone,
/// too_long → the caller's choice (the contract has no duration cap yet; 413 fits).
enum class decode_outcome : std::uint8_t {
  ok,                 ///< at least one sample decoded and written
  unsupported_media,  ///< not a container/codec FFmpeg decodes, no audio stream, garbage or no samples
  io_error,           ///< our own file failed: output could not be created or written
  cancelled,          ///< `decode_options::cancelled` became true; the output is incomplete
  too_long,           ///< more audio than `decode_options::max_duration_sec` (decoded, or declared by
                      ///< the container before decoding); the output is incomplete
  no_space,           ///< the temporary-disk budget (`decode_options::lease`) ran out; output incomplete
};

struct decode_options {
  /// Checked between packets (and during probing); when it reads true the decode stops.
  const std::atomic<bool>* cancelled = nullptr;
  /// Stops with too_long once more than this much audio has decoded (0: no limit). A small
  /// upload can hold hours of low-bitrate audio, i.e. gigabytes of PCM; this bounds the disk.
  double max_duration_sec = 0.0;
  /// When set, the PCM file may only grow as far as this lease can cover (no_space after).
  temp_lease* lease = nullptr;
};

struct decode_result {
  decode_outcome outcome = decode_outcome::unsupported_media;
  std::uint64_t sample_count = 0;  ///< samples written to the PCM file
  double duration_sec = 0.0;       ///< sample_count / 16 kHz: what was decoded, not what a header claims
  /// Mean square of the samples (scaled to [-1, 1)) per 10 ms frame; the last frame may be
  /// shorter. Size is ceil(sample_count / 160).
  std::vector<float> frame_energies;
  /// For server logs only: FFmpeg's reason or the failing file step. Never contains audio
  /// content, and may name the engine, so it must not reach a client.
  std::string detail;

  [[nodiscard]] bool ok() const { return outcome == decode_outcome::ok; }
};

/// Decodes the first best audio stream of `input_path` into `pcm_output_path` (created or
/// truncated). Any format FFmpeg 5.1 decodes is accepted (wav, mp3, m4a/aac, ogg/opus,
/// webm/opus, flac, amr, …); planar/float formats, any sample rate and channel layout are
/// resampled and down-mixed. Corrupt packets are skipped; a file that yields no sample is
/// unsupported_media. Packets the decoder rejects after real audio has decoded (corrupt
/// frames, AMR DTX frames) become silence of their length, so later audio keeps its time.
/// FFmpeg's own logging is silenced process-wide. Never throws.
[[nodiscard]] decode_result decode_to_pcm_file(const std::filesystem::path& input_path,
                                               const std::filesystem::path& pcm_output_path,
                                               const decode_options& options = {});

/// Short stable name of an outcome for logs and metrics ("ok", "unsupported_media", …).
[[nodiscard]] const char* to_string(decode_outcome outcome);

} // namespace cxs::engines::audio
