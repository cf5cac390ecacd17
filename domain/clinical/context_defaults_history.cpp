// Round 33 (ctx34): class defaults of a past episode and of its return, tried on round 33's
// tuning half before any narrow rule (docs/accuracy.md, round 33). The lexicon's past cues are
// phrases of time; forms, transfer letters and old scans close an episode with other shapes:
//   - a later clause that says the part is normal again after the episode was treated ("...,
//     treated with permethrin, skin now clear"), or that the child "has caught up";
//   - the mention "no longer seen" on a comparison, or "gone" from it;
//   - a bound in the past after the mention ("asthma up to the age of seven", "till school");
//   - an earlier delivery named by its order ("after her second delivery").
// The first and the last date an episode and leave the condition's nature to decide (an asthma
// exacerbation treated, "chest now clear", leaves the asthma); the other two end the condition.
// And the other side: a mention read as past that a later clause says has come back ("it has come
// back", "they have come back", "is bad again", "has worsened since", "phir se shuru ho gaya") is
// there now. ctx31's broad form of it (any "again", "relapse" in the sentence) cost a held-out
// trap; this one needs a return verb whose subject is the condition: a pronoun, the mention, or
// none (a clause that goes on from the mention's).

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_frame_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::frame_vocab;

namespace {

// Words after the mention that say it goes on: no default of a past reading stands against them.
constexpr std::array<std::string_view, 14> goes_on_after{
    "still",   "ongoing", "persists", "persisting", "persistent", "continues", "continuing",
    "again",   "flaring", "flare",    "recurred",   "relapsed",   "worse",     "worsening"};
// What a normal state may be said of a part with ("skin now clear", "bones now normal"); review
// rv31: or of the patient ("now fine", "now well"), which ended_later leaves to this default
// after a treatment named ("Pneumonia treated with antibiotics, now fine").
constexpr std::array<std::string_view, 4> normal_states{"clear", "normal", "fine", "well"};
// What may follow that state and keep it the clause's end ("normal on x-ray", "clear since").
constexpr std::array<std::string_view, 7> normal_followers{"on", "at", "since", "now", "by", "after", "and"};
// Measures of a chronic condition's control: normal on treatment says it is managed, not over
// ("Hypertension treated with amlodipine, BP now normal", "TSH now normal").
constexpr std::array<std::string_view, 13> control_measures{"bp",      "pressure", "pressures", "tsh",    "tfts",
                                                            "sugar",   "sugars",   "glucose",   "hba1c",  "a1c",
                                                            "lipids",  "cholesterol", "inr"};
// What "no longer" says of a finding no longer there ("no longer seen", "no longer visible").
constexpr std::array<std::string_view, 9> absent_findings{"seen",     "visible", "present",  "evident",  "identified",
                                                          "detected", "apparent", "palpable", "demonstrated"};
// Verbs that link the mention to its predicate ("the cyst is no longer seen", "has gone").
constexpr std::array<std::string_view, 7> linking{"is", "are", "was", "were", "has", "have", "been"};
// A bound at an end of life's stages after "until" or "till" ("till school", "until puberty").
constexpr std::array<std::string_view, 6> life_stages{"school", "puberty", "adolescence", "college", "university",
                                                      "marriage"};
// Stages said with a possessive ("until her teens", "till his marriage").
constexpr std::array<std::string_view, 6> own_stages{"teens", "twenties", "thirties", "marriage", "pregnancy", "wedding"};
// School years of Indian English after "till" ("till class 8").
constexpr std::array<std::string_view, 3> school_years{"class", "std", "standard"};
// Ordinals that name an earlier delivery or child ("after her second delivery").
constexpr std::array<std::string_view, 11> ordinals{"first", "second", "third", "fourth", "1st",   "2nd",
                                                    "3rd",   "last",   "previous", "earlier", "eldest"};
constexpr std::array<std::string_view, 6> deliveries{"delivery", "birth", "caesarean", "baby", "son", "daughter"};

// The return side. Verbs that "back" follows in a return ("it has come back", "crept back").
constexpr std::array<std::string_view, 6> back_verbs{"come", "came", "comes", "coming", "crept", "creeping"};
// What "back" may be followed by in a test's result or a trip, not a return ("came back negative").
constexpr std::array<std::string_view, 10> not_return_followers{"negative", "positive", "normal", "clear", "fine",
                                                                "from",     "to",       "home",   "with",  "as"};
// Auxiliaries between a return verb and its subject ("it has come back", "they keep coming back").
constexpr std::array<std::string_view, 11> auxiliaries{"has", "have", "had", "keeps", "kept", "keep",
                                                       "is",  "are",  "was", "been",  "s"};
// Subjects that take up the condition ("it", "they", "which").
constexpr std::array<std::string_view, 7> taking_up{"it", "they", "which", "that", "its", "theyve", "theyre"};
// Words before a return that make it denied or supposed ("if it comes back", "never came back").
constexpr std::array<std::string_view, 15> not_real{"if",   "unless", "case",  "will",  "would", "may",   "might", "could",
                                                    "should", "not",  "never", "no",    "dont",  "hasnt", "nt"};
// States a return may be said in before "again" ("is bad again", "flaring again").
// (Review rv34: and a part's signs, "knee back to normal ..., now painful again".)
constexpr std::array<std::string_view, 13> again_states{"bad",      "worse",   "back",     "active", "troublesome",
                                                        "flaring",  "positive", "painful", "swollen", "sore",
                                                        "stiff",    "itchy",    "inflamed"};
// Verbs of a new onset in another site after an end ("cleared with drops, now started in the
// left", "now spread to the other hand"); not a treatment started ("now started on drops").
constexpr std::array<std::string_view, 4> onset_elsewhere{"started", "spread", "appeared", "begun"};
// Verbs of a study or a finding that shows a return ("the PET shows relapse", "now with a local
// recurrence").
constexpr std::array<std::string_view, 5> showing{"shows", "showed", "confirms", "confirmed", "with"};
constexpr std::array<std::string_view, 4> return_nouns{"recurrence", "relapse", "reactivation", "recurrences"};
constexpr std::array<std::string_view, 5> return_sites{"a", "local", "distant", "nodal", "early"};
// Verbs of a course getting worse ("has worsened since", "has progressed").
constexpr std::array<std::string_view, 3> worsened{"worsened", "progressed", "deteriorated"};
// Hindi: words after "phir se" (again) that deny or suppose it ("phir se nahi hua", "ho sakta hai").
constexpr std::array<std::string_view, 10> hindi_not_real{"nahi", "nahin", "na",    "agar",  "to",
                                                          "toh",  "sakta", "sakti", "sakte", "jaye"};
// Hindi verbs of a return or an ongoing state after "phir se" ("shuru ho gaya", "ho raha hai").
constexpr std::array<std::string_view, 11> hindi_verbs{"shuru", "raha", "rahi", "rahe", "gaya", "gayi",
                                                       "aaya",  "aayi", "badh", "hua",  "hui"};

// Review rv31: an end said of one site ("gone on the arms", "cleared from her face"), and the
// locative of a site: a preposition and a determiner or a side.
constexpr std::array<std::string_view, 8> site_endings{"gone",   "cleared", "resolved", "healed",
                                                       "settled", "faded",  "better",   "improved"};
// Review rv32: the verbs of a treatment kept up after "still" ("still using the cream").
constexpr std::array<std::string_view, 6> treatment_continuations{"using",    "taking", "applying",
                                                                  "uses", "takes",  "applies"};
constexpr std::array<std::string_view, 5> site_prepositions{"on", "from", "in", "over", "at"};
constexpr std::array<std::string_view, 9> site_determiners{"the",  "her",  "his",   "my",       "their",
                                                           "both", "left", "right", "bilateral"};

bool small_age(std::string_view w) {
  return (!w.empty() && w.size() <= 2 && text::is_ascii_digit(w.front()) && text::is_ascii_digit(w.back())) ||
         (in<age_words>(w) && w.size() > 2 && w != "young" && w != "younger" && w != "little" && w != "small");
}

bool past_year(std::string_view w) {
  return w.size() == 4 && text::is_ascii_digit(w[0]) && text::is_ascii_digit(w[1]) && text::is_ascii_digit(w[2]) &&
         text::is_ascii_digit(w[3]) && ((w[0] == '1' && w[1] == '9') || (w[0] == '2' && w[1] == '0' && w[2] <= '2'));
}

}  // namespace

