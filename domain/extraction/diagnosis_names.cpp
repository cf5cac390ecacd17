// How a listed condition is named from the words said around its mention (rule 5 of
// diagnoses.cpp): the modifiers kept before it and an "of the <site>" after it, hesitations
// stepped over, site codes left in capitals, the side added. Apart from diagnoses.cpp, which
// decides which conditions are listed; this file only words them.

#include "domain/extraction/diagnosis_names.hpp"

#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/clinical/context_trigger_phrases.hpp"

#include <algorithm>
#include <cctype>
#include <span>

namespace cxs::domain::extraction::detail {
namespace {

bool modifier_word(const workspace& ws, std::size_t i, bool sided = true) {
  const auto& t = ws.tokens[i];
  if (t.kind != text::token_kind::word || t.span.end - t.span.start < 2) {
    return false;
  }
  const auto w = lower(ws.text.substr(t.span.start, t.span.end - t.span.start));
  if (!sided && (w == "left" || w == "right" || w == "bilateral" || w == "both")) {
    return false;  // a side for a condition that has none: "left" the verb, "right" the filler
  }
  // "poorly controlled T2DM" is not "Controlled type 2 diabetes": the adverb of control
  // stays with its participle.
  if ((w == "poorly" || w == "suboptimally" || w == "inadequately" || w == "badly" || w == "well") &&
      i + 1 < ws.tokens.size() && text::word_is(ws.text, ws.tokens[i + 1], "controlled")) {
    return true;
  }
  if (w.ends_with("ing") || w.ends_with("ly") || w.ends_with("ed")) {
    return w == "fractured" || w == "sprained" || w == "reduced" || w == "uncontrolled" || w == "controlled" ||
           w == "elevated" || w == "enlarged" || w == "infected" || w == "stenosing" || w == "newly";
  }
  const std::span<const text::token> toks(ws.tokens);
  const auto stop = diagnosis_cues::stop_words().find(ws.text, toks, i, i + 1);
  if (stop || diagnosis_cues::sentence_words().find(ws.text, toks, i, i + 1)) {
    return false;
  }
  // Review rv25: a word that ends a denial, hedge or pseudo-trigger of the context lexicon
  // is the sentence's, never the name's ("without doubt asthma" is not "Doubt asthma"):
  // asked of the lexicon itself, so a trigger added there needs no copy in stop_words.
  // A prefix ("non-ulcer dyspepsia", "non ulcer dyspepsia") or a word joined to the next is
  // that word's, not a trigger.
  const bool joined = i + 1 < ws.tokens.size() && ws.tokens[i + 1].kind == text::token_kind::symbol &&
                      !ws.tokens[i + 1].space_before && text::is_soft_symbol(ws.text, ws.tokens[i + 1]);
  return joined || w == "non" || !clinical::denial_or_hedge_phrase_ends_at(toks, ws.sentence_at_token(i).first, i);
}

// "um", "uh", "er", and a comma next to one: a hesitation of speech, not part of a name.
bool hesitation(const workspace& ws, std::size_t i) {
  const auto filler = [&ws](std::size_t k) {
    return k < ws.tokens.size() && (text::word_is(ws.text, ws.tokens[k], "um") ||
                                    text::word_is(ws.text, ws.tokens[k], "uh") ||
                                    text::word_is(ws.text, ws.tokens[k], "er"));
  };
  if (filler(i)) {
    return true;
  }
  const auto& t = ws.tokens[i];
  return t.kind == text::token_kind::symbol && ws.text.substr(t.span.start, t.span.end - t.span.start) == "," &&
         ((i > 0 && filler(i - 1)) || filler(i + 1));
}

} // namespace

// Lower-cased, except a site code written in capitals of two or three letters ("RUL lung
// mass", "LLL pneumonia", "ACL tear"): "Rul lung mass" reads as a word it is not.
std::string lower_but_site_codes(std::string_view said) {
  std::string out = lower(said);
  std::size_t at = 0;
  while (at < said.size()) {
    std::size_t end = at;
    while (end < said.size() && std::isalpha(static_cast<unsigned char>(said[end]))) {
      ++end;
    }
    const bool bounded = end == said.size() || !std::isalnum(static_cast<unsigned char>(said[end]));
    const bool capitals = std::all_of(said.begin() + static_cast<std::ptrdiff_t>(at),
                                      said.begin() + static_cast<std::ptrdiff_t>(end),
                                      [](char c) { return c >= 'A' && c <= 'Z'; });
    if (bounded && end - at >= 2 && end - at <= 3 && capitals) {
      out.replace(at, end - at, said.substr(at, end - at));
    }
    at = end == at ? at + 1 : end;
  }
  return out;
}

// The words of a stated name without the hesitations stepped over ("acute lumbar, um, " →
// "acute lumbar ").
std::string without_hesitations(std::string_view said) {
  std::string out;
  std::size_t at = 0;
  while (at < said.size()) {
    const auto sp = said.find(' ', at);
    const auto end = sp == std::string_view::npos ? said.size() : sp;
    auto w = said.substr(at, end - at);
    at = end + 1;
    while (!w.empty() && w.back() == ',') {
      w.remove_suffix(1);
    }
    if (w.empty() || w == "um" || w == "uh" || w == "er") {
      continue;
    }
    out.append(w).push_back(' ');
  }
  return out;
}

// "acute medial meniscus" before, "of the middle finger" after: bytes to keep around the
// mention, as [left, right).
text::byte_span stated_span(const workspace& ws, std::size_t first, std::size_t last, std::size_t match_end,
                            bool sided) {
  const auto& s = ws.sentence_at_token(first);
  std::size_t l = first;
  std::size_t words = 0;
  // A spoken hesitation inside the name ("an acute lumbar, um, strain") is stepped over,
  // not kept: `l` moves only past a modifier word, so the span never starts on one.
  std::size_t probe = first;
  while (probe > s.first && words < 5) {
    const auto& t = ws.tokens[probe - 1];
    // A joining mark stepped over is one inside the words ("non-healing", "t2/t3"); a dash
    // spaced on both sides separates a note's items ("latex - hives", "Codeine - nausea").
    const bool attached = !t.space_before || !ws.tokens[probe].space_before;
    if (t.kind == text::token_kind::symbol && text::is_soft_symbol(ws.text, t) && attached && probe - 1 > s.first &&
        modifier_word(ws, probe - 2, sided)) {
      --probe;
      continue;
    }
    if (hesitation(ws, probe - 1)) {
      --probe;
      continue;
    }
    // "arthritis disc degeneration": a condition of its own is not a modifier, nor a medicine
    // ("hold lisinopril given AKI" names no "lisinopril given" kind of kidney injury).
    const auto at = ws.tokens[probe - 1].span.start;
    const bool medicine = std::any_of(ws.medications.begin(), ws.medications.end(), [at](const auto& m) {
      return at >= m.evidence.start && at < m.evidence.end;
    });
    if (!modifier_word(ws, probe - 1, sided) || names_a_condition(ws, probe - 1) || medicine) {
      break;
    }
    --probe;
    l = probe;
    ++words;
  }
  // Review nm1: a name never opens with the tail of a joined compound whose head it did not
  // take ("insulin-dependent diabetic" is no "Dependent diabetic", "x-ray" no "Ray …").
  while (l < first && l > s.first && ws.tokens[l - 1].kind == text::token_kind::symbol &&
         !ws.tokens[l].space_before && text::is_soft_symbol(ws.text, ws.tokens[l - 1])) {
    ++l;
    while (l < first && ws.tokens[l].kind == text::token_kind::symbol) {
      ++l;
    }
  }
  std::size_t r = last;
  if (r < s.end && text::word_is(ws.text, ws.tokens[r], "of")) {
    std::size_t j = r + 1;
    static const cue_set dets{"the", "your", "my", "his", "her", "their", "both"};
    if (j < s.end && dets.find(ws.text, ws.tokens, j, j + 1)) {
      ++j;
    }
    std::size_t k = j;
    // Round 24 (dx40): an ordinal names a digit or a bone of the site here ("of the second
    // metatarsal", "of the fourth finger"), though it is a stop word before a name ("the
    // second problem"): taken only when a site word follows it.
    static const cue_set ordinals{"first", "second", "third", "fourth", "fifth"};
    if (k + 1 < s.end && ordinals.find(ws.text, ws.tokens, k, k + 1) && modifier_word(ws, k + 1)) {
      ++k;
    }
    while (k < s.end && k - j < 3 && modifier_word(ws, k)) {
      ++k;
    }
    if (k > j) {
      r = k;
    }
  }
  // A match can end inside the number-aware token it starts in ("bukhar¿" is one such
  // token but two terminology words): then `last == first` and the match's own end stands.
  return {ws.tokens[l].span.start, r > first ? ws.tokens[r - 1].span.end : match_end};
}

std::string site_after(std::string_view said) {
  std::string out = lower(said);
  // " of your left lower leg" is the patient's leg in the sentence, "of the left lower leg" in
  // a listed name (a FHIR Condition.code.text is read without the conversation).
  for (const std::string_view owner : {"your ", "my ", "his ", "her ", "their "}) {
    if (out.starts_with(" of ") && out.compare(4, owner.size(), owner) == 0) {
      out.replace(4, owner.size(), "the ");
      break;
    }
  }
  return out;
}

std::string without_words_of(std::string_view said, std::string_view name) {
  const auto named = words_of(name);
  std::string out;
  std::size_t at = 0;
  while (at < said.size()) {
    const auto sp = said.find(' ', at);
    const auto end = sp == std::string_view::npos ? said.size() : sp;
    const auto w = said.substr(at, end - at);
    at = end + 1;
    if (w.empty() || std::find(named.begin(), named.end(), w) != named.end()) {
      continue;
    }
    out.append(w).push_back(' ');
  }
  return out;
}

void word_views(std::string_view s, std::string& text, std::vector<std::string_view>& out) {
  text.clear();
  append_words(text, s, ' ');
  out.clear();
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find(' ', at);  // every word is followed by one blank
    out.emplace_back(text.data() + at, end - at);
    at = end + 1;
  }
}

