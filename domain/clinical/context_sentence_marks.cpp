// Marks a sentence carries as a whole, apart from its clause-level cues (context_clauses.cpp):
// how far back a Hindi negation reaches, and section headers named by their words rather than
// by a fixed label.

#include "domain/clinical/context_document.hpp"

#include "domain/clinical/context_course_words.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "domain/clinical/context_clause_words.hpp"
#include "domain/clinical/context_lexicon.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;
using namespace context_detail::clause_vocab;

void context_document::impl::scope_hindi_negations(const sentence& s) {
  for (std::size_t oi = s.occ_b; oi < occs.size(); ++oi) {
    occurrence& o = occs[oi];
    // A Hindi condition closed by "to/toh" ("bukhar 3 din se zyada rahe to ...") reaches back
    // to its clause's start (punctuation or a finite verb), up to 6 words, like the
    // subject-first English "if" clause (round 10: a short window missed a long subject).
    if (o.dir == scope::backward && (o.effects & e_hypo) != 0 && o.e > o.b && o.b > s.b &&
        (is_word(o.e - 1, "to") || is_word(o.e - 1, "toh"))) {
      // Never over a finite verb ("sugar hai aur bukhar aaye to ...": the sugar is there); a
      // subjunctive "ho" may head a coordinated condition ("ulti ho aur bukhar aaye to").
      std::size_t to_clause = 0;
      bool verb = false;
      for (std::size_t k = o.b; k-- > s.b && to_clause < 6;) {
        if (toks[k].kind != tok_kind::word) {
          break;
        }
        if (in<hindi_clause_words>(toks[k].norm) && toks[k].norm != "ho") {
          verb = true;
          break;
        }
        ++to_clause;
      }
      o.behind = static_cast<std::uint8_t>(verb ? to_clause : std::max<std::size_t>(o.behind, to_clause));
      continue;
    }
    // A Hindi perfect closing its clause ("chickenpox toh school ke time pe ho chuka hai", "gaon
    // mein do baar malaria ho gaya tha") dates the whole clause: it reaches back to the clause's
    // start (punctuation or a finite verb), up to 8 words, as the SOV verb governs its subject
    // (round 14).
    if ((o.dir == scope::backward || o.dir == scope::both) && (o.effects & e_hist) != 0 && o.e > o.b + 1 &&
        o.b > s.b && (is_word(o.e - 1, "hai") || is_word(o.e - 1, "tha") || is_word(o.e - 1, "thi") ||
                      is_word(o.e - 1, "the"))) {
      bool perfect = false;
      for (std::size_t k = o.b; k + 1 < o.e && !perfect; ++k) {
        perfect = in<course_vocab::hindi_perfect_words>(toks[k].norm);
      }
      if (perfect) {
        // The perfect's own "ho" ("ho gaya tha") is part of it, not a verb before it.
        const std::size_t from = is_word(o.b - 1, "ho") ? o.b - 1 : o.b;
        std::size_t to_clause = from < o.b ? 1 : 0;
        for (std::size_t k = from; k-- > s.b && to_clause < 8;) {
          if (toks[k].kind != tok_kind::word || in<hindi_clause_words>(toks[k].norm)) {
            break;
          }
          ++to_clause;
        }
        o.behind = static_cast<std::uint8_t>(std::max<std::size_t>(o.behind, to_clause));
        continue;
      }
    }
    // "postnatal depression which has since lifted": a resolution after an auxiliary in a
    // relative clause takes its "which/that" (which would otherwise end its scope; round 15).
    if (o.dir == scope::backward && (o.effects & e_hist) != 0 && o.b > s.b + 1 &&
        (is_word(o.b, "has") || is_word(o.b, "had") || is_word(o.b, "have")) &&
        (is_word(o.b - 1, "which") || is_word(o.b - 1, "that"))) {
      --o.b;
      continue;
    }
    // Round 20: "Her eczema, which cleared last summer, has flared again": a return said after
    // a relative clause set off by commas reaches over it to its head, whose course the
    // relative clause only tells; the window alone stops inside the clause.
    if (o.dir == scope::backward && (o.effects & e_persist) != 0 && o.b > s.b + 2 && toks[o.b - 1].norm == ",") {
      std::size_t words = 0;
      for (std::size_t k = o.b - 1; k-- > s.b && words < 10;) {
        if (toks[k].kind != tok_kind::word) {
          break;
        }
        ++words;
        if ((is_word(k, "which") || is_word(k, "who")) && k > s.b && toks[k - 1].norm == ",") {
          o.behind = static_cast<std::uint8_t>(std::max<std::size_t>(o.behind, words + 3));
          break;
        }
      }
    }
    bool nahi = false;
    for (std::size_t k = o.b; k < o.e && !nahi; ++k) {
      nahi = is_word(k, "nahi") || is_word(k, "nahin");
    }
    if (o.dir != scope::backward || (o.effects & e_neg) == 0 || o.b <= s.b || !nahi) {
      continue;
    }
    // Words back to the nearest verb (commas are the list rules' business in assess), and
    // back to the clause's start (punctuation or a verb).
    std::size_t to_verb = 0;
    std::size_t to_clause = 0;
    bool punct = false;
    bool verb = false;
    bool nobody = false;
    for (std::size_t k = o.b; k-- > s.b;) {
      if (toks[k].kind != tok_kind::word) {
        punct = true;
        continue;
      }
      // Round 21: an indefinite agent under the negation is "nobody" ("asthma kisi ne kabhi
      // nahi bataya", nobody ever said asthma): the negation denies the whole event, object
      // and all, so it reaches over "kisi ne" to its clause's start.
      if (toks[k].norm == "ne" && k > s.b && is_word(k - 1, "kisi")) {
        nobody = true;
        ++to_verb;
        to_clause += punct ? 0 : 1;
        continue;
      }
      // Round 20: the ergative "ne" marks the verb's agent ("khansi ne sone nahi diya", the cough
      // did not let her sleep): the negation is the verb's, not its agent's existence, so it
      // stops there like a verb.
      if (in<hindi_clause_words>(toks[k].norm) || toks[k].norm == "ne") {
        verb = true;
        break;
      }
      ++to_verb;
      to_clause += punct ? 0 : 1;
    }
    // Never over a verb ("sir dard hai ab ulti nahi" denies only the vomiting); after an
    // emphatic particle ("bhi nahi", not even; "bilkul nahi", not at all) to the clause's
    // start ("ulti to ek dafa bhi nahi aayi"). After a verb of its own the negation is the
    // verb's ("bukhar utar nahi raha": the fever goes on), which the phrase's window keeps.
    // (Also "ek bhi baar nahi", "ek bhi din nahi": the emphatic before a counted occasion;
    // round 15.)
    bool emphatic = in<hindi_emphatics>(toks[o.b].norm) ||
                    (toks[o.b - 1].kind == tok_kind::word && in<hindi_emphatics>(toks[o.b - 1].norm)) ||
                    (o.b >= s.b + 2 && toks[o.b - 1].kind == tok_kind::word && in<hindi_occasions>(toks[o.b - 1].norm) &&
                     is_word(o.b - 2, "bhi"));
    // The negation denies a whole noun phrase, and so reaches its clause's start, when the
    // clause opens it with a determiner of negative polarity ("koi sugar ya BP ki bimari nahi
    // hai": no sugar or BP illness at all) or when it ends on a genitive illness noun ("sugar
    // ya BP ki bimari nahi": no illness of sugar or BP). Found in the clause only: a verb or
    // punctuation in between ends the search ("sugar hai, koi BP nahi" keeps the sugar).
    for (std::size_t k = o.b, seen = 0; !emphatic && k-- > s.b && seen < 6; ++seen) {
      if (toks[k].kind != tok_kind::word || in<hindi_clause_words>(toks[k].norm) || toks[k].norm == "ne") {
        break;
      }
      emphatic = toks[k].norm == "koi" || toks[k].norm == "kisi" ||
                 (k + 1 == o.b && k > s.b && in<hindi_illness_nouns>(toks[k].norm) &&
                  in<hindi_genitives>(toks[k - 1].norm));
    }
    emphatic = emphatic || nobody;
    std::size_t behind = verb ? std::min<std::size_t>(o.behind, to_verb) : o.behind;
    if (emphatic) {
      behind = std::max(behind, std::min<std::size_t>(to_clause, 6));
    }
    o.behind = static_cast<std::uint8_t>(behind);
    if (onset_after_past_negation(s, o.e)) {
      // Round 22: "Pehle headache nahi tha, ab roz hota hai": the negation and the "pehle"
      // say what was before; the subjectless "ab" clause says the condition is there now.
      // So do the past's own marks in the negated clause ("pehle", the copula "tha").
      o.dir = scope::none;
      for (std::size_t pi = s.occ_b; pi < occs.size() && occs[pi].b < s.e; ++pi) {
        if (pi != oi && occs[pi].b <= o.e && (occs[pi].effects & (e_hist | e_time)) != 0) {
          occs[pi].dir = scope::none;
          occs[pi].effects &= ~(e_hist | e_time);
        }
      }
    }
  }
}

