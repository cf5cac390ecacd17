// Unit tests of domain/clinical/vitals: keywords, numbers as words, unit detection and
// conversion, implausible/abnormal flags, which reading wins, evidence spans and JSON.

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/vitals.hpp"
#include "domain/text/numbers.hpp"

namespace clinical = cxs::domain::clinical;

namespace {

// The single-valued reading stored under the CONTRACT key `field`.
const std::optional<clinical::vital_reading>* reading_of(const clinical::vitals_block& b, std::string_view field) {
  if (field == "heartRate") {
    return &b.heart_rate;
  }
  if (field == "respiratoryRate") {
    return &b.respiratory_rate;
  }
  if (field == "temperature") {
    return &b.temperature;
  }
  if (field == "spo2") {
    return &b.spo2;
  }
  if (field == "weight") {
    return &b.weight;
  }
  if (field == "height") {
    return &b.height;
  }
  if (field == "bmi") {
    return &b.bmi;
  }
  if (field == "bloodGlucose") {
    return &b.blood_glucose;
  }
  return nullptr;
}

std::string_view slice(std::string_view text, cxs::domain::text::byte_span span) {
  return text.substr(span.start, span.end - span.start);
}

// One table row: `text` must give exactly one vital, `field`, with these values.
struct reading_case {
  const char* name;
  std::string_view text;
  std::string_view field;
  double value;       // systolic for bloodPressure
  double diastolic;   // bloodPressure only
  std::string_view flag;
  double original;    // 0: no original
  std::string_view original_unit;
  std::string_view evidence;
};

class VitalsReading : public ::testing::TestWithParam<reading_case> {};

TEST_P(VitalsReading, Finds) {
  const reading_case& c = GetParam();
  const auto result = clinical::find_vitals(c.text);
  EXPECT_TRUE(result.warnings.empty()) << c.text;
  const boost::json::object json = clinical::to_json(result.block);
  ASSERT_EQ(json.size(), 1U) << c.text << " → " << boost::json::serialize(json);
  ASSERT_TRUE(json.contains(c.field)) << c.text << " → " << boost::json::serialize(json);
  if (c.field == "bloodPressure") {
    const auto& bp = *result.block.blood_pressure;
    EXPECT_DOUBLE_EQ(bp.systolic, c.value) << c.text;
    EXPECT_DOUBLE_EQ(bp.diastolic, c.diastolic) << c.text;
    EXPECT_EQ(clinical::to_string(bp.flag), c.flag) << c.text;
    EXPECT_EQ(slice(c.text, bp.evidence), c.evidence) << c.text;
    return;
  }
  const auto& r = **reading_of(result.block, c.field);
  EXPECT_NEAR(r.value, c.value, 1e-9) << c.text;
  EXPECT_EQ(clinical::to_string(r.flag), c.flag) << c.text;
  if (c.original == 0) {
    EXPECT_FALSE(r.original.has_value()) << c.text;
  } else {
    ASSERT_TRUE(r.original.has_value()) << c.text;
    EXPECT_DOUBLE_EQ(r.original->value, c.original) << c.text;
    EXPECT_EQ(r.original->unit, c.original_unit) << c.text;
  }
  EXPECT_EQ(slice(c.text, r.evidence), c.evidence) << c.text;
}

const reading_case reading_cases[] = {
    // Blood pressure.
    {"BpSlash", "BP 130/85", "bloodPressure", 130, 85, "", 0, "", "BP 130/85"},
    {"BpBy", "BP is 130 by 85", "bloodPressure", 130, 85, "", 0, "", "BP is 130 by 85"},
    {"BpSpoken", "blood pressure one thirty over eighty five", "bloodPressure", 130, 85, "", 0, "",
     "blood pressure one thirty over eighty five"},
    {"BpDialogue", "your blood pressure today is one forty over ninety", "bloodPressure", 140, 90, "abnormal", 0, "",
     "blood pressure today is one forty over ninety"},
    {"BpDottedWithUnit", "B.P. 120/80 mmHg, comfortable", "bloodPressure", 120, 80, "", 0, "", "B.P. 120/80 mmHg"},
    {"BpUpon", "bp 118 upon 76", "bloodPressure", 118, 76, "", 0, "", "bp 118 upon 76"},
    {"BpRepeatedOver", "your blood pressure is a little elevated we are looking at like a hundred and forty over over seventy",
     "bloodPressure", 140, 70, "abnormal", 0, "",
     "blood pressure is a little elevated we are looking at like a hundred and forty over over seventy"},
    {"BpLow", "BP 86/50 on arrival", "bloodPressure", 86, 50, "abnormal", 0, "", "BP 86/50"},
    {"BpAnchoredByUnit", "recorded 120/80 mm Hg in the left arm", "bloodPressure", 120, 80, "", 0, "", "120/80 mm Hg"},
    {"BpContraction", "blood pressure's about one twenty two over seventy right now", "bloodPressure", 122, 70, "", 0,
     "", "blood pressure's about one twenty two over seventy"},
    // Heart rate.
    {"PulseDigits", "pulse 88", "heartRate", 88, 0, "", 0, "", "pulse 88"},
    {"HeartRateBeats", "heart rate of 72 beats per minute", "heartRate", 72, 0, "", 0, "",
     "heart rate of 72 beats per minute"},
    {"HrTachy", "HR 110 bpm", "heartRate", 110, 0, "abnormal", 0, "", "HR 110 bpm"},
    {"PulsePerMin", "pulse 54/min regular", "heartRate", 54, 0, "abnormal", 0, "", "pulse 54/min"},
    {"BeatsAnchor", "you're going at like about sixty beats a minute", "heartRate", 60, 0, "", 0, "",
     "sixty beats a minute"},
    {"PrAbbreviation", "PR 88/min, RS clear", "heartRate", 88, 0, "", 0, "", "PR 88/min"},
    {"HeartRateFiller", "your heart rate is nice and slow at sixty seven", "heartRate", 67, 0, "", 0, "",
     "heart rate is nice and slow at sixty seven"},
    // Respiratory rate.
    {"RrDigits", "RR 18", "respiratoryRate", 18, 0, "", 0, "", "RR 18"},
    {"RespiratoryRateWords", "your respiratory rate is twenty", "respiratoryRate", 20, 0, "", 0, "",
     "respiratory rate is twenty"},
    {"RespirationsHigh", "respirations 24", "respiratoryRate", 24, 0, "abnormal", 0, "", "respirations 24"},
    {"BreathsAnchor", "breathing comfortably at 16 breaths per minute", "respiratoryRate", 16, 0, "", 0, "",
     "16 breaths per minute"},
    // Temperature.
    {"TempFahrenheit", "temp 101 F", "temperature", 38.33, 0, "abnormal", 101, "[degF]", "temp 101 F"},
    {"TempCelsiusNoUnit", "temperature 38.5", "temperature", 38.5, 0, "abnormal", 0, "", "temperature 38.5"},
    {"TempAsrDecimal", "your temperature is ninety eight . seven", "temperature", 37.06, 0, "", 98.7, "[degF]",
     "temperature is ninety eight . seven"},
    {"TempDegreeSign", "Temp. 98.6 \xC2\xB0""F", "temperature", 37, 0, "", 98.6, "[degF]", "Temp. 98.6 \xC2\xB0""F"},
    {"TempCelsiusSign", "temperature 37 \xC2\xB0""C", "temperature", 37, 0, "", 0, "", "temperature 37 \xC2\xB0""C"},
    {"FeverOfDegrees", "fever of 102 degrees since morning", "temperature", 38.89, 0, "abnormal", 102, "[degF]",
     "fever of 102 degrees"},
    {"TempAfterNoFever", "no fever. temp 98.6", "temperature", 37, 0, "", 98.6, "[degF]", "temp 98.6"},
    {"NegatedFeverKeepsNormal", "you are not running a fever so that's great look at ninety ninety seven . two",
     "temperature", 36.22, 0, "", 97.2, "[degF]", "fever so that's great look at ninety ninety seven . two"},
    {"TempLow", "temp 34.5 C", "temperature", 34.5, 0, "abnormal", 0, "", "temp 34.5 C"},
    {"TempCelsiusWord", "temperature 39.2 celsius", "temperature", 39.2, 0, "abnormal", 0, "",
     "temperature 39.2 celsius"},
    {"TempHundredPointFour", "a low-grade fever of about a hundred . four right now", "temperature", 38, 0, "abnormal",
     100.4, "[degF]", "fever of about a hundred . four"},
    // SpO2.
    {"Spo2RoomAir", "spo2 96% on room air", "spo2", 96, 0, "", 0, "", "spo2 96%"},
    {"Saturating", "saturating 94 percent", "spo2", 94, 0, "", 0, "", "saturating 94 percent"},
    {"Spo2Low", "SpO2 91%", "spo2", 91, 0, "abnormal", 0, "", "SpO2 91%"},
    {"SattingHundred", "you're satting at a hundred percent", "spo2", 100, 0, "", 0, "", "satting at a hundred percent"},
    {"Spo2Anchor", "98% on room air", "spo2", 98, 0, "", 0, "", "98%"},
    {"PulseOx", "your pulse ox was ninety eight percent on room air", "spo2", 98, 0, "", 0, "",
     "pulse ox was ninety eight percent"},
    {"OxygenLevelNoUnit", "your oxygen level here is like ninety two right now", "spo2", 92, 0, "abnormal", 0, "",
     "oxygen level here is like ninety two"},
    // Weight.
    {"WeightKg", "weight 72 kg", "weight", 72, 0, "", 0, "", "weight 72 kg"},
    {"WeighsPounds", "weighs 160 pounds", "weight", 72.57, 0, "", 160, "[lb_av]", "weighs 160 pounds"},
    {"WeighingPounds", "a woman weighing 169 pounds", "weight", 76.66, 0, "", 169, "[lb_av]", "weighing 169 pounds"},
    {"WeightGrams", "birth weight 3200 grams", "weight", 3.2, 0, "", 3200, "g", "weight 3200 grams"},
    {"WeightPoundsOunces", "weight 4 pounds , 8 ounces", "weight", 2.04, 0, "", 4.5, "[lb_av]",
     "weight 4 pounds , 8 ounces"},
    {"WeightNoUnitIsKg", "wt 68", "weight", 68, 0, "", 0, "", "wt 68"},
    // Height.
    {"FeetInchesBeforeKeyword", "she is five feet , six inches in height", "height", 167.64, 0, "", 66, "[in_i]",
     "five feet , six inches in height"},
    {"FeetInchesMarks", "Height 5'6\"", "height", 167.64, 0, "", 66, "[in_i]", "Height 5'6\""},
    {"HeightCm", "height 170 cm", "height", 170, 0, "", 0, "", "height 170 cm"},
    {"HeightMetres", "height 1.72 m", "height", 172, 0, "", 1.72, "m", "height 1.72 m"},
    {"TallAnchor", "he is 180 cm tall", "height", 180, 0, "", 0, "", "180 cm tall"},
    {"FootSpokenInches", "height five foot ten", "height", 177.8, 0, "", 70, "[in_i]", "height five foot ten"},
    // BMI.
    {"BmiOver", "BMI 27.4", "bmi", 27.4, 0, "abnormal", 0, "", "BMI 27.4"},
    {"BmiUnit", "BMI 22 kg/m2", "bmi", 22, 0, "", 0, "", "BMI 22 kg/m2"},
    {"BmiUnder", "body mass index of 17.9", "bmi", 17.9, 0, "abnormal", 0, "", "body mass index of 17.9"},
    // Blood glucose.
    {"SugarRandom", "sugar 250", "bloodGlucose", 250, 0, "abnormal", 0, "", "sugar 250"},
    {"RbsUnit", "RBS 140 mg/dl", "bloodGlucose", 140, 0, "", 0, "", "RBS 140 mg/dl"},
    {"FastingThreshold", "FBS 130", "bloodGlucose", 130, 0, "abnormal", 0, "", "FBS 130"},
    {"GlucoseMmol", "blood glucose 7.2 mmol/L", "bloodGlucose", 129.7, 0, "", 7.2, "mmol/L",
     "blood glucose 7.2 mmol/L"},
    {"GrbsLow", "GRBS 45", "bloodGlucose", 45, 0, "abnormal", 0, "", "GRBS 45"},
    {"SugarSpoken", "they just checked your blood sugar now and it was one sixty two", "bloodGlucose", 162, 0, "", 0,
     "", "blood sugar now and it was one sixty two"},
    {"FastingWordAfterKeyword", "sugar fasting 130", "bloodGlucose", 130, 0, "abnormal", 0, "", "sugar fasting 130"},
    {"UpperCaseTLabel", "T 37.8 C, comfortable", "temperature", 37.8, 0, "", 0, "", "T 37.8 C"},
    {"UpperCasePLabel", "P: 80/min", "heartRate", 80, 0, "", 0, "", "P: 80/min"},
    {"FeetInchesAbbreviated", "height: 5 ft 9 in", "height", 175.26, 0, "", 69, "[in_i]", "height: 5 ft 9 in"},
};

INSTANTIATE_TEST_SUITE_P(VitalsTable, VitalsReading, ::testing::ValuesIn(reading_cases),
                         [](const ::testing::TestParamInfo<reading_case>& info) { return std::string(info.param.name); });

// Text that must give no vital and no warning.
class VitalsNothing : public ::testing::TestWithParam<const char*> {};

TEST_P(VitalsNothing, FindsNothing) {
  const auto result = clinical::find_vitals(GetParam());
  EXPECT_TRUE(result.block.empty()) << GetParam() << " → " << boost::json::serialize(clinical::to_json(result.block));
  EXPECT_TRUE(result.warnings.empty()) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(VitalsNegative, VitalsNothing,
                         ::testing::Values("i appreciate a two over six systolic ejection murmur",
                                           "take your blood pressure medication twice a day",
                                           "keep your blood pressure below 130/80",
                                           "if your temperature goes above 101 call me",
                                           "no fever of 101 reported", "weight loss of 5 kg over two months",
                                           "i don't take sugar with my tea", "you are on 2 liters of oxygen",
                                           "your oxygen 2 liters", "2+ radial pulses bilaterally", "pulse 2+",
                                           "your vital signs look good", "your blood sugars are running in the one twenties",
                                           "i check my sugar two or three times a week", "goal BP < 130/80",
                                           "we walked 5 feet", "her weight is 5 kg less than last month",
                                           "i don't 100 percent agree", "blood pressure 140 systolic", "", "   \n\n  "));

TEST(VitalsSanity, ImplausibleReadingsBecomeWarnings) {
  const std::string_view text = "HR 400, BP 300/400, temp 150 F, SpO2 120%";
  const auto result = clinical::find_vitals(text);
  EXPECT_TRUE(result.block.empty());
  ASSERT_EQ(result.warnings.size(), 4U);
  std::vector<std::string_view> fields;
  for (const auto& w : result.warnings) {
    EXPECT_EQ(w.code, "IMPLAUSIBLE_VITAL");
    EXPECT_NE(w.message.find("implausible"), std::string::npos);
    fields.push_back(w.field);
  }
  EXPECT_EQ(fields, (std::vector<std::string_view>{"bloodPressure", "heartRate", "temperature", "spo2"}));
  EXPECT_EQ(slice(text, result.warnings[1].evidence), "HR 400");
  EXPECT_EQ(slice(text, result.warnings[0].evidence), "BP 300/400");
}

TEST(VitalsSanity, OffKeepsImplausibleFlagged) {
  clinical::vitals_options options;
  options.range_sanity = false;
  const auto result = clinical::find_vitals("HR 400", options);
  EXPECT_TRUE(result.warnings.empty());
  ASSERT_TRUE(result.block.heart_rate.has_value());
  EXPECT_EQ(result.block.heart_rate->flag, clinical::vital_flag::implausible);
  EXPECT_EQ(clinical::to_json(result.block).at("heartRate").at("flag"), "implausible");
}

TEST(VitalsSanity, DiastolicAboveSystolicIsImplausible) {
  const auto result = clinical::find_vitals("BP 120/130");
  EXPECT_FALSE(result.block.blood_pressure.has_value());
  ASSERT_EQ(result.warnings.size(), 1U);
  EXPECT_EQ(result.warnings[0].field, "bloodPressure");
}

TEST(VitalsSanity, ImpossibleTemperatureAfterConversion) {
  const auto result = clinical::find_vitals("temperature 60 C");
  ASSERT_EQ(result.warnings.size(), 1U);
  EXPECT_EQ(result.warnings[0].field, "temperature");
  const auto json = clinical::to_json(result.warnings[0]);
  EXPECT_EQ(json.at("code"), "IMPLAUSIBLE_VITAL");
  EXPECT_TRUE(json.at("evidence").as_object().contains("start"));
}

TEST(VitalsSanity, PlausibleReadingBeatsAStrayImplausibleOne) {
  const auto result = clinical::find_vitals("HR 80 on arrival. heart rate 500 in the trace");
  ASSERT_TRUE(result.block.heart_rate.has_value());
  EXPECT_DOUBLE_EQ(result.block.heart_rate->value, 80);
  EXPECT_TRUE(result.warnings.empty());
}

TEST(VitalsReading, PressureAloneWithAPairAndSatWithAValue) {
  // "your pressure was 150 on 90" (dialogue), "sat 98" in a nurse's run of vitals.
  const auto bp = clinical::find_vitals("[doctor] your pressure was 150 on 90 when you came in .");
  ASSERT_TRUE(bp.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(bp.block.blood_pressure->systolic, 150);
  EXPECT_DOUBLE_EQ(bp.block.blood_pressure->diastolic, 90);
  const auto sat = clinical::find_vitals("[nurse] temp is 100.4 , bp 132/78 , heart rate 96 , resp 20 , sat 98 .");
  ASSERT_TRUE(sat.block.spo2.has_value());
  EXPECT_DOUBLE_EQ(sat.block.spo2->value, 98);
  // Counter-examples: pressure with one number or none, "sat" the verb.
  for (const std::string_view text : {"She has eye pressure of 24 in the right eye.", "Chest pressure 2 days.",
                                      "intraocular pressure 18 and 20.", "I sat 20 minutes in the waiting room."}) {
    const auto result = clinical::find_vitals(text);
    EXPECT_TRUE(result.block.empty()) << text;
  }
}

TEST(VitalsReading, AOneLetterRespirationLabelCountsInARunOfVitals) {
  // "R 16" beside the other vitals' labels is the respiratory rate, as "T" and "P" are read.
  for (const std::string_view text : {"Vitals: BP 128/82, HR 76, R: 16, T 98.6, SpO2 97% RA.", "T 37.2 P 88 R 18 BP 118/76"}) {
    const auto result = clinical::find_vitals(text);
    ASSERT_TRUE(result.block.respiratory_rate.has_value()) << text;
    EXPECT_GE(result.block.respiratory_rate->value, 16) << text;
    EXPECT_LE(result.block.respiratory_rate->value, 18) << text;
  }
  // Counter-examples: "R" for right or a grade, with no other vital beside it; lower case.
  for (const std::string_view text : {"Grade R 4 reflexes.", "R 2 L 3 on the pain scale.", "R knee swelling 2 cm.",
                                      "BP 128/82. Reflexes r 4 bilaterally."}) {
    const auto result = clinical::find_vitals(text);
    EXPECT_FALSE(result.block.respiratory_rate.has_value()) << text;
  }
}

TEST(VitalsSelection, CurrentBeatsHome) {
  const auto result = clinical::find_vitals("BP at home was 150/95. Today BP is 128/82.");
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 128);
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->diastolic, 82);
}

TEST(VitalsSelection, ASecondReadingInTheNextClauseWithItsOwnTime) {
  // One keyword, two readings: last week's and today's.
  const auto result = clinical::find_vitals("BP was 160/100 last week, today 138/86.");
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 138);
  const auto home = clinical::find_vitals("BP 160/100 at home, here 142/90.");
  ASSERT_TRUE(home.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(home.block.blood_pressure->systolic, 142);
  // Counter-examples: the next clause names another vital; a number with no time cue.
  const auto pulse = clinical::find_vitals("BP 130/80, pulse 72.");
  ASSERT_TRUE(pulse.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(pulse.block.blood_pressure->systolic, 130);
  const auto repeat = clinical::find_vitals("BP 150/90 today, 140/85 on repeat.");
  ASSERT_TRUE(repeat.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(repeat.block.blood_pressure->systolic, 150);
}

TEST(VitalsSelection, HistoricalLosesEvenWhenLater) {
  const auto result = clinical::find_vitals("BP 124/78 today. Last time your BP was 160/100.");
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 124);
}

TEST(VitalsSelection, ClinicianBeatsPatient) {
  const std::string_view text =
      "[doctor] any readings ?\n[patient] my blood pressure was 150 over 90 when i checked\n"
      "[doctor] your blood pressure is 124 over 78";
  const auto result = clinical::find_vitals(text);
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 124);
  EXPECT_EQ(slice(text, result.block.blood_pressure->evidence), "blood pressure is 124 over 78");
}

TEST(VitalsSelection, PatientOnlyReadingNeedsFallback) {
  const std::string_view text = "[patient] my sugar was 300 last week";
  EXPECT_TRUE(clinical::find_vitals(text).block.blood_glucose.has_value());
  clinical::vitals_options options;
  options.historical_fallback = false;
  EXPECT_FALSE(clinical::find_vitals(text, options).block.blood_glucose.has_value());
}

TEST(VitalsSelection, LastOfEqualReadingsWins) {
  const auto result = clinical::find_vitals("BP 140/90. Repeat BP 130/80.");
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 130);
}

