// Mentions a sentence sets aside as no problem of their own: a finding read out and dismissed
// ("some mild scoliosis , but that's not causing your pain"), a condition renamed in the same
// breath, a gloss that explains the diagnosis just named ("croup , a viral infection of the
// voice box"), a condition after "anti-" (a medicine's class). Split from
// diagnosis_mentions.cpp (a mention's own frames); diagnoses.cpp weighs the answers.

#include "domain/extraction/diagnosis_mentions.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_keyed_words.hpp"
#include "domain/extraction/icd10_blocks.hpp"

namespace cxs::domain::extraction::detail {

namespace {

// Whether a list goes on after the mention ending at token `end`: a joint ("and", "or", a
// comma) later in its sentence with another condition after it. The renaming readings ask it,
// since a name followed by more conditions is one item of a list, not a gloss.
bool list_goes_on(const workspace& ws, const sentence& s, std::size_t end) {
  for (std::size_t i = end; i < s.end; ++i) {
    const auto& t = ws.tokens[i];
    if (text::word_is(ws.text, t, "and") || text::word_is(ws.text, t, "or") || text::symbol_is(ws.text, t, ",")) {
      const auto joint = t.span.end;
      return std::any_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::condition && m.begin >= joint && m.begin < s.bytes.end;
      });
    }
  }
  return false;
}

