// Building a consult's context document: its tokens, turn markers, sentences, sections and
// trigger occurrences (impl's constructor, segment and find_triggers). Apart from context.cpp,
// which reads a mention's context from the built document (assess) and finds the informant,
// because building runs once per document and assessing once per mention.

#include "domain/clinical/context.hpp"

#include "domain/clinical/context_document.hpp"
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

// " - " or " – " between two words (a label's separator), not "non-smoker" or "2-3".
bool spaced_dash(std::string_view gap) {
  return gap.size() >= 3 && gap.front() == ' ' && gap.back() == ' ' &&
         (gap.find(" - ") != std::string_view::npos || gap.find(" \xE2\x80\x93 ") != std::string_view::npos);
}

// Words that open a sentence about the visit now ("Presenting with", "Today he has", "c/o").
constexpr std::array<std::string_view, 11> visit_openers{"presenting", "presents", "presented", "complains",
                                                         "complaining", "today", "now", "currently", "c/o",
                                                         "here", "attends"};

// A header's value that says there is nothing to record ("FH: nil."): round 22.
constexpr std::array<std::string_view, 8> bare_negative_values{"nil", "none", "nad", "negative", "nothing",
                                                               "unremarkable", "insignificant", "na"};

// Review rv19: words by which a sentence reports a state found ("Asthma well controlled",
// "BP stable", "He has COPD"): after an instruction heading's value ("Counselled about: inhaler
// technique. Asthma well controlled."), such a sentence is a finding, not one more thing to
// watch for or be taught.
constexpr std::array<std::string_view, 17> finding_words{
    "controlled", "uncontrolled", "stable", "present", "noted", "found", "confirmed", "diagnosed", "improving",
    "improved", "ongoing", "persists", "persisting", "continues", "has", "have", "remains"};
// Words of a condition or a warning, which keep such a sentence in the heading's scope
// ("Return if: fever. If he has a rash, come back.").
// Review rv29: a species after a genus's initial ("H. pylori eradicated", "E. coli grown"): the
// initial's dot does not end the sentence, so what follows still reads the mention.
constexpr std::array<std::string_view, 14> species_after_initial{
    "pylori", "coli", "aureus", "difficile", "diff", "pneumoniae", "influenzae", "aeruginosa", "albicans",
    "jirovecii", "gonorrhoeae", "trachomatis", "pyogenes", "falciparum"};
constexpr std::array<std::string_view, 6> supposition_words{"if", "when", "should", "any", "unless", "until"};
// Review rv20: a course said of the condition reports it too ("Peak flow 450, asthma
// better"), unless a denial before it makes it a warning to watch for ("Return if: not better
// in two days").
constexpr std::array<std::string_view, 3> course_finding_words{"better", "responding", "unchanged"};
constexpr std::array<std::string_view, 3> course_denials{"not", "no", "never"};

// The instruction heading that `label` ("return precautions for") names before its "for".
[[gnu::noinline]] std::optional<section_kind> instruction_heading_before_for(std::string_view label) {
  const std::string_view head = label.substr(0, label.size() - 4);
  for (const header_spec& h : headers) {
    if (h.kind == section_kind::instruction && h.phrase == head) {
      return h.kind;
    }
  }
  return std::nullopt;
}

constexpr std::uint64_t for_key = text::token_key("for");

}  // namespace

// Probe round 17: "Mother: he has had fever for three days": a relative's label whose line
// opens with a pronoun of the other gender, or names the patient, is the relative speaking of
// the patient (an informant), not the relative's own history ("Mother: diabetes").
bool context_document::impl::reports_on_patient(std::string_view label, std::size_t first) const {
  if (first >= toks.size() || toks[first].kind != tok_kind::word) {
    return false;
  }
  const std::string_view w = toks[first].norm;
  if (w == "patient" || w == "pt") {
    return true;
  }
  if (in<female_kin>(label)) {
    return w == "he" || w == "his" || w == "him";
  }
  if (in<male_kin>(label)) {
    return w == "she" || w == "her";
  }
  return false;
}

