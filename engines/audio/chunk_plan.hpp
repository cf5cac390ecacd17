#pragma once
// Pure: splits a decoded recording into chunks for parallel transcription, cutting at the
// quietest point near each nominal boundary so that words are not split. No I/O.

#include <cstdint>
#include <span>
#include <vector>

namespace cxs::engines::audio {

/// Half-open range of samples [first_sample, end_sample) of the PCM file.
struct sample_range {
  std::uint64_t first_sample = 0;
  std::uint64_t end_sample = 0;

  [[nodiscard]] std::uint64_t size() const { return end_sample - first_sample; }
  friend bool operator==(const sample_range&, const sample_range&) = default;
};

struct chunk_plan_options {
  /// Recordings up to this long stay one chunk; longer ones get ceil(duration / threshold)
  /// chunks. Contract default 3300 s; tests use seconds. A value <= 0 disables chunking.
  double threshold_sec = 3300.0;
  /// How far (each side) a boundary may move from its nominal place to find quiet. It is
  /// clamped to just under half the nominal chunk length so boundaries keep their order.
  double search_window_sec = 30.0;
  /// Energies are averaged over this span before the minimum is taken, so a cut lands in
  /// a pause rather than in the short gap between two syllables.
  double smoothing_sec = 0.2;
};

/// Plans the chunks of a recording of `sample_count` samples at 16 kHz, given one energy
/// per 10 ms frame (as decode_result::frame_energies). The result is ordered, strictly
/// increasing, and covers [0, sample_count) exactly once (empty when sample_count is 0).
/// Boundaries fall on 10 ms frame starts, in the middle of the quietest stretch inside the
/// search window; where energies are missing (shorter vector) the nominal boundary is used.
[[nodiscard]] std::vector<sample_range> plan_chunks(std::span<const float> frame_energies,
                                                    std::uint64_t sample_count,
                                                    const chunk_plan_options& options = {});

} // namespace cxs::engines::audio
