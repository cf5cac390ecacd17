#include "domain/extraction/document.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace cxs::domain::extraction {
namespace {

struct label_kind {
  std::string_view label;
  section_kind kind;
};

// Longest labels first within a shared prefix is not needed: a header must match the
// whole text before ':' or the line end.
constexpr std::array<label_kind, 69> labels{{
    {"chief complaint", section_kind::chief_complaint},
    {"chief complaints", section_kind::chief_complaint},
    {"cc", section_kind::chief_complaint},
    {"presenting complaint", section_kind::chief_complaint},
    {"presenting complaints", section_kind::chief_complaint},
    {"complaints", section_kind::chief_complaint},
    {"reason for visit", section_kind::chief_complaint},
    {"history of present illness", section_kind::history},
    {"history of presenting illness", section_kind::history},
    {"hpi", section_kind::history},
    {"history", section_kind::history},
    {"subjective", section_kind::history},
    {"past medical history", section_kind::past_history},
    {"past history", section_kind::past_history},
    {"pmh", section_kind::past_history},
    {"medical history", section_kind::past_history},
    {"past surgical history", section_kind::past_history},
    {"surgical history", section_kind::past_history},
    {"family history", section_kind::family_history},
    {"fhx", section_kind::family_history},
    {"fh", section_kind::family_history},
    {"social history", section_kind::social_history},
    {"personal history", section_kind::social_history},
    {"medications", section_kind::medications},
    {"current medications", section_kind::medications},
    {"medication", section_kind::medications},
    {"drug history", section_kind::medications},
    {"allergies", section_kind::allergies},
    {"allergy", section_kind::allergies},
    {"drug allergies", section_kind::allergies},
    {"review of systems", section_kind::review_of_systems},
    {"ros", section_kind::review_of_systems},
    {"examination", section_kind::examination},
    {"physical examination", section_kind::examination},
    {"physical exam", section_kind::examination},
    {"exam", section_kind::examination},
    {"on examination", section_kind::examination},
    {"o/e", section_kind::examination},
    {"objective", section_kind::examination},
    {"vitals", section_kind::examination},
    {"vital signs", section_kind::examination},
    {"general examination", section_kind::examination},
    {"systemic examination", section_kind::examination},
    {"investigations", section_kind::investigations},
    {"labs", section_kind::investigations},
    {"results", section_kind::investigations},
    {"lab results", section_kind::investigations},
    {"assessment", section_kind::assessment},
    {"impression", section_kind::assessment},
    {"diagnosis", section_kind::assessment},
    {"provisional diagnosis", section_kind::assessment},
    {"final diagnosis", section_kind::assessment},
    {"assessment and plan", section_kind::assessment},
    // SOAP notes' one-letter headers ("S:", "O:", "A:", "P:") and short forms; a whole line's
    // label before ':' only, so "A: …" in running text is not one.
    {"a", section_kind::assessment},
    {"a/p", section_kind::assessment},
    {"imp", section_kind::assessment},
    {"dx", section_kind::assessment},
    {"s", section_kind::history},
    {"o", section_kind::examination},
    {"p", section_kind::plan},
    {"plan", section_kind::plan},
    {"treatment", section_kind::plan},
    {"treatment plan", section_kind::plan},
    {"rx", section_kind::plan},
    {"advice", section_kind::plan},
    {"instructions", section_kind::plan},
    {"follow-up", section_kind::plan},
    {"follow up", section_kind::plan},
    {"disposition", section_kind::plan},
}};

// The bytes a label may be written with: ASCII letters, '/' and '-' (the labels' own bytes),
// the blanks lower_trim_to trims and the markdown '*' and '#' it drops. The fold keeps every
// other byte, and no label has one, so a text with one is no label.
constexpr std::array<bool, 256> label_bytes = [] {
  std::array<bool, 256> out{};
  for (int c = 'a'; c <= 'z'; ++c) {
    out[static_cast<std::size_t>(c)] = true;
    out[static_cast<std::size_t>(c - 'a' + 'A')] = true;
  }
  for (const char c : {'/', '-', '*', '#', ' ', '\t', '\n', '\v', '\f', '\r'}) {
    out[static_cast<unsigned char>(c)] = true;
  }
  return out;
}();

// std::tolower, answered inline for ASCII (the library call remains for other bytes).
char lower_byte(unsigned char c) {
  if (c < 0x80) {
    return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  }
  return static_cast<char>(std::tolower(c));
}

// The label `s` as headers are compared: outer blanks (and a trailing '-', '*' or '#')
// trimmed, markdown '*' and '#' dropped, ASCII lower-cased, then leading blanks trimmed
// again. Written to `out` (room for s.size() bytes); returns the view of it that is the
// label.
std::string_view lower_trim_to(std::string_view s, char* out) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '-' || s.back() == '*' ||
                        s.back() == '#')) {
    s.remove_suffix(1);
  }
  std::size_t len = 0;
  for (char c : s) {
    if (c == '*' || c == '#') {
      continue;  // markdown emphasis around headers
    }
    out[len++] = lower_byte(static_cast<unsigned char>(c));
  }
  std::size_t first = 0;
  while (first < len && std::isspace(static_cast<unsigned char>(out[first]))) {
    ++first;
  }
  return {out + first, len - first};
}

