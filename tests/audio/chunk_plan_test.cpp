#include "engines/audio/chunk_plan.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

using cxs::engines::audio::chunk_plan_options;
using cxs::engines::audio::plan_chunks;
using cxs::engines::audio::sample_range;

namespace {

constexpr std::uint64_t samples_per_second = 16000;
constexpr std::uint64_t frames_per_second = 100;

// Loud everywhere (energy 1), with silent stretches [start_sec, end_sec).
std::vector<float> energies_with_gaps(double duration_sec, const std::vector<std::pair<double, double>>& gaps) {
  std::vector<float> energies(static_cast<std::size_t>(duration_sec * frames_per_second), 1.0F);
  for (const auto& [start, end] : gaps) {
    for (auto f = static_cast<std::size_t>(start * frames_per_second); f < end * frames_per_second; ++f) {
      energies[f] = 0.0F;
    }
  }
  return energies;
}

// Ordered, non-empty, contiguous, from 0 to sample_count.
void expect_exact_cover(const std::vector<sample_range>& chunks, std::uint64_t sample_count) {
  ASSERT_FALSE(chunks.empty());
  EXPECT_EQ(chunks.front().first_sample, 0u);
  EXPECT_EQ(chunks.back().end_sample, sample_count);
  for (std::size_t i = 0; i < chunks.size(); ++i) {
    EXPECT_LT(chunks[i].first_sample, chunks[i].end_sample) << "chunk " << i;
    if (i > 0) {
      EXPECT_EQ(chunks[i].first_sample, chunks[i - 1].end_sample) << "chunk " << i;
    }
  }
}

double boundary_sec(const std::vector<sample_range>& chunks, std::size_t k) {
  return static_cast<double>(chunks[k].first_sample) / samples_per_second;
}

} // namespace

TEST(ChunkPlan, EmptyRecordingHasNoChunks) { EXPECT_TRUE(plan_chunks({}, 0).empty()); }

TEST(ChunkPlan, ShortRecordingIsOneChunk) {
  const auto energies = energies_with_gaps(60, {});
  const auto chunks = plan_chunks(energies, 60 * samples_per_second);
  ASSERT_EQ(chunks.size(), 1u);
  EXPECT_EQ(chunks[0], (sample_range{0, 60 * samples_per_second}));
  // Exactly at the threshold is still one chunk.
  chunk_plan_options options;
  options.threshold_sec = 60;
  EXPECT_EQ(plan_chunks(energies, 60 * samples_per_second, options).size(), 1u);
}

TEST(ChunkPlan, DefaultThresholdSplitsAnHourInTwo) {
  const auto energies = energies_with_gaps(3600, {{1795.0, 1797.0}});
  const auto chunks = plan_chunks(energies, 3600 * samples_per_second);
  ASSERT_EQ(chunks.size(), 2u);
  expect_exact_cover(chunks, 3600 * samples_per_second);
  EXPECT_NEAR(boundary_sec(chunks, 1), 1796.0, 0.02);
}

TEST(ChunkPlan, CutsInTheMiddleOfTheSilenceNearEachBoundary) {
  chunk_plan_options options;
  options.threshold_sec = 100;
  options.search_window_sec = 10;
  // 350 s → 4 chunks, nominal boundaries at 87.5, 175 and 262.5 s.
  const auto energies = energies_with_gaps(350, {{84.0, 86.0}, {180.0, 181.0}, {260.0, 260.6}});
  const auto chunks = plan_chunks(energies, 350 * samples_per_second, options);
  ASSERT_EQ(chunks.size(), 4u);
  expect_exact_cover(chunks, 350 * samples_per_second);
  EXPECT_NEAR(boundary_sec(chunks, 1), 85.0, 0.02);
  EXPECT_NEAR(boundary_sec(chunks, 2), 180.5, 0.02);
  EXPECT_NEAR(boundary_sec(chunks, 3), 260.3, 0.02);
  for (const auto& chunk : chunks) {
    EXPECT_EQ(chunk.first_sample % 160, 0u);  // boundaries on 10 ms frames
  }
}

TEST(ChunkPlan, SilenceOutsideTheWindowIsNotUsed) {
  chunk_plan_options options;
  options.threshold_sec = 100;
  options.search_window_sec = 5;
  // Deep silence at 80 s is out of reach of 100 ± 5 s; a softer dip at 103 s is in reach.
  auto energies = energies_with_gaps(200, {{80.0, 82.0}});
  for (std::size_t f = 10300; f < 10350; ++f) {
    energies[f] = 0.25F;
  }
  const auto chunks = plan_chunks(energies, 200 * samples_per_second, options);
  ASSERT_EQ(chunks.size(), 2u);
  EXPECT_NEAR(boundary_sec(chunks, 1), 103.25, 0.02);
}

