// The cue-word index of the clause frames (issue 18, rounds 11 onwards): every frame and class
// default asks whether its sentence holds a word of its group before it runs, and frame_cues
// answers from one table of cue words built at compile time, sorted by key. Each round that adds
// a cue group adds its list here (add_cues) and its bit in context_document.hpp. Moved out of
// context_frames.cpp, which had reached 700 lines, by a pure move.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/key_probe.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

namespace {

// The words each frame needs in the sentence; a sentence without any skips the frame (they
// run for every mention, and most sentences hold none of these words). Greetings and fillers
// ("okay", "well", "fine") are left out: ended_later looks for its well words only after
// "now" has put the sentence in the group.
constexpr std::array<std::string_view, 3> belief_cues{"think", "believe", "doubt"};
// Round 19: Bengali "jodi" (if) like Hindi "agar"; "unless", the negative supposition, for the
// reason-clause and modal-outcome frames ("..., unless she stops the ibuprofen").
constexpr std::array<std::string_view, 5> if_cues{"if", "should", "agar", "jodi", "unless"};
constexpr std::array<std::string_view, 19> time_cues{"since", "until", "till", "now",
                                                   // round 18: "back to her usual self", "back to baseline"
                                                   "self", "baseline",
                                                   // round 24: "it went away", "the rash i had went away"
                                                   "went",
                                                   // round 25 (ctx26): "told he had X, but ... was normal",
                                                   // "..., but that was treated"
                                                   "told", "treated",
                                                   // review rv23: "..., but sober for eight years"
                                                   "years", "decade", "decades",
                                                   // round 28: "after delivery it became normal", "that
                                                   // depression vanished with the counselling"
                                                   "became", "normalised", "normalized", "returned", "abated",
                                                   "vanished", "disappeared"};
constexpr std::array<std::string_view, 1> without_cues{"without"};
// (round 20: "point" for "would point to X", "signs" for "can be signs of X")
constexpr std::array<std::string_view, 8> meaning_cues{"mean", "indicate", "signal", "signify", "sign", "spell",
                                                       "point", "signs"};
// Round 38: a checklist item's bare value (context_form_values.cpp).
constexpr std::array<std::string_view, 4> item_value_cues{"no", "n", "nil", "none"};

struct cue_word {
  std::uint64_t key = 0;
  std::string_view word;
  frame_cue_bits groups = 0;
};

// Every cue-word list with its frame-cue group (a word in two lists has two entries). Review
// rv33's reading words carry their own groups (context_reread_words.hpp).
struct cue_list {
  std::span<const std::string_view> words;
  frame_cue_bits group = 0;
};
constexpr std::array cue_lists{
    cue_list{belief_cues, f_belief},
    cue_list{explanation_nouns, f_explanation},
    cue_list{if_cues, f_conditional},
    cue_list{without_cues, f_without},
    cue_list{testing_verbs, f_prospect},
    cue_list{tested_participles, f_prospect},
    cue_list{clause_vocab::irrealis_modals, f_supposing},
    cue_list{supposing_words, f_supposing},
    cue_list{supposing_cues, f_supposing},
    cue_list{recurrence_nouns, f_summary},
    cue_list{end_participles, f_summary},
    cue_list{summary_cues, f_summary},
    cue_list{general_cues, f_general},  // round 31
    cue_list{terms_cues, f_terms},
    cue_list{anyone_cues, f_anyone},
    cue_list{fixed_participles, f_fixed},
    cue_list{foretold_cues, f_foretold},  // round 32
    cue_list{history_cues, f_history},  // round 33
    cue_list{treatment_cues, f_treated},
    cue_list{return_cues, f_return},
    cue_list{delivery_cues, f_delivery},
    cue_list{negation_cues, f_negation},  // round 34
    cue_list{advice_cues, f_advice},  // round 35
    cue_list{closing_cues, f_closing},  // round 36
    cue_list{item_value_cues, f_item_value},  // round 38
    cue_list{sign_nouns, f_prospect},
    cue_list{fear_words, f_prospect},
    cue_list{indefinite_people, f_people},
    cue_list{groups_of_people, f_people},
    cue_list{plural_people, f_people},  // round 18
    cue_list{indefinite_patients, f_people},
    cue_list{reflexives, f_people},
    cue_list{ended_words, f_ended},
    cue_list{time_cues, f_ended},
    cue_list{meaning_cues, f_meaning},
    cue_list{teaching_verbs, f_teaching},
    cue_list{effect_nouns, f_effect},
    cue_list{nothing_words, f_evidence},
    cue_list{evidence_nouns, f_evidence},  // round 16
    cue_list{indicating_verbs, f_evidence},  // round 17: "no focal lesion to suggest"
    cue_list{course_vocab::change_verbs, f_change},  // round 14
    cue_list{course_vocab::changed_participles, f_change},
    cue_list{shield_verbs, f_shield},  // round 15
    cue_list{consideration_words, f_considered},
    cue_list{outcome_risk_nouns, f_effect},
    cue_list{future_time_cues, f_future},
    cue_list{subject_predicate_cues, f_subject},  // round 16
    cue_list{generic_predicates, f_generic},
    cue_list{frequency_predicates, f_generic},  // round 24: "some nausea is common"
    cue_list{harm_verbs, f_generic},  // probe round 17
    cue_list{incurable_participles, f_generic},  // round 20: "cannot be treated"
    cue_list{generic_need_words, f_generic},  // review rv26: "a X would need antibiotics"
    cue_list{explaining_verbs, f_generic},  // review rv27: "a UTI would explain it"
    cue_list{averting_words, f_cleft},
    cue_list{habit_gerunds, f_habit},
};

constexpr std::size_t cue_count = [] {
  std::size_t n = reread_cues.size();
  for (const cue_list& l : cue_lists) {
    n += l.words.size();
  }
  return n;
}();

// Every cue word with its key, sorted by key (a word in two lists has two entries).
constexpr std::array<cue_word, cue_count> cue_words = [] {
  std::array<cue_word, cue_count> out{};
  std::size_t n = 0;
  for (const cue_list& l : cue_lists) {
    for (const std::string_view w : l.words) {
      out[n++] = cue_word{text::token_key(w), w, l.group};
    }
  }
  for (const reread_cue& c : reread_cues) {  // rv33
    out[n++] = cue_word{text::token_key(c.word), c.word, c.group};
  }
  std::sort(out.begin(), out.end(), [](const cue_word& a, const cue_word& b) { return a.key < b.key; });
  return out;
}();

// Bit (key & 1023) of the token key of every cue word: one probe says a word is none.
constexpr std::array<std::uint64_t, 16> frame_word_bits = [] {
  std::array<std::uint64_t, 16> bits{};
  for (const cue_word& c : cue_words) {
    bits[(c.key >> 6) & 15u] |= std::uint64_t{1} << (c.key & 63u);
  }
  return bits;
}();

// The cue words by key in an open-addressing table (a word in two lists is one slot with both
// groups): one probe for most words that pass the bits above, instead of a binary search.
constexpr std::size_t cue_table_size = [] {
  std::size_t size = 64;
  while (size < cue_count * 2) {
    size *= 2;
  }
  return size;
}();
constexpr std::array<cue_word, cue_table_size> cue_table = [] {
  std::array<cue_word, cue_table_size> out{};
  for (const cue_word& c : cue_words) {
    std::size_t at = (c.key >> 10) & (cue_table_size - 1);
    while (!out[at].word.empty() && !(out[at].key == c.key && out[at].word == c.word)) {
      at = (at + 1) & (cue_table_size - 1);
    }
    out[at].key = c.key;
    out[at].word = c.word;
    out[at].groups |= c.groups;
  }
  return out;
}();

}  // namespace

