// Enum, date and string-list fields.
//
//   enum         the value whose words, or a known synonym of it ("quit smoking" → former,
//                "socially" → occasional, "worse" → deteriorated), occur in a sentence
//                with one of the field's cues; the value said most often wins, then the
//                first. A cue that ConText negates ("does not drink") picks a none/never/
//                no value. Without any cue sentence, a value named alone in the whole text
//                (and not negated) is taken. Else null.
//   date         the first explicit date at or after a cue within its sentence and the
//                next: ISO "2024-03-12", day-first "12/03/2024" (month-first only when
//                the day cannot be a month), "12 March 2024", "March 12, 2024". Relative
//                dates ("today", "next Monday") would need a reference date: null.
//   string-list  allowed item values (`items.enum`) that occur affirmed; else the items
//                of the matching section (split at commas, semicolons and lines); else by
//                what the field asks for: symptoms → affirmed symptoms, past history /
//                known conditions → conditions said as past, chronic ("known case of") or
//                in a past-history section, stopped medicines → those
//                the text stops, procedures → procedures; else each hint that names a
//                concept (a term of the tables) when a counting mention exists, and for
//                the other hints the clause that follows them ("avoid oily food").

#include "domain/extraction/engine_detail.hpp"

#include <boost/json.hpp>
#include <re2/re2.h>

#include <algorithm>
#include <cctype>
#include <array>
#include <cstdio>

