// Round 22 (branch ctx22): structure found in a new writer's uncertain, section-scoped and
// Hinglish/Indian-English lines: a heading of return precautions or counselling, an inline
// header's bare negative value that ends its section on the line, the case sheet's "F/H/O" and
// "Not a known ...", the Hinglish "khandaan mein" (in the family), a negation before a Hindi
// verb of ending ("nahi ruki"), a past negation before a subjectless "ab" clause of onset, a
// query answered by a later denial, the correlative "na hi" and the past "chala tha". Each rule
// with counter-examples; sentences written for these tests, not corpus lines.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::listed;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound22, AHeadingOfReturnPrecautionsOrCounsellingListsWhatToWatchFor) {
  EXPECT_FALSE(lists("Return if: wheeze at rest, blue lips or croup getting worse.", "roup"));
  EXPECT_FALSE(lists("Red flags:\n- neck stiffness\n- a seizure\nDiagnosis: viral illness.", "eizure"));
  EXPECT_FALSE(lists("Counselled about: hypoglycaemia and what to do at night.\nSugar readings reviewed.", "ypoglyc"));
  // Counter-examples: the heading's scope ends at the next header, at a blank line, and a value
  // closed by a full stop covers its line only.
  EXPECT_TRUE(lists("Return if:\n- high fever\nComplaint: earache for two days.", "ar pain"));
  EXPECT_TRUE(lists("Counselled about: diet and exercise\n\nTonsillitis for three days.", "onsillitis"));
  EXPECT_TRUE(lists("Counselled about: smoking.\nWheeze and cough for a week.", "heez"));
  // Not a header: a return precaution said as a sentence is the older rules' business.
  EXPECT_TRUE(lists("Complaint: croup for two nights.", "roup"));
}

TEST(ContextRound22, AHeadersBareNegativeValueEndsItsSectionOnTheLine) {
  EXPECT_TRUE(lists("FHx: nil. Sore throat and fever since Monday.", "ore throat"));
  EXPECT_TRUE(lists("Past history: none. Migraine for a month.", "igraine"));
  // Counter-examples: a value that names something goes on in the next sentence; a relative's
  // line stays the relative's.
  EXPECT_FALSE(lists("Family history: diabetes in mother. Asthma in a brother.", "sthma"));
  EXPECT_FALSE(lists("Past history: typhoid. Jaundice at twelve.", "aundice"));
}

TEST(ContextRound22, TheCaseSheetsFamilyAbbreviationAndKnownCaseDenial) {
  EXPECT_EQ(ctx("F/H/O asthma in paternal aunt.", "asthma").who, cxs::domain::clinical::experiencer::family);
  EXPECT_TRUE(ctx("Not a known asthmatic or epileptic.", "asthmatic").negated);
  EXPECT_TRUE(ctx("Not a known asthmatic or epileptic.", "epileptic").negated);
  // Counter-examples: "known" alone, and "F/H/O" of nothing with the patient's complaint after.
  EXPECT_FALSE(ctx("Known asthmatic on inhalers.", "asthmatic").negated);
  EXPECT_TRUE(lists("F/H/O: nil.\nC/o: wheeze since last night.", "heez"));
}

TEST(ContextRound22, HinglishInTheFamilyIsTheFamilys) {
  EXPECT_FALSE(lists("Khandaan mein asthma hai, nana aur mausi ko.", "sthma"));
  EXPECT_FALSE(lists("Parivar mein kai logon ko migraine hai.", "igraine"));
  // Counter-example: the patient's own after the family clause.
  EXPECT_TRUE(lists("Parivar mein kisi ko nahi, par mujhe migraine hai.", "igraine"));
}

TEST(ContextRound22, ANegationBeforeAHindiVerbOfEndingDeniesTheEnding) {
  EXPECT_TRUE(lists("Ulti nahi ruki, subah se teen baar hui.", "omit"));
  EXPECT_TRUE(lists("Sar dard abhi tak nahi gaya.", "eadache"));
  // Counter-examples: a negation of the condition itself.
  EXPECT_FALSE(lists("Ulti nahi hui, bas ji machla.", "omit"));
  EXPECT_FALSE(lists("Sar dard nahi hai.", "eadache"));
}

TEST(ContextRound22, APastNegationBeforeASubjectlessAbClauseOfOnset) {
  EXPECT_TRUE(lists("Pehle chakkar nahi aata tha, ab roz aata hai.", "izzin"));
  EXPECT_TRUE(lists("Pehle headache nahi tha, lekin ab hone laga hai.", "eadache"));
  // Counter-examples: the "ab" clause denied too, or with a subject of its own.
  EXPECT_FALSE(lists("Pehle headache nahi tha, ab bhi nahi hai.", "eadache"));
  EXPECT_FALSE(lists("Pehle headache nahi tha, ab khansi hai.", "eadache"));
  EXPECT_FALSE(lists("Headache nahi tha kal.", "eadache"));
}

TEST(ContextRound22, AQueryAnsweredByALaterDenialIsNotAProblem) {
  EXPECT_FALSE(lists("Sent in as ?appendicitis. Ultrasound normal, appendicitis excluded.", "ppendicitis"));
  EXPECT_FALSE(lists("Possible DVT on arrival; duplex scan shows no DVT.", "hrombosis"));
  // Counter-examples: a denial before the query, a certain mention, a denial of another condition.
  EXPECT_TRUE(lists("No appendicitis on the first scan; now ?appendicitis again with guarding.", "ppendicitis"));
  EXPECT_TRUE(lists("Appendicitis on ultrasound; no perforation.", "ppendicitis"));
  EXPECT_TRUE(lists("?Appendicitis; no gallstones on the scan.", "ppendicitis"));
}

TEST(ContextRound22, AHindiCorrelativeNaHiRightAfterTheConditionDeniesIt) {
  EXPECT_FALSE(lists("Khansi na hi din mein aati hai na hi raat ko.", "ough"));
  EXPECT_FALSE(lists("Na hi khansi hai na hi zukaam.", "ough"));
  // Counter-examples: a "na hi" after a verb or a comma is the next item's; a present condition.
  EXPECT_TRUE(lists("Bukhar hai, na hi khansi.", "ever"));
  EXPECT_TRUE(lists("Khansi din mein aati hai, raat ko nahi.", "ough"));
}

TEST(ContextRound22, TheHindiPastOfRunningOnIsACourseThatEnded) {
  EXPECT_FALSE(lists("Bukhar ek hafta chala tha, ab normal hai.", "ever"));
  EXPECT_FALSE(lists("Ulti do din chali thi pichle mahine.", "omit"));
  // Counter-example: the present progressive goes on.
  EXPECT_TRUE(lists("Bukhar teen din se chal raha hai.", "ever"));
  // nor "pata chala tha" (came to know), a verb of diagnosis
  EXPECT_TRUE(lists("Asthma 2015 mein pata chala tha, inhaler le rahi hoon.", "sthma"));
}

TEST(ContextRound22, ARiskFactorLabelListsThePatientsOwn) {
  EXPECT_TRUE(lists("Vascular risk factors: hypertension, ex-smoker.\nPC: left arm weakness since noon.", "ypertension"));
  // Counter-examples: risk factors for a condition, and risks that may come.
  EXPECT_FALSE(lists("Risk factors for stroke explained: smoking, high cholesterol.", "troke"));
  EXPECT_FALSE(lists("The risks include bleeding and infection.", "nfection"));
}
