#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace cxs::domain::extraction::detail {
namespace {

engine_tables build_tables() {
  const auto& terms = terminology::default_terminology();
  const auto medicines = terminology::table_text(terminology::table_id::medicines);
  const auto codemix = terminology::table_text(terminology::table_id::codemix);
  return engine_tables{terms, clinical::medication_lexicon::parse(medicines, codemix),
                       clinical::medication_lexicon::parse(medicines)};
}

// Announcements of the assessment and plan in a clinician's turn.
const cue_set& plan_cues() {
  static const cue_set cues{"assessment", "impression", "my plan", "first problem", "diagnosis", "diagnosed",
                            "first issue", "main problem"};
  return cues;
}

bool is_break(std::string_view text, const text::token& tok) { return text::is_sentence_break(text, tok); }

// "E. coli", "S. aureus", "H. pylori", "S. creatinine": the dot after a single capital letter
// that a lower-case word follows abbreviates a genus or "serum"; it ends no sentence.
bool abbreviation_dot(std::string_view text, const std::vector<text::token>& tokens, std::size_t i) {
  if (i == 0 || i + 1 >= tokens.size() || !text::symbol_is(text, tokens[i], ".") || tokens[i].space_before) {
    return false;
  }
  const text::token& letter = tokens[i - 1];
  const text::token& next = tokens[i + 1];
  const bool capital = letter.span.end - letter.span.start == 1 && text[letter.span.start] >= 'A' &&
                       text[letter.span.start] <= 'Z';
  const bool starts_word_again = i < 2 || tokens[i - 1].space_before || text::is_sentence_break(text, tokens[i - 2]);
  return capital && starts_word_again && next.kind == text::token_kind::word && next.space_before &&
         text[next.span.start] >= 'a' && text[next.span.start] <= 'z';
}

// The arrays of the thread's last workspace, reused by its next one: a consult's words,
// tokens and sentences take tens of kilobytes, and allocating and freeing them on every
// extraction cost more than filling them (blocks this size go through the allocator's
// slow paths). A workspace built while another is alive on the same thread (none is
// today) finds them empty and allocates its own; every array is cleared or overwritten
// before use, so nothing of the previous text is read.
struct spare_arrays {
  text::word_scan words;
  std::vector<text::token> tokens;
  std::vector<sentence> sentences;
  std::vector<std::uint32_t> sentence_of_token;
  std::vector<std::uint32_t> key_chain;
  std::vector<std::uint32_t> key_chain_heads;
  std::vector<std::uint64_t> cue_start_bits;
  std::vector<std::uint32_t> token_blocks;
  std::vector<terminology::concept_match> matches;
};

spare_arrays& spare() {
  thread_local spare_arrays arrays;
  return arrays;
}

text::word_scan scan_of(std::string_view input) {
  text::word_scan words = std::move(spare().words);
  text::scan_words(input, words);
  return words;
}

template <typename T>
std::vector<T> reused(std::vector<T>& from) {
  std::vector<T> out = std::move(from);
  out.clear();
  return out;
}

// An array the constructor resizes and then writes in full (every element, before any
// read), taken with the previous text's contents: `resize` then writes no zeros over the
// part it keeps (clearing first made it zero-fill ~18 kB per consult, only to overwrite it).
template <typename T>
std::vector<T> reused_overwritten(std::vector<T>& from) {
  return std::move(from);
}

} // namespace

const engine_tables& tables() {
  static const engine_tables instance = build_tables();
  return instance;
}

// ---------------------------------------------------------------------------------------
// workspace

