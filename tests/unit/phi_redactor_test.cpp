// Unit tests of domain/phi: each kind of identifier, the tricky negatives, token
// numbering, the token map, code-point offsets and exact restore.

#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json.hpp>

#include "domain/phi/detect.hpp"
#include "domain/phi/redactor.hpp"
#include "tests/unit/phi_found.hpp"

namespace phi = cxs::domain::phi;

namespace {

using cxs::test::found_list;

found_list found(std::string_view text) { return cxs::test::phi_found(text); }

found_list one(std::string kind, std::string value) {
  return {{std::move(kind), std::move(value)}};
}

void expect_round_trip(std::string_view text) {
  const auto r = phi::redact(text);
  EXPECT_EQ(phi::restore(r.text, r.token_map), text);
}

}  // namespace

TEST(PhiVerhoeff, AcceptsValidAndRejectsAlteredNumbers) {
  EXPECT_TRUE(phi::detail::verhoeff_valid("726018159082"));
  EXPECT_TRUE(phi::detail::verhoeff_valid("501661318603"));
  EXPECT_TRUE(phi::detail::verhoeff_valid("2363"));  // textbook example 236 + check 3
  EXPECT_FALSE(phi::detail::verhoeff_valid("726018159083"));
  EXPECT_FALSE(phi::detail::verhoeff_valid("726018159028"));  // adjacent transposition
  EXPECT_FALSE(phi::detail::verhoeff_valid(""));
  EXPECT_FALSE(phi::detail::verhoeff_valid("7260 1815"));
}

TEST(PhiPatterns, AllCompile) { EXPECT_TRUE(phi::detail::patterns_compiled()); }

TEST(PhiRedact, EmptyAndPlainTextAreUnchanged) {
  const auto empty = phi::redact("");
  EXPECT_TRUE(empty.text.empty());
  EXPECT_TRUE(empty.spans.empty());
  EXPECT_TRUE(empty.token_map.empty());
  const auto plain = phi::redact("Fever for three days, no cough.");
  EXPECT_EQ(plain.text, "Fever for three days, no cough.");
  EXPECT_TRUE(plain.spans.empty());
}

TEST(PhiRedact, NamesAfterHonorifics) {
  EXPECT_EQ(found("Mr. Ramesh Kumar came"), one("NAME", "Ramesh Kumar"));
  EXPECT_EQ(found("seen by dr Suresh Patil"), one("NAME", "Suresh Patil"));
  EXPECT_EQ(found("Smt Kamla Bai, 60"), one("NAME", "Kamla Bai"));
  EXPECT_EQ(found("Km Neha has fever"), one("NAME", "Neha"));
  EXPECT_EQ(found("Late Shri Ram Prasad"), one("NAME", "Ram Prasad"));
  EXPECT_EQ(found("Mr R K Sharma"), one("NAME", "R K Sharma"));
  EXPECT_EQ(found("Dr. S. R. Rangan signed"), one("NAME", "S. R. Rangan"));
  EXPECT_EQ(found("Dr. Sharma's clinic"), one("NAME", "Sharma"));
  EXPECT_EQ(found("Mr. Joseph D'Souza"), one("NAME", "Joseph D'Souza"));
  EXPECT_EQ(found("Baby of Rekha Verma"), one("NAME", "Rekha Verma"));
  EXPECT_EQ(found("Dr.(Mrs.) Shanta Kumari"), one("NAME", "Shanta Kumari"));
  EXPECT_EQ(found("Shri Gopal Krishna Iyer Venkat"), one("NAME", "Gopal Krishna Iyer"));
  EXPECT_EQ(found("MR. RAJESH GUPTA AGE 45"), one("NAME", "RAJESH GUPTA"));
  EXPECT_EQ(found("Mr Ramesh HTN"), one("NAME", "Ramesh"));
  const found_list relation{{"NAME", "Gurpreet Kaur"}, {"NAME", "Harjit Singh"}};
  EXPECT_EQ(found("Smt Gurpreet Kaur W/o Harjit Singh"), relation);
}

