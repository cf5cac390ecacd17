// Unit tests of domain/extraction/insights: abnormal vitals, red flags (affirmed only),
// drug–allergy conflicts, duplicate therapy, missing follow-up, the clinical-foundation
// checklist, the prior note, ordering and code-point evidence.

#include "domain/extraction/insights.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/document.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

namespace ex = cxs::domain::extraction;
namespace clinical = cxs::domain::clinical;
namespace text = cxs::domain::text;
namespace json = boost::json;
using kind = cxs::domain::schema::insight_kind;

namespace {

text::byte_span span_of(std::string_view hay, std::string_view needle) {
  const auto at = hay.find(needle);
  EXPECT_NE(at, std::string_view::npos) << needle;
  return {at, at + needle.size()};
}

const std::vector<kind> every_kind{kind::abnormal_vitals,   kind::red_flags,         kind::drug_allergy,
                                   kind::duplicate_therapy, kind::missing_follow_up, kind::clinical_foundation};

ex::clinical_facts facts_of(std::string_view t) {
  ex::clinical_facts f;
  f.text = t;
  f.doc = ex::analyse(t);
  return f;
}

clinical::vital_reading reading(double value, std::string_view unit, clinical::vital_flag flag, text::byte_span ev) {
  clinical::vital_reading r;
  r.value = value;
  r.unit = unit;
  r.flag = flag;
  r.evidence = ev;
  return r;
}

clinical::medication_item med(std::string_view t, std::string_view mention, std::string generic,
                              std::string drug_class, std::string route = "oral") {
  clinical::medication_item m;
  m.name = std::string(mention);
  m.generic = std::move(generic);
  m.drug_class = std::move(drug_class);
  m.route = std::move(route);
  m.evidence = span_of(t, mention);
  return m;
}

ex::allergy_fact allergy(std::string_view t, std::string_view mention, std::string substance, std::string drug_class,
                         std::string severity = "") {
  ex::allergy_fact a;
  a.substance = std::move(substance);
  a.drug_class = std::move(drug_class);
  a.severity = std::move(severity);
  a.evidence = span_of(t, mention);
  return a;
}

json::array items_of(const json::object& out) { return out.at("items").as_array(); }

std::vector<json::object> with_code(const json::object& out, std::string_view code) {
  std::vector<json::object> found;
  for (const auto& v : out.at("items").as_array()) {
    if (v.as_object().at("code").as_string() == code) {
      found.push_back(v.as_object());
    }
  }
  return found;
}

std::vector<json::object> of_kind(const json::object& out, std::string_view k) {
  std::vector<json::object> found;
  for (const auto& v : out.at("items").as_array()) {
    if (v.as_object().at("kind").as_string() == k) {
      found.push_back(v.as_object());
    }
  }
  return found;
}

std::string sev(const json::object& item) { return std::string(item.at("severity").as_string()); }

// The evidence span `i` of an item, as code points.
std::pair<std::int64_t, std::int64_t> ev(const json::object& item, std::size_t i = 0) {
  const auto& e = item.at("evidence").as_array().at(i).as_object();
  return {e.at("start").to_number<std::int64_t>(), e.at("end").to_number<std::int64_t>()};
}

json::object run(const ex::clinical_facts& f, std::vector<kind> kinds, std::string_view prior = {}) {
  return ex::insights(f, kinds, prior);
}

}  // namespace

// --- shape -----------------------------------------------------------------------------

TEST(InsightShape, EveryItemHasTheDocumentedMembers) {
  static constexpr std::string_view t = "Chest pain with sweating. SpO2 88%. Allergic to penicillin. Amoxicillin 500 mg TDS.";
  auto f = facts_of(t);
  f.vitals.block.spo2 = reading(88, "%", clinical::vital_flag::abnormal, span_of(t, "SpO2 88%"));
  f.allergies.push_back(allergy(t, "penicillin", "penicillin", ""));
  f.medications.push_back(med(t, "Amoxicillin", "amoxicillin", "penicillin"));
  const auto out = run(f, every_kind);
  ASSERT_TRUE(out.contains("items"));
  ASSERT_TRUE(out.contains("counts"));
  ASSERT_TRUE(out.contains("checklist"));
  ASSERT_TRUE(out.contains("priorNote"));
  EXPECT_TRUE(out.at("priorNote").is_null());
  std::int64_t critical = 0;
  std::int64_t warning = 0;
  std::int64_t info = 0;
  int last_rank = -1;
  for (const auto& v : items_of(out)) {
    const auto& item = v.as_object();
    for (const auto* key : {"kind", "code", "severity", "title", "detail", "evidence"}) {
      EXPECT_TRUE(item.contains(key)) << key;
    }
    const auto s = sev(item);
    const int rank = s == "critical" ? 0 : (s == "warning" ? 1 : 2);
    ASSERT_TRUE(s == "critical" || s == "warning" || s == "info") << s;
    EXPECT_GE(rank, last_rank) << "items must be ordered critical, warning, info";
    last_rank = rank;
    critical += rank == 0;
    warning += rank == 1;
    info += rank == 2;
    EXPECT_FALSE(item.at("title").as_string().empty());
    for (const auto& e : item.at("evidence").as_array()) {
      EXPECT_LE(e.at("start").to_number<std::int64_t>(), e.at("end").to_number<std::int64_t>());
      EXPECT_LE(e.at("end").to_number<std::int64_t>(), static_cast<std::int64_t>(t.size()));
    }
    EXPECT_TRUE(cxs::domain::schema::insight_kind_from_name(item.at("kind").as_string()).has_value());
  }
  EXPECT_EQ(out.at("counts").at("critical").to_number<std::int64_t>(), critical);
  EXPECT_EQ(out.at("counts").at("warning").to_number<std::int64_t>(), warning);
  EXPECT_EQ(out.at("counts").at("info").to_number<std::int64_t>(), info);
  EXPECT_GE(critical, 3);
}

