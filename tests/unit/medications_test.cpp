// Unit tests of domain/clinical/medications: the lexicon from medicines.tsv/codemix.tsv,
// Indian brands and shorthand, doses, routes, durations, code-mixed timing, several drugs
// on one line, combination products, context cues, merging, evidence and JSON. The rules
// that set a medicine's context (current, stopped, historical, allergy) are tested in
// medication_context_test.cpp.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/medications.hpp"
#include "domain/text/numbers.hpp"
#include "medication_lexicon.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::meds::found;
using cxs::test::meds::lexicon;

namespace {

// "name|generic|dose|route|frequency|timing|duration|context" of an item.
std::string summary(const clinical::medication_item& item) {
  std::string dose = "-";
  if (item.dose) {
    dose = cxs::domain::text::format_number(item.dose->value) + " " + item.dose->unit;
  }
  std::string out = item.name;
  for (const std::string_view part : {std::string_view(item.generic), std::string_view(dose), std::string_view(item.route),
                                      std::string_view(item.frequency), std::string_view(item.timing),
                                      std::string_view(item.duration), clinical::to_string(item.context)}) {
    out += '|';
    out += part;
  }
  return out;
}

std::vector<std::string> summaries(std::string_view text, const clinical::medication_options& options = {}) {
  std::vector<std::string> out;
  for (const auto& item : clinical::find_medications(text, lexicon(), options)) {
    out.push_back(summary(item));
  }
  return out;
}

struct med_case {
  const char* name;
  std::string_view text;
  std::vector<std::string> expected;
};

class MedicationCase : public ::testing::TestWithParam<med_case> {};

TEST_P(MedicationCase, Extracts) {
  const med_case& c = GetParam();
  EXPECT_EQ(summaries(c.text), c.expected) << c.text;
}

const med_case med_cases[] = {
    // Indian prescription lines: brands with strength, shorthand, durations, timing.
    {"DoloShorthandHindi", "Tab Dolo 650 1-0-1 x 5 days khane ke baad",
     {"Dolo 650|paracetamol|650 mg|oral|BD|after food|5 days|current"}},
    {"PanBeforeFood", "Tab. Pan 40 OD before food", {"Pan 40|pantoprazole|40 mg|oral|OD|before food||current"}},
    {"Augmentin", "Tab Augmentin 625 BD x 5 days",
     {"Augmentin 625|amoxicillin + clavulanic acid|625 mg|oral|BD||5 days|current"}},
    {"TwoGenericsOneLine", "Metformin 500 mg twice daily, glimepiride 1 mg once daily before breakfast",
     {"Metformin|metformin|500 mg|oral|BD|||current", "glimepiride|glimepiride|1 mg|oral|OD|before breakfast||current"}},
    {"BrandDefaultStrength", "Crocin 1-1-1 after food for 3 days",
     {"Crocin|paracetamol|650 mg|oral|TDS|after food|3 days|current"}},
    {"TightUnit", "Cap Amoxicillin 500mg TDS x 7 days", {"Amoxicillin|amoxicillin|500 mg|oral|TDS||7 days|current"}},
    {"NightOnlyShorthand", "Atorvastatin 10 mg 0-0-1", {"Atorvastatin|atorvastatin|10 mg|oral|OD|night||current"}},
    {"MorningOnlyShorthand", "Azithral 500 1-0-0 x 3 days",
     {"Azithral 500|azithromycin|500 mg|oral|OD|morning|3 days|current"}},
    {"FourSlotShorthand", "Tab Dolo 650 1-1-1-1", {"Dolo 650|paracetamol|650 mg|oral|QID|||current"}},
    {"SyrupMl", "Syp Ascoril LS 5 ml TDS",
     {"Ascoril LS|ambroxol + levosalbutamol + guaifenesin|5 mL|oral|TDS|||current"}},
    {"InjectionIvStat", "Inj Pan 40 IV stat", {"Pan 40|pantoprazole|40 mg|iv|STAT|||current"}},
    {"InhalerPuffs", "Salbutamol inhaler 2 puffs SOS", {"Salbutamol inhaler|salbutamol|2 puff|inhaled|SOS|||current"}},
    {"TabAtNight", "Montair LC 1 tab at night",
     {"Montair LC|montelukast + levocetirizine|1 tablet|oral|HS|night||current"}},
    {"EmptyStomachMorning", "Thyronorm 75 mcg empty stomach in the morning",
     {"Thyronorm|levothyroxine|75 mcg|oral||empty stomach, morning||current"}},
    {"WeeklyVitaminD", "Vitamin D3 60000 IU weekly for 8 weeks",
     {"Vitamin D3|cholecalciferol|60000 IU|oral|WEEKLY||8 weeks|current"}},
    {"BedtimeHs", "Levocet 5 mg HS", {"Levocet|levocetirizine|5 mg|oral|HS|bedtime||current"}},
    {"EyeDropsRoute", "Ciplox eye drops 1 drop QID x 5 days",
     {"Ciplox eye drops|ciprofloxacin|1 drop|ophthalmic|QID||5 days|current"}},
    {"CombinationNoSingleStrength", "Combiflam SOS", {"Combiflam|paracetamol + ibuprofen|-|oral|SOS|||current"}},
    {"SpokenBrandStrength", "dolo six fifty twice a day", {"dolo six fifty|paracetamol|650 mg|oral|BD|||current"}},
    {"BrandStrengthThenUnit", "Dolo 650 mg 1-0-1", {"Dolo 650|paracetamol|650 mg|oral|BD|||current"}},
    {"CountBeforeFrequency", "Metformin 1 bd", {"Metformin|metformin|1 tablet|oral|BD|||current"}},
    {"AfterLunch", "Tab Ecosprin 75 OD after lunch", {"Ecosprin 75|aspirin|75 mg|oral|OD|after lunch||current"}},
    {"KhaliPet", "Tab Telma 40 1-0-0 khali pet", {"Telma 40|telmisartan|40 mg|oral|OD|empty stomach, morning||current"}},
    {"OneWeek", "Tab Zifi 200 BD x 1 week", {"Zifi 200|cefixime|200 mg|oral|BD||1 week|current"}},
    {"TimesSign", "Paracetamol 500 mg \xC3\x97 1 week", {"Paracetamol|paracetamol|500 mg|oral|||1 week|current"}},
    {"ForTwoWeeks", "Amoxicillin 500 mg TDS for two weeks",
     {"Amoxicillin|amoxicillin|500 mg|oral|TDS||2 weeks|current"}},
    {"ForAMonth", "Omez 20 mg BD for a month", {"Omez 20|omeprazole|20 mg|oral|BD||1 month|current"}},
    {"SlashSevenDays", "Doxycycline 100 mg BD x 5/7", {"Doxycycline|doxycycline|100 mg|oral|BD||5 days|current"}},
    {"BrandStrengthBeatsCount", "Shelcal 500 1 tab OD after dinner",
     {"Shelcal 500|calcium carbonate + vitamin d3|500 mg|oral|OD|after dinner||current"}},
    {"InsulinUnitsSc", "Insulin glargine 10 units SC at bedtime",
     {"Insulin glargine|insulin glargine|10 unit|sc|HS|bedtime||current"}},
    {"NebulizerRoute", "Duolin respules via nebulizer TDS",
     {"Duolin respules|levosalbutamol + ipratropium|-|inhaled|TDS|||current"}},
    {"TopicalCream", "Betnovate cream apply BD", {"Betnovate|betamethasone|0.1 %|topical|BD|||current"}},
    {"NasalSprays", "Otrivin nasal spray 2 sprays BD", {"Otrivin|xylometazoline|2 spray|nasal|BD|||current"}},
    {"ThreeDrugsOneLine", "Tab Dolo 650 SOS, Tab Pan 40 OD, Tab Azee 500 OD x 3 days",
     {"Dolo 650|paracetamol|650 mg|oral|SOS|||current", "Pan 40|pantoprazole|40 mg|oral|OD|||current",
      "Azee 500|azithromycin|500 mg|oral|OD||3 days|current"}},
    {"HindiFrequencyAndTiming", "Metformin 500 mg din me do baar khane ke baad",
     {"Metformin|metformin|500 mg|oral|BD|after food||current"}},
    {"HindiBeforeFoodMorning", "Tab Pantocid 40 khane se pehle subah",
     {"Pantocid 40|pantoprazole|40 mg|oral||before food, morning||current"}},
    {"HindiAsNeeded", "Dolo 650 zarurat padne par", {"Dolo 650|paracetamol|650 mg|oral|SOS|||current"}},
    {"ComboBrandWithNumber", "Glycomet GP 1 1-0-1",
     {"Glycomet GP 1|glimepiride + metformin|-|oral|BD|||current"}},
    {"PrnBeatsTid", "ibuprofen 400 mg TID PRN", {"ibuprofen|ibuprofen|400 mg|oral|SOS|||current"}},
    {"AlternateDays", "Warfarin 5 mg alternate days", {"Warfarin|warfarin|5 mg|oral|alternate days|||current"}},
    {"OnceAWeek", "Methotrexate 15 mg once a week", {"Methotrexate|methotrexate|15 mg|oral|WEEKLY|||current"}},
    {"GenericIvRow", "ondansetron 4 mg IV stat", {"ondansetron|ondansetron|4 mg|iv|STAT|||current"}},
    {"GramsIv", "Inj Ceftriaxone 1 g IV BD x 5 days", {"Ceftriaxone|ceftriaxone|1 g|iv|BD||5 days|current"}},
    {"Subcutaneous", "Clexane 40 mg SC OD", {"Clexane|enoxaparin|40 mg|sc|OD|||current"}},
    {"Sublingual", "Sorbitrate 5 mg sublingual SOS", {"Sorbitrate|isosorbide dinitrate|5 mg|sublingual|SOS|||current"}},
    {"TwoLines", "1. Tab Metformin 500 1-0-1 after food.\n2. Tab Amlodipine 5 mg 0-0-1.",
     {"Metformin|metformin|500 mg|oral|BD|after food||current", "Amlodipine|amlodipine|5 mg|oral|OD|night||current"}},
    {"HalfTablet", "Tab Clonotril half tablet at bedtime", {"Clonotril|clonazepam|0.5 tablet|oral|HS|bedtime||current"}},
    {"OneAndAHalfTablets", "Tab Glycomet 500 one and a half tablets BD",
     {"Glycomet 500|metformin|500 mg|oral|BD|||current"}},
    {"EveryEightHoursWords", "paracetamol 650 mg every eight hours",
     {"paracetamol|paracetamol|650 mg|oral|TDS|||current"}},
    {"EveryFourToSix", "albuterol , two puffs , every four to six hours as needed",
     {"albuterol|salbutamol|2 puff|inhaled|SOS|||current"}},
    {"HourlyShorthand", "Tab Cifran 500 12 hourly", {"Cifran|ciprofloxacin|500 mg|oral|BD|||current"}},
    {"ThreeTimesDailyWords", "ibuprofen eight hundred milligrams three times a day",
     {"ibuprofen|ibuprofen|800 mg|oral|TDS|||current"}},
    // Transcribed dialogue.
    {"DialogueDoseAfter", "i wan na go ahead and prescribe meloxicam 15 milligrams once a day",
     {"meloxicam|meloxicam|15 mg|oral|OD|||current"}},
    {"DialogueDoseBefore", "you are on ten milligrams of norvasc daily",
     {"norvasc|amlodipine|10 mg|oral|OD|||current"}},
    {"DialogueAsrDecimal", "you're on two . five of norvasc for your high blood pressure",
     {"norvasc|amlodipine|2.5 mg|oral||||current"}},
    {"DialogueIncreaseTo", "let's increase the metformin to 1,000 mg twice a day",
     {"metformin|metformin|1000 mg|oral|BD|||current"}},
    {"DialogueFromTo", "prozac , we'll increase it from 20 milligrams to 40 milligrams once a day",
     {"prozac|fluoxetine|40 mg|oral|OD|||current"}},
    {"DialogueCommaSeparated", "continue on the omeprazole , 40 milligrams , once a day",
     {"omeprazole|omeprazole|40 mg|oral|OD|||current"}},
    {"DialogueTwelvePointFive", "i do want to add aldactone twelve . five milligrams daily",
     {"aldactone|spironolactone|12.5 mg|oral|OD|||current"}},
    {"DialogueDoseOfNextDrug", "one cc of celestone and half a cc of lidocaine",
     {"celestone|betamethasone|1 mL|oral||||current", "lidocaine|lidocaine|0.5 mL|topical||||current"}},
    // doxazosin joined the table in issue 18: its dose stays its own, not tylenol's.
    {"DialogueWindowStopsAtNewVerb", "take tylenol for any pain and i am gon na prescribe doxazosin 4 mg once a day",
     {"tylenol|paracetamol|650 mg|oral||||current", "doxazosin|doxazosin|4 mg|oral|OD|||current"}},
    // Context.
    {"StopThenStart", "stop metformin and start glimepiride 2 mg",
     {"metformin|metformin|-|oral||||stopped", "glimepiride|glimepiride|2 mg|oral||||current"}},
    {"AllergicTo", "patient is allergic to amoxicillin", {"amoxicillin|amoxicillin|-|oral||||allergy_mention"}},
    {"UsedTo", "she used to take atenolol", {"atenolol|atenolol|-|oral||||historical"}},
    {"NotTaking", "not taking aspirin", {"aspirin|aspirin|-|oral||||stopped"}},
    {"BrandAllergyAfter", "Septran allergy - rash", {"Septran|sulfamethoxazole + trimethoprim|-|oral||||allergy_mention"}},
    {"WasStopped", "aspirin was stopped last month", {"aspirin|aspirin|-|oral||||stopped"}},
    {"HindiStop", "Metformin band kar do", {"Metformin|metformin|-|oral||||stopped"}},
    {"ContinueIsCurrent", "continue metformin 500 mg BD", {"metformin|metformin|500 mg|oral|BD|||current"}},
    {"AllergyListTwoDrugs", "allergic to amoxicillin and ibuprofen",
     {"amoxicillin|amoxicillin|-|oral||||allergy_mention", "ibuprofen|ibuprofen|-|oral||||allergy_mention"}},
    // Names: combinations, case, everyday-word brands, labs.
    {"CombinationGenericPlus", "amoxicillin + clavulanic acid 625 mg BD",
     {"amoxicillin + clavulanic acid|amoxicillin + clavulanic acid|625 mg|oral|BD|||current"}},
    {"CombinationGenericSlash", "amoxicillin/clavulanic acid 625 mg BD",
     {"amoxicillin/clavulanic acid|amoxicillin + clavulanic acid|625 mg|oral|BD|||current"}},
    {"HyphenatedBrand", "Tab Pan-D 1-0-0 before breakfast",
     {"Pan-D|pantoprazole + domperidone|-|oral|OD|before breakfast, morning||current"}},
    {"UpperCase", "TAB DOLO 650 BD", {"DOLO 650|paracetamol|650 mg|oral|BD|||current"}},
    {"MultiWordBrand", "tylenol with codeine at bedtime",
     {"tylenol with codeine|codeine + paracetamol|-|oral|HS|bedtime||current"}},
    {"EverydayWordNeedsContext", "Pause MF 1 tab TDS for 3 days, take a pause",
     {"Pause MF|tranexamic acid + mefenamic acid|1 tablet|oral|TDS||3 days|current"}},
    {"ShortBrandNeedsContext", "I went to the pan shop", {}},
    {"ShortBrandWithForm", "Tab Pan BD", {"Pan|pantoprazole|40 mg|oral|BD|||current"}},
    {"SaturationIsNotOfloxacin", "your o2 saturation is 98%", {}},
    {"LabNotMedicine", "vitamin d level is low and b12 levels pending", {}},
    {"LowVitaminD", "you have low vitamin d", {}},
    // A dose per time of day with its unit (insulin): the first dose, the frequency and the
    // pattern as said; not a tablet shorthand, nor milligrams (2026-11-28 probe).
    {"InsulinUnitsPattern", "Inj. Insulin Mixtard 20-0-16 units s/c",
     {"Mixtard|insulin human biphasic isophane 30/70|20 unit|sc|BD|||current"}},
    {"InsulinCapitalU", "Inj. Mixtard 18-0-12 U SC", {"Mixtard|insulin human biphasic isophane 30/70|18 unit|sc|BD|||current"}},
    {"PatternWithoutUnitIsNotADose", "Tab Dolo 650 20-0-16", {"Dolo 650|paracetamol|650 mg|oral||||current"}},
    // Hindi: "mein" spelt in full, "teen baar", a duration in "din".
    {"HindiMeinAndDin", "Tab Augmentin 625 din mein do baar 5 din ke liye",
     {"Augmentin 625|amoxicillin + clavulanic acid|625 mg|oral|BD||5 days|current"}},
    {"HindiTeenBaar", "Syrup Crocin 5 ml teen baar", {"Crocin|paracetamol|5 mL|oral|TDS|||current"}},
    {"HindiTwiceAWeek", "Tab Alendronate 70 mg hafte me do baar",
     {"Alendronate|alendronate|70 mg|oral|twice a week|||current"}},
    // A hold parameter is no stop (review).
    {"HoldParameter", "Tab Metoprolol 25 mg BD held for HR below 60",
     {"Metoprolol|metoprolol|25 mg|oral|BD|||current"}},
    // A prescription line that ends in its fate: stopped.
    {"StoppedAfterTheLine", "Tab. Amlodipine 5 mg OD stopped due to pedal edema",
     {"Amlodipine|amlodipine|5 mg|oral|OD|||stopped"}},
    {"Nothing", "no medicines today", {}},
    {"EmptyText", "", {}},
};

INSTANTIATE_TEST_SUITE_P(MedicationTable, MedicationCase, ::testing::ValuesIn(med_cases),
                         [](const ::testing::TestParamInfo<med_case>& info) { return std::string(info.param.name); });

TEST(MedicationLexicon, LoadsTheTables) {
  const auto& lex = lexicon();
  EXPECT_GT(lex.entries().size(), 500U);
  EXPECT_GT(lex.name_count(), 1500U);
  EXPECT_EQ(lex.rejected_rows(), 0U);
  EXPECT_GT(lex.codemix_phrases(), 20U);
  const auto* dolo = lex.lookup("Dolo 650");
  ASSERT_NE(dolo, nullptr);
  EXPECT_EQ(dolo->generic, "paracetamol");
  EXPECT_EQ(dolo->snomed, "387517004");
  ASSERT_NE(lex.lookup("PAN-D"), nullptr);
  EXPECT_EQ(lex.lookup("pan-d")->generic, "pantoprazole + domperidone");
  EXPECT_EQ(lex.lookup("crocin")->drug_class, "analgesic_antipyretic");
  EXPECT_EQ(lex.lookup("no such drug"), nullptr);
}

TEST(MedicationLexicon, MalformedRowsAreCounted) {
  const std::string tsv =
      "# comment\n"
      "generic\tsnomed\tbrands\tdefault_strength\troute\tdrug_class\n"
      "paracetamol\t387517004\tdolo|crocin\t650 mg\toral\tanalgesic_antipyretic\n"
      "broken row without tabs\n"
      "\tno generic\tx\t1 mg\toral\tx\n"
      "\n";
  const auto lex = clinical::medication_lexicon::parse(tsv);
  EXPECT_EQ(lex.entries().size(), 1U);
  EXPECT_EQ(lex.rejected_rows(), 2U);
  EXPECT_EQ(lex.name_count(), 3U);
  EXPECT_EQ(lex.codemix_phrases(), 0U);
  const auto items = clinical::find_medications("crocin 1-0-1", lex);
  ASSERT_EQ(items.size(), 1U);
  EXPECT_EQ(items[0].frequency, "BD");
}

TEST(MedicationLexicon, EmptyTables) {
  const auto lex = clinical::medication_lexicon::parse("", "");
  EXPECT_TRUE(lex.entries().empty());
  EXPECT_TRUE(clinical::find_medications("dolo 650 bd", lex).empty());
}

TEST(MedicationAttributes, InstructionsAndPurpose) {
  const auto items = clinical::find_medications(
      "ultram 50 milligrams every six hours as needed for pain . does that sound okay", lexicon());
  ASSERT_EQ(items.size(), 1U);
  EXPECT_EQ(items[0].frequency, "SOS");
  EXPECT_EQ(items[0].instructions, "for pain");
  const auto more = clinical::find_medications("Ondem 4 mg SOS for vomiting, with water", lexicon());
  ASSERT_EQ(more.size(), 1U);
  EXPECT_EQ(more[0].instructions, "for vomiting; with water");
  const auto course = clinical::find_medications("amoxicillin 500 mg TDS for 10 days , complete the course", lexicon());
  ASSERT_EQ(course.size(), 1U);
  EXPECT_EQ(course[0].duration, "10 days");
  EXPECT_EQ(course[0].instructions, "complete the course");
}

TEST(MedicationAttributes, UsAbbreviationsForTimeOfDayAndSublingual) {
  const auto am = clinical::find_medications("Omeprazole 20 mg qAM before breakfast.", lexicon());
  ASSERT_EQ(am.size(), 1U);
  EXPECT_EQ(am[0].frequency, "OD");
  EXPECT_EQ(am[0].timing, "before breakfast, morning");
  const auto sl = clinical::find_medications("Nitroglycerin 0.4 mg SL q5min prn chest pain.", lexicon());
  ASSERT_EQ(sl.size(), 1U);
  EXPECT_EQ(sl[0].route, "sublingual");
  // Counter-example: without the abbreviation the row's route stays.
  const auto po = clinical::find_medications("Nitroglycerin patch 0.4 mg daily.", lexicon());
  ASSERT_EQ(po.size(), 1U);
  EXPECT_NE(po[0].route, "sublingual");
}

TEST(MedicationAttributes, DoseSourceAndDefaultStrength) {
  const auto items = clinical::find_medications("Crocin BD, Pan 40 OD, metformin 500 mg BD, aspirin daily", lexicon());
  ASSERT_EQ(items.size(), 4U);
  EXPECT_EQ(items[0].dose_from, clinical::dose_source::table_default);
  EXPECT_EQ(items[1].dose_from, clinical::dose_source::brand_name);
  EXPECT_EQ(items[2].dose_from, clinical::dose_source::spoken);
  EXPECT_EQ(items[3].dose_from, clinical::dose_source::none);  // a generic gets no default
  EXPECT_FALSE(items[3].dose.has_value());

  clinical::medication_options options;
  options.use_default_strength = false;
  const auto plain = clinical::find_medications("Crocin BD", lexicon(), options);
  ASSERT_EQ(plain.size(), 1U);
  EXPECT_FALSE(plain[0].dose.has_value());
  EXPECT_EQ(plain[0].strength, "650 mg");
}

TEST(MedicationAttributes, CombinationKeepsStrengthAndClass) {
  const auto items = clinical::find_medications("Combiflam 1-1-1", lexicon());
  ASSERT_EQ(items.size(), 1U);
  EXPECT_EQ(items[0].strength, "325 mg + 400 mg");
  EXPECT_EQ(items[0].drug_class, "nsaid|analgesic_antipyretic");
  EXPECT_EQ(items[0].snomed, "");
}

TEST(MedicationAttributes, SnomedFromSiblingRow) {
  // The IV paracetamol row has no id of its own; the substance is the same.
  const auto items = clinical::find_medications("Inj Perfalgan 1 g IV SOS", lexicon());
  ASSERT_EQ(items.size(), 1U);
  EXPECT_EQ(items[0].generic, "paracetamol");
  EXPECT_EQ(items[0].route, "iv");
  EXPECT_EQ(items[0].snomed, "387517004");
}

TEST(MedicationMerge, RepeatedMentionsMergeLaterDoseWins) {
  const std::string_view text =
      "we have you on prozac 20 milligrams a day . hey dragon , order prozac , 40 milligrams , once a day .";
  const auto items = clinical::find_medications(text, lexicon());
  ASSERT_EQ(items.size(), 1U);
  EXPECT_EQ(items[0].dose->value, 40);
  EXPECT_EQ(items[0].frequency, "OD");
  EXPECT_EQ(text.substr(items[0].evidence.start, items[0].evidence.end - items[0].evidence.start), "prozac");
  EXPECT_EQ(items[0].evidence.start, 15U);

  clinical::medication_options options;
  options.merge_repeats = false;
  EXPECT_EQ(clinical::find_medications(text, lexicon(), options).size(), 2U);
}

TEST(MedicationMerge, DifferentContextsStayApart) {
  const auto items = clinical::find_medications("he was on ibuprofen before . stop ibuprofen . take ibuprofen 400 mg SOS",
                                                lexicon());
  ASSERT_EQ(items.size(), 3U);
  EXPECT_EQ(items[0].context, clinical::medication_context::historical);
  EXPECT_EQ(items[1].context, clinical::medication_context::stopped);
  EXPECT_EQ(items[2].context, clinical::medication_context::current);
}

TEST(MedicationEvidence, ByteSpansOfTheName) {
  const std::string_view text = "बुखार है. Tab Dolo 650 1-0-1, Tab Pan-D OD";
  const auto items = clinical::find_medications(text, lexicon());
  ASSERT_EQ(items.size(), 2U);
  for (const auto& item : items) {
    EXPECT_EQ(text.substr(item.evidence.start, item.evidence.end - item.evidence.start), item.name);
  }
  EXPECT_EQ(items[0].name, "Dolo 650");
  EXPECT_EQ(items[1].name, "Pan-D");
}

TEST(MedicationJson, ContractShape) {
  const auto items = clinical::find_medications("Tab Dolo 650 1-0-1 x 5 days after food, Combiflam SOS", lexicon());
  ASSERT_EQ(items.size(), 2U);
  const auto json = clinical::to_json(items[0]);
  EXPECT_EQ(json.size(), 10U);
  EXPECT_EQ(json.at("name"), "Dolo 650");
  EXPECT_EQ(json.at("generic"), "paracetamol");
  EXPECT_TRUE(json.at("dose").at("value").is_int64());
  EXPECT_EQ(json.at("dose").at("value").as_int64(), 650);
  EXPECT_EQ(json.at("dose").at("unit"), "mg");
  EXPECT_EQ(json.at("route"), "oral");
  EXPECT_EQ(json.at("frequency"), "BD");
  EXPECT_EQ(json.at("timing"), "after food");
  EXPECT_EQ(json.at("duration"), "5 days");
  EXPECT_EQ(json.at("instructions"), "");
  EXPECT_EQ(json.at("snomed"), "387517004");
  EXPECT_EQ(json.at("evidence").at("start").as_uint64(), 4U);
  EXPECT_EQ(json.at("evidence").at("end").as_uint64(), 12U);
  EXPECT_FALSE(json.contains("context"));
  const auto combo = clinical::to_json(items[1]);
  EXPECT_TRUE(combo.at("dose").is_null());
  EXPECT_EQ(combo.at("snomed"), "");
}

TEST(MedicationJson, FractionalDose) {
  const auto items = clinical::find_medications("carvedilol 12.5 mg BD", lexicon());
  ASSERT_EQ(items.size(), 1U);
  const auto json = clinical::to_json(items[0]);
  EXPECT_TRUE(json.at("dose").at("value").is_double());
  EXPECT_DOUBLE_EQ(json.at("dose").at("value").as_double(), 12.5);
}

TEST(MedicationTokens, SharedTokenizationGivesTheSameResult) {
  const std::string_view text = "Tab Dolo 650 1-0-1 x 5 days, Tab Pan 40 OD";
  std::vector<cxs::domain::text::token> tokens;
  cxs::domain::text::tokenize(text, tokens);
  EXPECT_EQ(clinical::find_medications(text, lexicon()), clinical::find_medications(text, tokens, lexicon()));
}

TEST(MedicationRobustness, RandomBytesNeverThrow) {
  std::mt19937 rng(777);
  std::uniform_int_distribution<int> byte(0, 255);
  std::string text;
  for (int round = 0; round < 200; ++round) {
    text.clear();
    for (int k = 0; k < round * 3; ++k) {
      text.push_back(static_cast<char>(byte(rng)));
    }
    for (const auto& item : clinical::find_medications(text, lexicon())) {
      EXPECT_LE(item.evidence.end, text.size());
    }
  }
}

TEST(MedicationRobustness, AdversarialFragments) {
  for (const char* s : {"dolo", "tab", "x", "1-0-1", "dolo 650 x", "for", "every", "every 6", "q 6", "dolo 650 1-0-",
                        "pan - - - d", "metformin 500 mg of", "allergic to", "x 5/", "dolo 650 1/"}) {
    for (const auto& item : clinical::find_medications(s, lexicon())) {
      (void)clinical::to_json(item);
    }
  }
  SUCCEED();
}

// A long consult repeating the same two medicines gives those two, once each. Speed is
// measured in bench/extract_bench (Google Benchmark), not asserted here.
TEST(MedicationLongConsult, RepeatedMentionsGiveEachMedicineOnce) {
  std::string text;
  while (text.size() < 9000) {
    text +=
        "[doctor] okay so i want you to continue the metformin 500 milligrams twice a day and the lisinopril "
        "20 milligrams once a day . [patient] okay . [doctor] and any chest pain or shortness of breath ? "
        "[patient] no , not really . ";
  }
  const auto items = clinical::find_medications(text, lexicon());
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(clinical::find_medications(text, lexicon()).size(), 2U);  // the same on a second call
}

}  // namespace