// ---------------------------------------------------------------------------------------
// Building the document: tokens, turn markers, sentences, sections, trigger occurrences.

context_document::impl::impl(std::string_view t, const text::word_scan& words)
    : text(t), toks(tokenize(t, words, arena)) {
  dialogue = std::any_of(toks.begin(), toks.end(), [](const ctoken& k) {
    return k.kind == tok_kind::speaker && k.speaker != role::other;
  });
  // "Doctor:" / "Patient:" at the start of a line are turn markers too; in a dialogue so
  // is a relative speaking ("Mother: he has had fever"). (Searched only until one is found.)
  for (std::size_t k = 0; !dialogue && k + 1 < toks.size(); ++k) {
    const bool line_start = k == 0 || toks[k - 1].kind == tok_kind::newline;
    if (!line_start || toks[k].kind != tok_kind::word || toks[k + 1].kind != tok_kind::punct ||
        toks[k + 1].norm != ":") {
      continue;
    }
    const role r = role_of(toks[k].norm);
    if (r != role::other) {
      dialogue = true;
    }
  }
  // Compacted in place: a label and its ":" become one marker token. Nothing before the first
  // word that opens a line with a ":" after it can be a label, so the loop starts there (most
  // transcripts, their lines opened by "[doctor]" markers, have none and skip it).
  std::size_t first_label = toks.size();
  for (std::size_t k = 0; k + 1 < toks.size(); ++k) {
    if ((k == 0 || toks[k - 1].kind == tok_kind::newline) && toks[k].kind == tok_kind::word &&
        toks[k + 1].kind == tok_kind::punct && toks[k + 1].norm == ":") {
      first_label = k;
      break;
    }
  }
  std::size_t kept = first_label;
  bool previous_newline = true;  // the kind of the token before k, before compaction (a line starts at first_label)
  for (std::size_t k = first_label; k < toks.size(); ++k) {
    const bool line_start = previous_newline;
    previous_newline = toks[k].kind == tok_kind::newline;
    if (line_start && k + 1 < toks.size() && toks[k].kind == tok_kind::word &&
        toks[k + 1].kind == tok_kind::punct && toks[k + 1].norm == ":") {
      const role r = role_of(toks[k].norm);
      if (r != role::other || (dialogue && in<relatives>(toks[k].norm))) {
        ctoken& marker = toks[kept++];
        const std::size_t colon_end = toks[k + 1].end;
        if (&marker != &toks[k]) {
          marker = std::move(toks[k]);
        }
        marker.kind = tok_kind::speaker;
        marker.speaker = r;
        marker.end = colon_end;
        ++k;  // the ":" is part of the marker
        previous_newline = false;
        continue;
      }
    }
    if (kept != k) {
      toks[kept] = std::move(toks[k]);
    }
    ++kept;
  }
  toks.resize(kept);
  drop_interrupting_fillers();
  segment();
  find_informant();
  find_caller_tag();  // round 36 (context_caller_tag.cpp)
}

