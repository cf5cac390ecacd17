// Unit tests of issue 18's PHI rules: names by context and by lexicon, the ambiguity
// list, eponyms and roles, labelled addresses, PIN codes and dates of birth. Each rule
// has a counter-example. The sentences are written for these tests; none is a line of
// the held-out corpus (tests/fixtures/phi/fresh_heldout.tsv).

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/lexicon.hpp"
#include "domain/phi/redactor.hpp"

namespace phi = cxs::domain::phi;

namespace {

using found_list = std::vector<std::pair<std::string, std::string>>;

std::string slice(std::string_view text, std::size_t start, std::size_t end) {
  std::size_t cp = 0;
  std::string out;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++cp;
    }
    if (cp > start && cp <= end) {
      out.push_back(c);
    }
  }
  return out;
}

found_list found(std::string_view text) {
  found_list out;
  for (const auto& span : phi::redact(text).spans) {
    out.emplace_back(std::string(phi::kind_name(span.kind)), slice(text, span.start, span.end));
  }
  return out;
}

found_list names(std::initializer_list<const char*> values) {
  found_list out;
  for (const char* v : values) {
    out.emplace_back("NAME", v);
  }
  return out;
}

}  // namespace

TEST(PhiLexicon, IsEmbeddedAndFlagsAmbiguousWords) {
  EXPECT_GT(phi::detail::name_lexicon_size(), 900U);
  EXPECT_TRUE(phi::detail::name_lexicon("Ramesh").sure());
  EXPECT_TRUE(phi::detail::name_lexicon("SHARMA").surname);
  EXPECT_TRUE(phi::detail::name_lexicon("Asha").known());
  EXPECT_FALSE(phi::detail::name_lexicon("Asha").sure());
  EXPECT_FALSE(phi::detail::name_lexicon("Pooja").sure());
  EXPECT_FALSE(phi::detail::name_lexicon("Crocin").known());
  EXPECT_FALSE(phi::detail::name_lexicon("").known());
}

TEST(PhiLexiconNames, KnownNameStandsAlone) {
  EXPECT_EQ(found("Ravindra has had a cough since Monday."), names({"Ravindra"}));
  EXPECT_EQ(found("We explained the plan to Nirmala Chauhan today."), names({"Nirmala Chauhan"}));
  // Counter-examples: lower case, all capitals, an unknown word.
  EXPECT_TRUE(found("ravindra has had a cough.").empty());
  EXPECT_TRUE(found("RAVINDRA TRAVELS for work.").empty());
  EXPECT_TRUE(found("Haemoptysis since Monday.").empty());
}

TEST(PhiLexiconNames, AmbiguousWordNeedsContext) {
  EXPECT_TRUE(found("Santosh hai ki dard kam hua.").empty());
  EXPECT_TRUE(found("Kamal ka phool dekha tha.").empty());
  EXPECT_TRUE(found("Suraj nikalne se pehle walk karein.").empty());
  // With a surname, a form of address or a case marker it is a name.
  EXPECT_EQ(found("Santosh Pandey has gout."), names({"Santosh Pandey"}));
  EXPECT_EQ(found("Kamal ji, aap baithiye."), names({"Kamal"}));
  EXPECT_EQ(found("Kal Suraj ko bukhar tha."), names({"Suraj"}));
}

TEST(PhiLexiconNames, InstitutionsFestivalsAndEponymsAreNotNames) {
  EXPECT_TRUE(found("Report from Lal Path Labs attached.").empty());
  EXPECT_TRUE(found("Operated at Sanjay Gandhi PGI in 2019.").empty());
  EXPECT_TRUE(found("Lives near Indira Nagar market.").empty());
  EXPECT_TRUE(found("Fasting since Durga Puja.").empty());
  EXPECT_TRUE(found("Known case of Wilson disease.").empty());
  EXPECT_TRUE(found("Parkinson disease, on levodopa.").empty());
  // Counter-example: the same surname as a person.
  EXPECT_EQ(found("Sanjay Gandhi came with his mother."), names({"Sanjay Gandhi"}));
}

