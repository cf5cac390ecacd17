#include "domain/extraction/insights.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <re2/re2.h>

#include "domain/clinical/context.hpp"
#include "domain/extraction/insights_common.hpp"
#include "domain/extraction/insights_findings.hpp"
#include "domain/extraction/insights_medicines.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::extraction {

using namespace insights_detail;

namespace {

namespace json = boost::json;

// --- follow-up and the foundation checklist ------------------------------------------

bool has_body(std::string_view text, const section& s) {
  if (s.body_start >= s.end || s.end > text.size()) {
    return false;
  }
  return !trim(text.substr(s.body_start, s.end - s.body_start)).empty();
}

std::optional<text::byte_span> section_body(const document& doc, std::string_view text, section_kind kind) {
  for (const auto& s : doc.sections) {
    if (s.kind == kind && has_body(text, s)) {
      std::size_t b = s.body_start;
      std::size_t e = s.end;
      while (b < e && (text[b] == ' ' || text[b] == '\n' || text[b] == '\t' || text[b] == '\r')) {
        ++b;
      }
      while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\n' || text[e - 1] == '\t' || text[e - 1] == '\r')) {
        --e;
      }
      return text::byte_span{b, e};
    }
  }
  return std::nullopt;
}

struct check {
  bool present = false;
  std::vector<text::byte_span> evidence;
};

std::vector<text::byte_span> vital_evidence(const clinical::vitals_block& b) {
  std::vector<text::byte_span> out;
  if (b.blood_pressure) {
    out.push_back(b.blood_pressure->evidence);
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back((*r)->evidence);
    }
  }
  return out;
}

std::optional<text::byte_span> allergy_mention(std::string_view text) {
  static const RE2 re(R"((?i)\b(nkda|nka|no known (?:drug )?allerg\w*|allerg\w*)\b)");
  re2::StringPiece match;
  const re2::StringPiece input(text.data(), text.size());
  if (!re.ok() || !re.Match(input, 0, text.size(), RE2::UNANCHORED, &match, 1)) {
    return std::nullopt;
  }
  const auto begin = static_cast<std::size_t>(match.data() - text.data());
  return text::byte_span{begin, begin + match.size()};
}

// --- prior note -----------------------------------------------------------------------

struct prior_findings {
  std::vector<allergen> allergies;
  std::vector<std::pair<std::string, std::string>> conditions_not_mentioned;  ///< name, icd10
};

bool resolves_as_allergen(std::string_view phrase) {
  const auto lower = to_lower(phrase);
  for (const auto& alias : class_aliases) {
    if (lower == alias.word) {
      return true;
    }
  }
  const auto ref = terminology::default_terminology().lookup(lower);
  return ref && ref->kind == terminology::concept_kind::medicine;
}

// The longest leading run of at most three words of `phrase` that names a drug or class.
std::optional<std::string> leading_allergen(std::string_view phrase) {
  std::vector<std::string_view> words;
  std::size_t pos = 0;
  while (pos < phrase.size() && words.size() < 3) {
    while (pos < phrase.size() && phrase[pos] == ' ') {
      ++pos;
    }
    const auto end = phrase.find(' ', pos);
    const auto word = phrase.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (!word.empty()) {
      words.push_back(word);
    }
    if (end == std::string_view::npos) {
      break;
    }
    pos = end + 1;
  }
  for (std::size_t n = words.size(); n > 0; --n) {
    const auto begin = static_cast<std::size_t>(words.front().data() - phrase.data());
    const auto end = static_cast<std::size_t>(words[n - 1].data() - phrase.data()) + words[n - 1].size();
    const auto candidate = phrase.substr(begin, end - begin);
    if (resolves_as_allergen(candidate)) {
      return std::string(candidate);
    }
  }
  return std::nullopt;
}