workspace::workspace(std::string_view input, const extraction_options& opts)
    : text(input),
      options(opts),
      words(scan_of(input)),
      doc(analyse(input)),
      tokens(reused(spare().tokens)),
      sentences(reused(spare().sentences)),
      sentence_of_token(reused_overwritten(spare().sentence_of_token)),
      key_chain(reused_overwritten(spare().key_chain)),
      key_chain_heads(reused(spare().key_chain_heads)),
      token_blocks(reused_overwritten(spare().token_blocks)),
      matches(reused(spare().matches)),
      context(input, words),
      cue_start_bits_(reused(spare().cue_start_bits)) {
  text::tokenize(text, words, tokens);  // reuses the word scan's keys
  token_blocks.resize((text.size() >> token_block_shift) + 1);
  std::size_t first_past = 0;  // the first token ending after the block's first byte
  for (std::size_t b = 0; b < token_blocks.size(); ++b) {
    const std::size_t byte = b << token_block_shift;
    while (first_past < tokens.size() && tokens[first_past].span.end <= byte) {
      ++first_past;
    }
    token_blocks[b] = static_cast<std::uint32_t>(first_past);
  }

  // Sentences: runs of tokens between sentence breaks (the break closes its sentence).
  sentence_of_token.resize(tokens.size());
  key_chain.resize(tokens.size());
  key_chain_heads.assign(std::size_t{1} << key_chain_bits, no_token);
  std::size_t first = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    sentence_of_token[i] = static_cast<std::uint32_t>(sentences.size());
    const std::size_t head = static_cast<std::size_t>(tokens[i].key >> (64U - key_chain_bits));
    key_chain[i] = key_chain_heads[head];
    key_chain_heads[head] = static_cast<std::uint32_t>(i);
    if ((is_break(text, tokens[i]) && !abbreviation_dot(text, tokens, i)) || i + 1 == tokens.size()) {
      sentences.push_back(sentence{first, i + 1, {tokens[first].span.start, tokens[i].span.end}});
      first = i + 1;
    }
  }
  if (sentences.empty()) {
    sentences.push_back(sentence{0, 0, {0, 0}});
  }

  terminology::match_options mo;
  tables().terms.match(text, words, mo, matches);
  if (!options.code_mix) {
    std::erase_if(matches, [](const terminology::concept_match& m) {
      return m.source == terminology::match_source::codemix;
    });
  }

  dialogue = doc.turns.size() >= 2;
  constexpr std::size_t short_exchange_turns = 6;
  plan_start = text.size();
  for (const auto& s : doc.sections) {
    if (s.kind == section_kind::assessment || s.kind == section_kind::plan) {
      plan_start = s.header_start;
      plan_announced = true;
      break;
    }
  }
  // A recogniser's transcript of a consult: no speaker tags and hardly a sentence break (one
  // per 60 words or fewer). It is a dialogue whose assessment is found the same way, by the
  // clinician's cue late in the talk, without knowing who speaks; its "sentence" is the whole
  // text, so the zone starts a dozen tokens before the cue and the fallback is by tokens.
  const bool spoken_transcript = !dialogue && plan_start == text.size() && tokens.size() >= 300 &&
                                 sentences.size() * 60 < tokens.size();
  if (plan_start == text.size() && (dialogue || spoken_transcript)) {
    const std::size_t floor = text.size() * 2 / 5;
    // In a short exchange (under a dozen turns) the clinician's "for your first problem" can
    // come before two fifths of the text; those announcements are not said of the history
    // ("diagnosis" and "diagnosed" are, so they keep the floor).
    if (dialogue && doc.turns.size() < 12) {
      static const cue_set announced{"first problem", "first issue", "my plan", "main problem"};
      // A cue that starts before the floor counts even when it ends after it ("first | problem").
      for (std::size_t from = 0; from < token_at(floor);) {
        const auto h = announced.find(*this, from, tokens.size());
        if (!h || h->first >= token_at(floor)) {
          break;
        }
        if (speaker_at(tokens[h->first].span.start) == speaker::doctor) {
          plan_start = sentence_at_token(h->first).bytes.start;
          plan_announced = true;
          break;
        }
        from = h->end;
      }
    }
    std::size_t from = plan_start == text.size() ? token_at(floor) : tokens.size();
    while (from < tokens.size()) {
      const auto h = plan_cues().find(*this, from, tokens.size());
      if (!h) {
        break;
      }
      if (spoken_transcript || speaker_at(tokens[h->first].span.start) == speaker::doctor) {
        // The cue's sentence, but no further back than a dozen tokens: transcribed turns
        // often run the examination and the assessment together without a full stop.
        const auto back = h->first > 12 ? h->first - 12 : 0;
        plan_start = std::max(sentence_at_token(h->first).bytes.start, tokens[back].span.start);
        plan_announced = true;
        break;
      }
      from = h->end;
    }
    // Without an announced assessment, the clinician's first diagnostic statement after the
    // floor ("what you have is medial epicondylitis", "i think you have …", "we call this …")
    // opens it, when it comes before the last third.
    if (plan_start == text.size() && !spoken_transcript) {
      static const cue_set stated_diagnosis{"what you have is", "you have what's called", "you have what is called",
                                            "we call this", "i think you have", "i think that you have",
                                            "i believe you have", "i do think you have", "i do think that you have"};
      const std::size_t last_third = text.size() * 2 / 3;
      for (std::size_t from = token_at(floor); from < tokens.size();) {
        const auto h = stated_diagnosis.find(*this, from, tokens.size());
        if (!h || tokens[h->first].span.start >= last_third) {
          break;
        }
        if (speaker_at(tokens[h->first].span.start) == speaker::doctor) {
          const auto back = h->first > 12 ? h->first - 12 : 0;
          plan_start = std::max(sentence_at_token(h->first).bytes.start, tokens[back].span.start);
          break;
        }
        from = h->end;
      }
    }
    // Without a cue, the last third of a consult is taken as its assessment. In an exchange
    // of a few turns that third is one turn; when it is the patient's ("[doctor] bukhar ?
    // [patient] haan , teen din se") there is no clinician's assessment in it, so there is
    // no zone and every counting current mention is listed.
    if (plan_start == text.size()) {
      const std::size_t at = spoken_transcript
                                 ? tokens[std::min(token_at(text.size() * 2 / 3), tokens.size() - 1)].span.start
                                 : sentence_at(text.size() * 2 / 3).bytes.start;
      const std::size_t said = spoken_transcript ? at : std::max(at, sentence_at(at).bytes.end) - 1;
      // Review rv23: who says it is the turn that holds that byte or, on a speaker tag or the line
      // break before one (which no turn holds), the turn the tag opens: "[doctor] it's a chest
      // infection .\n[patient] okay ." took the tag's byte for no one's, the patient's "okay" for
      // the clinician's assessment, and listed nothing.
      const auto said_by = [this](std::size_t byte) {
        for (const auto& t : doc.turns) {
          if (t.end > byte) {
            return t.who;
          }
        }
        return speaker::unknown;
      };
      // Review rv20: nor when the clinician's last words there only ask ("[patient] i've been
      // getting headaches . [doctor] okay , how long for ?"): a question takes the history.
      const auto asks_last = [&] {
        std::size_t e = text.size();
        while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '\n' || text[e - 1] == '\r' || text[e - 1] == '\t')) {
          --e;
        }
        return e > 0 && text[e - 1] == '?';
      };
      if (spoken_transcript || doc.turns.size() >= short_exchange_turns ||
          (said_by(said) != speaker::patient && !asks_last())) {
        plan_start = at;
        if (!spoken_transcript) {
          plan_start = stated_diagnosis_before(plan_start);
          plan_start = std::min(plan_start, taken_up_turn_start(said));
        }
      }
    }
  } else if (plan_start == text.size()) {
    // A dictated note without headers: "... Diagnosis viral fever. Advised CBC."
    static const cue_set inline_cues{"diagnosis", "impression", "assessment", "provisional diagnosis",
                                     "diagnosed as", "dx", "likely diagnosis"};
    if (const auto h = inline_cues.find(*this, 0, tokens.size())) {
      plan_start = sentence_at_token(h->first).bytes.start;
      plan_announced = true;
    }
  }

  clinical::medication_options mopt;
  mopt.use_default_strength = false;  // a dose that was not said is not reported
  medications = clinical::find_medications(text, tokens, options.code_mix ? tables().lexicon : tables().lexicon_plain,
                                           mopt);
  // "your calcium and vitamin d are normal", "recheck the cbc, iron, b12 and folate": a word
  // that is both a drug and a test, which the terminology read as the test from the words
  // around it (a result said of it, a test listed beside it), is not also a medicine taken,
  // unless a dose was said with it ("b12 1000 mcg"). The medicine scanner sees one name at a
  // time; the terminology's reading has the list and the result.
  std::erase_if(medications, [this](const clinical::medication_item& m) {
    return m.dose_from != clinical::dose_source::spoken &&
           std::any_of(matches.begin(), matches.end(), [&m](const terminology::concept_match& c) {
             return c.kind == terminology::concept_kind::investigation && c.alternative &&
                    c.alternative->kind == terminology::concept_kind::medicine && c.begin == m.evidence.start &&
                    c.end == m.evidence.end;
           });
  });
  allergy_answers = find_allergy_answers(*this);  // after the medications it looks up
  // A medicine named first in such an answer ("any allergies to medications ?" / "just the
  // amoxicillin .") is an allergen, not a medicine taken.
  for (const auto& [sentence, first] : allergy_answers) {
    for (auto& m : medications) {
      const auto at = tokens[first].span.start;
      if (at >= m.evidence.start && at < m.evidence.end && m.context == clinical::medication_context::current) {
        m.context = clinical::medication_context::allergy_mention;
      }
    }
  }
}

