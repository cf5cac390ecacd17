#include "domain/extraction/summary.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/extraction/insights.hpp"
#include "domain/extraction/summary_phrases.hpp"
#include "domain/extraction/summary_sentences.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction {

using namespace summary_detail;

namespace {

// --- styles ------------------------------------------------------------------------

struct context {
  const clinical_facts& facts;
  const document& doc;
  std::vector<sentence> sentences;
  std::vector<const sentence*> ranking;
  std::vector<vital_view> vitals;
  std::vector<const clinical::medication_item*> medications;  ///< current only
  std::set<std::string, std::less<>> seen;                    ///< content words already said
};

section_kind section_of(const context& ctx, std::size_t offset) {
  return ctx.doc.sections.empty() ? section_kind::none : ctx.doc.section_at(offset).kind;
}

// --- patient --------------------------------------------------------------------------

std::string patient_style(context& ctx, std::size_t max_lines) {
  const auto& f = ctx.facts;
  struct line {
    int priority;  ///< lower is kept first when lines must be dropped
    std::size_t order;
    std::string text;
  };
  std::vector<line> lines;
  std::size_t order = 0;
  auto add = [&lines, &order, &ctx](int priority, std::string text) {
    add_words(text, ctx.seen);
    lines.push_back({priority, order++, std::move(text)});
  };

  if (!f.symptoms.empty()) {
    std::vector<std::string> items;
    for (const auto& s : f.symptoms) {
      items.push_back(lower_first(s));
    }
    if (const auto joined = join_and(items); !joined.empty()) {
      add(4, "You have " + joined + ".");
    }
  }
  std::vector<std::string> confirmed;
  std::vector<std::string> provisional;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    (d.status == "provisional" ? provisional : confirmed).push_back(lower_first(d.name));
  }
  if (!confirmed.empty()) {
    add(0, "You have been diagnosed with " + join_and(confirmed) + ".");
  }
  if (!provisional.empty()) {
    add(0, "The doctor thinks you may have " + join_and(provisional) + ".");
  }
  std::vector<std::string> readings;
  bool abnormal = false;
  for (const auto& v : ctx.vitals) {
    if (v.qualifier == "implausible") {
      continue;  // a reading the patient should not be told; it needs rechecking
    }
    abnormal = abnormal || !v.qualifier.empty();
    readings.push_back(plain_vital(v));
  }
  if (!readings.empty()) {
    add(abnormal ? 5 : 7, "Your readings: " + join(readings, ", ") + ".");
  }
  for (const auto* m : ctx.medications) {
    add(1, patient_medication(*m));
  }
  std::vector<std::string> ordered;
  std::vector<std::string> results;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    if (i.status == "resulted") {
      results.push_back(i.result.empty() ? i.name : i.name + " " + i.result);
    } else {
      ordered.push_back(i.name);
    }
  }
  if (const auto joined = join_and(ordered); !joined.empty()) {
    add(6, "Get these tests done: " + joined + ".");
  }
  if (const auto joined = join(results, ", "); !joined.empty()) {
    add(6, "Your test results: " + joined + ".");
  }
  std::string allergic;
  {
    std::vector<std::string> items;
    for (const auto& a : f.allergies) {
      if (!a.substance.empty()) {
        items.push_back(a.reaction.empty() ? a.substance : a.substance + " (" + a.reaction + ")");
      }
    }
    allergic = join_and(items);
  }
  if (!allergic.empty()) {
    add(3, "You are allergic to " + allergic + ".");
  } else if (f.no_known_allergies) {
    add(3, "You have no known drug allergies.");
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    add(2, "Follow-up: " + terminated(f.follow_up->text));
  }
  const std::size_t fact_lines = lines.size();
  const std::size_t budget = max_lines > fact_lines ? max_lines - fact_lines : 0;
  for (const auto* s : pick(ctx.ranking, budget, ctx.seen, [](const sentence& c) { return c.advice; })) {
    lines.push_back({8, order++, sentence_text(*s)});
  }
  if (lines.size() > max_lines) {
    std::stable_sort(lines.begin(), lines.end(), [](const line& a, const line& b) {
      return a.priority != b.priority ? a.priority < b.priority : a.order < b.order;
    });
    lines.resize(max_lines);
    std::sort(lines.begin(), lines.end(), [](const line& a, const line& b) { return a.order < b.order; });
  }
  std::vector<std::string> texts;
  for (auto& l : lines) {
    texts.push_back(std::move(l.text));
  }
  return join(texts, "\n");
}

