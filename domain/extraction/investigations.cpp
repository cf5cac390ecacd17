// Investigations: LOINC-table mentions (labs, imaging, procedures; vital-sign rows are the
// vitals block's business) with a status.
//
// Status of a mention, from its sentence:
//  - "resulted" when a result is stated: a number or a result word right after the name
//    ("HbA1c 8.2", "x-ray was normal", "CBC showed anaemia", "came back positive"), or a
//    result cue before it ("your x-ray shows", "looking at your labs", "show me the MRI");
//  - else "ordered" when an ordering word is in the sentence ("order", "get", "send for",
//    "advised", "let's do", "we'll check", "schedule", "refer for") or the mention lies in
//    the plan zone;
//  - else "resulted" when the sentence says it was done ("had", "did", "done"), else
//    "ordered".
// A test named several times is listed once; a resulted mention with a result wins.
// A single analyte of a routine panel is listed as its panel, with the analyte named in
// the result ("Lipid panel", result "Total cholesterol: 240"): tests are ordered and
// reported as panels, and a list of six liver enzymes is one liver function test.
// Negated mentions ("no need for an MRI") and other people's tests are dropped, as are
// mentions in a conditional clause ("if it gets worse we'll get an MRI") when the
// negation prior is on.

#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <span>
#include <unordered_map>

