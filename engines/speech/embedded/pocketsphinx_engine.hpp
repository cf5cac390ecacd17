#pragma once
// The embedded speech engine: offline English recognition with the pocketsphinx decoder and
// the Debian en-us acoustic model, language model and dictionary, plus our clinical
// vocabulary. No pocketsphinx or sphinxbase header is included here: their include directory
// shadows system headers such as <err.h>, so it stays private to pocketsphinx_engine.cpp.

#include "engines/speech/speech_engine.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cxs::engines::speech::embedded {

/// Directory of the Debian en-us model (`pkg-config --variable=modeldir pocketsphinx` + "/en-us"),
/// as found when the project was configured.
[[nodiscard]] std::string_view default_model_dir();

/// Where the clinical model is found when none is configured: the directory holding
/// `clinical.lm` and `cxs-en-us.dict`. First `<prefix>/share/cxs/speech` next to the running
/// executable (`<prefix>/bin/cxs`, the Debian package), then the build directory it was
/// generated in (engines/speech/embedded/model/build_model.py at build time). Empty when
/// neither holds the model.
[[nodiscard]] std::string default_clinical_model_dir();

/// How a decoder is built. Every setting is read once, when the engine is created.
struct pocketsphinx_config {
  /// Holds `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`.
  std::string model_dir = std::string(default_model_dir());
  /// Directory of the clinical model: `clinical.lm` (ARPA trigram model of consult language)
  /// and `cxs-en-us.dict` (the stock dictionary plus the clinical words it lacks), both made
  /// at build time. Empty: the stock model and dictionary only.
  ///
  /// The two language models are loaded as they are and interpolated into one set
  /// (sphinxbase ngram_model_set_init) given to the search at creation; the dictionary is
  /// read whole at decoder start. Nothing is added to a running decoder: `ps_add_word` grows
  /// the stock model's trie in place, which crashes Debian's sphinxbase 5prealpha while
  /// decoding once ~140 words are added (docs/performance.md).
  std::string clinical_model_dir = default_clinical_model_dir();
  /// Share of the clinical model in the interpolation, in (0, 1):
  /// p(w | h) = (1 − weight) · p_stock(w | h) + weight · p_clinical(w | h).
  double clinical_weight = default_clinical_weight;
  /// Language-model weight (`-lw`); unset keeps the decoder's default (6.5). Higher trusts the
  /// language model more than the acoustics and prunes the search harder. 8 by default: with
  /// the clinical model interpolated in, 6.5 costs ~20 % more CPU for ~1.5 points less word
  /// error (docs/performance.md, "Embedded speech: clinical language model").
  std::optional<double> language_weight = default_language_weight;
  /// Main and word-exit beams (`-beam`, `-wbeam`); unset keeps the defaults (1e-48, 7e-29).
  /// Narrower beams decode faster and lose accuracy.
  std::optional<double> beam;
  std::optional<double> word_beam;

  static constexpr double default_clinical_weight = 0.3;
  static constexpr double default_language_weight = 8.0;
};

/// What the decoder's language model is made of; for start-up logs and tests.
struct language_model_info {
  bool clinical = false;                 ///< the clinical model is interpolated in
  std::size_t stock_unigrams = 0;        ///< words of the stock model (unchanged by decoding)
  std::size_t clinical_unigrams = 0;     ///< words of the clinical model (0 without it)
  std::size_t combined_unigrams = 0;     ///< words of the set the search uses
};

/// Counts the unigrams of a language model file by loading it on its own (for tests: the
/// engine's stock model must keep exactly the file's vocabulary). Empty if it cannot be read.
[[nodiscard]] std::optional<std::size_t> count_unigrams(const std::string& path);

class pocketsphinx_engine;

/// What `pocketsphinx_engine::create` returns: an engine, or why there is none.
struct engine_or_error {
  std::unique_ptr<pocketsphinx_engine> engine;  ///< null on failure
  std::string error;  ///< for server logs: which file or step failed (never patient data)
};

/// One decoder, created once (slow: ~0.4 s and ~90 MB) and reused for every call.
///
/// Transcription pulls 16 kHz mono s16 blocks from the request's reader and cuts utterances
/// where the decoder's voice-activity detector goes from speech to silence, the way
/// `pocketsphinx_continuous` does, so a long chunk is many short searches rather than one
/// giant one. Utterance hypotheses are joined with single spaces; silence gives "".
///
/// `speaker_mode` has no effect: this is a single-channel recogniser without diarisation, so
/// a doctor-patient recording comes back as one undivided transcript.
///
/// English only. Pocketsphinx's own logging is switched off process-wide on first creation
/// (it would print hypotheses, i.e. patient speech); failures are reported in `detail`.
/// Not thread-safe: one worker thread uses an instance at a time.
class pocketsphinx_engine final : public speech_engine {
 public:
  /// Builds the decoder with the combined model; fails on a missing or unreadable model or
  /// dictionary, or a dictionary line with an unknown phone.
  [[nodiscard]] static engine_or_error create(const pocketsphinx_config& config);

  ~pocketsphinx_engine() override;
  pocketsphinx_engine(const pocketsphinx_engine&) = delete;
  pocketsphinx_engine& operator=(const pocketsphinx_engine&) = delete;

  /// Decodes the whole reader. A language hint other than "en" is `rejected`; a decoder
  /// error or a reader that throws is `unavailable` (the decoder stays usable).
  [[nodiscard]] transcription_result transcribe(const transcription_request& request) override;
  /// True for "en" only.
  [[nodiscard]] bool accepts_language(std::string_view code) const override;

  /// What the language model is made of (read at creation; the stock count is read anew).
  [[nodiscard]] language_model_info model_info() const;
  /// True if the dictionary has `word` (lower case); for tests and logs.
  [[nodiscard]] bool knows_word(const std::string& word) const;
  /// How many utterances (speech stretches between silences) the last `transcribe` decoded;
  /// for logs and tests.
  [[nodiscard]] std::size_t last_utterance_count() const { return last_utterance_count_; }

 private:
  struct decoder;  // owns the pocketsphinx objects
  explicit pocketsphinx_engine(std::unique_ptr<decoder>&& decoder);

  std::unique_ptr<decoder> decoder_;
  std::size_t last_utterance_count_ = 0;
};

} // namespace cxs::engines::speech::embedded