TEST(PhiRedact, DoctorWithoutANameAndBrandsAreNotNames) {
  EXPECT_TRUE(found("Dr said to continue").empty());
  EXPECT_TRUE(found("Dr. Advised CBC").empty());
  EXPECT_TRUE(found("Dr Sahab ne kaha").empty());
  EXPECT_TRUE(found("Dr. Reddy's Omez 20 mg").empty());
  EXPECT_TRUE(found("Dr Reddys tablets").empty());
  EXPECT_TRUE(found("Dr. Ram Manohar Lohia Hospital").empty());
  EXPECT_TRUE(found("Sri Ramachandra Medical College").empty());
  EXPECT_TRUE(found("travelled from Sri Lanka").empty());
  EXPECT_TRUE(found("Master Health Checkup").empty());
  EXPECT_TRUE(found("The MS Ortho resident").empty());
  EXPECT_TRUE(found("walks 3 Km Daily").empty());
  EXPECT_TRUE(found("MRSA isolated").empty());
  EXPECT_TRUE(found("K/C/O Asthma").empty());
  // In clinical notes "H/o" is "history of" and "C/o" mostly "complains of".
  EXPECT_TRUE(found("H/o Appendicectomy in 2010").empty());
  EXPECT_TRUE(found("C/o Vertigo since 2 days").empty());
  EXPECT_EQ(found("C/o Ravi Shankar, near the temple"), one("NAME", "Ravi Shankar"));
  EXPECT_EQ(found("Dr Reddy said"), one("NAME", "Reddy"));
}

TEST(PhiRedact, DrugsAndDiseasesAreNeverNames) {
  for (const char* text :
       {"Dr Paracetamol", "Mr Metformin", "Baby Dolo", "Mrs Diabetes", "Dr Dengue",
        "Miss Thyronorm", "Late Onset sepsis", "Baby Powder", "Dr Insulin"}) {
    EXPECT_TRUE(found(text).empty()) << text;
  }
}

TEST(PhiRedact, NamesAfterLabels) {
  EXPECT_EQ(found("Patient name: Ravi Teja, age 32"), one("NAME", "Ravi Teja"));
  EXPECT_EQ(found("My name is Priyanka Kulkarni and"), one("NAME", "Priyanka Kulkarni"));
  EXPECT_EQ(found("Name: Savita Bhosale"), one("NAME", "Savita Bhosale"));
  EXPECT_EQ(found("Name of father: Harnam Singh"), one("NAME", "Harnam Singh"));
  EXPECT_EQ(found("Mera naam Rajinder hai"), one("NAME", "Rajinder"));
  EXPECT_TRUE(found("Drug name: Paracetamol").empty());
  EXPECT_TRUE(found("Patient name not recorded").empty());
}

TEST(PhiRedact, IndicScriptNames) {
  EXPECT_EQ(found("रोगी श्री रमेश कुमार को बुखार है।"), one("NAME", "रमेश कुमार"));
  EXPECT_EQ(found("स्वर्गीय श्री हरि प्रसाद के पुत्र"), one("NAME", "हरि प्रसाद"));
  EXPECT_EQ(found("मरीज़ का नाम सीता देवी है।"), one("NAME", "सीता देवी"));
  EXPECT_EQ(found("திருமதி லட்சுமி அவர்களுக்கு"), one("NAME", "லட்சுமி"));
  EXPECT_TRUE(found("डॉक्टर ने आराम करने को कहा।").empty());
  EXPECT_TRUE(found("वह श्रीलंका से आया है।").empty());
}

TEST(PhiRedact, Phones) {
  for (const char* number : {"9876543210", "98765 43210", "+91 98765 43210", "+91-99001-23456",
                             "09876543210", "+919812345678", "080-23456789", "(022) 2345 6789",
                             "0091 98201 34567", "+91 80 4567 8901", "98765 - 43210"}) {
    EXPECT_EQ(found(std::string("call ") + number + " now"), one("PHONE", number)) << number;
  }
  EXPECT_EQ(found("mobile 9 8 7 6 5 4 3 2 1 0"), one("PHONE", "9 8 7 6 5 4 3 2 1 0"));
  EXPECT_EQ(found("age 45 98765 43210"), one("PHONE", "98765 43210"));
}

TEST(PhiRedact, PhoneLikeClinicalNumbersStay) {
  for (const char* text :
       {"Metformin 500 mg 1-0-1", "BP 130/85 mmHg", "on 15-04-2024 at 10:30", "platelets 1,50,000",
        "Helpline 1800-180-1104", "TSH 4.52", "Invoice no 8100234567", "Serial No. 9876543210",
        "readings 98 76 54 32 10", "Timestamp 20240115103045", "0.9876543210 ratio",
        "Platelet count 245000", "Lab accession 2024031500123"}) {
    EXPECT_TRUE(found(text).empty()) << text;
  }
}