void context_document::impl::drop_interrupting_fillers() {
  // Round 23: speech transcribed with its hesitations ("the contrast can , um , cause kidney
  // injury", "the , you know , glipizide") puts a filler between commas inside a phrase. After
  // a word that cannot end a clause (a modal, an auxiliary, an article, "to", "of") the commas
  // are the transcriber's, not the speaker's clause break: the filler and both commas go, so
  // that "can ... cause" is one verb group again. Elsewhere ("no , um , my breathing is fine")
  // the commas stay: they may end a clause.
  // Compared by key first (this runs over every token of every document); the form decides.
  static constexpr std::uint64_t comma_key = text::token_key(",");
  const auto comma = [&](std::size_t k) {
    return toks[k].key == comma_key && toks[k].kind == tok_kind::punct && toks[k].norm == ",";
  };
  const auto word = [&](std::size_t k, std::string_view w) { return toks[k].kind == tok_kind::word && toks[k].norm == w; };
  // Round 24: after any other word the hesitation is still no clause of its own: it and its
  // second comma go, the speaker's first comma stays ("i passed a kidney stone , uh , maybe ten
  // years back" reads as "stone , maybe ten years back", one comma as written would have it).
  // The tokens a hesitation at comma `k` takes out (the filler and both commas after a phrase
  // opener, the filler and the second comma after another word), 0 if none; `before` is the
  // token that precedes it once earlier ones are gone. The first comma is kept when the count
  // leaves it: the caller copies it and skips the rest.
  const auto dropped = [&](std::size_t k, std::size_t before, bool* keep_comma) -> std::size_t {
    // A hesitation closes with a comma two or three tokens on: without one there (nearly every
    // comma of a transcript) nothing below can hold, so no word is compared.
    const bool closing_comma = (k + 2 < toks.size() && toks[k + 2].key == comma_key) ||
                               (k + 3 < toks.size() && toks[k + 3].key == comma_key);
    if (!closing_comma || !comma(k) || toks[before].kind != tok_kind::word) {
      return 0;
    }
    const std::size_t f = k + 1;
    std::size_t len = 0;
    if (f < toks.size() && toks[f].kind == tok_kind::word && in<answer_fillers_spoken>(toks[f].norm)) {
      len = 1;
    } else if (f + 1 < toks.size() && ((word(f, "you") && word(f + 1, "know")) || (word(f, "i") && word(f + 1, "mean")))) {
      len = 2;
    }
    if (len == 0 || f + len >= toks.size() || !comma(f + len)) {
      return 0;
    }
    *keep_comma = !in<phrase_openers>(toks[before].norm);
    return len + 2;
  };
  // Most documents have none: find the first before moving any token.
  std::size_t k = 1;
  bool keep_comma = false;
  while (k < toks.size() && (toks[k].key != comma_key || dropped(k, k - 1, &keep_comma) == 0)) {
    ++k;
  }
  if (k >= toks.size()) {
    return;
  }
  std::size_t kept = k;
  while (k < toks.size()) {
    if (const std::size_t n = kept > 0 ? dropped(k, kept - 1, &keep_comma) : 0; n > 0) {
      if (keep_comma) {
        if (kept != k) {
          toks[kept] = std::move(toks[k]);
        }
        ++kept;
      }
      k += n;
      continue;
    }
    if (kept != k) {
      toks[kept] = std::move(toks[k]);
    }
    ++kept;
    ++k;
  }
  toks.resize(kept);
}

