#include "domain/terminology/terminology.hpp"

#include <chrono>
#include <cstddef>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace {

using namespace cxs::domain::terminology;

const terminology& terms() { return default_terminology(); }

// The single match covering exactly `phrase` inside `text`, or a failure.
::testing::AssertionResult matched_as(std::string_view text, std::string_view phrase,
                                      concept_kind kind, std::string_view display,
                                      const match_options& options = {}) {
  const std::size_t at = text.find(phrase);
  if (at == std::string_view::npos) {
    return ::testing::AssertionFailure() << "'" << phrase << "' not in text";
  }
  for (const concept_match& m : terms().match(text, options)) {
    if (m.begin == at && m.end == at + phrase.size()) {
      if (m.kind != kind || terms().display_name(m.ref()) != display) {
        return ::testing::AssertionFailure()
               << "'" << phrase << "' matched as " << kind_name(m.kind) << " '"
               << terms().display_name(m.ref()) << "'";
      }
      return ::testing::AssertionSuccess();
    }
  }
  std::ostringstream got;
  for (const concept_match& m : terms().match(text, options)) {
    got << " [" << text.substr(m.begin, m.end - m.begin) << "]";
  }
  return ::testing::AssertionFailure() << "'" << phrase << "' not matched; matches:" << got.str();
}

std::optional<concept_ref> ref_of(std::string_view term) { return terms().lookup(term); }

bool utf8_boundary(std::string_view s, std::size_t at) {
  return at == s.size() || (static_cast<unsigned char>(s[at]) & 0xC0) != 0x80;
}

TEST(TerminologyTables, EmbeddedTextsEqualTheTsvFiles) {
  const std::pair<table_id, const char*> files[] = {
      {table_id::conditions, "conditions"},
      {table_id::loinc, "loinc"},
      {table_id::medicines, "medicines"},
      {table_id::codemix, "codemix"},
  };
  for (const auto& [id, name] : files) {
    std::ifstream in(std::string(CXS_SOURCE_DIR) + "/domain/terminology/data/" + name + ".tsv",
                     std::ios::binary);
    ASSERT_TRUE(in) << name;
    std::ostringstream content;
    content << in.rdbuf();
    EXPECT_EQ(table_text(id), content.str()) << name;
  }
}

TEST(TerminologyTables, CompileOnceAndReportSizeTimeAndMemory) {
  const auto t0 = std::chrono::steady_clock::now();
  const terminology fresh{embedded_sources()};
  const auto t1 = std::chrono::steady_clock::now();
  const table_stats s = fresh.stats();
  std::cout << "terminology: compiled " << s.conditions << " conditions, " << s.investigations
            << " investigations, " << s.medicines << " medicines, " << s.codemix
            << " code-mix rows (" << s.codemix_resolved << " resolved to concepts) into "
            << s.terms << " terms, " << s.vocabulary << " words, " << s.trie_nodes
            << " trie nodes in "
            << std::chrono::duration<double, std::milli>(t1 - t0).count() << " ms; memory ~"
            << s.memory_bytes / 1024 << " KiB\n";
  EXPECT_GT(s.conditions, 400u);
  EXPECT_GT(s.investigations, 100u);
  EXPECT_GT(s.medicines, 500u);
  EXPECT_GT(s.codemix, 200u);
  EXPECT_LT(s.memory_bytes, 64u * 1024 * 1024);

  // default_terminology() is built once and shared, also across threads.
  const terminology* seen[4] = {};
  std::vector<std::thread> threads;
  for (auto& slot : seen) {
    threads.emplace_back([&slot] { slot = &default_terminology(); });
  }
  for (auto& t : threads) {
    t.join();
  }
  for (const terminology* p : seen) {
    EXPECT_EQ(p, &default_terminology());
  }
}

TEST(TerminologyTables, MalformedTableIsRejectedWithItsLine) {
  table_sources src = embedded_sources();
  const std::string broken = "# source: test\nname\ticd10\tsnomed\tsynonyms\nFever\tR50.9\n";
  src.conditions = broken;
  try {
    const terminology t{src};
    FAIL() << "expected std::invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("conditions.tsv line 3"), std::string::npos) << e.what();
  }
}