TEST(PhiRedact, NationalIds) {
  EXPECT_EQ(found("Aadhaar 7260 1815 9082"), one("NATIONAL_ID", "7260 1815 9082"));
  EXPECT_EQ(found("ID 726018159082 given"), one("NATIONAL_ID", "726018159082"));
  // Unlabelled, a failed checksum means it is not an Aadhaar; labelled, it still is.
  EXPECT_TRUE(found("barcode 7260 1815 9083").empty());
  EXPECT_EQ(found("Aadhaar: 7260 1815 9083"), one("NATIONAL_ID", "7260 1815 9083"));
  EXPECT_EQ(found("PAN ABCPK1234F"), one("NATIONAL_ID", "ABCPK1234F"));
  EXPECT_EQ(found("PAN: abcpk1234f"), one("NATIONAL_ID", "abcpk1234f"));
  EXPECT_TRUE(found("GST 27AAACR1234M1Z5").empty());
  EXPECT_EQ(found("ABHA 91-1234-5678-9012"), one("NATIONAL_ID", "91-1234-5678-9012"));
  EXPECT_EQ(found("ABHA ID 91745632108976"), one("NATIONAL_ID", "91745632108976"));
  EXPECT_EQ(found("at ramesh.kumar@abdm."), one("NATIONAL_ID", "ramesh.kumar@abdm"));
  EXPECT_EQ(found("sandbox sunita_1985@sbx"), one("NATIONAL_ID", "sunita_1985@sbx"));
  // A phone label keeps a 91-prefixed mobile a phone even when the checksum passes.
  EXPECT_EQ(found("call 917012345678"), one("PHONE", "917012345678"));
}

TEST(PhiRedact, Emails) {
  EXPECT_EQ(found("mail ramesh.kumar@gmail.com."), one("EMAIL", "ramesh.kumar@gmail.com"));
  EXPECT_EQ(found("<irfan.khan+lab@outlook.co.in>"), one("EMAIL", "irfan.khan+lab@outlook.co.in"));
  EXPECT_EQ(found("x@abdm.gov.in"), one("EMAIL", "x@abdm.gov.in"));
}

TEST(PhiRedact, RecordNumbersAfterLabels) {
  EXPECT_EQ(found("MRN: 1002345"), one("RECORD_NUMBER", "1002345"));
  EXPECT_EQ(found("UHID AIIMS/2023/004512,"), one("RECORD_NUMBER", "AIIMS/2023/004512"));
  EXPECT_EQ(found("IP No. is 7781."), one("RECORD_NUMBER", "7781"));
  EXPECT_EQ(found("Reg. No.: OPD2024/7712"), one("RECORD_NUMBER", "OPD2024/7712"));
  EXPECT_EQ(found("CR No 202300123456"), one("RECORD_NUMBER", "202300123456"));
  EXPECT_EQ(found("uhid number 9123456780"), one("RECORD_NUMBER", "9123456780"));
  EXPECT_TRUE(found("Bed No 12, token no. 45").empty());
  EXPECT_TRUE(found("Hospital No. of beds: 500").empty());
  EXPECT_TRUE(found("CR 1.2 mg/dL").empty());
}

TEST(PhiRedact, SameValueSameTokenAndNumberingPerKind) {
  const auto r = phi::redact(
      "Mr. Ramesh Kumar (9876543210) met Dr. Anil Mehta; call 9876543210 or 9123456789. "
      "Mr. Ramesh Kumar agreed.");
  EXPECT_EQ(r.text,
            "Mr. [NAME_1] ([PHONE_1]) met Dr. [NAME_2]; call [PHONE_1] or [PHONE_2]. "
            "Mr. [NAME_1] agreed.");
  ASSERT_EQ(r.spans.size(), 6U);
  EXPECT_EQ(r.spans[0].token, "[NAME_1]");
  EXPECT_EQ(r.spans[5].token, "[NAME_1]");
  // The map lists each token once, in order of first use.
  const boost::json::object expected{{"[NAME_1]", "Ramesh Kumar"},
                                     {"[PHONE_1]", "9876543210"},
                                     {"[NAME_2]", "Anil Mehta"},
                                     {"[PHONE_2]", "9123456789"}};
  EXPECT_EQ(r.token_map, expected);
  auto it = r.token_map.begin();
  EXPECT_EQ(it->key(), "[NAME_1]");
  EXPECT_EQ((++it)->key(), "[PHONE_1]");
}