frame_cue_bits context_document::impl::frame_cues(const sentence& s) const {
  frame_cue_bits cues = 0;
  for (std::size_t k = s.b; k < s.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct) {
      // Round 16: a colon after a word, where a label that denies its list may stand ("Neg:").
      if (t.norm == ":" && k > s.b && toks[k - 1].kind == tok_kind::word) {
        cues |= f_label;
      }
      // Round 38: "(-)", "(+)": two brackets with no word between (a ")" is read as "(").
      if (t.norm == "(" && k > s.b && toks[k - 1].norm == "(") {
        cues |= f_item_value;
      }
      continue;
    }
    // Round 17: a spaced dash after a word may close a label too ("Issues now resolved - ...").
    if (t.kind == tok_kind::word && k > s.b && t.begin >= toks[k - 1].end + 3 && dash_between(k)) {
      cues |= f_label;
    }
    if (t.kind != tok_kind::word || ((frame_word_bits[(t.key >> 6) & 15u] >> (t.key & 63u)) & 1u) == 0) {
      continue;
    }
    // A word is one slot (the table merged its lists' groups), so the probe stops at it.
    if (const cue_word* c = text::find_slot<cue_word>(
            cue_table.data(), cue_table_size - 1, static_cast<std::size_t>(t.key >> 10),
            [&t](const cue_word& x) { return x.key == t.key && x.word == t.norm; },
            [](const cue_word& x) { return x.word.empty(); })) {
      cues |= c->groups;
    }
  }
  return cues;
}

}  // namespace cxs::domain::clinical