// --- SOAP / SBAR ---------------------------------------------------------------------

// Index of a fact group's letter: SOAP S O A P, SBAR S B A R.
std::size_t letter_of(fact_group g, bool sbar) {
  switch (g) {
    case fact_group::subjective:
      return 0;
    case fact_group::objective:
      return sbar ? 2 : 1;
    case fact_group::background:
      return sbar ? 1 : 0;
    case fact_group::assessment:
      return 2;
    case fact_group::plan:
      return 3;
  }
  return 0;
}

std::string four_letter_style(context& ctx, std::size_t max_lines, bool sbar) {
  const auto& f = ctx.facts;
  std::array<std::vector<std::string>, 4> items;
  const std::string symptoms = symptoms_text(f);
  if (!symptoms.empty()) {
    items[0].push_back("Complaints: " + symptoms);
  }
  std::vector<std::string> vitals_all;
  std::vector<std::string> vitals_abnormal;
  std::vector<std::string> vitals_normal;
  for (const auto& v : ctx.vitals) {
    vitals_all.push_back(clinical_vital(v));
    (v.qualifier.empty() ? vitals_normal : vitals_abnormal).push_back(clinical_vital(v));
  }
  if (sbar && !vitals_abnormal.empty()) {
    items[0].push_back("abnormal vitals: " + join(vitals_abnormal, ", "));
  }
  const std::string allergies = allergies_line(f);
  if (!allergies.empty()) {
    items[sbar ? 1 : 0].push_back(allergies);
  }
  std::vector<std::string> history;
  std::vector<std::string> diagnoses;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    const bool past = section_of(ctx, d.evidence.start) == section_kind::past_history;
    (sbar && past ? history : diagnoses).push_back(diagnosis_text(d, !sbar));
  }
  if (!history.empty()) {
    items[1].push_back("History: " + join(history, ", "));
  }
  if (!diagnoses.empty()) {
    items[2].push_back(join(diagnoses, "; "));
  }
  if (!sbar && !vitals_all.empty()) {
    items[1].push_back(join(vitals_all, ", "));
  }
  if (sbar && !vitals_normal.empty()) {
    // The situation already states the abnormal ones.
    items[2].push_back((vitals_abnormal.empty() ? "Vitals: " : "Other vitals: ") + join(vitals_normal, ", "));
  }
  std::vector<std::string> results;
  std::vector<std::string> ordered;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    (i.status == "resulted" ? results : ordered).push_back(i.status == "resulted" ? investigation_result(i) : i.name);
  }
  if (!results.empty()) {
    items[sbar ? 2 : 1].push_back("Results: " + join(results, ", "));
  }
  std::vector<std::string> regular;
  for (const auto* m : ctx.medications) {
    const bool taken_before = section_of(ctx, m->evidence.start) == section_kind::medications;
    if (sbar && taken_before) {
      regular.push_back(clinical_medication(*m));
    } else {
      items[3].push_back(upper_first(clinical_medication(*m)));
    }
  }
  if (!regular.empty()) {
    items[1].push_back("Regular medicines: " + join(regular, ", "));
  }
  if (!ordered.empty()) {
    items[3].push_back("Investigations: " + join(ordered, ", "));
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    items[3].push_back("Follow-up: " + f.follow_up->text);
  }

  std::array<std::string, 4> letters{};
  bool any_fact = false;
  for (std::size_t l = 0; l < 4; ++l) {
    for (auto& item : items[l]) {
      item = upper_first(item);
    }
    letters[l] = join(items[l], "; ");
    any_fact = any_fact || !letters[l].empty();
    add_words(letters[l], ctx.seen);
  }
  // A letter without facts takes its best sentence.
  std::array<std::vector<std::string>, 4> continuation;
  for (std::size_t l = 0; l < 4; ++l) {
    if (!letters[l].empty()) {
      continue;
    }
    const auto chosen = pick(ctx.ranking, 1, ctx.seen, [l, sbar](const sentence& s) {
      return letter_of(s.group, sbar) == l;
    });
    if (!chosen.empty()) {
      letters[l] = sentence_text(*chosen.front());
      any_fact = true;
    }
  }
  if (!any_fact) {
    return "";
  }
  const std::size_t extra = max_lines > 4 ? max_lines - 4 : 0;
  for (const auto* s : pick(ctx.ranking, extra, ctx.seen, [](const sentence&) { return true; })) {
    continuation[letter_of(s->group, sbar)].push_back("  " + sentence_text(*s));
  }

  static constexpr std::array<std::string_view, 4> soap{"S", "O", "A", "P"};
  static constexpr std::array<std::string_view, 4> sbar_names{"S", "B", "A", "R"};
  std::array<std::string, 4> heads;
  for (std::size_t l = 0; l < 4; ++l) {
    const auto name = sbar ? sbar_names[l] : soap[l];
    heads[l] = std::string(name) + ": " + (letters[l].empty() ? std::string("not recorded.") : terminated(letters[l]));
  }
  std::vector<std::string> out;
  if (max_lines >= 4) {
    for (std::size_t l = 0; l < 4; ++l) {
      out.push_back(heads[l]);
      for (auto& c : continuation[l]) {
        out.push_back(std::move(c));
      }
    }
  } else if (max_lines == 3) {
    out = {heads[0], heads[1], heads[2] + " " + heads[3]};
  } else if (max_lines == 2) {
    out = {heads[0] + " " + heads[1], heads[2] + " " + heads[3]};
  } else {
    out = {heads[0] + " " + heads[1] + " " + heads[2] + " " + heads[3]};
  }
  return join(out, "\n");
}