TEST(PhiRedact, RepeatsOfADetectedNameAreRedactedToo) {
  const auto r = phi::redact("Mrs Sunita Sharma has fever. Sunita Sharma and Sunita were told.");
  EXPECT_EQ(r.text, "Mrs [NAME_1] has fever. [NAME_1] and [NAME_2] were told.");
  EXPECT_EQ(r.token_map.at("[NAME_2]"), "Sunita");
}

TEST(PhiRedact, OffsetsAreCodePointsAroundDevanagariAndTamil) {
  // "मरीज़ " is 6 code points (16 bytes); "மொபைல் " is 7 code points.
  const std::string text =
      "मरीज़ Mr. Ramesh Kumar, மொபைல் 9876543210 🙂 MRN 55661";
  const auto r = phi::redact(text);
  ASSERT_EQ(r.spans.size(), 3U);
  EXPECT_EQ(r.spans[0].start, 10U);
  EXPECT_EQ(r.spans[0].end, 22U);
  EXPECT_EQ(cxs::test::code_point_slice(text, r.spans[1].start, r.spans[1].end), "9876543210");
  EXPECT_EQ(r.spans[1].start, 31U);
  EXPECT_EQ(r.spans[2].start, 48U);
  EXPECT_EQ(cxs::test::code_point_slice(text, r.spans[2].start, r.spans[2].end), "55661");
  EXPECT_EQ(r.spans[2].end, phi::code_point_count(text));
  EXPECT_EQ(
      r.text,
      "मरीज़ Mr. [NAME_1], மொபைல் [PHONE_1] 🙂 MRN [RECORD_NUMBER_1]");
}

TEST(PhiRestore, TokenLikeTextInTheInputIsNeverReused) {
  const std::string text = "Template [NAME_1] and [PHONE_1]: Mr. Arun Kumar, 9876543210 [[NAME_2]]";
  const auto r = phi::redact(text);
  EXPECT_EQ(r.text, "Template [NAME_1] and [PHONE_1]: Mr. [NAME_3], [PHONE_2] [[NAME_2]]");
  EXPECT_EQ(phi::restore(r.text, r.token_map), text);
}

TEST(PhiRestore, RestoresRewrittenTextAndLeavesTheRest) {
  const auto r = phi::redact("Mr. Arun Kumar, MRN 445566, has fever.");
  EXPECT_EQ(phi::restore("Summary: [NAME_1] ([RECORD_NUMBER_1]) febrile. [NAME_9] [", r.token_map),
            "Summary: Arun Kumar (445566) febrile. [NAME_9] [");
  boost::json::object odd{{"[NAME_1]", 42}, {"[X]", "y"}};
  EXPECT_EQ(phi::restore("[NAME_1] [X] [[X]]", odd), "[NAME_1] y [y]");
}

TEST(PhiRedact, SurvivesHostileInputs) {
  std::vector<std::string> inputs = {
      std::string(3000, '9'),
      std::string(3000, '['),
      "\xff\xfe\x80 Mr. \xc3 Ramesh \xe0\xa4 9876543210 \xf0\x9f",
      std::string("Mr. Ramesh\0Kumar 98765\0 43210", 30),
  };
  std::string groups;
  for (int i = 0; i < 300; ++i) {
    groups += "9 8 ";
  }
  inputs.push_back(groups);
  std::string honorifics;
  for (int i = 0; i < 200; ++i) {
    honorifics += "Dr. Mr. Late Shri Baby of ";
  }
  EXPECT_TRUE(phi::redact(honorifics).spans.empty()) << "a chain of honorifics names nobody";
  inputs.push_back(honorifics);
  for (const auto& input : inputs) {
    const auto r = phi::redact(input);
    EXPECT_EQ(phi::restore(r.text, r.token_map), input);
    const std::size_t length = phi::code_point_count(input);
    std::size_t previous_end = 0;
    for (const auto& span : r.spans) {
      EXPECT_LE(previous_end, span.start);
      EXPECT_LE(span.start, span.end);
      EXPECT_LE(span.end, length);
      previous_end = span.end;
    }
  }
}