prior_findings read_prior_note(std::string_view prior, const clinical_facts& facts,
                               const std::vector<allergen>& current_allergies) {
  prior_findings out;
  const clinical::context_document prior_ctx(prior);
  std::set<std::string> known;
  for (const auto& a : current_allergies) {
    known.insert(to_lower(a.substance));
  }
  auto add_allergen = [&out, &known, &prior_ctx](std::string_view phrase, std::size_t begin, std::size_t end) {
    for (const auto& part : split(phrase, " and ")) {
      for (const auto& piece : split(part, " or ")) {
        const auto found = leading_allergen(piece);
        if (!found || known.count(*found) != 0) {
          continue;
        }
        if (!affirmed(prior_ctx.assess(begin, end))) {
          continue;
        }
        known.insert(*found);
        auto a = allergen_of(*found, "", "", "");
        a.from_prior_note = true;
        out.allergies.push_back(std::move(a));
      }
    }
  };
  static const RE2 after_cue(
      R"((?i)\b(?:allergic to|allergy to|allergies to|allergy|allergies|allergic reaction to|reaction to)\s*[:\-]?\s*([a-z][a-z0-9 \-]{1,80}))");
  static const RE2 before_cue(R"((?i)\b([a-z][a-z\-]+(?: [a-z][a-z\-]+)?) (?:allergy|allergic))");
  const re2::StringPiece input(prior.data(), prior.size());
  for (const RE2* re : {&after_cue, &before_cue}) {
    if (!re->ok()) {
      continue;
    }
    re2::StringPiece m[2];
    std::size_t pos = 0;
    while (pos < prior.size() && re->Match(input, pos, prior.size(), RE2::UNANCHORED, m, 2)) {
      const auto begin = static_cast<std::size_t>(m[1].data() - prior.data());
      const auto end = begin + m[1].size();
      add_allergen(std::string_view(m[1].data(), m[1].size()), begin, end);
      const auto whole_end = static_cast<std::size_t>(m[0].data() - prior.data()) + m[0].size();
      pos = whole_end > pos ? whole_end : pos + 1;
    }
  }

  // Conditions of the prior note that the current text never names.
  const auto& term = terminology::default_terminology();
  std::set<std::uint32_t> mentioned_now;
  for (const auto& m : term.match(facts.text)) {
    if (m.kind == terminology::concept_kind::condition) {
      mentioned_now.insert(m.row);
    }
  }
  std::set<std::string> current_names;
  for (const auto& d : facts.diagnoses) {
    current_names.insert(to_lower(d.name));
  }
  std::set<std::uint32_t> listed;
  for (const auto& m : term.match(prior)) {
    if (m.kind != terminology::concept_kind::condition || mentioned_now.count(m.row) != 0 ||
        listed.count(m.row) != 0 || m.row >= term.conditions().size()) {
      continue;
    }
    const auto& row = term.conditions()[m.row];
    if (current_names.count(to_lower(row.name)) != 0 || !affirmed(prior_ctx.assess(m.begin, m.end))) {
      continue;
    }
    listed.insert(m.row);
    out.conditions_not_mentioned.emplace_back(std::string(row.name), std::string(row.icd10));
    if (out.conditions_not_mentioned.size() >= 10) {
      break;
    }
  }
  return out;
}

// --- output ---------------------------------------------------------------------------

json::array evidence_json(const std::vector<text::byte_span>& spans, const text::offset_map& offsets) {
  json::array out;
  for (const auto& s : spans) {
    json::object o;
    o["start"] = offsets.to_code_point(s.start);
    o["end"] = offsets.to_code_point(s.end);
    out.push_back(std::move(o));
  }
  return out;
}

json::object check_json(const check& c, const text::offset_map& offsets) {
  auto spans = c.evidence;
  std::sort(spans.begin(), spans.end(),
            [](const text::byte_span& a, const text::byte_span& b) { return a.start < b.start; });
  json::object o;
  o["present"] = c.present;
  o["evidence"] = evidence_json(spans, offsets);
  return o;
}

} // namespace

std::string_view vital_direction(std::string_view field, double value, double second) noexcept {
  if (field == "bloodPressure") {
    if (value >= 140 || second >= 90) {
      return "high";
    }
    if (value < 90 || second < 60) {
      return "low";
    }
    return "";
  }
  struct range {
    std::string_view field;
    double low;   ///< below is low
    double high;  ///< at or above is high
  };
  static constexpr std::array<range, 6> ranges{{
      {"heartRate", 60, 100.0001},  // > 100
      {"respiratoryRate", 12, 20.0001},
      {"temperature", 35, 38},
      {"spo2", 94, 1e9},
      {"bmi", 18.5, 25},
      {"bloodGlucose", 70, 126},
  }};
  for (const auto& r : ranges) {
    if (r.field == field) {
      if (value < r.low) {
        return "low";
      }
      if (value >= r.high) {
        return "high";
      }
      return "";
    }
  }
  return "";
}

