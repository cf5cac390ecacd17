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

/// The clinical vocabulary kept in the source tree (engines/speech/embedded/data/clinical.dict):
/// consult words missing from the stock dictionary, with their pronunciations.
[[nodiscard]] std::string_view bundled_clinical_dictionary();

/// How a decoder is built. Every setting is read once, when the engine is created.
struct pocketsphinx_config {
  /// Holds `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`.
  std::string model_dir = std::string(default_model_dir());
  /// Extra words, one `word PHONE PHONE ...` per line (`#` comment lines); words the stock
  /// dictionary already has are skipped. Empty (the default): none. Each added word also
  /// becomes a language-model unigram (ps_add_word), otherwise the search could never output it.
  ///
  /// WARNING: off by default because it is not safe with Debian's sphinxbase 5prealpha: once
  /// ~140 words are added, decoding audio in which an added word is recognised and followed
  /// by more speech crashes (SIGSEGV in lm_trie_score, reproducible with
  /// bundled_clinical_dictionary() on flite "Continue metformin one thousand milligrams ...").
  /// Small dictionaries (≤ 130 words) did not crash in our runs, which proves nothing.
  /// The safe design, not built: the clinical words in their own unigram LM interpolated with
  /// the stock one (ngram_model_set_init) and a merged -dict file, so the stock LM's trie is
  /// never modified.
  std::string extra_dictionary;
  /// Language-model weight (`-lw`); unset keeps the decoder's default (6.5). Higher trusts the
  /// language model more than the acoustics.
  std::optional<double> language_weight;
  /// Main and word-exit beams (`-beam`, `-wbeam`); unset keeps the defaults (1e-48, 7e-29).
  /// Narrower beams decode faster and lose accuracy.
  std::optional<double> beam;
  std::optional<double> word_beam;
};

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
  /// Builds the decoder and loads the extra dictionary; fails on a missing or unreadable
  /// model or dictionary, or a dictionary line with an unknown phone.
  [[nodiscard]] static engine_or_error create(const pocketsphinx_config& config);

  ~pocketsphinx_engine() override;
  pocketsphinx_engine(const pocketsphinx_engine&) = delete;
  pocketsphinx_engine& operator=(const pocketsphinx_engine&) = delete;

  /// Decodes the whole reader. A language hint other than "en" is `rejected`; a decoder
  /// error or a reader that throws is `unavailable` (the decoder stays usable).
  [[nodiscard]] transcription_result transcribe(const transcription_request& request) override;
  /// True for "en" only.
  [[nodiscard]] bool accepts_language(std::string_view code) const override;

  /// How many words of the extra dictionary were added (not already known); for start-up logs.
  [[nodiscard]] std::size_t added_words() const { return added_words_; }
  /// How many utterances (speech stretches between silences) the last `transcribe` decoded;
  /// for logs and tests.
  [[nodiscard]] std::size_t last_utterance_count() const { return last_utterance_count_; }

 private:
  struct decoder;  // owns the pocketsphinx objects
  explicit pocketsphinx_engine(std::unique_ptr<decoder>&& decoder, std::size_t added_words);

  std::unique_ptr<decoder> decoder_;
  std::size_t added_words_ = 0;
  std::size_t last_utterance_count_ = 0;
};

} // namespace cxs::engines::speech::embedded