workspace::~workspace() {
  auto& arrays = spare();
  arrays.words = std::move(words);
  arrays.tokens = std::move(tokens);
  arrays.sentences = std::move(sentences);
  arrays.sentence_of_token = std::move(sentence_of_token);
  arrays.key_chain = std::move(key_chain);
  arrays.key_chain_heads = std::move(key_chain_heads);
  arrays.cue_start_bits = std::move(cue_start_bits_);
  arrays.token_blocks = std::move(token_blocks);
  arrays.matches = std::move(matches);
}

std::size_t workspace::token_at(std::size_t byte) const {
  // The answer is monotonic in `byte`, so it lies between this block's and the next
  // block's first token; tokens are a few bytes long, so a forward scan is short.
  const std::size_t b = byte >> token_block_shift;
  if (b >= token_blocks.size()) {
    return tokens.size();  // past the text: no token ends after it
  }
  std::size_t at = token_blocks[b];
  while (at < tokens.size() && tokens[at].span.end <= byte) {
    ++at;
  }
  return at;
}

const sentence& workspace::sentence_at_token(std::size_t index) const {
  if (index >= sentence_of_token.size()) {
    return sentences.back();
  }
  return sentences[sentence_of_token[index]];
}

const sentence& workspace::sentence_at(std::size_t byte) const { return sentence_at_token(token_at(byte)); }