TEST(VitalsSelection, StatedCurrentBeatsLaterPlainReading) {
  const auto result = clinical::find_vitals("pulse 72 today. pulse 90.");
  ASSERT_TRUE(result.block.heart_rate.has_value());
  EXPECT_DOUBLE_EQ(result.block.heart_rate->value, 72);
}

TEST(VitalsDialogue, FullExaminationParagraph) {
  const std::string_view text =
      "[doctor] i see that your blood pressure was high also it was two hundred over ninety have you been\n"
      "[patient] yeah\n"
      "[doctor] your vital signs your blood pressure looks pretty good today at one twenty eight over seventy two "
      "your temperature is ninety eight . seven and your heart rate is seventy two your respirations are eighteen "
      "your oxygen saturation looks pretty good at at ninety six percent okay";
  const auto result = clinical::find_vitals(text);
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 128);
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->diastolic, 72);
  ASSERT_TRUE(result.block.temperature.has_value());
  EXPECT_DOUBLE_EQ(result.block.temperature->original->value, 98.7);
  ASSERT_TRUE(result.block.heart_rate.has_value());
  EXPECT_DOUBLE_EQ(result.block.heart_rate->value, 72);
  ASSERT_TRUE(result.block.respiratory_rate.has_value());
  EXPECT_DOUBLE_EQ(result.block.respiratory_rate->value, 18);
  ASSERT_TRUE(result.block.spo2.has_value());
  EXPECT_DOUBLE_EQ(result.block.spo2->value, 96);
  EXPECT_EQ(slice(text, result.block.spo2->evidence), "oxygen saturation looks pretty good at at ninety six percent");
}

