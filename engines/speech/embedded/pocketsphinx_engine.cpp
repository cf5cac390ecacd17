#include "engines/speech/embedded/pocketsphinx_engine.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <mutex>
#include <span>
#include <utility>
#include <vector>

#include <pocketsphinx.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/err.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/ngram_model.h>

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

}  // namespace

std::string_view default_model_dir() { return CXS_POCKETSPHINX_MODELDIR "/en-us"; }

namespace {

constexpr const char* clinical_lm_file = "/clinical.lm";
constexpr const char* combined_dict_file = "/cxs-en-us.dict";

bool holds_clinical_model(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_regular_file(dir.string() + clinical_lm_file, ec) &&
         std::filesystem::is_regular_file(dir.string() + combined_dict_file, ec);
}

}  // namespace

std::string default_clinical_model_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const auto installed = exe.parent_path().parent_path() / "share" / "cxs" / "speech";
    if (holds_clinical_model(installed)) {
      return installed.string();
    }
  }
  if (holds_clinical_model(CXS_SPEECH_MODEL_BUILD_DIR)) {
    return CXS_SPEECH_MODEL_BUILD_DIR;
  }
  return {};
}

std::optional<std::size_t> count_unigrams(const std::string& path) {
  silence_decoder_logging();
  const std::lock_guard lock(creation_mutex);
  logmath_t* lmath = logmath_init(1.0001, 0, 0);
  if (lmath == nullptr) {
    return std::nullopt;
  }
  ngram_model_t* lm = ngram_model_read(nullptr, path.c_str(), NGRAM_AUTO, lmath);
  std::optional<std::size_t> count;
  if (lm != nullptr) {
    count = ngram_model_get_counts(lm)[0];
    ngram_model_free(lm);
  }
  logmath_free(lmath);
  return count;
}

struct pocketsphinx_engine::decoder {
  cmd_ln_t* config = nullptr;
  ps_decoder_t* ps = nullptr;
  /// The interpolated set the search uses (our reference; the search holds its own) and the
  /// stock model inside it (owned by the set), kept to show it is never changed.
  ngram_model_t* set = nullptr;
  ngram_model_t* stock = nullptr;
  language_model_info info;
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
    if (set != nullptr) {
      ngram_model_free(set);
    }
    if (config != nullptr) {
      cmd_ln_free_r(config);
    }
  }
};

engine_or_error pocketsphinx_engine::create(const pocketsphinx_config& config) {
  silence_decoder_logging();
  const std::lock_guard lock(creation_mutex);

  const bool clinical = !config.clinical_model_dir.empty();
  if (clinical && !(config.clinical_weight > 0.0 && config.clinical_weight < 1.0)) {
    return {nullptr, "pocketsphinx: the clinical model's weight must be between 0 and 1"};
  }
  const std::string stock_lm = config.model_dir + "/en-us.lm.bin";
  // Arguments as pocketsphinx's own command line takes them; the strings outlive the call.
  // No -lm: the language model is given to the search below, once it is assembled.
  std::vector<std::string> args = {
      "-hmm", config.model_dir + "/en-us",
      "-dict", clinical ? config.clinical_model_dir + combined_dict_file : config.model_dir + "/cmudict-en-us.dict",
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
    return {nullptr, "pocketsphinx: cannot load the acoustic model or dictionary from " + config.model_dir +
                         (clinical ? " and " + config.clinical_model_dir : std::string())};
  }
  if (const feat_t* feat = ps_get_feat(owned->ps); feat != nullptr && feat->cmn_struct != nullptr) {
    const cmn_t* cmn = feat->cmn_struct;
    owned->initial_cmn.assign(cmn->cmn_mean, cmn->cmn_mean + cmn->veclen);
  }

  // The language model: the stock one alone, or interpolated with the clinical one. Both
  // share the decoder's log-math table, as a set requires.
  logmath_t* lmath = ps_get_logmath(owned->ps);
  ngram_model_t* stock = ngram_model_read(owned->config, stock_lm.c_str(), NGRAM_AUTO, lmath);
  if (stock == nullptr) {
    return {nullptr, "pocketsphinx: cannot read the language model " + stock_lm};
  }
  owned->info.stock_unigrams = ngram_model_get_counts(stock)[0];
  std::array<ngram_model_t*, 2> models = {stock, nullptr};
  std::array<std::string, 2> names = {"stock", "clinical"};
  std::array<char*, 2> name_ptrs = {names[0].data(), names[1].data()};
  std::array<float32, 2> weights = {static_cast<float32>(1.0 - config.clinical_weight),
                                     static_cast<float32>(config.clinical_weight)};
  int32 n_models = 1;
  if (clinical) {
    const std::string clinical_lm = config.clinical_model_dir + clinical_lm_file;
    models[1] = ngram_model_read(owned->config, clinical_lm.c_str(), NGRAM_AUTO, lmath);
    if (models[1] == nullptr) {
      ngram_model_free(stock);
      return {nullptr, "pocketsphinx: cannot read the clinical language model " + clinical_lm};
    }
    owned->info.clinical_unigrams = ngram_model_get_counts(models[1])[0];
    n_models = 2;
  } else {
    weights[0] = 1.0F;
  }
  owned->set = ngram_model_set_init(owned->config, models.data(), name_ptrs.data(), weights.data(), n_models);
  if (owned->set == nullptr) {
    for (int32 i = 0; i < n_models; ++i) {
      ngram_model_free(models[static_cast<std::size_t>(i)]);
    }
    return {nullptr, "pocketsphinx: cannot combine the language models"};
  }
  // The set holds its own reference to each model (ngram_model_set_init retains them).
  for (int32 i = 0; i < n_models; ++i) {
    ngram_model_free(models[static_cast<std::size_t>(i)]);
  }
  owned->stock = stock;
  owned->info.clinical = clinical;
  owned->info.combined_unigrams = ngram_model_get_counts(owned->set)[0];
  if (ps_set_lm(owned->ps, "combined", owned->set) < 0 || ps_set_search(owned->ps, "combined") < 0) {
    return {nullptr, "pocketsphinx: cannot start the search with the combined language model"};
  }
  return {std::unique_ptr<pocketsphinx_engine>(new pocketsphinx_engine(std::move(owned))), {}};
}

pocketsphinx_engine::pocketsphinx_engine(std::unique_ptr<decoder>&& decoder) : decoder_(std::move(decoder)) {}

language_model_info pocketsphinx_engine::model_info() const {
  language_model_info info = decoder_->info;
  info.stock_unigrams = ngram_model_get_counts(decoder_->stock)[0];
  return info;
}

bool pocketsphinx_engine::knows_word(const std::string& word) const {
  char* pron = ps_lookup_word(decoder_->ps, word.c_str());
  const bool known = pron != nullptr;
  ckd_free(pron);
  return known;
}

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
  // The front end's noise estimate (used by its voice-activity detector and noise removal)
  // also carries over between utterances; each request starts from a fresh one, before the
  // opening is measured and again before it is decoded, so no request hears another's noise.
  ps_start_stream(ps);
  prime_cmn(ps, opening, decoder_->initial_cmn);
  ps_start_stream(ps);
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