// Whether a Hindi negation ending at token `e` is in the past ("nahi tha/thi/the") and is
// followed by a clause of now ("ab", after a comma or a "but") that has no subject or negation
// of its own: only words of frequency, time and onset and a verb ("ab roz hota hai", "lekin ab
// hone laga hai"). Then the condition the negation named is the "ab" clause's subject, and is
// there now. Not "ab bhi nahi hai" (a negation), not "ab khansi hai" (another subject).
bool context_document::impl::onset_after_past_negation(const sentence& s, std::size_t e) const {
  static constexpr std::array<std::string_view, 42> onset_clause_words{
      "roz",   "rozana", "har",    "din",    "baar",   "bahut",  "zyada",  "jyada",  "aksar",  "kabhi",
      "hone",  "laga",   "lagi",   "lage",   "shuru",  "hua",    "hui",    "hue",    "hota",   "hoti",
      "hote",  "hai",    "hain",   "rehta",  "rehti",  "rahta",  "rahti",  "aata",   "aati",   "aate",
      "subah", "raat",   "shaam",  "ko",     "se",     "thoda",  "kaafi",  "ho",     "gaya",   "gayi",
      "chalu", "raha"};
  std::size_t k = e;
  if (k >= s.e || !(is_word(k, "tha") || is_word(k, "thi") || is_word(k, "the"))) {
    if (!(k > s.b && (is_word(k - 1, "tha") || is_word(k - 1, "thi") || is_word(k - 1, "the")))) {
      return false;
    }
  } else {
    ++k;
  }
  if (k < s.e && toks[k].kind == tok_kind::punct && toks[k].norm == ",") {
    ++k;
  }
  if (k < s.e && (is_word(k, "lekin") || is_word(k, "par") || is_word(k, "magar") || is_word(k, "but"))) {
    ++k;
  }
  if (k >= s.e || !(is_word(k, "ab") || is_word(k, "aajkal"))) {
    return false;
  }
  ++k;
  std::size_t words = 0;
  for (; k < s.e && toks[k].kind == tok_kind::word; ++k, ++words) {
    if (!in<onset_clause_words>(toks[k].norm)) {
      return false;
    }
  }
  return words > 0;
}

