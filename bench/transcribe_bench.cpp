// Transcribes headerless 16 kHz s16le mono files with the embedded speech engine and prints
// timings, so the engine can be compared with `pocketsphinx_continuous -infile` on the same
// audio and scored for WER (bench/speech_wer.sh). Usage:
//   transcribe_bench [--stock-only | --clinical-dir DIR] [--clinical-weight W] [--lw X]
//                    [--beam X] [--wbeam X] [--trn hyp.trn] file.raw...
// Per file: audio seconds, decode wall seconds, real-time factor. With --trn, hypotheses are
// written in sclite's trn format (`text (file-stem)`). Test audio only: it prints transcripts.

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engines/speech/embedded/pocketsphinx_engine.hpp"

namespace {

namespace speech = cxs::engines::speech;
using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point start) {
  return std::chrono::duration<double>(clock_type::now() - start).count();
}

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // lines survive a crash of the decoder
  speech::embedded::pocketsphinx_config config;
  std::string trn_path;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--stock-only") {
      config.clinical_model_dir.clear();
    } else if (arg == "--clinical-dir" && i + 1 < argc) {
      config.clinical_model_dir = argv[++i];
    } else if (arg == "--clinical-weight" && i + 1 < argc) {
      config.clinical_weight = std::strtod(argv[++i], nullptr);
    } else if (arg == "--lw" && i + 1 < argc) {
      config.language_weight = std::strtod(argv[++i], nullptr);
    } else if (arg == "--beam" && i + 1 < argc) {
      config.beam = std::strtod(argv[++i], nullptr);
    } else if (arg == "--wbeam" && i + 1 < argc) {
      config.word_beam = std::strtod(argv[++i], nullptr);
    } else if (arg == "--trn" && i + 1 < argc) {
      trn_path = argv[++i];
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::fprintf(stderr,
                 "usage: transcribe_bench [--stock-only | --clinical-dir DIR] [--clinical-weight W] [--lw X] "
                 "[--beam X] [--wbeam X] [--trn hyp.trn] file.raw...\n");
    return 2;
  }

  const auto init_start = clock_type::now();
  auto created = speech::embedded::pocketsphinx_engine::create(config);
  if (!created.engine) {
    std::fprintf(stderr, "engine: %s\n", created.error.c_str());
    return 1;
  }
  const auto info = created.engine->model_info();
  std::printf("init %.3f s (stock LM %zu words%s, clinical LM %zu words)\n", seconds_since(init_start),
              info.stock_unigrams, info.clinical ? "" : " alone", info.clinical_unigrams);

  std::ofstream trn;
  if (!trn_path.empty()) {
    trn.open(trn_path);
  }
  double total_audio = 0;
  double total_wall = 0;
  const double cpu_start = cpu_seconds();
  for (const auto& file : files) {
    auto in = std::make_shared<std::ifstream>(file, std::ios::binary);
    if (!*in) {
      std::fprintf(stderr, "cannot open %s\n", file.c_str());
      return 1;
    }
    auto samples = std::make_shared<std::size_t>(0);
    speech::transcription_request request;
    request.read = [in, samples](std::span<std::int16_t> out) -> std::size_t {
      in->read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size_bytes()));
      const auto got = static_cast<std::size_t>(in->gcount()) / sizeof(std::int16_t);
      *samples += got;
      return got;
    };
    const auto start = clock_type::now();
    const auto result = created.engine->transcribe(request);
    const double wall = seconds_since(start);
    const double audio = static_cast<double>(*samples) / 16000.0;
    total_audio += audio;
    total_wall += wall;
    if (result.failure != speech::speech_failure::none) {
      std::fprintf(stderr, "%s: %s\n", file.c_str(), result.detail.c_str());
      return 1;
    }
    std::printf("%s\taudio %.2f s\tdecode %.3f s\tRTF %.3f\tutterances %zu\t%s\n", file.c_str(), audio, wall,
                wall / audio, created.engine->last_utterance_count(), result.text.c_str());
    if (trn) {
      trn << result.text << " (" << std::filesystem::path(file).stem().string() << ")\n";
    }
  }
  const double cpu = cpu_seconds() - cpu_start;
  std::printf("total audio %.2f s, decode wall %.3f s, decode cpu %.3f s, RTF wall %.3f, RTF cpu %.3f\n",
              total_audio, total_wall, cpu, total_wall / total_audio, cpu / total_audio);
  return 0;
}
