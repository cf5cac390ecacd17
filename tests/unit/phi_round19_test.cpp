// Unit tests of issue 18's PHI round 19 (branch phi22): clauses that make a capitalised word a
// person whatever word it spells (person_clauses.cpp): a relative "who", a hostel's room before a
// person's predicate, a list of people before what they did or had, a pair said to be both, and
// the Hinglish "X ke naam". Each with counter-examples: the same words as no names (a lucky
// escape, golden hour, rose to 140, roles and places before "who", drugs and tests in a list) and
// a terminology sweep of every new position. The sentences are written for these tests; none is
// a line of the corpora.

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

TEST(PhiRound19Clauses, ARelativeWhoMakesTheWordBeforeItAPerson) {
  EXPECT_EQ(found("The stool cup was given to Golden, who will bring it tomorrow."), names({"Golden"}));
  EXPECT_EQ(found("We rang Kiran, who said the fever is down."), names({"Kiran"}));
  EXPECT_EQ(found("Please call Lovely Arora, whose son had the fall."), names({"Lovely Arora"}));
  EXPECT_EQ(found("Sweety is the one who gives him the eye drops."), names({"Sweety"}));
  // Counter-examples: a role or a thing after a determiner, a
  // sentence's first English word, "WHO" in capitals, a drug, and the words as no names
  EXPECT_EQ(found("We informed the Warden, who came at once."), found_list{});
  EXPECT_EQ(found("Contact Helpline, who will call back."), found_list{});
  EXPECT_EQ(found("Blood was given by Rotary, who organised the camp."), found_list{});
  EXPECT_EQ(found("Thanks to Lions, who donated the wheelchair."), found_list{});
  EXPECT_EQ(found("They were sent to Happy Valley, who run a free clinic."), found_list{});
  EXPECT_EQ(found("Parents, who were present, agreed to the plan."), found_list{});
  EXPECT_EQ(found("As per Geneva, WHO guidelines were followed."), found_list{});
  EXPECT_EQ(found("He was started on Dolo, who knows why."), found_list{});
  EXPECT_EQ(found("It was a lucky escape for the driver, who was belted."), found_list{});
  EXPECT_EQ(found("Golden hour care was given to the boy, who is stable now."), found_list{});
}

TEST(PhiRound19Clauses, AHostelRoomBeforeAPersonsPredicateMakesTheWordAPerson) {
  EXPECT_EQ(found("Happy (room 12) has not eaten since Monday."), names({"Happy"}));
  EXPECT_EQ(found("Warden's note: Honey of room 4 is the only one with fever."), names({"Honey"}));
  EXPECT_EQ(found("Bobby from room 31 fainted at the mess."), names({"Bobby"}));
  // Counter-examples: a thing of a room, a room without a person's predicate, a bathroom
  EXPECT_EQ(found("Geyser of room 4 is not working."), found_list{});
  EXPECT_EQ(found("Dressing (room 3) is closed on Sunday."), found_list{});
  EXPECT_EQ(found("Oxygen from room 2 was shifted to the ward."), found_list{});
  EXPECT_EQ(found("Golden (bathroom 2) has not eaten."), found_list{});
}

TEST(PhiRound19Clauses, AListOfPeopleBeforeWhatTheyDidOrHadIsAListOfNames) {
  EXPECT_EQ(found("Kiran, Bobby and Sweety had loose stools after the picnic."),
            names({"Kiran", "Bobby", "Sweety"}));
  EXPECT_EQ(found("Mess list: Asha, Happy and Golden were admitted overnight."),
            names({"Asha", "Happy", "Golden"}));
  // Counter-examples: drugs, tests or organs listed the same way, and no lexicon name among the
  // words
  EXPECT_EQ(found("Dolo, Ascoril and Cetzine were stopped."), found_list{});
  EXPECT_EQ(found("Liver, Spleen and Kidneys were normal on scan."), found_list{});
  EXPECT_EQ(found("Happy, Golden and Lovely had loose stools."), found_list{});
  EXPECT_EQ(found("Malaria, Dengue and Typhoid had been ruled out."), found_list{});
}

TEST(PhiRound19Clauses, APairSaidToBeBothIsTwoPeople) {
  EXPECT_EQ(found("Aaj Kiran aur Lovely dono teeka lagwane aayi."), names({"Kiran", "Lovely"}));
  EXPECT_EQ(found("The twins Asha and Bobby both have chickenpox."), names({"Asha", "Bobby"}));
  // Counter-examples: a sentence's capitalised first word and no lexicon name, and two drugs
  EXPECT_EQ(found("Dal aur chawal dono band karo."), found_list{});
  EXPECT_EQ(found("Golden aur Lovely dono aaye."), found_list{});
  EXPECT_EQ(found("Stop Telma and Amlong both for now."), found_list{});
  EXPECT_EQ(found("The Ganga and Yamuna both flood in July."), found_list{});
}

