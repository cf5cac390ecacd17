// Review rv35 (docs/accuracy.md, "Review rv35"): re-readings for shapes earlier reviews left open,
// each behind its own cue group (context_reread_words.hpp, bits 57-60), run by reread_cued:
//   - a comparison with someone's own case after the mention: "A woman with psoriasis may find
//     it flares in pregnancy, as hers has this month" (the patient's), "Psoriasis can flare in
//     pregnancy, as her sister's did" (a relative's; the patient's is not said);
//   - a general modal statement about a bare condition opening the sentence, before a clause
//     about the patient that does not take the condition up: "A cold can turn into pneumonia,
//     and her chest is clear today" (a general statement, not her cold);
//   - Hindi "is baar bhi" / "phir se" (this time too, again) after a past episode: "Pichli baar
//     bhi migraine tha, is baar bhi wahi dard hai" (the condition is there now);
//   - a Hindi past suspicion set aside by a result: "Typhoid ka shak tha, report negative aayi";
//   - working diagnoses: "cannot exclude X", "X cannot be ruled out", "treated as X", a label
//     marked provisional, a hedged name's bracketed alias ("Likely enteric fever (typhoid)");
//   - Hindi "khatam ho gaya" said of a treatment: "Asthma hai, inhaler khatam ho gaya".

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_trigger_words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

constexpr std::array<std::string_view, 6> elided_prepositions{"on", "in", "at", "during", "after", "when"};
// Pronouns of the patient's own case in a comparison (", as hers has", ", as he does").
constexpr std::array<std::string_view, 6> own_case_pronouns{"hers", "his", "he", "she", "mine", "i"};
// Determiners before a relative in a comparison (", as her sister's did").
constexpr std::array<std::string_view, 3> kin_determiners{"her", "his", "my"};
// Verbs that end a comparison's subject ("has", "does", "did", "used to").
constexpr std::array<std::string_view, 11> comparison_verbs{"has",  "have", "had",  "does", "did", "do",
                                                            "is",   "was",  "used", "will", "would"};
// What may follow an elided comparison's verb: a time, or a word of frequency or degree.
constexpr std::array<std::string_view, 16> elided_followers{"this", "every", "each",  "last",    "now",  "today",
                                                            "recently", "since", "again", "too", "already", "before",
                                                            "lately", "twice", "so", "yesterday"};
// What makes the mention's clause general: a modal or a frequency ("can flare", "often starts").
constexpr std::array<std::string_view, 9> general_markers{"can", "may", "might", "could", "often", "usually",
                                                          "tends", "commonly", "typically"};
constexpr std::array<std::string_view, 5> possessive_determiners{"her", "his", "my", "your", "their"};
constexpr std::array<std::string_view, 4> general_modals{"can", "may", "might", "could"};
// Episode nouns between a condition and its modal ("One gout attack can follow another").
constexpr std::array<std::string_view, 6> episode_nouns{"attack", "attacks", "flare", "flares", "episode", "episodes"};
// States after "can be": a note's line about the patient's condition ("Asthma can be bad at night").
constexpr std::array<std::string_view, 8> state_words{"bad",  "worse",     "severe",    "troublesome",
                                                      "hard", "difficult", "controlled", "mild"};
// The subject of a later clause that speaks of the patient ("..., and her chest is clear today").
constexpr std::array<std::string_view, 6> patient_subjects{"he", "she", "his", "her", "i", "my"};
// Words of a later clause that take the condition up for the patient ("and it has this week",
// "this one started on Sunday", "hers did").
constexpr std::array<std::string_view, 8> taking_up{"it", "this", "hers", "again", "one", "another", "same", "that"};
constexpr std::array<std::string_view, 10> line_reporting_verbs{"says",  "said",    "reports", "reported", "thinks",
                                                          "thought", "tells", "told",    "feels",    "adds"};
constexpr std::array<std::string_view, 14> pronoun_verbs{"needs",  "needed", "is",      "was",  "has",
                                                        "had",    "does",   "did",     "gets", "got",
                                                        "flares", "flared", "responds", "responded"};
