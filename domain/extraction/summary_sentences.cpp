#include "domain/extraction/summary_sentences.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction::summary_detail {

bool is_abbreviation(std::string_view word) {
  static constexpr std::array<std::string_view, 16> words{"dr", "tab", "cap", "inj", "syp", "mr", "mrs", "ms",
                                                          "vs", "pt", "approx", "no", "st", "e.g", "i.e", "etc"};
  const auto lower = to_lower(word);
  return std::find(words.begin(), words.end(), lower) != words.end();
}

std::string clean_sentence(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  bool space = false;
  for (const char c : raw) {
    if (is_space(c)) {
      space = !out.empty();
      continue;
    }
    if (space) {
      out += ' ';
      space = false;
    }
    out += c;
  }
  // Leading list markers: "-", "*", "•", "1.", "2)".
  std::size_t lead = 0;
  while (lead < out.size()) {
    if (out[lead] == '-' || out[lead] == '*' || out[lead] == ' ') {
      ++lead;
    } else if (out.compare(lead, 3, "\xE2\x80\xA2") == 0) {
      lead += 3;
    } else {
      break;
    }
  }
  std::size_t digits = lead;
  while (digits < out.size() && is_digit(out[digits])) {
    ++digits;
  }
  if (digits > lead && digits + 1 < out.size() && (out[digits] == '.' || out[digits] == ')') &&
      out[digits + 1] == ' ') {
    lead = digits + 2;
  }
  return out.substr(lead);
}

std::size_t word_count(std::string_view s) {
  std::size_t n = 0;
  bool in_word = false;
  for (const char c : s) {
    const bool w = is_alpha(c) || is_digit(c) || static_cast<unsigned char>(c) >= 0x80;
    if (w && !in_word) {
      ++n;
    }
    in_word = w;
  }
  return n;
}

double section_weight(section_kind kind) {
  switch (kind) {
    case section_kind::chief_complaint:
    case section_kind::assessment:
      return 1.5;
    case section_kind::plan:
      return 1.3;
    case section_kind::history:
    case section_kind::examination:
    case section_kind::investigations:
    case section_kind::none:
      return 1.0;
    case section_kind::medications:
    case section_kind::allergies:
      return 0.8;
    case section_kind::review_of_systems:
      return 0.7;
    case section_kind::past_history:
    case section_kind::family_history:
    case section_kind::social_history:
      return 0.5;
  }
  return 1.0;
}

bool narrative_section(section_kind kind) {
  return kind == section_kind::chief_complaint || kind == section_kind::history || kind == section_kind::assessment ||
         kind == section_kind::plan || kind == section_kind::examination || kind == section_kind::investigations;
}

fact_group group_of_section(section_kind kind) {
  switch (kind) {
    case section_kind::examination:
    case section_kind::investigations:
      return fact_group::objective;
    case section_kind::assessment:
      return fact_group::assessment;
    case section_kind::plan:
      return fact_group::plan;
    case section_kind::past_history:
    case section_kind::family_history:
    case section_kind::social_history:
    case section_kind::medications:
    case section_kind::allergies:
      return fact_group::background;
    default:
      return fact_group::subjective;
  }
}

