// Unit tests of domain/extraction/summary: the four styles, maxLines, extractive sentences
// (never invented), determinism. Facts are built by hand so the tests do not depend on the
// extractor; a few end-to-end tests run collect_facts on raw text.

#include "domain/extraction/summary.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "domain/extraction/document.hpp"
#include "domain/extraction/engine.hpp"

namespace ex = cxs::domain::extraction;
namespace clinical = cxs::domain::clinical;
namespace text = cxs::domain::text;

namespace {

text::byte_span span_of(std::string_view hay, std::string_view needle) {
  const auto at = hay.find(needle);
  EXPECT_NE(at, std::string_view::npos) << needle;
  return {at, at + needle.size()};
}

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  if (s.empty()) {
    return out;
  }
  std::istringstream in(s);
  std::string line;
  while (std::getline(in, line)) {
    out.push_back(line);
  }
  return out;
}

std::string collapse(std::string_view s) {
  std::string out;
  bool space = false;
  for (const char c : s) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) {
      out += ' ';
      space = false;
    }
    out += c;
  }
  return out;
}

constexpr std::string_view note_text =
    "Chief complaint: Fever and sore throat for 3 days.\n"
    "History: 32 year old woman with fever up to 101 F, sore throat and body ache since Monday. "
    "Pain is worse on swallowing and she has been missing work.\n"
    "Examination: Temp 38.6 C, BP 150/95, pulse 88, SpO2 97% on room air. Throat congested with enlarged tonsils.\n"
    "Allergies: Penicillin (rash).\n"
    "Assessment: Acute pharyngitis.\n"
    "Plan: Tab Dolo 650 1-1-1 after food for 3 days. Tab Azithromycin 500 mg once daily for 3 days. CBC.\n"
    "Drink plenty of warm fluids and rest your voice. Review after 5 days.\n";

clinical::vital_reading reading(double value, std::string_view unit, std::string_view loinc, clinical::vital_flag flag,
                                text::byte_span evidence) {
  clinical::vital_reading r;
  r.value = value;
  r.unit = unit;
  r.loinc = loinc;
  r.flag = flag;
  r.evidence = evidence;
  return r;
}

clinical::medication_item medication(std::string name, std::string generic, double dose, std::string unit,
                                     std::string frequency, std::string timing, std::string duration,
                                     text::byte_span evidence) {
  clinical::medication_item m;
  m.name = std::move(name);
  m.generic = std::move(generic);
  m.dose = clinical::medication_dose{dose, std::move(unit)};
  m.dose_from = clinical::dose_source::spoken;
  m.route = "oral";
  m.frequency = std::move(frequency);
  m.timing = std::move(timing);
  m.duration = std::move(duration);
  m.evidence = evidence;
  return m;
}

ex::clinical_facts note_facts() {
  ex::clinical_facts f;
  f.text = note_text;
  f.doc = ex::analyse(note_text);
  f.vitals.block.temperature =
      reading(38.6, "Cel", clinical::loinc_temperature, clinical::vital_flag::abnormal, span_of(note_text, "Temp 38.6 C"));
  clinical::blood_pressure_reading bp;
  bp.systolic = 150;
  bp.diastolic = 95;
  bp.flag = clinical::vital_flag::abnormal;
  bp.evidence = span_of(note_text, "BP 150/95");
  f.vitals.block.blood_pressure = bp;
  f.vitals.block.heart_rate =
      reading(88, "/min", clinical::loinc_heart_rate, clinical::vital_flag::none, span_of(note_text, "pulse 88"));
  f.vitals.block.spo2 =
      reading(97, "%", clinical::loinc_spo2, clinical::vital_flag::none, span_of(note_text, "SpO2 97%"));
  f.diagnoses.push_back({"Acute pharyngitis", "J02.9", "", "confirmed", span_of(note_text, "Acute pharyngitis")});
  f.medications.push_back(medication("Dolo 650", "paracetamol", 650, "mg", "TDS", "after food", "3 days",
                                     span_of(note_text, "Dolo 650")));
  f.medications.push_back(medication("Azithromycin", "azithromycin", 500, "mg", "OD", "", "3 days",
                                     span_of(note_text, "Azithromycin")));
  f.allergies.push_back({"penicillin", "rash", "", "", "penicillin", span_of(note_text, "Penicillin")});
  f.investigations.push_back({"Complete blood count", "58410-2", "ordered", "", span_of(note_text, "CBC")});
  f.follow_up = ex::follow_up_fact{"review after 5 days", span_of(note_text, "Review after 5 days")};
  f.symptoms = {"Fever", "Sore throat", "Body ache"};
  return f;
}