std::optional<section_kind> context_document::impl::header_by_words(std::size_t b, std::size_t e) const {
  bool past = false;
  bool denied = false;
  bool family = false;
  bool head = false;
  for (std::size_t k = b; k < e; ++k) {
    if (in<past_modifiers>(toks[k].norm)) {
      past = true;
      // "Problems not yet resolved:", "Issues not resolved:": the end denied, the problems
      // of now
      denied = denied || (k > b && (toks[k - 1].norm == "not" || toks[k - 1].norm == "yet" ||
                                    toks[k - 1].norm == "never"));
    }
    family = family || toks[k].norm == "family" || toks[k].norm == "familial";
    head = head || in<illness_heads>(toks[k].norm);
  }
  if (!head) {
    return std::nullopt;
  }
  // Round 19: "Family h/o heart disease:", "Past history of kidney disease:" name a condition
  // after the history label, whose head noun is the condition's, not the header's ("Family
  // history of illness:" stays a header): read as a sentence, where the label's trigger reaches
  // the condition, rather than skipped as a header with the condition in it.
  for (std::size_t k = b; k + 1 < e; ++k) {
    if (toks[k].norm == "h/o" || toks[k].norm == "hx" || (toks[k].norm == "of" && k > b && toks[k - 1].norm == "history")) {
      for (std::size_t n = k + 1; n < e; ++n) {
        if (!in<illness_heads>(toks[n].norm) && !in<past_modifiers>(toks[n].norm)) {
          return std::nullopt;
        }
      }
    }
  }
  if (family) {
    return section_kind::family;
  }
  if (past && denied) {
    return section_kind::current;
  }
  if (past) {
    return section_kind::history;
  }
  return std::nullopt;
}