constexpr std::array<std::string_view, 4> clause_joins{"and", "but", "so", "while"};
constexpr std::array<std::string_view, 5> hindi_denials{"nahi", "nahin", "na", "nai", "mat"};
constexpr std::array<std::string_view, 3> hindi_of{"ka", "ki", "ke"};
constexpr std::array<std::string_view, 3> hindi_past{"tha", "thi", "the"};
// A result that sets a suspicion aside ("report negative aayi", "normal aaya", "nahi nikla").
constexpr std::array<std::string_view, 7> result_clear{"negative", "normal", "nahi", "nahin", "saaf", "clear", "theek"};

// Treatments whose supply runs out ("inhaler khatam ho gaya", "dawai khatam ho gayi").
constexpr std::array<std::string_view, 16> supplies{"inhaler", "inhalers", "dawai",  "dawa",  "dawaai", "dawaiyan",
                                                    "goli",    "goliyan",  "tablet", "tablets", "medicine", "medicines",
                                                    "pump",    "syrup",    "insulin", "spray"};
constexpr std::array<std::string_view, 9> course_done{"theek", "thik", "normal", "course", "poora",
                                                      "poori", "puri",  "cured",  "fine"};
// Hedges whose name a bracketed alias repeats ("Likely enteric fever (typhoid)").
constexpr std::array<std::string_view, 7> alias_hedges{"likely",   "probable", "probably", "possible",
                                                       "presumed", "suspected", "query"};

// A kin word, or one with a possessive "s" run on ("sisters", "mothers").
bool kin_word(std::string_view w) {
  if (in<female_kin>(w) || in<male_kin>(w)) {
    return true;
  }
  const std::string_view stem = w.substr(0, w.size() - 1);
  return w.size() > 3 && w.back() == 's' && (in<female_kin>(stem) || in<male_kin>(stem));
}

}  // namespace