TEST(TerminologySynonyms, AbbreviationsResolveToTheSameCodes) {
  const std::pair<std::string_view, std::string_view> same[] = {
      {"HTN", "hypertension"},          {"high BP", "Hypertension"},
      {"DM2", "type 2 diabetes"},       {"T2DM", "diabetes mellitus"},
      {"COPD", "chronic obstructive pulmonary disease"},
      {"URTI", "upper respiratory tract infection"},
      {"CAD", "coronary artery disease"}, {"CKD", "chronic kidney disease"},
      {"TB", "tuberculosis"},           {"koch's", "Kochs"},
      {"b.p.", "blood pressure"},       {"HbA1c", "glycated haemoglobin"},
  };
  for (const auto& [abbr, full] : same) {
    const auto a = ref_of(abbr);
    const auto f = ref_of(full);
    ASSERT_TRUE(a.has_value()) << abbr;
    ASSERT_TRUE(f.has_value()) << full;
    EXPECT_EQ(*a, *f) << abbr << " vs " << full;
  }
  const concept_codes htn = terms().codes(*ref_of("HTN"));
  EXPECT_EQ(htn.icd10, "I10");
  EXPECT_EQ(htn.snomed, "38341003");
  EXPECT_EQ(terms().codes(*ref_of("T2DM")).icd10, "E11.9");
  EXPECT_EQ(terms().codes(*ref_of("COPD")).icd10, "J44.9");
  EXPECT_EQ(terms().codes(*ref_of("TB")).icd10, "A16.9");
  const concept_codes sbp = terms().codes(*ref_of("systolic bp"));
  EXPECT_EQ(sbp.loinc, "8480-6");
  EXPECT_EQ(sbp.unit, "mm[Hg]");
}

TEST(TerminologySynonyms, AgeInCapitalsIsGastroenteritisButNotAnAge) {
  EXPECT_TRUE(matched_as("Child with AGE, some dehydration", "AGE", concept_kind::condition,
                         "Acute gastroenteritis"));
  for (std::string_view text : {"AGE: 45 years", "age 45", "at AGE 5", "PATIENT AGE UNKNOWN",
                                "AGE 45", "the age of the patient"}) {
    for (const concept_match& m : terms().match(text)) {
      EXPECT_NE(terms().display_name(m.ref()), "Acute gastroenteritis") << text;
    }
  }
}

TEST(TerminologySynonyms, BrandsResolveToGenerics) {
  EXPECT_TRUE(matched_as("took dolo 650 twice", "dolo 650", concept_kind::medicine, "paracetamol"));
  EXPECT_TRUE(matched_as("crocin advance", "crocin advance", concept_kind::medicine, "paracetamol"));
  EXPECT_TRUE(matched_as("on Norvasc daily", "Norvasc", concept_kind::medicine, "amlodipine"));
  EXPECT_TRUE(matched_as("lasix 20 mg", "lasix", concept_kind::medicine, "furosemide"));
  EXPECT_TRUE(matched_as("tab pan 40 before food", "pan 40", concept_kind::medicine, "pantoprazole"));
  EXPECT_TRUE(matched_as("Augmentin 625", "Augmentin 625", concept_kind::medicine,
                         "amoxicillin + clavulanic acid"));
  // "+" joins a combination; a comma lists two medicines.
  EXPECT_TRUE(matched_as("paracetamol + ibuprofen", "paracetamol + ibuprofen",
                         concept_kind::medicine, "paracetamol + ibuprofen"));
  const auto two = terms().match("paracetamol, ibuprofen");
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(terms().display_name(two[0].ref()), "paracetamol");
  EXPECT_EQ(terms().display_name(two[1].ref()), "ibuprofen");
}

