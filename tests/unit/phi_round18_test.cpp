// Unit tests of issue 18's PHI round 18 (branch phi20): the slots a place, a shrine, a rite or an
// Ayurvedic medicine fills after a capitalised word, and those only a person fills in a letter or
// a register, so that a word takes its kind from its slot whatever list holds it. Each with
// counter-examples (drugs and conditions in the person's slots, names before ordinary words,
// "r/o" as "rule out", participles that are names' words). The sentences are written for these
// tests; none is a line of the corpora.

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

using cxs::test::address;
using cxs::test::names;
using cxs::test::names_over_terms;
using cxs::test::sweep_scope;
using cxs::test::term_forms;

}  // namespace

TEST(PhiRound18Slots, AShrineARiteOrAnAyurvedicFormAfterANameWordIsNoPerson) {
  EXPECT_EQ(found("Kedarnath yatri with chest pain at the base camp."), found_list{});
  EXPECT_EQ(found("Mahesh Kumar takes Brahmi vati and Triphala churna."), names({"Mahesh Kumar"}));
  EXPECT_EQ(found("Ramesh Verma came after the Satyanarayan katha."), names({"Ramesh Verma"}));
  // a repeat of a found name inside a place's or a rite's name is no repeat
  EXPECT_EQ(found("Kumbh Mela camp: Ganga Prasad, 70, fell; Ganga Prasad's son informed."),
            names({"Ganga Prasad", "Ganga Prasad"}));
  EXPECT_EQ(found("Ganga Sagar Mela post: Ganga Mondal, 58, fell."), names({"Ganga Mondal"}));
  EXPECT_EQ(found("Lakshmi puja ke baad Mrs Lakshmi Iyer ko chakkar aaya."), names({"Lakshmi Iyer"}));
  // Counter-examples: the person before an ordinary word, a verb or a health word; a repeat before
  // a lower-case verb
  EXPECT_EQ(found("Mrs Lakshmi Iyer came; Lakshmi said the pain is better."), names({"Lakshmi Iyer", "Lakshmi"}));
  EXPECT_EQ(found("Mr Sagar Mal complains of cough; Sagar smokes."), names({"Sagar Mal", "Sagar"}));
}

TEST(PhiRound18Slots, RegionalPossessivesAndAVillagesOfficeHoldersAreNoNames) {
  EXPECT_EQ(found("Mhara beta Ramesh ne khansi hai."), names({"Ramesh"}));
  EXPECT_EQ(found("Hamra bhauji Sunita ke bukhar ba."), names({"Sunita"}));
  EXPECT_EQ(found("Sd/- Ramkishan Meena, Sarpanch, Gram Panchayat Kotri"), names({"Ramkishan Meena"}));
  EXPECT_EQ(found("Yours faithfully, Ravi Shankar Tiwari, Pharmacist Gr. II"), names({"Ravi Shankar Tiwari"}));
  // Counter-example: the post still names the person after it
  EXPECT_EQ(found("Sarpanch Ramkishan Meena signed the referral."), names({"Ramkishan Meena"}));
}

TEST(PhiRound18Slots, ARegisterLinesOpeningParticipleIsNoNamesWord) {
  EXPECT_EQ(found("Injured Bablu s/o Ramesh Yadav, 17, fell from a tractor."), names({"Bablu", "Ramesh Yadav"}));
  EXPECT_EQ(found("Deceased Harkishan s/o Mangal Singh, aged 70."), names({"Harkishan", "Mangal Singh"}));
  // Counter-example: a name's own first word at the line start stays ("Ramesh Yadav s/o")
  EXPECT_EQ(found("Ramesh Yadav s/o Mangal Singh, 40, fever."), names({"Ramesh Yadav", "Mangal Singh"}));
}

TEST(PhiRound18Slots, ALettersAddresseeAndForwarderArePeople) {
  EXPECT_EQ(found("Respected Jhumri madam, the stock register is attached."), names({"Jhumri"}));
  EXPECT_EQ(found("Respected Sagar sir, please see the report."), names({"Sagar"}));
  EXPECT_EQ(found("Kind attention: Ravi Shankar, Medical Superintendent"), names({"Ravi Shankar"}));
  EXPECT_EQ(found("Attn: Bhagwanti Devi, Ward Sister"), names({"Bhagwanti Devi"}));
  EXPECT_EQ(found("Forwarded by Lakshmi Narayanan, Records Officer."), names({"Lakshmi Narayanan"}));
  EXPECT_EQ(found("Attested by Hariprasad Nayak, Gazetted Officer."), names({"Hariprasad Nayak"}));
  // Counter-examples: a salutation without a name, "attention" in a sentence, a forwarded paper
  EXPECT_EQ(found("Respected Sir, please find the report attached."), found_list{});
  EXPECT_EQ(found("Respected Madam, kindly do the needful."), found_list{});
  EXPECT_EQ(found("Needs attention: poor wound healing."), found_list{});
  EXPECT_EQ(found("Forwarded by post to the district office."), found_list{});
}