std::optional<section_kind> context_document::impl::present_header_by_words(std::size_t b, std::size_t e) const {
  // "Complaint:", "Main concern:", "Symptoms today:", "Reason for visit:": a label of what
  // brings the patient now ends the section before it (round 10: an unknown present header
  // left a family-history section open over the complaint). Not with a past or family word
  // ("Past complaints:" is history, read above).
  if (e - b > 3) {
    return std::nullopt;  // "Complaints as a child:" under a past history is not the visit's
  }
  bool head = false;
  for (std::size_t k = b; k < e; ++k) {
    const std::string_view w = toks[k].norm;
    const bool kin = in<relatives>(w) || (w.size() > 3 && w.back() == 's' && in<relatives>(w.substr(0, w.size() - 1)));
    if (in<past_modifiers>(w) || w == "family" || kin) {
      return std::nullopt;  // "Mother's problem:" (the apostrophe is dropped: "mothers")
    }
    head = head || in<present_heads>(toks[k].norm);
  }
  return head ? std::optional<section_kind>{section_kind::current} : std::nullopt;
}

// Review rv21: a note's finding followed by a query of its quality ("Rash spreading,
// non-blanching?", "Cough, productive?") asks the last clause only: the finding before the comma
// is stated. Not a question that opens as one ("Any rash, fever?"), nor one whose query after the
// last comma past the mention (whose last token is t1) is longer than three words or has an
// auxiliary of its own ("..., is the booster still needed?").
bool context_document::impl::queries_only_a_quality(const sentence& s, std::size_t t1) const {
  if (toks[s.b].kind != tok_kind::word || in<yes_no_openers>(toks[s.b].norm)) {
    return false;
  }
  // Round 26 (probes): a form's question after its label ("Insurance medical: have you ever
  // suffered from epilepsy, fits or blackouts?") opens after the colon: it asks every item.
  for (std::size_t k = s.b + 1; k + 1 < t1; ++k) {
    if (toks[k].kind == tok_kind::punct && toks[k].norm == ":" && toks[k + 1].kind == tok_kind::word &&
        in<yes_no_openers>(toks[k + 1].norm)) {
      return false;
    }
  }
  std::size_t comma = s.e;
  for (std::size_t k = t1 + 1; k + 1 < s.e; ++k) {
    if (toks[k].kind == tok_kind::punct && toks[k].norm == ",") {
      comma = k;
    }
  }
  if (comma == s.e) {
    return false;
  }
  std::size_t words = 0;
  for (std::size_t k = comma + 1; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word) {
      if (in<yes_no_openers>(toks[k].norm)) {
        return false;
      }
      ++words;
    }
  }
  return words <= 3;
}

}  // namespace cxs::domain::clinical