TEST(VitalsDialogue, NextKeywordEndsTheWindow) {
  // "heart rate" has no number before "spo2" starts: the 98 belongs to SpO2 only.
  const auto result = clinical::find_vitals("your heart rate your spo2 was ninety eight percent");
  EXPECT_FALSE(result.block.heart_rate.has_value());
  ASSERT_TRUE(result.block.spo2.has_value());
  EXPECT_DOUBLE_EQ(result.block.spo2->value, 98);
}

TEST(VitalsDialogue, PrescriptionStyleLine) {
  const std::string_view text = "O/E: BP 150/96 mmHg, PR 92/min, Temp 99.1F, SpO2 97% RA, Wt 82 kg, Ht 170 cm, RBS 210";
  const auto result = clinical::find_vitals(text);
  const auto json = clinical::to_json(result.block);
  EXPECT_EQ(json.size(), 7U) << boost::json::serialize(json);
  EXPECT_EQ(result.block.blood_pressure->flag, clinical::vital_flag::abnormal);
  EXPECT_NEAR(result.block.temperature->value, 37.28, 1e-9);
  EXPECT_EQ(result.block.blood_glucose->flag, clinical::vital_flag::abnormal);
  EXPECT_DOUBLE_EQ(result.block.height->value, 170);
  EXPECT_EQ(slice(text, result.block.weight->evidence), "Wt 82 kg");
}