json::object insights(const clinical_facts& facts, std::span<const schema::insight_kind> kinds,
                      std::string_view prior_note_summary) {
  std::array<bool, 6> wanted{};
  for (const auto k : kinds) {
    const auto i = static_cast<std::size_t>(k);
    if (i < wanted.size()) {
      wanted[i] = true;
    }
  }
  auto on = [&wanted](schema::insight_kind k) { return wanted[static_cast<std::size_t>(k)]; };

  const std::string_view text = facts.text;
  const text::offset_map offsets(text);
  std::optional<document> own_doc;
  const bool doc_usable = !facts.doc.sections.empty() && facts.doc.text.data() == text.data() &&
                          facts.doc.text.size() == text.size();
  if (!doc_usable) {
    own_doc = analyse(text);
  }
  const document& doc = doc_usable ? facts.doc : *own_doc;

  std::vector<std::pair<const clinical::medication_item*, drug_profile>> meds;
  for (const auto& m : facts.medications) {
    if (m.context == clinical::medication_context::current) {
      meds.emplace_back(&m, profile_of(m));
    }
  }
  std::vector<allergen> allergens;
  for (const auto& a : facts.allergies) {
    auto al = allergen_of(a.substance, a.drug_class, a.severity, a.reaction);
    al.evidence = a.evidence;
    allergens.push_back(std::move(al));
  }
  const bool has_prior = !trim(prior_note_summary).empty();
  std::optional<prior_findings> prior;
  if (has_prior) {
    prior = read_prior_note(prior_note_summary, facts, allergens);
  }

  std::vector<item> items;
  if (on(schema::insight_kind::abnormal_vitals)) {
    abnormal_vitals(facts, items);
  }
  if (on(schema::insight_kind::red_flags)) {
    const clinical::context_document ctx(text);
    red_flags(facts, ctx, items);
  }
  if (on(schema::insight_kind::drug_allergy)) {
    auto all = allergens;
    if (prior) {
      all.insert(all.end(), prior->allergies.begin(), prior->allergies.end());
    }
    drug_allergy(all, meds, items);
  }
  if (on(schema::insight_kind::duplicate_therapy)) {
    duplicate_therapy(meds, items);
  }
  if (on(schema::insight_kind::missing_follow_up) && !facts.follow_up && (!meds.empty() || !facts.diagnoses.empty())) {
    item it;
    it.kind = schema::insight_kind::missing_follow_up;
    it.code = "NO_FOLLOW_UP";
    it.level = severity::warning;
    it.title = "No follow-up instruction";
    it.detail = std::string(meds.empty() ? "A diagnosis is" : "Medicines are") +
                " recorded but no follow-up or review is; add when to return and what to watch for.";
    for (const auto& d : facts.diagnoses) {
      if (it.evidence.size() < 5) {
        it.evidence.push_back(d.evidence);
      }
    }
    for (const auto& [m, p] : meds) {
      if (it.evidence.size() < 5) {
        it.evidence.push_back(m->evidence);
      }
    }
    items.push_back(std::move(it));
  }

  json::value checklist = nullptr;
  if (on(schema::insight_kind::clinical_foundation)) {
    check complaint;
    if (const auto cc = section_body(doc, text, section_kind::chief_complaint)) {
      complaint.present = true;
      complaint.evidence.push_back(*cc);
    }
    for (const auto& s : facts.symptoms) {
      complaint.present = true;
      if (const auto at = find_word_ci(text, s); at && complaint.evidence.size() < 3) {
        complaint.evidence.push_back(*at);
      }
    }
    check vitals;
    vitals.evidence = vital_evidence(facts.vitals.block);
    vitals.present = !facts.vitals.block.empty();
    check assessment;
    for (const auto& d : facts.diagnoses) {
      assessment.present = true;
      assessment.evidence.push_back(d.evidence);
    }
    if (const auto a = section_body(doc, text, section_kind::assessment); a && !assessment.present) {
      assessment.present = true;
      assessment.evidence.push_back(*a);
    }
    check plan;
    for (const auto& [m, p] : meds) {
      plan.present = true;
      plan.evidence.push_back(m->evidence);
    }
    for (const auto& i : facts.investigations) {
      if (i.status != "resulted") {
        plan.present = true;
        plan.evidence.push_back(i.evidence);
      }
    }
    if (facts.follow_up) {
      plan.present = true;
      plan.evidence.push_back(facts.follow_up->evidence);
    }
    if (const auto p = section_body(doc, text, section_kind::plan); p && !plan.present) {
      plan.present = true;
      plan.evidence.push_back(*p);
    }
    check allergies;
    for (const auto& a : facts.allergies) {
      allergies.present = true;
      allergies.evidence.push_back(a.evidence);
    }
    if (allergies.evidence.empty()) {
      if (const auto mention = allergy_mention(text)) {
        allergies.present = true;
        allergies.evidence.push_back(*mention);
      }
    }
    allergies.present = allergies.present || facts.no_known_allergies;

    json::object list;
    list["chiefComplaint"] = check_json(complaint, offsets);
    list["vitals"] = check_json(vitals, offsets);
    list["assessment"] = check_json(assessment, offsets);
    list["plan"] = check_json(plan, offsets);
    list["allergies"] = check_json(allergies, offsets);
    checklist = std::move(list);

    struct missing {
      bool absent;
      std::string_view code;
      severity level;
      std::string_view title;
      std::string_view detail;
    };
    const std::array<missing, 5> missing_items{{
        {!complaint.present, "MISSING_CHIEF_COMPLAINT", severity::info, "No chief complaint",
         "The note does not state why the patient came."},
        {!vitals.present, "MISSING_VITALS", severity::info, "No vitals recorded",
         "No vital sign is recorded in the note."},
        {!assessment.present, "MISSING_ASSESSMENT", severity::info, "No assessment",
         "The note has no diagnosis or assessment."},
        {!plan.present, "MISSING_PLAN", severity::info, "No plan", "The note has no medicines, tests or follow-up."},
        {!allergies.present, "MISSING_ALLERGY_STATUS", meds.empty() ? severity::info : severity::warning,
         "Allergy status not recorded",
         "The note does not record allergies or their absence; ask before prescribing."},
    }};
    for (const auto& m : missing_items) {
      if (!m.absent) {
        continue;
      }
      item it;
      it.kind = schema::insight_kind::clinical_foundation;
      it.code = std::string(m.code);
      it.level = m.level;
      it.title = std::string(m.title);
      it.detail = std::string(m.detail);
      items.push_back(std::move(it));
    }
    if (prior) {
      for (const auto& [name, icd10] : prior->conditions_not_mentioned) {
        item it;
        it.kind = schema::insight_kind::clinical_foundation;
        it.code = "PRIOR_CONDITION_NOT_ADDRESSED";
        it.level = severity::info;
        it.title = "Not addressed: " + name;
        it.detail = "The prior note records " + name + "; this consult does not mention it.";
        items.push_back(std::move(it));
      }
    }
  }

  std::stable_sort(items.begin(), items.end(), [](const item& a, const item& b) {
    if (a.level != b.level) {
      return a.level < b.level;
    }
    const auto first = [](const item& i) {
      return i.evidence.empty() ? std::numeric_limits<std::size_t>::max() : i.evidence.front().start;
    };
    return first(a) < first(b);
  });

  json::object out;
  json::array list;
  std::array<std::int64_t, 3> counts{};
  for (const auto& it : items) {
    json::object o;
    o["kind"] = schema::kind_name(it.kind);
    o["code"] = it.code;
    o["severity"] = severity_name(it.level);
    o["title"] = it.title;
    o["detail"] = it.detail;
    o["evidence"] = evidence_json(it.evidence, offsets);
    ++counts[static_cast<std::size_t>(it.level)];
    list.push_back(std::move(o));
  }
  out["items"] = std::move(list);
  out["counts"] = json::object{{"critical", counts[0]}, {"warning", counts[1]}, {"info", counts[2]}};
  out["checklist"] = std::move(checklist);
  if (prior) {
    json::object p;
    json::array allergies;
    for (const auto& a : prior->allergies) {
      allergies.emplace_back(a.substance);
    }
    json::array conditions;
    for (const auto& [name, icd10] : prior->conditions_not_mentioned) {
      conditions.push_back(json::object{{"name", name}, {"icd10", icd10}});
    }
    p["allergies"] = std::move(allergies);
    p["conditionsNotMentioned"] = std::move(conditions);
    out["priorNote"] = std::move(p);
  } else {
    out["priorNote"] = nullptr;
  }
  return out;
}

} // namespace cxs::domain::extraction