TEST(TerminologySynonyms, EverydayWordsInTheTablesAreGuarded) {
  // Hindi "aur" (and) is not acute urinary retention; "AUR" in capitals is.
  for (const concept_match& m : terms().match("bukhar aur khansi hai")) {
    EXPECT_NE(terms().display_name(m.ref()), "Urinary retention");
  }
  EXPECT_TRUE(matched_as("admitted with AUR", "AUR", concept_kind::condition, "Urinary retention"));
  EXPECT_TRUE(terms().match("a short pause in speech").empty());
  EXPECT_TRUE(matched_as("tab pause 500", "pause 500", concept_kind::medicine, "tranexamic acid"));
  EXPECT_TRUE(terms().match("chews pan masala").size() <= 1);
  for (const concept_match& m : terms().match("chews pan masala")) {
    EXPECT_NE(m.kind, concept_kind::medicine);
  }
  // "sugar" next to "fasting" / "random" / "pp" is a reading, not diabetes; "sugar hai" is.
  for (const std::string_view reading : {"sugar fasting 160", "fasting sugar 110", "sugar random 210", "sugar pp 240"}) {
    for (const concept_match& m : terms().match(reading)) {
      EXPECT_NE(terms().display_name(m.ref()), "Type 2 diabetes mellitus") << reading;
    }
  }
  for (const std::string_view reading : {"sugar 250 today", "sugar is 250"}) {
    for (const concept_match& m : terms().match(reading)) {
      EXPECT_NE(terms().display_name(m.ref()), "Type 2 diabetes mellitus") << reading;
    }
  }
  EXPECT_TRUE(matched_as("patient ko sugar hai", "sugar", concept_kind::condition, "Type 2 diabetes mellitus"));
  EXPECT_TRUE(matched_as("sugar 2018 mein pata chala", "sugar", concept_kind::condition, "Type 2 diabetes mellitus"));
  EXPECT_TRUE(matched_as("patient ko sugar 10 saal se hai", "sugar", concept_kind::condition,
                         "Type 2 diabetes mellitus"));  // a duration, not a reading (review)
}

TEST(TerminologyCodeMix, PhrasesMapToEnglishConcepts) {
  EXPECT_TRUE(matched_as("teen din se bukhar hai", "bukhar", concept_kind::condition, "Fever"));
  EXPECT_TRUE(matched_as("kal se sir dard", "sir dard", concept_kind::condition, "Headache"));
  EXPECT_TRUE(matched_as("BP high hai", "BP high", concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("BP badha hua hai", "BP badha", concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("kaichal irukku", "kaichal", concept_kind::condition, "Fever"));
  EXPECT_TRUE(matched_as("tala noppi undi", "tala noppi", concept_kind::condition, "Headache"));
  EXPECT_TRUE(matched_as("matha byatha", "matha byatha", concept_kind::condition, "Headache"));
  EXPECT_TRUE(matched_as("doke dukhi", "doke dukhi", concept_kind::condition, "Headache"));
  EXPECT_TRUE(matched_as("peshab me jalan", "peshab me jalan", concept_kind::condition,
                         "Dysuria"));
  const auto m = terms().match("sir dard");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].source, match_source::codemix);
  ASSERT_NE(m[0].codemix_row, no_row);
  EXPECT_EQ(terms().codemix_rows()[m[0].codemix_row].language, "hi");
}