TEST(InsightShape, OnlyRequestedKindsRun) {
  static constexpr std::string_view t = "Chest pain with sweating. Ibuprofen and diclofenac.";
  auto f = facts_of(t);
  f.medications = {med(t, "Ibuprofen", "ibuprofen", "nsaid"), med(t, "diclofenac", "diclofenac", "nsaid")};
  const auto none = run(f, {});
  EXPECT_TRUE(items_of(none).empty());
  EXPECT_TRUE(none.at("checklist").is_null());
  const auto dup = run(f, {kind::duplicate_therapy});
  ASSERT_EQ(items_of(dup).size(), 1U);
  EXPECT_EQ(items_of(dup)[0].at("kind").as_string(), "duplicate-therapy");
  const auto twice = run(f, {kind::duplicate_therapy, kind::duplicate_therapy});
  EXPECT_EQ(items_of(twice).size(), 1U);
}

// --- abnormal vitals -------------------------------------------------------------------

TEST(InsightVitals, SeverityFollowsThresholds) {
  static constexpr std::string_view t = "BP 150/95, SpO2 88%, pulse 110, temp 40.2, RR 18, weight 70 kg.";
  auto f = facts_of(t);
  clinical::blood_pressure_reading bp;
  bp.systolic = 150;
  bp.diastolic = 95;
  bp.flag = clinical::vital_flag::abnormal;
  bp.evidence = span_of(t, "BP 150/95");
  f.vitals.block.blood_pressure = bp;
  f.vitals.block.spo2 = reading(88, "%", clinical::vital_flag::abnormal, span_of(t, "SpO2 88%"));
  f.vitals.block.heart_rate = reading(110, "/min", clinical::vital_flag::abnormal, span_of(t, "pulse 110"));
  f.vitals.block.temperature = reading(40.2, "Cel", clinical::vital_flag::abnormal, span_of(t, "temp 40.2"));
  f.vitals.block.respiratory_rate = reading(18, "/min", clinical::vital_flag::none, span_of(t, "RR 18"));
  f.vitals.block.weight = reading(70, "kg", clinical::vital_flag::none, span_of(t, "weight 70 kg"));
  const auto out = run(f, {kind::abnormal_vitals});
  ASSERT_EQ(items_of(out).size(), 4U);
  const auto bp_item = with_code(out, "ABNORMAL_BLOOD_PRESSURE");
  ASSERT_EQ(bp_item.size(), 1U);
  EXPECT_EQ(sev(bp_item[0]), "warning");
  EXPECT_EQ(bp_item[0].at("title").as_string(), "High blood pressure");
  EXPECT_EQ(ev(bp_item[0]).first, 0);
  EXPECT_EQ(ev(bp_item[0]).second, 9);
  const auto spo2 = with_code(out, "ABNORMAL_SPO2");
  ASSERT_EQ(spo2.size(), 1U);
  EXPECT_EQ(sev(spo2[0]), "critical");
  EXPECT_EQ(spo2[0].at("title").as_string(), "Low oxygen saturation");
  EXPECT_EQ(sev(with_code(out, "ABNORMAL_HEART_RATE").at(0)), "warning");
  EXPECT_EQ(with_code(out, "ABNORMAL_HEART_RATE").at(0).at("title").as_string(), "Fast heart rate");
  EXPECT_EQ(sev(with_code(out, "ABNORMAL_TEMPERATURE").at(0)), "critical");
  EXPECT_TRUE(with_code(out, "ABNORMAL_RESPIRATORY_RATE").empty());
}

