// The mood of a clause (round 9 on): a modal future or possibility, a generic or quantified
// subject, a Hindi future or potential, a "jab" clause in the past, an inverted or closing
// condition, a verb of resolution in the past, a person named by role. Each new phrasing of
// an outcome ("will make you constipated", "will in time … bring on kidney disease") failed
// one lexicon phrase at a time; the verb group is what marks it. Called by clause_trigger
// (context_clauses.cpp) after the time and opener cues.

#include "domain/clinical/context_document.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::clause_vocab;

namespace {

// Review rv29: a clause after "runs in the family" saying the patient has it as well ("and she
// has it too", "and i've had it since i was little"): a subject pronoun, a verb of having, "it".
constexpr std::array<std::string_view, 6> own_subjects{"she", "he", "i", "ive", "shes", "hes"};
constexpr std::array<std::string_view, 5> having_verbs{"has", "have", "had", "ve", "got"};
constexpr std::array<std::string_view, 6> having_denials{"never", "not", "nt", "no", "hasnt", "havent"};

}  // namespace

bool context_document::impl::mood_trigger(const sentence& s, std::size_t& k, std::uint8_t groups) {
  // "the patient's TSH": the tokeniser drops the apostrophe, so "patients" here is one
  // patient, not a generic plural.
  const auto possessive = [this](std::size_t at) {
    const std::string_view src = text.substr(toks[at].begin, toks[at].end - toks[at].begin);
    return src.find('\'') != std::string_view::npos || src.find("\xE2\x80\x99") != std::string_view::npos;
  };
  // --- The mood of the clause (round 9). Each new phrasing of an outcome ("will make you
  // constipated", "will in time ... bring on kidney disease", "would expect a dry cough")
  // failed one lexicon phrase at a time; the verb group is what marks it.
  const std::string_view w = toks[k].norm;
  // A modal of future or possibility with a verb of happening: what follows in its clause
  // is an outcome, not a finding. The reach ends at punctuation and at a reason, possessor
  // or purpose word; a verb of managing or a hedge ("be", "have") leaves it to the lexicon.
  // "can" foretells only after a thing or a generic subject ("these tablets can cause",
  // "it can bring on"), not after a person ("I can get bad migraines": a habit).
  const bool generic_can = w == "can" && k > s.b && toks[k - 1].kind == tok_kind::word &&
                           !in<not_generic>(toks[k - 1].norm) && !is_word(k - 1, "they") &&
                           !is_word(k - 1, "who");
  if ((generic_can || ((groups & g_modal) != 0 && in<irrealis_modals>(w))) && k + 1 < s.e && toks[k + 1].kind == tok_kind::word) {
    // "would" after a narrator is a habit in the past ("he would get chest pain on walking").
    const bool habit = w == "would" && k > s.b &&
                       (is_word(k - 1, "i") || is_word(k - 1, "it") || is_word(k - 1, "he") ||
                        is_word(k - 1, "she") || is_word(k - 1, "they"));
    // "in May", "May 2020", "may I": a month or a question, not a modal.
    const bool month = w == "may" && ((k > s.b && (is_word(k - 1, "in") || is_word(k - 1, "of") ||
                                                    is_word(k - 1, "since") || is_word(k - 1, "till") ||
                                                    is_word(k - 1, "until") || is_word(k - 1, "by"))) ||
                                       text::is_ascii_digit(toks[k + 1].norm.front()));
    std::size_t v = k + 1;
    while (v < s.e && toks[v].kind == tok_kind::word && in<modal_adverbs>(toks[v].norm) && v < k + 4) {
      ++v;
    }
    // "we will do an x-ray", "I would start ...": the clinician's plan, whose object is
    // managed, not foretold ("we would expect a dry cough" is still an outcome).
    const bool plan = k > s.b && (is_word(k - 1, "we") || is_word(k - 1, "i")) && v < s.e &&
                      !is_word(v, "expect") && !is_word(v, "anticipate");
    if (!habit && !month && !plan && v < s.e && toks[v].kind == tok_kind::word && !in<not_generic>(toks[v].norm) &&
        !in<managing_verbs>(toks[v].norm) && !is_word(v, "not") && !is_word(v, "well")) {
      std::uint8_t reach = 0;
      for (std::size_t j = v + 1; j < s.e && reach < 8; ++j) {
        if (toks[j].kind != tok_kind::word || in<modal_reach_stops>(toks[j].norm)) {
          break;
        }
        ++reach;
      }
      if (reach > 0) {
        // Not consumed: a lexicon phrase from the same word ("may push up", "could lead
        // to") still reaches past a stop word.
        occs.push_back({k, v + 1, e_foretold, scope::forward, reach, 0});
      }
      // "Nausea can happen in the first week", "Dizziness may occur": a verb of occurring
      // after the modal foretells its subject (round 10). Only a bare subject that opens the
      // sentence: a determined one is there now ("her chest pain can come on at rest"), and
      // "would" narrates a habit ("headaches would happen every evening").
      if (w != "would" && in<occurrence_verbs>(toks[v].norm) && k > s.b && k - s.b <= 5) {
        bool bare = true;
        for (std::size_t j = s.b; j < k && bare; ++j) {
          bare = toks[j].kind == tok_kind::word && !in<determiners>(toks[j].norm) && !possessive(j);
        }
        if (bare) {
          occs.push_back({k, v + 1, e_foretold, scope::backward, 0, static_cast<std::uint8_t>(k - s.b)});
        }
      }
    }
  }
  // A generic subject opening the sentence ("Travellers to that area often pick up
  // diarrhea", "Most diabetics get ...", "In some people ...") is nobody's own condition. A
  // comparison is not a subject ("Like many people with asthma, she ...": round 14).
  if (k == s.b && !is_word(k, "like") && !is_word(k, "unlike")) {
    // (Up to four words before it: "About one in twenty people get a rash", round 15.)
    for (std::size_t j = k; j < s.e && j < k + 5; ++j) {
      if (toks[j].kind != tok_kind::word || in<not_generic>(toks[j].norm)) {
        break;
      }
      if ((clause_words().may_start(toks[j].key) & g_generic) != 0 && in<generic_people>(toks[j].norm) &&
          !possessive(j)) {
        // Its clause only: punctuation or a personal subject ("..., I worry he has asthma")
        // starts another. Round 26: the whole clause, not a window of 15 words ("Donors are
        // asked about sexual contact in the last three months because of the window period for
        // HIV": the clause is the rule's, however long).
        std::uint8_t reach = 0;
        std::size_t x = j + 1;
        for (; x < s.e && reach < 40; ++x) {
          if (toks[x].kind != tok_kind::word || in<not_generic>(toks[x].norm)) {
            break;
          }
          ++reach;
        }
        occs.push_back({k, j + 1, e_other, scope::forward, reach, 0});
        share_goes_on(s, x);
        break;
      }
    }
  }
  // "This tablet gives some people a dry cough", "it leaves many patients tired": a quantified
  // group anywhere in the clause is whom the rest is said of (round 14); not "like many
  // people with asthma, she ..." nor "one of many patients".
  if ((groups & g_generic) != 0 && in<generic_people>(w) && k > s.b + 1 && toks[k - 1].kind == tok_kind::word &&
      in<course_vocab::group_quantifiers>(toks[k - 1].norm) && !possessive(k) &&
      !(k >= s.b + 2 && toks[k - 2].kind == tok_kind::word &&
        (is_word(k - 2, "like") || is_word(k - 2, "of") || is_word(k - 2, "in")))) {
    std::uint8_t reach = 0;
    std::size_t x = k + 1;
    for (; x < s.e && reach < w_long; ++x) {
      if (toks[x].kind != tok_kind::word || in<not_generic>(toks[x].norm)) {
        break;
      }
      ++reach;
    }
    occs.push_back({k - 1, k + 1, e_other, scope::forward, reach, 0});
    share_goes_on(s, x);
  }
  // Round 25 (ctx26): fronted, "in some people" opening the sentence or a clause ("In some
  // people the tablet brings on a dry, tickly cough") says the clause after it of the group, as
  // the group inside the clause does; a comma between the object's adjectives does not end
  // that clause, a comma before a person or a conjunction does ("..., and she has a rash").
  if ((groups & g_generic) != 0 && in<generic_people>(w) && k >= s.b + 2 && !possessive(k) &&
      toks[k - 1].kind == tok_kind::word && in<course_vocab::group_quantifiers>(toks[k - 1].norm) &&
      is_word(k - 2, "in") &&
      (k - 2 == s.b || (toks[k - 3].kind == tok_kind::punct && toks[k - 3].norm != "."))) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 1; x < s.e && reach < w_long; ++x) {
      if (toks[x].kind != tok_kind::word) {
        if (toks[x].norm != "," || x + 1 >= s.e || toks[x + 1].kind != tok_kind::word ||
            in<not_generic>(toks[x + 1].norm) || in<clause_joiners>(toks[x + 1].norm)) {
          break;
        }
        continue;
      }
      if (in<not_generic>(toks[x].norm)) {
        break;
      }
      ++reach;
    }
    occs.push_back({k - 2, k + 1, e_other, scope::forward, reach, 0});
  }
  // "... in one in ten people", "in some patients": the mention before it is said of a
  // share of people, not of the patient.
  if ((groups & g_generic) != 0 && in<generic_people>(w) && k >= s.b + 2 && k + 1 <= s.e && !possessive(k)) {
    for (std::size_t j = k - 1; j + 4 > k && j > s.b; --j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "in") && j + 1 < k) {
        occs.push_back({j, k + 1, e_other, scope::backward, 0, 8});
        break;
      }
    }
  }
  // Hindi future ("sir dard hoga", "dast lag jayenge", "sugar badhegi"): what the clause
  // names will happen, it has not. A "ke liye" (for) between ends the reach ("bukhar ke liye
  // dawai denge": the fever is there). "hoga" with no condition before it in the sentence
  // is the presumptive ("ye acidity hoga": probably acidity), a hedge.
  if (hindi_future_shape(w) && (w.back() == 'a' || w.back() == 'i' || w.back() == 'e') && k > s.b &&
      !in<not_hindi_future>(w) &&
      std::any_of(hindi_future_endings.begin(), hindi_future_endings.end(),
                  [&](std::string_view e) { return w.size() > e.size() + 1 && w.ends_with(e); })) {
    std::uint8_t reach = 0;
    for (std::size_t j = k; j-- > s.b && reach < 6;) {
      if (toks[j].kind != tok_kind::word || is_word(j, "liye")) {
        break;
      }
      ++reach;
    }
    bool conditional = false;
    for (std::size_t j = s.b; j < k; ++j) {
      conditional = conditional || is_word(j, "to") || is_word(j, "toh") || is_word(j, "agar") ||
                    is_word(j, "warna") || is_word(j, "jab");
    }
    const bool presumptive = (w == "hoga" || w == "hogi" || w == "honge") && !conditional;
    // A future before "to/toh" opens a condition ("sugar badhegi to ..."): the lexicon's.
    if (reach > 0 && !is_word(k + 1, "to") && !is_word(k + 1, "toh")) {
      occs.push_back({k, k + 1, presumptive ? e_unc : e_foretold, scope::backward, 0, reach});
    }
  }
  // "Is goli se kabz ho sakti hai", "khaate rahe toh aage chal kar sugar ho sakti hai": the
  // potential after a cause, a condition or someone it befalls is an outcome; without one
  // ("ye dengue bhi ho sakta hai") the lexicon reads it as a guess.
  if (w == "ho" && k + 1 < s.e && (is_word(k + 1, "sakta") || is_word(k + 1, "sakti") || is_word(k + 1, "sakte"))) {
    bool outcome = false;
    for (std::size_t j = s.b + 1; j < k && !outcome; ++j) {
      // Round 32: "teen din se", "do hafte se": a "se" after a unit of time is "since" (the
      // patient's symptom for that long), not a cause ("Bukhaar teen din se hai, dengue ho sakta
      // hai" guesses at the fever's cause).
      const bool since = is_word(j, "se") && toks[j - 1].kind == tok_kind::word && in<time_units>(toks[j - 1].norm);
      outcome = toks[j].kind == tok_kind::word && in<hindi_outcome_markers>(toks[j].norm) && !since;
    }
    // The cause may follow in the same clause ("khansi ho sakti hai is dawai se", round 10);
    // "... ki wajah se" (because of) gives a reason for a guess instead.
    for (std::size_t j = k + 2; j < s.e && !outcome && toks[j].kind == tok_kind::word; ++j) {
      outcome = is_word(j, "se") && !is_word(j - 1, "wajah") && !is_word(j - 1, "vajah") && !is_word(j - 1, "karan");
    }
    // Round 28: a season as the time it may befall anyone ("Barsaat mein dengue ho sakta hai,
    // isliye machhardani lagao": in the rains dengue can happen, so use a net) is a condition of
    // the same kind; "ab" (now) or "aaj" (today) ties it to the patient ("barsaat mein ... ab").
    static constexpr std::array<std::string_view, 10> seasons{"barsaat", "baarish", "barish", "garmi",  "garmiyon",
                                                              "sardi",   "sardiyon", "monsoon", "mausam", "season"};
    for (std::size_t j = s.b; j + 1 < k && !outcome; ++j) {
      outcome = in<seasons>(toks[j].norm) && (is_word(j + 1, "mein") || is_word(j + 1, "me"));
    }
    for (std::size_t j = s.b; j < k && outcome; ++j) {
      outcome = !is_word(j, "ab") && !is_word(j, "aaj");
    }
    if (outcome) {
      const std::size_t end = k + 2 < s.e && (is_word(k + 2, "hai") || is_word(k + 2, "hain")) ? k + 3 : k + 2;
      occs.push_back({k, end, e_foretold, scope::backward, 0, 6});
      k = end;
      return true;
    }
  }
  // "Jab college mein thi tab typhoid hua": a "jab" clause in the past (closed by
  // "tha/thi/the") dates what follows; "jab se" (since) and "jab bhi" (whenever) do not.
  if (w == "jab" && k + 1 < s.e && !is_word(k + 1, "se") && !is_word(k + 1, "bhi")) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 6; ++j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "tha") || is_word(j, "thi") || is_word(j, "the")) {
        occs.push_back({k, j + 1, e_dated | e_time, scope::forward, 8, 0});
        k = j + 1;
        return true;
      }
    }
  }
  // "Were you to get chest pain, ...", "Had she developed a rash, ...": an inverted
  // conditional opening the sentence, up to its comma.
  if (k == s.b && (w == "were" || w == "had") && k + 2 < s.e && in<inverted_subjects>(toks[k + 1].norm) &&
      toks[k + 2].kind == tok_kind::word &&
      (w == "were" ? is_word(k + 2, "to") : toks[k + 2].norm.ends_with("ed") || toks[k + 2].norm.ends_with("en"))) {
    std::uint8_t reach = 0;
    bool comma = false;
    for (std::size_t j = k + 2; j < s.e && reach < 10; ++j) {
      if (toks[j].kind != tok_kind::word) {
        comma = toks[j].norm == ",";
        break;
      }
      ++reach;
    }
    if (comma) {
      occs.push_back({k, k + 2, e_hypo, scope::forward, reach, 0});
      k += 2;
      return true;
    }
  }
  // "The second tablet is for vomiting, only if it happens", "..., if it comes back": a
  // closing condition whose subject points back makes what came before conditional.
  if (w == "if" && k > s.b && k + 2 < s.e && toks[k - 1].kind != tok_kind::word &&
      (is_word(k + 1, "it") || is_word(k + 1, "they") || is_word(k + 1, "this") || is_word(k + 1, "that")) &&
      toks[k + 2].kind == tok_kind::word && in<anaphoric_condition_verbs>(toks[k + 2].norm)) {
    occs.push_back({k, k + 3, e_hypo, scope::backward, 0, 8});
    k += 3;
    return true;
  }
  if (k > s.b && toks[k - 1].kind == tok_kind::word && is_word(k - 1, "only") && w == "if" && k + 2 < s.e &&
      (is_word(k + 1, "it") || is_word(k + 1, "they")) && toks[k + 2].kind == tok_kind::word &&
      in<anaphoric_condition_verbs>(toks[k + 2].norm)) {
    occs.push_back({k - 1, k + 3, e_hypo, scope::backward, 0, 8});
    k += 3;
    return true;
  }
  // "The gastritis she had on the painkillers settled once she stopped them", "A kidney
  // stone passed on its own": a verb of resolution in the past, with no auxiliary, whose
  // subject opens the sentence, reaches back over the whole subject. (After an auxiliary the
  // generated lexicon phrases do it; not after a negation: "has not settled" goes on.)
  // A phrasal verb ("eased off", "faded out", "petered out") is matched with its particle
  // (round 15: before, only the one-word verbs were read without an auxiliary).
  const bool resolution_verb =
      (groups & g_resolution) != 0 &&
      std::any_of(resolution_verbs.begin(), resolution_verbs.end(), [&](std::string_view v) {
        const std::size_t sp = v.find(' ');
        if (sp == std::string_view::npos) {
          return v == w;
        }
        return v.substr(0, sp) == w && k + 1 < s.e && toks[k + 1].kind == tok_kind::word && toks[k + 1].norm == v.substr(sp + 1);
      });
  if (resolution_verb && k > s.b + 1 && k - s.b <= 12 && toks[k - 1].kind == tok_kind::word &&
      !in<resolution_blockers>(toks[k - 1].norm)) {
    bool one_clause = true;
    for (std::size_t j = s.b; j < k && one_clause; ++j) {
      // Round 17: "and" between two numbers joins them, not clauses ("Delirium on nights two and
      // three settled").
      const bool joins_numbers = is_word(j, "and") && j > s.b && j + 1 < k &&
                                 text::parse_number(toks[j - 1].norm).has_value() &&
                                 text::parse_number(toks[j + 1].norm).has_value();
      one_clause = toks[j].kind == tok_kind::word && (!in<clause_joiners>(toks[j].norm) || joins_numbers) &&
                   // "Insomnia since her husband passed away": a "since" just before the verb
                   // opens a time clause with its own subject (round 15)
                   !(is_word(j, "since") && j + 4 > k);
    }
    if (one_clause) {
      occs.push_back({k, k + 1, e_hist, scope::backward, 0, static_cast<std::uint8_t>(k - s.b)});
    }
  }
  // "His teacher has chickenpox", "her maid was treated for scabies": a person named by role
  // after a possessive pronoun is someone else, for the clause that follows (ended by
  // punctuation or a personal subject, like a generic subject, or by a verb of reporting or
  // perceiving: "his teacher noticed wheezing" is the patient's wheezing).
  if ((groups & g_other) != 0 && k > s.b &&
      std::find(household_keys.begin(), household_keys.end(), toks[k].key) != household_keys.end() &&
      toks[k - 1].kind == tok_kind::word && in<possessive_pronouns>(toks[k - 1].norm) && in<household_people>(w)) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 1; x < s.e && reach < w_long; ++x) {
      if (toks[x].kind != tok_kind::word || in<not_generic>(toks[x].norm) || in<role_report_verbs>(toks[x].norm)) {
        break;
      }
      ++reach;
    }
    occs.push_back({k - 1, k + 1, e_other, scope::forward, reach, 0});
  }
  // "His diabetes complications include neuropathy", "her main cardiovascular risk is
  // diabetes": a risk or complication noun owned by a possessive (up to three words before),
  // the subject of a copula or "include", names what the patient has ("your risk of heart
  // disease" is still a risk); the lexicon's "complications include", "risk is" (what may
  // come) are stepped over.
  if ((groups & g_other) != 0 && k > s.b && in<owned_risk_nouns>(w) && k + 1 < s.e &&
      (is_word(k + 1, "is") || is_word(k + 1, "are") || is_word(k + 1, "include") || is_word(k + 1, "includes"))) {
    for (std::size_t j = k; j-- > s.b && j + 4 > k;) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (in<possessive_pronouns>(toks[j].norm)) {
        ++k;
        return true;
      }
    }
  }
  // "may raise your blood sugar and bring on diabetes": a bare verb of causing after "and"/"or"
  // shares the modal or "to" before it (a finite verb would be "causes", "caused"); not the noun
  // ("and cause of the anaemia unclear"). Found at the verb (round 15).
  if ((groups & g_other) != 0 && k > s.b && (is_word(k - 1, "and") || is_word(k - 1, "or")) &&
      !(k + 1 < s.e && is_word(k + 1, "of"))) {
    for (std::string_view v : coordinated_causing_verbs) {
      const std::size_t sp = v.find(' ');
      const std::string_view head = v.substr(0, sp);
      if (head != w) {
        continue;
      }
      std::size_t end = k + 1;
      if (sp != std::string_view::npos) {
        if (!(end < s.e && toks[end].kind == tok_kind::word && toks[end].norm == v.substr(sp + 1))) {
          continue;
        }
        ++end;
      }
      occs.push_back({k - 1, end, e_hypo, scope::forward, 4, 0});
      break;
    }
  }
  // Round 20: "Headaches after the head injury lasted a month and then eased off", "... lasted
  // about three months and has since gone": a course told in the past with its end joined by
  // "and" is over; the end's verb is too far from its subject for the lexicon's reach. Not
  // without a verb of ending ("lasted 20 minutes and came back this morning"), not a denied end
  // ("lasted two weeks and has not settled"), not "has lasted" (a course up to now).
  if ((groups & g_other) != 0 && w == "lasted" && k > s.b && !is_word(k - 1, "has") && !is_word(k - 1, "have")) {
    std::size_t j = k + 1;
    while (j < s.e && j < k + 6 && toks[j].kind == tok_kind::word && !is_word(j, "and")) {
      ++j;
    }
    if (j < s.e && is_word(j, "and")) {
      ++j;
      while (j < s.e && toks[j].kind == tok_kind::word &&
             (is_word(j, "then") || is_word(j, "has") || is_word(j, "have") || is_word(j, "had") ||
              in<insertable_words>(toks[j].norm))) {
        ++j;
      }
      if (j < s.e && toks[j].kind == tok_kind::word) {
        for (std::string_view v : resolution_verbs) {
          if (v.substr(0, v.find(' ')) == toks[j].norm || (toks[j].norm == "eased" && v == "eased off")) {
            occs.push_back({k, k + 1, e_hist, scope::backward, 0, 8});
            break;
          }
        }
      }
    }
  }
  // Round 20: "may upset the stomach and give you diarrhoea": a verb of giving to a person after
  // "and"/"or" shares a possibility modal earlier in its clause, like the verbs of causing above;
  // only with a modal of possibility ("we will start antibiotics and give you paracetamol for the
  // fever" is a plan, and a bare "give him fluids for the fever" an instruction).
  if ((groups & g_other) != 0 && w == "give" && k > s.b && (is_word(k - 1, "and") || is_word(k - 1, "or")) &&
      k + 1 < s.e && toks[k + 1].kind == tok_kind::word && in<giving_objects>(toks[k + 1].norm)) {
    const std::size_t from = clause_begin(s, k);
    for (std::size_t j = k - 1; j > from && j + 10 > k; --j) {
      if (toks[j - 1].kind == tok_kind::word && in<possibility_modals>(toks[j - 1].norm)) {
        occs.push_back({k - 1, k + 2, e_hypo, scope::forward, 4, 0});
        break;
      }
    }
  }
  // "Kidney stones in his forties", "Bulimia in her late teens": a life decade after "in" and
  // a possessive is a time in the past, like "in her twenties" (round 15). Not "since his
  // forties" (an onset up to now).
  if ((groups & g_other) != 0 && in<decade_words>(w) && k >= s.b + 2) {
    std::size_t j = k - 1;
    if (toks[j].kind == tok_kind::word && in<decade_stages>(toks[j].norm) && j > s.b) {
      --j;
    }
    if (j > s.b && toks[j].kind == tok_kind::word && in<decade_possessives>(toks[j].norm) && is_word(j - 1, "in")) {
      occs.push_back({j - 1, k + 1, e_hist | e_time, scope::backward, 0, 6});
      ++k;
      return true;
    }
  }
  // "Six weeks out from her pancreatitis, she is eating normally": a period counted out from
  // an episode dates it (historical), up to the clause's punctuation ("three weeks out from
  // surgery, the wound infection is spreading" leaves the infection alone; round 15).
  if ((groups & g_other) != 0 && w == "out" && k > s.b && k + 2 < s.e && is_word(k + 1, "from") &&
      toks[k - 1].kind == tok_kind::word && in<period_units>(toks[k - 1].norm)) {
    std::uint8_t reach = 0;
    for (std::size_t x = k + 2; x < s.e && reach < 4 && toks[x].kind == tok_kind::word; ++x) {
      ++reach;
    }
    occs.push_back({k - 1, k + 2, e_hist | e_time, scope::forward, reach, 0});
    k += 2;
    return true;
  }
  // "Diabetes runs on both sides of his family", "... runs strongly in her mother's family".
  if ((w == "runs" || w == "run") && k > s.b) {
    for (std::size_t j = k + 1; j < s.e && j <= k + 7; ++j) {
      if (toks[j].kind != tok_kind::word) {
        break;
      }
      if (is_word(j, "family") || is_word(j, "families")) {
        if (!patient_has_it_too(s, j + 1)) {
          occs.push_back({k, k + 1, e_fam, scope::backward, 0, 6});
        }
        break;
      }
    }
  }
  return false;
}