TEST(PhiLexiconNames, AshaWorkerIsARole) {
  EXPECT_TRUE(found("The Asha worker brought the child.").empty());
  EXPECT_TRUE(found("Asha didi ne ORS diya.").empty());
  // Counter-example: Asha as a person, by a relation cue and by a surname.
  EXPECT_EQ(found("My wife Asha has migraine."), names({"Asha"}));
  EXPECT_EQ(found("Asha Rawat has migraine."), names({"Asha Rawat"}));
  EXPECT_EQ(found("Usha didi ko chakkar aate hain."), names({"Usha"}));  // not a role
}

TEST(PhiLexiconNames, HonorificNamesAreLeftToTheHonorificRules) {
  EXPECT_TRUE(found("Dr. Reddy's Pantocid 40 mg.").empty());
  EXPECT_EQ(found("Dr. Reddy saw him."), names({"Reddy"}));
}

TEST(PhiContextNames, Relations) {
  EXPECT_EQ(found("My nephew Tobin fell off a scooter."), names({"Tobin"}));
  EXPECT_EQ(found("Her mother-in-law Zeenat is diabetic."), names({"Zeenat"}));
  EXPECT_EQ(found("Meri beti Chinmayi ko bukhar hai."), names({"Chinmayi"}));
  EXPECT_EQ(found("Chacha Ompal ko khansi hai."), names({"Ompal"}));
  // Counter-examples: a relation followed by a common word or lower case.
  EXPECT_TRUE(found("My son has a rash.").empty());
  EXPECT_TRUE(found("Mera beta School nahi gaya.").empty());
  EXPECT_TRUE(found("Her husband Diabetic since 2010.").empty());
}

TEST(PhiContextNames, ACueRightAfterAnotherCounts) {
  EXPECT_EQ(found("Caller is her brother, Tobin."), names({"Tobin"}));
  EXPECT_EQ(found("Thanks, dear Zeenat."), names({"Zeenat"}));
}

TEST(PhiContextNames, PatientCue) {
  EXPECT_EQ(found("Patient Tsering was reviewed."), names({"Tsering"}));
  EXPECT_EQ(found("The patient, Ngawang Lhamo, is stable."), names({"Ngawang Lhamo"}));
  EXPECT_TRUE(found("Patient Education leaflet given.").empty());
  EXPECT_TRUE(found("Patient HIV positive, on ART.").empty());
  EXPECT_TRUE(found("Patient complains of pain.").empty());
}

TEST(PhiContextNames, GreetingsVocativesAndAddressSuffixes) {
  EXPECT_EQ(found("Hello Tobin, any fever?"), names({"Tobin"}));
  EXPECT_EQ(found("Okay Zeenat, lie down please."), names({"Zeenat"}));
  EXPECT_EQ(found("Tobin, can you walk to the door?"), names({"Tobin"}));
  EXPECT_EQ(found("Zeenat ji, dawai roz lena."), names({"Zeenat"}));
  EXPECT_EQ(found("Ompal bhai, report aa gayi."), names({"Ompal"}));
  // Counter-examples.
  EXPECT_TRUE(found("Hello everyone, the camp starts at ten.").empty());
  EXPECT_TRUE(found("However, you must fast.").empty());
  EXPECT_TRUE(found("Okay Fine.").empty());
  EXPECT_TRUE(found("Dengue, you said?").empty());
}

TEST(PhiContextNames, SignOffs) {
  EXPECT_EQ(found("Regards, Tobin Varkey"), names({"Tobin Varkey"}));
  EXPECT_EQ(found("Dictated by Zeenat Parveen."), names({"Zeenat Parveen"}));
  EXPECT_EQ(found("notes\n- Tobin Varkey, staff nurse"), names({"Tobin Varkey"}));
  // Counter-examples: bullets that are advice, a department, a lab.
  EXPECT_TRUE(found("plan\n- Avoid oily food\n- Hydration").empty());
  EXPECT_TRUE(found("Seen by Cardiology.").empty());
  EXPECT_TRUE(found("Reported by Thyrocare.").empty());
}