TEST(InsightVitals, HypertensiveCrisisAndHypotensionAreCritical) {
  static constexpr std::string_view t = "BP 186/124.";
  auto f = facts_of(t);
  clinical::blood_pressure_reading bp;
  bp.systolic = 186;
  bp.diastolic = 124;
  bp.flag = clinical::vital_flag::abnormal;
  bp.evidence = span_of(t, "BP 186/124");
  f.vitals.block.blood_pressure = bp;
  auto out = run(f, {kind::abnormal_vitals});
  ASSERT_EQ(items_of(out).size(), 1U);
  EXPECT_EQ(sev(items_of(out)[0].as_object()), "critical");
  f.vitals.block.blood_pressure->systolic = 84;
  f.vitals.block.blood_pressure->diastolic = 50;
  out = run(f, {kind::abnormal_vitals});
  EXPECT_EQ(sev(items_of(out)[0].as_object()), "critical");
  EXPECT_EQ(items_of(out)[0].at("title").as_string(), "Low blood pressure");
}

TEST(InsightVitals, ImplausibleReadingsAreInfo) {
  static constexpr std::string_view t = "Pulse 720. Temp 98.6.";
  auto f = facts_of(t);
  clinical::vital_warning w;
  w.field = "heartRate";
  w.message = "heartRate 720 /min is outside 20-300 /min";
  w.evidence = span_of(t, "Pulse 720");
  f.vitals.warnings.push_back(w);
  const auto out = run(f, {kind::abnormal_vitals});
  ASSERT_EQ(items_of(out).size(), 1U);
  EXPECT_EQ(items_of(out)[0].at("code").as_string(), "IMPLAUSIBLE_VITAL");
  EXPECT_EQ(sev(items_of(out)[0].as_object()), "info");
}

TEST(InsightVitals, DirectionHelper) {
  EXPECT_EQ(ex::vital_direction("bloodPressure", 150, 95), "high");
  EXPECT_EQ(ex::vital_direction("bloodPressure", 85, 55), "low");
  EXPECT_EQ(ex::vital_direction("bloodPressure", 120, 80), "");
  EXPECT_EQ(ex::vital_direction("heartRate", 101), "high");
  EXPECT_EQ(ex::vital_direction("heartRate", 100), "");
  EXPECT_EQ(ex::vital_direction("spo2", 93), "low");
  EXPECT_EQ(ex::vital_direction("temperature", 38), "high");
  EXPECT_EQ(ex::vital_direction("weight", 200), "");
  EXPECT_EQ(ex::vital_direction("nonsense", 1), "");
}

// --- red flags -------------------------------------------------------------------------

TEST(InsightRedFlags, ChestPainWithCardiacFeatures) {
  static constexpr std::string_view t =
      "45 year old man with chest pain radiating to the left arm since morning, with sweating and breathlessness.";
  const auto out = run(facts_of(t), {kind::red_flags});
  const auto found = with_code(out, "CHEST_PAIN_CARDIAC_FEATURES");
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(sev(found[0]), "critical");
  EXPECT_EQ(found[0].at("kind").as_string(), "red-flags");
  EXPECT_EQ(found[0].at("evidence").as_array().size(), 4U);
  const auto at = t.find("chest pain");
  EXPECT_EQ(ev(found[0]).first, static_cast<std::int64_t>(at));
  EXPECT_EQ(ev(found[0]).second, static_cast<std::int64_t>(at + 10));
}

TEST(InsightRedFlags, NegatedMentionsAreSkipped) {
  static constexpr std::string_view t =
      "No chest pain, no breathlessness. Denies suicidal ideation. No neck stiffness. No vomiting of blood.";
  const auto out = run(facts_of(t), {kind::red_flags});
  EXPECT_TRUE(items_of(out).empty()) << json::serialize(out);
}

TEST(InsightRedFlags, ChestPainAloneIsAWarning) {
  static constexpr std::string_view t = "Complains of chest pain on and off for two weeks. No breathlessness.";
  const auto out = run(facts_of(t), {kind::red_flags});
  ASSERT_EQ(items_of(out).size(), 1U) << json::serialize(out);
  EXPECT_EQ(items_of(out)[0].at("code").as_string(), "CHEST_PAIN");
  EXPECT_EQ(sev(items_of(out)[0].as_object()), "warning");
}

TEST(InsightRedFlags, FamilyAndHypotheticalMentionsAreSkipped) {
  static constexpr std::string_view t =
      "Father had chest pain and a heart attack. If you get chest pain, come back at once.";
  const auto out = run(facts_of(t), {kind::red_flags});
  EXPECT_TRUE(with_code(out, "CHEST_PAIN").empty()) << json::serialize(out);
  EXPECT_TRUE(with_code(out, "CHEST_PAIN_CARDIAC_FEATURES").empty()) << json::serialize(out);
}

