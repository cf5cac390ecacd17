// Allergies said as the patient's answer to the clinician's allergy question ("any
// allergies ?" / "just sulfa , it gives me a rash ."; "yes ." then "penicillin ."): which
// sentences answer it, and where the substance starts. allergies.cpp reads the allergy from
// there; this file only finds the answers (workspace::allergy_answers, made once), and the
// list after a note's allergy heading ("Allergies: penicillin, latex"), where a written
// note gives its answer.

#include "domain/extraction/engine_detail.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace cxs::domain::extraction::detail {
namespace {

// Words before the substance in an answer: "yes , just the", "um , only".
bool answer_lead(const workspace& ws, std::size_t i) {
  static const cue_set lead{"yes", "yeah", "yep", "just", "only", "the", "um", "uh", "well", "mainly", "haan", "to"};
  const auto& t = ws.tokens[i];
  return lead.find(ws.text, std::span<const text::token>(ws.tokens), i, i + 1).has_value() ||
         (t.kind == text::token_kind::symbol && text::symbol_is(ws.text, t, ","));
}

// "any medications or allergies ?", "allergies or current medications ?": a question about
// medicines as well, whose answer may list what the patient takes. Not "any allergies to
// medications ?" (the medicines are what the allergy is to).
bool asks_medicines_too(const workspace& ws, const sentence& q) {
  static const cue_set medicine_words{"medications", "medication", "medicines", "medicine", "meds", "pills",
                                      "drugs", "tablets"};
  const std::span<const text::token> toks(ws.tokens);
  for (std::size_t k = q.first; k < q.end; ++k) {
    if (!medicine_words.find(ws.text, toks, k, k + 1)) {
      continue;
    }
    std::size_t p = k;  // past "any", "your", "the": "allergic to any medicines"
    if (p > q.first && (text::word_is(ws.text, toks[p - 1], "any") || text::word_is(ws.text, toks[p - 1], "your") ||
                        text::word_is(ws.text, toks[p - 1], "the"))) {
      --p;
    }
    if (!(p > q.first && text::word_is(ws.text, toks[p - 1], "to"))) {
      return true;
    }
  }
  return false;
}

// The substance's first token when sentence `si` is the patient's answer to the
// clinician's question ending at token `question_end` (see find_allergy_answers). Turn
// markers ("[patient]") are tokens of no speaker, stepped over.
std::optional<std::size_t> answer_substance(const workspace& ws, std::size_t question_end, std::size_t si) {
  if (ws.speaker_at(ws.tokens[question_end].span.start) != speaker::doctor) {
    return std::nullopt;
  }
  const auto& answer = ws.sentences[si];
  std::size_t i = answer.first;
  while (i < answer.end && ws.speaker_at(ws.tokens[i].span.start) == speaker::unknown) {
    ++i;
  }
  if (i == answer.end || ws.speaker_at(ws.tokens[i].span.start) != speaker::patient) {
    return std::nullopt;
  }
  while (i < answer.end && answer_lead(ws, i)) {
    ++i;
  }
  // The answer names a substance first ("yes , to peanuts", "just the amoxicillin"), not
  // something else ("i take metformin for sugar"), and does not go on to say it is taken or
  // that there is no allergy ("aspirin , i take one every day , no allergies though").
  const std::span<const text::token> toks(ws.tokens);
  if (i == answer.end || (!known_allergens().find(ws.text, toks, i, i + 1) &&
                          medicine_at(ws, ws.tokens[i].span.start) == nullptr)) {
    return std::nullopt;
  }
  static const cue_set taken_or_none{"take", "taking", "takes", "took", "no allergies", "no allergy",
                                     "not an allergy", "not allergic", "fine", "was fine", "negative", "tolerate"};
  if (taken_or_none.find(ws.text, toks, i + 1, answer.end)) {
    return std::nullopt;
  }
  return i;
}

// The next sentence with words after sentence `si`, past a turn marker's "[" and the line
// break, at most three sentences on.
std::optional<std::size_t> next_spoken_sentence(const workspace& ws, std::size_t si) {
  for (std::size_t k = si + 1; k < ws.sentences.size() && k <= si + 3; ++k) {
    const auto& a = ws.sentences[k];
    if (a.end <= a.first) {
      continue;
    }
    const auto& t = ws.tokens[a.end - 1];
    const auto last = ws.text.substr(t.span.start, t.span.end - t.span.start);
    if (last == "[" || last.find_first_not_of(" \t\r\n") == std::string_view::npos) {
      continue;
    }
    return k;
  }
  return std::nullopt;
}

// A question about what the patient takes ("what do you take ?", "are you on anything ?"):
// its answer names medicines taken, not allergens.
bool asks_what_is_taken(const workspace& ws, const sentence& q) {
  static const cue_set taken{"take", "taking", "takes", "use", "using", "on", "prescribed", "medications",
                             "meds"};
  return taken.find(ws, q.first, q.end).has_value();
}

// The patient's sentence says yes and nothing else: "yes .", "yeah , i do .", "haan".
bool bare_yes(const workspace& ws, std::size_t si) {
  static const cue_set yes{"yes", "yeah", "yep", "yup", "haan", "ha", "i do", "i am", "sure", "correct"};
  static const cue_set filler{"um", "uh", "well", "oh", "i", "do", "am", "have", "some", "one"};
  const auto& a = ws.sentences[si];
  const std::span<const text::token> toks(ws.tokens);
  bool said_yes = false;
  for (std::size_t k = a.first; k < a.end; ++k) {
    const auto& t = toks[k];
    if (t.kind == text::token_kind::symbol || ws.speaker_at(t.span.start) == speaker::unknown) {
      continue;
    }
    if (ws.speaker_at(t.span.start) != speaker::patient) {
      return false;
    }
    if (const auto y = yes.find(ws.text, toks, k, a.end); y && y->first == k) {
      said_yes = true;
      k = y->end - 1;
      continue;
    }
    if (!filler.find(ws.text, toks, k, k + 1)) {
      return false;
    }
  }
  return said_yes;
}

} // namespace