TEST(TerminologyCodeMix, MedicationContext) {
  const auto sugar = terms().match("sugar ki dawai roz leta hoon");
  ASSERT_FALSE(sugar.empty());
  EXPECT_EQ(terms().display_name(sugar[0].ref()), "Type 2 diabetes mellitus");
  EXPECT_TRUE(sugar[0].medication_context);
  EXPECT_EQ(std::string_view("sugar ki dawai roz leta hoon")
                .substr(sugar[0].begin, sugar[0].end - sugar[0].begin),
            "sugar ki dawai");
  EXPECT_TRUE(matched_as("bp ki goli khatam", "bp ki goli", concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("my blood pressure medication", "blood pressure medication",
                         concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("dawai for bp", "dawai for bp", concept_kind::condition, "Hypertension",
                         match_options{true, true}));
  const auto plain = terms().match("thyroid tablets");
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_TRUE(plain[0].medication_context);
  // Without engine rules only the table terms remain.
  const auto raw = terms().match("bp ki goli", match_options{false, false});
  ASSERT_EQ(raw.size(), 1u);
  EXPECT_EQ(raw[0].kind, concept_kind::investigation);
}

TEST(TerminologyCodeMix, PhrasesWithoutConceptsOnlyOnRequest) {
  EXPECT_TRUE(terms().match("khane ke baad").empty());
  const auto with = terms().match("khane ke baad", match_options{true, true});
  ASSERT_EQ(with.size(), 1u);
  EXPECT_EQ(with[0].kind, concept_kind::phrase);
  EXPECT_EQ(terms().display_name(with[0].ref()), "after food");
}

TEST(TerminologyMatching, LongestMatchWinsLeftmostFirst) {
  EXPECT_TRUE(matched_as("known type 2 diabetes mellitus", "type 2 diabetes mellitus",
                         concept_kind::condition, "Type 2 diabetes mellitus"));
  EXPECT_TRUE(matched_as("type 2 diabetes with neuropathy", "type 2 diabetes",
                         concept_kind::condition, "Type 2 diabetes mellitus"));
  EXPECT_TRUE(matched_as("had a chest x-ray", "chest x-ray", concept_kind::investigation,
                         "Chest X-ray"));
  EXPECT_TRUE(matched_as("vitamin d deficiency", "vitamin d deficiency", concept_kind::condition,
                         "Vitamin D deficiency"));
  EXPECT_TRUE(matched_as("fasting blood sugar 110", "fasting blood sugar",
                         concept_kind::investigation, "Fasting glucose in serum or plasma"));
  // Matches never overlap and come sorted.
  const auto ms = terms().match("htn dm2 copd ckd tb cad urti fever cough");
  ASSERT_EQ(ms.size(), 9u);
  for (std::size_t k = 1; k < ms.size(); ++k) {
    EXPECT_LE(ms[k - 1].end, ms[k].begin);
  }
}

TEST(TerminologyMatching, TokenBoundariesAndClauseBreaks) {
  // "hypertension" is not inside "prehypertension", which is its own row.
  const auto pre = terms().match("prehypertension noted");
  ASSERT_EQ(pre.size(), 1u);
  EXPECT_NE(terms().display_name(pre[0].ref()), "Hypertension");
  // (A plain plural is read as its term since issue 18: "colon polyps"; another suffix is not.)
  EXPECT_TRUE(terms().match("hypertensionwise").empty());
  EXPECT_TRUE(terms().match("tbsp of syrup").empty());
  // A phrase never spans a comma or a sentence end: "chest. pain" is not chest pain.
  const std::string_view split = "pain in the chest. pain everywhere";
  for (const concept_match& m : terms().match(split)) {
    EXPECT_EQ(split.substr(m.begin, m.end - m.begin).find('.'), std::string_view::npos);
  }
  for (const concept_match& m : terms().match("an ache in the chest. pain everywhere")) {
    EXPECT_NE(terms().display_name(m.ref()), "Chest pain");
  }
  EXPECT_TRUE(matched_as("HIGH BLOOD PRESSURE!", "HIGH BLOOD PRESSURE", concept_kind::condition,
                         "Hypertension"));
}

TEST(TerminologyMatching, ASymptomBeforeItsSiteIsTheSiteSymptomRow) {
  // "pain in the left knee", "swelling of both ankles": the table's "<site> <symptom>" row.
  EXPECT_TRUE(matched_as("pain in the left knee since Monday", "pain in the left knee", concept_kind::condition,
                         "Knee pain"));
  EXPECT_TRUE(matched_as("Pain in my chest on the stairs.", "Pain in my chest", concept_kind::condition,
                         "Chest pain"));
  const auto ankles = terms().match("swelling of both ankles");
  ASSERT_EQ(ankles.size(), 1u);
  EXPECT_EQ(ankles[0].end, std::string_view("swelling of both ankles").size());
  // Counter-examples: words after the head that name no site the table has.
  for (const std::string_view t : {"the pain of the injection was mild", "pain in the morning"}) {
    for (const concept_match& m : terms().match(t)) {
      EXPECT_LT(m.end, t.size() - 4) << t;  // nothing reaches "injection ..." / "morning"
    }
  }
}

TEST(TerminologyMatching, AmbiguousDrugOrLabFollowsItsNeighbours) {
  EXPECT_TRUE(matched_as("start vitamin d weekly", "vitamin d", concept_kind::medicine,
                         "cholecalciferol"));
  const auto lab = terms().match("check vitamin d");
  ASSERT_EQ(lab.size(), 1u);
  EXPECT_EQ(lab[0].kind, concept_kind::investigation);
  ASSERT_TRUE(lab[0].alternative.has_value());
  EXPECT_EQ(lab[0].alternative->kind, concept_kind::medicine);
}

TEST(TerminologyMatching, IndicScriptAroundKeepsUtf8Offsets) {
  const std::string text =
      "\xE0\xA4\xAE\xE0\xA4\xB0\xE0\xA5\x80\xE0\xA4\x9C\xE0\xA4\xBC \xE0\xA4\x95\xE0\xA5\x8B "
      "fever \xE0\xA4\xB9\xE0\xA5\x88, BP high \xE0\xA4\xB9\xE0\xA5\x88\xE0\xA5\xA4 "
      "\xE0\xAE\xA8\xE0\xAF\x8B\xE0\xAE\xAF\xE0\xAE\xBE\xE0\xAE\xB3\xE0\xAE\xBF\xE0\xAE\x95\xE0"
      "\xAF\x8D\xE0\xAE\x95\xE0\xAF\x81 diabetes\xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2"
      " \xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2\xE0\xAF\x88 asthma";
  const auto ms = terms().match(text);
  std::vector<std::string> found;
  for (const concept_match& m : ms) {
    EXPECT_TRUE(utf8_boundary(text, m.begin));
    EXPECT_TRUE(utf8_boundary(text, m.end));
    found.emplace_back(text.substr(m.begin, m.end - m.begin));
  }
  // "diabetes" glued to Tamil letters is one foreign word, not a match.
  const std::vector<std::string> want{"fever", "BP high", "asthma"};
  EXPECT_EQ(found, want);
  // Invalid UTF-8 does not break matching or offsets.
  const std::string bad = "\xFF\xFE fever \xC3";
  const auto b = terms().match(bad);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(bad.substr(b[0].begin, b[0].end - b[0].begin), "fever");
}

TEST(TerminologyMatching, TimingOfFifteenHundredWords) {
  // A consultation-sized text: clinical and everyday words mixed, about 1,500 words.
  const std::string chunk =
      "[doctor] any fever or cough ? [patient] i have had bukhar and sir dard for three days , "
      "no chest pain . my mother has diabetes and high blood pressure . i take dolo 650 and "
      "metformin 500 twice a day , and my sugar ki dawai . [doctor] okay , we will check your "
      "hba1c , cbc and a chest x-ray to rule out pneumonia . ";
  std::string text;
  while (text.size() < 9000) {
    text += chunk;
  }
  std::size_t words = 1;
  for (char c : text) {
    words += c == ' ' ? 1 : 0;
  }
  std::vector<concept_match> out;
  terms().match(text, {}, out);  // warm-up
  constexpr int rounds = 200;
  const auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < rounds; ++r) {
    out.clear();
    terms().match(text, {}, out);
  }
  const auto t1 = std::chrono::steady_clock::now();
  std::cout << "terminology: matching " << words << " words (" << out.size()
            << " mentions) takes "
            << std::chrono::duration<double, std::micro>(t1 - t0).count() / rounds
            << " us per text\n";
  EXPECT_GT(out.size(), 100u);
}

}  // namespace