TEST(InsightRedFlags, SingleSymptomRules) {
  struct flag_case {
    std::string_view text;
    std::string_view code;
    std::string_view severity;
  };
  const std::vector<flag_case> cases{
      {"She had a sudden severe headache while lifting weights.", "SUDDEN_SEVERE_HEADACHE", "critical"},
      {"He describes it as the worst headache of his life.", "SUDDEN_SEVERE_HEADACHE", "critical"},
      {"Since this morning he has weakness of the right arm and slurred speech.", "STROKE_SIGNS", "critical"},
      {"Patient vomited blood twice last night.", "GI_BLEEDING", "critical"},
      {"Passing black tarry stools for 2 days.", "GI_BLEEDING", "critical"},
      {"He has been having suicidal thoughts for a week.", "SUICIDAL_IDEATION", "critical"},
      {"Swelling of the lips and tongue after the injection.", "ANAPHYLAXIS_SIGNS", "critical"},
      {"Child is severely dehydrated with sunken eyes.", "SEVERE_DEHYDRATION", "critical"},
      {"Coughing up blood since yesterday.", "HAEMOPTYSIS", "warning"},
      {"She fainted at work this morning.", "SYNCOPE", "warning"},
      {"He had a seizure at home lasting two minutes.", "SEIZURE", "warning"},
  };
  for (const auto& c : cases) {
    const auto out = run(facts_of(c.text), {kind::red_flags});
    const auto found = with_code(out, c.code);
    ASSERT_EQ(found.size(), 1U) << c.text << "\n" << json::serialize(out);
    EXPECT_EQ(sev(found[0]), c.severity) << c.text;
  }
}

TEST(InsightRedFlags, FeverWithNeckStiffness) {
  static constexpr std::string_view t = "High grade fever since 2 days with neck stiffness and vomiting.";
  const auto out = run(facts_of(t), {kind::red_flags});
  const auto found = with_code(out, "FEVER_NECK_STIFFNESS");
  ASSERT_EQ(found.size(), 1U) << json::serialize(out);
  EXPECT_EQ(sev(found[0]), "critical");
  // A febrile reading counts as fever.
  static constexpr std::string_view t2 = "Stiff neck since yesterday. Temp 39.1 C.";
  auto f = facts_of(t2);
  f.vitals.block.temperature = reading(39.1, "Cel", clinical::vital_flag::abnormal, span_of(t2, "Temp 39.1 C"));
  EXPECT_EQ(with_code(run(f, {kind::red_flags}), "FEVER_NECK_STIFFNESS").size(), 1U);
  // Without fever: a warning.
  EXPECT_EQ(with_code(run(facts_of("Stiff neck after sleeping awkwardly."), {kind::red_flags}), "NECK_STIFFNESS").size(),
            1U);
}

TEST(InsightRedFlags, Hypoxia) {
  static constexpr std::string_view t = "Saturation 90% on room air.";
  auto f = facts_of(t);
  f.vitals.block.spo2 = reading(90, "%", clinical::vital_flag::abnormal, span_of(t, "Saturation 90%"));
  const auto found = with_code(run(f, {kind::red_flags}), "HYPOXIA");
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(sev(found[0]), "critical");
  f.vitals.block.spo2->value = 93;
  EXPECT_TRUE(with_code(run(f, {kind::red_flags}), "HYPOXIA").empty());
}

TEST(InsightRedFlags, EvidenceIsInCodePoints) {
  // "—" is 3 bytes and "é" 2 bytes: code-point offsets are smaller than byte offsets.
  static constexpr std::string_view t = "Café owner — severe chest pain with sweating.";
  const auto out = run(facts_of(t), {kind::red_flags});
  const auto found = with_code(out, "CHEST_PAIN_CARDIAC_FEATURES");
  ASSERT_EQ(found.size(), 1U) << json::serialize(out);
  const auto byte_at = t.find("chest pain");
  EXPECT_EQ(ev(found[0]).first, static_cast<std::int64_t>(byte_at - 3));  // 1 extra byte in é, 2 in —
  EXPECT_EQ(ev(found[0]).second - ev(found[0]).first, 10);
}

// --- drug–allergy ----------------------------------------------------------------------

TEST(InsightDrugAllergy, PenicillinAllergyAndAmoxicillin) {
  static constexpr std::string_view t = "Allergic to penicillin. Start amoxicillin 500 mg TDS.";
  auto f = facts_of(t);
  f.allergies.push_back(allergy(t, "penicillin", "penicillin", ""));
  f.medications.push_back(med(t, "amoxicillin", "amoxicillin", "penicillin"));
  const auto out = run(f, {kind::drug_allergy});
  const auto found = of_kind(out, "drug-allergy");
  ASSERT_EQ(found.size(), 1U) << json::serialize(out);
  EXPECT_EQ(found[0].at("code").as_string(), "ALLERGEN_CLASS_PRESCRIBED");
  EXPECT_EQ(sev(found[0]), "critical");
  ASSERT_EQ(found[0].at("evidence").as_array().size(), 2U);
  EXPECT_EQ(ev(found[0], 0).first, static_cast<std::int64_t>(t.find("penicillin")));
  EXPECT_EQ(ev(found[0], 1).first, static_cast<std::int64_t>(t.find("amoxicillin")));
}