// --- executive --------------------------------------------------------------------

std::string executive_style(context& ctx, std::size_t max_lines) {
  const auto& f = ctx.facts;
  std::vector<std::string> head;
  const std::string symptoms = symptoms_text(f);
  if (!symptoms.empty()) {
    head.push_back("Presenting with " + symptoms + ".");
  }
  std::vector<std::string> vitals;
  for (const auto& v : ctx.vitals) {
    vitals.push_back(clinical_vital(v));
  }
  std::vector<std::string> diagnoses;
  for (const auto& d : f.diagnoses) {
    if (d.name.empty()) {
      continue;
    }
    diagnoses.push_back(diagnosis_text(d, false));
  }
  std::vector<std::string> results;
  std::vector<std::string> plan;
  for (const auto* m : ctx.medications) {
    plan.push_back(clinical_medication(*m));
  }
  std::vector<std::string> ordered;
  for (const auto& i : f.investigations) {
    if (i.name.empty()) {
      continue;
    }
    (i.status == "resulted" ? results : ordered).push_back(i.status == "resulted" ? investigation_result(i) : i.name);
  }
  if (!ordered.empty()) {
    plan.push_back("investigations: " + join(ordered, ", "));
  }
  // Findings, then the plan, then what closes a handover paragraph.
  std::vector<std::string> findings;
  if (!vitals.empty()) {
    findings.push_back("Vitals: " + join(vitals, ", ") + ".");
  }
  if (!results.empty()) {
    findings.push_back("Results: " + join(results, ", ") + ".");
  }
  if (!diagnoses.empty()) {
    findings.push_back("Assessment: " + join(diagnoses, "; ") + ".");
  }
  std::vector<std::string> plan_part;
  if (!plan.empty()) {
    plan_part.push_back("Plan: " + join(plan, "; ") + ".");
  }
  std::vector<std::string> closing;
  const std::string allergies = allergies_line(f);
  if (!allergies.empty()) {
    closing.push_back(terminated(allergies));
  }
  if (f.follow_up && !f.follow_up->text.empty()) {
    closing.push_back("Follow-up: " + terminated(f.follow_up->text));
  }
  for (const auto* part : {&head, &findings, &plan_part, &closing}) {
    for (const auto& p : *part) {
      add_words(p, ctx.seen);
    }
  }
  const bool no_facts = head.empty() && findings.empty() && plan_part.empty() && closing.empty();
  const std::size_t budget = std::min<std::size_t>(no_facts ? std::max<std::size_t>(max_lines, 1) : max_lines - 1, 3);
  // Quoted sentences: context after the presentation, advice after the plan.
  for (const auto* s : pick(ctx.ranking, budget, ctx.seen, [](const sentence&) { return true; })) {
    (s->advice ? plan_part : head).push_back(sentence_text(*s));
  }
  std::vector<std::string> parts;
  for (auto* part : {&head, &findings, &plan_part, &closing}) {
    for (auto& p : *part) {
      parts.push_back(std::move(p));
    }
  }
  return join(parts, " ");
}

} // namespace

