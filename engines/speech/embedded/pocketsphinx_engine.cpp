#include "engines/speech/embedded/pocketsphinx_engine.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <exception>
#include <fstream>
#include <mutex>
#include <span>
#include <sstream>
#include <utility>
#include <vector>

#include <pocketsphinx.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/err.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/feat.h>

namespace cxs::engines::speech::embedded {

namespace {

// Same block size as pocketsphinx_continuous, so our timings compare with the CLI's.
constexpr std::size_t block_samples = 2048;

// Live CMN (cepstral mean normalisation) starts from a mean and adapts it as audio comes,
// keeping the result for the decoder's next utterance. Left alone, a worker decoded each
// chunk with a mean learnt from whatever it heard before, so the same audio came back with
// different words depending on the worker's history. Each chunk now starts from the mean of
// its own opening (up to 10 s; at least 1 s, else the model's initial mean): repeatable, and
// suited to the recording at hand (narrowband phone audio is far from the model's default).
constexpr std::size_t prime_samples = 10 * 16000;
constexpr int prime_min_frames = 100;  // 1 s at 100 frames per second

void prime_cmn(ps_decoder_t* ps, std::span<const std::int16_t> pcm, const std::vector<mfcc_t>& fallback) {
  feat_t* feat = ps_get_feat(ps);
  fe_t* fe = ps_get_fe(ps);
  if (feat == nullptr || feat->cmn_struct == nullptr || fe == nullptr) {
    return;
  }
  cmn_t* cmn = feat->cmn_struct;
  const int ncep = fe_get_output_size(fe);
  if (ncep != cmn->veclen || static_cast<std::size_t>(ncep) != fallback.size()) {
    return;
  }
  constexpr int32 batch = 64;
  auto** cep = static_cast<mfcc_t**>(ckd_calloc_2d(batch, static_cast<size_t>(ncep), sizeof(mfcc_t)));
  std::vector<double> sum(static_cast<std::size_t>(ncep), 0.0);
  int frames = 0;
  const auto add = [&](int32 n) {
    for (int32 f = 0; f < n; ++f) {
      for (int c = 0; c < ncep; ++c) {
        sum[static_cast<std::size_t>(c)] += cep[f][c];
      }
    }
    frames += n;
  };
  fe_start_utt(fe);
  const int16* next = pcm.data();
  std::size_t left = pcm.size();
  while (left > 0) {
    int32 n = batch;
    if (fe_process_frames(fe, &next, &left, cep, &n, nullptr) < 0 || n == 0) {
      break;
    }
    add(n);
  }
  int32 tail = 0;
  fe_end_utt(fe, cep[0], &tail);
  add(tail);
  ckd_free_2d(cep);
  std::vector<mfcc_t> mean(fallback);
  if (frames >= prime_min_frames) {
    for (int c = 0; c < ncep; ++c) {
      mean[static_cast<std::size_t>(c)] = static_cast<mfcc_t>(sum[static_cast<std::size_t>(c)] / frames);
    }
  }
  cmn_live_set(cmn, mean.data());
}

// Pocketsphinx logs configuration, progress and every hypothesis through one global stream.
// Hypotheses are patient speech, so the stream is switched off once, before any decoder exists.
void silence_decoder_logging() {
  static std::once_flag once;
  std::call_once(once, [] { err_set_logfp(nullptr); });
}

// Decoder creation is rare (one per worker at start-up); serialising it keeps sphinxbase's
// process-wide state (logging, command-line tables) away from concurrent initialisation.
std::mutex creation_mutex;

std::string format_number(double value) {
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%g", value);
  return text.data();
}

struct dictionary_entry {
  std::string word;
  std::string phones;
};

// Reads `word PHONE ...` lines; returns false with a reason on an unreadable file or a line
// without phones.
bool read_dictionary(const std::string& path, std::vector<dictionary_entry>& entries, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read extra dictionary " + path;
    return false;
  }
  std::string line;
  std::size_t line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    std::istringstream fields(line);
    dictionary_entry entry;
    if (!(fields >> entry.word) || entry.word.front() == '#') {
      continue;
    }
    std::string phone;
    while (fields >> phone) {
      if (!entry.phones.empty()) {
        entry.phones += ' ';
      }
      entry.phones += phone;
    }
    if (entry.phones.empty()) {
      error = path + ':' + std::to_string(line_number) + ": word without phones";
      return false;
    }
    entries.push_back(std::move(entry));
  }
  return true;
}

}  // namespace