TEST(InsightDrugAllergy, ClassLookedUpFromTheTableWhenFactsLackIt) {
  static constexpr std::string_view t = "Penicillin allergy. Augmentin 625 BD.";
  auto f = facts_of(t);
  f.allergies.push_back(allergy(t, "Penicillin", "Penicillin", ""));
  f.medications.push_back(med(t, "Augmentin", "", ""));  // brand only, no class
  const auto found = of_kind(run(f, {kind::drug_allergy}), "drug-allergy");
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(sev(found[0]), "critical");
}

TEST(InsightDrugAllergy, Conflicts) {
  struct conflict_case {
    std::string_view allergy_substance;
    std::string_view allergy_class;
    std::string_view allergy_severity;
    std::string_view generic;
    std::string_view drug_class;
    std::string_view code;  ///< "" = no conflict
    std::string_view severity;
  };
  const std::vector<conflict_case> cases{
      {"penicillin", "", "", "amoxicillin + clavulanic acid", "penicillin|beta_lactamase_inhibitor",
       "ALLERGEN_CLASS_PRESCRIBED", "critical"},
      {"sulfa", "", "", "sulfamethoxazole + trimethoprim", "sulfonamide", "ALLERGEN_CLASS_PRESCRIBED", "critical"},
      {"sulpha drugs", "", "", "sulfasalazine", "dmard|aminosalicylate", "ALLERGEN_CLASS_PRESCRIBED", "critical"},
      {"sulfa", "", "", "ferrous sulfate", "iron_supplement", "", ""},
      {"NSAIDs", "", "", "ibuprofen", "nsaid", "ALLERGEN_CLASS_PRESCRIBED", "critical"},
      {"NSAIDs", "", "", "diclofenac", "nsaid", "ALLERGEN_CLASS_PRESCRIBED", "critical"},
      {"amoxicillin", "penicillin", "", "amoxicillin", "penicillin", "ALLERGEN_PRESCRIBED", "critical"},
      {"amoxicillin", "penicillin", "", "piperacillin + tazobactam", "penicillin|beta_lactamase_inhibitor",
       "CROSS_REACTIVITY", "critical"},
      {"aspirin", "antiplatelet|nsaid", "", "ibuprofen", "nsaid", "CROSS_REACTIVITY", "warning"},
      {"aspirin", "antiplatelet|nsaid", "severe", "ibuprofen", "nsaid", "CROSS_REACTIVITY", "critical"},
      {"aspirin", "antiplatelet|nsaid", "", "clopidogrel", "antiplatelet", "", ""},
      {"cefalexin", "cephalosporin", "", "ceftriaxone", "cephalosporin", "CROSS_REACTIVITY", "warning"},
      {"penicillin", "", "", "ceftriaxone", "cephalosporin", "BETA_LACTAM_CROSS_REACTIVITY", "info"},
      {"paracetamol", "analgesic_antipyretic", "", "azithromycin", "macrolide", "", ""},
      {"dust", "", "", "cetirizine", "antihistamine", "", ""},
  };
  for (const auto& c : cases) {
    const std::string t = "Allergy: " + std::string(c.allergy_substance) + ". Rx: " + std::string(c.generic) + ".";
    auto f = facts_of(t);
    f.allergies.push_back(allergy(t, c.allergy_substance, std::string(c.allergy_substance),
                                  std::string(c.allergy_class), std::string(c.allergy_severity)));
    f.medications.push_back(med(t, c.generic, std::string(c.generic), std::string(c.drug_class)));
    const auto out = run(f, {kind::drug_allergy});
    SCOPED_TRACE(t + "\n" + json::serialize(out));
    if (c.code.empty()) {
      EXPECT_TRUE(items_of(out).empty());
      continue;
    }
    ASSERT_EQ(items_of(out).size(), 1U);
    EXPECT_EQ(items_of(out)[0].at("code").as_string(), c.code);
    EXPECT_EQ(sev(items_of(out)[0].as_object()), c.severity);
  }
}

TEST(InsightDrugAllergy, OnlyCurrentMedicationsCount) {
  static constexpr std::string_view t = "Allergic to penicillin: amoxicillin gave a rash.";
  auto f = facts_of(t);
  f.allergies.push_back(allergy(t, "penicillin", "penicillin", ""));
  auto m = med(t, "amoxicillin", "amoxicillin", "penicillin");
  m.context = clinical::medication_context::allergy_mention;
  f.medications.push_back(m);
  EXPECT_TRUE(items_of(run(f, {kind::drug_allergy})).empty());
}