bool contains(const std::string& hay, std::string_view needle) { return hay.find(needle) != std::string::npos; }

constexpr std::array<ex::summary_style, 4> all_styles{ex::summary_style::patient, ex::summary_style::handover,
                                                      ex::summary_style::executive, ex::summary_style::progress_note};

}  // namespace

TEST(SummaryStyle, NamesRoundTrip) {
  for (const auto style : all_styles) {
    const auto name = ex::summary_style_name(style);
    ASSERT_TRUE(ex::summary_style_from_name(name).has_value()) << name;
    EXPECT_EQ(*ex::summary_style_from_name(name), style);
  }
  EXPECT_EQ(ex::summary_style_from_name("progress-note"), ex::summary_style::progress_note);
  EXPECT_FALSE(ex::summary_style_from_name("progress_note").has_value());
  EXPECT_FALSE(ex::summary_style_from_name("Patient").has_value());
  EXPECT_FALSE(ex::summary_style_from_name("").has_value());
  EXPECT_FALSE(ex::summary_style_from_name("soap").has_value());
}

TEST(SummaryPatient, PlainSecondPersonWithoutCodes) {
  const auto facts = note_facts();
  const auto s = ex::summarize(facts, ex::summary_style::patient, 20);
  SCOPED_TRACE(s);
  EXPECT_TRUE(contains(s, "You have fever, sore throat and body ache."));
  EXPECT_TRUE(contains(s, "You have been diagnosed with acute pharyngitis."));
  EXPECT_TRUE(contains(s, "Take paracetamol (Dolo 650) 650 mg three times a day for 3 days, after food."));
  EXPECT_TRUE(contains(s, "Take azithromycin 500 mg once a day for 3 days."));
  EXPECT_TRUE(contains(s, "You are allergic to penicillin (rash)."));
  EXPECT_TRUE(contains(s, "Get these tests done: Complete blood count."));
  EXPECT_TRUE(contains(s, "Follow-up: review after 5 days."));
  EXPECT_TRUE(contains(s, "temperature 38.6 °C (high)"));
  EXPECT_TRUE(contains(s, "blood pressure 150/95 (high)"));
  EXPECT_TRUE(contains(s, "Drink plenty of warm fluids and rest your voice."));
  // No codes, no clinical shorthand.
  EXPECT_FALSE(contains(s, "J02.9"));
  EXPECT_FALSE(contains(s, "58410-2"));
  EXPECT_FALSE(contains(s, "TDS"));
  EXPECT_FALSE(contains(s, "S: "));
}

TEST(SummaryPatient, KeepsMostImportantLinesWhenShort) {
  const auto facts = note_facts();
  const auto one = ex::summarize(facts, ex::summary_style::patient, 1);
  EXPECT_EQ(lines_of(one).size(), 1U);
  EXPECT_TRUE(contains(one, "diagnosed with acute pharyngitis")) << one;
  const auto three = lines_of(ex::summarize(facts, ex::summary_style::patient, 3));
  ASSERT_EQ(three.size(), 3U);
  EXPECT_TRUE(contains(three[0], "diagnosed"));
  EXPECT_TRUE(contains(three[1], "paracetamol"));
  EXPECT_TRUE(contains(three[2], "azithromycin"));
}

TEST(SummaryPatient, FrequencyWordsAndRoutes) {
  ex::clinical_facts f;
  static constexpr std::string_view t = "Use salbutamol inhaler two puffs SOS. Apply mupirocin BD. Insulin.";
  f.text = t;
  auto inhaler = medication("salbutamol inhaler", "salbutamol", 2, "puff", "SOS", "", "", span_of(t, "salbutamol"));
  inhaler.route = "inhaled";
  auto cream = medication("mupirocin", "mupirocin", 0, "", "BD", "", "", span_of(t, "mupirocin"));
  cream.dose.reset();
  cream.route = "topical";
  auto injection = medication("Insulin", "insulin glargine", 10, "unit", "HS", "", "", span_of(t, "Insulin"));
  injection.route = "sc";
  f.medications = {inhaler, cream, injection};
  const auto s = ex::summarize(f, ex::summary_style::patient, 10);
  SCOPED_TRACE(s);
  EXPECT_TRUE(contains(s, "Use salbutamol (salbutamol inhaler) 2 puffs only when needed."));
  EXPECT_TRUE(contains(s, "Apply mupirocin twice a day."));
  EXPECT_TRUE(contains(s, "You will be given insulin glargine (Insulin) 10 units as an injection at bedtime."));
}

