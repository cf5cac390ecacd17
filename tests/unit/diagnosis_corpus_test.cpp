// Diagnosis corpus check (issue 18): every line of tests/fixtures/diagnoses/dx_corpus.tsv
// (tuning part) and dx_corpus_holdout.tsv (frozen part) goes through the whole embedded engine
// with one "Diagnoses" diagnosis-list field, and the listed diagnoses are scored against the
// line's headings the way bench/aci_eval.cpp scores aci-dev (bench/diagnosis_match.hpp): a
// listed item matching a heading is a true positive, a heading nothing matches a false
// negative, a listed item matching neither a heading nor an optional condition a false
// positive. The corpus was written fresh, in new wording and other specialties than aci-dev,
// so that a rule fitted to aci-dev's phrasings shows here as no gain.
// Target (issue 18): diagnoses F1 >= 0.80 on unseen encounters. The tuning part prints each
// error and is held to a floor; the held-out part prints only its aggregate (so nobody tunes
// on its lines) and is held to a floor at its latest measurement (docs/accuracy.md).

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <boost/json.hpp>

#include "bench/diagnosis_match.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "tests/unit/corpus_tsv.hpp"
#include "bench/diagnosis_name_check.hpp"

namespace ex = cxs::domain::extraction;
namespace json = boost::json;

