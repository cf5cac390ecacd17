#include "domain/clinical/context.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "bench/corpus_tsv_rows.hpp"
#include "domain/terminology/terminology.hpp"

namespace {

using cxs::domain::clinical::assess_context;
using cxs::domain::clinical::context_document;
using cxs::domain::clinical::experiencer;
using cxs::domain::clinical::experiencer_name;
using cxs::domain::clinical::mention_context;

// One labelled sentence of tests/fixtures/context/traps.tsv.
struct trap {
  std::size_t line = 0;
  std::string sentence;
  std::string target;
  bool negated = false;
  bool historical = false;
  bool hypothetical = false;
  std::string who;
  std::string uncertain;  // "0", "1" or "-" (not scored)
  std::string note;
};

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) {
      return out;
    }
    start = tab + 1;
  }
}

std::vector<trap> load_traps(const std::string& file) {
  std::ifstream in(std::string(CXS_SOURCE_DIR) + "/tests/fixtures/context/" + file);
  std::vector<trap> traps;
  std::string line;
  std::size_t line_no = 0;
  bool header = false;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.empty() || line.front() == '#') {
      continue;
    }
    if (!header) {
      header = true;
      continue;
    }
    const std::vector<std::string> f = split_tabs(line);
    EXPECT_EQ(f.size(), 8u) << file << " line " << line_no;
    if (f.size() != 8) {
      continue;
    }
    trap t;
    t.line = line_no;
    t.sentence = cxs::bench::unescape_line_breaks(f[0]);
    t.target = f[1];
    t.negated = f[2] == "1";
    t.historical = f[3] == "1";
    t.hypothetical = f[4] == "1";
    t.who = f[5];
    t.uncertain = f[6];
    t.note = f[7];
    traps.push_back(std::move(t));
  }
  return traps;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool word_byte(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// Byte span of the target: first case-insensitive whole-word occurrence, or the N-th for
// "x@N".
bool find_target(const std::string& sentence, std::string target, std::size_t* begin,
                 std::size_t* end) {
  std::size_t nth = 1;
  const std::size_t at = target.rfind('@');
  if (at != std::string::npos) {
    nth = std::stoul(target.substr(at + 1));
    target.resize(at);
  }
  const std::string hay = lower(sentence);
  const std::string needle = lower(target);
  std::size_t seen = 0;
  for (std::size_t pos = hay.find(needle); pos != std::string::npos;
       pos = hay.find(needle, pos + 1)) {
    const std::size_t stop = pos + needle.size();
    const bool whole = (pos == 0 || !word_byte(hay[pos - 1])) &&
                       (stop == hay.size() || !word_byte(hay[stop]));
    if (whole && ++seen == nth) {
      *begin = pos;
      *end = stop;
      return true;
    }
  }
  return false;
}

std::string show(const mention_context& c) {
  std::ostringstream o;
  o << "neg=" << c.negated << " hist=" << c.historical << " hyp=" << c.hypothetical
    << " unc=" << c.uncertain << " chronic=" << c.chronic << " who=" << experiencer_name(c.who);
  return o.str();
}

mention_context at(std::string_view text, std::string_view target) {
  const std::size_t pos = lower(text).find(lower(target));
  EXPECT_NE(pos, std::string::npos) << target;
  return assess_context(text, pos, pos + target.size());
}

// Accuracy of each attribute over a corpus; misses are printed.
struct accuracy {
  std::size_t n = 0;
  double negated = 0;
  double historical = 0;
  double hypothetical = 0;
  double experiencer = 0;
  double uncertain = 0;
};

// `show_misses`: list the lines it gets wrong (tuning parts only: a held-out part is read in
// aggregate, never line by line).
accuracy score(const std::string& file, bool show_misses) {
  const std::vector<trap> traps = load_traps(file);
  std::size_t neg_ok = 0;
  std::size_t hist_ok = 0;
  std::size_t hyp_ok = 0;
  std::size_t who_ok = 0;
  std::size_t unc_ok = 0;
  std::size_t unc_n = 0;
  std::size_t all_ok = 0;
  for (const trap& t : traps) {
    std::size_t b = 0;
    std::size_t e = 0;
    if (!find_target(t.sentence, t.target, &b, &e)) {
      ADD_FAILURE() << file << " line " << t.line << ": target '" << t.target
                    << "' not in sentence";
      continue;
    }
    const mention_context c = assess_context(t.sentence, b, e);
    const bool neg = c.negated == t.negated;
    const bool hist = c.historical == t.historical;
    const bool hyp = c.hypothetical == t.hypothetical;
    const bool who = experiencer_name(c.who) == t.who;
    bool unc = true;
    if (t.uncertain != "-") {
      ++unc_n;
      unc = c.uncertain == (t.uncertain == "1");
      unc_ok += unc ? 1 : 0;
    }
    neg_ok += neg ? 1 : 0;
    hist_ok += hist ? 1 : 0;
    hyp_ok += hyp ? 1 : 0;
    who_ok += who ? 1 : 0;
    if (neg && hist && hyp && who && unc) {
      ++all_ok;
    } else if (show_misses) {
      std::cout << "  MISS " << file << ":" << t.line << " [" << t.note << "] target '"
                << t.target << "': got " << show(c) << "; want neg=" << t.negated
                << " hist=" << t.historical << " hyp=" << t.hypothetical << " unc=" << t.uncertain
                << " who=" << t.who << "\n";
    }
  }
  accuracy a;
  a.n = traps.size();
  const auto n = static_cast<double>(std::max<std::size_t>(traps.size(), 1));
  a.negated = static_cast<double>(neg_ok) / n;
  a.historical = static_cast<double>(hist_ok) / n;
  a.hypothetical = static_cast<double>(hyp_ok) / n;
  a.experiencer = static_cast<double>(who_ok) / n;
  a.uncertain = unc_n == 0 ? 1.0 : static_cast<double>(unc_ok) / static_cast<double>(unc_n);
  std::cout << file << ": " << traps.size() << " sentences, all attributes right " << all_ok
            << "\n  negated      " << neg_ok << "/" << traps.size() << " = " << a.negated
            << "\n  historical   " << hist_ok << "/" << traps.size() << " = " << a.historical
            << "\n  hypothetical " << hyp_ok << "/" << traps.size() << " = " << a.hypothetical
            << "\n  experiencer  " << who_ok << "/" << traps.size() << " = " << a.experiencer
            << "\n  uncertain    " << unc_ok << "/" << unc_n << " = " << a.uncertain << "\n";
  return a;
}

// The labelled trap corpus: every attribute at least 95% right.
TEST(ContextTraps, CorpusAccuracyPerAttribute) {
  const accuracy a = score("traps.tsv", true);
  ASSERT_GE(a.n, 150u) << "the trap corpus must hold at least 150 sentences";
  EXPECT_GE(a.negated, 0.95);
  EXPECT_GE(a.historical, 0.95);
  EXPECT_GE(a.hypothetical, 0.95);
  EXPECT_GE(a.experiencer, 0.95);
  EXPECT_GE(a.uncertain, 0.95);
}

// Sentences written after the code, to estimate accuracy on unseen phrasing. The figures
// are printed; the floor only catches regressions.
TEST(ContextTraps, HeldOutCorpus) {
  const accuracy a = score("traps_holdout.tsv", false);
  ASSERT_GE(a.n, 80u);
  EXPECT_GE(a.negated, 0.85);
  EXPECT_GE(a.historical, 0.85);
  EXPECT_GE(a.hypothetical, 0.85);
  EXPECT_GE(a.experiencer, 0.85);
  EXPECT_GE(a.uncertain, 0.85);
}

TEST(ContextApi, SpanOutsideTextOrBetweenWordsIsDefault) {
  const std::string text = "No fever.";
  EXPECT_EQ(assess_context(text, 100, 120), mention_context{});
  EXPECT_EQ(assess_context(text, 5, 5), mention_context{});
  EXPECT_EQ(assess_context("", 0, 3), mention_context{});
}

TEST(ContextApi, DocumentAssessesManyMentionsOfOneText) {
  const std::string text =
      "[doctor] any fever?\n[patient] no.\n[doctor] and your diabetes?\n"
      "[patient] it is under control, my mother also has diabetes.";
  const context_document doc(text);
  EXPECT_EQ(doc.text(), text);
  const std::size_t fever = text.find("fever");
  EXPECT_TRUE(doc.assess(fever, fever + 5).negated);
  const std::size_t first_dm = text.find("diabetes");
  const mention_context dm = doc.assess(first_dm, first_dm + 8);
  EXPECT_FALSE(dm.negated);
  EXPECT_EQ(dm.who, experiencer::patient);
  const std::size_t second_dm = text.rfind("diabetes");
  EXPECT_EQ(doc.assess(second_dm, second_dm + 8).who, experiencer::family);
}

TEST(ContextApi, KnownCaseOfIsChronicAndCurrent) {
  const mention_context c = at("Patient k/c/o DM2 on metformin.", "DM2");
  EXPECT_TRUE(c.chronic);
  EXPECT_FALSE(c.historical);
  EXPECT_FALSE(c.negated);
  const mention_context n = at("Not a known case of diabetes.", "diabetes");
  EXPECT_TRUE(n.negated);
  EXPECT_FALSE(n.chronic);
}

TEST(ContextApi, RuleOutIsHypotheticalRuledOutIsNegated) {
  const mention_context ro = at("R/o pneumonia.", "pneumonia");
  EXPECT_TRUE(ro.hypothetical);
  EXPECT_TRUE(ro.uncertain);
  EXPECT_FALSE(ro.negated);
  EXPECT_TRUE(at("Pneumonia ruled out.", "pneumonia").negated);
  const mention_context nro = at("Pneumonia not ruled out.", "pneumonia");
  EXPECT_FALSE(nro.negated);
  EXPECT_TRUE(nro.uncertain);
}

TEST(ContextApi, NegationScopeDoesNotCrossSentencesTurnsOrHeaders) {
  EXPECT_FALSE(at("No fever.\nCough for 3 days.", "cough").negated);
  EXPECT_FALSE(at("[patient] no\n[doctor] you have asthma though", "asthma").negated);
  EXPECT_FALSE(at("No further episodes.\nImpression: epilepsy", "epilepsy").negated);
  EXPECT_FALSE(at("Denies fever । cough since morning", "cough").negated);
}

TEST(ContextApi, SectionEndsAtBlankLineAfterContentAndAtTurnMarkers) {
  const std::string note =
      "Past medical history:\n\nasthma\n\nfever since two days";
  EXPECT_TRUE(at(note, "asthma").historical);
  EXPECT_FALSE(at(note, "fever").historical);
  EXPECT_EQ(at("Family history:\ndiabetes\n[patient] i have asthma", "asthma").who,
            experiencer::patient);
}

TEST(ContextApi, RelativeSpeakingInDialogueIsNotFamilyHistory) {
  // In a dialogue a relative's line is a turn: the mother reports the child's fever.
  const std::string text = "[doctor] what brings you here?\nMother: he has had fever for 3 days";
  EXPECT_EQ(at(text, "fever").who, experiencer::patient);
  // In a note the same label is a family-history line.
  EXPECT_EQ(at("Mother: diabetes", "diabetes").who, experiencer::family);
}

TEST(ContextWithTerminology, DialogueMentionsGetContext) {
  const auto& terms = cxs::domain::terminology::default_terminology();
  const std::string text =
      "[doctor] any chest pain or shortness of breath ?\n"
      "[patient] no , but i have had a cough and bukhar since two days .\n"
      "[doctor] any family history of diabetes ?\n"
      "[patient] yes , my father . and i had tb ten years ago .\n"
      "[doctor] we will do a chest x-ray to rule out pneumonia .";
  const context_document doc(text);
  std::vector<std::string> got;
  for (const auto& m : terms.match(text)) {
    const mention_context c = doc.assess(m.begin, m.end);
    got.push_back(std::string(text.substr(m.begin, m.end - m.begin)) + ":" +
                  (c.negated ? "neg" : "aff") + (c.historical ? ",hist" : "") +
                  (c.hypothetical ? ",hyp" : "") + "," + std::string(experiencer_name(c.who)));
  }
  const std::vector<std::string> want{
      // "family history of diabetes" is itself a condition row (ICD-10 Z83.3), the patient's.
      "chest pain:neg,patient",  "shortness of breath:neg,patient", "cough:aff,patient",
      "bukhar:aff,patient",      "family history of diabetes:aff,patient", "tb:aff,hist,patient",
      "chest x-ray:aff,patient", "pneumonia:aff,hyp,patient",
  };
  EXPECT_EQ(got, want);
}

}  // namespace
