// Round 39 (ctx40): a Hindi conditional's outcome clause, opened by "toh" right before the mention
// and closed by a potential ("sakta/sakti/sakte") a few words after it: "Paani kam piyoge toh
// kidney stones ban sakti hain" (if you drink little water, stones can form). The clause before
// "toh" must be a supposition: a future verb ("piyoge", "khaoge", "karoge") or "agar"/"jodi"
// earlier in the sentence; "dawai li toh fever utar gaya" (took the medicine, then the fever went)
// tells what happened, and "fever hai toh dengue ho sakta hai" hedges a present fever (the
// potential there is a guess about the patient, left to the readings of uncertainty).
// Runs only for a sentence with "toh" (f_apodosis).

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

constexpr std::array<std::string_view, 3> potential_verbs{"sakta", "sakti", "sakte"};
constexpr std::array<std::string_view, 2> supposing_conjunctions{"agar", "jodi"};
// The endings of a Hindi future of the second and third persons ("piyoge", "khaoge", "karegi").
constexpr std::array<std::string_view, 6> future_endings{"oge", "ogi", "enge", "egi", "ega", "ogey"};

bool future_verb(std::string_view w) {
  if (w.size() < 5) {
    return false;
  }
  for (const std::string_view e : future_endings) {
    if (w.ends_with(e)) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool context_document::impl::apodosis_potential(const sentence& s, std::size_t t0, std::size_t t1) const {
  if (t0 < s.b + 2 || !is_word(t0 - 1, "toh")) {
    return false;
  }
  bool potential = false;
  for (std::size_t k = t1 + 1; k < s.e && k <= t1 + 3 && toks[k].kind == tok_kind::word; ++k) {
    potential = potential || in<potential_verbs>(toks[k].norm);
  }
  if (!potential) {
    return false;
  }
  if (toks[t0 - 2].kind == tok_kind::word && future_verb(toks[t0 - 2].norm)) {
    return true;
  }
  for (std::size_t k = s.b; k + 1 < t0; ++k) {
    if (toks[k].kind == tok_kind::word && in<supposing_conjunctions>(toks[k].norm)) {
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