namespace cxs::domain::extraction::detail {
namespace {

struct synonym {
  std::string_view value;
  std::string_view phrase;
  bool strong;  ///< counts without a field cue in the sentence
};

constexpr std::array<synonym, 58> enum_synonyms{{
    {"never", "never smoked", true},        {"never", "non smoker", true},        {"never", "nonsmoker", true},
    {"never", "does not smoke", true},      {"never", "doesn't smoke", true},     {"never", "don't smoke", true},
    {"never", "do not smoke", true},        {"never", "not a smoker", true},      {"former", "quit smoking", true},
    {"former", "ex smoker", true},          {"former", "used to smoke", true},    {"former", "stopped smoking", true},
    {"former", "gave up smoking", true},    {"former", "quit", false},            {"former", "used to", false},
    {"current", "smokes", true},            {"current", "still smoke", true},     {"current", "currently smoke", true},
    {"current", "pack a day", true},        {"current", "packs a day", true},     {"current", "cigarettes a day", true},
    {"none", "does not drink", true},       {"none", "doesn't drink", true},      {"none", "don't drink", true},
    {"none", "do not drink", true},         {"none", "teetotaler", true},         {"none", "teetotal", true},
    {"occasional", "socially", false},      {"occasional", "social drinker", true}, {"occasional", "occasionally", false},
    {"occasional", "sometimes", false},     {"occasional", "once in a while", false}, {"occasional", "on weekends", false},
    {"regular", "daily", false},            {"regular", "every day", false},      {"regular", "every night", false},
    {"regular", "regularly", false},        {"regular", "heavy drinker", true},   {"improved", "better", false},
    {"improved", "improving", false},       {"deteriorated", "worse", false},     {"deteriorated", "worsening", false},
    {"urgent", "urgently", false},          {"urgent", "asap", false},            {"urgent", "at the earliest", false},
    {"emergency", "immediately", false},    {"emergency", "emergent", false},     {"walk-in", "walked in", false},
    {"ambulance", "108", false},            {"alert", "conscious", false},        {"alert", "oriented", false},
    {"unresponsive", "unconscious", false}, {"voice", "responds to voice", true}, {"pain", "responds to pain", true},
    {"continuation", "continue", false},    {"modified", "change", false},        {"modified", "switch", false},
    {"new", "start", false},
}};

bool none_like(std::string_view v) {
  return v == "none" || v == "never" || v == "no" || v == "absent" || v == "negative" || v == "nil" ||
         v == "non smoker" || v == "not present";
}

} // namespace

std::string enum_value_words(std::string_view v) {
  auto out = lower(v);
  std::replace(out.begin(), out.end(), '-', ' ');
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

boost::json::value fill_enum(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const std::span<const text::token> toks(ws.tokens);
  if (f.enum_values.empty()) {
    return nullptr;
  }
  // Value names of this field (made once with the field's plan), and the shared synonym
  // table mapped onto them.
  const auto& plan = plan_of(env, f);
  const std::vector<std::string>& normalised = plan.enum_names;
  const cue_set& names = plan.enum_name_cues;
  static const cue_set synonyms = [] {
    cue_set c;
    for (std::uint32_t i = 0; i < enum_synonyms.size(); ++i) {
      c.add(enum_synonyms[i].phrase, i);
    }
    return c;
  }();
  // A hit: value index and whether it counts without a field cue in its sentence.
  const auto value_of = [&normalised](std::uint32_t synonym) -> std::optional<std::size_t> {
    const auto target = enum_synonyms[synonym].value;
    for (std::size_t v = 0; v < normalised.size(); ++v) {
      if (normalised[v] == target) {
        return v;
      }
    }
    return std::nullopt;
  };
  if (!env.enum_synonym_hits_ready) {
    env.enum_synonym_hits_ready = true;
    for (const auto& s : ws.sentences) {
      for (std::size_t i = s.first; i < s.end;) {
        const auto y = synonyms.find(ws, i, s.end);
        if (!y) {
          break;
        }
        env.enum_synonym_hits.push_back(*y);
        i = y->first + 1;
      }
    }
  }
  // A span: its size stays in a register across the calls below, which the vector's would not.
  const std::span<const cue_set::hit> synonym_hits(env.enum_synonym_hits);
  std::size_t next_synonym = 0;  // the first hit not before the current token
  const auto& cues = plan.cues;
  std::vector<std::size_t> count(f.enum_values.size(), 0);
  std::vector<std::size_t> first(f.enum_values.size(), ws.text.size());
  bool negated_cue = false;
  bool any_cue = false;  // some sentence has a cue (what cue_sentences would report)
  for (const auto& s : ws.sentences) {
    const auto cue = cues.find(ws, s.first, s.end);
    if (cue) {
      any_cue = true;
      const auto ctx = ws.context.assess(toks[cue->first].span.start, toks[cue->end - 1].span.end);
      negated_cue = negated_cue || (ctx.negated && ctx.who == clinical::experiencer::patient);
    } else {
      // Without a cue only a strong synonym counts: a sentence with no synonym at all has
      // nothing to offer (its value names would count only beside a cue).
      while (next_synonym < synonym_hits.size() && synonym_hits[next_synonym].first < s.first) {
        ++next_synonym;
      }
      if (next_synonym == synonym_hits.size() || synonym_hits[next_synonym].first >= s.end) {
        continue;
      }
    }
    const auto offer = [&](std::size_t v, bool strong, std::size_t at) {
      if (cue || strong) {
        ++count[v];
        first[v] = std::min(first[v], at);
      }
    };
    // Leftmost-longest over both tables: "non smoker" (a synonym) beats "smoker". A
    // table's leftmost hit from i stays its leftmost hit from any later i up to its start,
    // so the hit not taken is kept (and a table without a hit is not searched again)
    // instead of searching the rest of the sentence once more.
    std::optional<cue_set::hit> n;
    const cue_set::hit* y = nullptr;  // into synonym_hits
    bool names_done = false;
    bool synonyms_done = false;
    for (std::size_t i = s.first; i < s.end;) {
      if (!names_done && (!n || n->first < i)) {
        n = names.find(ws, i, s.end);
        names_done = !n;
      }
      if (!synonyms_done && (!y || y->first < i)) {
        // synonyms.find(ws, i, s.end), read from the hits found once.
        while (next_synonym < synonym_hits.size() && synonym_hits[next_synonym].first < i) {
          ++next_synonym;
        }
        y = next_synonym < synonym_hits.size() && synonym_hits[next_synonym].first < s.end
                ? &synonym_hits[next_synonym]
                : nullptr;
        synonyms_done = !y;
      }
      if (!n && !y) {
        break;
      }
      const bool use_synonym = y && (!n || y->first < n->first || (y->first == n->first && y->end > n->end));
      if (use_synonym) {
        if (const auto v = value_of(y->id)) {
          offer(*v, enum_synonyms[y->id].strong, toks[y->first].span.start);
        }
        i = y->end;
      } else {
        offer(n->id, false, toks[n->first].span.start);
        i = n->end;
      }
    }
  }
  std::optional<std::size_t> best;
  for (std::size_t v = 0; v < count.size(); ++v) {
    if (count[v] > 0 && (!best || count[v] > count[*best] || (count[v] == count[*best] && first[v] < first[*best]))) {
      best = v;
    }
  }
  if (!best && negated_cue) {
    for (std::size_t v = 0; v < f.enum_values.size(); ++v) {
      if (none_like(normalised[v])) {
        best = v;
        break;
      }
    }
  }
  if (!best && !any_cue) {
    // No cue anywhere: a value named alone in the text, not negated.
    std::optional<std::size_t> only;
    bool ambiguous = false;
    std::size_t from = 0;
    while (const auto h = names.find(ws, from, toks.size())) {
      from = h->end;
      const auto ctx = ws.context.assess(toks[h->first].span.start, toks[h->end - 1].span.end);
      if (ctx.negated || normalised[h->id] == "unknown") {
        continue;
      }
      if (only && *only != h->id) {
        ambiguous = true;
      }
      only = h->id;
    }
    if (only && !ambiguous) {
      best = only;
    }
  }
  if (!best) {
    return nullptr;
  }
  return boost::json::string(f.enum_values[*best], env.storage);
}

// ---------------------------------------------------------------------------------------
// date

namespace {

int month_of(std::string_view name) {
  static constexpr std::array<std::string_view, 12> months{"jan", "feb", "mar", "apr", "may", "jun",
                                                           "jul", "aug", "sep", "oct", "nov", "dec"};
  const auto l = lower(name.substr(0, 3));
  for (std::size_t i = 0; i < months.size(); ++i) {
    if (l == months[i]) {
      return static_cast<int>(i) + 1;
    }
  }
  return 0;
}

bool valid_date(int y, int m, int d) {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) {
    return false;
  }
  static constexpr std::array<int, 12> days{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (d > days[static_cast<std::size_t>(m - 1)]) {
    return false;
  }
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return !(m == 2 && d == 29 && !leap);
}

std::string iso(int y, int m, int d) {
  std::array<char, 16> buf{};
  const auto n = std::snprintf(buf.data(), buf.size(), "%04d-%02d-%02d", y, m, d);
  return std::string(buf.data(), static_cast<std::size_t>(std::max(n, 0)));
}

int year_of(int y) { return y < 100 ? 2000 + y : y; }

// The first date in `s`, and its offset in `s`.
std::optional<std::pair<std::size_t, std::string>> first_date(std::string_view s) {
  static const RE2 iso_re(R"(\b(\d{4})-(\d{1,2})-(\d{1,2})\b)");
  static const RE2 numeric_re(R"(\b(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})\b)");
  static const RE2 day_month_re(
      R"((?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4}))");
  static const RE2 month_day_re(
      R"((?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}))");
  std::optional<std::pair<std::size_t, std::string>> best;
  const auto offer = [&best](std::size_t at, int y, int m, int d) {
    if (valid_date(y, m, d) && (!best || at < best->first)) {
      best = std::make_pair(at, iso(y, m, d));
    }
  };
  std::array<re2::StringPiece, 4> g;
  const re2::StringPiece input(s.data(), s.size());
  if (iso_re.Match(input, 0, s.size(), RE2::UNANCHORED, g.data(), 4)) {
    offer(static_cast<std::size_t>(g[0].data() - s.data()), std::stoi(std::string(g[1])), std::stoi(std::string(g[2])),
          std::stoi(std::string(g[3])));
  }
  if (numeric_re.Match(input, 0, s.size(), RE2::UNANCHORED, g.data(), 4)) {
    const int a = std::stoi(std::string(g[1]));
    const int b = std::stoi(std::string(g[2]));
    const int y = year_of(std::stoi(std::string(g[3])));
    const auto at = static_cast<std::size_t>(g[0].data() - s.data());
    if (b > 12 && a <= 12) {
      offer(at, y, a, b);  // month-first only when the day cannot be a month
    } else {
      offer(at, y, b, a);
    }
  }
  if (day_month_re.Match(input, 0, s.size(), RE2::UNANCHORED, g.data(), 4)) {
    offer(static_cast<std::size_t>(g[0].data() - s.data()), std::stoi(std::string(g[3])),
          month_of(std::string_view(g[2].data(), g[2].size())), std::stoi(std::string(g[1])));
  }
  if (month_day_re.Match(input, 0, s.size(), RE2::UNANCHORED, g.data(), 4)) {
    offer(static_cast<std::size_t>(g[0].data() - s.data()), std::stoi(std::string(g[3])),
          month_of(std::string_view(g[1].data(), g[1].size())), std::stoi(std::string(g[2])));
  }
  return best;
}

} // namespace

boost::json::value fill_date(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const std::span<const text::token> toks(ws.tokens);
  const auto& cues = plan_of(env, f).cues;
  std::size_t from = 0;
  while (const auto h = cues.find(ws, from, toks.size())) {
    from = h->end;
    const auto idx = ws.sentence_of_token[h->first];
    const auto last = std::min(ws.sentences.size() - 1, static_cast<std::size_t>(idx) + 1);
    const auto begin = toks[h->first].span.start;
    const auto end = std::min(ws.sentences[last].bytes.end, begin + 240);
    if (const auto d = first_date(ws.text.substr(begin, end - begin))) {
      return boost::json::string(d->second, env.storage);
    }
  }
  return nullptr;
}

// ---------------------------------------------------------------------------------------
// string-list

namespace {

void add_item(boost::json::array& out, std::string_view item) {
  item = trim(item);
  if (item.empty() || out.size() >= 20) {
    return;
  }
  // Already listed, ignoring ASCII case (what comparing `lower` of both would say).
  const auto same = [item](std::string_view v) {
    return v.size() == item.size() && std::equal(v.begin(), v.end(), item.begin(), [](char a, char b) {
             const auto l = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
             return l(a) == l(b);
           });
  };
  for (const auto& v : out) {
    if (same(std::string_view(v.as_string()))) {
      return;
    }
  }
  out.emplace_back(item);  // a string in the array's own storage
}

// Items of bytes [from, to): lines, bullets, commas and semicolons.
void split_items(const workspace& ws, std::size_t from, std::size_t to, boost::json::array& out) {
  std::size_t start = from;
  for (std::size_t i = from; i <= to; ++i) {
    const bool end = i == to;
    const char c = end ? '\n' : ws.text[i];
    if (c == '\n' || c == ',' || c == ';' || (c == '.' && (i + 1 >= to || ws.text[i + 1] == ' ' || ws.text[i + 1] == '\n'))) {
      auto piece = trim(ws.text.substr(start, i - start));
      while (!piece.empty() && (piece.front() == '-' || piece.front() == '*' || piece.front() == ' ')) {
        piece.remove_prefix(1);
      }
      add_item(out, piece);
      start = i + 1;
    }
  }
}

// Where a section's list ends: "Label: a, b, c" lists only its own line, then any lines
// that are bullets ("- x", "* x", "• x", "1. x"); a header alone on its line lists the
// lines under it.
std::size_t list_end(const workspace& ws, const section& sec) {
  const auto line_end = [&ws, &sec](std::size_t from) {
    const auto nl = ws.text.find('\n', from);
    return nl == std::string_view::npos || nl > sec.end ? sec.end : nl;
  };
  const auto first = line_end(sec.body_start);
  if (trim(ws.text.substr(sec.body_start, first - sec.body_start)).empty()) {
    return sec.end;
  }
  std::size_t end = first;
  while (end < sec.end) {
    auto line = ws.text.substr(end + 1, line_end(end + 1) - (end + 1));
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
      line.remove_prefix(1);
    }
    const bool bullet = !line.empty() && (line.front() == '-' || line.front() == '*' || line.starts_with("\xE2\x80\xA2") ||
                                          (line.size() > 1 && std::isdigit(static_cast<unsigned char>(line[0])) != 0 &&
                                           (line[1] == '.' || line[1] == ')')));
    if (!bullet) {
      break;
    }
    end = line_end(end + 1);
  }
  return end;
}

const section* section_named(const workspace& ws, const schema::field& f) {
  std::vector<section_kind> kinds{section_for_label(f.label)};
  for (const auto& h : f.hints) {
    kinds.push_back(section_for_label(h));
  }
  for (const auto kind : kinds) {
    for (const auto& s : ws.doc.sections) {
      if (kind != section_kind::none && s.kind == kind && s.end > s.body_start) {
        return &s;
      }
    }
  }
  return nullptr;
}

bool counting_mention(const workspace& ws, terminology::concept_ref ref) {
  return std::any_of(ws.matches.begin(), ws.matches.end(), [&ws, ref](const terminology::concept_match& m) {
    return m.ref() == ref && !ws.excluded(ws.context.assess(m.begin, m.end));
  });
}

} // namespace

boost::json::value fill_string_list(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const std::span<const text::token> toks(ws.tokens);
  boost::json::array out(env.storage);
  if (!f.item_values.empty()) {
    for (const auto& v : f.item_values) {
      cue_set one;
      one.add(enum_value_words(v));
      std::size_t from = 0;
      while (const auto h = one.find(ws, from, toks.size())) {
        from = h->end;
        if (!ws.excluded(ws.context.assess(toks[h->first].span.start, toks[h->end - 1].span.end))) {
          add_item(out, v);
          break;
        }
      }
    }
    return out.empty() ? boost::json::value(nullptr) : boost::json::value(std::move(out));
  }
  // The field's own section ("Past medical history:" for "Past medical history") lists
  // its items; a section found through a broader header ("Plan:" for "Advice") is used
  // only when the hints find nothing.
  const auto* sec = section_named(ws, f);
  if (sec != nullptr && (lower(trim(f.label)) == sec->label || f.hints.empty())) {
    split_items(ws, sec->body_start, list_end(ws, *sec), out);
    if (!out.empty()) {
      return out;
    }
  }
  const field_plan& plan = plan_of(env, f);
  const bool symptoms = plan.lists_symptoms;
  const bool conditions = plan.lists_conditions;
  const bool stopped = plan.lists_stopped;
  if (symptoms || conditions) {
    for (const auto& c : env.candidates) {
      if (symptoms ? (c.symptom && c.current) : (!c.symptom && c.history)) {
        add_item(out, c.display);
      }
    }
  }
  if (stopped) {
    for (const auto& m : ws.medications) {
      if (m.context == clinical::medication_context::stopped) {
        add_item(out, m.name);
      }
    }
  }
  if (plan.lists_procedures) {
    const auto& rows = tables().terms.investigations();
    for (const auto& i : env.facts.investigations) {
      for (const auto& r : rows) {
        if (r.name == i.name && r.kind == terminology::investigation_kind::procedure) {
          add_item(out, i.name);
        }
      }
    }
  }
  // Hints: a concept term is an item when the text affirms it; another hint introduces
  // the item ("avoid" → "avoid oily food").
  if (out.empty() || (!symptoms && !conditions && !stopped)) {
    const auto& terms = tables().terms;
    const auto& hint_phrases = plan_of(env, f).hint_phrases;
    for (std::size_t hi = 0; hi < f.hints.size(); ++hi) {
      const auto& h = f.hints[hi];
      if (const auto ref = terms.lookup(h); ref && ref->kind != terminology::concept_kind::phrase) {
        if (counting_mention(ws, *ref)) {
          add_item(out, terms.display_name(*ref));
        }
        continue;
      }
      const cue_set& one = hint_phrases[hi];  // made once with the field's plan
      std::size_t from = 0;
      while (const auto hit = one.find(ws, from, toks.size())) {
        from = hit->end;
        const auto& s = ws.sentence_at_token(hit->first);
        std::size_t end = hit->end;
        while (end < s.end && !text::is_sentence_break(ws.text, toks[end]) && !text::symbol_is(ws.text, toks[end], ",")) {
          ++end;
        }
        if (end > hit->end) {
          const auto b = toks[hit->first].span.start;
          std::string_view item = ws.text.substr(b, toks[end - 1].span.end - b);
          if (item.size() > 160) {
            item = item.substr(0, text::char_boundary(item, 160));
          }
          add_item(out, item);
        }
      }
    }
  }
  if (out.empty() && sec != nullptr) {
    split_items(ws, sec->body_start, list_end(ws, *sec), out);
  }
  return out.empty() ? boost::json::value(nullptr) : boost::json::value(std::move(out));
}

} // namespace cxs::domain::extraction::detail