std::string_view default_model_dir() { return CXS_POCKETSPHINX_MODELDIR "/en-us"; }

std::string_view bundled_clinical_dictionary() { return CXS_SPEECH_DATA_DIR "/clinical.dict"; }

struct pocketsphinx_engine::decoder {
  cmd_ln_t* config = nullptr;
  ps_decoder_t* ps = nullptr;
  /// The cepstral mean the model starts from (its -cmninit), for chunks too short to
  /// estimate their own (see prime_cmn).
  std::vector<mfcc_t> initial_cmn;

  decoder() = default;
  decoder(const decoder&) = delete;
  decoder& operator=(const decoder&) = delete;
  ~decoder() {
    if (ps != nullptr) {
      ps_free(ps);
    }
    if (config != nullptr) {
      cmd_ln_free_r(config);
    }
  }
};

engine_or_error pocketsphinx_engine::create(const pocketsphinx_config& config) {
  silence_decoder_logging();
  const std::lock_guard lock(creation_mutex);

  // Arguments as pocketsphinx's own command line takes them; the strings outlive the call.
  std::vector<std::string> args = {
      "-hmm", config.model_dir + "/en-us",
      "-lm", config.model_dir + "/en-us.lm.bin",
      "-dict", config.model_dir + "/cmudict-en-us.dict",
  };
  if (config.language_weight) {
    args.insert(args.end(), {"-lw", format_number(*config.language_weight)});
  }
  if (config.beam) {
    args.insert(args.end(), {"-beam", format_number(*config.beam)});
  }
  if (config.word_beam) {
    args.insert(args.end(), {"-wbeam", format_number(*config.word_beam)});
  }
  std::vector<char*> argv;
  argv.reserve(args.size());
  for (auto& arg : args) {
    argv.push_back(arg.data());
  }

  auto owned = std::make_unique<decoder>();
  owned->config = cmd_ln_parse_r(nullptr, ps_args(), static_cast<int32>(argv.size()), argv.data(), TRUE);
  if (owned->config == nullptr) {
    return {nullptr, "pocketsphinx: invalid decoder settings"};
  }
  owned->ps = ps_init(owned->config);
  if (owned->ps == nullptr) {
    return {nullptr, "pocketsphinx: cannot load the model from " + config.model_dir};
  }
  if (const feat_t* feat = ps_get_feat(owned->ps); feat != nullptr && feat->cmn_struct != nullptr) {
    const cmn_t* cmn = feat->cmn_struct;
    owned->initial_cmn.assign(cmn->cmn_mean, cmn->cmn_mean + cmn->veclen);
  }

  std::size_t added = 0;
  if (!config.extra_dictionary.empty()) {
    std::vector<dictionary_entry> entries;
    std::string error;
    if (!read_dictionary(config.extra_dictionary, entries, error)) {
      return {nullptr, "pocketsphinx: " + error};
    }
    // Only unknown words: adding a known one fails, and its LM probability is already real.
    std::vector<const dictionary_entry*> unknown;
    for (const auto& entry : entries) {
      char* known = ps_lookup_word(owned->ps, entry.word.c_str());
      if (known == nullptr) {
        unknown.push_back(&entry);
      }
      ckd_free(known);
    }
    // Rebuilding the search after each word would cost a second per word: rebuild once, with the last.
    for (std::size_t i = 0; i < unknown.size(); ++i) {
      const bool last = i + 1 == unknown.size();
      if (ps_add_word(owned->ps, unknown[i]->word.c_str(), unknown[i]->phones.c_str(), last ? TRUE : FALSE) < 0) {
        return {nullptr, "pocketsphinx: cannot add extra word '" + unknown[i]->word + "' from " +
                             config.extra_dictionary + " (unknown phone or duplicate)"};
      }
    }
    added = unknown.size();
  }
  return {std::unique_ptr<pocketsphinx_engine>(new pocketsphinx_engine(std::move(owned), added)), {}};
}

pocketsphinx_engine::pocketsphinx_engine(std::unique_ptr<decoder>&& decoder, std::size_t added_words)
    : decoder_(std::move(decoder)), added_words_(added_words) {}