std::vector<std::pair<std::uint32_t, std::uint32_t>> find_allergy_answers(const workspace& ws) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  if (ws.text.find("llerg") == std::string_view::npos) {
    return out;  // no allergy question in the text
  }
  const auto word = [&ws](std::size_t k) {
    return ws.text.substr(ws.tokens[k].span.start, ws.tokens[k].span.end - ws.tokens[k].span.start);
  };
  for (std::size_t qi = 0; qi < ws.sentences.size(); ++qi) {
    const auto& q = ws.sentences[qi];
    if (q.end <= q.first || word(q.end - 1) != "?" ||
        ws.text.substr(q.bytes.start, q.bytes.end - q.bytes.start).find("llerg") == std::string_view::npos ||
        asks_medicines_too(ws, q)) {
      continue;
    }
    const auto si = next_spoken_sentence(ws, qi);
    if (!si) {
      continue;
    }
    if (const auto at = answer_substance(ws, q.end - 1, *si)) {
      out.emplace_back(static_cast<std::uint32_t>(*si), static_cast<std::uint32_t>(*at));
      continue;
    }
    // "any allergies ? — yes . — to what ? — sulfa .": a bare yes, the clinician's short
    // follow-up question, and the substance in the answer to that.
    const auto follow_up = bare_yes(ws, *si) ? next_spoken_sentence(ws, *si) : std::nullopt;
    if (!follow_up || ws.sentences[*follow_up].end - ws.sentences[*follow_up].first > 8 ||
        word(ws.sentences[*follow_up].end - 1) != "?" || asks_what_is_taken(ws, ws.sentences[*follow_up])) {
      continue;
    }
    if (const auto second = next_spoken_sentence(ws, *follow_up)) {
      if (const auto at = answer_substance(ws, ws.sentences[*follow_up].end - 1, *second)) {
        out.emplace_back(static_cast<std::uint32_t>(*second), static_cast<std::uint32_t>(*at));
      }
    }
  }
  return out;
}

std::optional<std::size_t> allergy_answer_start(const workspace& ws, std::size_t si) {
  for (const auto& [sentence, first] : ws.allergy_answers) {
    if (sentence == si) {
      return first;
    }
  }
  return std::nullopt;
}

// "Allergies : …", "drug allergies - …", "known allergy : …": a note's allergy heading; the
// first token of its list.
std::optional<std::size_t> allergy_heading_list(const workspace& ws, const sentence& s) {
  static const cue_set heading_words{"allergies", "allergy"};
  const std::span<const text::token> toks(ws.tokens);
  // "Allergies: Codeine - nausea; latex - hives": a semicolon splits the sentence but not the
  // heading's list, so a sentence after one continues the list of the sentence before it.
  constexpr int most_items = 12;
  const sentence* part = &s;
  for (int back = 0; back < most_items; ++back) {
    // Only the tokens keyed as either word (the workspace's index of tokens by key): this
    // runs for every sentence, and nearly none holds one.
    for (std::size_t k = part->first; k + 2 < part->end; ++k) {
      const auto word = heading_words.find(ws, k, part->end - 2);
      if (!word) {
        break;
      }
      k = word->first;
      if ((text::word_is(ws.text, toks[k], "allergies") || text::word_is(ws.text, toks[k], "allergy")) &&
          (text::symbol_is(ws.text, toks[k + 1], ":") || text::symbol_is(ws.text, toks[k + 1], "-"))) {
        return part == &s ? k + 2 : s.first;
      }
    }
    if (part->first == 0 || !text::symbol_is(ws.text, toks[part->first - 1], ";")) {
      break;
    }
    // A part that opens with a label of its own is the next field ("Allergies: NKDA; Meds:
    // amlodipine …", "; PMH: hypertension"), not the allergy list going on.
    bool labelled = false;
    for (std::size_t k = part->first; k < part->end && k < part->first + 4; ++k) {
      if (text::symbol_is(ws.text, toks[k], ":")) {
        labelled = true;
        break;
      }
    }
    if (labelled) {
      break;
    }
    part = &ws.sentence_at_token(part->first - 1);
  }
  return std::nullopt;
}

}  // namespace cxs::domain::extraction::detail
