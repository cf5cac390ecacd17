#include "domain/extraction/document.hpp"

#include <gtest/gtest.h>

using namespace cxs::domain::extraction;

TEST(Document, FindsSectionsWithAndWithoutColons) {
  const std::string text =
      "Chief complaint: fever for 3 days\n"
      "History\nHigh grade fever with chills.\n"
      "Past medical history: HTN, DM2\n"
      "O/E: BP 130/85\n"
      "**Assessment**\nViral fever\n"
      "Plan: Dolo 650 TDS x 3 days\n";
  const auto doc = analyse(text);
  ASSERT_EQ(doc.sections.size(), 6u);
  EXPECT_EQ(doc.sections[0].kind, section_kind::chief_complaint);
  EXPECT_EQ(text.substr(doc.sections[0].body_start, 8), " fever f");
  EXPECT_EQ(doc.sections[1].kind, section_kind::history);
  EXPECT_EQ(doc.sections[2].kind, section_kind::past_history);
  EXPECT_EQ(doc.sections[3].kind, section_kind::examination);
  EXPECT_EQ(doc.sections[4].kind, section_kind::assessment);
  EXPECT_EQ(doc.sections[5].kind, section_kind::plan);
  EXPECT_EQ(doc.section_at(text.find("Viral")).kind, section_kind::assessment);
  EXPECT_EQ(doc.section_at(text.find("HTN")).kind, section_kind::past_history);
  EXPECT_EQ(doc.sections.back().end, text.size());
}

TEST(Document, OrdinaryLinesAreNotHeaders) {
  const auto doc = analyse("Patient has a history of asthma: since childhood.\nPlan to review.\n");
  ASSERT_EQ(doc.sections.size(), 1u);
  EXPECT_EQ(doc.sections[0].kind, section_kind::none);
}

TEST(Document, DialogueTurns) {
  const std::string text = "[doctor] any chest pain?\n[patient] no, just cough.\nDoctor: okay.\nPatient: thanks";
  const auto doc = analyse(text);
  ASSERT_EQ(doc.turns.size(), 4u);
  EXPECT_EQ(doc.turns[0].who, speaker::doctor);
  EXPECT_EQ(doc.turns[1].who, speaker::patient);
  EXPECT_EQ(doc.turns[2].who, speaker::doctor);
  EXPECT_EQ(doc.turns[3].who, speaker::patient);
  const auto* t = doc.turn_at(text.find("just cough"));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->who, speaker::patient);
  EXPECT_EQ(text.substr(t->start, 4), " no,");
}

TEST(Document, ATranscriptOnOneLineHasItsTurns) {
  // Bracketed tags inside the line open turns as tags at line starts do.
  const std::string text = "[doctor] any chest pain ? [patient] no , just cough . [doctor] okay .";
  const auto doc = analyse(text);
  ASSERT_EQ(doc.turns.size(), 3u);
  EXPECT_EQ(doc.turns[1].who, speaker::patient);
  const auto* t = doc.turn_at(text.find("just cough"));
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->who, speaker::patient);
  EXPECT_EQ(doc.turns[0].end, text.find("[patient]"));
  // Counter-examples: no tag at the line's start (a note quoting one), or an unbracketed
  // "d:" inside a sentence, opens no turn.
  EXPECT_TRUE(analyse("Note: the [patient] field was blank.").turns.empty());
  EXPECT_EQ(analyse("[doctor] vitamin d: low . take it daily .").turns.size(), 1u);
}

// section_for_label rejects a text with a byte no label has before folding it (spd22); what
// the fold trims or drops (blanks, markdown, a trailing dash) still leaves the label.
TEST(Document, LabelsAreFoundThroughTheirFoldOnly) {
  EXPECT_EQ(section_for_label("  **Follow-up** -"), section_kind::plan);
  EXPECT_EQ(section_for_label("\tO/E"), section_kind::examination);
  EXPECT_EQ(section_for_label("## Assessment and Plan"), section_kind::assessment);
  EXPECT_EQ(section_for_label("[doctor] plan"), section_kind::none);
  EXPECT_EQ(section_for_label("Plan."), section_kind::none);
  EXPECT_EQ(section_for_label("Plan 2"), section_kind::none);
  EXPECT_EQ(section_for_label("Pl\xC3\xA1n"), section_kind::none);
  EXPECT_EQ(section_for_label(""), section_kind::none);
}