// ---------------------------------------------------------------- issue 18, medications round
// Rules written from the tuning part of tests/fixtures/medications/med_corpus.tsv, each with
// counter-examples.

TEST(MedicationNames, SubstancesThatAreAlsoLabsOrFoodNeedMedicationContext) {
  EXPECT_TRUE(found("[patient] i take magnesium every night for cramps .", "magnesium oxide"));
  EXPECT_TRUE(found("[patient] i've been taking turmeric for my knees .", "curcumin"));
  // Counter-examples: a lab value and a food.
  EXPECT_FALSE(found("[doctor] your magnesium was 1.7 , a little low .", "magnesium oxide"));
  EXPECT_FALSE(found("[patient] my wife cooks with a lot of turmeric .", "curcumin"));
}

TEST(MedicationNames, AVerbAndACountBeforeAnEverydayWordBrand) {
  EXPECT_TRUE(found("[doctor] i'll give you a few norco for the nights after surgery .", "hydrocodone + paracetamol"));
  EXPECT_TRUE(found("[patient] i take a couple of tums when it burns .", "calcium carbonate"));
  // Counter-examples: a bare article is no count; a count without a verb of taking.
  EXPECT_FALSE(found("[patient] sometimes i just take a pause and breathe .", "tranexamic acid"));
  EXPECT_FALSE(found("[patient] i bought a few tums at the store .", "calcium carbonate"));
}