TEST(PhiContextNames, HinglishCues) {
  EXPECT_EQ(found("Is ladki ka naam Chinmayi hai."), names({"Chinmayi"}));
  EXPECT_EQ(found("Main Ompal bol raha hoon."), names({"Ompal"}));
  EXPECT_EQ(found("Kal raat Tobin ko ulti hui."), names({"Tobin"}));
  // Counter-examples: case markers after common words, and at a sentence start an
  // unknown capitalised word.
  EXPECT_TRUE(found("Dawai ko fridge mein rakho.").empty());
  EXPECT_TRUE(found("Khane ko kam karo.").empty());
  EXPECT_TRUE(found("Yahan Sarkar ne free dawai di.").empty());  // government, not Mr Sarkar
  EXPECT_EQ(found("Amit Sarkar ne dawai li."), names({"Amit Sarkar"}));
  EXPECT_TRUE(found("Main Road par accident hua.").empty());
  EXPECT_TRUE(found("naam nahi pata.").empty());
}

TEST(PhiContextNames, LowerCaseTranscriptsTakeKnownNamesAfterACue) {
  EXPECT_EQ(found("mera naam ramesh kumar hai, bukhar hai"), names({"ramesh kumar"}));
  EXPECT_EQ(found("my name is pooja"), names({"pooja"}));  // a name label: even an ambiguous word
  EXPECT_EQ(found("hello sunita ji, baithiye"), names({"sunita"}));
  EXPECT_EQ(found("meri beti khushboo ko khansi hai"), found_list{});  // unknown: not read
  // Counter-examples: common words after the cue, ambiguous words after a weaker cue, no cue.
  EXPECT_TRUE(found("my name is not important").empty());
  EXPECT_TRUE(found("the patient is more comfortable today").empty());
  EXPECT_TRUE(found("mera beta pooja ke baad aaya").empty());
  EXPECT_TRUE(found("ramesh has fever").empty());
}

TEST(PhiContextNames, RepeatsOfAContextNameArePropagated) {
  EXPECT_EQ(found("My nephew Tobin fell. Tobin has a cut."), names({"Tobin", "Tobin"}));
}

TEST(PhiPlaces, LabelledAddressesEndAtThePinCode) {
  EXPECT_EQ(found("Address: 7 Temple Road, Madurai 625001 and phone none."),
            (found_list{{"ADDRESS", "7 Temple Road, Madurai 625001"}}));
  EXPECT_EQ(found("R/o Vill. Kheri, Dist. Hisar, Haryana"),
            (found_list{{"ADDRESS", "Vill. Kheri, Dist. Hisar, Haryana"}}));
  EXPECT_EQ(found("PIN 226 010"), (found_list{{"ADDRESS", "226 010"}}));
  // Counter-examples: "r/o" as "rule out", "lives at home", a city alone.
  EXPECT_TRUE(found("Fever, r/o malaria, smear sent.").empty());
  EXPECT_TRUE(found("He lives at home with his wife.").empty());
  EXPECT_TRUE(found("What can I address for you today?").empty());
  EXPECT_TRUE(found("We will address that as well.").empty());
  EXPECT_EQ(found("His address is 12 Park Street, Kolkata 700016."),
            (found_list{{"ADDRESS", "12 Park Street, Kolkata 700016"}}));
  EXPECT_TRUE(found("She travelled from Lucknow yesterday.").empty());
  EXPECT_TRUE(found("Platelets 226010 on day 3.").empty());
}

TEST(PhiPlaces, DatesOfBirthButNotClinicalDates) {
  EXPECT_EQ(found("DOB 09-09-1957"), (found_list{{"DATE_OF_BIRTH", "09-09-1957"}}));
  EXPECT_EQ(found("date of birth: 1st July 2001"),
            (found_list{{"DATE_OF_BIRTH", "1st July 2001"}}));
  EXPECT_EQ(found("born on Feb 3, 1948"), (found_list{{"DATE_OF_BIRTH", "Feb 3, 1948"}}));
  EXPECT_TRUE(found("Review on 09-09-2025 with reports.").empty());
  EXPECT_TRUE(found("Fever since 1st July.").empty());
  EXPECT_TRUE(found("born at term, cried immediately.").empty());
}

TEST(PhiPlaces, NewKindsHaveTokensAndRoundTrip) {
  const std::string text = "Mrs Uma Iyer, DOB 01/01/1960, Address: 4 Beach Road, Chennai 600001.";
  const auto r = phi::redact(text);
  EXPECT_EQ(r.text, "Mrs [NAME_1], DOB [DATE_OF_BIRTH_1], Address: [ADDRESS_1].");
  EXPECT_EQ(phi::restore(r.text, r.token_map), text);
}