std::optional<summary_style> summary_style_from_name(std::string_view name) noexcept {
  if (name == "patient") {
    return summary_style::patient;
  }
  if (name == "handover") {
    return summary_style::handover;
  }
  if (name == "executive") {
    return summary_style::executive;
  }
  if (name == "progress-note") {
    return summary_style::progress_note;
  }
  return std::nullopt;
}

std::string_view summary_style_name(summary_style style) noexcept {
  switch (style) {
    case summary_style::patient:
      return "patient";
    case summary_style::handover:
      return "handover";
    case summary_style::executive:
      return "executive";
    case summary_style::progress_note:
      return "progress-note";
  }
  return "patient";
}

std::string summarize(const clinical_facts& facts, summary_style style, int max_lines) {
  const auto lines = static_cast<std::size_t>(std::clamp(max_lines, 1, max_summary_lines));
  // Hand-built facts may carry no document analysis; the sentences need one.
  std::optional<document> own_doc;
  const bool doc_usable = !facts.doc.sections.empty() && facts.doc.text.data() == facts.text.data() &&
                          facts.doc.text.size() == facts.text.size();
  if (!doc_usable) {
    own_doc = analyse(facts.text);
  }
  context ctx{facts, doc_usable ? facts.doc : *own_doc, {}, {}, {}, {}, {}};
  ctx.sentences = split_sentences(ctx.doc, facts.text);
  score_sentences(ctx.sentences, facts);
  ctx.ranking = ranked(ctx.sentences);
  ctx.vitals = vital_views(facts.vitals.block);
  // The words of every fact's evidence count as said: a sentence that only restates
  // rendered facts ("your temperature is 101") adds nothing.
  for (const auto& span : evidence_spans(facts)) {
    if (span.start < span.end && span.end <= facts.text.size()) {
      add_words(facts.text.substr(span.start, span.end - span.start), ctx.seen);
    }
  }
  for (const auto& m : facts.medications) {
    if (is_current(m) && !(m.name.empty() && m.generic.empty())) {
      ctx.medications.push_back(&m);
    }
  }
  std::string out;
  switch (style) {
    case summary_style::patient:
      out = patient_style(ctx, lines);
      break;
    case summary_style::handover:
      out = four_letter_style(ctx, lines, true);
      break;
    case summary_style::progress_note:
      out = four_letter_style(ctx, lines, false);
      break;
    case summary_style::executive:
      out = executive_style(ctx, lines);
      break;
  }
  return out;
}

} // namespace cxs::domain::extraction