TEST(MedicationSpoken, ANameARecogniserSplitIntoSyllables) {
  EXPECT_TRUE(found("start the met form in 500 mg twice a day", "metformin"));
  EXPECT_TRUE(found("add mon te lu cast 10 mg at night", "montelukast"));  // respelled: the skeleton
  // Counter-examples: function words never join, and a whole name is not re-read.
  const auto lasix = clinical::find_medications("i want to start you on lasix 20 mg", lexicon());
  ASSERT_EQ(lasix.size(), 1U);
  EXPECT_EQ(lasix[0].generic, "furosemide");
  const auto ibu = clinical::find_medications("i take like two ibuprofen a day", lexicon());
  ASSERT_EQ(ibu.size(), 1U);
  EXPECT_EQ(ibu[0].name, "ibuprofen");
  EXPECT_FALSE(found("we talked about the form in the waiting room", "metformin"));
}

TEST(MedicationLexicon, UsBrandsAndCalcium) {
  EXPECT_TRUE(found("buspar 10 mg twice a day", "buspirone"));
  EXPECT_TRUE(found("she uses phexxi before intercourse", "lactic acid + citric acid + potassium bitartrate"));
  EXPECT_TRUE(found("take calcium 500 mg daily with food", "calcium carbonate"));
  EXPECT_FALSE(found("your calcium is 9.8 , which is normal", "calcium carbonate"));
}