TEST(InsightDrugAllergy, AllergyFromThePriorNote) {
  static constexpr std::string_view t = "Sore throat. Start amoxicillin 500 mg TDS for 5 days.";
  auto f = facts_of(t);
  f.medications.push_back(med(t, "amoxicillin", "amoxicillin", "penicillin"));
  const auto out = run(f, {kind::drug_allergy}, "Known case of type 2 diabetes. Allergic to penicillin (rash).");
  const auto found = of_kind(out, "drug-allergy");
  ASSERT_EQ(found.size(), 1U) << json::serialize(out);
  EXPECT_EQ(sev(found[0]), "critical");
  EXPECT_NE(std::string(found[0].at("detail").as_string()).find("prior note"), std::string::npos);
  ASSERT_EQ(found[0].at("evidence").as_array().size(), 1U);  // only the current text's mention
  ASSERT_TRUE(out.at("priorNote").is_object());
  const auto& allergies = out.at("priorNote").at("allergies").as_array();
  ASSERT_EQ(allergies.size(), 1U);
  EXPECT_EQ(allergies[0].as_string(), "penicillin");
}

TEST(InsightDrugAllergy, NegatedAllergyInThePriorNoteIsIgnored) {
  static constexpr std::string_view t = "Amoxicillin 500 mg TDS.";
  auto f = facts_of(t);
  f.medications.push_back(med(t, "Amoxicillin", "amoxicillin", "penicillin"));
  const auto out = run(f, {kind::drug_allergy}, "No allergy to penicillin. NKDA.");
  EXPECT_TRUE(items_of(out).empty()) << json::serialize(out);
}

// --- duplicate therapy -----------------------------------------------------------------

TEST(InsightDuplicateTherapy, Pairs) {
  struct dup_case {
    std::string_view a_generic;
    std::string_view a_class;
    std::string_view a_route;
    std::string_view b_generic;
    std::string_view b_class;
    std::string_view b_route;
    std::string_view code;
    std::string_view severity;
  };
  const std::vector<dup_case> cases{
      {"ibuprofen", "nsaid", "oral", "diclofenac", "nsaid", "oral", "DUPLICATE_CLASS", "warning"},
      {"pantoprazole", "ppi", "oral", "omeprazole", "ppi", "oral", "DUPLICATE_CLASS", "warning"},
      {"paracetamol", "analgesic_antipyretic", "oral", "paracetamol + ibuprofen", "nsaid|analgesic_antipyretic",
       "oral", "DUPLICATE_INGREDIENT", "warning"},
      {"aspirin", "antiplatelet|nsaid", "oral", "clopidogrel", "antiplatelet", "oral", "DUAL_ANTIPLATELET", "info"},
      {"diclofenac", "nsaid", "topical", "ibuprofen", "nsaid", "oral", "DUPLICATE_CLASS", "info"},
      {"vitamin b complex", "vitamin", "oral", "vitamin c", "vitamin", "oral", "", ""},
      {"insulin glargine", "insulin", "sc", "insulin aspart", "insulin", "sc", "", ""},
      {"amlodipine", "ccb", "oral", "metformin", "biguanide", "oral", "", ""},
  };
  for (const auto& c : cases) {
    const std::string t = "Rx: " + std::string(c.a_generic) + " and " + std::string(c.b_generic) + ".";
    auto f = facts_of(t);
    auto a = med(t, c.a_generic, std::string(c.a_generic), std::string(c.a_class), std::string(c.a_route));
    auto b_mention = std::string_view(t).substr(t.find(" and ") + 5, c.b_generic.size());
    auto b = med(t, b_mention, std::string(c.b_generic), std::string(c.b_class), std::string(c.b_route));
    f.medications = {a, b};
    const auto out = run(f, {kind::duplicate_therapy});
    SCOPED_TRACE(t + "\n" + json::serialize(out));
    if (c.code.empty()) {
      EXPECT_TRUE(items_of(out).empty());
      continue;
    }
    ASSERT_EQ(items_of(out).size(), 1U);
    EXPECT_EQ(items_of(out)[0].at("code").as_string(), c.code);
    EXPECT_EQ(sev(items_of(out)[0].as_object()), c.severity);
    EXPECT_EQ(items_of(out)[0].at("evidence").as_array().size(), 2U);
  }
}

TEST(InsightDuplicateTherapy, TitleNamesTheClass) {
  static constexpr std::string_view t = "Brufen 400 TDS and Voveran 50 BD.";
  auto f = facts_of(t);
  f.medications = {med(t, "Brufen 400", "ibuprofen", "nsaid"), med(t, "Voveran 50", "diclofenac", "nsaid")};
  const auto out = run(f, {kind::duplicate_therapy});
  ASSERT_EQ(items_of(out).size(), 1U);
  EXPECT_EQ(items_of(out)[0].at("title").as_string(), "Two NSAIDs: Brufen 400 and Voveran 50");
}