speaker workspace::speaker_at(std::size_t byte) const {
  // doc.turn_at's answer (the last turn starting at or before `byte`, if `byte` is inside it),
  // tried first at the turn of the thread's previous call: the rules ask about one mention
  // after another, mostly in the same turn, and a hint is only used once it is verified.
  thread_local std::size_t hint = 0;
  const std::vector<turn>& turns = doc.turns;
  const std::size_t i = hint;
  if (i < turns.size() && turns[i].start <= byte && (i + 1 == turns.size() || byte < turns[i + 1].start)) {
    return byte < turns[i].end ? turns[i].who : speaker::unknown;
  }
  const auto* t = doc.turn_at(byte);
  if (t != nullptr) {
    hint = static_cast<std::size_t>(t - turns.data());
  }
  return t == nullptr ? speaker::unknown : t->who;
}

bool workspace::in_plan_zone(std::size_t byte) const {
  const auto kind = doc.section_at(byte).kind;
  if (kind == section_kind::assessment || kind == section_kind::plan) {
    return true;
  }
  if (byte < plan_start) {
    return false;
  }
  // Sections that only restate the history never count, even after the plan started.
  return kind != section_kind::family_history && kind != section_kind::past_history &&
         kind != section_kind::social_history && kind != section_kind::medications &&
         kind != section_kind::allergies && kind != section_kind::review_of_systems;
}

bool workspace::excluded(const clinical::mention_context& ctx) const {
  if (!options.negation) {
    return false;
  }
  return ctx.negated || ctx.who != clinical::experiencer::patient || (ctx.hypothetical && !ctx.uncertain && !ctx.presupposed);
}

// ---------------------------------------------------------------------------------------
// helpers

namespace {
// ASCII only, inline (what std::tolower does in the "C" locale, without a call per byte).
char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
} // namespace

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = lower_ascii(c);
  }
  return out;
}

std::string_view trim(std::string_view s) {
  const auto junk = [](char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0 || c == ',' || c == ';' || c == ':' || c == '-' ||
           c == '*' || c == '.';
  };
  while (!s.empty() && junk(s.front())) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.back())) != 0 || s.back() == ',' ||
                        s.back() == ';' || s.back() == ':' || s.back() == '-')) {
    s.remove_suffix(1);
  }
  return s;
}