void context_document::impl::reread_compared(const sentence& s, std::size_t t0, std::size_t t1, mention_context& r,
                                             assess_flags& flags) const {
  const frame_cue_bits cues = s.frame_cues;
  const auto word_at = [&](std::size_t k) { return k < s.e && toks[k].kind == tok_kind::word; };
  const auto punct_at = [&](std::size_t k) { return k < s.e && toks[k].kind == tok_kind::punct; };
  const bool possessed = t0 > s.b && word_at(t0 - 1) && in<possessive_determiners>(toks[t0 - 1].norm);

  // A comparison with someone's own case: ", as hers has", ", as her sister's did".
  if ((cues & f_compared) != 0 && !r.negated) {
    for (std::size_t k = t1 + 1; k + 2 < s.e; ++k) {
      if (!is_word(k, "as") || !(punct_at(k - 1) && toks[k - 1].norm == ",")) {
        continue;
      }
      const std::string_view w = toks[k + 1].norm;
      std::size_t verb = k + 2;
      bool kin = false;
      if (in<kin_determiners>(w) && word_at(k + 2) && kin_word(toks[k + 2].norm)) {
        kin = true;
        verb = k + 3;
        if (is_word(verb, "s")) {  // "sister ' s"
          ++verb;
        }
      } else if (!in<own_case_pronouns>(w)) {
        break;
      }
      if (!word_at(verb) || !in<comparison_verbs>(toks[verb].norm)) {
        break;
      }
      // The comparison's verb stands alone, elided ("as hers has this month", "as his father's used
      // to"); with a predicate it is a reason ("as she is on steroids", "as he has asthma").
      std::size_t after = verb + 1;
      if (is_word(verb, "used") && is_word(after, "to")) {
        ++after;
      }
      // A pro-verb ("did", "has") may take a time or a place ("as she did on Monday", "as his has
      // in both knees"); "is" with one is a state ("as she is on steroids").
      const bool pro_verb = !is_word(verb, "is") && !is_word(verb, "was") && !is_word(verb, "will") &&
                            !is_word(verb, "would");
      if (word_at(after) && !in<elided_followers>(toks[after].norm) &&
          !(pro_verb && in<elided_prepositions>(toks[after].norm))) {
        break;
      }
      if (kin) {
        // Said of the condition in general, then of a relative's case: the patient's is not said.
        bool general = r.hypothetical || r.foretold || r.who != experiencer::patient;
        for (std::size_t j = t1 + 1; j < k && !general; ++j) {
          general = word_at(j) && in<general_markers>(toks[j].norm);
        }
        // Review rv37: a bare condition opening the line with a verb in the simple present,
        // compared with a relative's in the present ("Eczema flares in winter, as her brother's
        // does"), is said in general too; not an event ("Eczema flared this week, as ...") or a
        // state ("Asthma is worse this week, as her mother's is").
        if (!general && t0 == s.b && (is_word(verb, "does") || is_word(verb, "do")) && word_at(t1 + 1)) {
          const std::string_view v = toks[t1 + 1].norm;
          general = v.size() > 3 && v.back() == 's' && !in<comparison_verbs>(v);
        }
        if (general && !possessed) {
          r.who = experiencer::family;
          return;
        }
      } else if (r.who != experiencer::patient || r.hypothetical || r.foretold || r.uncertain) {
        r.who = experiencer::patient;
        r.hypothetical = false;
        r.foretold = false;
        r.uncertain = false;
        r.historical = false;
        flags.current = true;
        return;
      }
      break;
    }
  }

  // A general modal statement ("A cold can turn into pneumonia") before a clause about the patient
  // that does not take the condition up ("..., and her chest is clear today").
  if ((cues & f_general_modal) != 0 && !r.negated && !r.foretold && !r.hypothetical &&
      r.who == experiencer::patient &&
      (t0 == s.b || (t0 == s.b + 1 && (is_word(s.b, "a") || is_word(s.b, "an") || is_word(s.b, "one"))))) {
    std::size_t m = t1 + 1;
    if (word_at(m) && in<episode_nouns>(toks[m].norm)) {
      ++m;
    }
    const bool modal = word_at(m) && in<general_modals>(toks[m].norm) && word_at(m + 1) && !is_word(m + 1, "not") &&
                       !(is_word(m + 1, "be") && word_at(m + 2) && in<state_words>(toks[m + 2].norm));
    std::size_t join = s.e;
    for (std::size_t k = m + 1; modal && k < s.e; ++k) {
      if (word_at(k) && in<patient_subjects>(toks[k].norm)) {
        break;  // the patient in the general clause itself ("can flare in her hands")
      }
      if (punct_at(k) && (toks[k].norm == "," || toks[k].norm == ";")) {
        join = k + 1;
        break;
      }
    }
    while (join < s.e && word_at(join) &&
           (in<clause_joins>(toks[join].norm) || is_word(join, "today") || is_word(join, "now"))) {
      ++join;
    }
    // (not a report of the line itself: "A rash can itch at night, she says")
    if (join < s.e && word_at(join) && in<patient_subjects>(toks[join].norm) &&
        !(word_at(join + 1) && in<line_reporting_verbs>(toks[join + 1].norm))) {
      // A possessive pronoun standing alone takes the condition up ("and his needs three drugs").
      bool taken_up = !is_word(join, "he") && !is_word(join, "she") && !is_word(join, "i") && word_at(join + 1) &&
                      in<pronoun_verbs>(toks[join + 1].norm);
      for (std::size_t k = join; k < s.e && !taken_up; ++k) {
        taken_up = word_at(k) && (in<taking_up>(toks[k].norm) || toks[k].norm == toks[t1].norm);
      }
      if (!taken_up) {
        r.foretold = true;
        r.uncertain = false;
        return;
      }
    }
  }

  // Hindi "is baar bhi" / "phir se" after a past episode: there this time too.
  if ((cues & f_this_time) != 0 && r.historical && !r.negated && r.who == experiencer::patient) {
    for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
      const bool this_time_too = is_word(k, "is") && is_word(k + 1, "baar") &&
                                 (is_word(k + 2, "bhi") || is_word(k + 2, "phir") || is_word(k + 2, "fir"));
      const bool again = (is_word(k, "phir") || is_word(k, "fir")) && is_word(k + 1, "se");
      if (!this_time_too && !again) {
        continue;
      }
      bool denied = false;
      for (std::size_t j = k + 2; j < s.e && j <= k + 6 && !denied; ++j) {
        denied = word_at(j) && in<hindi_denials>(toks[j].norm);
      }
      if (!denied) {
        flags.current = true;
        r.historical = false;
        return;
      }
    }
  }

  // A Hindi past suspicion ("X ka shak tha") set aside by a result in a later clause.
  if ((cues & f_suspected) != 0 && !r.negated && word_at(t1 + 1) && in<hindi_of>(toks[t1 + 1].norm) &&
      (is_word(t1 + 2, "shak") || is_word(t1 + 2, "shaq")) && word_at(t1 + 3) && in<hindi_past>(toks[t1 + 3].norm)) {
    for (std::size_t k = t1 + 4; k < s.e; ++k) {
      if (word_at(k) && in<result_clear>(toks[k].norm)) {
        r.negated = true;
        r.uncertain = false;
        return;
      }
    }
    r.uncertain = true;
    r.historical = false;
  }

  // A working diagnosis: "cannot exclude X", "X cannot be ruled out" (a hedge on X, whatever test
  // is planned next: "..., biopsy next week"), "treated as X", a label marked provisional
  // ("Discharge diagnosis (provisional): X"). Not in a condition ("if we cannot exclude X").
  if ((cues & f_working) != 0 && !r.negated && r.who == experiencer::patient) {
    const auto cannot = [&](std::size_t k) { return is_word(k, "cannot") || is_word(k, "cant"); };
    const bool hedged_before = (t0 >= s.b + 2 && is_word(t0 - 1, "exclude") && cannot(t0 - 2)) ||
                               (t0 >= s.b + 3 && is_word(t0 - 1, "out") && is_word(t0 - 2, "rule") && cannot(t0 - 3));
    const bool hedged_after = cannot(t1 + 1) && is_word(t1 + 2, "be") &&
                              (is_word(t1 + 3, "excluded") || is_word(t1 + 3, "ruled"));
    bool conditional = false;
    for (std::size_t k = s.b; k < t0 && !conditional; ++k) {
      conditional = is_word(k, "if") || is_word(k, "unless");
    }
    if ((hedged_before || hedged_after) && !conditional) {
      r.hypothetical = false;
      r.foretold = false;
      r.uncertain = true;
      return;
    }
    if (t0 >= s.b + 2 && is_word(t0 - 1, "as") && (is_word(t0 - 2, "treated") || is_word(t0 - 2, "treating")) &&
        !r.historical) {
      bool confirmed = false;
      for (std::size_t k = t1 + 1; k < s.e && !confirmed; ++k) {
        confirmed = is_word(k, "confirmed") || is_word(k, "proven") || is_word(k, "diagnosed");
      }
      if (!confirmed) {
        r.uncertain = true;
        return;
      }
    }
    for (std::size_t k = s.b; k + 1 < t0 && !r.uncertain; ++k) {
      if (!is_word(k, "provisional")) {
        continue;
      }
      for (std::size_t j = k + 1; j < t0 && j <= k + 3; ++j) {
        if (punct_at(j) && toks[j].norm == ":") {
          r.uncertain = true;
          r.hypothetical = false;
          return;
        }
      }
    }
  }

  // Hindi "khatam ho gaya" (ran out, ended) said of a treatment after the mention ("asthma hai,
  // inhaler khatam ho gaya"): the supply ended, not the condition.
  // Not a course finished and the patient well ("TB ki dawai khatam ho gayi, ab theek hoon").
  if ((cues & f_supply_ended) != 0 && r.historical && !r.negated) {
    for (std::size_t k = s.b; k < s.e; ++k) {
      if (word_at(k) && in<course_done>(toks[k].norm)) {
        return;
      }
    }
    for (std::size_t k = t1 + 2; k < s.e; ++k) {
      if ((is_word(k, "khatam") || is_word(k, "khtam")) && word_at(k - 1) && in<supplies>(toks[k - 1].norm)) {
        r.historical = false;
        flags.current = true;
        return;
      }
    }
  }

  // A name in a bracket after a hedged one takes the hedge: "Likely enteric fever (typhoid)".
  if ((cues & f_hedged_alias) != 0 && !r.uncertain && !r.negated && t0 >= s.b + 2 && punct_at(t0 - 1) &&
      toks[t0 - 1].norm == "(") {
    for (std::size_t k = t0 - 1; k > s.b && k + 7 > t0; --k) {
      if (punct_at(k - 1) && toks[k - 1].norm != "-") {
        break;
      }
      if (word_at(k - 1) && in<alias_hedges>(toks[k - 1].norm)) {
        r.uncertain = true;
        return;
      }
    }
  }
}

}  // namespace cxs::domain::clinical