std::vector<std::pair<std::size_t, std::size_t>> markup_ranges(const document& doc, std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const auto& s : doc.sections) {
    if (s.body_start > s.header_start) {
      out.emplace_back(s.header_start, std::min(s.body_start, text.size()));
    }
  }
  for (const auto& t : doc.turns) {
    std::size_t line_start = std::min(t.start, text.size());
    while (line_start > 0 && text[line_start - 1] != '\n') {
      --line_start;
    }
    if (t.start > line_start) {
      out.emplace_back(line_start, std::min(t.start, text.size()));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<sentence> split_sentences(const document& doc, std::string_view text) {
  std::vector<sentence> out;
  const auto markup = markup_ranges(doc, text);
  std::vector<std::size_t> turn_starts;
  for (const auto& t : doc.turns) {
    turn_starts.push_back(t.start);
  }
  std::sort(turn_starts.begin(), turn_starts.end());

  std::size_t seg_start = 0;
  auto flush = [&out, &doc, text](std::size_t begin, std::size_t end) {
    if (end <= begin) {
      return;
    }
    auto cleaned = clean_sentence(text.substr(begin, end - begin));
    if (cleaned.empty()) {
      return;
    }
    sentence s;
    s.start = begin;
    s.end = end;
    s.text = std::move(cleaned);
    if (!doc.sections.empty()) {
      s.section = doc.section_at(begin).kind;
    }
    const auto* turn = doc.turn_at(begin);
    s.patient_turn = turn != nullptr && turn->who == speaker::patient;
    s.index = out.size();
    out.push_back(std::move(s));
  };

  std::size_t markup_i = 0;
  std::size_t turn_i = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    while (markup_i < markup.size() && markup[markup_i].second <= i) {
      ++markup_i;
    }
    if (markup_i < markup.size() && markup[markup_i].first <= i) {
      flush(seg_start, i);
      i = markup[markup_i].second;
      seg_start = i;
      continue;
    }
    while (turn_i < turn_starts.size() && turn_starts[turn_i] < i) {
      ++turn_i;
    }
    if (turn_i < turn_starts.size() && turn_starts[turn_i] == i && i > seg_start) {
      flush(seg_start, i);
      seg_start = i;
    }
    const char c = text[i];
    if (c == '\n') {
      flush(seg_start, i);
      seg_start = i + 1;
    } else if (c == '.' || c == '!' || c == '?') {
      const bool next_blank = i + 1 >= text.size() || is_space(text[i + 1]) || text[i + 1] == '[';
      bool ends = next_blank;
      if (c == '.' && ends) {
        std::size_t w = i;
        while (w > seg_start && (is_alpha(text[w - 1]) || text[w - 1] == '.')) {
          --w;
        }
        if (w < i && is_abbreviation(text.substr(w, i - w))) {
          ends = false;
        }
      }
      if (ends) {
        flush(seg_start, i + 1);
        seg_start = i + 1;
      }
    }
    ++i;
  }
  flush(seg_start, text.size());
  return out;
}

const std::set<std::string, std::less<>>& stopwords() {
  static const std::set<std::string, std::less<>> words{
      "a",    "an",   "the",  "and",  "or",   "of",   "to",   "in",    "on",   "for",  "with", "is",  "are",
      "was",  "were", "be",   "been", "has",  "have", "had",  "he",    "she",  "they", "his",  "her", "their",
      "you",  "your", "i",    "my",   "me",   "we",   "our",  "it",    "its",  "this", "that", "at",  "by",
      "as",   "from", "but",  "so",   "if",   "not",  "no",   "do",    "does", "did",  "also", "any", "some",
      "very", "just", "then", "there", "here", "patient", "pt", "okay", "ok",  "yes",  "mg",   "will"};
  return words;
}

void add_words(std::string_view s, std::set<std::string, std::less<>>& into) {
  std::string word;
  auto emit = [&into, &word]() {
    // Single letters and contraction tails ("I'm", "I've") carry no content.
    if (word.size() > 1 && word != "ve" && word != "ll" && word != "re" && stopwords().count(word) == 0) {
      into.insert(word);
    }
    word.clear();
  };
  for (const char c : s) {
    if (is_alpha(c) || is_digit(c) || static_cast<unsigned char>(c) >= 0x80) {
      word += lower_ascii(c);
    } else {
      emit();
    }
  }
  emit();
}

std::size_t clause_end(std::string_view text, std::size_t from, std::size_t limit) {
  limit = std::min(limit, text.size());
  for (std::size_t i = from; i < limit; ++i) {
    const char c = text[i];
    if (c == '\n' || c == '?' || c == '!' || c == ';') {
      return i;
    }
    if (c == '.' && !(i > 0 && is_digit(text[i - 1]) && i + 1 < text.size() && is_digit(text[i + 1]))) {
      return i;
    }
  }
  return limit;
}

std::vector<text::byte_span> evidence_spans(const clinical_facts& facts) {
  std::vector<text::byte_span> out;
  const auto& b = facts.vitals.block;
  if (b.blood_pressure) {
    out.push_back(b.blood_pressure->evidence);
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back((*r)->evidence);
    }
  }
  for (const auto& d : facts.diagnoses) {
    out.push_back(d.evidence);
  }
  // A medicine's attributes follow its name up to the next medicine or the sentence's end.
  std::vector<std::size_t> starts;
  for (const auto& m : facts.medications) {
    starts.push_back(m.evidence.start);
  }
  std::sort(starts.begin(), starts.end());
  for (const auto& m : facts.medications) {
    if (!is_current(m)) {
      continue;
    }
    const auto next = std::upper_bound(starts.begin(), starts.end(), m.evidence.start);
    const std::size_t limit = next == starts.end() ? facts.text.size() : *next;
    out.push_back({m.evidence.start, std::max(m.evidence.end, clause_end(facts.text, m.evidence.end, limit))});
  }
  for (const auto& a : facts.allergies) {
    out.push_back(a.evidence);
  }
  for (const auto& i : facts.investigations) {
    out.push_back(i.evidence);
  }
  if (facts.follow_up) {
    out.push_back(facts.follow_up->evidence);
  }
  return out;
}