void context_document::impl::segment() {
  sentence_of.assign(toks.size(), -1);
  section_kind section = section_kind::none;
  bool section_has_content = false;
  bool header_line = false;  // still on the line of the last header (an inline "Label: value.")
  bool line_start = true;
  int turn = -1;
  std::size_t open = 0;  // first token of the sentence being built
  bool building = false;

  const auto close = [&](std::size_t end_tok) {
    if (building && end_tok > open) {
      sentence s;
      s.b = open;
      s.e = end_tok;
      s.turn = turn;
      s.section = section;
      const ctoken& last = toks[end_tok - 1];
      s.question = last.kind == tok_kind::punct && last.norm == "?";
      const auto si = static_cast<int>(sentences.size());
      for (std::size_t k = s.b; k < s.e; ++k) {
        sentence_of[k] = si;
      }
      find_triggers(s);
      sentences.push_back(s);
      if (turn >= 0) {
        turns[static_cast<std::size_t>(turn)].end_sentence = sentences.size();
      }
    }
    building = false;
  };

  std::size_t k = 0;
  while (k < toks.size()) {
    const ctoken& t = toks[k];
    if (line_start && t.kind == tok_kind::word) {
      // A header: up to six words, then ":" or the end of the line. (The label is spelled
      // out only then: most lines start a sentence, not a header.)
      // "Past illnesses - malaria, dengue": a spaced dash after the label works like ":"
      // (the tokeniser drops "-", so it is read from the text between two words).
      std::size_t j = k;
      bool dash = false;
      while (j < toks.size() && toks[j].kind == tok_kind::word && j - k < 6) {
        ++j;
        if (j < toks.size() && toks[j].kind == tok_kind::word &&
            spaced_dash(text.substr(toks[j - 1].end, toks[j].begin - toks[j - 1].end))) {
          dash = true;
          break;
        }
      }
      const bool colon = dash || (j < toks.size() && toks[j].kind == tok_kind::punct && toks[j].norm == ":");
      const bool line_end = j == toks.size() || toks[j].kind == tok_kind::newline ||
                            toks[j].kind == tok_kind::speaker;
      if (colon || line_end) {
        std::string label;
        for (std::size_t w = k; w < j; ++w) {
          if (!label.empty()) {
            label.push_back(' ');
          }
          label += toks[w].norm;
        }
        std::optional<section_kind> kind;
        for (const header_spec& h : headers) {
          if (h.phrase == label) {
            kind = h.kind;
            break;
          }
        }
        // Review rv37: an instruction heading's "for:" form ("Return precautions for: stroke
        // symptoms", "Warning signs for: ...") lists what to watch for, as the heading does.
        if (!kind && colon && j > k + 1 && toks[j - 1].key == for_key) {
          kind = instruction_heading_before_for(label);
        }
        if (!kind && colon && !dialogue && j == k + 1 && in<relatives>(label) &&
            label != "family" && !reports_on_patient(label, j + 1)) {
          kind = section_kind::relative;
        }
        if (!kind && colon) {
          kind = header_by_words(k, j);
        }
        if (!kind && colon) {
          kind = carried_over_header(k, j);  // round 38
        }
        if (!kind && colon) {
          kind = present_header_by_words(k, j);
        }
        if (kind) {
          close(k);
          section = *kind;
          section_has_content = false;
          header_line = true;
          line_start = false;
          k = colon && !dash ? j + 1 : j;
          continue;
        }
        // Round 35: a register's label ("Cataract consent:", "Dietitian note:") is a sentence of
        // its own, so the clause after it opens a sentence (context_defaults_advice.cpp).
        if (colon && !dash && register_label(k, j)) {
          close(k);
          open = k;
          building = true;
          close(j + 1);
          line_start = false;
          k = j + 1;
          continue;
        }
      }
    }
    // Round 21: a family or past header inside a line, after a full stop or a spaced dash
    // ("Ophthalmology letter. Family history: glaucoma - mother", "Booking form - Family
    // history: breast cancer (aunt)"), opens its section as at a line's start. Only the known
    // phrases of those two kinds and a colon: a word of the sentence is never read as a label.
    // (Integer tests first: this runs at every word.)
    if (!line_start && k > 0 && t.kind == tok_kind::word &&
        ((!building && toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm == ".") ||
         (t.begin >= toks[k - 1].end + 3 && toks[k - 1].kind == tok_kind::word &&
          spaced_dash(text.substr(toks[k - 1].end, t.begin - toks[k - 1].end))))) {
      if (const std::size_t j = inline_header_end(k); j != 0) {
        close(k);
        section = inline_header_kind(k, j);
        section_has_content = false;
        header_line = true;
        k = j + 1;
        continue;
      }
    }
    line_start = false;
    switch (t.kind) {
      case tok_kind::newline: {
        close(k);
        const bool blank = k > 0 && toks[k - 1].kind == tok_kind::newline;
        // An inline header whose value closed with a full stop ("Past history: none.") covers
        // that line only; the next line is a new statement ("Today he has fever.") (round 10).
        // A header alone on its line, or a value not closed by a full stop, covers the lines
        // under it up to a blank line or the next header.
        const bool closed_inline = header_line && section_has_content && k > 0 &&
                                   toks[k - 1].kind == tok_kind::punct && toks[k - 1].norm == "." &&
                                   section != section_kind::current;
        if (section == section_kind::relative || (blank && section_has_content) || closed_inline) {
          section = section_kind::none;
        }
        header_line = false;
        line_start = true;
        ++k;
        continue;
      }
      case tok_kind::speaker: {
        close(k);
        turn_info ti;
        ti.speaker = t.speaker;
        ti.first_sentence = sentences.size();
        ti.end_sentence = sentences.size();
        turns.push_back(ti);
        turn = static_cast<int>(turns.size()) - 1;
        section = section_kind::none;
        line_start = true;
        ++k;
        continue;
      }
      case tok_kind::punct:
      case tok_kind::word:
        break;
    }
    if (!building) {
      open = k;
      building = true;
      // Probe round 17: "Family history: mother with hypertension. Presenting with headache."
      // A sentence after the header's value on its line that opens with a word of the visit
      // now ends a family or past section, as a line of its own would.
      if (header_line && section_has_content && t.kind == tok_kind::word &&
          (section == section_kind::family || section == section_kind::history) &&
          in<visit_openers>(t.norm)) {
        section = section_kind::none;
      }
      if (header_line && section_has_content && section == section_kind::instruction &&
          reports_a_finding(k)) {
        section = section_kind::none;
      }
    }
    if (t.kind == tok_kind::word) {
      section_has_content = true;
    }
    if (t.kind == tok_kind::punct && (t.norm == "." || t.norm == "?" || t.norm == "!")) {
      const bool abbreviation = t.norm == "." && k > 0 && toks[k - 1].kind == tok_kind::word &&
                                toks[k - 1].end == t.begin &&
                                (in<abbreviations>(toks[k - 1].norm) ||
                                 (toks[k - 1].norm.size() == 1 && k + 1 < toks.size() &&
                                  in<species_after_initial>(toks[k + 1].norm)));
      if (!abbreviation) {
        // Round 22: "FH: nil. PH: nil. Fever and cough for five days.": an inline header's
        // value that is a bare negative ("nil", "none", "NAD") is complete at its full stop, so
        // the sentences after it on the line are not the family's or the past's.
        const bool bare_negative_value =
            header_line && t.norm == "." && open + 1 == k && toks[open].kind == tok_kind::word &&
            (section == section_kind::family || section == section_kind::history) &&
            in<bare_negative_values>(toks[open].norm);
        close(k + 1);
        if (bare_negative_value) {
          section = section_kind::none;
        }
      }
    }
    ++k;
  }
  close(toks.size());
}