// ---------------------------------------------------------------- issue 18, round 2 (branch aci18)

TEST(MedicationLexicon, UsanNamesAndInnRowsTheTableLacked) {
  EXPECT_TRUE(found("she takes mesalamine 1.2 g daily", "mesalazine"));
  EXPECT_TRUE(found("continue ursodiol 300 mg twice a day", "ursodeoxycholic acid"));
  EXPECT_TRUE(found("he is on imuran 50 mg", "azathioprine"));
  EXPECT_TRUE(found("start cardura 2 mg at night", "doxazosin"));
  // Counter-example: a lab, not the drug.
  EXPECT_FALSE(found("we'll check a lithium level next week", "lithium carbonate"));
}

TEST(MedicationNames, AnEverydayWordNameInAListOfMedicines) {
  // Issue 18, med13: a short or everyday-word name joined by "and", "or" or a comma to a
  // medicine that is no everyday word is a medicine too.
  EXPECT_TRUE(found("i take an mvi and fish oil every morning", "multivitamin + multimineral"));
  EXPECT_TRUE(found("she is on lisinopril , asa and lipitor", "aspirin"));
  EXPECT_TRUE(found("i had tums or pepcid for the heartburn", "calcium carbonate"));
  // Counter-examples: no medicine beside it, or only another everyday word.
  EXPECT_FALSE(found("let us take a pause and review your labs", "tranexamic acid"));
  EXPECT_FALSE(found("the tide and the pause", "tranexamic acid"));
  EXPECT_FALSE(found("her asa grade and the mallampati were noted", "aspirin"));
}

