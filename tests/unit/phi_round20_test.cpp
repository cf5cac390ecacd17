// Unit tests of issue 18's PHI round 20 (branch phi23): a form's field label after a doctor's name
// ("Ref. by Dr. A. K. Sood Lab no. 44120"), a clause's conjunction before its subject ("Because X
// smokes"), a form of address before a Hinglish case marker ("akash bhai ka plaster"), an eponym's
// condition after a repeated name ("Wilson's disease" when the patient is Wilson Mathew), a driving
// licence after its label, the verbs only a person takes (an errand after "will", a relapse with
// the subject's own pronoun), and in lower-case lines a sure name after a salutation opening the
// line ("madam kamlesh nahi aaya"). Each with counter-examples: institutions named after people,
// the words as no names, drugs and conditions in the new positions. The sentences are written for
// these tests; none is a line of the corpora.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"
#include "tests/unit/phi_term_sweep.hpp"

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

using cxs::test::names;
using cxs::test::names_over_terms;
using cxs::test::sweep_scope;
using cxs::test::term_forms;

}  // namespace

TEST(PhiRound20FieldLabels, AnInstitutionWordBeforeANumberLabelIsAFormField) {
  EXPECT_EQ(found("Referred by Dr. R. N. Pillai Lab no. 7781, sample: serum."), names({"R. N. Pillai"}));
  EXPECT_EQ(found("Consultant Dr. Meher Hospital No: 5512"),
            (found_list{{"NAME", "Meher"}, {"RECORD_NUMBER", "5512"}}));
  EXPECT_EQ(found("Ref: Dr Sahni Lab number 40 / fasting"), names({"Sahni"}));
  // Counter-examples: the institution itself, with and without a number after it
  EXPECT_EQ(found("Sent to Dr. Lal Path Labs for the thyroid profile."), found_list{});
  EXPECT_EQ(found("Dr. Batra's Clinic no longer takes walk-ins."), found_list{});
  EXPECT_EQ(found("Admitted at Dr. Ram Manohar Lohia Hospital."), found_list{});
}

TEST(PhiRound20Conjunctions, AClauseConjunctionIsNoPartOfTheName) {
  EXPECT_EQ(found("Because Shankar smokes forty beedis a day, the cough persists."), names({"Shankar"}));
  EXPECT_EQ(found("Although Meena denies fever, she looks toxic."), names({"Meena"}));
  // Counter-examples: the conjunctions alone, and before a drug
  EXPECT_EQ(found("Because Dolo was not enough, ibuprofen was added."), found_list{});
  EXPECT_EQ(found("Since Monday the fever is high."), found_list{});
}

TEST(PhiRound20FormsOfAddress, AKinWordBeforeACaseMarkerIsNoSurname) {
  EXPECT_EQ(found("akash bhai ka plaster kab katega"), names({"akash"}));
  EXPECT_EQ(found("ravi bhaiya ki report aa gayi"), names({"ravi"}));
  EXPECT_EQ(found("sunita didi ka bp high hai"), names({"sunita"}));
  // Counter-examples: the kin words alone, and a given name before a real surname
  EXPECT_EQ(found("bhai ka plaster kab katega"), found_list{});
  EXPECT_EQ(found("didi ki report aa gayi"), found_list{});
  EXPECT_EQ(found("ramesh kumar ka sugar 300 hai"), names({"ramesh kumar"}));
}

TEST(PhiRound20Eponyms, ARepeatedNameBeforeAnEponymsConditionIsNoPerson) {
  EXPECT_EQ(found("Wilson Mathew has tremor. Wilson's disease was ruled out."), names({"Wilson Mathew"}));
  EXPECT_EQ(found("Mr. Parkinson Das came today. No Parkinson disease; Parkinson says he sleeps well."),
            names({"Parkinson Das", "Parkinson"}));
  EXPECT_EQ(found("Mrs. Grace Down has a cold; Down syndrome screening was for her daughter."),
            names({"Grace Down"}));
  // The repeated name alone is still found
  EXPECT_EQ(found("Wilson Mathew has tremor. Wilson will come on Monday."), names({"Wilson Mathew", "Wilson"}));
}