TEST(VitalsJson, ContractShape) {
  const auto result = clinical::find_vitals("BP 150/95, temp 101 F, pulse 88");
  const auto json = clinical::to_json(result.block);
  const auto& bp = json.at("bloodPressure").as_object();
  EXPECT_TRUE(bp.at("systolic").is_int64());
  EXPECT_EQ(bp.at("systolic").as_int64(), 150);
  EXPECT_EQ(bp.at("unit"), "mm[Hg]");
  EXPECT_EQ(bp.at("loinc"), "85354-9");
  EXPECT_EQ(bp.at("flag"), "abnormal");
  EXPECT_EQ(bp.at("evidence").at("start").as_uint64(), 0U);
  EXPECT_EQ(bp.at("evidence").at("end").as_uint64(), 9U);
  const auto& temp = json.at("temperature").as_object();
  EXPECT_EQ(temp.at("unit"), "Cel");
  EXPECT_EQ(temp.at("loinc"), "8310-5");
  EXPECT_EQ(temp.at("original").at("unit"), "[degF]");
  EXPECT_EQ(temp.at("original").at("value").as_int64(), 101);
  const auto& hr = json.at("heartRate").as_object();
  EXPECT_EQ(hr.at("unit"), "/min");
  EXPECT_EQ(hr.at("loinc"), "8867-4");
  EXPECT_FALSE(hr.contains("flag"));
  EXPECT_FALSE(hr.contains("original"));
}