// Round 28: the clause after a group's (ending at `x`) may go on with a share of the same group,
// its noun left out ("After the operation some men leak urine for a few months; a small number
// have lasting incontinence"): said of the group too. Not a person ("...; he has ...") nor a
// share with a noun of its own ("; most of his ...").
void context_document::impl::share_goes_on(const sentence& s, std::size_t x) {
  if (x + 1 >= s.e || (toks[x].norm != ";" && toks[x].norm != ",")) {
    return;
  }
  const std::size_t share = elided_share(s, x + 1);
  if (share == 0) {
    return;
  }
  std::uint8_t reach = 0;
  for (std::size_t y = x + 1 + share; y < s.e && reach < w_long; ++y) {
    if (toks[y].kind != tok_kind::word || in<not_generic>(toks[y].norm)) {
      break;
    }
    ++reach;
  }
  occs.push_back({x + 1, x + 1 + share, e_other, scope::forward, reach, 0});
}

// Round 28: how many words at `k` name a share of a group whose noun is left out ("a small
// number", "a few", "most", "others", "one in ten") and are followed by a verb of having or
// getting; 0 if none.
std::size_t context_document::impl::elided_share(const sentence& s, std::size_t k) const {
  std::size_t n = 0;
  if (is_word(k, "a") && (is_word(k + 1, "few") || is_word(k + 1, "minority") || is_word(k + 1, "handful"))) {
    n = 2;
  } else if (is_word(k, "a") && (is_word(k + 1, "small") || is_word(k + 1, "smaller") || is_word(k + 1, "tiny")) &&
             is_word(k + 2, "number")) {
    n = 3;
  } else if (is_word(k, "most") || is_word(k, "many") || is_word(k, "others") || is_word(k, "some") ||
             is_word(k, "few")) {
    n = 1;
  } else if (is_word(k, "one") && is_word(k + 1, "in") && k + 2 < s.e && toks[k + 2].kind == tok_kind::word) {
    n = 3;
  }
  static constexpr std::array<std::string_view, 9> having{"have", "get", "develop", "need", "go",
                                                          "end", "will", "may", "can"};
  return n > 0 && k + n < s.e && toks[k + n].kind == tok_kind::word && in<having>(toks[k + n].norm) ? n : 0;
}

bool context_document::impl::patient_has_it_too(const sentence& s, std::size_t from) const {
  for (std::size_t k = from; k + 1 < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || !in<own_subjects>(toks[k].norm)) {
      continue;
    }
    bool having = false;
    for (std::size_t j = k + 1; j < s.e && j <= k + 4 && toks[j].kind == tok_kind::word; ++j) {
      if (in<having_denials>(toks[j].norm)) {
        break;
      }
      having = having || in<having_verbs>(toks[j].norm) || (toks[k].norm == "ive" && j == k + 1);
      if (having && toks[j].norm == "it") {
        return true;
      }
    }
  }
  return own_site_after(s, from);
}

}  // namespace cxs::domain::clinical
