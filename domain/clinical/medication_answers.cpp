// What the answer to a question about a medicine says of it: "[doctor] and the januvia ?
// [patient] i stopped that one" (stopped), "are you taking the lasix ? — yes, 40 milligrams
// every morning" (its dose). Apart from medication_attributes.cpp, which reads the words
// written around a mention; these read the next speaker's turn.
#include "domain/clinical/medication_scanner.hpp"

#include "domain/clinical/medication_tables.hpp"
#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::detail {

using namespace medication_detail;
using text::operator""_key;

bool medication_scanner::answered_stopped(const mention& m, std::size_t limit) const {
  // "[doctor] and the januvia ? [patient] i stopped that one , it was too expensive": the
  // answer to a question about the medicine says it was stopped.
  std::size_t k = m.end;
  while (k < limit && !break_at(k)) {
    ++k;
  }
  if (k >= limit || !key_at(k, "?"_key)) {
    return false;
  }
  std::size_t j = k + 1;
  for (std::size_t steps = 0; j < limit && steps < 8; ++j, ++steps) {
    const std::uint64_t w = toks_[j].key;
    const bool skip = w == ":"_key || w == "["_key || w == "]"_key || w == ","_key || w == "patient"_key ||
                      w == "no"_key || w == "nope"_key || w == "oh"_key || w == "well"_key || w == "actually"_key ||
                      w == "i"_key || w == "um"_key || w == "uh"_key;
    if (!skip) {
      break;
    }
  }
  const bool stop_verb = key_at(j, "stopped"_key) || key_at(j, "quit"_key) || key_at(j, "discontinued"_key);
  if (!stop_verb) {
    return false;
  }
  // Of the medicine asked about: "that one", "it", "them", "taking it", or the clause ends.
  std::size_t o = j + 1;
  if (key_at(o, "taking"_key) || key_at(o, "using"_key)) {
    ++o;
  }
  return o >= limit || break_at(o) || key_at(o, "it"_key) || key_at(o, "that"_key) || key_at(o, "those"_key) ||
         key_at(o, "them"_key) || key_at(o, ","_key);
}

// "are you taking the lasix ? — yes , 40 milligrams every morning": a question naming the
// medicine without a dose, answered by a dose. The answer opens (past a speaker's label and
// "yes") with a number, and is read as the words after the name would be; only its dose and
// frequency are taken. Not an answer that names another medicine first (the next mention
// bounds `limit`).
void medication_scanner::read_answered_dose(const mention& m, std::size_t limit, attributes& a) const {
  std::size_t k = m.end;
  while (k < limit && !break_at(k)) {
    ++k;
  }
  if (k >= limit || !key_at(k, "?"_key)) {
    return;
  }
  std::size_t j = k + 1;
  for (std::size_t steps = 0; j < limit && steps < 8; ++j, ++steps) {
    const std::uint64_t w = toks_[j].key;
    const bool skip = break_at(j) || w == ":"_key || w == "["_key || w == "]"_key || w == ","_key ||
                      w == "patient"_key || w == "yes"_key || w == "yeah"_key || w == "yep"_key || w == "haan"_key ||
                      w == "ji"_key || w == "i"_key || w == "take"_key || w == "am"_key || w == "do"_key;
    if (!skip) {
      break;
    }
  }
  if (j >= limit || !number_at(j)) {
    return;
  }
  std::size_t end = j;
  while (end < limit && !break_at(end)) {
    ++end;
  }
  mention answer = m;
  answer.end = j;
  attributes said;
  read_after(answer, end, said);
  if (!said.measure && !said.count) {
    return;
  }
  a.measure = said.measure;
  a.count = said.count;
  if (a.frequency.empty()) {
    a.frequency = said.frequency;
    a.frequency_rank = said.frequency_rank;
  }
  a.evidence_of_medicine = true;
}

}  // namespace cxs::domain::clinical::detail
