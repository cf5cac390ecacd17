// Allergies: statements that the patient reacts to a substance.
//
// Found three ways, each checked against ConText so "not allergic to penicillin" gives
// nothing:
//  - medicines the medication layer saw in an allergy context ("allergic to X, Y and Z",
//    "reaction to X", "X allergy");
//  - substances after an allergy cue ("allergic to peanuts and dust", "reacts to
//    penicillin with rash", "latex allergy"), when the phrase is short and is not a generic
//    word ("any medications"); after "reaction to" only medicines and known allergens;
//  - a medicine in the same sentence as a reaction linked to it ("itching with the
//    methylprednisolone", "amoxicillin gave me hives", "stop lisinopril due to
//    angioedema"), or added to the allergy list after it ("stop the amoxicillin , add it to
//    her allergy list").
// The patient's answers to the allergy question are found in allergy_answers.cpp.
// The reaction (rash, hives, itching, swelling, anaphylaxis, breathlessness, …) and a
// severity word (mild, moderate, severe, life-threatening) are read from the sentence.
// "NKDA", "no known (drug) allergies", or an allergy question answered "no" set
// `no_known`; they never produce an item.

#include "domain/extraction/engine_detail.hpp"

#include <optional>
#include <algorithm>
#include <array>

namespace cxs::domain::extraction::detail {
namespace {

struct named {
  std::string_view phrase;
  std::string_view name;
};

constexpr std::array<named, 45> reactions{{
    {"anaphylaxis", "anaphylaxis"},      {"anaphylactic", "anaphylaxis"},     {"hives", "hives"},
    {"urticaria", "hives"},              {"rash", "rash"},                     {"rashes", "rash"},
    {"itching", "itching"},              {"itchy", "itching"},                 {"itched", "itching"},
    {"itch", "itching"},                 {"swelling", "swelling"},             {"swollen", "swelling"},
    {"angioedema", "angioedema"},        {"breathlessness", "breathlessness"}, {"shortness of breath", "breathlessness"},
    {"trouble breathing", "breathlessness"}, {"difficulty breathing", "breathlessness"},
    {"wheezing", "wheezing"},            {"vomiting", "vomiting"},             {"nausea", "nausea"},
    {"diarrhea", "diarrhoea"},           {"diarrhoea", "diarrhoea"},           {"heart to race", "palpitations"},
    {"heart race", "palpitations"},      {"palpitations", "palpitations"},     {"blisters", "blisters"},
    {"redness", "redness"},              {"throat closing", "throat swelling"}, {"throat swelling", "throat swelling"},
    {"stomach upset", "stomach upset"},  {"throw up", "vomiting"},           {"throwing up", "vomiting"},
    {"threw up", "vomiting"},            {"gi upset", "stomach upset"},       {"upset stomach", "stomach upset"},
    {"nauseous", "nausea"},              {"nauseated", "nausea"},
    // review rv20: a note's short forms of the airway reaction ("Aspirin allergy - wheeze")
    {"wheeze", "wheezing"},              {"wheezy", "wheezing"},               {"bronchospasm", "wheezing"},
    // Hindi: "khujli" (itching), "daane" (rash), "sujan" (swelling), "saans phoolti" (breathless).
    {"khujli", "itching"},               {"daane", "rash"},                    {"sujan", "swelling"},
    {"saans phoolti", "breathlessness"}, {"saans phoolna", "breathlessness"},
}};

constexpr std::array<named, 6> severities{{
    {"mild", "mild"},
    {"moderate", "moderate"},
    {"severe", "severe"},
    {"serious", "severe"},
    {"life threatening", "severe"},
    {"bad", "severe"},
}};

// An immune kind of reaction (skin, swelling, airway), not a side effect (nausea,
// vomiting, diarrhoea, palpitations, stomach upset).
bool allergic_kind(std::string_view reaction) {
  for (const auto r : {"anaphylaxis", "hives", "rash", "itching", "swelling", "angioedema", "breathlessness",
                       "wheezing", "blisters", "redness", "throat swelling"}) {
    if (reaction == r) {
      return true;
    }
  }
  return false;
}

template <std::size_t N>
cue_set make_cues(const std::array<named, N>& table) {
  cue_set cues;
  for (std::uint32_t i = 0; i < N; ++i) {
    cues.add(table[i].phrase, i);
  }
  return cues;
}

const cue_set& reaction_cues() {
  static const cue_set cues = make_cues(reactions);
  return cues;
}

const cue_set& severity_cues() {
  static const cue_set cues = make_cues(severities);
  return cues;
}

// Cues followed by the substance.
const cue_set& before_substance() {
  // ids: 0 = names an allergy; 1 = may name something else ("a reaction to the needle"),
  // so only medicines and known allergens count after it; 2: see below.
  static const cue_set cues = [] {
    cue_set c;
    for (const auto p : {"allergic to", "allergy to", "allergies to", "allergic reaction to", "intolerant to",
                         "intolerance to", "anaphylaxis to", "allergic from", "allergy with", "allergic with",
                         // "the only thing i'm allergic to is bees": the cue ends a relative clause
                         "allergic to is", "allergic to are", "allergic to was", "allergic to would be"}) {
      c.add(p, 0);
    }
    for (const auto p : {"reacts to", "reacted to", "react to"}) {
      c.add(p, 0);
    }
    for (const auto p : {"reaction to", "reactions to"}) {
      c.add(p, 1);
    }
    // 2 = as 1, and said of a germ it is the germ's susceptibility ("the strep is sensitive
    // to penicillin"), not an allergy.
    for (const auto p : {"sensitive to", "sensitivity to"}) {
      c.add(p, 2);
    }
    return c;
  }();
  return cues;
}

// Cue words a substance precedes: "latex allergy".
const cue_set& after_substance() {
  // Hindi: "sulfa se allergy", "sulfa dawai se reaction hua tha" (a reaction from the sulfa medicine).
  // Review rv21: "latex sensitivity", "a sensitivity" said after the substance names it too.
  static const cue_set cues{"allergy", "allergies", "allergic", "sensitivity", "se allergy", "se reaction", "dawai se allergy",
                            "dawai se reaction", "dawa se reaction", "dawa se allergy"};
  return cues;
}

const cue_set& no_known_cues() {
  static const cue_set cues{"nkda",           "nkma",           "no known drug allergies", "no known drug allergy",
                            "no known allergies", "no known allergy", "no drug allergies", "no drug allergy",
                            "no allergies",   "no allergy",     "not allergic to anything", "no medication allergies",
                            "no medicine allergies", "no known medication allergies"};
  return cues;
}

// Words that may follow "allergic to" without naming a substance.
const cue_set& generic_words() {
  static const cue_set cues{"any",      "anything", "medications", "medication", "medicines", "medicine",
                            "drugs",    "drug",     "something",   "that",       "it",        "this",
                            "them",     "those",    "these",       "what",       "everything", "nothing",
                            "some",     "certain",  "all",         "many",       "which",     "you",
                            "me",       "him",      "her",         "stuff",      "things",    "one"};
  return cues;
}

}  // namespace

const cue_set& known_allergens() {
  static const cue_set cues{"dust",   "pollen",  "peanut", "peanuts", "nut",    "nuts",      "tree nut", "egg",
                            "eggs",   "milk",    "dairy",  "latex",   "shellfish", "seafood", "fish",     "soy",
                            "wheat",  "gluten",  "sulfa",  "sulpha",  "iodine", "contrast",  "bee sting", "bee stings",
                            "cat",    "cats",    "dog",    "dogs",    "mold",   "mould",     "grass",    "food",
                            "nickel", "adhesive", "tape",  "strawberries", "penicillin", "pcn"};
  return cues;
}

namespace {

// A symbol that ends a substance: any but a joining one ("co-trimoxazole"); a dash with
// space on both sides is a separator ("penicillin - rash").
bool stop_token(std::string_view text, const text::token& t) {
  if (t.kind != text::token_kind::symbol) {
    return false;
  }
  if (!text::is_soft_symbol(text, t)) {
    return true;
  }
  const bool spaced = t.span.start > 0 && t.span.end < text.size() && text[t.span.start - 1] == ' ' &&
                      text[t.span.end] == ' ';
  return spaced && (text::symbol_is(text, t, "-") || text::symbol_is(text, t, "\xE2\x80\x93"));
}

// Calls `part(first, end, parenthesised)` for each part of sentence `s` from token `from`
// between separators outside parentheses ("," and ";"): "penicillin ( rash ) , sulfa (
// hives )" is two parts, each with its own parenthesis.
template <typename Part>
void for_each_list_part(const workspace& ws, const sentence& s, std::size_t from, Part&& part) {
  std::size_t depth = 0;
  std::size_t start = from;
  bool parenthesised = false;
  for (std::size_t k = from; k <= s.end; ++k) {
    const bool at_end = k == s.end;
    if (!at_end && text::symbol_is(ws.text, ws.tokens[k], "(")) {
      ++depth;
      parenthesised = true;
    } else if (!at_end && text::symbol_is(ws.text, ws.tokens[k], ")") && depth > 0) {
      --depth;
    }
    // "ibuprofen ( swelling of lips ) and metformin ( gi upset )": an "and" after a closing
    // parenthesis separates items too.
    const bool and_after_parenthesis = !at_end && k > from && text::word_is(ws.text, ws.tokens[k], "and") &&
                                       text::symbol_is(ws.text, ws.tokens[k - 1], ")");
    const bool separator = !at_end && depth == 0 &&
                           (text::symbol_is(ws.text, ws.tokens[k], ",") || text::symbol_is(ws.text, ws.tokens[k], ";") ||
                            and_after_parenthesis);
    if (separator || at_end) {
      if (k > start) {
        part(start, k, parenthesised);
      }
      start = k + 1;
      parenthesised = false;
    }
  }
}

// The part of sentence `s` around byte `at`, and whether another part holds a parenthesis:
// "morphine ( itching ) , erythromycin ( gi upset )" is a list whose reactions are each
// item's own.
struct sentence_part {
  std::size_t first = 0;
  std::size_t end = 0;
  bool list_of_parentheses = false;
};

sentence_part part_around(const workspace& ws, const sentence& s, std::size_t at) {
  sentence_part found{s.first, s.end, false};
  for_each_list_part(ws, s, s.first, [&](std::size_t first, std::size_t end, bool parenthesised) {
    if (ws.tokens[first].span.start <= at && at < ws.tokens[end - 1].span.end) {
      found.first = first;
      found.end = end;
    } else if (parenthesised) {
      found.list_of_parentheses = true;
    }
  });
  return found;
}

// Anaphylaxis is a severe reaction by definition: the severity when the text names none.
void default_severity(allergy_fact& f) {
  if (f.severity.empty() && f.reaction == "anaphylaxis") {
    f.severity = "severe";
  }
}

void read_reaction(const workspace& ws, const sentence& s, allergy_fact& f) {
  const std::span<const text::token> toks(ws.tokens);
  if (f.reaction.empty()) {
    // The substance's own words first; the whole sentence ("allergic to penicillin , gets
    // hives") unless the other parts carry reactions of their own in parentheses.
    const sentence_part part = part_around(ws, s, f.evidence.start);
    if (const auto r = reaction_cues().find(ws, part.first, part.end)) {
      f.reaction = std::string(reactions[r->id].name);
    } else if (!part.list_of_parentheses) {
      if (const auto whole = reaction_cues().find(ws, s.first, s.end)) {
        f.reaction = std::string(reactions[whole->id].name);
      }
    }
  }
  // "allergic to shellfish ; the reaction was throat swelling", "allergic to penicillin ; it
  // causes hives": the next sentence, when it opens by referring back to the reaction.
  if (f.reaction.empty() && s.end < toks.size()) {
    static const cue_set back{"reaction was", "reaction is", "the reaction was", "the reaction is", "it causes",
                              "it caused", "it gives", "it gave", "causes", "caused", "gives her", "gives him",
                              "gives me", "she gets", "he gets", "i get", "reaction", "reactions were"};
    const sentence& next = ws.sentence_at_token(s.end);
    if (next.first == s.end) {
      if (const auto lead = back.find(ws.text, toks, next.first, std::min(next.end, next.first + 3));
          lead && lead->first == next.first) {
        if (const auto r = reaction_cues().find(ws, lead->end, next.end)) {
          f.reaction = std::string(reactions[r->id].name);
        }
      }
    }
  }
  if (f.severity.empty()) {
    if (const auto v = severity_cues().find(ws, s.first, s.end)) {
      f.severity = std::string(severities[v->id].name);
    }
  }
  default_severity(f);
}

void add_fact(std::vector<allergy_fact>& out, allergy_fact&& f) {
  const auto key = lower(f.substance);
  for (auto& g : out) {
    if (lower(g.substance) == key) {
      if (g.reaction.empty()) {
        g.reaction = f.reaction;
      }
      if (g.severity.empty()) {
        g.severity = f.severity;
      }
      return;
    }
  }
  out.push_back(std::move(f));
}

// An allergy to a medicine the medication layer read; its reaction from sentence `s`.
void add_medicine_allergen(const workspace& ws, const sentence& s, const clinical::medication_item& m,
                           std::vector<allergy_fact>& out) {
  allergy_fact f;
  f.substance = m.name;
  f.snomed = m.snomed;
  f.drug_class = m.drug_class;
  f.evidence = m.evidence;
  read_reaction(ws, s, f);
  add_fact(out, std::move(f));
}

// A free-text allergen, the words of tokens [first, end); its reaction from sentence `s`.
void add_text_allergen(const workspace& ws, const sentence& s, std::size_t first, std::size_t end,
                       std::vector<allergy_fact>& out) {
  const auto& toks = ws.tokens;
  allergy_fact f;
  f.substance = lower(ws.text.substr(toks[first].span.start, toks[end - 1].span.end - toks[first].span.start));
  f.evidence = {toks[first].span.start, toks[end - 1].span.end};
  read_reaction(ws, s, f);
  add_fact(out, std::move(f));
}

}  // namespace

const clinical::medication_item* medicine_at(const workspace& ws, std::size_t byte) {
  const auto it = std::find_if(ws.medications.begin(), ws.medications.end(), [byte](const clinical::medication_item& m) {
    return byte >= m.evidence.start && byte < m.evidence.end;
  });
  return it == ws.medications.end() ? nullptr : &*it;
}

namespace {

bool inside_medicine(const workspace& ws, std::size_t byte) { return medicine_at(ws, byte) != nullptr; }

// Free-text substances after an allergy cue: "peanuts, dust and latex".
void free_text_after(const workspace& ws, std::size_t from, const sentence& s, std::vector<allergy_fact>& out,
                     bool known_only) {
  const std::span<const text::token> toks(ws.tokens);
  std::size_t i = from;
  while (i < s.end) {
    while (i < s.end && (text::word_is(ws.text, toks[i], "and") || text::word_is(ws.text, toks[i], "or") ||
                         text::word_is(ws.text, toks[i], "the") || text::word_is(ws.text, toks[i], "a") ||
                         text::symbol_is(ws.text, toks[i], ","))) {
      ++i;
    }
    std::size_t j = i;
    // The substance ends at "and"/"or", punctuation, a number, or a word that starts the
    // rest of the clause ("penicillin with rash", "sulfa which causes hives").
    static const cue_set clause_words{"with", "causes", "causing", "caused", "gives", "gave", "which", "that",
                                      "since", "for", "when", "after", "in", "as", "is", "was", "but"};
    if (i < s.end && clause_words.find(ws.text, toks, i, i + 1)) {
      return;  // ", is that right?"
    }
    // A clause of its own after the list: ", i break out in hives", ", it gives me a rash".
    static const cue_set subjects{"i", "he", "she", "it", "they", "we", "you", "my", "his", "her", "this", "that"};
    if (i < s.end && i > from && subjects.find(ws.text, toks, i, i + 1)) {
      return;
    }
    // Review rv20: a consequence drawn after the list (", so give azithromycin", ", hence
    // avoid ...") is the plan, not another allergen.
    // Review rv23: so is a verb of prescribing (", prescribed doxycycline"), and either ends
    // the allergen inside its words too ("penicillin so prescribed clarithromycin").
    static const cue_set consequences{"so", "hence", "therefore", "thus", "then", "instead",
                                      "prescribed", "started", "given", "switched", "changed"};
    if (i < s.end && i > from && consequences.find(ws.text, toks, i, i + 1)) {
      return;
    }
    while (j < s.end && !stop_token(ws.text, toks[j]) && !text::word_is(ws.text, toks[j], "and") &&
           !text::word_is(ws.text, toks[j], "or") && toks[j].kind != text::token_kind::number && j - i < 4 &&
           !(j > i && (clause_words.find(ws.text, toks, j, j + 1) || consequences.find(ws.text, toks, j, j + 1)))) {
      ++j;
    }
    if (j == i) {
      return;
    }
    // A generic word is a class noun after a named allergen ("sulfa drugs", "penicillin
    // medicines"); else it is the clause ("allergic to any medications").
    const bool named_first = known_allergens().find(ws.text, toks, i, i + 1).has_value() ||
                             medicine_at(ws, toks[i].span.start) != nullptr;
    const bool generic = named_first ? j - i > 2 && generic_words().find(ws.text, toks, i + 1, j).has_value()
                                     : generic_words().find(ws.text, toks, i, j).has_value();
    const bool reaction = reaction_cues().find(ws.text, toks, i, j).has_value();
    const bool long_clause = j - i >= 4 && j < s.end && toks[j].kind == text::token_kind::word &&
                             !text::word_is(ws.text, toks[j], "and") && !text::word_is(ws.text, toks[j], "or") &&
                             !clause_words.find(ws.text, toks, j, j + 1);
    if (generic || reaction || long_clause) {
      return;  // a clause, not a substance list
    }
    const bool known = known_allergens().find(ws.text, toks, i, i + 1).has_value();
    if (const auto* m = medicine_at(ws, toks[i].span.start)) {
      // A medicine the medication layer did not see as an allergen ("reacts to X").
      add_medicine_allergen(ws, s, *m, out);
    } else if (known || !known_only) {
      add_text_allergen(ws, s, i, j, out);
    }
    i = j;
    // "penicillin ( rash ) and sulfa": the item's reaction in parentheses, then the list goes on.
    if (i < s.end && text::symbol_is(ws.text, toks[i], "(")) {
      std::size_t close = i + 1;
      while (close < s.end && close - i < 8 && !text::symbol_is(ws.text, toks[close], ")")) {
        ++close;
      }
      if (close < s.end && text::symbol_is(ws.text, toks[close], ")")) {
        i = close + 1;
      }
    }
    if (i < s.end && !text::symbol_is(ws.text, toks[i], ",") && !text::word_is(ws.text, toks[i], "and") &&
        !text::word_is(ws.text, toks[i], "or")) {
      return;  // the list ended ("with rash", a full stop)
    }
  }
}

// A patient describing what happens to people in general: "the one where a tick bites you
// and you get an allergic reaction to meat". In the patient's own turn, "you" right before
// the cue is generic (or the clinician), never the patient; in the clinician's turn
// "you're allergic to penicillin" is about the patient and stays.
bool generic_you(const workspace& ws, const sentence& s, std::size_t cue_first) {
  if (!ws.dialogue || ws.speaker_at(ws.tokens[cue_first].span.start) != speaker::patient) {
    return false;
  }
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = cue_first > s.first + 4 ? cue_first - 4 : s.first;
  for (std::size_t k = from; k < cue_first; ++k) {
    if (text::word_is(ws.text, toks[k], "you")) {
      return true;
    }
  }
  return false;
}

// The list after an allergy heading, item by item between commas and semicolons, each
// item's reaction read from its own words: "penicillin ( rash ) , sulfa ( hives )". Known
// allergens and medicines only; "none" or "nil" first says there are none.
void read_heading_list(const workspace& ws, const sentence& s, std::size_t from, std::vector<allergy_fact>& out,
                       bool& no_known) {
  const std::span<const text::token> toks(ws.tokens);
  // "Allergies: none", "Allergy: Nil", "Drug allergy: not known", "Allergies: NKDA".
  static const cue_set none_said{"none", "nil", "not known", "none known", "nkda", "nkma", "no"};
  if (const auto none = none_said.find(ws.text, toks, from, std::min(s.end, from + 2)); none && none->first == from) {
    no_known = true;
    return;
  }
  for_each_list_part(ws, s, from, [&](std::size_t first, std::size_t end, bool /*parenthesised*/) {
    sentence part = s;
    part.first = first;
    part.end = end;
    part.bytes = {toks[first].span.start, toks[end - 1].span.end};
    const std::size_t before = out.size();
    free_text_after(ws, first, part, out, true);
    // Review rv20: "Allergy: peanuts, anaphylaxis": an item that is only a reaction is the
    // previous allergen's, when that one has none of its own.
    if (out.size() == before && !out.empty() && out.back().reaction.empty()) {
      if (const auto r = reaction_cues().find(ws, first, end); r && r->first == first) {
        out.back().reaction = std::string(reactions[r->id].name);
        default_severity(out.back());
      }
    }
  });
}

// A germ or its culture named before the cue in the sentence: "the strep is sensitive to".
bool germ_before(const workspace& ws, const sentence& s, std::size_t cue_first) {
  return std::any_of(ws.tokens.begin() + static_cast<std::ptrdiff_t>(s.first),
                     ws.tokens.begin() + static_cast<std::ptrdiff_t>(cue_first),
                     [](const text::token& t) { return clinical::is_germ_word(t.key); });
}

}  // namespace

std::vector<allergy_fact> find_allergies(const workspace& ws, bool& no_known) {
  const std::span<const text::token> toks(ws.tokens);
  // The tables, looked up once: the scans below ask them about every sentence.
  const cue_set& before_cues = before_substance();
  const cue_set& after_cues = after_substance();
  const cue_set& allergens = known_allergens();
  const cue_set& reaction_words = reaction_cues();
  const cue_set& no_known_phrases = no_known_cues();
  std::vector<allergy_fact> out;
  no_known = false;
  const auto negated = [&ws](std::size_t b, std::size_t e) {
    if (!ws.options.negation) {
      return false;
    }
    const auto ctx = ws.context.assess(b, e);
    return ctx.negated || ctx.who != clinical::experiencer::patient;
  };

  // 1. Medicines in an allergy context.
  for (const auto& m : ws.medications) {
    if (m.context != clinical::medication_context::allergy_mention || negated(m.evidence.start, m.evidence.end) ||
        outgrown_allergy(ws, m.evidence.start)) {
      continue;
    }
    {
      const auto at = ws.token_at(m.evidence.start);
      const auto& s = ws.sentence_at_token(at);
      const auto cue = before_cues.find_last(ws, s.first, at);
      if (cue && generic_you(ws, s, cue->first)) {
        continue;
      }
    }
    add_medicine_allergen(ws, ws.sentence_at(m.evidence.start), m, out);
  }

  // 2. Cue phrases: free-text substances and "no known allergies"; and the patient's
  // answer to the clinician's allergy question ("any allergies ?" / "just sulfa , it gives me
  // a rash ."), whose known allergens and medicines it names first (medicines: step 1).
  for (std::size_t si = 0; si < ws.sentences.size(); ++si) {
    const auto& s = ws.sentences[si];
    if (const auto start = allergy_answer_start(ws, si); start && !negated(s.bytes.start, s.bytes.end)) {
      // The known allergen itself ("sulfa"), not the words after it ("sulfa se", "sulfa
      // testing"); a medicine answer is step 1's (its context is the allergy).
      if (const auto a = allergens.find(ws.text, toks, *start, std::min(s.end, *start + 2));
          a && a->first == *start && medicine_at(ws, toks[*start].span.start) == nullptr) {
        add_text_allergen(ws, s, a->first, a->end, out);
        // The rest of a list it opens, known allergens and medicines only: "peanuts and latex".
        if (a->end < s.end && (text::word_is(ws.text, toks[a->end], "and") ||
                               text::word_is(ws.text, toks[a->end], "or") ||
                               text::symbol_is(ws.text, toks[a->end], ","))) {
          free_text_after(ws, a->end, s, out, true);
        }
      }
    }
    if (const auto nk = no_known_phrases.find(ws, s.first, s.end)) {
      no_known = true;
      continue;
    }
    if (const auto at = allergy_heading_list(ws, s)) {
      read_heading_list(ws, s, *at, out, no_known);
    }
    for (std::size_t i = s.first; i < s.end;) {
      const auto before = before_cues.find(ws, i, s.end);
      const auto after = after_cues.find(ws, i, s.end);
      if (!before && !after) {
        break;
      }
      // "bee sting allergy with anaphylaxis": "allergy with" names the substance only when
      // no known allergen stands right before "allergy".
      bool allergen_first = false;
      if (before && after && before->first == after->first && after->first > s.first) {
        const auto named = allergens.find_last(ws, s.first, after->first);
        allergen_first = named && named->end == after->first;
      }
      if (before && !allergen_first && (!after || before->first <= after->first)) {
        const auto span_b = toks[before->first].span.start;
        const auto span_e = toks[before->end - 1].span.end;
        if (negated(span_b, span_e)) {
          if (before->end < s.end && generic_words().find(ws.text, toks, before->end, before->end + 1)) {
            no_known = true;
          }
        } else if (!generic_you(ws, s, before->first) && !(before->id == 2 && germ_before(ws, s, before->first)) &&
                   !outgrown_allergy(ws, span_b)) {
          free_text_after(ws, before->end, s, out, before->id >= 1);
        }
        i = before->end;
        continue;
      }
      // "X allergy": a known allergen right before; else an allergy word with nothing
      // after it in a negated sentence ("any allergies? — no").
      const auto span_b = toks[after->first].span.start;
      const auto span_e = toks[after->end - 1].span.end;
      const bool neg = negated(span_b, span_e);
      if (after->first > s.first && !neg && !outgrown_allergy(ws, span_b)) {
        // A Hindi postposition may stand between: "mujhe dust se allergy hai".
        std::size_t before_cue = after->first;
        if (before_cue - 1 > s.first && (text::word_is(ws.text, toks[before_cue - 1], "se") ||
                                         text::word_is(ws.text, toks[before_cue - 1], "ki") ||
                                         text::word_is(ws.text, toks[before_cue - 1], "ka"))) {
          --before_cue;
        }
        // "add sulfa to your allergy list": the allergen before "to (your|the|her|his)".
        {
          std::size_t k = before_cue;
          if (k - 1 > s.first && (text::word_is(ws.text, toks[k - 1], "your") || text::word_is(ws.text, toks[k - 1], "the") ||
                                  text::word_is(ws.text, toks[k - 1], "her") || text::word_is(ws.text, toks[k - 1], "his"))) {
            --k;
          }
          if (k - 1 > s.first && text::word_is(ws.text, toks[k - 1], "to")) {
            before_cue = k - 1;
          }
        }
        const auto prev = before_cue - 1;
        const auto a = allergens.find(ws, prev > s.first ? prev - 1 : prev, before_cue);
        if (a && a->end == before_cue && !inside_medicine(ws, toks[a->first].span.start)) {
          add_text_allergen(ws, s, a->first, a->end, out);
        }
      }
      if (neg) {
        no_known = true;
      }
      i = after->end;
    }
  }

  // 3. A reaction linked to a medicine in one sentence.
  for (const auto& m : ws.medications) {
    if (m.context == clinical::medication_context::allergy_mention) {
      continue;
    }
    const auto first = ws.token_at(m.evidence.start);
    const auto& s = ws.sentence_at_token(first);
    // "stop lisinopril due to angioedema ; add to allergy list": the medicine named before
    // the list it is added to (a known allergen named there is step 2's).
    {
      // The list, then a verb of adding at most four words before it ("add it to her allergy
      // list", "added as an allergy").
      static const cue_set list_words{"allergy list", "allergies", "an allergy"};
      static const cue_set adding{"add", "added", "listed"};
      auto list = list_words.find(ws, first, s.end);
      if (list && !adding.find_last(ws, list->first > first + 4 ? list->first - 4 : first, list->first)) {
        list.reset();
      }
      const auto next = ws.token_at(m.evidence.end);
      if (list && !negated(m.evidence.start, m.evidence.end) &&
          std::none_of(ws.medications.begin(), ws.medications.end(), [&](const clinical::medication_item& other) {
            const auto at = ws.token_at(other.evidence.start);
            return at >= next && at < list->first;
          })) {
        add_medicine_allergen(ws, s, m, out);
        continue;
      }
    }
    const auto r = reaction_words.find(ws, s.first, s.end);
    if (!r) {
      continue;
    }
    bool linked = false;
    if (r->end <= first && first - r->end <= 3) {
      static const cue_set linkers{"with", "with the", "after", "after taking", "from", "from the", "to"};
      // Right after the reaction ("itching with the methylprednisolone"): a verb between says
      // what the medicine did to it ("the rash cleared up with hydrocortisone").
      const auto l = linkers.find(ws.text, toks, r->end, first);
      linked = l.has_value() && l->first == r->end;
    } else if (r->first >= first && r->first - first <= 6) {
      static const cue_set verbs{"gave", "gives", "give", "caused", "causes", "cause", "made", "makes", "itched",
                                 // "stop lisinopril due to angioedema": the reason it stops
                                 "due to", "because of", "secondary to"};
      linked = verbs.find(ws.text, toks, first, r->end).has_value();
    }
    // Without the word allergy, only a reaction of the allergic kind links: "nausea after
    // starting the metformin", "amoxicillin gave me diarrhoea" are side effects.
    if (!linked || !allergic_kind(reactions[r->id].name) || negated(m.evidence.start, m.evidence.end)) {
      continue;
    }
    add_medicine_allergen(ws, s, m, out);
  }
  // 4. Review rv21: a known allergen that opens its sentence and is said to cause a reaction of
  // the allergic kind ("Penicillin - causes rash", "Sulfa drugs cause hives"), as step 3 reads
  // a medicine of the table. Not a reaction of another kind ("milk causes bloating").
  for (const auto& s : ws.sentences) {
    const auto a = allergens.find(ws.text, toks, s.first, std::min(s.end, s.first + 2));
    if (!a || a->first != s.first || inside_medicine(ws, toks[a->first].span.start)) {
      continue;
    }
    const auto r = reaction_words.find(ws, a->end, s.end);
    if (!r || r->first - a->end > 6 || !allergic_kind(reactions[r->id].name)) {
      continue;
    }
    static const cue_set verbs{"gave", "gives", "give", "caused", "causes", "cause", "makes", "made"};
    static const cue_set denials{"never", "not", "no", "didn't", "doesn't", "don't", "without"};
    if (verbs.find(ws.text, toks, a->end, r->first).has_value() &&
        !denials.find(ws.text, toks, a->end, r->first).has_value() &&
        !negated(toks[a->first].span.start, toks[a->end - 1].span.end) && !outgrown_allergy(ws, toks[a->first].span.start)) {
      add_text_allergen(ws, s, a->first, a->end, out);
    }
  }
  if (!out.empty()) {
    no_known = false;
  }
  return out;
}

} // namespace cxs::domain::extraction::detail
