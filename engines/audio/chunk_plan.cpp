#include "engines/audio/chunk_plan.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "engines/audio/decoder.hpp"

namespace cxs::engines::audio {
namespace {

constexpr double frames_per_second = static_cast<double>(pcm_sample_rate) / samples_per_energy_frame;

// Energy averaged over [frame - half, frame + half], computed from prefix sums.
class smoothed_energy {
 public:
  smoothed_energy(std::span<const float> energies, std::uint64_t half_width) : half_(half_width) {
    prefix_.reserve(energies.size() + 1);
    prefix_.push_back(0.0);
    for (const float e : energies) {
      prefix_.push_back(prefix_.back() + static_cast<double>(e));
    }
  }

  [[nodiscard]] double at(std::uint64_t frame) const {
    const std::uint64_t known = prefix_.size() - 1;
    const std::uint64_t first = frame > half_ ? frame - half_ : 0;
    const std::uint64_t end = std::min(known, frame + half_ + 1);
    return (prefix_[end] - prefix_[first]) / static_cast<double>(end - first);
  }

 private:
  std::vector<double> prefix_;
  std::uint64_t half_;
};

// The frame in [lo, hi] at the middle of the quietest stretch; among equally quiet
// stretches (e.g. all silence) the one nearest to `nominal`.
std::uint64_t quietest_frame(const smoothed_energy& energy, std::uint64_t lo, std::uint64_t hi, std::uint64_t nominal) {
  double minimum = energy.at(lo);
  for (std::uint64_t f = lo + 1; f <= hi; ++f) {
    minimum = std::min(minimum, energy.at(f));
  }
  // "Equally quiet": within 0.1 % of the minimum, so float noise does not split a pause.
  const double ceiling = minimum + std::max(minimum * 1e-3, 1e-12);
  std::uint64_t best = nominal;
  std::uint64_t best_distance = UINT64_MAX;
  std::uint64_t f = lo;
  while (f <= hi) {
    if (energy.at(f) > ceiling) {
      ++f;
      continue;
    }
    const std::uint64_t run_first = f;
    while (f <= hi && energy.at(f) <= ceiling) {
      ++f;
    }
    const std::uint64_t middle = run_first + (f - 1 - run_first) / 2;
    const std::uint64_t distance = middle > nominal ? middle - nominal : nominal - middle;
    if (distance < best_distance) {
      best = middle;
      best_distance = distance;
    }
  }
  return best;
}

} // namespace

std::vector<sample_range> plan_chunks(std::span<const float> frame_energies, std::uint64_t sample_count,
                                      const chunk_plan_options& options) {
  if (sample_count == 0) {
    return {};
  }
  const double duration_sec = static_cast<double>(sample_count) / pcm_sample_rate;
  const std::uint64_t frame_count = (sample_count + samples_per_energy_frame - 1) / samples_per_energy_frame;
  if (!(options.threshold_sec > 0.0) || duration_sec <= options.threshold_sec) {
    return {{0, sample_count}};
  }
  // At least one 10 ms frame per chunk, however small the threshold.
  const double wanted = std::ceil(duration_sec / options.threshold_sec);
  const std::uint64_t count =
      wanted >= static_cast<double>(frame_count) ? frame_count : static_cast<std::uint64_t>(wanted);
  if (count <= 1) {
    return {{0, sample_count}};
  }

  const auto half_smoothing = static_cast<std::uint64_t>(std::max(0.0, std::round(options.smoothing_sec * frames_per_second / 2)));
  const std::uint64_t known_frames = std::min<std::uint64_t>(frame_energies.size(), frame_count);
  const smoothed_energy energy(frame_energies.first(static_cast<std::size_t>(known_frames)), half_smoothing);

  // Keep each window inside its own half-spacing so boundaries cannot cross.
  const std::uint64_t spacing = frame_count / count;
  const auto window_wanted = static_cast<std::uint64_t>(std::max(0.0, std::round(options.search_window_sec * frames_per_second)));
  const std::uint64_t window = std::min(window_wanted, spacing / 2 > 0 ? spacing / 2 - 1 : 0);

  std::vector<sample_range> chunks;
  chunks.reserve(count);
  std::uint64_t previous = 0;  // frame where the previous chunk starts
  for (std::uint64_t k = 1; k < count; ++k) {
    const std::uint64_t nominal = k * frame_count / count;
    // Strictly after the previous boundary, and leaving one frame for each later chunk.
    const std::uint64_t lo = std::max(previous + 1, nominal > window ? nominal - window : 0);
    const std::uint64_t hi = std::min(frame_count - (count - k), nominal + window);
    std::uint64_t cut = std::clamp(nominal, std::min(lo, hi), hi);
    if (lo <= hi && hi < known_frames) {
      cut = quietest_frame(energy, lo, hi, cut);
    }
    chunks.push_back({previous * samples_per_energy_frame, cut * samples_per_energy_frame});
    previous = cut;
  }
  chunks.push_back({previous * samples_per_energy_frame, sample_count});
  return chunks;
}

} // namespace cxs::engines::audio