std::vector<evidence_mark> evidence_marks(const clinical_facts& facts) {
  std::vector<evidence_mark> out;
  const auto& b = facts.vitals.block;
  if (b.blood_pressure) {
    out.push_back({b.blood_pressure->evidence.start, fact_group::objective, false});
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back({(*r)->evidence.start, fact_group::objective, false});
    }
  }
  for (const auto& d : facts.diagnoses) {
    out.push_back({d.evidence.start, fact_group::assessment, false});
  }
  for (const auto& m : facts.medications) {
    out.push_back({m.evidence.start, fact_group::plan, true});
  }
  for (const auto& a : facts.allergies) {
    out.push_back({a.evidence.start, fact_group::background, false});
  }
  for (const auto& i : facts.investigations) {
    out.push_back({i.evidence.start, i.status == "resulted" ? fact_group::objective : fact_group::plan, false});
  }
  if (facts.follow_up) {
    out.push_back({facts.follow_up->evidence.start, fact_group::plan, false});
  }
  return out;
}

bool is_advice(const sentence& s) {
  static constexpr std::array<std::string_view, 22> cues{
      "drink",  "avoid",  "take",   "rest",     "come back", "return",      "continue", "stop",
      "keep",   "do not", "don't",  "please",   "eat",       "use",         "apply",    "check",
      "monitor", "follow", "you should", "make sure", "remember", "try to"};
  if (s.patient_turn || s.has_medication || s.text.find('?') != std::string::npos) {
    return false;
  }
  const auto lower = to_lower(s.text);
  for (const auto cue : cues) {
    if (lower.compare(0, cue.size(), cue) == 0 && (lower.size() == cue.size() || !is_alpha(lower[cue.size()]))) {
      return true;
    }
  }
  return lower.find("you should") != std::string::npos || lower.find("make sure") != std::string::npos;
}

void score_sentences(std::vector<sentence>& sentences, const clinical_facts& facts) {
  const auto marks = evidence_marks(facts);
  for (auto& s : sentences) {
    std::array<int, 5> per_group{};
    for (const auto& m : marks) {
      if (m.start >= s.start && m.start < s.end) {
        ++s.hits;
        ++per_group[static_cast<std::size_t>(m.group)];
        s.has_medication = s.has_medication || m.medication;
      }
    }
    for (const auto& symptom : facts.symptoms) {
      if (contains_word_ci(s.text, symptom)) {
        ++s.hits;
        ++per_group[static_cast<std::size_t>(fact_group::subjective)];
      }
    }
    s.advice = is_advice(s);
    s.group = group_of_section(s.section);
    if (s.section == section_kind::none && s.advice) {
      s.group = fact_group::plan;
    } else if (s.section == section_kind::none && s.hits > 0) {
      // Dialogue and unsectioned notes: the kind of fact the sentence carries decides.
      const auto best = std::max_element(per_group.begin(), per_group.end());
      s.group = static_cast<fact_group>(best - per_group.begin());
    }
    const auto words = word_count(s.text);
    const bool question = !s.text.empty() && s.text.back() == '?';
    if (question || words < 4 || s.text.size() > max_sentence_bytes || (s.hits == 0 && !s.advice && !narrative_section(s.section))) {
      s.score = -1;
      continue;
    }
    const double weight = section_weight(s.section);
    double score = s.hits == 0 ? 0.3 * weight
                               : (2.0 * s.hits / std::sqrt(static_cast<double>(words)) + 0.5) * weight;
    if (s.index < 3) {
      score += 0.3;
    }
    if (s.patient_turn) {
      score *= 0.8;
    }
    s.score = score;
  }
}

std::vector<const sentence*> ranked(const std::vector<sentence>& sentences) {
  std::vector<const sentence*> out;
  for (const auto& s : sentences) {
    if (s.score > 0) {
      out.push_back(&s);
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const sentence* a, const sentence* b) { return a->score > b->score; });
  return out;
}

}  // namespace cxs::domain::extraction::summary_detail