namespace {

// The words of `s`, each without a plural's final "s", as views into `text`. Both are the
// caller's thread's, kept between calls: these checks run for every renamed condition
// mention, and a list of strings per call allocated each time.
void singular_words(std::string_view s, std::string& text, std::vector<std::string_view>& out) {
  word_views(s, text, out);
  for (auto& w : out) {
    if (w.size() > 3 && w.back() == 's' && w[w.size() - 2] != 's') {
      w.remove_suffix(1);
    }
  }
}

struct singular_pair {
  std::string first_text;
  std::string second_text;
  std::vector<std::string_view> first;
  std::vector<std::string_view> second;
};

// The singular words of `a` and `b` (valid until the thread's next call).
const singular_pair& singular_words_of(std::string_view a, std::string_view b) {
  thread_local singular_pair pair;
  singular_words(a, pair.first_text, pair.first);
  singular_words(b, pair.second_text, pair.second);
  return pair;
}

}  // namespace

bool same_singular_words(std::string_view a, std::string_view b) {
  const auto& words = singular_words_of(a, b);
  return words.first == words.second;
}

bool shares_no_word(std::string_view surface, std::string_view name) {
  const auto& words = singular_words_of(surface, name);
  return std::none_of(words.first.begin(), words.first.end(), [&](std::string_view w) {
    return std::find(words.second.begin(), words.second.end(), w) != words.second.end();
  });
}