// "we'll leave it" sets aside a finding read out ("there's a little arthritis in the knee ,
// so we'll leave it"), not a condition of the patient's own the plan leaves untreated: one
// said with a possessive ("your psoriasis is mild , so we'll leave it"), or one the plan
// manages another way ("… we'll leave it and just use a moisturiser").
bool left_alone_but_kept(const workspace& ws, std::size_t first, const cue_set::hit& cue) {
  const auto word = [&](std::size_t i, std::string_view w) { return text::word_is(ws.text, ws.tokens[i], w); };
  bool leave = false;
  for (std::size_t i = cue.first; i < cue.end && !leave; ++i) {
    leave = word(i, "leave");
  }
  if (!leave) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  if (first > s.first && (word(first - 1, "your") || word(first - 1, "his") || word(first - 1, "her") ||
                          word(first - 1, "my") || word(first - 1, "their"))) {
    return true;
  }
  for (std::size_t i = cue.end; i < s.end && i < cue.end + 5; ++i) {
    if ((word(i, "use") || word(i, "apply") || word(i, "try") || word(i, "start") || word(i, "treat") ||
         word(i, "continue")) &&
        !(i + 1 < s.end && (word(i + 1, "nothing") || word(i + 1, "no")))) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool dismissed_finding(const workspace& ws, std::size_t first, std::size_t end, std::size_t end_byte) {
  if (end == 0 || end > ws.tokens.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end - 1);
  const std::span<const text::token> toks(ws.tokens);
  // The cue starts within seven tokens of the mention; a long one may run on to fourteen ("mild
  // arthritis in the knee , but that's not what's causing your pain", the apostrophes split
  // off; round 16). Not further: "the palpitations , your heart monitor showed only a few extra
  // beats , which are harmless" dismisses the beats, not the palpitations.
  const auto cue = diagnosis_cues::dismissals().find(ws, end, std::min(s.end, end + 14));
  if (!cue || cue->first > end + 7) {
    return false;  // the common case: looked for first, the rest only when a dismissal is there
  }
  // Within the mention's clause: "you have gout , and the small cyst is harmless" dismisses
  // the cyst, not the gout.
  for (std::size_t i = end; i < cue->first; ++i) {
    if (text::symbol_is(ws.text, ws.tokens[i], ";") || text::word_is(ws.text, ws.tokens[i], "and")) {
      return false;
    }
  }
  if (diagnosis_cues::clause_breaks().find(ws.text, toks, end, cue->first)) {
    return false;
  }
  // Stated as the diagnosis and then reassured about ("this is an innocent murmur , nothing to
  // worry about"): the assessment itself, not a finding set aside.
  const std::size_t from = first > s.first + 4 ? first - 4 : s.first;
  if (diagnosis_cues::stated_diagnoses().find(ws.text, toks, from, first)) {
    return false;
  }
  if (left_alone_but_kept(ws, first, *cue)) {
    return false;
  }
  const auto cue_byte = ws.tokens[cue->first].span.start;
  return std::none_of(ws.matches.begin(), ws.matches.end(), [&](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin >= end_byte && m.begin < cue_byte;
  });
}

bool renamed_mention(const workspace& ws, std::size_t end, std::size_t end_byte) {
  if (end == 0 || end > ws.tokens.size()) {
    return false;
  }
  static const cue_set naming{"we call this", "we call that", "we call it", "which we call", "what we call",
                              "this is called", "that is called", "it's called", "it is called", "also known as",
                              "otherwise known as"};
  const auto& s = ws.sentence_at_token(end - 1);
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = naming.find(ws, end, std::min(s.end, end + 6));
  if (!cue) {
    return false;
  }
  // Within the mention's clause, nothing between but words and commas ("in there", "we"): not
  // "you have arthritis , and the swelling we call an effusion".
  for (std::size_t i = end; i < cue->first; ++i) {
    const bool comma = text::symbol_is(ws.text, ws.tokens[i], ",");
    if ((ws.tokens[i].kind == text::token_kind::symbol && !comma) || text::word_is(ws.text, ws.tokens[i], "and") ||
        text::word_is(ws.text, ws.tokens[i], "but")) {
      return false;
    }
  }
  const auto cue_byte = ws.tokens[cue->first].span.start;
  const auto after_byte = ws.tokens[cue->end - 1].span.end;
  const std::size_t limit = cue->end + 2 < toks.size() ? ws.tokens[cue->end + 2].span.end : ws.text.size();
  bool between = false;
  bool named = false;
  for (const auto& m : ws.matches) {
    if (m.kind != terminology::concept_kind::condition) {
      continue;
    }
    between = between || (m.begin >= end_byte && m.begin < cue_byte);
    named = named || (m.begin >= after_byte && m.begin < limit);
  }
  return named && !between;
}

// "this is croup , a viral infection of the voice box", "hyperemesis gravidarum , the severe
// form of pregnancy nausea": an appositive that explains the diagnosis just named, in plain
// words, names no second problem. The mention stands in a phrase opened by "a", "an" or "the"
// right after a condition's name and a comma, within five words of the article; the phrase
// holds a class noun's "of" (a definition's "an infection of", "a form of"), and no other
// condition follows a later joint of the sentence. Not a list ("you have gout , a kidney infection and a
// urinary tract infection": a condition follows; "diabetes , a kidney stone ." has no "of").
bool appositive_gloss(const workspace& ws, std::size_t first, std::size_t end) {
  const auto& s = ws.sentence_at_token(first);
  bool comma_near = false;  // the common case first: no comma in the seven tokens before
  for (std::size_t j = first; j > s.first && first - j < 7 && !comma_near; --j) {
    comma_near = ws.tokens[j - 1].kind == text::token_kind::symbol && text::symbol_is(ws.text, ws.tokens[j - 1], ",");
  }
  if (!comma_near) {
    return false;
  }
  const auto article_at = [&ws](std::size_t k) {
    return text::word_is(ws.text, ws.tokens[k], "a") || text::word_is(ws.text, ws.tokens[k], "an") ||
           text::word_is(ws.text, ws.tokens[k], "the");
  };
  std::size_t open = first;
  while (open > s.first && first - open < 6 && ws.tokens[open - 1].kind != text::token_kind::symbol &&
         !article_at(open - 1)) {
    --open;
  }
  if (open < s.first + 3 || !article_at(open - 1)) {
    return false;
  }
  // Round 18 (dx32): or a relative clause that defines it ("croup , which is a viral infection
  // that swells the windpipe").
  std::size_t comma = open - 2;
  const bool relative =
      comma > s.first + 2 && text::word_is(ws.text, ws.tokens[comma], "is") &&
      (text::word_is(ws.text, ws.tokens[comma - 1], "which") || text::word_is(ws.text, ws.tokens[comma - 1], "that"));
  if (relative) {
    comma -= 2;
  }
  if (!text::symbol_is(ws.text, ws.tokens[comma], ",") || !names_a_condition(ws, comma - 1)) {
    return false;
  }
  // A definition's class noun and its "of", before the mention ("the severe form of") or as
  // the mention's own head ("a viral infection of"); not "a kidney stone of five millimeters".
  static const cue_set classes{"infection", "inflammation", "irritation", "form", "type", "kind", "swelling",
                               "condition", "disease", "disorder", "problem", "narrowing", "weakening",
                               "thickening", "buildup", "build-up", "overgrowth", "blockage", "injury"};
  const std::span<const text::token> toks(ws.tokens);
  const auto class_of = [&](std::size_t k) {  // token k is "of" after a class noun
    return k > 0 && k < s.end && text::word_is(ws.text, ws.tokens[k], "of") &&
           classes.find(ws.text, toks, k - 1, k).has_value();
  };
  bool of = end > 0 && class_of(end);
  for (std::size_t i = open; i < first && !of; ++i) {
    of = class_of(i);
  }
  // After "which is" the class noun alone defines ("pneumonia , which is a lung infection").
  for (std::size_t i = open; i < end && !of && relative; ++i) {
    of = classes.find(ws.text, toks, i, i + 1).has_value();
  }
  // Round 15: a plain name with its cause after it explains too ("graves disease , an
  // overactive thyroid from an antibody", "an underactive thyroid caused by the antibodies").
  static const cue_set cause{"from", "caused by", "due to", "because of", "driven by"};
  if (!of && end < s.end) {
    const auto c = cause.find(ws.text, toks, end, std::min(s.end, end + 3));
    of = c.has_value() && c->first == end;
  }
  if (!of) {
    return false;
  }
  // A list goes on after a joint ("and", "or", a comma) to another condition; a condition
  // right after the mention is the same phrase's head ("pregnancy nausea").
  return !list_goes_on(ws, s, end);
}

// Round 16 (dx30): "a right ankle fracture a lateral malleolus fracture", "an uncomplicated
// urinary tract infection , a bladder infection", "allergic contact dermatitis from poison
// ivy": a second row named right after a first, in apposition (an article, or a comma and an
// article) or as its cause ("from", "due to", "caused by", "secondary to"), that falls in the
// first row's WHO ICD-10 block renames the same problem more or less specifically; two rows of
// different blocks are two problems ("diabetes , a kidney stone", "heart failure from the
// hypertension"). A cause must also carry the first row's head noun ("contact dermatitis" and
// "poison ivy dermatitis"), since a block can hold a condition and its cause ("heart failure
// from atrial fibrillation", I30-I52, are both headings). Not symptoms (chapter R), and not a
// list going on to a further condition after a joint.
bool renamed_in_same_block(const workspace& ws, std::size_t index, std::size_t first, std::size_t end) {
  if (first < 2 || index == 0 || index >= ws.matches.size()) {
    return false;
  }
  const auto row = ws.matches[index].row;
  const auto& rows = tables().terms.conditions();
  if (row >= rows.size() || rows[row].icd10.empty() || rows[row].icd10.front() == 'R') {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const auto word = [&](std::size_t i, std::string_view w) { return text::word_is(ws.text, ws.tokens[i], w); };
  const auto article = [&](std::size_t i) { return word(i, "a") || word(i, "an") || word(i, "the"); };
  // The link's first token: "<prev> a <this>", "<prev> , a <this>", "<prev> from [the] <this>".
  std::size_t link = first;
  // Review rv21: an injury of no named region (T14.9) may be named by the tissue hurt between the
  // article and it ("a ligament injury", "a soft tissue injury" read as the row "Injury").
  const bool unspecified_injury = rows[row].icd10 == "T14.9";
  if (unspecified_injury && link > s.first + 1 && !article(link - 1) && article(link - 2) &&
      ws.tokens[link - 1].kind == text::token_kind::word) {
    --link;
  } else if (unspecified_injury && link > s.first + 2 && !article(link - 1) && article(link - 3) &&
             ws.tokens[link - 1].kind == text::token_kind::word && ws.tokens[link - 2].kind == text::token_kind::word) {
    link -= 2;
  }
  // Review rv24: or a qualifier the name does not hold, in apposition after a comma ("acute
  // bronchitis , a viral chest infection").
  if (!unspecified_injury && link > s.first + 2 && !article(link - 1) && article(link - 2) &&
      ws.tokens[link - 1].kind == text::token_kind::word && text::symbol_is(ws.text, ws.tokens[link - 3], ",")) {
    --link;
  }
  if (link > s.first && article(link - 1)) {
    --link;
  }
  bool comma_apposition = false;  // "<prev> , a <this>"
  if (link > s.first && text::symbol_is(ws.text, ws.tokens[link - 1], ",") && link < first) {
    --link;
    comma_apposition = true;
  } else if (link > s.first && (word(link - 1, "from") || word(link - 1, "by") || word(link - 1, "to"))) {
    static const cue_set causes{"from", "caused by", "due to", "secondary to"};
    const std::size_t from = link > s.first + 2 ? link - 2 : s.first;
    const auto c = causes.find_last(ws.text, std::span<const text::token>(ws.tokens), from, link);
    if (!c || c->end != link) {
      return false;
    }
    link = c->first;
  } else if (link == first) {
    return false;  // nothing links the two names
  }
  if (link <= s.first) {
    return false;
  }
  // The matches are in text order: the first name is among the few just before this one (a
  // bounded look back, since this runs for every mention after an article).
  const auto link_byte = ws.tokens[link].span.start;
  const auto prev_word = ws.tokens[link - 1].span.start;
  const terminology::concept_match* prev = nullptr;
  for (std::size_t k = index; k > 0 && index - k < 6 && prev == nullptr; --k) {
    const auto& m = ws.matches[k - 1];
    if (m.kind == terminology::concept_kind::condition && m.row != row && m.row < rows.size() &&
        m.end <= link_byte && m.end >= prev_word && m.begin >= s.bytes.start) {
      prev = &m;
    }
  }
  if (prev == nullptr || rows[prev->row].icd10.empty() || rows[prev->row].icd10.front() == 'R') {
    return false;
  }
  // Review rv21: and such an injury after an injury of a named region (chapter S, "a right ankle
  // sprain , a ligament injury") is its general name, though WHO files the two in different
  // blocks; not when a site of its own follows ("a soft tissue injury of the knee").
  static const cue_set site_links{"of", "to", "on", "in", "at", "over"};
  const bool injury_gloss = unspecified_injury && rows[prev->row].icd10.front() == 'S' &&
                            !(end < s.end && site_links.find(ws.text, std::span<const text::token>(ws.tokens), end,
                                                             end + 1));
  if (!injury_gloss && !same_icd10_block(rows[prev->row].icd10, rows[row].icd10)) {
    return false;
  }
  // The second name carries the first's head noun, in the rows' names or as said ("a urinary
  // tract infection , a bladder infection"). Review rv18: in apposition too, not only as a
  // cause: one block holds sibling disorders the patient may have together ("asthma , copd
  // overlap", J40-J47; "pneumonia , the flu", J09-J18; "anxiety , a panic disorder", F41;
  // "sinusitis , a tonsillitis as well", J00-J06), which name no common head.
  // Review rv19: a head that only says "an illness" ("disorder", "disease", "syndrome") names
  // no common problem: "anxiety disorder" and "panic disorder" are two disorders, so such a
  // head counts only with another word of the first name in the second ("bipolar disorder , a
  // bipolar ii disorder"); "infection", "fracture" name the problem itself.
  static constexpr std::array<std::string_view, 6> empty_heads{"disorder", "disorders", "disease",
                                                               "diseases", "syndrome", "condition"};
  const auto shares_head = [](const std::string& first_name, const std::string& second_name) {
    const auto head = words_of(first_name);
    const auto mine = words_of(second_name);
    if (head.empty() || std::find(mine.begin(), mine.end(), head.back()) == mine.end()) {
      return false;
    }
    if (std::find(empty_heads.begin(), empty_heads.end(), head.back()) == empty_heads.end()) {
      return true;
    }
    return std::any_of(head.begin(), head.end() - 1, [&](const auto& w) {
      return std::find(mine.begin(), mine.end(), w) != mine.end();
    });
  };
  const auto said = [&](const terminology::concept_match& m) {
    return lower(std::string_view(ws.text).substr(m.begin, m.end - m.begin));
  };
  // Or the second is the general name of the first's category, a gloss ("athlete's foot , a
  // fungal infection": B35.3, then B35.9), not a more specific sibling ("anxiety , a panic
  // disorder": F41.9, then F41.0).
  const std::string_view first_code = rows[prev->row].icd10;
  const std::string_view second_code = rows[row].icd10;
  const bool general_gloss = first_code.substr(0, 3) == second_code.substr(0, 3) && first_code != second_code &&
                             (second_code.size() == 3 || second_code.ends_with(".9"));
  // Review rv24: a plain apposition, a comma and an article and nothing that adds ("a viral upper
  // respiratory infection , a common cold"), renames within the block even without a common
  // head; an added sibling says so ("pneumonia , the flu as well", "sinusitis , also a
  // tonsillitis"), and two rows whose heads only say "a disorder" stay two disorders, as above
  // ("anxiety , a panic disorder").
  const auto empty_headed = [](const std::string& name) {
    const auto w = words_of(name);
    return !w.empty() && std::find(empty_heads.begin(), empty_heads.end(), w.back()) != empty_heads.end();
  };
  const auto adds = [&] {
    static const cue_set additive{"as well", "too", "also", "both", "plus", "on top"};
    const std::size_t to = std::min(s.end, end + 3);
    return empty_headed(lower(rows[prev->row].name)) || empty_headed(lower(rows[row].name)) ||
           additive.find(ws.text, std::span<const text::token>(ws.tokens), link, to).has_value();
  };
  if (!general_gloss && !injury_gloss && !shares_head(lower(rows[prev->row].name), lower(rows[row].name)) &&
      !shares_head(said(*prev), said(ws.matches[index])) && !(comma_apposition && !adds())) {
    return false;
  }
  return !list_goes_on(ws, s, end);
}

// "anti-nausea medicine", "an anti-inflammatory": the condition after "anti-" names a
// medicine's class, not the patient's problem.
bool medicine_class_prefix(const workspace& ws, std::size_t begin) {
  if (begin < 5) {
    return false;
  }
  const auto before = ws.text.substr(begin - 5, 5);
  const auto is = [&before](std::size_t i, char c) { return before[i] == c || before[i] == c - 'a' + 'A'; };
  return before[4] == '-' && is(0, 'a') && is(1, 'n') && is(2, 't') && is(3, 'i');
}

// "it doesn't spare them the way a lupus rash does", "the rash crosses the
// creases , unlike lupus": a condition named as the comparison that sets
// today's finding apart is the one the clinician is telling it from, not the
// patient's. "unlike" right before the mention (an article between), or "the
// way" before it and a verb of doing after it in a clause that a negation opens
// ("doesn't ... the way X does"); without the negation the comparison likens
// ("it behaves the way a migraine does") and stays.
bool contrasted_comparison(const workspace& ws, std::size_t first, std::size_t end) {
  // The common case first: none of the words that end a contrast, "with" or "way" among the
  // four tokens before the mention.
  bool near = false;
  for (std::size_t k = first; k > 0 && first - k < 4 && !near; --k) {
    near = key_is(ws, k - 1, kw_unlike) || key_is(ws, k - 1, kw_to) || key_is(ws, k - 1, kw_of) ||
           key_is(ws, k - 1, kw_than) || key_is(ws, k - 1, kw_from) || key_is(ws, k - 1, kw_with) ||
           key_is(ws, k - 1, kw_way) || key_is(ws, k - 1, kw_in) || key_is(ws, k - 1, kw_as);
  }
  if (!near) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const std::span<const text::token> toks(ws.tokens);
  const auto word_at = [&ws](std::size_t k, const char* w) { return text::word_is(ws.text, ws.tokens[k], w); };
  const auto article_at = [&](std::size_t k) { return word_at(k, "a") || word_at(k, "an") || word_at(k, "the"); };
  static const cue_set contrasts{"unlike",         "as opposed to", "instead of",    "rather than",
                                 "different from", "differs from",  "different than"};
  static const cue_set would{"you wouldn't",      "you would n't", "you would not",   "you'd expect",
                             "you would expect",  "we'd expect",   "we would expect", "you'd usually",
                             "you would usually", "you'd see",     "you would see",   "you'd have",
                             "you would have",    "you'd get",     "you would get"};
  // The compared thing may carry up to two modifiers before the mention ("unlike a lupus rash":
  // the rash too); each start is tried, an article before it skipped.
  for (std::size_t start = first, k = 0; k < 3 && start > s.first; ++k, --start) {
    if (k > 0 && ws.tokens[start].kind == text::token_kind::symbol) {
      break;
    }
    std::size_t before = start;
    if (before > s.first && article_at(before - 1)) {
      --before;
    }
    if (before == s.first) {
      break;
    }
    // The common case first: the word before is none that ends a contrast, "with" or "way".
    const auto& last = ws.tokens[before - 1];
    if (!word_at(before - 1, "unlike") && !word_at(before - 1, "to") && !word_at(before - 1, "of") &&
        !word_at(before - 1, "than") && !word_at(before - 1, "from") && !word_at(before - 1, "with") &&
        !word_at(before - 1, "way") && !word_at(before - 1, "in") && !word_at(before - 1, "as")) {
      if (last.kind == text::token_kind::symbol) {
        break;
      }
      continue;
    }
    // "unlike lupus", "shingles as opposed to a contact dermatitis", "instead of impetigo".
    const auto c = contrasts.find_last(ws.text, toks, before > s.first + 3 ? before - 3 : s.first, before);
    if (c && c->end == before) {
      return true;
    }
    // Round 15: "pink eye from the same virus as your cold": the condition after "the same ...
    // as" is the reference the finding is likened to (its cause, often past), not a heading.
    if (word_at(before - 1, "as") && before >= s.first + 3) {
      static const cue_set same{"the same", "that same"};
      const auto sm = same.find_last(ws.text, toks, before > s.first + 5 ? before - 5 : s.first, before - 1);
      if (sm && sm->end < before - 1 && before - 1 - sm->end <= 2) {
        return true;
      }
    }
    // "with eczema you wouldn't see blisters in a band": what a disease would show, set against
    // what is seen. A bare "with" (not "with your eczema") opening the clause.
    if (k == 0 && word_at(before - 1, "with") &&
        (before - 1 == s.first || ws.tokens[before - 2].kind == text::token_kind::symbol)) {
      const auto w = would.find(ws.text, toks, end, std::min(s.end, end + 6));
      if (w && w->first <= end + 1) {
        return true;
      }
    }
    // "it doesn't spare them the way a lupus rash does": "the way" before, a verb of doing
    // after, and a negation earlier in the clause.
    // Round 15: "not thick and yellow the way it is with a bacterial infection", "no throbbing
    // the way there is in migraine": the frame's own subject is a pronoun and the compared
    // condition follows "in" or "with".
    static const cue_set pronoun_frame{"the way it is",     "the way it's",      "the way they are",
                                       "the way they're",   "the way there is",  "the way it does",
                                       "the way they do",   "the way it would",  "the way they would",
                                       "the way you see",   "the way we see",    "the way it usually is",
                                       "the way they usually are", "the way it often is"};
    const bool in_or_with = word_at(before - 1, "in") || word_at(before - 1, "with");
    std::optional<cue_set::hit> frame;
    if (in_or_with && before >= s.first + 5) {
      frame = pronoun_frame.find_last(ws.text, toks, before > s.first + 7 ? before - 7 : s.first, before - 1);
      if (frame && frame->end != before - 1) {
        frame.reset();
      }
    }
    if (frame || (before >= s.first + 2 && word_at(before - 1, "way") && word_at(before - 2, "the"))) {
      static const cue_set doing{"does", "do", "did", "would", "can", "usually does", "typically does", "would be"};
      if (!frame && !doing.find(ws.text, toks, end, std::min(s.end, end + 3))) {
        return false;
      }
      static const cue_set negations{"doesn't", "does n't", "don't", "do n't",   "didn't",    "did n't", "isn't",
                                     "is n't",  "not",      "never", "wouldn't", "would n't", "won't",   "wo n't",
                                     "no",      "without"};
      const std::size_t way = frame ? frame->first : before - 2;
      const std::size_t from = way > s.first + 8 ? way - 8 : s.first;
      const auto neg = negations.find_last(ws.text, toks, from, way);
      return neg.has_value() && !diagnosis_cues::clause_breaks().find(ws.text, toks, neg->end, way).has_value();
    }
  }
  return false;
}

// "the amoxicillin is what we'd use for pneumonia , which you don't have": a
// relative clause right after the mention that denies the patient has it.
// ConText's triggers look forward, so the denial after the name is read here.
bool denied_by_relative(const workspace& ws, std::size_t end) {
  if (end >= ws.tokens.size()) {
    return false;
  }
  // The common case first: no relative pronoun right after the mention (or after its comma).
  const auto relative_at = [&ws](std::size_t k) {
    return k < ws.tokens.size() && (key_is(ws, k, kw_which) || key_is(ws, k, kw_that));
  };
  if (!relative_at(end) && !relative_at(end + 1)) {
    return false;
  }
  static const cue_set denial{
      "which you don't have",  "which you do n't have",  "which you do not have",  "that you don't have",
      "that you do n't have",  "that you do not have",
      "which he doesn't have", "which he does n't have", "which she doesn't have", "which she does n't have",
      "which you haven't got", "which you have n't got", "which we've ruled out",  "which we have ruled out",
      "which we ruled out",    "which this isn't",       "which this is n't",      "which this is not",
      "which it isn't",        "which it is n't",        "which it's not",         "which it is not"};
  const auto& s = ws.sentence_at_token(end - 1);
  std::size_t at = end;
  if (at < s.end && text::symbol_is(ws.text, ws.tokens[at], ",")) {
    ++at;
  }
  // The common case first: no relative pronoun opens what follows.
  if (at >= s.end ||
      !(text::word_is(ws.text, ws.tokens[at], "which") || text::word_is(ws.text, ws.tokens[at], "that"))) {
    return false;
  }
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = denial.find(ws.text, toks, at, std::min(s.end, at + 6));
  return cue.has_value() && cue->first == at;
}

// "there's a related condition called giant cell arteritis that can affect the eyes , and you
// have no signs of it", "a hernia can do that , but you don't have it", "the meloxicam is
// also used for rheumatoid arthritis , but that's not what you have": a later clause of the
// sentence denies "it", the mention, with no other condition named between (round 14).
// ConText's triggers look forward, so a denial after the name whose object is a pronoun was
// not read. The pronoun must end its clause: "you have cellulitis , and no signs of it
// spreading" says how the condition goes, not that it is absent; "your asthma , you don't
// have it under control" keeps it.
bool denied_by_pronoun(const workspace& ws, std::size_t end) {
  if (end == 0 || end >= ws.tokens.size()) {
    return false;
  }
  static const cue_set denial{
      "you have no signs of it",  "you have no sign of it",   "you have no evidence of it", "there's no sign of it",
      "there is no sign of it",   "there are no signs of it", "there's no evidence of it",  "there is no evidence of it",
      "you don't have it",        "you do n't have it",       "you do not have it",         "you don't have that",
      "you do n't have that",     "you do not have that",     "you haven't got it",         "you have n't got it",
      "he doesn't have it",       "he does n't have it",      "she doesn't have it",        "she does n't have it",
      // "the meloxicam is also used for rheumatoid arthritis , but that's not what you have"
      "that's not what you have", "that is not what you have", "that isn't what you have",  "that is n't what you have",
      "which is not what you have", "which isn't what you have"};
  constexpr std::size_t reach = 16;  // words from the mention to the denial
  const auto& s = ws.sentence_at_token(end - 1);
  const std::span<const text::token> toks(ws.tokens);
  const auto cue = denial.find(ws, end, std::min(s.end, end + reach));
  if (!cue.has_value()) {
    return false;
  }
  if (cue->end < s.end && toks[cue->end].kind == text::token_kind::word && !key_is(ws, cue->end, kw_and) &&
      !key_is(ws, cue->end, kw_but) && !key_is(ws, cue->end, kw_so)) {
    return false;  // "no signs of it spreading", "don't have it under control"
  }
  const auto from = toks[end - 1].span.end;
  const auto to = toks[cue->first].span.start;
  return std::none_of(ws.matches.begin(), ws.matches.end(), [from, to](const terminology::concept_match& m) {
    return m.kind == terminology::concept_kind::condition && m.begin >= from && m.begin < to;
  });
}

// "you don't have asthma", "this isn't whooping cough", "it's not pneumonia": a
// denial said to the patient of having the condition, with a verb of having or
// a copula, at most three words before the mention in its clause; not a "no"
// that counts findings ("no flares since").
bool denied_to_patient(const workspace& ws, std::size_t first) {
  const auto& s = ws.sentence_at_token(first);
  static const cue_set denials{"don't have",
                               "do n't have",
                               "do not have",
                               "doesn't have",
                               "does n't have",
                               "haven't got",
                               "have n't got",
                               "isn't",
                               "is n't",
                               "is not",
                               "it's not",
                               "that's not",
                               "this is not",
                               "aren't",
                               "are n't",
                               "not from",
                               "doesn't look like",
                               "does n't look like",
                               "don't think you have",
                               "do n't think you have"};
  const std::span<const text::token> toks(ws.tokens);
  const std::size_t from = first > s.first + 5 ? first - 5 : s.first;
  const auto cue = denials.find_last(ws, from, first);
  return cue.has_value() && cue->end + 3 >= first &&
         !diagnosis_cues::clause_breaks().find(ws.text, toks, cue->end, first).has_value();
}

// Review rv18: the word after a denied condition is a noun the condition names ("No dengue
// warning signs", "no DVT risk factors", "no appendicitis scar"): what is denied is that noun,
// not the condition, so the denial settles no query. A denial of the condition itself ends it
// or goes on with a verb, a preposition, a conjunction or a word of finding ("No DVT.", "no
// pneumonia on the film", "appendicitis excluded", "no UTI and no stones").
bool names_another_noun(const workspace& ws, std::size_t end_token) {
  static const cue_set after_the_condition{
      "on",    "in",      "at",   "of",   "seen",  "excluded",   "ruled",   "detected", "found", "noted",
      "present", "identified", "shown", "evident", "and", "or", "but", "so", "as", "today", "now",
      "either", "is", "was", "has", "this", "here", "there", "clinically", "radiologically", "to",
      "with", "by", "yet", "anymore", "any", "suspected", "likely", "considered", "demonstrated"};
  if (end_token >= ws.tokens.size()) {
    return false;
  }
  const auto& t = ws.tokens[end_token];
  if (t.kind != text::token_kind::word) {
    return false;
  }
  const auto& s = ws.sentence_at_token(end_token);
  return end_token < s.end && !after_the_condition.find(ws.text, std::span<const text::token>(ws.tokens), end_token,
                                                        end_token + 1).has_value();
}

// Round 22: a condition whose counting mentions are all uncertain ("?pneumonia", "Query TB",
// "Suspected dengue"), the last at `last_mention` (bytes), and that is denied in so many words
// after it, within two sentences ("... TB excluded", "dengue excluded"), was a question the note
// answered: not a problem. Not a denial before the query ("No pneumonia on the first film;
// ?pneumonia now"); the caller keeps a certain mention ("Pneumonia on the film; no pneumonia on
// the repeat" is left to the zone and course rules).
bool settled_by_later_denial(const workspace& ws, std::uint32_t row, std::size_t last_mention,
                             std::span<const std::pair<std::uint32_t, std::size_t>> denials) {
  const std::size_t last_token = ws.token_at(last_mention);
  const std::size_t last_sentence = ws.sentence_of_token[last_token];
  return std::any_of(denials.begin(), denials.end(), [&](const std::pair<std::uint32_t, std::size_t>& d) {
    return d.first == row && d.second > last_token && ws.sentence_of_token[d.second] <= last_sentence + 2;
  });
}

// Review rv26 (probe round 23): "i suspect this is your thyroid , probably an overactive
// thyroid", "it's your sugar , type 1 diabetes": a bare organ or substance word that a lay
// synonym reads as a condition ("thyroid" as hypothyroidism, "sugar" as type 2 diabetes) names
// only the system; a condition of the same WHO ICD-10 block named after it in the sentence is
// the diagnosis, and the bare word (the match at `index`, tokens [first, end)) yields to it.
bool organ_word_specified_after(const workspace& ws, std::size_t index, std::size_t first, std::size_t end) {
  if (end != first + 1 || index + 1 >= ws.matches.size()) {
    return false;
  }
  const auto size = ws.tokens[first].span.end - ws.tokens[first].span.start;  // asked of every mention
  if (size < 5 || size > 7 ||
      !(text::word_is(ws.text, ws.tokens[first], "thyroid") || text::word_is(ws.text, ws.tokens[first], "sugar") ||
        text::word_is(ws.text, ws.tokens[first], "sugars"))) {
    return false;
  }
  const auto& rows = tables().terms.conditions();
  const auto row = ws.matches[index].row;
  if (row >= rows.size()) {
    return false;
  }
  const auto& s = ws.sentence_at_token(first);
  const auto sentence_end = ws.tokens[s.end - 1].span.end;
  for (std::size_t k = index + 1; k < ws.matches.size() && k < index + 6; ++k) {
    const auto& m = ws.matches[k];
    if (m.begin >= sentence_end) {
      break;
    }
    if (m.kind == terminology::concept_kind::condition && m.row != row && m.row < rows.size() &&
        same_icd10_block(rows[row].icd10, rows[m.row].icd10)) {
      // Only in apposition, with a hedge or an article between: "I have thyroid and my sister
      // has an overactive thyroid" names two people's conditions.
      static const cue_set glue{",", "-", ":", "probably", "likely", "possibly", "most", "a", "an", "which", "is",
                                "specifically", "i", "think", "mean", "it's", "its", "that's"};
      const std::size_t other = ws.token_at(m.begin);
      if (other > end + 5) {
        return false;
      }
      for (std::size_t t = end; t < other; ++t) {
        if (!glue.find(ws.text, ws.tokens, t, t + 1)) {
          return false;
        }
      }
      return true;
    }
  }
  return false;
}

}  // namespace cxs::domain::extraction::detail