// The sentence that opens at token `k` reports a state found and supposes nothing.
bool context_document::impl::reports_a_finding(std::size_t k) const {
  bool found = false;
  bool denied = false;
  for (; k < toks.size() && toks[k].kind != tok_kind::newline && toks[k].kind != tok_kind::speaker; ++k) {
    const ctoken& t = toks[k];
    if (t.kind == tok_kind::punct && (t.norm == "." || t.norm == "?" || t.norm == "!")) {
      break;
    }
    if (t.kind == tok_kind::word) {
      if (in<supposition_words>(t.norm)) {
        return false;
      }
      denied = denied || in<course_denials>(t.norm);
      found = found || in<finding_words>(t.norm) || (!denied && in<course_finding_words>(t.norm));
    }
  }
  return found;
}

std::size_t context_document::impl::inline_header_end(std::size_t k) const {
  std::size_t j = k;
  while (j < toks.size() && toks[j].kind == tok_kind::word && j - k < 4) {
    ++j;
  }
  if (j == k || j >= toks.size() || toks[j].kind != tok_kind::punct || toks[j].norm != ":") {
    return 0;
  }
  return inline_header_kind(k, j) == section_kind::none ? 0 : j;
}

namespace {

// The key of each family or past header's first word (0 for the other kinds), so that a
// sentence's first word is compared with the phrases only when it can open one.
constexpr auto inline_header_first_keys = [] {
  std::array<std::uint64_t, headers.size()> out{};
  for (std::size_t i = 0; i < headers.size(); ++i) {
    if (headers[i].kind == section_kind::family || headers[i].kind == section_kind::history) {
      out[i] = text::token_key(headers[i].phrase.substr(0, headers[i].phrase.find(' ')));
    }
  }
  return out;
}();

}  // namespace