bool one_word_lay_synonym(std::string_view surface, std::string_view name) {
  // Review rv27: a one-word lay synonym of a one-word clinical name, said with a modifier
  // ("anterior nosebleeds" for Epistaxis), takes the name: the modifier is the clinician's,
  // the lay word no name a reader can resolve. A spelling of the name ("diarrhea" for
  // Diarrhoea) shares its stem and stays as said.
  const auto& words = singular_words_of(surface, name);
  const auto& said = words.first;
  const auto& named = words.second;
  return said.size() == 1 && named.size() == 1 && said.front().substr(0, 4) != named.front().substr(0, 4);
}

bool name_without_its_number(std::string_view surface, std::string_view name) {
  // "a mild covid infection" named "Mild covid": a reader (and the scorer) resolves "Mild
  // COVID-19", not the clipped word.
  if (surface.empty() || name.size() < surface.size() + 2 || lower(name.substr(0, surface.size())) != surface) {
    return false;
  }
  const auto rest = name.substr(surface.size());
  return (rest.front() == '-' || rest.front() == ' ') &&
         std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool said_as_abbreviation(std::string_view raw, std::string_view surface, std::string_view name) {
  const bool caps_plural = raw.size() >= 3 && raw.back() == 's' &&
                           std::all_of(raw.begin(), raw.end() - 1, [](char c) { return c >= 'A' && c <= 'Z'; });
  return ((surface.size() <= 4 || caps_plural) && word_total(surface) == 1) || name_without_its_number(surface, name);
}

std::string modifiers_into_name(std::string_view modifiers, std::string_view name) {
  std::string out;
  for (const std::string_view course : {std::string_view{"acute "}, std::string_view{"chronic "}}) {
    if (name.starts_with(course)) {
      out.append(course).append(modifiers).append(name.substr(course.size()));
      return out;
    }
  }
  out.append(modifiers).append(name);
  return out;
}

// Only the shape "<preposition> [<determiner>] <side>" right after the condition, so a side
// that belongs to another noun is never taken: a comma, "and" or "with" ends the shape
// ("cataract , with pain in the left knee"), and so does any noun before the side ("a stone in
// the ureter on the right" is not read: the side is the ureter's).
std::string_view laterality_after(const workspace& ws, std::size_t first, std::size_t from) {
  const auto& s = ws.sentence_at_token(first);
  std::size_t i = from;
  const auto word = [&](std::string_view w) { return i < s.end && text::word_is(ws.text, ws.tokens[i], w); };
  if (word("bilaterally") || word("bilateral")) {
    return "bilateral";
  }
  if (!(word("in") || word("on") || word("of") || word("affecting") || word("involving"))) {
    return {};
  }
  ++i;
  if (word("the") || word("your") || word("my") || word("his") || word("her")) {
    ++i;
  }
  if (word("right")) {
    return "right";
  }
  if (word("left")) {
    return "left";
  }
  if (word("both")) {
    return "bilateral";
  }
  return {};
}

std::string with_laterality(std::string_view name, std::string_view side) {
  if (side.empty()) {
    return std::string(name);
  }
  const auto lname = lower(name);
  if (lname.starts_with("right") || lname.starts_with("left") || lname.starts_with("bilateral")) {
    return std::string(name);
  }
  std::string out;
  if (lname.find(" of ") != std::string::npos) {
    out.append(name).append(", ").append(side);
    return out;
  }
  out.append(side);
  out.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(out.front())));
  out.push_back(' ');
  out.append(lname);
  return out;
}

}  // namespace cxs::domain::extraction::detail