pocketsphinx_engine::~pocketsphinx_engine() = default;

bool pocketsphinx_engine::accepts_language(std::string_view code) const { return code == "en"; }

transcription_result pocketsphinx_engine::transcribe(const transcription_request& request) {
  transcription_result result;
  result.language = "en";
  last_utterance_count_ = 0;
  if (request.language_hint && !accepts_language(*request.language_hint)) {
    result.failure = speech_failure::rejected;
    result.detail = "embedded speech engine: language '" + *request.language_hint + "' is not English";
    return result;
  }
  if (!request.read) {
    result.failure = speech_failure::unavailable;
    result.detail = "embedded speech engine: request has no PCM reader";
    return result;
  }

  ps_decoder_t* ps = decoder_->ps;
  bool in_utterance = false;  // an utterance is open in the decoder
  bool heard_speech = false;  // the open utterance has contained speech
  auto fail = [&](std::string detail) {
    if (in_utterance) {
      ps_end_utt(ps);  // leave the decoder ready for the next request
    }
    result.failure = speech_failure::unavailable;
    result.text.clear();
    result.detail = std::move(detail);
    return result;
  };
  auto append_hypothesis = [&] {
    const char* hypothesis = ps_get_hyp(ps, nullptr);
    if (hypothesis != nullptr && *hypothesis != '\0') {
      if (!result.text.empty()) {
        result.text += ' ';
      }
      result.text += hypothesis;
    }
  };

  std::array<std::int16_t, block_samples> block{};
  // The chunk's opening, read ahead to set the cepstral mean it is decoded with.
  std::vector<std::int16_t> opening;
  try {
    while (opening.size() < prime_samples) {
      const std::size_t samples = request.read(std::span<std::int16_t>(block));
      if (samples == 0) {
        break;
      }
      if (samples > block.size()) {
        return fail("embedded speech engine: PCM reader overran its block");
      }
      opening.insert(opening.end(), block.begin(), block.begin() + static_cast<std::ptrdiff_t>(samples));
    }
  } catch (const std::exception& error) {
    return fail(std::string("embedded speech engine: PCM reader failed: ") + error.what());
  } catch (...) {
    return fail("embedded speech engine: PCM reader failed");
  }
  prime_cmn(ps, opening, decoder_->initial_cmn);
  std::size_t served = 0;  // samples of `opening` already given to the decoder

  if (ps_start_utt(ps) < 0) {
    return fail("pocketsphinx: ps_start_utt failed");
  }
  in_utterance = true;
  try {
    for (;;) {
      std::size_t samples = 0;
      if (served < opening.size()) {
        samples = std::min(block.size(), opening.size() - served);
        std::copy_n(opening.begin() + static_cast<std::ptrdiff_t>(served), samples, block.begin());
        served += samples;
      } else {
        samples = request.read(std::span<std::int16_t>(block));
      }
      if (samples == 0) {
        break;
      }
      if (samples > block.size()) {
        return fail("embedded speech engine: PCM reader overran its block");
      }
      if (ps_process_raw(ps, block.data(), samples, FALSE, FALSE) < 0) {
        return fail("pocketsphinx: ps_process_raw failed");
      }
      const bool in_speech = ps_get_in_speech(ps) != 0;
      if (in_speech) {
        heard_speech = true;
      } else if (heard_speech) {
        // Speech just ended: close this utterance, keep its words, open the next one.
        in_utterance = false;
        if (ps_end_utt(ps) < 0) {
          return fail("pocketsphinx: ps_end_utt failed");
        }
        append_hypothesis();
        ++last_utterance_count_;
        heard_speech = false;
        if (ps_start_utt(ps) < 0) {
          return fail("pocketsphinx: ps_start_utt failed");
        }
        in_utterance = true;
      }
    }
  } catch (const std::exception& error) {
    return fail(std::string("embedded speech engine: PCM reader failed: ") + error.what());
  } catch (...) {
    return fail("embedded speech engine: PCM reader failed");
  }
  in_utterance = false;
  if (ps_end_utt(ps) < 0) {
    return fail("pocketsphinx: ps_end_utt failed");
  }
  if (heard_speech) {
    append_hypothesis();
    ++last_utterance_count_;
  }
  return result;
}

}  // namespace cxs::engines::speech::embedded
