#pragma once
// Clinical context of a concept mention (NegEx / ConText style): is the mention negated,
// historical, hypothetical or uncertain, and whose is it (the patient's, a relative's,
// someone else's)?
//
// The text is split into sentences at . ? ! । and line breaks, at dialogue turn markers
// ("[doctor]", "[patient]", "Doctor:", "Patient:", "Dr:", "Pt:") and at section headers.
// Within a sentence, trigger phrases act on the mention when it lies in their scope:
//   - pre-triggers ("no", "denies", "negative for", "not a known case of", "history of",
//     "h/o", "if", "rule out", "possible", "mother") look forward, post-triggers ("ruled
//     out", "negative", "resolved", "years ago", "runs in the family", Hindi "nahi",
//     Tamil "illai", Telugu "ledu", Bengali "nei", Marathi "naahi", Devanagari "नहीं")
//     look back; each has a window in words;
//   - a scope ends at a terminator: "but", "however", "although", "except", "apart from",
//     "which", ";", ":" and, per attribute, words that start a new clause about the
//     patient ("patient", "I", ", has", "complains of", "presents", "who", "currently",
//     and for negation ", currently" / ", now");
//   - a two-way trigger directly followed by punctuation closed its own clause and acts
//     only backwards: "fever absent, cough present", "TB ruled out, pneumonia confirmed";
//   - pseudo-triggers contain a trigger word but do not trigger: "no increase", "no change
//     in", "not only", "gram negative", "no doubt", "year old", "mother says" (a reporter,
//     not an experiencer), "family doctor";
//   - phrase matching is leftmost-longest, so "not ruled out" (possible) beats "ruled out"
//     (negated) and "no history of" (negated, not historical) beats "history of".
// Section headers at the start of a line ("Past medical history:", "PMH:", "Family
// history:", "FH:", "Assessment:", "Impression:", "Provisional diagnosis:", "Differential
// diagnosis:", ...) set the section of the lines under them until the next header, a
// turn marker, or a blank line after content: past history → historical; family history
// → experiencer family; differential/provisional → uncertain; assessment, impression,
// chief complaint, HPI → current. A relative as a line label ("Father: diabetes") makes
// that line the relative's.
//
// Decisions worth knowing:
//   - "no further episodes of X" negates X (no current occurrence). A problem label
//     followed by "no further episodes" ("Seizures: no further episodes") is NOT negated:
//     the label names a known condition and ":" ends every scope. Only a label whose value
//     is nothing but a negation ("Cough: nil", "Chest pain: denied") is negated.
//   - "ruled out" negates; "rule out", "r/o", "to rule out", "evaluate for" make the mention
//     hypothetical and uncertain (under investigation, not confirmed); "not ruled out",
//     "cannot be ruled out", "not excluded" make it hypothetical and uncertain (possible).
//   - "?TB" (a question mark glued to the word) marks the mention uncertain (provisional).
//   - "k/c/o", "known case of", "known" mark a current chronic condition (`chronic`), not a
//     historical one; "not a known case of" negates.
//   - "h/o X" / "history of X" is historical, except with a duration ("h/o fever for 3
//     days", "since morning"), the Indian case-sheet use for the presenting complaint.
//     "history of present illness" is a current section.
//   - "resolved", "subsided", "years ago", "in 2015", "as a child", "last year",
//     "previously", "stopped" are historical; "2 days ago", "yesterday" are current.
//   - A negated mention is never reported historical ("no history of asthma").
//   - Dialogue: a yes/no question ("any chest pain?", "bukhar hai?", "do you have
//     diabetes?") takes its polarity from the next turn of the other speaker: "no",
//     "nope", "not really", "nahi", "illai", "ledu" → negated; "yes", "yeah", "haan",
//     "sometimes", "a little", "i do" → affirmed; another answer → affirmed (patients
//     answer by describing). A question nobody answers is hypothetical. A run of
//     questions at the end of a turn shares the answer. Wh-questions ("how's your
//     diabetes?", "how long have you had the cough?") presuppose the condition and are
//     affirmed. Without turn markers, the next sentence answers ("Chest pain? No.").
//   - A leading "no," / "no." in an answer is an interjection, not a trigger.
//   - Only a clinician's question (or any question in a text without turn markers) takes
//     its polarity from the answer; a patient's own question ("could that be why I have
//     diarrhoea?") presupposes the condition. A tag question ("..., okay?", "is that
//     correct?") is a statement and is never hypothetical.
//   - "non-" negates only a short list ("non-smoker", "non-diabetic", "non-tender");
//     elsewhere it is part of a name or a modifier ("non-Hodgkin lymphoma", "non-productive
//     cough", "non-healing ulcer").
//   - "started", "still", "been taking" make a mention current even when a date follows
//     ("we started you on imitrex a couple months ago").
//   - "to make sure you don't have X" is a rule-out (hypothetical, uncertain), not a denial.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "domain/text/words.hpp"

