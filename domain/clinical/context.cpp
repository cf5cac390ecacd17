// A mention's context read from a built context document (assess) and the public
// context_document API. Building the document is in context_document.cpp; the informant who
// speaks for the patient in context_informant.cpp; readings of the mention's own marks and of
// an instruction heading's value in context_mention_marks.cpp.

#include "domain/clinical/context.hpp"

#include "domain/clinical/context_document.hpp"
#include "domain/clinical/context_care_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/clinical/context_tokens.hpp"
#include "domain/clinical/context_triggers.hpp"

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"
#include "domain/text/words.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cxs::domain::clinical {

// The lexicon, tokenizer and trigger index this file's document model is built on.
using namespace context_detail;

namespace {

// Round 28: the words that open a clause after a kin word said to the listener ("Dad, her ...").
constexpr std::array<std::string_view, 13> address_followers{"her", "his", "your", "this", "it", "its", "she",
                                                             "he",  "we",  "i",    "you",  "the", "there"};
}  // namespace

mention_context context_document::impl::assess(std::size_t begin, std::size_t end) const {
  mention_context r;
  if (end <= begin || toks.empty()) {
    return r;
  }
  // Tokens overlapping [begin, end).
  const auto first = std::lower_bound(toks.begin(), toks.end(), begin,
                                      [](const ctoken& t, std::size_t at) { return t.end <= at; });
  if (first == toks.end() || first->begin >= end) {
    return r;
  }
  const auto t0 = static_cast<std::size_t>(first - toks.begin());
  std::size_t t1 = t0;
  while (t1 + 1 < toks.size() && toks[t1 + 1].begin < end) {
    ++t1;
  }
  const int si_signed = sentence_of[t0];
  if (si_signed < 0) {
    return r;
  }
  const auto si = static_cast<std::size_t>(si_signed);
  const sentence& s = sentences[si];
  t1 = std::min(t1, s.e - 1);

  assess_flags flags;
  switch (s.section) {
    case section_kind::history:
      r.historical = true;
      flags.strong_hist = true;
      break;
    case section_kind::family:
    case section_kind::relative:
      r.who = experiencer::family;
      break;
    case section_kind::provisional:
    case section_kind::differential:
      r.uncertain = true;
      break;
    case section_kind::instruction:
      r.hypothetical = !instruction_names_own(s, t0, t1);
      break;
    case section_kind::none:
    case section_kind::current:
      break;
  }
  if (toks[t0].query || queried_by_qualifier(s, t0)) {
    r.uncertain = true;
  }

  std::size_t exp_distance = static_cast<std::size_t>(-1);
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const occurrence& o = occs[oi];
    if ((o.effects & e_effects) == 0) {
      continue;
    }
    if (o.b <= t1 && o.e > t0) {
      // Probe round 17: "No family history of diabetes" where the mention is the family history
      // itself ("family history of diabetes"): the trigger's own "no" before it denies it.
      if (o.b < t0 && (o.effects & e_neg) != 0 && o.dir != scope::backward && o.e <= t1 + 1) {
        r.negated = true;
      }
      // Probe round 18: a time that ends with the mention's own words ("in her last
      // pregnancy", "in both pregnancies") dates that mention as it dates what came before
      if (o.b < t0 && (o.effects & e_hist) != 0 && o.dir == scope::backward && o.e == t1 + 1) {
        r.historical = true;
      }
      continue;
    }
    const bool before = o.e <= t0;
    if (before && o.dir != scope::forward && o.dir != scope::both) {
      continue;
    }
    if (!before && o.dir != scope::backward && o.dir != scope::both) {
      continue;
    }
    // A two-way trigger that closes its own clause ("fever absent, cough present",
    // "TB ruled out, pneumonia confirmed") acted on what came before it; it does not
    // reach across that punctuation into the next clause.
    if (before && o.dir == scope::both && o.e < s.e && toks[o.e].kind == tok_kind::punct) {
      continue;
    }
    const std::size_t gap_b = before ? o.e : t1 + 1;
    const std::size_t gap_e = before ? t0 : o.b;
    if (words_between(gap_b, gap_e) > (before ? o.ahead : o.behind) &&
        !(before && (o.effects & e_neg) != 0 && negated_disjunct(gap_b, gap_e, o.ahead))) {
      continue;
    }
    // What lies between the trigger and the mention may end its scope.
    std::uint32_t blocked = 0;
    // Review rv18: a Hinglish "in the family" after the condition ("khandaan/parivar/family
    // mein") does not take it from a first-person subject before it in its clause ("Mujhe
    // asthma hai parivar mein kisi ko nahi", "Mujhe sugar hai aur parivar mein bhi").
    static constexpr std::array<std::string_view, 7> hindi_first_person{"mujhe", "mujhko", "mera", "meri",
                                                                      "mere",  "humein", "hamein"};
    for (std::size_t k = clause_begin(s, t0); !before && (o.effects & e_fam) != 0 && is_word(o.e - 1, "mein") && k < t0;
         ++k) {
      blocked |= toks[k].kind == tok_kind::word && in<hindi_first_person>(toks[k].norm) ? e_fam : 0u;
    }
    // Review rv18: "you have the flu that's going around", "she's caught the bug going round":
    // the patient named as having it, in the clause before it, has it; "going around" says
    // where it came from ("there's a flu going around" stays others').
    static constexpr std::array<std::string_view, 5> patient_subjects{"you", "i", "she", "he", "we"};
    static constexpr std::array<std::string_view, 5> having{"have", "has", "had", "got", "caught"};
    for (std::size_t k = clause_begin(s, t0) + 1;
         !before && (o.effects & e_other) != 0 && (is_word(o.e - 1, "around") || is_word(o.e - 1, "round")) && k < t0;
         ++k) {
      const bool subject = in<patient_subjects>(toks[k - 1].norm) ||
                           (k >= 2 && in<patient_subjects>(toks[k - 2].norm) && toks[k - 1].kind != tok_kind::word);
      blocked |= toks[k].kind == tok_kind::word && in<having>(toks[k].norm) && subject ? e_other : 0u;
    }
    // A wide backward trigger closes a list ("ulti, dast, bukhar kuch nahi"): commas do not end its scope
    // while what lies between is only short items, no verb of a new clause ("ulti hai, dast kuch nahi").
    // Probe round 17: "Recovered from COVID last month, still has fatigue": a "still" that opens
    // a predicate of its own speaks of what follows it, not of the phrase before the comma.
    // The person's own verb after a bracket about the person (review rv37).
    static constexpr std::array<std::string_view, 5> own_verbs_after_aside{"has", "had", "gets", "got", "have"};
    static constexpr std::array<std::string_view, 12> own_predicate{
        "has", "have", "gets", "get", "feels", "feel", "complains", "needs", "uses", "takes", "having", "getting"};
    const bool opens_predicate = !before && (o.effects & e_persist) != 0 && o.e < s.e &&
                                 ((toks[o.e].kind == tok_kind::word && in<own_predicate>(toks[o.e].norm)) ||
                                  still_of_treatment(s, o.e - 1));
    // Probe round 17: "Discharge diagnosis: community-acquired pneumonia, resolved AKI": a word of
    // resolution that goes on to a noun modifies the next item; only one that closes its phrase,
    // or goes on with how or when ("resolved now", "resolved with antibiotics"), is said of the
    // phrase before the comma.
    static constexpr std::array<std::string_view, 22> closing_words{
        "now", "with", "after", "by", "on", "in", "since", "completely", "fully", "last", "over", "at",
        "spontaneously", "and", "but", "without", "within", "following", "totally", "already", "two", "years"};
    static constexpr std::array<std::string_view, 7> resolved_participles{"resolved", "healed",    "treated", "cured",
                                                                         "corrected", "resolving", "healing"};
    const bool modifies_next = !before && (o.effects & e_hist) != 0 && o.e == o.b + 1 &&
                               in<resolved_participles>(toks[o.b].norm) && o.e < s.e &&
                               toks[o.e].kind == tok_kind::word && !in<closing_words>(toks[o.e].norm) &&
                               !text::is_ascii_digit(toks[o.e].norm.front());
    const bool list_closer =
        !before && o.behind >= 6 && list_gap(gap_b, gap_e) && !opens_predicate && !modifies_next;
    // "anaemia in her first pregnancy, since corrected", "cough, now resolved": a
    // historical post-trigger right after a comma closes the phrase before it.
    // ("..., many years back": up to two words may stand between the comma and it.)
    // A note's "stable angina , likely .", "pancreatic cancer , presumed": an uncertainty
    // post-trigger right after the comma, closing the phrase, hedges it the same way.
    bool appositive = false;
    if (!before && (o.effects & (e_hist | e_persist | e_unc)) != 0) {
      std::size_t commas = 0;
      std::size_t after_comma = 0;
      for (std::size_t k = gap_b; k < o.b; ++k) {
        if (toks[k].kind == tok_kind::punct) {
          commas += toks[k].norm == "," ? 1 : 2;
          after_comma = 0;
        } else if (commas > 0) {
          ++after_comma;
        }
      }
      const bool hedge_only = (o.effects & (e_hist | e_persist)) == 0;
      const bool closes = o.e >= s.e || toks[o.e].kind == tok_kind::punct;
      appositive = commas == 1 && (hedge_only ? after_comma == 0 && closes : after_comma <= 2);
      appositive = appositive && !opens_predicate && !modifies_next;
    }
    // Round 20: a return after a relative clause set off by commas ("Her eczema, which cleared
    // last summer, has flared again") speaks of the clause's head: its two commas do not end
    // the scope (the window is widened in context_sentence_marks.cpp).
    bool relative = false;
    if (!before && (o.effects & e_persist) != 0 && gap_e > gap_b + 2 && toks[gap_b].norm == "," &&
        (is_word(gap_b + 1, "which") || is_word(gap_b + 1, "who")) && toks[gap_e - 1].norm == ",") {
      relative = true;
      for (std::size_t k = gap_b + 1; k + 1 < gap_e; ++k) {
        relative = relative && toks[k].kind != tok_kind::punct;
      }
    }
    // Review rv26: a note in brackets right after the mention ("hypothyroidism (post-partum,
    // resolved 2020)", "asthma (childhood, resolved)") speaks of it: its opening bracket and
    // commas do not end a word of ending's scope; a closing bracket before the word does
    // ("asthma (on salbutamol), eczema resolved"; the tokenizer reads ")" as "(" too).
    bool bracket_note = !before && (o.effects & e_hist) != 0 && gap_e > gap_b && toks[gap_b].norm == "(";
    for (std::size_t k = gap_b + 1; k < gap_e && bracket_note; ++k) {
      bracket_note = toks[k].kind != tok_kind::punct || toks[k].norm == ",";
    }
    // Review rv37: a closed bracket right after a kin or other person's word, before that
    // person's own verb ("Son (aged 8) has eczema", "Father (deceased) was diagnosed with
    // diabetes"), describes the person: it does not end the word's scope. Before another verb
    // ("Husband (works nights) says her asthma is worse") it still does.
    std::size_t person_aside_end = 0;
    if (before && (o.effects & (e_fam | e_other)) != 0 && gap_e > o.e + 3 && toks[o.e].kind == tok_kind::punct &&
        toks[o.e].norm == "(") {
      std::size_t c = o.e + 1;
      while (c < gap_e && toks[c].kind != tok_kind::punct) {
        ++c;
      }
      if (c > o.e + 1 && c + 1 < gap_e && toks[c].norm == "(" && toks[c + 1].kind == tok_kind::word &&
          (in<own_verbs_after_aside>(toks[c + 1].norm) ||
           ((is_word(c + 1, "was") || is_word(c + 1, "is")) && is_word(c + 2, "diagnosed")))) {
        person_aside_end = c;
      }
    }
    for (std::size_t k = person_aside_end != 0 ? person_aside_end + 1 : gap_b;
         k < gap_e && !relative && !bracket_note; ++k) {
      if (toks[k].kind != tok_kind::punct) {
        continue;
      }
      const std::string_view p = toks[k].norm;
      // "DDx: malaria, typhoid", "D/d: ...": a hedge that labels the list after its colon
      // reaches over that colon.
      const bool label_colon = before && p == ":" && k == o.e && (o.effects & e_unc) != 0;
      // "s/p PCI 2019 , HFrEF": "status post" names one procedure, not the list after it.
      if (before && p == "," && (toks[o.b].norm == "s/p" || (toks[o.b].norm == "status" && o.e == o.b + 2))) {
        blocked = ~0u;
      }
      // Round 38: a bracket right after a kin or other person's word holds that person's
      // condition ("for her husband (suspected prostate cancer)"): open up to the mention, it does
      // not end the word's scope ("Husband (works nights) says her asthma ..." closes it first).
      bool person_note = before && p == "(" && k == o.e && (o.effects & (e_fam | e_other)) != 0;
      for (std::size_t j = k + 1; j < gap_e && person_note; ++j) {
        person_note = toks[j].kind != tok_kind::punct;
      }
      if (p == ";" || (p == ":" && !label_colon) || (p == "(" && !person_note) ||
          (!before && p == "," && !list_closer && !appositive)) {
        blocked = ~0u;
      }
      // "No rash, itching present": a mention affirmed right after it, after the one comma,
      // is not in the denial's scope (round 10); "No rash present" (no comma) and a longer
      // list ("No fever, cough, cold present": none of them) still are.
      if (before && p == "," && (o.effects & e_neg) != 0 && t1 + 1 < s.e &&
          (is_word(t1 + 1, "present") || is_word(t1 + 1, "positive"))) {
        std::size_t commas = 0;
        for (std::size_t j = gap_b; j < gap_e; ++j) {
          commas += toks[j].kind == tok_kind::punct && toks[j].norm == "," ? 1 : 0;
        }
        if (commas == 1) {
          blocked |= e_neg;
        }
      }
    }
    // Probe round 17: "Don't take ibuprofen with your kidney disease", "denies any problems
    // with his asthma": a possessed condition after a preposition in a denial's scope is what
    // the denied act or problem concerns; the denial does not reach it.
    if (before && (o.effects & e_neg) != 0 && t0 >= gap_b + 2 && toks[t0 - 1].kind == tok_kind::word &&
        toks[t0 - 2].kind == tok_kind::word &&
        (toks[t0 - 1].norm == "your" || toks[t0 - 1].norm == "his" || toks[t0 - 1].norm == "her" ||
         toks[t0 - 1].norm == "my") &&
        (toks[t0 - 2].norm == "with" || toks[t0 - 2].norm == "for" || toks[t0 - 2].norm == "about" ||
         toks[t0 - 2].norm == "given")) {
      blocked |= e_neg;
    }
    // Review rv37: "Return precautions for her chest infection", "precautions for your diabetes
    // while fasting": a possessed condition right after "precautions for" is the one the patient
    // has, which the precautions are about; the prevention reading ("precautions for malaria")
    // is for a bare one.
    if (before && (o.effects & e_hypo) != 0 && t0 == o.e + 1 && o.e >= o.b + 2 && toks[o.e - 1].norm == "for" &&
        (toks[o.e - 2].norm == "precautions" || toks[o.e - 2].norm == "precaution") &&
        (toks[o.e].norm == "her" || toks[o.e].norm == "his" || toks[o.e].norm == "your" || toks[o.e].norm == "my")) {
      blocked |= e_hypo;
    }
    // Review rv17: "Main concern is asthma control", "the worry is diabetes management": a
    // condition that modifies a noun of its care is the concern's topic, known already; what
    // worries is its control, not whether the condition is there ("The worry is sepsis" stays).
    if (before && (o.effects & e_unc) != 0 && o.e >= o.b + 2 && toks[o.e - 1].norm == "is" &&
        (toks[o.e - 2].norm == "concern" || toks[o.e - 2].norm == "worry") && t1 + 1 < s.e &&
        toks[t1 + 1].kind == tok_kind::word && in<care_nouns>(toks[t1 + 1].norm)) {
      blocked |= e_unc;
    }
    // Round 28: a kin word that opens the sentence, set off by a comma before a new clause's
    // subject ("Dad, her eardrum is red and bulging", "Mum, this is croup"), addresses the
    // listener: it is not whose condition the clause names. Not a list of kin ("Mum, dad and
    // her sister have diabetes").
    if (before && (o.effects & (e_fam | e_other)) != 0 && o.e == o.b + 1 && o.b == s.b && o.e + 1 < s.e &&
        toks[o.e].norm == "," && toks[o.e + 1].kind == tok_kind::word && in<address_followers>(toks[o.e + 1].norm)) {
      blocked |= e_fam | e_other;
    }
    for (std::size_t oj = s.occ_b; oj < s.occ_e && blocked != ~0u; ++oj) {
      const occurrence& other = occs[oj];
      if (oj == oi || other.b < gap_b || other.e > gap_e) {
        continue;
      }
      if ((other.effects & t_neg) != 0) {
        blocked |= e_neg;
      }
      if ((other.effects & t_hist) != 0) {
        blocked |= e_hist | e_hist_weak;
      }
      if ((other.effects & t_all) == t_all) {
        blocked |= e_dated;  // "but", "however": a new clause
      }
      if ((other.effects & t_hypo) != 0) {
        blocked |= e_hypo | e_foretold;
      }
      if ((other.effects & t_unc) != 0) {
        blocked |= e_unc;
      }
      if ((other.effects & t_exp) != 0) {
        blocked |= e_fam | e_other;
      }
      // A new assertion in between ends a negation: "if no improvement, rule out TB",
      // "no new complaints, known diabetic".
      // (A trigger read both ways counts too: "likely" is one, so "less likely to be a
      // migraine, likely sinusitis" keeps the sinusitis; probe round 17.)
      if (before && (other.dir == scope::forward || other.dir == scope::both) &&
          (other.effects & (e_hypo | e_unc | e_chronic)) != 0) {
        blocked |= e_neg;
      }
    }
    const std::uint32_t fx = o.effects & ~blocked;
    if ((fx & e_neg) != 0) {
      r.negated = true;
    }
    if ((fx & e_hist) != 0) {
      r.historical = true;
      flags.strong_hist = true;
    }
    if ((fx & e_dated) != 0) {
      r.historical = true;
      flags.strong_hist = true;
    }
    if ((fx & e_hist_weak) != 0) {
      r.historical = true;
    }
    if ((fx & e_hypo) != 0) {
      r.hypothetical = true;
    }
    if ((fx & e_foretold) != 0) {
      r.foretold = true;
    }
    if ((fx & e_unc) != 0) {
      r.uncertain = true;
    }
    if ((fx & e_chronic) != 0) {
      r.chronic = true;
    }
    if ((fx & (e_current | e_persist)) != 0) {
      flags.current = true;
    }
    // Round 17: the informant's kin word for the patient ("Daughter phoned: her mother has
    // been confused") names the patient, not a relative.
    const bool proxy_named = proxy != 0 && (fx & (e_fam | e_other)) != 0 && names_patient_by_proxy(toks[o.e - 1].norm);
    if ((fx & (e_fam | e_other)) != 0 && !proxy_named) {
      const std::size_t distance = before ? t0 - o.e : o.b - t1;
      if (distance < exp_distance) {
        exp_distance = distance;
        r.who = (fx & e_fam) != 0 ? experiencer::family : experiencer::other;
      }
    }
  }

  // "Kahin malaria to nahi?" ("it isn't malaria, is it?"): a clause opened by "kahin" and
  // closed by "to/toh nahi" voices a worry, it does not deny (Hindi apprehensive); "kahin
  // nahi", "kahin bhi nahi" (nowhere) stay negations.
  if (r.negated && toks[s.b].kind == tok_kind::word && toks[s.b].norm == "kahin" && s.b + 1 < s.e &&
      !is_word(s.b + 1, "nahi") && !is_word(s.b + 1, "bhi")) {
    for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
      if ((is_word(k, "to") || is_word(k, "toh")) && (is_word(k + 1, "nahi") || is_word(k + 1, "nahin"))) {
        r.negated = false;
        r.uncertain = true;
        break;
      }
    }
  }
  apply_clause_frames(s, t0, t1, r, flags);
  // Round 16: an item after the first of a coordinated list takes the frame that governs the
  // first ("we talk about calcium and osteoporosis"): the frames again at the list's head.
  if ((s.frame_cues & f_frames) != 0 && !r.negated && !r.hypothetical && !r.foretold && !r.historical &&
      t0 > s.b + 1) {
    std::size_t head_last = t0;
    if (const std::size_t head = list_head(s, t0, head_last); head < t0) {
      mention_context hr;
      assess_flags hf;
      apply_clause_frames(s, head, head_last, hr, hf);
      if (hr.negated || hr.hypothetical || hr.foretold) {
        r.negated = hr.negated;
        r.hypothetical = hr.hypothetical;
        r.foretold = hr.foretold;
        r.uncertain = r.uncertain && hr.uncertain;
      }
    }
  }
  // Round 14: an outcome of change, a counterfactual, a fear's complement (context_course.cpp).
  if (!r.negated && !r.hypothetical && !r.foretold && t0 > s.b + 1 &&
      (((s.frame_cues & f_change) != 0 && (changes_into(s, t0) || counterfactual_outcome(s, t0))) ||
       ((s.frame_cues & f_prospect) != 0 && feared_clause(s, t0)))) {
    r.foretold = true;
    r.uncertain = false;
  }
  if (!r.negated && !r.foretold && !r.hypothetical && t0 > s.b + 3 && names_foretold_clause(s, t0, t1)) {
    r.foretold = true;  // "the lips can swell up on this , that's angioedema" (round 24)
    r.uncertain = false;
  }
  if (!r.negated && !r.foretold && !r.hypothetical && !r.historical &&
      (foretold_onset_subject(s, t0, t1) || identified_as_feared(s, t0, t1) || test_purpose(s, t0) ||
       names_a_screen(s, t1))) {
    // "a stroke may occur", "since hyperkalaemia is the worry" (round 25), "Screened today for
    // chlamydia", "audiometry picks up hearing loss" (round 26), "stroke screen: N" (round 27)
    r.foretold = true;
    r.uncertain = false;
  }
  if (!r.negated && instruction_outcome(s, t0)) {
    r.foretold = true;  // "Call 911 for any chest pain", "Report numbness or tingling"
  }
  if (!r.negated && answers_what_to_watch_for(si)) {
    r.foretold = true;  // "what should I look out for? — mostly wound infection, fever"
  }
  if (r.negated && (field_affirmed(s, t0, t1) || negation_undone(s, t0, t1))) {
    r.negated = false;  // "Epilepsy: no  Eczema: yes" (round 27)
  } else if (!r.negated &&
             (field_negated(s, t1) || ((s.frame_cues & f_item_value) != 0 && item_value_negated(s, t0, t1)) ||
              negation_class_default(s, t0, t1, r))) {
    r.negated = true;
  } else if (!r.negated && (s.frame_cues & f_label) != 0) {
    switch (list_label(s, t0)) {
      case label_reading::denies:
        r.negated = true;
        break;
      case label_reading::ended:
        r.historical = true;
        flags.ended = true;
        break;
      case label_reading::family:
        if (r.who == experiencer::patient) {
          r.who = experiencer::family;
        }
        break;
      case label_reading::none:
        break;
    }
  }
  // Round 29: class defaults (context_defaults.cpp), after every narrower reading.
  if (!r.negated && !r.historical && !r.hypothetical && !r.foretold && r.who == experiencer::patient &&
      (((s.frame_cues & f_summary) != 0 && summary_ends_later(s, t0, t1)) || episode_in_past(s, t0) ||
       past_pregnancy_after(s, t1) || (!r.uncertain && history_class_default(s, t0, t1)))) {
    r.historical = true;
    flags.strong_hist = true;
    flags.ended = true;
  }
  // Round 30: an age after the mention, a completed repair or cure of it (context_defaults_past.cpp).
  if (!r.negated && !r.historical && !r.hypothetical && !r.foretold && r.who == experiencer::patient &&
      ((age_after(s, t0, t1) && !treated_now(s, t1)) || fixed_after(s, t1) || before_life_event(s, t1)) &&
      !goes_on_in_sentence(s)) {
    r.historical = true;
    flags.strong_hist = true;
    flags.ended = true;
  }
  if (!r.negated && !r.historical && !r.hypothetical && !r.foretold && r.who == experiencer::patient &&
      (((s.frame_cues & f_supposing) != 0 && irrealis_default(s, t0, t1)) ||
       ((s.frame_cues & f_general) != 0 && general_statement(s, t0, t1)) ||  // round 31
       ((s.frame_cues & f_terms) != 0 && policy_terms_object(s, t0)) ||
       ((s.frame_cues & f_anyone) != 0 && anyone_rule(s, t0)) || foretold_default(s, t0, t1))) {
    r.foretold = true;
    r.uncertain = false;
  }
  if (r.historical && !flags.strong_hist && duration_after(s, t1)) {
    r.historical = false;  // "h/o fever for 3 days": the presenting complaint
  }

  apply_dialogue_answer(si, t0, t1, r, flags);
  // "Return if the rash spreads", "Come back if the cough is not better", "No fever, and the
  // cough is better": a definite subject of a change is there now, whatever the conditional,
  // the unanswered question or a denial over a list before it (round 11).
  // ConText's own attribute stays: the clause is conditional ("hypothetical"); `presupposed`
  // tells a consumer that the condition is there all the same.
  if ((r.hypothetical || r.foretold || r.negated) &&
      (definite_change(s, t0, t1) != nullptr || still_there(s, t0, t1))) {
    r.presupposed = r.hypothetical;
    r.foretold = false;
    r.negated = false;
  }
  // "If your eczema itches at night": a possessive in the antecedent takes the condition as
  // the patient's, there now (not "if your chest pain comes back"; round 13).
  if (r.hypothetical && !r.presupposed && !r.negated && (s.frame_cues & f_conditional) != 0 &&
      possessed_in_antecedent(s, t0, t1)) {
    r.presupposed = true;
    r.foretold = false;
  }
  if ((r.hypothetical || r.foretold) && !r.presupposed && !r.negated && held_as_there(s, t0, t1)) {
    r.presupposed = r.hypothetical;
    r.foretold = false;
  }
  // Round 25: "the headache she has now", "the asthma you already have": a relative clause of
  // having in the present says the condition is there, whatever frame holds the sentence.
  if (!r.negated && present_relative_of_having(s, t0, t1)) {
    r.presupposed = r.hypothetical;
    r.foretold = false;
    flags.current = true;
  }
  // Review rv28: a return after the past is there now ("Hernia repaired in 2019, now recurred").
  flags.current = flags.current || (r.historical && r.who == experiencer::patient && returned_after(s, t1));
  reread(s, t0, t1, r, flags);  // review rv33 (context_rereadings.cpp)
  if (r.negated || flags.current) {
    r.historical = false;
  }
  // Round 14: a dated mention whose meaning is the condition's nature (the caller decides).
  if (r.historical && !flags.ended && s.section != section_kind::history && !r.hypothetical) {
    r.dated_onset = dated_onset(s, t0, t1);
  } else if (s.has_time && !r.historical && !r.negated && !r.hypothetical && !r.foretold && !flags.current &&
             !s.question && r.who == experiencer::patient) {
    r.dated_episode = dated_episode(s, t0, t1);
  }
  // Round 17: years in a bracket right after the mention date it like "in 2019" does ("two
  // first-trimester miscarriages (2019, 2021)", "Hypertension (2015)": the caller decides by
  // the condition's nature).
  if (!r.dated_episode && !r.historical && !r.negated && !r.hypothetical && !r.foretold && !flags.current &&
      r.who == experiencer::patient && (bracketed_years(s, t1) || (!r.uncertain && episode_closed_after(s, t0, t1)))) {
    r.dated_episode = true;
  }
  if ((s.frame_cues & f_habit) != 0 && !r.negated && !r.hypothetical && !r.foretold && !r.historical &&
      r.who == experiencer::patient) {
    r.habit_outcome = habit_outcome(s, t0);
  }
  return r;
}

// ---------------------------------------------------------------------------------------

context_document::context_document(std::string_view text) {
  text::word_scan words;
  text::scan_words(text, words);
  impl_ = std::make_unique<impl>(text, words);
}
context_document::context_document(std::string_view text, const text::word_scan& words)
    : impl_(std::make_unique<impl>(text, words)) {}
context_document::~context_document() = default;
context_document::context_document(context_document&&) noexcept = default;
context_document& context_document::operator=(context_document&&) noexcept = default;

mention_context context_document::assess(std::size_t begin, std::size_t end) const {
  return impl_->assess(begin, end);
}

std::string_view context_document::text() const noexcept { return impl_->text; }

mention_context assess_context(std::string_view text, std::size_t begin, std::size_t end) {
  return context_document{text}.assess(begin, end);
}

std::string_view experiencer_name(experiencer who) noexcept {
  switch (who) {
    case experiencer::patient:
      return "patient";
    case experiencer::family:
      return "family";
    case experiencer::other:
      return "other";
  }
  return "patient";
}

}  // namespace cxs::domain::clinical