// Issue 18, branch dx19: probes of 239 commonly prescribed US generics and 264 US brands.
TEST(MedicationLexicon, GenericsSaidWithoutTheirSaltAndBrandsTheTableLacked) {
  EXPECT_TRUE(found("start lovastatin 20 mg at night", "lovastatin"));
  EXPECT_TRUE(found("continue docusate 100 mg daily", "docusate sodium"));
  EXPECT_TRUE(found("she takes divalproex 500 mg twice a day", "divalproex sodium"));
  EXPECT_TRUE(found("he is on carbidopa-levodopa three times a day", "levodopa + carbidopa"));
  EXPECT_TRUE(found("take sulfamethoxazole trimethoprim twice a day for a week", "sulfamethoxazole + trimethoprim"));
  EXPECT_TRUE(found("apply epiduo at night", "adapalene + benzoyl peroxide"));
  EXPECT_TRUE(found("continue euthyrox 50 mcg every morning", "levothyroxine"));
  // Counter-examples: a lab or a food, not the drug.
  EXPECT_FALSE(found("we'll check your vitamin levels and omega index", "omega-3 fatty acids"));
  EXPECT_FALSE(found("the salmon has omega fats", "omega-3 fatty acids"));
}

// A dose change said of the medicine by a pronoun in a later sentence is today's dose; not
// when conditional, refused, asked, a later titration step, or when two medicines could be meant.
TEST(MedicationAttributes, DoseChangeByPronounInALaterSentence) {
  const auto dose_of = [](std::string_view text) {
    const auto items = clinical::find_medications(text, lexicon());
    std::string out;
    for (const auto& item : items) {
      out += item.generic + "=" + (item.dose ? cxs::domain::text::format_number(item.dose->value) : "-") + ";";
    }
    return out;
  };
  EXPECT_EQ(dose_of("[doctor] you're on lisinopril 10 mg daily . [patient] yes . [doctor] your pressure is "
                    "still high , so let's increase that to 20 mg daily ."),
            "lisinopril=20;");
  EXPECT_EQ(dose_of("[doctor] are you still taking the metformin ? [patient] yes , 500 mg twice a day . "
                    "[doctor] okay , we'll bump it up to 1000 mg twice a day ."),
            "metformin=1000;");
  EXPECT_EQ(dose_of("You take metoprolol 25 mg twice a day. Heart rate is fast, so we will increase the dose to 50 mg."),
            "metoprolol=50;");
  // Counter-examples: the dose today stays.
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg daily. If your pressure is still high, we'll increase it to 20 mg."),
            "lisinopril=10;");
  EXPECT_EQ(dose_of("Keep the gabapentin at 300 mg at night. We'll cut that to 100 mg if you feel drowsy."),
            "gabapentin=300;");
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg daily. We'll increase it to 20 mg after two weeks."), "lisinopril=10;");
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg daily. I don't want to increase it to 20 mg yet."), "lisinopril=10;");
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg daily. Should we increase it to 20 mg?"), "lisinopril=10;");
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg and metformin 500 mg. Let's increase it to 20 mg."),
            "lisinopril=10;metformin=500;");
  // Another unit is another quantity ("increase it to 2 tablets" says nothing of the mg).
  EXPECT_EQ(dose_of("You're on lisinopril 10 mg daily. Let's increase it to 2 puffs."), "lisinopril=10;");
}

