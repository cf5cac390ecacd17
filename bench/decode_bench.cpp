// Audio decoding figures for docs/performance.md ("Audio decoding"): speed in × real time
// and a CLI mode whose peak RSS /usr/bin/time -v measures. A plain timing program rather
// than Google Benchmark: one decode of a 10-minute file is the unit of interest, and peak
// memory needs a process that does exactly one thing.
//
//   decode_bench speed <file> [repeats]   decode repeatedly, print each run and the median
//   decode_bench decode <file>            decode once (run under /usr/bin/time -v)
//   decode_bench idle                     start, touch the library, exit (the RSS baseline)
//
// PCM goes to a temporary file in $TMPDIR (default /tmp), removed afterwards.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "engines/audio/decoder.hpp"
#include "engines/audio/pcm_file.hpp"

namespace {

namespace audio = cxs::engines::audio;

std::filesystem::path temp_dir() {
  const char* dir = std::getenv("TMPDIR");
  return dir != nullptr && *dir != '\0' ? std::filesystem::path(dir) : std::filesystem::path("/tmp");
}

// Decodes once; returns wall seconds (and CPU seconds in cpu_sec), or a negative value on
// failure. CPU time is reported too because the shared VM's load stretches wall time.
double decode_once(const std::filesystem::path& input, double& audio_sec, double& cpu_sec) {
  std::error_code error;
  auto pcm = audio::temp_file::create(temp_dir(), "decode-bench-", ".pcm", error);
  if (!pcm) {
    std::fprintf(stderr, "cannot create a temp file: %s\n", error.message().c_str());
    return -1;
  }
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  const auto result = audio::decode_to_pcm_file(input, pcm->path());
  cpu_sec = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  if (!result.ok()) {
    std::fprintf(stderr, "decode failed: %s (%s)\n", audio::to_string(result.outcome), result.detail.c_str());
    return -1;
  }
  audio_sec = result.duration_sec;
  return elapsed.count();
}

int usage() {
  std::fprintf(stderr, "usage: decode_bench speed <file> [repeats] | decode <file> | idle\n");
  return 2;
}

} // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    return usage();
  }
  const std::string_view mode = argv[1];
  if (mode == "idle") {
    std::printf("idle: %s\n", audio::to_string(audio::decode_outcome::ok));
    return 0;
  }
  if (argc < 3) {
    return usage();
  }
  const std::filesystem::path input = argv[2];
  if (mode == "decode") {
    double audio_sec = 0;
    double cpu_sec = 0;
    const double wall = decode_once(input, audio_sec, cpu_sec);
    if (wall < 0) {
      return 1;
    }
    std::printf("decoded %.1f s of audio in %.3f s wall, %.3f s CPU (%.0fx real time)\n", audio_sec, wall, cpu_sec,
                audio_sec / wall);
    return 0;
  }
  if (mode == "speed") {
    const int repeats = argc > 3 ? std::max(1, std::atoi(argv[3])) : 3;
    std::vector<double> wall_speeds;
    std::vector<double> cpu_speeds;
    for (int i = 0; i < repeats; ++i) {
      double audio_sec = 0;
      double cpu_sec = 0;
      const double wall = decode_once(input, audio_sec, cpu_sec);
      if (wall < 0) {
        return 1;
      }
      wall_speeds.push_back(audio_sec / wall);
      cpu_speeds.push_back(audio_sec / cpu_sec);
      std::printf("run %d: %.1f s of audio in %.3f s wall (%.0fx real time), %.3f s CPU (%.0fx)\n", i + 1, audio_sec,
                  wall, wall_speeds.back(), cpu_sec, cpu_speeds.back());
    }
    std::sort(wall_speeds.begin(), wall_speeds.end());
    std::sort(cpu_speeds.begin(), cpu_speeds.end());
    std::printf("median: %.0fx real time by wall clock, %.0fx by CPU time\n", wall_speeds[wall_speeds.size() / 2],
                cpu_speeds[cpu_speeds.size() / 2]);
    return 0;
  }
  return usage();
}