// ---------------------------------------------------------------- issue 18, branch aci18

TEST(TerminologyVariants, AmericanSpellingOfBritishTerms) {
  const std::pair<std::string_view, std::string_view> same[] = {
      {"seborrheic keratosis", "seborrhoeic keratosis"},
      {"barrett's esophagus", "barrett's oesophagus"},
      {"hypoxemia", "hypoxaemia"},
      {"subdural hemorrhage", "subdural haemorrhage"},
  };
  for (const auto& [us, uk] : same) {
    const auto a = ref_of(us);
    const auto b = ref_of(uk);
    ASSERT_TRUE(a.has_value()) << us;
    ASSERT_TRUE(b.has_value()) << uk;
    EXPECT_EQ(*a, *b) << us;
  }
  // Counter-example: a toe keeps its letters ("oe" of "toe" is not British spelling).
  EXPECT_FALSE(ref_of("hammer te").has_value());
}

TEST(TerminologyVariants, PluralsOfConditionTerms) {
  EXPECT_TRUE(matched_as("the scope showed two colon polyps today", "colon polyps", concept_kind::condition,
                         "Polyp of colon"));
  EXPECT_TRUE(matched_as("she has thyroid nodules on both sides", "thyroid nodules", concept_kind::condition,
                         "Thyroid nodule"));
  EXPECT_TRUE(matched_as("recurrent sinus infections this winter", "sinus infections", concept_kind::condition,
                         "Acute sinusitis"));
  // Counter-examples: everyday plurals and words that end in "s" already.
  for (const auto& m : terms().match("typically the lumps shrink and side effects are rare")) {
    ADD_FAILURE() << "matched " << terms().display_name(m.ref());
  }
  // A word ending in "is" or "us" is no plural ("arthritis" is not "arthriti"s), and a plural
  // is read for conditions only: "two x-rays" finds no condition.
  EXPECT_TRUE(matched_as("she has arthritis in both knees", "arthritis", concept_kind::condition, "Arthritis"));
  for (const auto& m : terms().match("we took two x-rays")) {
    EXPECT_NE(m.kind, concept_kind::condition) << terms().display_name(m.ref());
  }
}