TEST(InsightDuplicateTherapy, SameGenericTwice) {
  static constexpr std::string_view t = "Dolo 650 TDS. Crocin 500 SOS.";
  auto f = facts_of(t);
  f.medications = {med(t, "Dolo 650", "paracetamol", "analgesic_antipyretic"),
                   med(t, "Crocin 500", "paracetamol", "analgesic_antipyretic")};
  const auto out = run(f, {kind::duplicate_therapy});
  ASSERT_EQ(items_of(out).size(), 1U);
  EXPECT_EQ(items_of(out)[0].at("code").as_string(), "DUPLICATE_INGREDIENT");
}

// --- missing follow-up -----------------------------------------------------------------

TEST(InsightFollowUp, MissingWhenTreatedWithoutReview) {
  static constexpr std::string_view t = "Assessment: Hypertension. Plan: Amlodipine 5 mg OD.";
  auto f = facts_of(t);
  f.diagnoses.push_back({"Hypertension", "I10", "38341003", "confirmed", span_of(t, "Hypertension")});
  f.medications.push_back(med(t, "Amlodipine", "amlodipine", "ccb"));
  auto out = run(f, {kind::missing_follow_up});
  ASSERT_EQ(items_of(out).size(), 1U);
  EXPECT_EQ(items_of(out)[0].at("code").as_string(), "NO_FOLLOW_UP");
  EXPECT_EQ(sev(items_of(out)[0].as_object()), "warning");
  EXPECT_EQ(items_of(out)[0].at("evidence").as_array().size(), 2U);
  f.follow_up = ex::follow_up_fact{"review after 2 weeks", span_of(t, "Plan")};
  EXPECT_TRUE(items_of(run(f, {kind::missing_follow_up})).empty());
  // Nothing treated or diagnosed: nothing to follow up.
  EXPECT_TRUE(items_of(run(facts_of("Routine visit, feels well."), {kind::missing_follow_up})).empty());
}

// --- clinical foundation ---------------------------------------------------------------

TEST(InsightFoundation, CompleteNote) {
  static constexpr std::string_view t =
      "Chief complaint: Cough for 5 days.\n"
      "Vitals: Temp 37.2 C.\n"
      "Allergies: NKDA.\n"
      "Assessment: Acute bronchitis.\n"
      "Plan: Syrup ascoril 10 ml TDS. Review after 5 days.\n";
  auto f = facts_of(t);
  f.symptoms = {"Cough"};
  f.vitals.block.temperature = reading(37.2, "Cel", clinical::vital_flag::none, span_of(t, "Temp 37.2 C"));
  f.no_known_allergies = true;
  f.diagnoses.push_back({"Acute bronchitis", "J20.9", "", "confirmed", span_of(t, "Acute bronchitis")});
  f.medications.push_back(med(t, "ascoril", "", ""));
  f.follow_up = ex::follow_up_fact{"review after 5 days", span_of(t, "Review after 5 days")};
  const auto out = run(f, {kind::clinical_foundation});
  ASSERT_TRUE(out.at("checklist").is_object()) << json::serialize(out);
  const auto& list = out.at("checklist").as_object();
  for (const auto* key : {"chiefComplaint", "vitals", "assessment", "plan", "allergies"}) {
    ASSERT_TRUE(list.contains(key)) << key;
    EXPECT_TRUE(list.at(key).at("present").as_bool()) << key;
    EXPECT_FALSE(list.at(key).at("evidence").as_array().empty()) << key;
  }
  EXPECT_TRUE(items_of(out).empty()) << json::serialize(out);
  // The chief-complaint evidence is the section's body.
  const auto& cc = list.at("chiefComplaint").at("evidence").as_array().at(0).as_object();
  EXPECT_EQ(std::string(t.substr(static_cast<std::size_t>(cc.at("start").to_number<std::int64_t>()),
                                 static_cast<std::size_t>(cc.at("end").to_number<std::int64_t>() - cc.at("start").to_number<std::int64_t>()))),
            "Cough for 5 days.");
}

TEST(InsightFoundation, MissingElementsBecomeItems) {
  static constexpr std::string_view t = "Tab Pan 40 OD before breakfast.";
  auto f = facts_of(t);
  f.medications.push_back(med(t, "Pan 40", "pantoprazole", "ppi"));
  const auto out = run(f, {kind::clinical_foundation});
  const auto& list = out.at("checklist").as_object();
  EXPECT_FALSE(list.at("chiefComplaint").at("present").as_bool());
  EXPECT_FALSE(list.at("vitals").at("present").as_bool());
  EXPECT_FALSE(list.at("assessment").at("present").as_bool());
  EXPECT_TRUE(list.at("plan").at("present").as_bool());
  EXPECT_FALSE(list.at("allergies").at("present").as_bool());
  EXPECT_EQ(with_code(out, "MISSING_CHIEF_COMPLAINT").size(), 1U);
  EXPECT_EQ(with_code(out, "MISSING_VITALS").size(), 1U);
  EXPECT_EQ(with_code(out, "MISSING_ASSESSMENT").size(), 1U);
  EXPECT_TRUE(with_code(out, "MISSING_PLAN").empty());
  const auto allergy_item = with_code(out, "MISSING_ALLERGY_STATUS");
  ASSERT_EQ(allergy_item.size(), 1U);
  EXPECT_EQ(sev(allergy_item[0]), "warning");  // prescribing without allergy status
  for (const auto& v : items_of(out)) {
    EXPECT_EQ(v.at("kind").as_string(), "clinical-foundation");
    EXPECT_TRUE(v.at("evidence").as_array().empty());
  }
}