namespace cxs::domain::clinical {

/// Whose condition a mention is.
enum class experiencer : std::uint8_t {
  patient,  ///< the patient (default)
  family,   ///< a blood relative: mother, father, sibling, child, grandparent, aunt, ...
  other,    ///< someone else: spouse, friend, colleague, contact
};

/// "patient", "family", "other".
[[nodiscard]] std::string_view experiencer_name(experiencer who) noexcept;

/// The context of one mention.
struct mention_context {
  bool negated = false;       ///< denied, absent, ruled out, answered "no"
  bool historical = false;    ///< past, resolved, past-history section
  bool hypothetical = false;  ///< conditional, future, to be ruled out, unanswered question
  bool uncertain = false;     ///< possible, suspected, ?X, differential: provisional at most
  bool chronic = false;       ///< "k/c/o", "known case of", "known diabetic": current, long-standing
  /// Named by the clause's mood as an outcome that may come, or as what an instruction tells
  /// the patient to report or watch for ("the tablets will make you constipated", "Report
  /// any numbness", "Call us for any bleeding", "sugar badh jayegi"): not a current
  /// condition. Unlike `hypothetical` it does not touch a medicine or a test in that clause
  /// ("Start amlodipine 5 mg", "We will do a chest x-ray" stay prescribed and ordered).
  bool foretold = false;
  /// In a conditional or an unanswered question (`hypothetical`) but presupposed there now by
  /// a definite subject of a change ("Return if the rash spreads", "Come back if the cough is
  /// not better", "is the swelling any better?"): a current condition all the same.
  bool presupposed = false;
  /// Historical only by a time in the past that a verb of diagnosis or onset gives ("diagnosed
  /// with asthma at eight", "HTN diagnosed 2017", "sugar 2018 mein pata chala tha"), with no
  /// word of the sentence ending it: the time the condition began. Whether it goes on is the
  /// condition's nature, which the caller knows (a chronic one does; round 14).
  bool dated_onset = false;
  /// Not historical by the triggers' reach, but a time in the past dates the mention's clause
  /// from further off ("Dengue during the 2017 monsoon, platelets dropped to forty thousand",
  /// "Back in college he passed a kidney stone"), with nothing between that speaks of now: an
  /// acute episode then is over, a chronic condition may go on (the caller decides; round 14).
  bool dated_episode = false;
  /// Named after a habit or an exposure said generically as the subject of a present verb, with
  /// no person's condition ("Smoking on top of your cholesterol is asking for a heart attack",
  /// "Taking painkillers on an empty stomach invites a gastric ulcer"; round 16). A disease so
  /// named may come; a symptom so named is the patient's pattern ("Climbing stairs brings on
  /// chest pain"): the caller decides by the condition's nature.
  bool habit_outcome = false;
  /// Denied only by a negative test result in its field ("DVT: scan negative", "TB: sputum
  /// CBNAAT not detected"; round 34). A result rules out a disease; the symptom the test was
  /// done for is still there ("Chest pain: troponin negative"): the caller decides by the
  /// condition's nature.
  bool denied_by_result = false;
  experiencer who = experiencer::patient;

  friend bool operator==(const mention_context&, const mention_context&) = default;
};

/// A text prepared for context queries: sentences, turns, sections and trigger phrases are
/// found once, then each mention is assessed in time proportional to its sentence. Holds
/// a view of the text, which must outlive it. Immutable after construction; `assess` is
/// safe to call from many threads.
class context_document {
 public:
  explicit context_document(std::string_view text);
  /// The same, reusing the word scan of `text` a caller already made for other tokenizers
  /// (`words` must be `text::scan_words(text)`; it is not kept).
  context_document(std::string_view text, const text::word_scan& words);
  ~context_document();
  context_document(context_document&&) noexcept;
  context_document& operator=(context_document&&) noexcept;
  context_document(const context_document&) = delete;
  context_document& operator=(const context_document&) = delete;

  /// The context of the mention at bytes [begin, end) of the text (typically a
  /// terminology match). A span outside the text or between words gets the default
  /// (affirmed, current, the patient's).
  [[nodiscard]] mention_context assess(std::size_t begin, std::size_t end) const;

  /// The text this document was built from.
  [[nodiscard]] std::string_view text() const noexcept;

  struct impl;

 private:
  std::unique_ptr<impl> impl_;
};

/// One-off convenience: builds a context_document and assesses one mention. Prefer a
/// context_document when assessing several mentions of one text.
[[nodiscard]] mention_context assess_context(std::string_view text, std::size_t begin,
                                             std::size_t end);

}  // namespace cxs::domain::clinical