TEST(SummaryPatient, TableDefaultDoseIsNotStated) {
  ex::clinical_facts f;
  static constexpr std::string_view t = "Augmentin twice daily.";
  f.text = t;
  auto m = medication("Augmentin", "amoxicillin + clavulanic acid", 625, "mg", "BD", "", "", span_of(t, "Augmentin"));
  m.dose_from = clinical::dose_source::table_default;
  f.medications = {m};
  const auto s = ex::summarize(f, ex::summary_style::patient, 5);
  EXPECT_FALSE(contains(s, "625")) << s;
  EXPECT_TRUE(contains(s, "twice a day")) << s;
}

TEST(SummaryPatient, StoppedMedicinesAreNotListed) {
  ex::clinical_facts f;
  static constexpr std::string_view t = "Stop ibuprofen. Start paracetamol 500 mg.";
  f.text = t;
  auto stopped = medication("ibuprofen", "ibuprofen", 400, "mg", "", "", "", span_of(t, "ibuprofen"));
  stopped.context = clinical::medication_context::stopped;
  f.medications = {stopped,
                   medication("paracetamol", "paracetamol", 500, "mg", "", "", "", span_of(t, "paracetamol"))};
  for (const auto style : all_styles) {
    const auto s = ex::summarize(f, style, 10);
    EXPECT_FALSE(contains(s, "buprofen")) << s;
    EXPECT_TRUE(contains(s, "aracetamol 500 mg")) << s;
  }
}

TEST(SummaryHandover, SbarLines) {
  const auto facts = note_facts();
  const auto lines = lines_of(ex::summarize(facts, ex::summary_style::handover, 4));
  ASSERT_EQ(lines.size(), 4U);
  EXPECT_EQ(lines[0].rfind("S: ", 0), 0U);
  EXPECT_EQ(lines[1].rfind("B: ", 0), 0U);
  EXPECT_EQ(lines[2].rfind("A: ", 0), 0U);
  EXPECT_EQ(lines[3].rfind("R: ", 0), 0U);
  EXPECT_TRUE(contains(lines[0], "Complaints: fever, sore throat, body ache")) << lines[0];
  EXPECT_TRUE(contains(lines[0], "BP 150/95 mmHg (high)")) << lines[0];  // abnormal vitals in the situation
  EXPECT_TRUE(contains(lines[1], "Allergies: penicillin (rash)")) << lines[1];
  EXPECT_TRUE(contains(lines[2], "Acute pharyngitis")) << lines[2];
  EXPECT_FALSE(contains(lines[2], "J02.9")) << lines[2];
  EXPECT_TRUE(contains(lines[3], "Paracetamol (Dolo 650) 650 mg TDS, after food, for 3 days")) << lines[3];
  EXPECT_TRUE(contains(lines[3], "Investigations: Complete blood count")) << lines[3];
  EXPECT_TRUE(contains(lines[3], "Follow-up: review after 5 days")) << lines[3];
}

