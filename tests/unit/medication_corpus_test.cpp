// Medication corpus check (issue 18): every line of tests/fixtures/medications/med_corpus.tsv
// (tuning part) and med_corpus_holdout.tsv (frozen part) goes through the whole embedded
// engine with one "Medications" medication-list field, and the listed medicines are compared
// with the line's label:
//   - present: the medicine must be listed (taken now, continued, prescribed, switched to);
//     when the line gives "dose=<value> <unit>", the listed dose must be that;
//   - absent: it must not be listed (stopped, held, switched from, only asked about, an
//     allergy, taken in the past).
// A listed item is the labelled medicine when the medicine table maps both to the same
// generic, or when all the label's words are in the item's generic or name.
// Target (issue 18): medications F1 >= 0.95 on unseen encounters. The tuning part prints each
// miss and must meet it; the held-out part prints only its figures (so nobody tunes on its
// lines) and is held to a floor at its latest measurement (docs/accuracy.md).

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/medications.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"
#include "tests/unit/corpus_tsv.hpp"

namespace ex = cxs::domain::extraction;
namespace term = cxs::domain::terminology;
namespace clin = cxs::domain::clinical;
namespace json = boost::json;

namespace {

struct med_case {
  std::size_t line = 0;
  std::string kind, lang, expect, medication, attrs, text;
  std::string round;  ///< the "# round N" marker above the line
};

std::vector<med_case> load(const std::string& file) {
  std::vector<med_case> out;
  for (auto& r : cxs::test::read_corpus_tsv(std::string(CXS_SOURCE_DIR) + "/tests/fixtures/medications/" + file, 6)) {
    out.push_back(
        med_case{r.line, r.cols[0], r.cols[1], r.cols[2], r.cols[3], r.cols[4], std::move(r.cols[5]), r.round});
  }
  return out;
}

const cxs::domain::schema::extraction_schema& medications_schema() {
  static const auto schema = cxs::test::one_field_schema("medications", "Medications", "medication-list");
  return schema;
}

const clin::medication_lexicon& lexicon() {
  static const auto lex = clin::medication_lexicon::parse(term::table_text(term::table_id::medicines));
  return lex;
}

bool all_words_in(const std::vector<std::string>& want, const std::vector<std::string>& in) {
  return !want.empty() && std::all_of(want.begin(), want.end(), [&](const std::string& w) {
    return std::find(in.begin(), in.end(), w) != in.end();
  });
}

bool same_medicine(const json::object& item, const std::string& label) {
  const std::string generic(item.at("generic").as_string());
  const std::string name(item.at("name").as_string());
  const auto* row = lexicon().lookup(label);
  const std::string want = row != nullptr ? row->generic : label;
  if (!generic.empty() && generic == want) {
    return true;
  }
  using cxs::bench::lower_alnum_words;
  const auto w = lower_alnum_words(label);
  return all_words_in(w, lower_alnum_words(generic)) || all_words_in(w, lower_alnum_words(name));
}

// "dose=500 mg" → the listed dose must be 500 mg; "-" → not checked.
bool dose_matches(const json::object& item, const std::string& attrs) {
  if (attrs.rfind("dose=", 0) != 0) {
    return true;
  }
  const auto spec = attrs.substr(5);
  const auto space = spec.find(' ');
  const double value = std::stod(spec.substr(0, space));
  const std::string unit = space == std::string::npos ? "" : spec.substr(space + 1);
  const auto& d = item.at("dose");
  if (!d.is_object()) {
    return false;
  }
  const auto& v = d.as_object().at("value");
  const double got = v.is_int64() ? static_cast<double>(v.as_int64()) : v.is_uint64() ? static_cast<double>(v.as_uint64()) : v.as_double();
  return std::fabs(got - value) < 1e-9 && d.as_object().at("unit").as_string() == unit;
}

struct score {
  std::size_t present = 0, found = 0, absent = 0, absent_listed = 0, doses = 0, doses_right = 0;
};

// Item-level F1 as aci_eval counts it: a found present line is a TP, a missed one an FN, an
// absent medicine listed an FP.
double f1_of(const score& s) {
  const double tp = static_cast<double>(s.found);
  return tp == 0 ? 0 : 2 * tp / (2 * tp + static_cast<double>(s.absent_listed) + static_cast<double>(s.present - s.found));
}

void print(const std::string& what, const score& s) {
  std::cout << what << ": present " << s.found << "/" << s.present << ", absent listed " << s.absent_listed << "/"
            << s.absent << ", doses right " << s.doses_right << "/" << s.doses << ", F1 " << f1_of(s) << "\n";
}

using scores = cxs::test::round_scores<score>;

scores run(const std::string& file, bool show) {
  scores all;
  for (const auto& mc : load(file)) {
    score* in_round = all.round_of_line(mc.round);
    score line;
    const auto result = ex::extract(mc.text, medications_schema());
    const auto& v = result.data.at("medications");
    std::vector<json::object> items;
    if (v.is_array()) {
      for (const auto& i : v.as_array()) {
        items.push_back(i.as_object());
      }
    }
    std::string listed;
    for (const auto& i : items) {
      listed += std::string(listed.empty() ? "" : ", ") + std::string(i.at("name").as_string()) + " (" +
                std::string(i.at("generic").as_string()) + ")";
    }
    const auto hit = std::find_if(items.begin(), items.end(),
                                  [&](const json::object& i) { return same_medicine(i, mc.medication); });
    const bool found = hit != items.end();
    if (mc.expect == "absent") {
      line.absent = 1;
      line.absent_listed = found ? 1 : 0;
      if (found && show) {
        std::cout << "  LISTED-ABSENT " << file << ":" << mc.line << " [" << mc.kind << "] " << mc.medication
                  << " <- " << listed << "\n";
      }
    } else {
      line.present = 1;
      line.found = found ? 1 : 0;
      if (!found && show) {
        std::cout << "  MISSED " << file << ":" << mc.line << " [" << mc.kind << "] " << mc.medication << " <- "
                  << (listed.empty() ? "(nothing)" : listed) << "\n";
      }
      if (mc.attrs != "-") {
        line.doses = 1;
        const bool right = found && dose_matches(*hit, mc.attrs);
        line.doses_right = right ? 1 : 0;
        if (found && !right && show) {
          std::cout << "  WRONG-DOSE " << file << ":" << mc.line << " " << mc.medication << " want " << mc.attrs
                    << " got " << json::serialize(hit->at("dose")) << "\n";
        }
      }
    }
    for (score* into : {&all.total, in_round}) {
      if (into != nullptr) {
        into->present += line.present;
        into->found += line.found;
        into->absent += line.absent;
        into->absent_listed += line.absent_listed;
        into->doses += line.doses;
        into->doses_right += line.doses_right;
      }
    }
  }
  print(file, all.total);
  for (const auto& [round, rs] : all.rounds) {
    print(file + ", round " + round, rs);
  }
  return all;
}

TEST(MedicationCorpus, TuningPart) {
  // First scored 0.800 (66/77 found, 22/37 absent listed); 0.954 after round 1's rules.
  // Round 3 (69 lines) first scored 0.903, 1.000 after its rules; all rounds 0.993.
  // Round 7 (107 lines, med14) first scored 0.866 (doses 6 of 14 right); its doses said in a
  // negotiation ("the hundred makes me jittery ... drop it back to fifty") are not all read,
  // so rounds 1-6 must have every dose right and round 7 keeps a floor.
  const auto all = run("med_corpus.tsv", true);
  const auto& s = all.total;
  EXPECT_GE(s.present, 60u);
  EXPECT_GE(f1_of(s), 0.95);
  const auto r7 = all.round("7");
  EXPECT_EQ(s.doses_right - r7.doses_right, s.doses - r7.doses);
  EXPECT_GE(r7.doses_right, 9u);
  EXPECT_GE(f1_of(r7), 0.93);
}

TEST(MedicationCorpus, HeldOutPart) {
  // The target (0.95) is not met: a floor at the latest measurement (round 1 first scored
  // 0.724, 0.847 after round 1's rules, 0.900 after round 3's; round 3 first scored 0.889 and
  // its rules left it there), so that a change that loses ground here fails.
  const auto all = run("med_corpus_holdout.tsv", false);
  const auto s = all.round("1");
  EXPECT_GE(s.present, 25u);
  EXPECT_GE(f1_of(s), 0.89);
  const auto r3 = all.round("3");
  EXPECT_GE(r3.present, 15u);
  EXPECT_GE(f1_of(r3), 0.88);
  // Round 7 (35 lines, med14) first scored 0.982 (28 of 28 found, 1 of 7 absent listed).
  const auto r7 = all.round("7");
  EXPECT_GE(r7.present, 25u);
  EXPECT_GE(f1_of(r7), 0.98);
}

} // namespace