TEST(PhiRound18Slots, AVillageAfterAnOfficeHoldersOfIsAPlace) {
  EXPECT_EQ(found("The ANM of Kotri, Sunita Kumari, brought the list."), names({"Sunita Kumari"}));
  EXPECT_EQ(found("The school of Barhaj, with 200 children, was screened."), found_list{});
  // Counter-example: a person after "of" a relation
  EXPECT_EQ(found("The mother of Jhumri, Sunita Kumari, came."), names({"Jhumri", "Sunita Kumari"}));
}

TEST(PhiRound18Slots, ALabelledResidenceOfVillagesAndHamletsIsAnAddress) {
  EXPECT_EQ(found("R/o Hatigarh, Kalchini, Alipurduar"), address("Hatigarh, Kalchini, Alipurduar"));
  EXPECT_EQ(found("Resident of Bhimrao Tola, Bihta."), address("Bhimrao Tola, Bihta"));
  EXPECT_EQ(found("r/o Kelwa Pada, Dahanu"), address("Kelwa Pada, Dahanu"));
  EXPECT_EQ(found("Address as per ration card: Gram Kotri, Post Lormi, Mungeli"),
            address("Gram Kotri, Post Lormi, Mungeli"));
  EXPECT_EQ(found("Address as per Aadhaar - Nangal Khurd, Ropar"), address("Nangal Khurd, Ropar"));
  // Counter-examples: "r/o" as "rule out" before terms, an English word, capitals, one word
  EXPECT_EQ(found("R/o Malaria, Dengue"), found_list{});
  EXPECT_EQ(found("R/o Sepsis, Malignancy"), found_list{});
  EXPECT_EQ(found("R/o ACS, PE"), found_list{});
  EXPECT_EQ(found("r/o Appendicitis, Ovarian Torsion"), found_list{});
  EXPECT_EQ(found("We will address as per protocol."), found_list{});
}

TEST(PhiRound18Slots, APersonsOwnBodyOriginOrAddressNamesTheWordBeforeIt) {
  // words of the English list and flagged lexicon words, in places only a person fills
  EXPECT_EQ(found("Velvet broke her wrist at the rink."), names({"Velvet"}));
  EXPECT_EQ(found("Marble twisted his ankle playing football."), names({"Marble"}));
  EXPECT_EQ(found("Later Jolly lost his appetite."), names({"Jolly"}));
  EXPECT_EQ(found("Kiran from ward 5 fainted after the injection."), names({"Kiran"}));
  EXPECT_EQ(found("Pooja from the second floor wants her report."), names({"Pooja"}));
  EXPECT_EQ(found("Kal aana Deepak, tum fasting mein aana."), names({"Deepak"}));
  EXPECT_EQ(found("Theek hai Kusum, aap kal aana."), names({"Kusum"}));
  // Counter-examples: an agent that hurts, a drug or a condition in the subject's place, a
  // place's origin, a comma after a town or an interjection, a verb of the body without "his/her"
  EXPECT_EQ(found("Fall fractured his hip."), found_list{});
  EXPECT_EQ(found("Glass cut her foot while cleaning."), found_list{});
  EXPECT_EQ(found("Paracetamol cut her fever quickly."), found_list{});
  EXPECT_EQ(found("The village from the third block wants a camp."), found_list{});
  EXPECT_EQ(found("In Delhi, you can get it cheaper."), found_list{});
  EXPECT_EQ(found("Look, you must come fasting."), found_list{});
  EXPECT_EQ(found("Sorry, you have to wait."), found_list{});
  EXPECT_EQ(found("Madam, you must come fasting."), found_list{});
  EXPECT_EQ(found("Velvet cushions raised the heel."), found_list{});
}