namespace {

// std::isalnum / isupper / islower, answered inline for ASCII bytes (the library calls
// remain for the others, whose class depends on the locale).
bool alnum_byte(unsigned char c) {
  return c < 0x80 ? ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
                  : std::isalnum(c) != 0;
}
bool upper_byte(unsigned char c) { return c < 0x80 ? (c >= 'A' && c <= 'Z') : std::isupper(c) != 0; }
bool lower_byte(unsigned char c) { return c < 0x80 ? (c >= 'a' && c <= 'z') : std::islower(c) != 0; }

// Calls `word(begin, end)` for the byte range of each word of `s` as words_of splits it:
// runs of letters and digits, and a capital after a lower-case letter starts a word. With
// `folded`, the ranges words_of(lower(s)) has (the bytes read lower-cased, so no camelCase).
template <bool folded = false, typename Fn>
void each_word(std::string_view s, Fn&& word) {
  const auto byte = [s](std::size_t i) {
    return static_cast<unsigned char>(folded ? lower_ascii(s[i]) : s[i]);
  };
  std::size_t start = 0;
  bool open = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = byte(i);
    if (!alnum_byte(c)) {
      if (open) {
        word(start, i);
        open = false;
      }
      continue;
    }
    // camelCase: a capital after a lower-case letter starts a word.
    if (open && upper_byte(c) && lower_byte(byte(i - 1))) {
      word(start, i);
      open = false;
    }
    if (!open) {
      start = i;
      open = true;
    }
  }
  if (open) {
    word(start, s.size());
  }
}

} // namespace

std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  // The rules split names and short phrases, a few words each: one allocation for up to
  // eight words instead of the vector growing through 1, 2, 4 and 8.
  if (!s.empty()) {
    out.reserve(8);
  }
  // Each word is made in its place in `out` and lower-cased there (a word made aside was moved
  // in, and the call per word showed in profiles: words_of runs for every listed candidate).
  each_word(s, [&out, s](std::size_t b, std::size_t e) __attribute__((always_inline)) {
    for (auto& c : out.emplace_back(s.substr(b, e - b))) {
      c = lower_ascii(c);
    }
  });
  return out;
}

void append_words(std::string& out, std::string_view s, char sep) {
  each_word(s, [&out, s, sep](std::size_t b, std::size_t e) {
    for (std::size_t i = b; i < e; ++i) {
      out.push_back(lower_ascii(s[i]));
    }
    out.push_back(sep);
  });
}

bool words_said(std::string_view said, std::string_view name, bool (*skip)(std::string_view lowered)) {
  const auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower_ascii(x) == lower_ascii(y); });
  };
  bool all = true;
  std::string lowered;  // a name word, for `skip` (short: no allocation)
  each_word<true>(name, [&](std::size_t b, std::size_t e) {
    if (!all) {
      return;
    }
    const std::string_view w = name.substr(b, e - b);
    lowered.resize(w.size());
    std::transform(w.begin(), w.end(), lowered.begin(), lower_ascii);
    if (skip(lowered)) {
      return;
    }
    bool found = false;
    each_word<true>(said, [&](std::size_t sb, std::size_t se) { found = found || same(said.substr(sb, se - sb), w); });
    all = found;
  });
  return all;
}

std::size_t word_total(std::string_view s) {
  std::size_t n = 0;
  each_word(s, [&n](std::size_t, std::size_t) { ++n; });
  return n;
}

std::string_view laterality_before(const workspace& ws, std::size_t first_token) {
  // "right knee pain", "pain in my left knee": look back up to three words in the sentence.
  const auto& s = ws.sentence_at_token(first_token);
  const std::size_t stop = first_token > s.first + 3 ? first_token - 3 : s.first;
  for (std::size_t i = first_token; i > stop; --i) {
    const auto& t = ws.tokens[i - 1];
    if (t.kind == text::token_kind::symbol && !text::is_soft_symbol(ws.text, t)) {
      break;  // "that's right , pneumonia": not across a comma
    }
    if (text::word_is(ws.text, t, "right")) {
      return "right";
    }
    if (text::word_is(ws.text, t, "left")) {
      return "left";
    }
    if (text::word_is(ws.text, t, "bilateral") || text::word_is(ws.text, t, "both")) {
      return "bilateral";
    }
  }
  return {};
}

} // namespace cxs::domain::extraction::detail