TEST(SummaryHandover, HomeMedicinesAndPastHistoryAreBackground) {
  static constexpr std::string_view t =
      "Past medical history: Hypertension for 10 years.\n"
      "Current medications: Amlodipine 5 mg OD.\n"
      "Assessment: Acute gastroenteritis.\n"
      "Plan: ORS after each loose stool.\n";
  ex::clinical_facts f;
  f.text = t;
  f.doc = ex::analyse(t);
  f.diagnoses.push_back({"Hypertension", "I10", "38341003", "confirmed", span_of(t, "Hypertension")});
  f.diagnoses.push_back({"Acute gastroenteritis", "A09", "", "confirmed", span_of(t, "Acute gastroenteritis")});
  f.medications.push_back(medication("Amlodipine", "amlodipine", 5, "mg", "OD", "", "", span_of(t, "Amlodipine")));
  const auto lines = lines_of(ex::summarize(f, ex::summary_style::handover, 4));
  ASSERT_EQ(lines.size(), 4U);
  EXPECT_TRUE(contains(lines[1], "History: Hypertension")) << lines[1];
  EXPECT_TRUE(contains(lines[1], "Regular medicines: amlodipine 5 mg OD")) << lines[1];
  EXPECT_TRUE(contains(lines[2], "Acute gastroenteritis")) << lines[2];
  EXPECT_FALSE(contains(lines[2], "Hypertension")) << lines[2];
}

TEST(SummaryProgressNote, SoapWithCodes) {
  const auto facts = note_facts();
  const auto lines = lines_of(ex::summarize(facts, ex::summary_style::progress_note, 4));
  ASSERT_EQ(lines.size(), 4U);
  EXPECT_EQ(lines[0].rfind("S: ", 0), 0U);
  EXPECT_EQ(lines[1].rfind("O: ", 0), 0U);
  EXPECT_EQ(lines[2].rfind("A: ", 0), 0U);
  EXPECT_EQ(lines[3].rfind("P: ", 0), 0U);
  EXPECT_TRUE(contains(lines[0], "fever")) << lines[0];
  EXPECT_TRUE(contains(lines[0], "Allergies: penicillin")) << lines[0];
  EXPECT_TRUE(contains(lines[1], "BP 150/95 mmHg (high), HR 88/min, Temp 38.6 °C (high), SpO2 97%")) << lines[1];
  EXPECT_TRUE(contains(lines[2], "Acute pharyngitis [J02.9]")) << lines[2];
  EXPECT_TRUE(contains(lines[3], "Azithromycin 500 mg OD, for 3 days")) << lines[3];
}

TEST(SummaryProgressNote, ProvisionalDiagnosisIsMarked) {
  auto facts = note_facts();
  facts.diagnoses.front().status = "provisional";
  const auto s = ex::summarize(facts, ex::summary_style::progress_note, 4);
  EXPECT_TRUE(contains(s, "Acute pharyngitis [J02.9] (provisional)")) << s;
  const auto p = ex::summarize(facts, ex::summary_style::patient, 10);
  EXPECT_TRUE(contains(p, "The doctor thinks you may have acute pharyngitis.")) << p;
}

TEST(SummaryProgressNote, ExtraLinesAreSentencesCopiedFromTheText) {
  const auto facts = note_facts();
  const auto s = ex::summarize(facts, ex::summary_style::progress_note, 12);
  const auto lines = lines_of(s);
  ASSERT_LE(lines.size(), 12U);
  ASSERT_GT(lines.size(), 4U) << s;
  const auto flat = collapse(note_text);
  std::size_t continuation = 0;
  for (const auto& line : lines) {
    if (line.rfind("  ", 0) != 0) {
      continue;
    }
    ++continuation;
    auto sentence = line.substr(2);
    if (!sentence.empty() && sentence.back() == '.') {
      sentence.pop_back();
    }
    EXPECT_TRUE(contains(flat, sentence)) << "not in the text: " << sentence;
  }
  EXPECT_GT(continuation, 0U);
  EXPECT_TRUE(contains(s, "Throat congested with enlarged tonsils.")) << s;
}

TEST(SummaryProgressNote, FewerThanFourLinesShareLetters) {
  const auto facts = note_facts();
  for (int n = 1; n <= 3; ++n) {
    for (const auto style : {ex::summary_style::progress_note, ex::summary_style::handover}) {
      const auto s = ex::summarize(facts, style, n);
      EXPECT_EQ(lines_of(s).size(), static_cast<std::size_t>(n)) << s;
      EXPECT_TRUE(contains(s, "S: ")) << s;
      EXPECT_TRUE(contains(s, "A: ")) << s;
    }
  }
  const auto one = ex::summarize(facts, ex::summary_style::progress_note, 1);
  EXPECT_TRUE(contains(one, " O: ") && contains(one, " P: ")) << one;
}