// Issue 18, med14 (round 7): a dose corrected as it is said is the dose; the correction cue
// must be followed by the number (past only its own words), the unit must agree, and the
// medicine is the last one named before the cue.
TEST(MedicationAttributes, DoseCorrectedAsItIsSaid) {
  const auto dose_of = [](std::string_view text) {
    std::string out;
    for (const auto& item : clinical::find_medications(text, lexicon())) {
      out += item.generic + "=" + (item.dose ? cxs::domain::text::format_number(item.dose->value) : "-") + ";";
    }
    return out;
  };
  EXPECT_EQ(dose_of("[doctor] we'll start naproxen 500 mg twice a day . actually , make that 250 twice a day ."),
            "naproxen=250;");
  EXPECT_EQ(dose_of("[doctor] citalopram twenty milligrams , sorry , scratch that , ten milligrams in the morning ."),
            "citalopram=10;");
  EXPECT_EQ(dose_of("[doctor] propranolol 80 ... you have asthma , so let's say 40 mg at most ."),
            "propranolol=40;");
  EXPECT_EQ(dose_of("[doctor] quetiapine 100 mg at night . [patient] that sounds strong . [doctor] fine , "
                    "we'll start at 25 and go up if you need it ."),
            "quetiapine=25;");
  // Counter-examples: a word before the number, a word after it that is no dose word, another
  // unit, a question, a condition before the cue, another medicine named in the correction.
  EXPECT_EQ(dose_of("[doctor] naproxen 500 mg twice a day . actually , your a1c is 7 ."), "naproxen=500;");
  EXPECT_EQ(dose_of("[patient] i take naproxen 500 mg . sorry , 20 years ago i had an ulcer ."), "naproxen=500;");
  EXPECT_EQ(dose_of("[patient] naproxen 500 mg , actually 2 tablets at night ."), "naproxen=500;");
  EXPECT_EQ(dose_of("[doctor] naproxen 500 mg twice a day . actually , make that 250 ?"), "naproxen=500;");
  EXPECT_EQ(dose_of("[doctor] naproxen 500 mg twice a day . if your stomach hurts , make that 250 ."),
            "naproxen=500;");
  EXPECT_EQ(dose_of("[doctor] naproxen 500 mg twice a day . actually , make that 20 mg of omeprazole too ."),
            "naproxen=500;omeprazole=20;");
  EXPECT_EQ(dose_of("[doctor] naproxen 500 mg twice a day . we'll start at 9 am tomorrow ."), "naproxen=500;");
}