section_kind context_document::impl::inline_header_kind(std::size_t k, std::size_t j) const {
  for (std::size_t i = 0; i < headers.size(); ++i) {
    const header_spec& h = headers[i];
    if (inline_header_first_keys[i] == 0 || inline_header_first_keys[i] != toks[k].key) {
      continue;
    }
    // The header's words against the tokens' (no string built: this runs at every sentence).
    std::size_t w = k;
    std::size_t at = 0;
    bool same = true;
    while (same && w < j) {
      if (at > h.phrase.size()) {
        same = false;  // the label has more words than the phrase
        break;
      }
      const std::size_t sp = h.phrase.find(' ', at);
      const std::string_view word = h.phrase.substr(at, sp == std::string_view::npos ? std::string_view::npos : sp - at);
      same = toks[w].norm == word;
      ++w;
      at = sp == std::string_view::npos ? h.phrase.size() + 1 : sp + 1;
    }
    if (same && at > h.phrase.size()) {
      return h.kind;
    }
  }
  return section_kind::none;
}

void context_document::impl::find_triggers(sentence& s) {
  const trigger_index& index = triggers();
  const std::array<std::uint64_t, 16>& clause_bits = clause_word_bits();
  s.occ_b = occs.size();
  std::size_t k = s.b;
  while (k < s.e) {
    if (toks[k].kind != tok_kind::word) {
      ++k;
      continue;
    }
    // Clause-level cues that are not fixed phrases (dates, ages, sentence openers, verb
    // moods): context_clauses.cpp.
    const std::string_view n = toks[k].norm;
    const std::uint64_t key = toks[k].key;
    const bool may_start = k == s.b || ((clause_bits[(key >> 6) & 15u] >> (key & 63u)) & 1u) != 0 ||
                           (n.size() >= 4 && (n[n.size() - 2] == 'g' || (n.size() == 4 && text::is_ascii_digit(n[0]))));
    if (may_start && clause_trigger(s, k)) {
      continue;
    }
    const trigger_index::slot* sl = index.probe(toks[k].key);
    bool matched = false;
    if (sl != nullptr) {
      const std::vector<std::size_t>& cands = *sl->list;
      // Whether entry `ci` of the slot is written at k (then k moves past it). Inlined at both
      // loops below: as a call it cost ~0.4 % of an extraction in saved registers.
      const auto try_entry = [&](std::size_t ci) __attribute__((always_inline)) -> bool {
        const std::size_t len = index.shape_of(ci).length;
        if (k + len > s.e) {
          return false;
        }
        const phrase_entry& pe = index.entry(ci);
        bool ok = true;
        bool skipped = false;
        std::size_t at = k;
        for (std::size_t w = 0; w < len && ok; ++w, ++at) {
          if (w > 0 && !skipped && at + 1 < s.e && toks[at].key != pe.keys[w] && toks[at].kind == tok_kind::word &&
              index.insertable(toks[at].key)) {
            skipped = true;
            ++at;
          }
          ok = at < s.e && toks[at].kind == tok_kind::word && toks[at].key == pe.keys[w] &&
               (((pe.key_decides >> w) & 1u) != 0 ? toks[at].norm.size() == pe.words[w].size()
                                                   : toks[at].norm == pe.words[w]);
        }
        if (!ok) {
          return false;
        }
        if (pe.spec.clause_start) {
          const bool start = k == s.b ||
                             (toks[k - 1].kind == tok_kind::punct &&
                              (toks[k - 1].norm == "," || toks[k - 1].norm == ";")) ||
                             is_word(k - 1, "and") || is_word(k - 1, "but");
          if (!start) {
            return false;
          }
        }
        if (len == 1 && pe.words.front() == "non" &&
            (k + 1 >= s.e || !in<negatable_after_non>(toks[k + 1].norm))) {
          return false;
        }
        // "No, I have a cough": a bare "no" before punctuation answers, it does not negate.
        if (len == 1 && pe.spec.dir == scope::forward && (pe.spec.effects & e_neg) != 0 &&
            (k + 1 == s.e || toks[k + 1].kind == tok_kind::punct)) {
          return false;
        }
        // Review rv29: "Asthma runs in the family and she has it too": the patient's own as well.
        if ((pe.spec.effects & e_fam) != 0 && is_word(at - 1, "family") && patient_has_it_too(s, at)) {
          return false;
        }
        // Review rv30 (context_own_reading.cpp): the patient's own after "anyone" or a relative, a
        // regimen kept after an age, "once" opening a time clause.
        if ((pe.spec.effects & (e_other | e_fam | e_hist)) != 0 &&
            own_reading_stops(s, pe.spec.effects, pe.spec.dir == scope::forward, pe.keys.front(), k, at)) {
          return false;
        }
        // Review rv29: "Hypothyroidism on levothyroxine, TSH back to normal", "Crohn's disease on
        // adalimumab, well since": recovery on a long-term treatment is control, not an end.
        if (pe.spec.effects == e_hist && pe.spec.dir == scope::backward &&
            (is_word(at - 1, "since") || is_word(at - 1, "normal")) && treated_before(s, k)) {
          return false;
        }
        occs.push_back({k, at, pe.spec.effects, pe.spec.dir, pe.ahead, pe.behind});
        // "He outgrew his eczema before he started school": the verb of a time clause ("before/
        // when/after he started ...") has its own subject; it starts nothing of the mention's
        // (round 14).
        if ((pe.spec.effects & e_current) != 0 && k >= s.b + 2 && toks[k - 1].kind == tok_kind::word &&
            toks[k - 2].kind == tok_kind::word && in<course_vocab::personal_subjects>(toks[k - 1].norm) &&
            in<course_vocab::time_subordinators>(toks[k - 2].norm)) {
          occs.back().effects &= ~e_current;
        }
        // "As a schoolboy he was off with jaundice", "In the winter before last, pneumonia":
        // a time in the past that opens the sentence dates its clause, as it dates what
        // comes before it elsewhere.
        if (k == s.b && pe.spec.dir == scope::backward && (pe.spec.effects & e_hist) != 0) {
          occs.push_back({k, at, e_dated | (pe.spec.effects & e_time), scope::forward, 8, 0});
        }
        k = at;
        return true;
      };
      // The longer entries are tried only when their second word follows, or follows one
      // inserted adverb ("can sometimes cause", "has now settled"): each list of the pair
      // table, merged in the slot's order (longest first); then the one-word entries.
      std::span<const std::uint32_t> next_word;
      std::span<const std::uint32_t> after_insert;
      if (sl->single_from > 0 && k + 1 < s.e && toks[k + 1].kind == tok_kind::word) {
        if (trigger_index::may_follow(*sl, toks[k + 1].key)) {
          next_word = index.followers(key, toks[k + 1].key);
        }
        if (k + 2 < s.e && toks[k + 2].kind == tok_kind::word && trigger_index::may_follow(*sl, toks[k + 2].key) &&
            index.insertable(toks[k + 1].key)) {
          after_insert = index.followers(key, toks[k + 2].key);
        }
      }
      std::size_t a = 0;
      std::size_t b = 0;
      while (!matched && (a < next_word.size() || b < after_insert.size())) {
        std::uint32_t pos = 0;
        if (b == after_insert.size() || (a < next_word.size() && next_word[a] < after_insert[b])) {
          pos = next_word[a++];
        } else if (a == next_word.size() || after_insert[b] < next_word[a]) {
          pos = after_insert[b++];
        } else {
          pos = next_word[a++];  // the same entry in both lists (the two words are the same)
          ++b;
        }
        matched = try_entry(cands[pos]);
      }
      for (std::size_t at_cand = sl->single_from; !matched && at_cand < cands.size(); ++at_cand) {
        matched = try_entry(cands[at_cand]);
      }
    }
    if (!matched) {
      ++k;
    }
  }
  s.occ_e = occs.size();
  s.has_time = std::any_of(occs.begin() + static_cast<std::ptrdiff_t>(s.occ_b), occs.end(),
                           [](const occurrence& o) { return (o.effects & e_time) != 0; });
  s.frame_cues = frame_cues(s);
  scope_hindi_negations(s);
  mark_instruction(s);
}
}  // namespace cxs::domain::clinical