TEST(VitalsJson, LoincPerField) {
  const auto result = clinical::find_vitals("RR 16, SpO2 98%, weight 70 kg, height 175 cm, BMI 22.9, sugar 110");
  const auto json = clinical::to_json(result.block);
  EXPECT_EQ(json.at("respiratoryRate").at("loinc"), "9279-1");
  EXPECT_EQ(json.at("spo2").at("loinc"), "59408-5");
  EXPECT_EQ(json.at("weight").at("loinc"), "29463-7");
  EXPECT_EQ(json.at("height").at("loinc"), "8302-2");
  EXPECT_EQ(json.at("bmi").at("loinc"), "39156-5");
  EXPECT_EQ(json.at("bmi").at("unit"), "kg/m2");
  EXPECT_EQ(json.at("bloodGlucose").at("loinc"), "2339-0");
  EXPECT_EQ(json.at("bloodGlucose").at("unit"), "mg/dL");
}

TEST(VitalsTokens, SharedTokenizationGivesTheSameResult) {
  const std::string_view text = "BP 130/85, pulse 88, temp 38.5";
  std::vector<cxs::domain::text::token> tokens;
  cxs::domain::text::tokenize(text, tokens);
  const auto a = clinical::find_vitals(text);
  const auto b = clinical::find_vitals(text, tokens);
  EXPECT_EQ(boost::json::serialize(clinical::to_json(a.block)), boost::json::serialize(clinical::to_json(b.block)));
}