TEST(SummaryProgressNote, LetterWithoutFactsTakesASentenceOrNotRecorded) {
  static constexpr std::string_view t =
      "Assessment: Likely viral illness, reassured the patient and explained the course.\n";
  ex::clinical_facts f;
  f.text = t;
  f.doc = ex::analyse(t);
  const auto lines = lines_of(ex::summarize(f, ex::summary_style::progress_note, 4));
  ASSERT_EQ(lines.size(), 4U);
  EXPECT_EQ(lines[0], "S: not recorded.");
  EXPECT_EQ(lines[1], "O: not recorded.");
  EXPECT_EQ(lines[2], "A: Likely viral illness, reassured the patient and explained the course.");
  EXPECT_EQ(lines[3], "P: not recorded.");
}

TEST(SummaryExecutive, OneParagraph) {
  const auto facts = note_facts();
  for (int n : {1, 2, 4, 50, 200}) {
    const auto s = ex::summarize(facts, ex::summary_style::executive, n);
    SCOPED_TRACE(s);
    EXPECT_EQ(lines_of(s).size(), 1U);
    EXPECT_TRUE(contains(s, "Presenting with fever, sore throat, body ache."));
    EXPECT_TRUE(contains(s, "Assessment: Acute pharyngitis."));
    EXPECT_TRUE(contains(s, "Plan: paracetamol (Dolo 650) 650 mg TDS, after food, for 3 days;"));
    EXPECT_TRUE(contains(s, "Allergies: penicillin (rash)."));
    EXPECT_TRUE(contains(s, "Follow-up: review after 5 days."));
  }
  const auto shortest = ex::summarize(facts, ex::summary_style::executive, 1);
  const auto longer = ex::summarize(facts, ex::summary_style::executive, 4);
  EXPECT_GT(longer.size(), shortest.size());  // maxLines > 1 quotes supporting sentences
}

TEST(SummaryLimits, NeverMoreThanMaxLines) {
  const auto facts = note_facts();
  for (const auto style : all_styles) {
    for (int n = -3; n <= 30; ++n) {
      const auto s = ex::summarize(facts, style, n);
      const auto count = lines_of(s).size();
      EXPECT_LE(count, static_cast<std::size_t>(std::max(n, 1))) << ex::summary_style_name(style) << " " << n;
      EXPECT_GE(count, 1U);
      EXPECT_TRUE(s.empty() || s.back() != '\n');
    }
    EXPECT_LE(lines_of(ex::summarize(facts, style, 100000)).size(), 200U);
  }
}

TEST(SummaryLimits, Deterministic) {
  const auto facts = note_facts();
  for (const auto style : all_styles) {
    EXPECT_EQ(ex::summarize(facts, style, 8), ex::summarize(facts, style, 8));
  }
}

TEST(SummaryLimits, EmptyInput) {
  ex::clinical_facts f;
  for (const auto style : all_styles) {
    EXPECT_EQ(ex::summarize(f, style, 10), "") << ex::summary_style_name(style);
  }
}

TEST(SummaryLimits, TextWithoutFactsUsesItsSentences) {
  static constexpr std::string_view t =
      "History: The patient reports intermittent dizziness when standing up quickly over the last week.\n";
  ex::clinical_facts f;
  f.text = t;  // no doc: summarize analyses the text itself
  const auto s = ex::summarize(f, ex::summary_style::executive, 3);
  EXPECT_EQ(s, "The patient reports intermittent dizziness when standing up quickly over the last week.");
}

TEST(SummaryLimits, DialogueMarkersAndQuestionsAreNotQuoted) {
  static constexpr std::string_view t =
      "[doctor] Good morning, what brings you here today?\n"
      "[patient] I have had a bad cough and fever for five days, and yellow sputum since yesterday.\n"
      "[doctor] Any chest pain?\n"
      "[patient] No.\n"
      "[doctor] Your oxygen is ninety six percent. I will start you on azithromycin 500 mg once a day for three days.\n";
  ex::clinical_facts f;
  f.text = t;
  f.doc = ex::analyse(t);
  f.symptoms = {"Cough", "Fever"};
  f.vitals.block.spo2 = reading(96, "%", clinical::loinc_spo2, clinical::vital_flag::none,
                                span_of(t, "oxygen is ninety six percent"));
  f.medications.push_back(medication("azithromycin", "azithromycin", 500, "mg", "OD", "", "3 days",
                                     span_of(t, "azithromycin")));
  for (const auto style : all_styles) {
    const auto s = ex::summarize(f, style, 12);
    SCOPED_TRACE(s);
    EXPECT_FALSE(contains(s, "[doctor]"));
    EXPECT_FALSE(contains(s, "[patient]"));
    EXPECT_FALSE(contains(s, "?"));
  }
  const auto soap = ex::summarize(f, ex::summary_style::progress_note, 12);
  EXPECT_TRUE(contains(soap, "I have had a bad cough and fever for five days, and yellow sputum since yesterday."))
      << soap;
}