TEST(PhiRound19Clauses, TheHinglishNaamMakesTheWordBeforeItsGenitiveAPerson) {
  EXPECT_EQ(found("Yeh report Lovely ke naam pe hai, check karo."), names({"Lovely"}));
  EXPECT_EQ(found("Parchi pe Happy ka naam likh ke do."), names({"Happy"}));
  // Counter-examples: a sentence's capitalised first word and a medicine before "ka naam"
  EXPECT_EQ(found("Dawai ka naam likh do."), found_list{});
  EXPECT_EQ(found("Is dawai Crocin ka naam yaad rakho."), found_list{});
}

TEST(PhiRound19Clauses, ALexiconNameOpeningASentenceActsOnItsOwnBodyOrSendsAMessage) {
  EXPECT_EQ(found("Kiran lifted the water bucket and strained her back."), names({"Kiran"}));
  EXPECT_EQ(found("Deepak sent a photo of the rash at night."), names({"Deepak"}));
  // Counter-examples: a word outside the lexicons, a verb without the subject's own pronoun, a
  // message without its object
  EXPECT_EQ(found("Physiotherapy improved her gait."), found_list{});
  EXPECT_EQ(found("Surgery changed his life."), found_list{});
  EXPECT_EQ(found("Kiran treated with UV light, no change."), found_list{});
  EXPECT_EQ(found("Lab sent a report of the culture."), found_list{});
}

TEST(PhiRound19Clauses, ACallersDeviceAndANameFieldWithoutItsColon) {
  EXPECT_EQ(found("The call dropped twice; Lucky's phone was switched off."), names({"Lucky"}));
  EXPECT_EQ(found("Name Honey Kaur, age 30, sample haemolysed."), names({"Honey Kaur"}));
  EXPECT_EQ(found("Lab slip 4, Name Golden Singh (M), fasting."), names({"Golden Singh"}));
  // Counter-examples: a carrier's network, a name tag, a name field that goes on in words
  EXPECT_EQ(found("The call dropped twice; Jio's network was down."), found_list{});
  EXPECT_EQ(found("Name Tag missing on the sample."), found_list{});
}

TEST(PhiRound19Clauses, AFormOfAddressInLowerCaseAndARoleBeforeAName) {
  EXPECT_EQ(found("deepak bhaiya ne report le li"), names({"deepak"}));
  EXPECT_EQ(found("kiran didi ko phone karo"), names({"kiran"}));
  EXPECT_EQ(found("Phlebotomist Kiran took the sample at 7 am."), names({"Kiran"}));
  // Counter-examples: the health worker, a lamp, a role alone
  EXPECT_EQ(found("asha didi ne bataya ki camp kal hai"), found_list{});
  EXPECT_EQ(found("deepak jalao aur aarti karo"), found_list{});
  EXPECT_EQ(found("Phlebotomist absent today, samples tomorrow."), found_list{});
}

TEST(PhiRound19Clauses, LowerCaseChatSaysWhoSpokeAndForWhomThePrescriptionIs) {
  EXPECT_EQ(found("kiran said the pain is less today"), names({"kiran"}));
  EXPECT_EQ(found("pls resend the rx for pinky, the photo is dark"), names({"pinky"}));
  // Counter-examples: the same words as a verb or a ray, a prescription for a condition
  EXPECT_EQ(found("sugar rose after the steroid, said the sister"), found_list{});
  EXPECT_EQ(found("send the rx for fever and cough"), found_list{});
}

TEST(PhiRound19Clauses, ASlipsBeneficiaryAndNoLowerCaseWordJoinedToAName) {
  EXPECT_EQ(found("Rx for Sweety Arora: Tab Pan 40 OD."), names({"Sweety Arora"}));
  EXPECT_EQ(found("Receipt for Happy Singh, paid in cash."), names({"Happy Singh"}));
  EXPECT_EQ(found("Thoda aaram karo Chandan aur paani piyo."), names({"Chandan"}));
  // Counter-examples: a prescription for a condition or a drug, water joined to a name
  EXPECT_EQ(found("Rx for Hypertension: Tab Telma 40."), found_list{});
  EXPECT_EQ(found("Rx for Dolo 650 refill."), found_list{});
  EXPECT_EQ(found("Chandan aur chai dono band."), names({"Chandan"}));
}

TEST(PhiRound19Clauses, NoMedicineOrConditionIsTakenForAPersonInTheNewPositions) {
  const auto sentences = [](const term_forms& t) {
    return std::vector<std::string>{"The sample was handed to " + t.term + ", who will bring it back.",
                                    t.term + " is the one who gives her the insulin.",
                                    t.term + " (room 5) has not eaten since Sunday.",
                                    t.term + " of room 9 is the only one admitted.",
                                    "Kiran, " + t.term + " and " + t.term + " had loose stools.",
                                    "Aaj Kiran aur " + t.term + " dono aaye.",
                                    "Yeh parchi " + t.term + " ke naam pe banao.",
                                    "Name " + t.term + ", age 30.", "Phlebotomist " + t.term + " took it.",
                                    t.lower + " said the pain is less", "send the rx for " + t.lower + " again",
                                    t.lower + " bhaiya ne bola", t.term + " lifted the bag and hurt his back.",
                                    t.term + "'s phone is off.", "Rx for " + t.term + ": review in a week."};
  };
  EXPECT_EQ(names_over_terms(sentences, sweep_scope::over_the_term), 0U);
}