TEST(VitalsRobustness, RandomBytesNeverThrow) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> byte(0, 255);
  std::string text;
  for (int round = 0; round < 200; ++round) {
    text.clear();
    const int len = round * 3;
    for (int k = 0; k < len; ++k) {
      text.push_back(static_cast<char>(byte(rng)));
    }
    const auto result = clinical::find_vitals(text);
    for (const auto& w : result.warnings) {
      EXPECT_LE(w.evidence.end, text.size());
    }
    (void)clinical::to_json(result.block);
  }
}

TEST(VitalsRobustness, AdversarialFragments) {
  for (const char* s : {"BP", "BP 120/", "BP /80", "blood pressure over over over", "temp .", "5'", "height 5 ft",
                        "sugar -", "pulse 1e9999", "BP 99999999999999999999/1"}) {
    const auto result = clinical::find_vitals(s);
    (void)clinical::to_json(result.block);
  }
  SUCCEED();
}

// A long consult repeating one spoken reading still finds it. Speed is measured in
// bench/extract_bench (Google Benchmark), not asserted here.
TEST(VitalsLongConsult, RepeatedSpokenReadingIsFound) {
  std::string text;
  while (text.size() < 9000) {
    text +=
        "[doctor] so how have you been feeling , any chest pain or shortness of breath ? "
        "[patient] no , not really , just tired . i take my tablets every morning . "
        "[doctor] okay , your blood pressure today is one thirty two over eighty and pulse is seventy eight . ";
  }
  const auto result = clinical::find_vitals(text);
  ASSERT_TRUE(result.block.blood_pressure.has_value());
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->systolic, 132);
  EXPECT_DOUBLE_EQ(result.block.blood_pressure->diastolic, 80);
}

}  // namespace