TEST(InsightFoundation, AllergiesAskedInDialogue) {
  static constexpr std::string_view t = "[doctor] Any allergies to medicines?\n[patient] None that I know of.\n";
  const auto out = run(facts_of(t), {kind::clinical_foundation});
  EXPECT_TRUE(out.at("checklist").at("allergies").at("present").as_bool());
  EXPECT_EQ(with_code(out, "MISSING_ALLERGY_STATUS").size(), 0U);
}

TEST(InsightFoundation, PriorConditionNotAddressed) {
  static constexpr std::string_view t = "Chief complaint: Knee pain. Plan: Physiotherapy. Review in 2 weeks.";
  auto f = facts_of(t);
  const auto out = run(f, {kind::clinical_foundation}, "Known case of type 2 diabetes mellitus and hypertension.");
  ASSERT_TRUE(out.at("priorNote").is_object());
  const auto& conditions = out.at("priorNote").at("conditionsNotMentioned").as_array();
  ASSERT_GE(conditions.size(), 1U) << json::serialize(out);
  bool diabetes = false;
  for (const auto& c : conditions) {
    diabetes = diabetes || c.at("icd10").as_string() == "E11.9";
  }
  EXPECT_TRUE(diabetes) << json::serialize(out);
  EXPECT_GE(with_code(out, "PRIOR_CONDITION_NOT_ADDRESSED").size(), 1U);
  // Mentioned now: not listed.
  static constexpr std::string_view t2 = "Diabetes review. Sugars well controlled on metformin.";
  const auto out2 = run(facts_of(t2), {kind::clinical_foundation}, "Type 2 diabetes mellitus.");
  EXPECT_TRUE(out2.at("priorNote").at("conditionsNotMentioned").as_array().empty()) << json::serialize(out2);
}

TEST(InsightRobustness, HostileInputsDoNotThrow) {
  const std::vector<std::string> texts{
      "", "\n\n\n", std::string(5000, '?'), "chest pain chest pain chest pain", "\xff\xfe\xfd invalid utf8 chest pain",
      std::string(2000, 'a') + " suicidal"};
  for (const auto& t : texts) {
    auto f = facts_of(t);
    EXPECT_NO_THROW({
      const auto out = ex::insights(f, every_kind, t);
      EXPECT_TRUE(out.contains("items"));
    });
  }
}

// --- end to end ------------------------------------------------------------------------

TEST(InsightEndToEnd, FromRawText) {
  static constexpr std::string_view t =
      "Chief complaint: Fever and joint pain for 3 days.\n"
      "Examination: Temp 102 F, BP 150/96, SpO2 97%.\n"
      "Allergies: Allergic to penicillin.\n"
      "Assessment: Viral fever.\n"
      "Plan: Tab Brufen 400 TDS. Tab Voveran 50 BD. Tab Augmentin 625 BD for 5 days.\n";
  const auto facts = ex::collect_facts(t);
  const auto out = ex::insights(facts, every_kind, "");
  SCOPED_TRACE(json::serialize(out));
  EXPECT_FALSE(with_code(out, "ABNORMAL_TEMPERATURE").empty());
  EXPECT_FALSE(with_code(out, "ABNORMAL_BLOOD_PRESSURE").empty());
  EXPECT_FALSE(of_kind(out, "drug-allergy").empty());
  EXPECT_FALSE(with_code(out, "DUPLICATE_CLASS").empty());
  EXPECT_FALSE(with_code(out, "NO_FOLLOW_UP").empty());
  EXPECT_TRUE(out.at("checklist").at("chiefComplaint").at("present").as_bool());
}

TEST(InsightRobustness, OutOfRangeEvidenceIsClamped) {
  static constexpr std::string_view t = "Chest pain.";
  auto f = facts_of(t);
  f.medications.push_back(med(t, "Chest", "ibuprofen", "nsaid"));
  f.medications.back().evidence = {400, 900};
  f.medications.push_back(med(t, "pain", "diclofenac", "nsaid"));
  const auto out = ex::insights(f, every_kind, "");
  for (const auto& v : items_of(out)) {
    for (const auto& e : v.at("evidence").as_array()) {
      EXPECT_LE(e.at("end").to_number<std::int64_t>(), static_cast<std::int64_t>(t.size()));
    }
  }
}