namespace cxs::domain::extraction::detail {
namespace {

const cue_set& result_after_cues() {
  static const cue_set cues{"showed",   "shows",     "show",        "showing",     "revealed",   "reveals",
                            "was normal", "is normal", "were normal", "are normal", "came back", "come back",
                            "normal",   "abnormal",  "elevated",    "unremarkable", "positive",   "negative",
                            "demonstrated", "demonstrates", "consistent with", "was fine", "looked good",
                            "looks good", "looked normal", "looks normal", "is high", "was high", "is low",
                            "was low",  "results",   "result",      "reading",     "value",      "level was",
                            "levels were", "was elevated", "is elevated", "was okay", "is okay", "looks fine",
                            "looked fine", "found",  "indicated",   "indicates",   "confirmed",  "suggests",
                            "suggested", "grew", "grew out", "isolated",
                            // "USG abdomen s/o grade 1 fatty liver" (Indian reports: suggestive of)
                            "s/o", "suggestive of", "reactive", "non-reactive", "non reactive", "nonreactive",
                            "detected", "not detected",
                            // "the chest x-ray is clear", "dexa t score is minus 2.7"
                            "is clear", "was clear", "were clear", "t score", "t-score"};
  return cues;
}

const cue_set& result_before_cues() {
  static const cue_set cues{"show me",       "looking at",   "look at",     "looked at",  "reviewed",
                            "review of",     "reviewing",    "results of",  "result of",  "your recent",
                            "based on",      "according to", "i see",       "we see",     "we saw",
                            "i saw",         "we got",       "we received", "came back",  "had an",
                            "had a",         "had the",      "did an",      "did a",      "did the",
                            "done",          "was done",     "performed",   "went over",  "go over",
                            // a result before the test: "covid-19 positive on rapid antigen test"
                            "positive on",   "negative on",  "positive by", "negative by",
                            // "fatty liver seen on ultrasound", "given the clear chest x-ray"
                            "seen on",       "shown on",     "noted on",    "found on",   "visible on",
                            "seen in",       "clear",        "unremarkable"};
  return cues;
}

const cue_set& order_cues() {
  static const cue_set cues{"order",        "ordering",     "ordered",      "get",          "getting",
                            "send",         "sending",      "schedule",     "scheduling",   "advise",
                            "advised",      "let's do",     "lets do",      "we'll check",  "well check",
                            "we will check", "check",       "recommend",    "recommending", "refer",
                            "referral",     "go ahead",     "repeat",       "obtain",       "arrange",
                            "request",      "requested",    "want you to",  "i'd like",     "id like",
                            "sent",         "drawn",
                            "i want",       "need",         "plan",         "planning",     "set up",
                            "book",         "do a",         "do an",        "do some",      "get done",
                            "karwa lo",     "karwao",       "kara lo"};
  return cues;
}

const cue_set& done_cues() {
  static const cue_set cues{"had", "did", "done", "was", "were", "last"};
  return cues;
}

const cue_set& lead_words() {
  static const cue_set cues{"was", "were", "is", "are", "that", "which", "it", "has", "have", "also", "just"};
  return cues;
}

bool is_number(const text::token& t) { return t.kind == text::token_kind::number; }

// Words that continue an investigation's name: "vitamin d level", "thyroid test".
bool lab_word(std::string_view text, const text::token& t) {
  return text::word_is(text, t, "level") || text::word_is(text, t, "levels") || text::word_is(text, t, "test") ||
         text::word_is(text, t, "tests") || text::word_is(text, t, "panel") || text::word_is(text, t, "count");
}

// The matches that begin at or after byte `at` (ws.matches is in text order): a mention's
// later neighbours without a walk from the text's start.
std::span<const terminology::concept_match> matches_from(const workspace& ws, std::size_t at) {
  const auto it = std::lower_bound(ws.matches.begin(), ws.matches.end(), at,
                                   [](const terminology::concept_match& m, std::size_t b) { return m.begin < b; });
  return {it, ws.matches.end()};
}

struct panel_of {
  std::string_view panel;
  std::initializer_list<std::string_view> analytes;
};

// Analyte row → its panel's row (rows named as in loinc.tsv; absent rows are skipped).
const std::unordered_map<std::uint32_t, std::uint32_t>& panels() {
  static const auto map = [] {
    const panel_of groups[] = {
        {"Lipid panel",
         {"Total cholesterol", "Triglycerides", "HDL cholesterol", "LDL cholesterol (calculated)",
          "LDL cholesterol (direct)", "VLDL cholesterol (calculated)"}},
        {"Hepatic function panel",
         {"Alanine aminotransferase", "Aspartate aminotransferase", "Alkaline phosphatase", "Total bilirubin",
          "Direct bilirubin", "Gamma-glutamyl transferase", "Total protein", "Albumin"}},
        {"Complete blood count",
         {"Haemoglobin", "Haematocrit", "White blood cell count", "Red blood cell count", "Platelet count",
          "Mean corpuscular volume", "Mean corpuscular haemoglobin", "Mean corpuscular haemoglobin concentration",
          "Red cell distribution width", "Neutrophils percent", "Lymphocytes percent", "Monocytes percent",
          "Eosinophils percent", "Basophils percent", "Absolute eosinophil count", "Absolute neutrophil count"}},
        {"Renal function panel", {"Creatinine", "Urea", "Urea nitrogen (BUN)", "eGFR (CKD-EPI 2021)"}},
        {"Basic metabolic panel", {"Sodium", "Potassium", "Chloride", "Bicarbonate (total CO2)"}},
        {"Thyroid panel",
         {"Thyroid stimulating hormone", "Free thyroxine (free T4)", "Total thyroxine (T4)",
          "Total triiodothyronine (T3)", "Free triiodothyronine (free T3)"}},
        {"Iron studies", {"Iron", "Ferritin", "Total iron binding capacity"}},
    };
    const auto& rows = tables().terms.investigations();
    const auto row_of = [&rows](std::string_view name) -> std::optional<std::uint32_t> {
      for (std::uint32_t i = 0; i < rows.size(); ++i) {
        if (rows[i].name == name) {
          return i;
        }
      }
      return std::nullopt;
    };
    std::unordered_map<std::uint32_t, std::uint32_t> out;
    for (const auto& g : groups) {
      const auto panel = row_of(g.panel);
      for (const auto a : g.analytes) {
        const auto analyte = row_of(a);
        if (panel && analyte) {
          out.emplace(*analyte, *panel);
        }
      }
    }
    return out;
  }();
  return map;
}

} // namespace

// "i'll order an echocardiogram and a tsh": an analyte listed after a test already read as
// ordered, with only list words between (and, or, a comma, an article, "also"), is ordered
// with it. `ordered` holds the token spans of the mentions read as ordered so far.
bool listed_after_an_order(const workspace& ws, const std::vector<std::pair<std::size_t, std::size_t>>& ordered,
                           std::size_t sentence_first, std::size_t first) {
  static const cue_set list_words{"and", "or", ",", "a", "an", "the", "also", "plus", "with", "as well as"};
  std::size_t k = first;
  while (k > sentence_first) {
    const auto it = std::find_if(ordered.begin(), ordered.end(), [k](const auto& span) { return span.second == k; });
    if (it != ordered.end()) {
      return k != first;  // a list word stood between ("echo tsh" is no list)
    }
    const auto hit = list_words.find(ws.text, ws.tokens, k - 1, k);
    if (!hit || hit->first != k - 1) {
      return false;
    }
    --k;
  }
  return false;
}

// The row of "<test> <site>" for "<test> of (the|your|left…) <site>", up to three site
// words, longest first, with the byte the site ends at; nullopt when the terminology has no
// such row.
std::optional<std::pair<std::uint32_t, std::size_t>> site_after_of(const workspace& ws, const sentence& sent,
                                                                   std::size_t next, std::size_t begin,
                                                                   std::size_t end) {
  const std::span<const text::token> toks(ws.tokens);
  if (next >= sent.end || !text::word_is(ws.text, toks[next], "of")) {
    return std::nullopt;
  }
  static const cue_set skipped{"the", "your", "his", "her", "my", "a", "an", "their", "left", "right", "both"};
  std::size_t k = next + 1;
  while (k < sent.end && skipped.find(ws.text, toks, k, k + 1)) {
    ++k;
  }
  const std::string_view test = ws.text.substr(begin, end - begin);
  for (std::size_t words = std::min<std::size_t>(3, sent.end - std::min(sent.end, k)); words > 0; --words) {
    std::string term(test);
    bool plain = true;
    for (std::size_t w = k; w < k + words; ++w) {
      plain = plain && toks[w].kind == text::token_kind::word;
      term += ' ';
      term += text::token_text(ws.text, toks[w]);
    }
    if (!plain) {
      continue;
    }
    if (const auto ref = tables().terms.lookup(term);
        ref && ref->kind == terminology::concept_kind::investigation) {
      return std::pair{ref->row, toks[k + words - 1].span.end};
    }
  }
  return std::nullopt;
}

std::vector<investigation_fact> find_investigations(const workspace& ws) {
  const auto& terms = tables().terms;
  const auto& rows = terms.investigations();
  std::vector<investigation_fact> out;
  std::unordered_map<std::uint32_t, std::size_t> index;
  const std::span<const text::token> toks(ws.tokens);
  std::vector<std::pair<std::size_t, std::size_t>> ordered_spans;  // tokens of mentions read as ordered
  std::vector<bool> own_value_of;  // per fact of `out`: its result is a lab line's value ("Sodium: 131")

  for (const auto& m : ws.matches) {
    std::optional<std::uint32_t> row;
    if (m.kind == terminology::concept_kind::investigation) {
      row = m.row;
    } else if (m.alternative && m.alternative->kind == terminology::concept_kind::investigation) {
      const auto next = ws.token_at(m.end);
      if (next < toks.size() && lab_word(ws.text, toks[next])) {
        row = m.alternative->row;
      }
    }
    if (!row || *row >= rows.size() || rows[*row].kind == terminology::investigation_kind::vital) {
      continue;
    }
    const auto ctx = ws.context.assess(m.begin, m.end);
    if (ws.options.negation && ctx.who != clinical::experiencer::patient) {
      continue;
    }
    const auto first = ws.token_at(m.begin);
    // "S. uric acid 8.2": a term whose abbreviation's dot ended a sentence is read in the
    // sentence of its last word, where its result is.
    const auto& first_sentence = ws.sentence_at_token(first);
    const auto& sent =
        m.end > first_sentence.bytes.end ? ws.sentence_at_token(ws.token_at(m.end) - 1) : first_sentence;
    // "an mri of your lumbar spine", "x-ray of the left knee": the site after "of" makes the
    // row the site's one ("MRI spine") when the terminology has it.
    std::size_t mention_end = m.end;
    if (const auto site = site_after_of(ws, sent, ws.token_at(m.end), m.begin, m.end)) {
      row = site->first;
      mention_end = site->second;
    }
    const auto last = ws.token_at(mention_end);  // first token past the mention

    // Status and result.
    std::string status;
    std::string result;
    std::size_t after = last;
    while (after < sent.end && lab_word(ws.text, toks[after])) {
      ++after;
    }
    const auto near_end = std::min(sent.end, after + 8);
    // "HbA1c 8.2", "cholesterol was 240", "creatinine of 1.2", "came back at 6.5".
    std::size_t value_at = after;
    while (value_at < std::min(sent.end, after + 3) && !is_number(toks[value_at]) &&
           toks[value_at].kind == text::token_kind::word) {
      static const cue_set linking{"was", "is", "were", "are", "of", "at", "came", "back", "about", "around", "now",
                                   "today"};
      if (!linking.find(ws.text, toks, value_at, value_at + 1)) {
        break;
      }
      ++value_at;
    }
    // "Troponin <0.01 x2", "CRP > 200": a bound is a result too.
    const bool bound = value_at + 1 < sent.end && value_at == after &&
                       (text::symbol_is(ws.text, toks[value_at], "<") || text::symbol_is(ws.text, toks[value_at], ">")) &&
                       is_number(toks[value_at + 1]);
    if (bound) {
      ++value_at;
    }
    const bool number_after = value_at < sent.end && is_number(toks[value_at]);
    auto res_after = result_after_cues().find(ws, after, near_end);
    // "HBsAg , anti-HCV and HIV non-reactive", "CBC , LFT , RFT and TSH normal": a result said
    // right after a list of tests is each one's, however long the list (its items and
    // separators only), and its text is the result's own words, not the rest of the list.
    bool shared_result = false;
    if (!number_after) {
      std::size_t list_end = mention_end;
      const std::size_t sentence_end_byte = toks[sent.end - 1].span.end;
      for (const auto& next : matches_from(ws, list_end)) {
        if (next.begin < list_end) {
          continue;  // overlaps the item before it
        }
        const auto gap = ws.text.substr(list_end, next.begin - list_end);
        const bool separators_only = gap.find_first_not_of(" ,") == std::string_view::npos || gap == " and " ||
                                     gap == " or " || gap == ", and " || gap == " & ";
        if (!separators_only || next.begin >= sentence_end_byte) {
          break;
        }
        list_end = next.end;
      }
      if (list_end > mention_end) {
        const auto from = ws.token_at(list_end);
        if (!res_after || res_after->first >= from) {
          // The result right after the list, not a later clause's.
          const auto at_list_end = result_after_cues().find(ws, from, std::min(sent.end, from + 4));
          if (at_list_end && at_list_end->first == from) {
            res_after = at_list_end;
            shared_result = true;
          }
        }
      }
    }
    // "get a chest x-ray to make sure it is clear", "to see if it is normal": a hoped-for
    // result is no result.
    if (res_after) {
      static const cue_set hoped{"if", "whether", "sure", "see", "hopefully", "hope"};
      if (hoped.find(ws, after, res_after->first)) {
        res_after.reset();
      }
    }
    // A negated mention is dropped ("no need for an mri"), unless a result follows it: the
    // test was done and its result is negative ("troponin negative x 2", "her covid test
    // came back negative"), which ConText reads as negating the name.
    if (ws.options.negation && ctx.negated && !number_after) {
      static const cue_set result_words{"negative", "positive", "normal", "abnormal", "unremarkable", "came back",
                                        "elevated", "reactive", "not detected"};
      if (!result_words.find(ws, after, near_end)) {
        continue;
      }
    }
    // Cues count within 25 tokens: transcribed turns run many sentences together.
    const auto win_first = first > sent.first + 25 ? first - 25 : sent.first;
    const auto win_end = std::min(sent.end, last + 25);
    const auto res_before = result_before_cues().find(ws, win_first, first);
    const auto order = order_cues().find(ws, win_first, win_end);
    // "MRI brain not indicated", "CT not required": not needed, although "indicated" is also a
    // result word ("the scan indicated").
    {
      static const cue_set not_indicated{"not indicated", "not required", "not warranted"};
      const auto hit = not_indicated.find(ws, last, std::min(sent.end, last + 3));
      if (ws.options.negation && hit && hit->first == last) {
        continue;
      }
    }
    // A test the patient refused or declined is neither ordered nor done.
    {
      static const cue_set refused{"refused", "refuses", "refusing", "declined", "declines", "declining",
                                   "not interested in"};
      const auto from = first > sent.first + 6 ? first - 6 : sent.first;
      if (ws.options.negation && refused.find(ws, from, std::min(sent.end, last + 4))) {
        continue;
      }
    }
    // "no need for an mri", "you don't need a ct": the test is not ordered (the order cue
    // "need" is in the words, and ConText does not read "no need" as a negation).
    if (ws.options.negation && !number_after && !res_after) {
      static const cue_set not_needed{"no need for", "no need of", "no need to", "don't need", "dont need",
                                      "do not need", "doesn't need", "does not need", "not needed", "no need"};
      const auto from = first > sent.first + 6 ? first - 6 : sent.first;
      if (not_needed.find(ws, from, std::min(sent.end, last + 3))) {
        continue;
      }
    }
    // A note's "ECG: STEMI anterior", "Echo: EF 35 %", "X-ray: no fracture": the test as a label,
    // its finding after the colon. Not "MRI: ordered", "CT: pending".
    static const cue_set not_a_finding{"ordered", "pending", "advised", "requested", "planned", "to",
                                       "sent", "awaited", "awaiting", "scheduled", "booked", "tomorrow", "today"};
    // A dash spaced on both sides labels too when the test opens its line ("ECG - NSR",
    // "2D echo - normal LV function"); inside a sentence it is a separator.
    const bool label_mark =
        after + 1 < sent.end &&
        (text::symbol_is(ws.text, toks[after], ":") ||
         (text::symbol_is(ws.text, toks[after], "-") && toks[after].space_before && toks[after + 1].space_before &&
          first <= sent.first + 1));
    const bool labelled = label_mark && !not_a_finding.find(ws.text, toks, after + 1, after + 2);
    // Awaited: "awaiting MRI brain results", "CT report pending": ordered, not resulted.
    static const cue_set awaited{"awaiting", "awaited", "pending", "yet to come", "to follow", "not back"};
    // Not a later test's: "RA factor positive , anti-CCP pending" has a result before the cue.
    const auto awaited_at = awaited.find(ws, first > sent.first + 3 ? first - 3 : sent.first, near_end);
    const bool pending = awaited_at && !(awaited_at->first > last && (number_after || (res_after && res_after->first < awaited_at->first)));
    // A lab line's value: the number right after the name or its colon ("Na 131", "K: 3.2").
    const bool lab_line_value = (number_after && (value_at == after || bound)) ||
                                (labelled && after + 1 < sent.end && is_number(toks[after + 1]));
    if (pending) {
      status = "ordered";
    } else if (number_after || res_after || labelled) {
      status = "resulted";
      auto from = shared_result ? res_after->first : labelled && !number_after && !res_after ? after + 1 : after;
      while (from < sent.end) {
        const auto lead = lead_words().find(ws.text, toks, from, from + 1);
        if (!lead || lead->first != from) {
          break;
        }
        from = lead->end;
      }
      if (from < sent.end) {
        const auto stop = toks[sent.end - 1];
        auto end_byte = text::is_sentence_break(ws.text, stop) ? stop.span.start : stop.span.end;
        // "Na 131, K 3.2, creatinine 1.4": a value said after a test ends where the next test is
        // named, so each test of a lab line keeps its own ("Sodium: 131", not the line's rest).
        // A heading's line is all its own ("BMP: Na 138, K 4.1, …").
        // In prose, a result ends where another test is named after its value: "your a1c came
        // back at seven point two , and your cholesterol was two ten". Not before the value
        // ("the ekg and troponin are normal" is one result of both) nor at the same test named
        // again ("a normal x-ray").
        const std::size_t value_end = number_after ? toks[value_at].span.end
                                      : res_after  ? toks[res_after->end - 1].span.end
                                                   : ws.text.size();
        // Another test: not a vital's word ("diastolic filling"), nor an analyte of the same
        // panel ("cholesterol of 247 , hdl of 66" is one lipid result).
        const auto panel_of = [](std::uint32_t r) {
          const auto p = panels().find(r);
          return p == panels().end() ? r : p->second;
        };
        const bool shared = text::word_is(ws.text, toks[from], "and") || text::word_is(ws.text, toks[from], "or");
        for (const auto& next : matches_from(ws, toks[from].span.start + 1)) {
          if (next.begin >= end_byte) {
            break;
          }
          if (next.kind != terminology::concept_kind::investigation) {
            continue;
          }
          if (lab_line_value) {
            end_byte = next.begin;
            break;
          }
          if (shared || next.begin < value_end || next.row >= rows.size() ||
              rows[next.row].kind == terminology::investigation_kind::vital ||
              panel_of(next.row) == panel_of(m.row)) {
            continue;
          }
          // Back to the clause break before it: "ten , so you are anemic , and we'll check
          // your iron" keeps "ten , so you are anemic".
          end_byte = next.begin;
          const auto clause = ws.text.substr(value_end, next.begin - value_end).rfind(',');
          if (clause != std::string_view::npos) {
            end_byte = value_end + clause;
          }
          break;
        }
        if (end_byte > toks[from].span.start) {
          std::string_view value = trim(ws.text.substr(toks[from].span.start, end_byte - toks[from].span.start));
          if (lab_line_value) {  // "Hb 8.9 - start iron", "K 3.2; recheck": the value's own item
            value = value.substr(0, std::min({value.find(", "), value.find(';'), value.find(" - ")}));
          }
          while (!value.empty()) {
            if (value.back() == ',' || value.back() == ';') {
              value = trim(value.substr(0, value.size() - 1));
            } else if (value.ends_with(" and") || value.ends_with(" or") || value.ends_with(" your") ||
                       value.ends_with(" the") || value.ends_with(" his") || value.ends_with(" her")) {
              value = trim(value.substr(0, value.rfind(' ')));
            } else {
              break;
            }
          }
          result = std::string(value);
        }
      }
    } else if (res_before && !order) {
      status = "resulted";
    } else if (order || ws.in_plan_zone(m.begin)) {
      status = "ordered";
    } else if (done_cues().find(ws, win_first, win_end)) {
      status = "resulted";
    } else {
      status = "ordered";
    }
    if (ws.options.negation && ctx.hypothetical && !ctx.uncertain && status == "ordered" && !order) {
      continue;  // "if it gets worse, an MRI" without an order: not (yet) requested
    }
    std::uint32_t listed_row = *row;
    if (const auto p = panels().find(*row); p != panels().end()) {
      // A bare analyte word is often diet or disease talk ("your sodium intake", "your
      // blood pressure and cholesterol"): it counts as a test only with a result, a
      // "level"/"test" word, or an order right before it.
      const bool named_test = after > last;
      // An order word just before, or an order said after a short list ("TSH and free T4 sent").
      static const cue_set ordered_after{"sent", "ordered", "requested", "drawn", "advised", "sent off"};
      const bool ordered_here = order_cues().find(ws, first > 4 ? first - 4 : 0, first).has_value() ||
                                ordered_after.find(ws, last, std::min(sent.end, last + 5)).has_value() ||
                                listed_after_an_order(ws, ordered_spans, sent.first, first);
      if (!number_after && !res_after && !named_test && !ordered_here) {
        continue;
      }
      listed_row = p->second;
      if (!result.empty()) {
        result = std::string(rows[*row].name) + ": " + result;
      }
    }
    if (result.size() > 160) {
      result.resize(text::char_boundary(result, 160));
    }

    if (status == "ordered") {
      ordered_spans.emplace_back(first, last);
    }
    // A heading's whole line ("BMP: Na 138, K 4.1, …") holds its analytes' values already.
    const bool heading_line = labelled && !number_after && !res_after && !result.empty();
    const bool own_value = lab_line_value && !heading_line;
    const auto [it, fresh] = index.try_emplace(listed_row, out.size());
    if (fresh) {
      own_value_of.push_back(own_value);
      investigation_fact f;
      f.name = std::string(rows[listed_row].name);
      f.loinc = std::string(rows[listed_row].loinc);
      f.status = std::move(status);
      f.result = std::move(result);
      f.evidence = {m.begin, mention_end};
      out.push_back(std::move(f));
      continue;
    }
    auto& f = out[it->second];
    // Two analytes of one panel with their lab-line values ("Na 131, K 3.2"): the panel keeps both.
    if (own_value && f.status == "resulted" && listed_row != *row && own_value_of[it->second] &&
        !f.result.empty() &&
        !result.empty() && f.result.size() + result.size() + 2 <= 160 && f.result.find(result) == std::string::npos) {
      f.result += "; " + result;
      continue;
    }
    if (status == "resulted" && (f.status != "resulted" || (f.result.empty() && !result.empty()))) {
      f.status = "resulted";
      f.result = std::move(result);
      f.evidence = {m.begin, mention_end};
      own_value_of[it->second] = own_value;
    }
  }
  // A generic row is dropped when a more specific one of the same test is listed
  // ("X-ray" beside "X-ray of knee").
  std::vector<bool> drop(out.size(), false);
  std::vector<std::vector<std::string>> words;
  words.reserve(out.size());
  for (const auto& f : out) {
    words.push_back(words_of(f.name));
    // "CT scan" is the generic CT ("CT abdomen" has no "scan"); "Bone scan" keeps its word.
    if (words.back().size() == 2 && words.back()[0] == "ct" && words.back()[1] == "scan") {
      words.back().pop_back();
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    const auto& mine = words[i];
    for (std::size_t j = 0; j < out.size() && !drop[i]; ++j) {
      const auto& theirs = words[j];
      drop[i] = i != j && mine.size() < theirs.size() &&
                std::all_of(mine.begin(), mine.end(), [&theirs](const std::string& w) {
                  return std::find(theirs.begin(), theirs.end(), w) != theirs.end();
                });
      // One test named twice ("show me the back x-ray … an x-ray of your lumbar spine"): the
      // specific row keeps the generic mention's result.
      if (drop[i] && out[i].status == "resulted" && out[j].status != "resulted") {
        out[j].status = "resulted";
        out[j].result = out[i].result;
      }
    }
  }
  std::vector<investigation_fact> kept;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (!drop[i]) {
      kept.push_back(std::move(out[i]));
    }
  }
  return kept;
}

} // namespace cxs::domain::extraction::detail