TEST(PhiRound20DrivingLicence, ALabelledDrivingLicenceIsANationalId) {
  EXPECT_EQ(found("Driving licence no. MH12 20110098765 seen."), (found_list{{"NATIONAL_ID", "MH12 20110098765"}}));
  EXPECT_EQ(found("DL No: KA-05-2019-0012345"), (found_list{{"NATIONAL_ID", "KA-05-2019-0012345"}}));
  EXPECT_EQ(found("driving license: dl0420110149646"), (found_list{{"NATIONAL_ID", "dl0420110149646"}}));
  // Counter-examples: no label, a licence without a number's shape, "DL" as a lab value
  EXPECT_EQ(found("Batch MH12 20110098765 of the vaccine."), found_list{});
  EXPECT_EQ(found("Driving licence renewal pending; fit to drive."), found_list{});
  EXPECT_EQ(found("LDL 160 mg/dl, HDL 38 mg/dl."), found_list{});
}

TEST(PhiRound20PersonVerbs, AnErrandAfterWillOrARelapseWithTheOwnPronounIsAPersons) {
  EXPECT_EQ(found("Later Kesar will collect the X-ray films."), names({"Kesar"}));
  EXPECT_EQ(found("Tomorrow Bittu will bring the urine sample."), names({"Bittu"}));
  EXPECT_EQ(found("Laddi relapsed after his cousin's engagement."), names({"Laddi"}));
  EXPECT_EQ(found("Bunty relapsed after her exams, says the mother."), names({"Bunty"}));
  // Counter-examples: a thing's future, a drug's and a condition's verbs, no own pronoun
  EXPECT_EQ(found("Later Sugar will rise if she skips the insulin."), found_list{});
  EXPECT_EQ(found("Tomorrow Report will come by noon."), found_list{});
  EXPECT_EQ(found("Later Pain relapsed after the dose was cut."), found_list{});
  EXPECT_EQ(found("Yesterday Fever relapsed in the evening."), found_list{});
  EXPECT_EQ(found("Fall twisted his ankle and fractured his hip."), found_list{});
  EXPECT_EQ(found("Fall sprained her wrist."), found_list{});
}

TEST(PhiRound20LowerCase, ASureNameAfterASalutationOpeningTheLineIsAPerson) {
  EXPECT_EQ(found("madam suresh abhi tak nahi aaya"), names({"suresh"}));
  EXPECT_EQ(found("mam nandini discharge ke liye ready hai"), names({"nandini"}));
  EXPECT_EQ(found("sir mahendra came for the dressing"), names({"mahendra"}));
  // Counter-examples: a word, a drug, a test, a flagged name without a person's predicate, the
  // health worker, and a salutation inside the line
  EXPECT_EQ(found("sir kal aana hai kya"), found_list{});
  EXPECT_EQ(found("mam sugar 300 hai insulin badha du"), found_list{});
  EXPECT_EQ(found("sir dolo de du kya"), found_list{});
  EXPECT_EQ(found("madam ultrasound kal hoga"), found_list{});
  EXPECT_EQ(found("sir deepak jalane ka time ho gaya"), found_list{});
  EXPECT_EQ(found("madam asha didi aayi hai"), found_list{});
  EXPECT_EQ(found("thank you sir rest is fine"), found_list{});
}

TEST(PhiRound20Terms, NoMedicineOrConditionIsTakenForAPersonInTheNewPositions) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{"Because " + t.term + " smokes, the cough persists.",
                                    "Later " + t.term + " will collect the report.",
                                    t.term + " relapsed after his friend's wedding.",
                                    t.lower + " bhai ka plaster kab katega",
                                    "madam " + t.lower + " nahi aaya aaj", "sir " + t.lower + " de du kya",
                                    "Referred by Dr. Rao, " + t.term + " Lab no. 40."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::over_the_term), 0U);
}