std::string lower_trim(std::string_view s) {
  std::string out(s.size(), '\0');
  const std::string_view label = lower_trim_to(s, out.data());
  out.erase(0, static_cast<std::size_t>(label.data() - out.data()));
  out.resize(label.size());
  return out;
}

struct marker {
  std::string_view text;
  speaker who;
};

constexpr std::array<marker, 12> turn_markers{{
    {"[doctor]", speaker::doctor},    {"[patient]", speaker::patient}, {"[patient_guest]", speaker::other},
    {"[guest]", speaker::other},      {"doctor:", speaker::doctor},     {"patient:", speaker::patient},
    {"dr:", speaker::doctor},         {"pt:", speaker::patient},        {"d:", speaker::doctor},
    {"p:", speaker::patient},         {"nurse:", speaker::other},       {"attendant:", speaker::other},
}};

bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) {
    return false;
  }
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (lower_byte(static_cast<unsigned char>(s[i])) != prefix[i]) {
      return false;
    }
  }
  return true;
}

} // namespace

section_kind section_for_label(std::string_view label) {
  // Asked of every short line of every text. A byte no label has (a digit, '[', '.', ',', a
  // non-ASCII byte) rejects it before it is folded: most short lines of a dialogue
  // ("[patient] yes .") are rejected at their first byte.
  if (!std::all_of(label.begin(), label.end(), [](char c) { return label_bytes[static_cast<unsigned char>(c)]; })) {
    return section_kind::none;
  }
  // A label that fits is folded on the stack.
  std::array<char, 64> buffer{};
  std::string long_label;
  std::string_view key;
  if (label.size() <= buffer.size()) {
    key = lower_trim_to(label, buffer.data());
  } else {
    long_label = lower_trim(label);
    key = long_label;
  }
  for (const auto& lk : labels) {
    if (lk.label == key) {
      return lk.kind;
    }
  }
  return section_kind::none;
}

const section& document::section_at(std::size_t offset) const {
  // Sections are contiguous and ordered: the last one starting at or before offset.
  auto it = std::upper_bound(sections.begin(), sections.end(), offset,
                             [](std::size_t off, const section& s) { return off < s.header_start; });
  return it == sections.begin() ? sections.front() : *std::prev(it);
}

const turn* document::turn_at(std::size_t offset) const {
  auto it = std::upper_bound(turns.begin(), turns.end(), offset,
                             [](std::size_t off, const turn& t) { return off < t.start; });
  if (it == turns.begin()) {
    return nullptr;
  }
  const auto& t = *std::prev(it);
  return offset < t.end ? &t : nullptr;
}

document analyse(std::string_view text) {
  document doc;
  doc.text = text;
  doc.sections.push_back(section{section_kind::none, "", 0, 0, text.size()});
  std::size_t line_start = 0;
  while (line_start < text.size()) {
    auto line_end = text.find('\n', line_start);
    if (line_end == std::string_view::npos) {
      line_end = text.size();
    }
    const auto line = text.substr(line_start, line_end - line_start);
    // Dialogue turn markers.
    std::size_t lead = 0;
    while (lead < line.size() && std::isspace(static_cast<unsigned char>(line[lead]))) {
      ++lead;
    }
    for (const auto& m : turn_markers) {
      if (starts_with_ci(line.substr(lead), m.text)) {
        if (!doc.turns.empty()) {
          doc.turns.back().end = line_start;
        }
        doc.turns.push_back(turn{m.who, line_start + lead + m.text.size(), text.size()});
        break;
      }
    }
    // A transcript sent as one line ("[doctor] what brings you in ? [patient] my knee …"):
    // a bracketed speaker tag inside the line opens a turn as one at its start does. Only the
    // bracketed tags: "d:" or "pt:" inside a sentence may be anything.
    if (!doc.turns.empty() && doc.turns.back().start > line_start && doc.turns.back().start <= line_end) {
      for (std::size_t at = line.find('[', lead + 1); at != std::string_view::npos; at = line.find('[', at + 1)) {
        for (std::size_t k = 0; k < 4; ++k) {
          const auto& m = turn_markers[k];
          if (starts_with_ci(line.substr(at), m.text)) {
            doc.turns.back().end = line_start + at;
            doc.turns.push_back(turn{m.who, line_start + at + m.text.size(), text.size()});
            break;
          }
        }
      }
    }
    // Section headers: "Label:" (rest of the line is the section's first content) or a
    // line that is only a label.
    const auto colon = line.find(':');
    const auto candidate = colon == std::string_view::npos ? line : line.substr(0, colon);
    if (candidate.size() <= 40) {
      const auto kind = section_for_label(candidate);
      if (kind != section_kind::none) {
        doc.sections.back().end = line_start;
        const std::size_t body = colon == std::string_view::npos ? line_end : line_start + colon + 1;
        doc.sections.push_back(section{kind, lower_trim(candidate), line_start, body, text.size()});
      }
    }
    line_start = line_end + 1;
  }
  // Drop an empty leading section when the text starts with a header.
  if (doc.sections.size() > 1 && doc.sections.front().end == 0) {
    doc.sections.erase(doc.sections.begin());
  }
  return doc;
}

} // namespace cxs::domain::extraction