bool context_document::impl::history_class_default(const sentence& s, std::size_t t0, std::size_t t1) const {
  // Each reading needs a cue word of its own in the sentence (f_history: "longer", "gone", "until",
  // "till", "age", ...): a sentence without one is passed over with one test. Round 36's later
  // clauses (context_defaults_closing.cpp) are gated by theirs.
  if (s.question) {
    return false;
  }
  return ((s.frame_cues & f_history) != 0 && (gone_from_view(s, t1) || bounded_in_past(s, t1)) &&
          !goes_on_later(s, t1)) ||
         closed_by_later_clause(s, t0, t1);
}

bool context_document::impl::goes_on_later(const sentence& s, std::size_t t1) const {
  for (std::size_t k = t1 + 1; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word && in<goes_on_after>(toks[k].norm) && !still_of_treatment(s, k)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::still_of_treatment(const sentence& s, std::size_t k) const {
  // Review rv32: "Warts gone from both hands, still using the cream", "cleared in 2019, still on
  // the same shampoo": after an end of the condition, what goes on is the treatment. Not without
  // an end ("Glaucoma diagnosed in 2014, still using latanoprost drops": a date of onset), not
  // "still on the scalp" (a site) nor "still needs" (a need may be the condition's).
  if (toks[k].norm != "still" ||
      !((k + 1 < s.e && in<treatment_continuations>(toks[k + 1].norm)) ||
        (is_word(k + 1, "on") && is_word(k + 2, "the") && is_word(k + 3, "same")))) {
    return false;
  }
  for (std::size_t j = s.b; j < k; ++j) {
    if (toks[j].kind == tok_kind::word && in<site_endings>(toks[j].norm)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::episode_closed_after(const sentence& s, std::size_t t0, std::size_t t1) const {
  // A part normal again after a treatment, an earlier delivery: they date an episode, and an
  // episode of a condition that goes on by its nature is one of many ("Asthma exacerbation, treated
  // with nebulisers, chest now clear": the asthma goes on; "Depression after her second baby": it
  // may). The caller decides by the condition's nature (mention_context::dated_episode), as for a
  // time in the past.
  // (f_treated: a verb of treatment or "caught", which D7 needs; f_delivery: D10's nouns.)
  // (Round 36: f_closing or f_summary, a part "back to normal" with no treatment named, an end in a
  // later clause after the field's head: context_defaults_closing.cpp.)
  if (s.question || (s.frame_cues & (f_treated | f_delivery | f_closing | f_summary)) == 0) {
    return false;
  }
  return (((s.frame_cues & f_treated) != 0 && normal_again_after(s, t1)) ||
          ((s.frame_cues & f_delivery) != 0 && after_earlier_delivery(s, t1)) || part_normal_again(s, t1) ||
          ended_in_later_clause(s, t0, t1)) &&
         !goes_on_later(s, t1) && !treated_now(s, t1);
}

bool context_document::impl::normal_again_after(const sentence& s, std::size_t t1) const {
  // "Scabies on arrival, treated with permethrin twice, skin now clear", "pulmonary oedema that
  // responded to IV furosemide; lungs clear on the day of transfer": after a treatment of the
  // episode, a later clause says its part is normal. Or "she has caught up" (a child's growth).
  // Not "Asthma, chest clear" (no treatment named: an examination of a condition that goes on).
  bool treated = false;
  std::size_t commas = 0;
  for (std::size_t k = t1 + 1; k < s.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      commas += t.norm == "," ? 1 : 0;
      continue;
    }
    if (t.norm == "caught" && is_word(k + 1, "up")) {
      return true;
    }
    // The treatment is the mention's, in the clause right after it ("Scabies on arrival, treated
    // with permethrin"), not another condition's ("Type 2 diabetes, admitted with DKA, treated").
    treated = treated || (in<treatment_cues>(t.norm) && commas <= 1);
    if (!treated || !in<normal_states>(t.norm) || is_word(k - 1, "not")) {
      continue;
    }
    // The state closes its clause ("skin now clear", "normal on x-ray"), in a clause of its own: a
    // ",", ";" or "and" at most three words before it.
    const bool closes = k + 1 >= s.e || toks[k + 1].kind == tok_kind::punct || in<normal_followers>(toks[k + 1].norm);
    bool own_clause = false;
    bool measure = false;
    for (std::size_t j = k, n = 0; j-- > t1 + 1 && n < 4 && !own_clause; ++n) {
      own_clause = (toks[j].kind == tok_kind::punct && (toks[j].norm == "," || toks[j].norm == ";")) ||
                   is_word(j, "and");
      measure = measure || (toks[j].kind == tok_kind::word && in<control_measures>(toks[j].norm));
    }
    if (measure) {
      return false;
    }
    if (closes && own_clause) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::gone_from_view(const sentence& s, std::size_t t1) const {
  // "the ovarian cyst is no longer seen", "the effusion has gone", "has disappeared": within four
  // words after the mention, after a linking verb. Not "no longer growing", "has gone up".
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 4; ++k) {
    if (toks[k].kind != tok_kind::word) {
      return false;
    }
    if (!in<linking>(toks[k].norm)) {
      continue;
    }
    std::size_t v = k + 1;
    if (is_word(v, "been")) {
      ++v;
    }
    if (is_word(v, "no") && is_word(v + 1, "longer") && v + 2 < s.e && in<absent_findings>(toks[v + 2].norm)) {
      return true;
    }
    if (is_word(v, "disappeared") || is_word(v, "vanished")) {
      return true;
    }
    if (is_word(v, "gone") && (v + 1 >= s.e || toks[v + 1].kind == tok_kind::punct || is_word(v + 1, "now") ||
                               is_word(v + 1, "completely") || is_word(v + 1, "since"))) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::bounded_in_past(const sentence& s, std::size_t t1) const {
  // "had asthma up to the age of seven", "bedwetting till 8", "eczema until puberty", "till class
  // 8", "until 2015": a bound in the past after the mention, within five words. Not "till date"
  // (Indian English: up to now), "until now", "up to 3 times a night", "fever up to 39".
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 5; ++k) {
    if (toks[k].kind != tok_kind::word) {
      return false;
    }
    std::size_t j = k + 1;
    const bool until = toks[k].norm == "until" || toks[k].norm == "till";
    const bool up_to = (toks[k].norm == "up" && is_word(k + 1, "to")) || toks[k].norm == "upto";
    if (!until && !up_to) {
      continue;
    }
    if (toks[k].norm == "up") {
      ++j;
    }
    // "the age of", "age", "aged"
    bool aged = false;
    if (is_word(j, "the") && is_word(j + 1, "age") && is_word(j + 2, "of")) {
      j += 3;
      aged = true;
    } else if (is_word(j, "age") || is_word(j, "aged")) {
      ++j;
      aged = true;
    }
    if (j >= s.e || toks[j].kind != tok_kind::word) {
      return false;
    }
    const std::string_view w = toks[j].norm;
    if ((aged || until) && small_age(w)) {
      // A bare number after "until" must close its clause or be an age ("till 8", "until 12 years").
      return aged || j + 1 >= s.e || toks[j + 1].kind == tok_kind::punct || is_word(j + 1, "years") ||
             is_word(j + 1, "and");
    }
    if (!until) {
      return false;
    }
    if (past_year(w) || in<life_stages>(w)) {
      return true;
    }
    if ((w == "her" || w == "his" || w == "my") && j + 1 < s.e && in<own_stages>(toks[j + 1].norm)) {
      return true;
    }
    return in<school_years>(w) && j + 1 < s.e && !toks[j + 1].norm.empty() &&
           text::is_ascii_digit(toks[j + 1].norm.front());
  }
  return false;
}

bool context_document::impl::after_earlier_delivery(const sentence& s, std::size_t t1) const {
  // "Postpartum haemorrhage after her second delivery", "pre-eclampsia after her first baby",
  // "following the previous caesarean": an earlier delivery named by its order, right after the
  // mention in its clause. Not "after her delivery" (this one, perhaps).
  // (A measure may come between: "of 1.5 litres after her second delivery".)
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 7; ++k) {
    if (toks[k].kind != tok_kind::word) {
      if (toks[k].norm == "," || toks[k].norm == ";" || toks[k].norm == ":" || toks[k].norm == "(") {
        return false;
      }
      continue;
    }
    // (Not "with": "20 weeks pregnant with her second baby" is this pregnancy.)
    if (toks[k].norm != "after" && toks[k].norm != "following") {
      continue;
    }
    return is_word(k + 1, "her") || is_word(k + 1, "my") || is_word(k + 1, "the")
               ? k + 3 < s.e && in<ordinals>(toks[k + 2].norm) && in<deliveries>(toks[k + 3].norm)
               : false;
  }
  return false;
}

bool context_document::impl::ended_only_in_part(const sentence& s, std::size_t t1) const {
  // Review rv31: "Eczema since birth, gone on the arms but still on the legs", "Psoriasis, cleared
  // from the elbows, still on the scalp": an end said of one site, then "still" in another site,
  // both a locative with a determiner or a side ("on the", "from her", "in both"). Not a residual
  // symptom or a treatment ("resolved on x-ray but still coughing", "cleared, still on
  // antibiotics"), not an end everywhere ("gone from the arms and the legs").
  const auto site_after = [&](std::size_t k) {
    return k + 1 < s.e && toks[k].kind == tok_kind::word && in<site_prepositions>(toks[k].norm) &&
           toks[k + 1].kind == tok_kind::word && in<site_determiners>(toks[k + 1].norm);
  };
  bool ended_at_site = false;
  for (std::size_t k = t1 + 1; k + 2 < s.e; ++k) {
    if (toks[k].kind != tok_kind::word) {
      continue;
    }
    if (!ended_at_site) {
      ended_at_site = in<site_endings>(toks[k].norm) && site_after(k + 1);
    } else if (toks[k].norm == "still" && site_after(k + 1) && !still_of_treatment(s, k)) {
      return true;
    }
  }
  return false;
}

bool context_document::impl::comes_back_after(const sentence& s, std::size_t t1) const {
  // A return whose subject is the condition: a pronoun that takes it up, the mention itself, or
  // none after a comma or "and" ("..., grew out of it, and it has come back", "which came back in
  // her twenties", "it keeps coming back and is bad again", "..., has worsened since"). Not a
  // result or a trip ("the swab came back negative"), not denied or supposed ("if it comes back",
  // "never came back").
  // (f_return: "back", "again", "worsened", "recurrence", "phir", ...; a sentence without one has
  // no return to read.)
  if ((s.frame_cues & f_return) == 0) {
    return false;
  }
  const auto subject_ok = [&](std::size_t v) {
    std::size_t j = v;
    while (j > t1 + 1 && toks[j - 1].kind == tok_kind::word &&
           (in<auxiliaries>(toks[j - 1].norm) || toks[j - 1].norm == "now")) {
      --j;
    }
    if (j == t1 + 1) {
      return true;
    }
    const ctoken& subj = toks[j - 1];
    const bool taken_up = subj.kind == tok_kind::word ? in<taking_up>(subj.norm) || subj.norm == "and" || subj.norm == "but"
                                                      : subj.norm == "," || subj.norm == ";";
    for (std::size_t n = 0, i = j; i-- > t1 + 1 && n < 4; ++n) {
      if (toks[i].kind == tok_kind::word && in<not_real>(toks[i].norm)) {
        return false;
      }
    }
    return taken_up;
  };
  for (std::size_t k = t1 + 2; k < s.e; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      continue;
    }
    if (t.norm == "back" && in<back_verbs>(toks[k - 1].norm) &&
        !(k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in<not_return_followers>(toks[k + 1].norm)) &&
        subject_ok(k - 1)) {
      return true;
    }
    if (t.norm == "again" && in<again_states>(toks[k - 1].norm) && subject_ok(k - 1)) {
      return true;
    }
    // Review rv31: a bare "back" or "again" with the subject left out, said to hold since or now
    // ("Asthma till the age of 12, back since last winter", "..., and again since the move"); not
    // a dated repeat ("and again in 2018", "again last winter": another episode), not a trip or a
    // return to work ("back to work", "back in 2019").
    if ((t.norm == "back" || t.norm == "again") && !s.question && k + 1 < s.e &&
        (is_word(k + 1, "since") || is_word(k + 1, "now") || is_word(k + 1, "today")) && subject_ok(k)) {
      return true;
    }
    if (in<worsened>(t.norm) && (is_word(k - 1, "has") || is_word(k - 1, "have")) && subject_ok(k)) {
      return true;
    }
    // Round 36: "..., now progressed to maculopathy": the subject left out after a comma.
    if (in<worsened>(t.norm) && is_word(k - 1, "now") && toks[k - 2].kind == tok_kind::punct && subject_ok(k - 1)) {
      return true;
    }
    // Review rv34: "..., now started in the left": the same, a new onset in another site.
    if (in<onset_elsewhere>(t.norm) && is_word(k - 1, "now") && toks[k - 2].kind == tok_kind::punct &&
        !is_word(k + 1, "on") && subject_ok(k - 1)) {
      return true;
    }
    // "now with a local recurrence", "the PET shows relapse": a study or the present names the
    // return (not "with no recurrence", "shows no relapse": no article or site word is "no").
    if (in<return_nouns>(t.norm)) {
      std::size_t j = k;
      while (j > t1 + 1 && toks[j - 1].kind == tok_kind::word && in<return_sites>(toks[j - 1].norm)) {
        --j;
      }
      if (j > t1 + 1 && toks[j - 1].kind == tok_kind::word && in<showing>(toks[j - 1].norm) &&
          (toks[j - 1].norm != "with" || is_word(j - 2, "now"))) {
        return true;
      }
    }
    // Hindi "phir se" (again), then a verb of onset or of going on, nothing denying or supposing
    // it after ("ab phir se ho raha hai", "is saal phir se shuru ho gaya").
    // Round 36: "fir se" (the same), "dobara" (again), and "wapas" (back) after "ab" (now) within
    // three words ("par ab scan mein wapas aa gaya hai"; not "ghar wapas aa gaye": a trip).
    const bool hindi_again =
        ((t.norm == "phir" || t.norm == "fir") && is_word(k + 1, "se")) || t.norm == "dobara" ||
        (t.norm == "wapas" && (is_word(k - 1, "ab") || is_word(k - 2, "ab") || is_word(k - 3, "ab")));
    if (hindi_again) {
      bool verb = false;
      for (std::size_t j = is_word(k + 1, "se") ? k + 2 : k + 1; j < s.e && toks[j].kind == tok_kind::word; ++j) {
        if (in<hindi_not_real>(toks[j].norm)) {
          return false;
        }
        verb = verb || in<hindi_verbs>(toks[j].norm);
      }
      if (verb) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