TEST(PhiRound18Slots, APeoplesApppositionAnOpeningPhraseAndAPersonsProgressiveNameTheSubject) {
  EXPECT_EQ(found("The twins, Pinki and Rinki, both have fever."), names({"Pinki", "Rinki"}));
  EXPECT_EQ(found("Her children, Golu, Bittu and Chiku, were dewormed."), names({"Golu", "Bittu", "Chiku"}));
  EXPECT_EQ(found("On the ward round Velvet vomited twice."), names({"Velvet"}));
  EXPECT_EQ(found("After the fall, Marble fainted twice."), names({"Marble"}));
  EXPECT_EQ(found("Jolly has been vomiting since dinner."), names({"Jolly"}));
  EXPECT_EQ(found("Address given by caller: House 14, Gali 3, Kotri 131001"),
            address("House 14, Gali 3, Kotri 131001"));
  // Counter-examples: a list of drugs in apposition to "drugs", a sample or an organ after an
  // opening phrase, a symptom's progressive, an address that opens with a capital
  EXPECT_EQ(found("The drugs, Telma and Amlo, were stopped."), found_list{});
  EXPECT_EQ(found("During the camp Aspirin was given."), found_list{});
  EXPECT_EQ(found("In the evening Urine was sent."), found_list{});
  EXPECT_EQ(found("On examination Abdomen was soft."), found_list{});
  EXPECT_EQ(found("On the way Ambulance broke down."), found_list{});
  EXPECT_EQ(found("Address Kotri Road, Sonipat 131001"), address("Kotri Road, Sonipat 131001"));
}

TEST(PhiRound18Slots, AReportedClauseOpensAsASentenceDoes) {
  EXPECT_EQ(found("The warden reports that Jolly has been vomiting since dinner."), names({"Jolly"}));
  EXPECT_EQ(found("Mother says that Velvet broke her arm."), names({"Velvet"}));
  // Counter-examples: a drug, a sample, a condition, a payer or a day opening the reported clause
  EXPECT_EQ(found("He reported that Paracetamol has been helping."), found_list{});
  EXPECT_EQ(found("The lab reported that Urine was clear."), found_list{});
  EXPECT_EQ(found("He said that Diabetes is controlled."), found_list{});
  EXPECT_EQ(found("She said that Insurance was refused."), found_list{});
  EXPECT_EQ(found("She said that Tuesday was fine."), found_list{});
}

TEST(PhiRound18Slots, AWordAfterAVillagesOrADistrictsLabelIsAPlace) {
  EXPECT_EQ(found("Patient from vill. Kotri, P.O. Bhatni, dist. Deoria came with fever."), found_list{});
  EXPECT_EQ(found("Snakebite case, gram Sonbarsa, brought at night."), found_list{});
  EXPECT_EQ(found("He stays in mohalla Qasaban with his son."), found_list{});
  EXPECT_EQ(found("Thana Manjhi ki police ne bheja."), found_list{});
  EXPECT_EQ(found("Pt Ramesh Yadav, vill. Kotri, dist. Deoria, fever."), names({"Ramesh Yadav"}));
  // Counter-examples: a person after a word that only ends in a label's letters, a person before
  // the village, and a comma list of a village and a person who goes on to a verb
  EXPECT_EQ(found("Referred by Dr. O. Prakash for review."), names({"O. Prakash"}));
  EXPECT_EQ(found("Sunita Devi from village Kotri came."), names({"Sunita Devi"}));
  EXPECT_EQ(found("Resident of Sonbarsa, Ramesh Kumar came with cough."), names({"Ramesh Kumar"}));
}

// The terminology sweep for the new positions: no medicine or condition of the tables is read as
// a person in a letter's addressee slot or after a forwarding participle, nor as a residence
// after "r/o" (rule out).
TEST(PhiRound18Slots, NoMedicineOrConditionIsTakenForAPersonInTheNewPositions) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{"Respected " + t.term + " sir, see the report.", "Kind attention: " + t.term,
                                    "Forwarded by " + t.term + ", staff.", "Attested by " + t.term + ".",
                                    t.term + " broke her wrist.", t.term + " from ward 5 fainted.",
                                    "Ke baat " + t.term + ", tanne dawai le li?",
                                    "The twins, " + t.term + " and " + t.term + ", both have fever.",
                                    "On the ward round " + t.term + " vomited twice.",
                                    t.term + " has been vomiting since dinner.",
                                    "The warden reports that " + t.term + " has been vomiting."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::whole_sentence), 0U);
  std::size_t addresses = 0;
  for (const char* terms : {"R/o Tuberculosis, Sarcoidosis", "R/o Typhoid, Malaria, Dengue", "r/o Cholecystitis, Pancreatitis",
                            "R/o Migraine, Cluster Headache"}) {
    addresses += cxs::domain::phi::redact(terms).spans.size();
  }
  EXPECT_EQ(addresses, 0U);
}