// A large, dense text redacts and restores exactly. Speed is a benchmark matter (no timing
// assertions in tests); pathological inputs are the fuzzer's job.
TEST(PhiRedact, LargeTextRoundTrips) {
  const std::string line =
      "Mr. Ramesh Kumar, MRN 1002345, mobile 98765 43210, BP 130/85, Metformin 500 mg, "
      "Aadhaar 7260 1815 9082, email r.kumar@gmail.com, Dr. Reddy's Omez 20 mg. ";
  std::string text;
  while (text.size() < 100'000) {
    text += line;
  }
  const auto r = phi::redact(text);
  EXPECT_EQ(r.token_map.size(), 5U);
  expect_round_trip(text);
}

// Several texts of one request redacted together (redact_together).

TEST(PhiRedactTogether, OneTextIsRedactExactly) {
  const std::string text = "Mr. Arun Kumar, MRN 445566, phone 9876543210. Arun has fever. [NAME_1]";
  const phi::redaction_input input{text, {}};
  const auto joint = phi::redact_together(std::span<const phi::redaction_input>(&input, 1));
  const auto alone = phi::redact(text);
  ASSERT_EQ(joint.parts.size(), 1U);
  EXPECT_EQ(joint.parts[0].text, alone.text);
  EXPECT_EQ(boost::json::serialize(joint.parts[0].token_map), boost::json::serialize(alone.token_map));
  EXPECT_EQ(boost::json::serialize(joint.token_map), boost::json::serialize(alone.token_map));
  ASSERT_EQ(joint.parts[0].spans.size(), alone.spans.size());
  for (std::size_t i = 0; i < alone.spans.size(); ++i) {
    EXPECT_EQ(joint.parts[0].spans[i].start, alone.spans[i].start);
    EXPECT_EQ(joint.parts[0].spans[i].end, alone.spans[i].end);
    EXPECT_EQ(joint.parts[0].spans[i].token, alone.spans[i].token);
  }
}

TEST(PhiRedactTogether, OneTokenPerValueAcrossTextsAndOneMap) {
  const std::string consult = "Mr. Ramesh Kumar, phone 9876543210, has fever.";
  const std::string prior = "Mrs. Sunita Devi, phone 9123456780, brings Mr. Ramesh Kumar (9876543210).";
  const std::vector<phi::redaction_input> inputs{{consult, {}}, {prior, {}}};
  const auto joint = phi::redact_together(inputs);
  ASSERT_EQ(joint.parts.size(), 2U);
  EXPECT_EQ(joint.parts[0].text, "Mr. [NAME_1], phone [PHONE_1], has fever.");
  // The same patient and phone keep the consult's tokens; the new ones are numbered on.
  EXPECT_EQ(joint.parts[1].text, "Mrs. [NAME_2], phone [PHONE_2], brings Mr. [NAME_1] ([PHONE_1]).");
  EXPECT_EQ(boost::json::serialize(joint.token_map),
            R"({"[NAME_1]":"Ramesh Kumar","[PHONE_1]":"9876543210","[NAME_2]":"Sunita Devi","[PHONE_2]":"9123456780"})");
  // Each part's own map holds the tokens its text uses; the joint map restores every part.
  EXPECT_EQ(joint.parts[0].token_map.size(), 2U);
  EXPECT_EQ(joint.parts[1].token_map.size(), 4U);
  EXPECT_EQ(phi::restore(joint.parts[0].text, joint.token_map), consult);
  EXPECT_EQ(phi::restore(joint.parts[1].text, joint.token_map), prior);
}

TEST(PhiRedactTogether, ANameFoundInOneTextIsRedactedBareInAnother) {
  // Alone, the bare repeat in the second text has no cue: it would reach a model.
  // ("Tobin smokes" would be a cue since issue 18's second round: only a person smokes;
  // so would "Tobin Varkey is a known hypertensive" or "... has hypertension" since its
  // third round.)
  EXPECT_TRUE(phi::redact("Tobin Varkey: hypertension since 2015. Tobin has a cough.").spans.empty());
  const std::string consult = "Mr. Tobin Varkey has fever.";
  const std::string prior = "Tobin Varkey: hypertension since 2015. Tobin has a cough.";
  const std::vector<phi::redaction_input> inputs{{consult, {}}, {prior, {}}};
  const auto joint = phi::redact_together(inputs);
  EXPECT_EQ(joint.parts[1].text, "[NAME_1]: hypertension since 2015. [NAME_2] has a cough.");
  EXPECT_EQ(phi::restore(joint.parts[1].text, joint.token_map), prior);
}