TEST(ChunkPlan, PrefersAPauseToAShortDipBetweenSyllables) {
  chunk_plan_options options;
  options.threshold_sec = 100;
  options.search_window_sec = 10;
  auto energies = energies_with_gaps(200, {{106.0, 106.5}});
  energies[10000] = 0.0F;  // a 10 ms dip exactly at the nominal boundary
  const auto chunks = plan_chunks(energies, 200 * samples_per_second, options);
  ASSERT_EQ(chunks.size(), 2u);
  EXPECT_NEAR(boundary_sec(chunks, 1), 106.25, 0.02);
}

TEST(ChunkPlan, AllSilenceCutsAtNominalBoundaries) {
  chunk_plan_options options;
  options.threshold_sec = 10;
  const std::vector<float> silence(3000, 0.0F);
  const auto chunks = plan_chunks(silence, 30 * samples_per_second, options);
  ASSERT_EQ(chunks.size(), 3u);
  expect_exact_cover(chunks, 30 * samples_per_second);
  EXPECT_NEAR(boundary_sec(chunks, 1), 10.0, 0.02);
  EXPECT_NEAR(boundary_sec(chunks, 2), 20.0, 0.02);
}

TEST(ChunkPlan, ThresholdSmallerThanWindowKeepsBoundariesApart) {
  chunk_plan_options options;
  options.threshold_sec = 1;
  options.search_window_sec = 30;
  // One deep silence at 5 s that every window would reach if windows were not clamped.
  const auto energies = energies_with_gaps(10.5, {{5.0, 5.2}});
  const std::uint64_t samples = 10 * samples_per_second + samples_per_second / 2;
  const auto chunks = plan_chunks(energies, samples, options);
  ASSERT_EQ(chunks.size(), 11u);
  expect_exact_cover(chunks, samples);
  for (const auto& chunk : chunks) {
    EXPECT_LE(chunk.size(), 2 * samples_per_second);
  }
}

TEST(ChunkPlan, TinyRecordingsGetAtMostOneChunkPerFrame) {
  chunk_plan_options options;
  options.threshold_sec = 0.001;
  const auto one_frame = plan_chunks(std::vector<float>(1, 0.5F), 100, options);
  ASSERT_EQ(one_frame.size(), 1u);
  EXPECT_EQ(one_frame[0], (sample_range{0, 100}));
  const auto four_frames = plan_chunks(std::vector<float>(4, 0.5F), 500, options);
  ASSERT_EQ(four_frames.size(), 4u);
  expect_exact_cover(four_frames, 500);
  const auto single_sample = plan_chunks(std::vector<float>(1, 0.5F), 1, options);
  ASSERT_EQ(single_sample.size(), 1u);
  EXPECT_EQ(single_sample[0], (sample_range{0, 1}));
}

TEST(ChunkPlan, MissingEnergiesFallBackToNominalBoundaries) {
  chunk_plan_options options;
  options.threshold_sec = 10;
  const auto without = plan_chunks({}, 25 * samples_per_second, options);
  ASSERT_EQ(without.size(), 3u);
  expect_exact_cover(without, 25 * samples_per_second);
  const auto partial = plan_chunks(std::vector<float>(100, 1.0F), 25 * samples_per_second, options);
  expect_exact_cover(partial, 25 * samples_per_second);
  EXPECT_EQ(partial, without);
}

TEST(ChunkPlan, NonPositiveThresholdDisablesChunking) {
  chunk_plan_options options;
  options.threshold_sec = 0;
  EXPECT_EQ(plan_chunks({}, 1000 * samples_per_second, options).size(), 1u);
  options.threshold_sec = -5;
  EXPECT_EQ(plan_chunks({}, 1000 * samples_per_second, options).size(), 1u);
}

TEST(ChunkPlan, OddSampleCountsCoverEveryTrailingSample) {
  chunk_plan_options options;
  options.threshold_sec = 7;
  for (std::uint64_t samples : {std::uint64_t{320001}, std::uint64_t{479999}, std::uint64_t{1000003}}) {
    const auto energies = std::vector<float>((samples + 159) / 160, 0.3F);
    expect_exact_cover(plan_chunks(energies, samples, options), samples);
  }
}