TEST(TerminologyVariants, WhoSupplementaryWordsAndCommonNamesTheClassificationLacks) {
  EXPECT_TRUE(ref_of("mitral valve prolapse").has_value());  // "Mitral (valve) prolapse"
  EXPECT_TRUE(ref_of("venous insufficiency").has_value());   // "... (chronic)(peripheral)"
  EXPECT_EQ(terms().codes(*ref_of("diverticulitis")).icd10, "K57.3");
  EXPECT_EQ(terms().codes(*ref_of("hypoxemia")).icd10, "R09.0");
  EXPECT_EQ(terms().codes(*ref_of("degenerative disc disease")).icd10, "M51.3");
}

TEST(TerminologyVariants, AMeasureWithEnglishDegreeWordsBeforeHigh) {
  EXPECT_TRUE(matched_as("your blood pressure is a little high today", "blood pressure is a little high",
                         concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("his blood sugar has been running high", "blood sugar has been running high",
                         concept_kind::condition, "Hyperglycaemia"));
  // Counter-examples: a level word beyond the fillers, or none.
  for (const auto& m : terms().match("your blood pressure is a little better than the last time it was high")) {
    EXPECT_NE(terms().display_name(m.ref()), "Hypertension");
  }
  for (const auto& m : terms().match("your blood pressure is fine today")) {
    EXPECT_NE(terms().display_name(m.ref()), "Hypertension");
  }
}

TEST(TerminologyVariants, AControlledMeasureIsTheTreatedCondition) {
  EXPECT_TRUE(matched_as("your blood pressure is well controlled on losartan", "blood pressure is well controlled",
                         concept_kind::condition, "Hypertension"));
  EXPECT_TRUE(matched_as("her blood sugar is poorly controlled", "blood sugar is poorly controlled",
                         concept_kind::condition, "Type 2 diabetes mellitus"));
  EXPECT_TRUE(matched_as("his blood pressure is under control", "blood pressure is under control",
                         concept_kind::condition, "Hypertension"));
  // Counter-example: a measure without a level or control word stays a measure.
  for (const auto& m : terms().match("we checked your blood pressure twice")) {
    EXPECT_NE(m.kind, concept_kind::condition) << terms().display_name(m.ref());
  }
}

TEST(TerminologyVariants, AdjectiveFormsOfConditions) {
  EXPECT_EQ(terms().codes(*ref_of("anemic")).icd10, "D64.9");
  EXPECT_EQ(terms().codes(*ref_of("dehydrated")).icd10, "E86");
  EXPECT_EQ(terms().codes(*ref_of("prediabetic")).icd10, "R73.0");
}

// Issue 18, branch dx19: the organ noun for the WHO title's adjective (icd10_terms.py
// LAY_ORGANS), common headings the classification cannot say, and laboratory values said
// high or low.
TEST(TerminologyVariants, OrganAdjectivesAreAlsoSaidAsTheirNoun) {
  const std::pair<std::string_view, std::string_view> same[] = {
      {"heart arrhythmia", "cardiac arrhythmia"},
      {"liver failure", "hepatic failure"},
      {"congenital kidney failure", "congenital renal failure"},
      {"heart murmur", "cardiac murmur"},
  };
  for (const auto& [lay, titled] : same) {
    const auto a = ref_of(lay);
    const auto b = ref_of(titled);
    ASSERT_TRUE(a.has_value()) << lay;
    ASSERT_TRUE(b.has_value()) << titled;
    EXPECT_EQ(*a, *b) << lay;
  }
  // Counter-examples: an anatomical compound keeps its adjective, and organs whose noun form
  // nobody says in a name ("brain palsy", "lung embolism") get none.
  EXPECT_FALSE(ref_of("kidney artery stenosis").has_value());
  EXPECT_FALSE(ref_of("brain palsy").has_value());
  EXPECT_FALSE(ref_of("lung embolism").has_value());
}

TEST(TerminologyVariants, CommonHeadingsTheClassificationCannotSay) {
  EXPECT_EQ(terms().codes(*ref_of("murmur")).icd10, "R01.1");
  EXPECT_EQ(terms().codes(*ref_of("systolic ejection murmur")).icd10, "R01.1");
  EXPECT_EQ(terms().codes(*ref_of("tics")).icd10, "F95.9");
  EXPECT_EQ(terms().codes(*ref_of("transient tics")).icd10, "F95.0");
  EXPECT_EQ(terms().codes(*ref_of("tick bite")).icd10, "T14.0");
  EXPECT_EQ(terms().codes(*ref_of("difficulty urinating")).icd10, "R39.1");
  EXPECT_EQ(terms().codes(*ref_of("breast cyst")).icd10, "N60.0");
  EXPECT_EQ(terms().codes(*ref_of("left ventricular dysfunction")).icd10, "I50.1");
  EXPECT_EQ(terms().codes(*ref_of("abnormal liver enzymes")).icd10, "R94.5");
  EXPECT_EQ(terms().codes(*ref_of("bunion")).icd10, "M20.1");
  EXPECT_TRUE(matched_as("the doppler found a blood clot in the leg", "blood clot in the leg",
                         concept_kind::condition, "Deep vein thrombosis of lower limb"));
  // Counter-examples: the everyday words near them are not conditions.
  for (const auto& m : terms().match("the tick was removed and the toe looks fine")) {
    EXPECT_NE(m.kind, concept_kind::condition) << terms().display_name(m.ref());
  }
}

TEST(TerminologyVariants, ALaboratoryValueSaidHighOrLowIsTheAbnormality) {
  EXPECT_TRUE(matched_as("your potassium is high at five point nine", "potassium is high", concept_kind::condition,
                         "Hyperkalaemia"));
  EXPECT_TRUE(matched_as("the sodium came back low again", "sodium came back low", concept_kind::condition,
                         "Hyponatraemia"));
  EXPECT_TRUE(matched_as("your alkaline phosphatase is elevated at 200", "alkaline phosphatase is elevated",
                         concept_kind::condition, "Elevated alkaline phosphatase"));
  EXPECT_TRUE(matched_as("your liver enzymes came back elevated", "liver enzymes came back elevated",
                         concept_kind::condition, "Abnormal results of liver function studies"));
  // A word that is first a medicine reads as its test when a level word follows.
  EXPECT_TRUE(matched_as("your vitamin d is low , so take a supplement", "vitamin d is low", concept_kind::condition,
                         "Vitamin D deficiency"));
  EXPECT_TRUE(matched_as("your calcium is elevated at eleven", "calcium is elevated", concept_kind::condition,
                         "Hypercalcaemia"));
  for (const auto& m : terms().match("take vitamin d 1000 units daily with food")) {
    EXPECT_NE(m.kind, concept_kind::condition) << terms().display_name(m.ref());
  }
  // Counter-examples: a value without a level word stays a test, and a level word past the
  // fillers is not read.
  for (const auto& m : terms().match("we'll check your potassium and liver enzymes next week")) {
    EXPECT_NE(m.kind, concept_kind::condition) << terms().display_name(m.ref());
  }
  for (const auto& m : terms().match("your potassium is normal now though it was high before")) {
    EXPECT_NE(terms().display_name(m.ref()), "Hyperkalaemia");
  }
}

TEST(TerminologyVariants, AnInjuryIsSaidWithItsParticipleBeforeTheSite) {
  const std::pair<std::string_view, std::string_view> same[] = {
      {"sprained wrist", "wrist sprain"},
      {"broken patella", "fracture of patella"},
      {"dislocated shoulder", "dislocation of shoulder joint"},
      {"broken ankle", "ankle fracture"},
  };
  for (const auto& [said, titled] : same) {
    const auto a = ref_of(said);
    const auto b = ref_of(titled);
    ASSERT_TRUE(a.has_value()) << said;
    ASSERT_TRUE(b.has_value()) << titled;
    EXPECT_EQ(*a, *b) << said;
  }
  EXPECT_EQ(terms().codes(*ref_of("whiplash")).icd10, "S13.4");
  EXPECT_EQ(terms().codes(*ref_of("pvcs")).icd10, "I49.3");
  EXPECT_EQ(terms().codes(*ref_of("tricuspid regurgitation")).icd10, "I36.1");
  EXPECT_EQ(terms().codes(*ref_of("roseola")).icd10, "B08.2");
  EXPECT_EQ(terms().codes(*ref_of("aortic regurgitation")).icd10, "I35.1");  // "Aortic (valve) insufficiency"
  EXPECT_EQ(terms().codes(*ref_of("left bundle branch block")).icd10, "I44.7");  // "Left bundle-branch block"
  EXPECT_EQ(terms().codes(*ref_of("wpw")).icd10, "I45.6");
  EXPECT_EQ(terms().codes(*ref_of("hip pain")).icd10, "M25.5");
  EXPECT_EQ(terms().codes(*ref_of("groin pain")).icd10, "R10.3");
  EXPECT_EQ(terms().codes(*ref_of("c diff")).icd10, "A04.7");
  EXPECT_EQ(terms().codes(*ref_of("mgus")).icd10, "D47.2");
  EXPECT_FALSE(ref_of("venous regurgitation").has_value());  // only a valve's insufficiency is a regurgitation
  EXPECT_EQ(terms().codes(*ref_of("fluid behind the ear")).icd10, "H65.9");
  EXPECT_EQ(terms().codes(*ref_of("vaginal atrophy")).icd10, "N95.2");
  // Counter-examples: the participle without a site, or with a site the WHO list has no
  // plain title for, names no injury row of its own.
  EXPECT_FALSE(ref_of("broken").has_value());
  EXPECT_FALSE(ref_of("broken heart").has_value());
  EXPECT_FALSE(ref_of("sprained").has_value());
}