TEST(PhiRedactTogether, LabelsAreContextNeverRedactedOrReturned) {
  // A bare record number or name is nothing; labelled, it is an identifier.
  EXPECT_TRUE(phi::redact("4471235").spans.empty());
  const std::vector<phi::redaction_input> inputs{{"Fever for two days.", {}},
                                                 {"4471235", {"mrn"}},
                                                 {"Lakshmi Narayanan", {"patient name", "Patient's full name"}},
                                                 {"OPD 3", {"ward"}}};
  const auto joint = phi::redact_together(inputs);
  ASSERT_EQ(joint.parts.size(), 4U);
  EXPECT_EQ(joint.parts[0].text, "Fever for two days.");
  EXPECT_EQ(joint.parts[1].text, "[RECORD_NUMBER_1]");
  EXPECT_EQ(joint.parts[2].text, "[NAME_1]");
  EXPECT_EQ(joint.parts[3].text, "OPD 3");
  ASSERT_EQ(joint.parts[2].spans.size(), 1U);
  EXPECT_EQ(joint.parts[2].spans[0].start, 0U);  // offsets are in the text, not after the label
  EXPECT_EQ(joint.parts[2].spans[0].end, 17U);
  EXPECT_EQ(boost::json::serialize(joint.token_map), R"({"[RECORD_NUMBER_1]":"4471235","[NAME_1]":"Lakshmi Narayanan"})");
}

TEST(PhiRedactTogether, ATokenAnyTextContainsIsNeverIssued) {
  // The second text holds "[NAME_1]" literally: the consult's name must not get that token,
  // or restoring the second text would change it.
  const std::string consult = "Mr. Arun Kumar has fever.";
  const std::string note = "Template left as [NAME_1] by the clerk.";
  const std::vector<phi::redaction_input> inputs{{consult, {}}, {note, {}}};
  const auto joint = phi::redact_together(inputs);
  EXPECT_EQ(joint.parts[0].text, "Mr. [NAME_2] has fever.");
  EXPECT_EQ(joint.parts[1].text, note);
  EXPECT_EQ(phi::restore(joint.parts[0].text, joint.token_map), consult);
  EXPECT_EQ(phi::restore(joint.parts[1].text, joint.token_map), note);
}

TEST(PhiRedactTogether, NoTextsNoParts) {
  const auto joint = phi::redact_together({});
  EXPECT_TRUE(joint.parts.empty());
  EXPECT_TRUE(joint.token_map.empty());
}

TEST(PhiRedactTogether, ALongTextIsNotReadAfterItsLabels) {
  // A label cues only what follows it at once: past 1,000 bytes it is not read again.
  std::string text = "4471235 ";
  text.append(1000, 'x');
  const std::vector<phi::redaction_input> inputs{{"4471235", {"mrn"}}, {text, {"mrn"}}};
  const auto joint = phi::redact_together(inputs);
  EXPECT_EQ(joint.parts[0].text, "[RECORD_NUMBER_1]");
  // Not read after "mrn": only the value found in the first text is replaced here.
  EXPECT_EQ(joint.parts[1].text, "[RECORD_NUMBER_1] " + std::string(1000, 'x'));
  const phi::redaction_input alone{text, {"mrn"}};
  EXPECT_EQ(phi::redact_together(std::span<const phi::redaction_input>(&alone, 1)).parts[0].text, text);
}

TEST(PhiRedactTogether, AnIdentifierFoundInOneTextIsRedactedWhereAnotherHasItBare) {
  // "4471235" is a record number by its label in the input; bare in the consult it would
  // not be recognised. As a whole word only: "144712356" is another number.
  const std::string consult = "Old file 4471235 reviewed; ref 144712356. Call 98765 43210.";
  const std::vector<phi::redaction_input> inputs{{consult, {}}, {"4471235", {"mrn"}}};
  const auto joint = phi::redact_together(inputs);
  EXPECT_EQ(joint.parts[0].text, "Old file [RECORD_NUMBER_1] reviewed; ref 144712356. Call [PHONE_1].");
  EXPECT_EQ(joint.parts[1].text, "[RECORD_NUMBER_1]");
  EXPECT_EQ(phi::restore(joint.parts[0].text, joint.token_map), consult);
}