TEST(MedicationAttributes, DoseCorrectedWithItsFrequencyOrTheNumberItReplaces) {
  // Review 2026-11-28 (rev14): a correction with a frequency after its unit, one that names
  // the number it replaces, and "let's do" / "i meant to say" before the number.
  const auto dose_of = [](std::string_view text) {
    std::string out;
    for (const auto& item : clinical::find_medications(text, lexicon())) {
      out += item.generic + "=" + (item.dose ? cxs::domain::text::format_number(item.dose->value) : "-") + ";";
    }
    return out;
  };
  EXPECT_EQ(dose_of("Rx: cefuroxime 250 mg BD x 5 days. Actually, make that 500 mg BD."), "cefuroxime=500;");
  EXPECT_EQ(dose_of("Tab clarithromycin 250 mg bd. Sorry, 500 mg bd."), "clarithromycin=500;");
  EXPECT_EQ(dose_of("[doctor] doxycycline 200 mg once a day . sorry , 100 not 200 ."), "doxycycline=100;");
  EXPECT_EQ(dose_of("[doctor] pregabalin 150 mg at night . actually , let's do 75 mg at night ."), "pregabalin=75;");
  EXPECT_EQ(dose_of("[doctor] rivaroxaban 20 mg daily . sorry , i meant to say 15 milligrams ."), "rivaroxaban=15;");
  // Counter-examples: the number replaced is not the dose said, a question, a clause that
  // says no number, a condolence.
  EXPECT_EQ(dose_of("[doctor] doxycycline 200 mg once a day . sorry , 100 not 300 ."), "doxycycline=200;");
  EXPECT_EQ(dose_of("Tab clarithromycin 250 mg bd. Sorry, 500 mg bd?"), "clarithromycin=250;");
  EXPECT_EQ(dose_of("[doctor] pregabalin 150 mg at night . actually , let's do the kidney test in 3 months ."),
            "pregabalin=150;");
  EXPECT_EQ(dose_of("[doctor] pregabalin 150 mg at night . sorry to hear about your 2 dogs ."), "pregabalin=150;");
}