TEST(SummaryLimits, MultibyteTextIsSafe) {
  static constexpr std::string_view t =
      "Chief complaint: बुखार and body ache — three days.\nAssessment: Viral fever, rest advised “strictly”.\n";
  ex::clinical_facts f;
  f.text = t;
  f.symptoms = {"Fever"};
  for (const auto style : all_styles) {
    for (int n : {1, 4, 10}) {
      const auto s = ex::summarize(f, style, n);
      EXPECT_LE(lines_of(s).size(), static_cast<std::size_t>(n));
    }
  }
}

// --- end to end: collect_facts on raw text -----------------------------------------------

TEST(SummaryEndToEnd, PrescriptionNote) {
  static constexpr std::string_view t =
      "Chief complaint: Fever and sore throat for 3 days.\n"
      "Examination: Temp 101 F, BP 130/80, pulse 96.\n"
      "Assessment: Acute pharyngitis.\n"
      "Plan: Tab Dolo 650 1-0-1 after food x 5 days. Review after 5 days.\n";
  const auto facts = ex::collect_facts(t);
  const auto patient = ex::summarize(facts, ex::summary_style::patient, 10);
  SCOPED_TRACE(patient);
  EXPECT_TRUE(contains(patient, "Take paracetamol (Dolo 650)"));
  EXPECT_TRUE(contains(patient, "twice a day"));
  const auto soap = lines_of(ex::summarize(facts, ex::summary_style::progress_note, 4));
  ASSERT_EQ(soap.size(), 4U);
  EXPECT_TRUE(contains(soap[2], "haryngitis")) << soap[2];
  EXPECT_TRUE(contains(soap[1], "Temp")) << soap[1];
  for (const auto style : all_styles) {
    EXPECT_LE(lines_of(ex::summarize(facts, style, 2)).size(), 2U);
  }
}

TEST(SummaryEndToEnd, Dialogue) {
  static constexpr std::string_view t =
      "[doctor] What brings you in today?\n"
      "[patient] I've had a headache and fever since Sunday, and I feel very tired.\n"
      "[doctor] Your temperature is 101 and blood pressure is 120 over 80.\n"
      "[doctor] Take paracetamol 500 mg three times a day for three days and come back if the fever persists.\n";
  const auto facts = ex::collect_facts(t);
  for (const auto style : all_styles) {
    const auto s = ex::summarize(facts, style, 6);
    SCOPED_TRACE(s);
    EXPECT_LE(lines_of(s).size(), 6U);
    EXPECT_FALSE(s.empty());
    EXPECT_FALSE(contains(s, "[doctor]"));
  }
}

TEST(SummaryLimits, HostileFactsDoNotCrash) {
  static constexpr std::string_view t = "Short.";
  ex::clinical_facts f;
  f.text = t;
  f.diagnoses.push_back({"", "", "", "", {500, 900}});
  f.medications.push_back(medication("", "", 0, "", "", "", "", {3, 2}));
  f.allergies.push_back({"", "", "", "", "", {7, 100000}});
  f.investigations.push_back({"", "", "", "", {0, 0}});
  f.follow_up = ex::follow_up_fact{"", {99, 98}};
  f.symptoms = {"", "x"};
  f.vitals.block.heart_rate = reading(1e300, "/min", clinical::loinc_heart_rate, clinical::vital_flag::implausible,
                                      {40, 20});
  for (const auto style : all_styles) {
    for (int n : {1, 3, 4, 7, 200}) {
      std::string s;
      EXPECT_NO_THROW(s = ex::summarize(f, style, n));
      EXPECT_LE(lines_of(s).size(), static_cast<std::size_t>(n));
    }
  }
}