namespace {

struct dx_case {
  std::size_t line = 0;
  std::string kind;
  std::vector<std::string> headings, optional;
  std::string text;
  std::string round;  ///< the "# round N" marker above the line
};

std::vector<std::string> split_pipes(const std::string& s) {
  std::vector<std::string> out;
  if (s == "-") {
    return out;
  }
  std::size_t at = 0;
  while (at <= s.size()) {
    const auto bar = s.find('|', at);
    out.push_back(s.substr(at, bar == std::string::npos ? std::string::npos : bar - at));
    if (bar == std::string::npos) {
      break;
    }
    at = bar + 1;
  }
  return out;
}

// The corpus writes a dialogue on one line; ACI-Bench's dialogues (and transcripts) put each
// turn on a line of its own, which is how the engine finds speakers. A speaker tag inside
// the line (" [patient] ", " [doctor] ", " [mother] ", " [patient_guest] ", ACI-Bench's tag for a
// relative or carer, round 14) starts a new line here.
std::string turns_on_lines(std::string text) {
  for (std::size_t at = text.find(" ["); at != std::string::npos; at = text.find(" [", at + 1)) {
    const auto close = text.find("] ", at);
    if (close != std::string::npos && close - at <= 16) {
      text[at] = '\n';
    }
  }
  return text;
}

std::vector<dx_case> load(const std::string& file) {
  std::vector<dx_case> out;
  for (auto& r : cxs::test::read_corpus_tsv(std::string(CXS_SOURCE_DIR) + "/tests/fixtures/diagnoses/" + file, 5)) {
    out.push_back(
        dx_case{r.line, r.cols[0], split_pipes(r.cols[2]), split_pipes(r.cols[3]), turns_on_lines(std::move(r.cols[4])),
                r.round});
  }
  return out;
}

const cxs::domain::schema::extraction_schema& diagnoses_schema() {
  static const auto schema = cxs::test::one_field_schema("diagnoses", "Diagnoses", "diagnosis-list");
  return schema;
}

struct score {
  std::size_t lines = 0, tp = 0, fp = 0, fn = 0;
  std::size_t off_row = 0;  // names with a word neither of their terminology row nor a modifier (review nm1)
  [[nodiscard]] double f1() const { return tp == 0 ? 0 : 2.0 * tp / (2.0 * tp + fp + fn); }
  void add(const score& o) {
    lines += o.lines;
    tp += o.tp;
    fp += o.fp;
    fn += o.fn;
    off_row += o.off_row;
  }
};

void print(const std::string& what, const score& s) {
  const double p = s.tp + s.fp == 0 ? 0 : static_cast<double>(s.tp) / static_cast<double>(s.tp + s.fp);
  const double r = s.tp + s.fn == 0 ? 0 : static_cast<double>(s.tp) / static_cast<double>(s.tp + s.fn);
  std::cout << what << ": " << s.lines << " lines, TP " << s.tp << " FP " << s.fp << " FN " << s.fn << ", P " << p
            << " R " << r << " F1 " << s.f1() << "; names off their row " << s.off_row << "\n";
}

using scores = cxs::test::round_scores<score>;

scores run(const std::string& file, bool show) {
  scores all;
  for (const auto& dc : load(file)) {
    score* in_round = all.round_of_line(dc.round);
    score s;
    ++s.lines;
    const auto result = ex::extract(dc.text, diagnoses_schema());
    std::vector<std::string> listed;
    if (const auto& v = result.data.at("diagnoses"); v.is_array()) {
      for (const auto& i : v.as_array()) {
        listed.emplace_back(i.as_object().at("name").as_string());
        if (const auto why = cxs::bench::malformed_diagnosis_name(i.as_object()); !why.empty()) {
          ++s.off_row;
          if (show) {
            std::cout << "  OFF-ROW " << file << ":" << dc.line << " " << listed.back() << " (" << why << ")\n";
          }
        }
      }
    }
    std::vector<bool> used(dc.headings.size(), false);
    std::string errors;
    for (const auto& p : listed) {
      bool hit = false;
      for (std::size_t i = 0; i < dc.headings.size() && !hit; ++i) {
        if (!used[i] && cxs::bench::diagnosis_match(p, dc.headings[i], false)) {
          used[i] = hit = true;
        }
      }
      if (hit) {
        ++s.tp;
        continue;
      }
      const auto matches = [&p](const std::string& o) { return cxs::bench::diagnosis_match(p, o, false); };
      if (std::none_of(dc.optional.begin(), dc.optional.end(), matches) &&
          std::none_of(dc.headings.begin(), dc.headings.end(), matches)) {
        ++s.fp;
        errors += " FP: " + p + ";";
      }
    }
    for (std::size_t i = 0; i < dc.headings.size(); ++i) {
      if (!used[i]) {
        ++s.fn;
        errors += " FN: " + dc.headings[i] + ";";
      }
    }
    if (show && !errors.empty()) {
      std::cout << "  " << file << ":" << dc.line << " [" << dc.kind << "]" << errors << "\n";
    }
    all.total.add(s);
    if (in_round != nullptr) {
      in_round->add(s);
    }
  }
  print(file, all.total);
  for (const auto& [round, rs] : all.rounds) {
    print(file + ", round " + round, rs);
  }
  return all;
}

TEST(DiagnosisCorpus, TuningPart) {
  // First scored 0.822 on main's engine (44 TP, 12 FP, 7 FN); 0.849 after round 1's rules.
  // Round 3 (branch dx19) first scored 0.452 (7 TP, 7 FP, 10 FN) on main's engine; each round
  // is held to its own floor so that a fresh round's low first score does not mask a loss.
  const auto all = run("dx_corpus.tsv", true);
  // Review nm1: names off their terminology row (bench/diagnosis_name_check.hpp): 5 on main's
  // engine at the check's first measurement, 0 with nm1's name rules.
  EXPECT_EQ(all.total.off_row, 0u);
  EXPECT_GE(all.total.lines, 40u);
  EXPECT_GE(all.round("1").f1(), 0.84);
  // Round 2 scored 0.895; weighing every mention of a zoneless excerpt (branch dx20) lets a
  // false "thyroid" (a test in a list) explain the symptom heading of one line: 0.865.
  EXPECT_GE(all.round("2").f1(), 0.86);
  EXPECT_GE(all.round("3").f1(), 0.70);  // 0.629 with dx19's vocabulary, 0.710 with dx20's zoneless excerpts
  // Round 4 (screening said with a pronoun, patient education) first scored 0.615 (4, 3, 2),
  // 0.667 (4, 2, 2) with its rules.
  EXPECT_GE(all.round("4").f1(), 0.66);
  // Round 5 (a medicine's other indications, handouts, doubt, rule-outs) first scored 0.842 (8, 2, 1).
  EXPECT_GE(all.round("5").f1(), 0.84);
  // Round 6 (branch dx20: assessment frames, lay names, a chronic history beside today's
  // problem, symptoms a named cause explains) first scored 0.794 (25 TP, 5 FP, 8 FN) on main's
  // engine, 0.889 (28, 2, 5) with dx20's rules.
  EXPECT_GE(all.round("6").f1(), 0.88);
  // Round 7 (branch dx21: possibilities only voiced, teaching about a disease, incidental
  // findings read out, questions, family and background history) first scored 0.792 (40 TP,
  // 12 FP, 9 FN) on main's engine, 0.875 (42, 5, 7) with dx21's rules, 0.816 without its
  // possibility rule (a voiced possibility is listed as provisional; the round's labels count
  // it absent).
  EXPECT_GE(all.round("7").f1(), 0.81);
  // Round 8 (branch dx22: dictated and spoken assessment and plan in multi-turn consults) first
  // scored 0.931 (47 TP, 3 FP, 4 FN) on main's engine, 0.990 (50, 0, 1) with dx22's rules; they
  // also moved round 7 to 0.840 (42, 9, 7): a cause only voiced as a possibility explains no
  // symptom.
  EXPECT_GE(all.round("7").f1(), 0.83);
  EXPECT_GE(all.round("8").f1(), 0.98);
  // Rounds 9-11 (branch dx24: full ACI-Bench-style consults). Round 9 first scored 0.824 (28 TP,
  // 8 FP, 4 FN) on main's engine, 0.955 (32, 3, 0) with dx24's rules; round 10 (written after
  // round 9's rules) first scored 0.723 (17, 6, 7), 0.816 (20, 5, 4) after; round 11 (written
  // after round 10's) 0.970 (16, 0, 1), 1.000 after.
  EXPECT_GE(all.round("9").f1(), 0.95);
  EXPECT_GE(all.round("10").f1(), 0.81);
  EXPECT_GE(all.round("11").f1(), 0.99);
  // Round 12 (branch dx25: full consults in other specialties, relatives' illnesses, other
  // clinicians' opinions, rule-outs, incidental findings, a test's reason) first scored 0.808
  // (21 TP, 5 FP, 5 FN) before any rule for it; 1.000 (26, 0, 0) with dx25's rules.
  EXPECT_GE(all.round("12").f1(), 0.99);
  // Round 13 (branch dx26: full consults in primary care, orthopaedics, cardiology,
  // endocrinology and dermatology with distractors) first scored 0.913 (21 TP, 4 FP, 0 FN) before
  // any rule for it; 0.977 (21, 1, 0) with dx26's rules (the one left: a cause named beside its
  // condition, "hypothyroidism from hashimoto's thyroiditis", labelled as one problem).
  EXPECT_GE(all.round("13").f1(), 0.97);
  // Round 14 (branch dx27: full consults in neurology, GI, urology, rheumatology, pulmonology,
  // women's health, post-operative and urgent-care visits, elderly multi-problem visits, with
  // precision distractors) first scored 0.735 (18 TP, 8 FP, 5 FN) before any rule for it; 0.818
  // (18, 3, 5) with dx27's rules (left: three names more specific than the label, and two
  // post-operative "status post" headings the engine has no row for).
  EXPECT_GE(all.round("14").f1(), 0.81);
  // Round 15 (branch dx29: ACI-style consults in ENT, infectious disease, gynaecology,
  // dermatology, paediatrics, psychiatry and more, with confirmed patient questions, symptoms
  // said to ease, comparisons) first scored 0.621 (18 TP, 18 FP, 4 FN) before any rule for it;
  // 0.936 (22, 3, 0) with dx29's rules (left: a rash described as the diagnosis's sign, a
  // dizziness provoked by the examination's manoeuvre, an enlarged thyroid read out). dx29's
  // rules also took one FP off round 7 (an itch beside its dermatitis): 0.848 (42, 8, 7).
  EXPECT_GE(all.round("15").f1(), 0.93);
  EXPECT_GE(all.round("7").f1(), 0.84);
  // Round 16 (branch dx30: ACI-style consults in primary care, orthopaedics, post-operative
  // checks, dermatology, cardiology and emergency visits, with precision distractors) first
  // scored 0.780 (23 TP, 10 FP, 3 FN) before any rule for it; 0.943 (25, 2, 1) with dx30's
  // rules (left: a symptom heading beside its sprain, "high cholesterol" named
  // hypercholesterolaemia against a label "Hyperlipidemia"). dx30's rules also took one FP
  // each off rounds 1 and 10 (a gloss in the same ICD-10 block, white patches on the tonsils).
  EXPECT_GE(all.round("16").f1(), 0.94);
  EXPECT_GE(all.round("1").f1(), 0.88);
  EXPECT_GE(all.round("10").f1(), 0.83);
  // Round 17 (branch dx31: ACI-style chronic disease follow-ups, musculoskeletal injuries,
  // post-operative checks and acute visits by a writer new to the corpus) first scored 0.923
  // (12 TP, 1 FP, 1 FN) before any rule for it; 0.963 (13, 1, 0) with dx31's joint replacement
  // rows (left: "a right ureteral stone , nephrolithiasis" listed as two). The rows also named
  // round 14's "status post right total knee arthroplasty": 0.844 (19, 3, 4).
  EXPECT_GE(all.round("17").f1(), 0.96);
  EXPECT_GE(all.round("14").f1(), 0.84);
  // Round 18 (branch dx32: ACI-style consults across primary care and eleven specialties by a
  // writer new to the corpus) first scored 0.809 (19 TP, 9 FP, 0 FN) before any rule for it;
  // 0.974 (19, 1, 0) with dx32's rules (left: a symptom whose cause is said in lay words, "the
  // belly aches are from the stool backing up").
  EXPECT_GE(all.round("18").f1(), 0.97);
  // Round 19 (branch dx33: ACI-style consults whose problems are named in lay words, through
  // their treatment, under plan headings and in dictated abbreviations, by a writer new to the
  // corpus) first scored 0.706 (12 TP, 3 FP, 7 FN) before any rule for it; 0.919 (17, 1, 2)
  // with dx33's rules (left: chronic kidney disease said as "your kidney function ... stage
  // three", and "a bacterial sinus infection" named with its lay words). The rules also found
  // one more on round 7 (0.860).
  EXPECT_GE(all.round("19").f1(), 0.91);
  EXPECT_GE(all.round("7").f1(), 0.85);
  // Round 20 (branch dx34: ACI-style consults in specialties earlier rounds used little, by a
  // writer new to the corpus) first scored 0.727 (24 TP, 6 FP, 12 FN) before any rule for it;
  // 0.824 (28, 4, 8) with dx34's first rule set, 0.841 (29, 4, 7) with its second (left: "hand ,
  // foot and mouth disease" broken by its comma, the cold of "in the cold", "high cholesterol"
  // against a Hyperlipidemia heading).
  EXPECT_GE(all.round("20").f1(), 0.84);
  // Round 21 (branch dx35: ACI-style consults in primary care and specialties earlier rounds used
  // little, every consult with a patient's question answered no, by a writer new to the corpus)
  // first scored 0.633 (19 TP, 17 FP, 5 FN) before any rule for it; 0.755 (20, 9, 4) with dx35's
  // first rule set, 0.885 (23, 5, 1) with its second (left: "poor sleep" part of a depression,
  // "the thyroid can act up" in a test's reason, a rash topic before rosacea, a relative clause
  // "the spasm you feel", "anterior nosebleeds" named with its lay words). The second set's
  // "strep pharyngitis" also named round 10's heading: 0.875 (21, 3, 3).
  EXPECT_GE(all.round("21").f1(), 0.88);
  EXPECT_GE(all.round("10").f1(), 0.87);
  // dx35's third set (a symptom that defines a listed disorder, dizziness beside BPPV) took one
  // FP off round 15: 0.957 (22, 2, 0).
  EXPECT_GE(all.round("15").f1(), 0.95);
  // Round 22 (branch dx36: ACI-style consults in specialties earlier rounds held little, each with
  // a condition the patient asks about and the doctor rules out, by a writer new to the corpus)
  // first scored 0.757 (28 TP, 14 FP, 4 FN) before any rule for it; 0.841 (29, 8, 3) with dx36's
  // first rule set (fibromyalgia no symptom, an infection that set off a condition, insomnia and
  // painful periods said to be part of the diagnosis, "after menopause", "asthma makes a
  // wheeze"). The set also took round 21's "poor sleep" beside a depression: 0.960 (24, 2, 0).
  EXPECT_GE(all.round("22").f1(), 0.84);
  EXPECT_GE(all.round("21").f1(), 0.95);
  // dx36's second set ("covid" named COVID-19 with its modifier, a rash beside a dermatitis):
  // round 22 0.882 (30, 6, 2).
  EXPECT_GE(all.round("22").f1(), 0.88);
  // Third set (cystitis beside a urinary tract infection is one problem): 0.896 (30, 5, 2).
  EXPECT_GE(all.round("22").f1(), 0.89);
  // Round 23 (branch dx37: ACI-style consults, telephone calls and dictated notes in rheumatology,
  // nephrology, ENT, dermatology, paediatrics through a parent and geriatrics with a carer, each
  // with the distractors of a real consult, by a writer new to the corpus) first scored 0.718
  // (28 TP, 11 FP, 11 FN) before any rule for it; 0.789 (28, 4, 11) with dx37's first rule set
  // (a medicine's effect told, a disease described in general, a hedged "after" an infection, an
  // organ taken out, a finding that needs no treatment).
  EXPECT_GE(all.round("23").f1(), 0.78);
  // dx37's second set (rows for IgA nephropathy, acoustic neuroma and adenoma of the colon; what a
  // disease would do or can give, said in general): 0.833 (30, 3, 9).
  EXPECT_GE(all.round("23").f1(), 0.83);
  // Round 24 (branch dx39: ACI-style consults, dictated notes and Hinglish OPD consults in
  // ophthalmology, urology, haematology, infectious disease, sleep and sports medicine,
  // occupational health, a falls clinic and antenatal care, by a writer new to the corpus) first
  // scored 0.688 (22 TP, 10 FP, 10 FN) before any rule for it, with two names off their row;
  // 0.758 (25, 9, 7) and none off their row with dx39's first set (a joined "non-" denies the
  // word, a denied allergy cue makes no reaction, five names on their rows).
  EXPECT_GE(all.round("24").f1(), 0.75);
}

TEST(DiagnosisCorpus, HeldOutPart) {
  // Round 1 first scored 0.794 on main's engine (25 TP, 6 FP, 7 FN), round 2 0.927 with round
  // 1's rules (19, 2, 1); neither moved with the rules. Floors at those measurements, each
  // round on its own, so that a change that loses ground here fails. Merged with ctx9's
  // clause rules (foretold and dated mentions left out) round 1 scored 0.774 (24, 6, 8): one
  // held-out diagnosis those rules now leave out, a cost recorded in docs/accuracy.md; the
  // floor is that measurement.
  const auto all = run("dx_corpus_holdout.tsv", false);
  // Review nm1: names off their terminology row, a floor at the check's first measurement (5,
  // on main's engine at 0ff77c8), ratcheted to 4 with nm1's name rules. Round 24's held-out half
  // (branch dx39) brought one more on main's engine at its first measurement (not read); rounds
  // 1-23 stay at 4.
  EXPECT_LE(all.total.off_row, 5u);
  EXPECT_LE(all.total.off_row - all.round("24").off_row, 4u);
  const auto s = all.round("1");
  EXPECT_GE(s.lines, 20u);
  // dx19's vocabulary (findings, lab values, lay names) first listed one more condition on
  // round 1 that its headings do not name (24, 7, 8: 0.762); reading "vitamin d is low" and
  // the like as the deficiency then found one more (25, 7, 7: 0.781) (docs/accuracy.md).
  EXPECT_GE(s.f1(), 0.78);
  // Round 2 in aggregate 0.927 (19, 2, 1), 0.900 (18, 2, 2) since dx20 weighs every mention of
  // a zoneless excerpt (one symptom heading now read as explained; not read line by line).
  EXPECT_GE(all.round("2").f1(), 0.89);
  // Round 3 (branch dx19) first scored 0.769 (10 TP, 1 FP, 5 FN) on main's engine, 0.867
  // (13, 2, 2) with dx19's vocabulary.
  EXPECT_GE(all.round("3").f1(), 0.86);
  // Round 4 (branch dx19) first scored 0.667 (5 TP, 4 FP, 1 FN) on dx19's engine before its
  // rules, 0.769 (5, 2, 1) after. Narrowing the teaching cue ("symptoms of a" only in a teaching
  // frame, so that "he has been having symptoms of a cold" lists the cold: fix18, review of the
  // session) lists one more here in aggregate: 0.714 (5, 3, 1).
  EXPECT_GE(all.round("4").f1(), 0.71);
  // Round 5 (branch dx19, 3 lines) first scored 0.800 (2 TP, 0 FP, 1 FN).
  EXPECT_GE(all.round("5").f1(), 0.79);
  // Round 6 (branch dx20, 13 lines) first scored 0.643 (9 TP, 5 FP, 5 FN) on main's engine,
  // 0.692 (9, 3, 5) with dx20's rules.
  EXPECT_GE(all.round("6").f1(), 0.69);
  // Round 7 (branch dx21, 21 lines) first scored 0.578 (13 TP, 12 FP, 7 FN) on main's engine,
  // 0.622 (14, 11, 6) with dx21's rules (only the possibility rule moved it, in aggregate),
  // 0.578 again without that rule (the lead's decision, see the tuning part).
  EXPECT_GE(all.round("7").f1(), 0.57);
  // dx22's rules: round 7 0.609 (14, 12, 6) in aggregate. Round 8 (branch dx22, 29 lines) first
  // scored 0.857 (27 TP, 4 FP, 5 FN) on main's engine, unchanged by dx22's rules.
  EXPECT_GE(all.round("7").f1(), 0.60);
  EXPECT_GE(all.round("8").f1(), 0.85);
  // Rounds 9-11 (branch dx24), first scored before any rule for them: round 9 0.810 (17 TP, 3 FP,
  // 5 FN), round 10 0.970 (16, 0, 1), round 11 0.875 (7, 0, 2); none moved with dx24's rules.
  // dx24's rules moved rounds 1, 3 and 6 in aggregate (rounds 1-8: 0.793 -> 0.818).
  EXPECT_GE(all.round("9").f1(), 0.80);
  EXPECT_GE(all.round("10").f1(), 0.96);
  EXPECT_GE(all.round("11").f1(), 0.87);
  EXPECT_GE(all.round("1").f1(), 0.83);
  EXPECT_GE(all.round("3").f1(), 0.99);
  EXPECT_GE(all.round("6").f1(), 0.74);
  // Round 12 (branch dx25, 6 consults) first scored 0.875 (7 TP, 1 FP, 1 FN) before any rule for
  // it, unchanged with dx25's rules.
  EXPECT_GE(all.round("12").f1(), 0.87);
  // Round 13 (branch dx26, 11 consults) first scored 0.929 (13 TP, 2 FP, 0 FN) before any rule
  // for it, unchanged with dx26's rules.
  EXPECT_GE(all.round("13").f1(), 0.92);
  // Round 14 (branch dx27, 10 consults) first scored 0.813 (13 TP, 4 FP, 2 FN) before any rule
  // for it, unchanged with dx27's rules.
  EXPECT_GE(all.round("14").f1(), 0.81);
  // dx27's rules moved rounds 6, 7 and 9 in aggregate (rounds 1-13: 0.845 -> 0.854).
  EXPECT_GE(all.round("6").f1(), 0.80);
  EXPECT_GE(all.round("7").f1(), 0.66);
  EXPECT_GE(all.round("9").f1(), 0.82);
  // Round 15 (branch dx29, 13 consults) first scored 0.684 (13 TP, 9 FP, 3 FN) before any rule
  // for it, 0.722 (13, 7, 3) with dx29's rules; rounds 1-14 unchanged in aggregate (0.851).
  EXPECT_GE(all.round("15").f1(), 0.72);
  // Round 16 (branch dx30, 16 consults) first scored 0.894 (21 TP, 5 FP, 0 FN) before any rule
  // for it, unchanged with dx30's rules; rounds 1-15 unchanged in aggregate (0.843).
  EXPECT_GE(all.round("16").f1(), 0.89);
  // Round 17 (branch dx31, 9 consults) first scored 0.818 (9 TP, 2 FP, 2 FN) before any rule for
  // it, unchanged with dx31's rows; rounds 1-16 unchanged in aggregate.
  EXPECT_GE(all.round("17").f1(), 0.81);
  // Round 18 (branch dx32, 11 consults) first scored 0.909 (15 TP, 3 FP, 0 FN) before any rule
  // for it, unchanged with dx32's rules; rounds 1-17 unchanged in aggregate.
  EXPECT_GE(all.round("18").f1(), 0.90);
  // Round 19 (branch dx33, 12 consults) first scored 0.757 (14 TP, 2 FP, 7 FN) before any rule
  // for it; dx33's first rule set listed one more item there (0.737: 14, 3, 7) and found one more
  // on each of rounds 1 (0.857) and 8 (0.889); rounds 1-18 in aggregate 0.850 -> 0.855. The floor
  // is the measurement with the rules (docs/accuracy.md, "Diagnoses round 19").
  EXPECT_GE(all.round("19").f1(), 0.73);
  EXPECT_GE(all.round("1").f1(), 0.85);
  EXPECT_GE(all.round("8").f1(), 0.88);
  // Round 20 (branch dx34, 11 consults) first scored 0.780 (16 TP, 5 FP, 4 FN) before any rule
  // for it, unchanged with dx34's rules; rounds 1-19 unchanged in aggregate.
  EXPECT_GE(all.round("20").f1(), 0.78);
  // Round 21 (branch dx35, 18 consults) first scored 0.830 (22 TP, 7 FP, 2 FN) before any rule
  // for it, unchanged with dx35's rules; the rules found one more heading on round 20 (0.810:
  // 17, 5, 3), rounds 1-19 unchanged in aggregate.
  EXPECT_GE(all.round("21").f1(), 0.83);
  EXPECT_GE(all.round("20").f1(), 0.80);
  // Round 22 (branch dx36, 18 consults) first scored 0.792 (21 TP, 10 FP, 1 FN) before any rule
  // for it, unchanged with dx36's first rule set; that set took one FP each off rounds 13
  // (0.963) and 14 (0.839) in aggregate (rounds 1-21: 0.850 -> 0.852).
  EXPECT_GE(all.round("22").f1(), 0.79);
  EXPECT_GE(all.round("13").f1(), 0.96);
  EXPECT_GE(all.round("14").f1(), 0.83);
  // Round 23 (branch dx37, 12 consults) first scored 0.867 (13 TP, 1 FP, 3 FN) before any rule
  // for it, unchanged with dx37's first rule set; rounds 1-22 unchanged in aggregate.
  EXPECT_GE(all.round("23").f1(), 0.86);
  // dx37's third set (a differential set aside by what it would not cause) took one FP off round
  // 22: 0.808 (21, 9, 1), in aggregate.
  EXPECT_GE(all.round("22").f1(), 0.80);
  // Round 24 (branch dx39, 16 consults) first scored 0.837 (18 TP, 5 FP, 2 FN) before any rule
  // for it, unchanged with dx39's first rule set; rounds 1-23 unchanged in aggregate.
  EXPECT_GE(all.round("24").f1(), 0.83);
}

} // namespace