TEST(MedicationLexicon, ANicotinePatchIsTransdermal) {
  // Review 2026-11-28 (rev14): the patch was read as an oral nicotine product.
  const auto patch = clinical::find_medications("Nicotine patch 21 mg daily.", lexicon());
  ASSERT_EQ(patch.size(), 1U);
  EXPECT_EQ(patch[0].route, "transdermal");
  // Counter-example: the gum stays oral.
  const auto gum = clinical::find_medications("Nicotine gum 2 mg when cravings come.", lexicon());
  ASSERT_EQ(gum.size(), 1U);
  EXPECT_EQ(gum[0].route, "oral");
}

TEST(MedicationAttributes, AFrequencyBeforeAMonitoringNounIsTheNextItems) {
  // Review 2026-11-28 (rev14): "furosemide 40 mg , daily weights" was once a day.
  const auto frequency_of = [](std::string_view text) {
    const auto items = clinical::find_medications(text, lexicon());
    return items.empty() ? std::string("?") : items[0].frequency;
  };
  EXPECT_EQ(frequency_of("Plan: furosemide 40 mg, daily weights, fluid restriction."), "");
  EXPECT_EQ(frequency_of("Plan: oral fluids, paracetamol, avoid NSAIDs, daily CBC."), "");
  // Counter-examples: the frequency closes the item, or no comma stands before it.
  EXPECT_EQ(frequency_of("Paracetamol 650 mg, daily."), "OD");
  EXPECT_EQ(frequency_of("Warfarin 5 mg daily, INR weekly."), "OD");
}

TEST(MedicationLexicon, EzetimibeSimvastatinCombination) {
  EXPECT_TRUE(found("[patient] i'm on vytorin for the cholesterol .", "ezetimibe + simvastatin"));
  EXPECT_TRUE(found("[patient] i take zetia every night .", "ezetimibe"));
}
