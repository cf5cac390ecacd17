// Unit tests of domain/extraction/fhir: the structure of the FHIR R4 Bundle made from an
// extraction's `data` — resource types, required elements, code systems, UCUM codes,
// references, unique deterministic fullUrls — and the UUIDv5 helper.

#include "domain/extraction/fhir.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

namespace ex = cxs::domain::extraction;
namespace schema = cxs::domain::schema;
namespace json = boost::json;

namespace {

constexpr std::string_view loinc = "http://loinc.org";
constexpr std::string_view ucum = "http://unitsofmeasure.org";
constexpr std::string_view snomed = "http://snomed.info/sct";
constexpr std::string_view icd10 = "http://hl7.org/fhir/sid/icd-10";

schema::extraction_schema parse(std::string_view text) {
  std::vector<schema::problem> problems;
  auto parsed = schema::parse_schema(json::parse(text), "schema", problems);
  EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems.front().field + ": " + problems.front().message);
  return parsed.value_or(schema::extraction_schema{});
}

// A schema with every primitive, one of them inside an object field.
const schema::extraction_schema& full_schema() {
  static const auto s = parse(R"({"sections": [
    {"id": "consult", "title": "Consult", "fields": [
      {"key": "chiefComplaint", "label": "Chief complaint", "type": "string"},
      {"key": "exam", "label": "Examination", "type": "object", "fields": [
        {"key": "vitals", "label": "Vitals", "type": "vitals-block"},
        {"key": "findings", "label": "Findings", "type": "text"}
      ]},
      {"key": "diagnoses", "label": "Diagnoses", "type": "diagnosis-list"},
      {"key": "medications", "label": "Medications", "type": "medication-list"}
    ]},
    {"id": "other", "title": "Other", "fields": [
      {"key": "allergies", "label": "Allergies", "type": "allergy-list"},
      {"key": "investigations", "label": "Investigations", "type": "investigation-list"}
    ]}
  ]})");
  return s;
}

json::object full_data() {
  return json::parse(R"({
    "chiefComplaint": "fever",
    "exam": null,
    "findings": "throat congested",
    "vitals": {
      "bloodPressure": {"systolic": 150, "diastolic": 95, "unit": "mm[Hg]", "loinc": "85354-9", "flag": "abnormal",
                        "evidence": {"start": 0, "end": 9}},
      "heartRate": {"value": 88, "unit": "/min", "loinc": "8867-4", "evidence": {"start": 10, "end": 18}},
      "temperature": {"value": 38.33, "unit": "Cel", "loinc": "8310-5", "flag": "abnormal",
                      "original": {"value": 101, "unit": "[degF]"}, "evidence": {"start": 20, "end": 30}},
      "spo2": {"value": 91, "unit": "%", "loinc": "59408-5", "flag": "abnormal", "evidence": {"start": 31, "end": 40}},
      "weight": {"value": 70.5, "unit": "kg", "loinc": "29463-7", "evidence": {"start": 41, "end": 50}}
    },
    "diagnoses": [
      {"name": "Type 2 diabetes mellitus", "icd10": "E11.9", "snomed": "44054006", "status": "confirmed",
       "evidence": {"start": 1, "end": 2}},
      {"name": "Acute pharyngitis", "icd10": "J02.9", "snomed": "", "status": "provisional",
       "evidence": {"start": 3, "end": 4}}
    ],
    "medications": [
      {"name": "Dolo 650", "generic": "paracetamol", "dose": {"value": 650, "unit": "mg"}, "route": "oral",
       "frequency": "TDS", "timing": "after food", "duration": "5 days", "instructions": "", "snomed": "387517004",
       "evidence": {"start": 5, "end": 6}},
      {"name": "Asthalin inhaler", "generic": "salbutamol", "dose": {"value": 2, "unit": "puff"}, "route": "inhaled",
       "frequency": "SOS", "timing": "", "duration": "", "instructions": "when breathless", "snomed": "",
       "evidence": {"start": 7, "end": 8}},
      {"name": "Ultram", "generic": "tramadol", "dose": null, "route": "", "frequency": "every six hours",
       "timing": "", "duration": "", "instructions": "", "snomed": "", "evidence": {"start": 9, "end": 10}}
    ],
    "allergies": [
      {"substance": "penicillin", "reaction": "rash", "severity": "severe", "snomed": "764146007",
       "evidence": {"start": 11, "end": 12}},
      {"substance": "dust", "reaction": "", "severity": "", "snomed": "", "evidence": {"start": 13, "end": 14}}
    ],
    "investigations": [
      {"name": "Complete blood count", "loinc": "58410-2", "status": "ordered", "evidence": {"start": 15, "end": 16}},
      {"name": "Chest X-ray", "loinc": "", "status": "ordered", "evidence": {"start": 17, "end": 18}},
      {"name": "Haemoglobin A1c", "loinc": "4548-4", "status": "resulted", "result": "8.2 %",
       "evidence": {"start": 19, "end": 20}},
      {"name": "Urine routine", "loinc": "", "status": "resulted", "result": "pus cells 10-12/hpf",
       "evidence": {"start": 21, "end": 22}}
    ]
  })").as_object();
}

std::vector<json::object> resources(const json::object& bundle, std::string_view type) {
  std::vector<json::object> out;
  for (const auto& e : bundle.at("entry").as_array()) {
    const auto& r = e.at("resource").as_object();
    if (r.at("resourceType").as_string() == type) {
      out.push_back(r);
    }
  }
  return out;
}

const json::object* coding_with(const json::value& concept_value, std::string_view system) {
  const auto& cc = concept_value.as_object();
  if (!cc.contains("coding")) {
    return nullptr;
  }
  for (const auto& c : cc.at("coding").as_array()) {
    if (c.at("system").as_string() == system) {
      return &c.as_object();
    }
  }
  return nullptr;
}

const json::object* observation_with_loinc(const std::vector<json::object>& obs, std::string_view code) {
  for (const auto& o : obs) {
    const auto* c = coding_with(o.at("code"), loinc);
    if (c != nullptr && c->at("code").as_string() == code) {
      return &o;
    }
  }
  return nullptr;
}

bool is_uuid_v5(std::string_view s) {
  if (s.size() != 36) {
    return false;
  }
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (c != '-') {
        return false;
      }
    } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
      return false;
    }
  }
  return s[14] == '5' && (s[19] == '8' || s[19] == '9' || s[19] == 'a' || s[19] == 'b');
}

// FHIR forbids empty strings, empty arrays and empty objects.
void expect_no_empty(const json::value& v, const std::string& path) {
  if (v.is_string()) {
    EXPECT_FALSE(v.as_string().empty()) << path;
  } else if (v.is_array()) {
    EXPECT_FALSE(v.as_array().empty()) << path;
    std::size_t i = 0;
    for (const auto& x : v.as_array()) {
      expect_no_empty(x, path + "[" + std::to_string(i++) + "]");
    }
  } else if (v.is_object()) {
    EXPECT_FALSE(v.as_object().empty()) << path;
    for (const auto& kv : v.as_object()) {
      EXPECT_FALSE(kv.value().is_null()) << path << "." << kv.key();
      expect_no_empty(kv.value(), path + "." + std::string(kv.key()));
    }
  }
}

}  // namespace

TEST(FhirUuid, Version5KnownVector) {
  // Python: uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")
  EXPECT_EQ(ex::uuid_v5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "python.org"), "886313e1-3b8a-5372-9b90-0c9aee199e5d");
  EXPECT_EQ(ex::uuid_v5("not-a-uuid", "x"), "");
  EXPECT_EQ(ex::uuid_v5("6ba7b810-9dad-11d1-80b4-00c04fd430c", "x"), "");
  EXPECT_TRUE(is_uuid_v5(ex::fhir_entry_uuid("inv_123", 0)));
  EXPECT_EQ(ex::fhir_entry_uuid("inv_123", 3), ex::fhir_entry_uuid("inv_123", 3));
  EXPECT_NE(ex::fhir_entry_uuid("inv_123", 3), ex::fhir_entry_uuid("inv_123", 4));
  EXPECT_NE(ex::fhir_entry_uuid("inv_123", 3), ex::fhir_entry_uuid("inv_124", 3));
}

TEST(FhirBundle, Envelope) {
  const auto bundle = ex::to_fhir_bundle(full_data(), full_schema(), "inv-42");
  EXPECT_EQ(bundle.at("resourceType").as_string(), "Bundle");
  EXPECT_EQ(bundle.at("type").as_string(), "collection");
  EXPECT_EQ(bundle.at("id").as_string(), "inv-42");
  EXPECT_FALSE(bundle.contains("total"));  // bdl-1: total only for searchset/history
  const auto& entries = bundle.at("entry").as_array();
  // Patient + 5 vitals + 2 conditions + 3 medications + 2 allergies + 2 service requests + 2 results.
  EXPECT_EQ(entries.size(), 17U);
  EXPECT_EQ(entries[0].at("resource").at("resourceType").as_string(), "Patient");
  expect_no_empty(bundle, "Bundle");
}

TEST(FhirBundle, FullUrlsAreUniqueDeterministicAndMatchIds) {
  const auto bundle = ex::to_fhir_bundle(full_data(), full_schema(), "inv-42");
  std::set<std::string> urls;
  std::size_t i = 0;
  for (const auto& e : bundle.at("entry").as_array()) {
    const std::string url(e.at("fullUrl").as_string());
    ASSERT_EQ(url.rfind("urn:uuid:", 0), 0U) << url;
    const auto uuid = url.substr(9);
    EXPECT_TRUE(is_uuid_v5(uuid)) << uuid;
    EXPECT_EQ(e.at("resource").at("id").as_string(), uuid);
    EXPECT_EQ(uuid, ex::fhir_entry_uuid("inv-42", i++));
    EXPECT_TRUE(urls.insert(url).second) << "duplicate " << url;
  }
  EXPECT_EQ(json::serialize(bundle), json::serialize(ex::to_fhir_bundle(full_data(), full_schema(), "inv-42")));
  const auto other = ex::to_fhir_bundle(full_data(), full_schema(), "inv-43");
  EXPECT_NE(other.at("entry").as_array()[0].at("fullUrl"), bundle.at("entry").as_array()[0].at("fullUrl"));
}

TEST(FhirBundle, EveryReferenceResolvesInsideTheBundle) {
  const auto bundle = ex::to_fhir_bundle(full_data(), full_schema(), "inv-42");
  std::set<std::string> urls;
  for (const auto& e : bundle.at("entry").as_array()) {
    urls.insert(std::string(e.at("fullUrl").as_string()));
  }
  const std::string patient(bundle.at("entry").as_array()[0].at("fullUrl").as_string());
  std::size_t references = 0;
  std::function<void(const json::value&)> visit = [&](const json::value& v) {
    if (v.is_object()) {
      for (const auto& kv : v.as_object()) {
        if (kv.key() == "reference") {
          ++references;
          EXPECT_EQ(urls.count(std::string(kv.value().as_string())), 1U);
          EXPECT_EQ(kv.value().as_string(), patient);
        }
        visit(kv.value());
      }
    } else if (v.is_array()) {
      for (const auto& x : v.as_array()) {
        visit(x);
      }
    }
  };
  visit(bundle);
  EXPECT_EQ(references, 16U);  // every resource but the Patient
  for (const auto& c : resources(bundle, "Condition")) {
    EXPECT_TRUE(c.contains("subject"));
  }
  for (const auto& a : resources(bundle, "AllergyIntolerance")) {
    EXPECT_TRUE(a.contains("patient"));
    EXPECT_FALSE(a.contains("subject"));
  }
}

TEST(FhirObservation, VitalSigns) {
  const auto bundle = ex::to_fhir_bundle(full_data(), full_schema(), "b");
  const auto obs = resources(bundle, "Observation");
  ASSERT_EQ(obs.size(), 7U);  // 5 vitals + 2 results
  for (const auto& o : obs) {
    EXPECT_EQ(o.at("status").as_string(), "final");
    ASSERT_TRUE(o.contains("category"));
    ASSERT_TRUE(o.contains("code"));
    EXPECT_NE(coding_with(o.at("category").as_array()[0],
                          "http://terminology.hl7.org/CodeSystem/observation-category"),
              nullptr);
  }
  // Blood pressure panel with components and no top-level value.
  const auto* bp = observation_with_loinc(obs, "85354-9");
  ASSERT_NE(bp, nullptr);
  EXPECT_FALSE(bp->contains("valueQuantity"));
  EXPECT_EQ(coding_with(bp->at("category").as_array()[0], "http://terminology.hl7.org/CodeSystem/observation-category")
                ->at("code")
                .as_string(),
            "vital-signs");
  const auto& components = bp->at("component").as_array();
  ASSERT_EQ(components.size(), 2U);
  EXPECT_EQ(coding_with(components[0].at("code"), loinc)->at("code").as_string(), "8480-6");
  EXPECT_EQ(coding_with(components[1].at("code"), loinc)->at("code").as_string(), "8462-4");
  for (const auto& c : components) {
    EXPECT_EQ(c.at("valueQuantity").at("system").as_string(), ucum);
    EXPECT_EQ(c.at("valueQuantity").at("code").as_string(), "mm[Hg]");
  }
  EXPECT_EQ(components[0].at("valueQuantity").at("value").as_int64(), 150);
  EXPECT_EQ(components[1].at("valueQuantity").at("value").as_int64(), 95);
  const auto* h = coding_with(bp->at("interpretation").as_array()[0],
                              "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation");
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->at("code").as_string(), "H");

  struct expected_vital {
    std::string_view loinc;
    std::string_view ucum;
    std::string_view interpretation;  ///< "" = none
  };
  for (const auto& e : {expected_vital{"8867-4", "/min", ""}, expected_vital{"8310-5", "Cel", "H"},
                        expected_vital{"59408-5", "%", "L"}, expected_vital{"29463-7", "kg", ""}}) {
    const auto* o = observation_with_loinc(obs, e.loinc);
    ASSERT_NE(o, nullptr) << e.loinc;
    const auto& q = o->at("valueQuantity").as_object();
    EXPECT_EQ(q.at("system").as_string(), ucum) << e.loinc;
    EXPECT_EQ(q.at("code").as_string(), e.ucum) << e.loinc;
    EXPECT_TRUE(q.contains("value"));
    EXPECT_EQ(std::string_view(o->at("subject").at("reference").as_string()).substr(0, 9), "urn:uuid:");
    if (e.interpretation.empty()) {
      EXPECT_FALSE(o->contains("interpretation")) << e.loinc;
    } else {
      EXPECT_EQ(o->at("interpretation").as_array()[0].at("coding").as_array()[0].at("code").as_string(),
                e.interpretation)
          << e.loinc;
    }
  }
  const auto* temp = observation_with_loinc(obs, "8310-5");
  EXPECT_DOUBLE_EQ(temp->at("valueQuantity").at("value").as_double(), 38.33);
  EXPECT_EQ(temp->at("note").as_array()[0].at("text").as_string(), "As stated: 101 [degF]");
  EXPECT_EQ(observation_with_loinc(obs, "29463-7")->at("valueQuantity").at("value").as_double(), 70.5);
}

TEST(FhirCondition, CodesAndStatuses) {
  const auto conditions = resources(ex::to_fhir_bundle(full_data(), full_schema(), "b"), "Condition");
  ASSERT_EQ(conditions.size(), 2U);
  const auto& dm = conditions[0];
  EXPECT_EQ(dm.at("code").at("text").as_string(), "Type 2 diabetes mellitus");
  ASSERT_NE(coding_with(dm.at("code"), icd10), nullptr);
  EXPECT_EQ(coding_with(dm.at("code"), icd10)->at("code").as_string(), "E11.9");
  ASSERT_NE(coding_with(dm.at("code"), snomed), nullptr);
  EXPECT_EQ(coding_with(dm.at("code"), snomed)->at("code").as_string(), "44054006");
  EXPECT_EQ(coding_with(dm.at("clinicalStatus"), "http://terminology.hl7.org/CodeSystem/condition-clinical")
                ->at("code")
                .as_string(),
            "active");
  EXPECT_EQ(coding_with(dm.at("verificationStatus"), "http://terminology.hl7.org/CodeSystem/condition-ver-status")
                ->at("code")
                .as_string(),
            "confirmed");
  const auto& ph = conditions[1];
  EXPECT_EQ(coding_with(ph.at("code"), snomed), nullptr);  // no SNOMED code: no coding
  EXPECT_NE(coding_with(ph.at("code"), icd10), nullptr);
  EXPECT_EQ(ph.at("verificationStatus").at("coding").as_array()[0].at("code").as_string(), "provisional");
}

TEST(FhirMedicationStatement, DosageTimingRouteAndQuantity) {
  const auto meds = resources(ex::to_fhir_bundle(full_data(), full_schema(), "b"), "MedicationStatement");
  ASSERT_EQ(meds.size(), 3U);
  const auto& dolo = meds[0];
  EXPECT_EQ(dolo.at("status").as_string(), "active");
  EXPECT_EQ(dolo.at("medicationCodeableConcept").at("text").as_string(), "Dolo 650");
  EXPECT_EQ(coding_with(dolo.at("medicationCodeableConcept"), snomed)->at("code").as_string(), "387517004");
  const auto& d = dolo.at("dosage").as_array()[0].as_object();
  EXPECT_EQ(d.at("text").as_string(), "650 mg oral TDS after food for 5 days");
  const auto& timing = d.at("timing").as_object();
  EXPECT_EQ(coding_with(timing.at("code"), "http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation")
                ->at("code")
                .as_string(),
            "TID");
  const auto& repeat = timing.at("repeat").as_object();
  EXPECT_EQ(repeat.at("frequency").as_int64(), 3);
  EXPECT_EQ(repeat.at("period").as_int64(), 1);
  EXPECT_EQ(repeat.at("periodUnit").as_string(), "d");
  EXPECT_EQ(repeat.at("when").as_array()[0].as_string(), "PC");
  EXPECT_EQ(repeat.at("boundsDuration").at("value").as_int64(), 5);
  EXPECT_EQ(repeat.at("boundsDuration").at("code").as_string(), "d");
  EXPECT_EQ(repeat.at("boundsDuration").at("system").as_string(), ucum);
  EXPECT_EQ(coding_with(d.at("route"), snomed)->at("code").as_string(), "26643006");
  const auto& dose = d.at("doseAndRate").as_array()[0].at("doseQuantity").as_object();
  EXPECT_EQ(dose.at("value").as_int64(), 650);
  EXPECT_EQ(dose.at("system").as_string(), ucum);
  EXPECT_EQ(dose.at("code").as_string(), "mg");

  const auto& inhaler = meds[1].at("dosage").as_array()[0].as_object();
  EXPECT_TRUE(inhaler.at("asNeededBoolean").as_bool());
  EXPECT_EQ(inhaler.at("patientInstruction").as_string(), "when breathless");
  EXPECT_EQ(inhaler.at("doseAndRate").as_array()[0].at("doseQuantity").at("code").as_string(), "{puff}");
  EXPECT_EQ(coding_with(inhaler.at("route"), snomed)->at("code").as_string(), "447694001");
  EXPECT_EQ(meds[1].at("medicationCodeableConcept").as_object().count("coding"), 0U);

  const auto& tramadol = meds[2].at("dosage").as_array()[0].as_object();
  EXPECT_EQ(tramadol.at("timing").at("repeat").at("period").as_int64(), 6);
  EXPECT_EQ(tramadol.at("timing").at("repeat").at("periodUnit").as_string(), "h");
  EXPECT_FALSE(tramadol.contains("doseAndRate"));
}

TEST(FhirMedicationStatement, FrequencyCodes) {
  const auto s = parse(R"({"sections": [{"id": "a", "title": "A", "fields": [
      {"key": "meds", "label": "Meds", "type": "medication-list"}]}]})");
  struct freq_case {
    std::string_view code;
    std::string_view fhir;  ///< "" = no coding
    std::int64_t frequency;
    std::string_view period_unit;
  };
  for (const auto& c : {freq_case{"OD", "QD", 1, "d"}, freq_case{"BD", "BID", 2, "d"}, freq_case{"TDS", "TID", 3, "d"},
                        freq_case{"QID", "QID", 4, "d"}, freq_case{"WEEKLY", "WK", 1, "wk"},
                        freq_case{"HS", "", 1, "d"}}) {
    json::object data;
    json::array meds;
    meds.push_back(json::object{{"name", "metformin"}, {"generic", "metformin"}, {"frequency", c.code}});
    data["meds"] = std::move(meds);
    const auto ms = resources(ex::to_fhir_bundle(data, s, "f"), "MedicationStatement");
    ASSERT_EQ(ms.size(), 1U);
    const auto& timing = ms[0].at("dosage").as_array()[0].at("timing").as_object();
    if (!c.fhir.empty()) {
      EXPECT_EQ(timing.at("code").at("coding").as_array()[0].at("code").as_string(), c.fhir) << c.code;
      EXPECT_EQ(timing.at("code").at("text").as_string(), c.code);
    } else {
      EXPECT_EQ(timing.at("repeat").at("when").as_array()[0].as_string(), "HS");
    }
    EXPECT_EQ(timing.at("repeat").at("frequency").as_int64(), c.frequency) << c.code;
    EXPECT_EQ(timing.at("repeat").at("periodUnit").as_string(), c.period_unit) << c.code;
  }
}

TEST(FhirMedicationStatement, ADosePerBodyWeightKeepsItsUcumSuffix) {
  const auto s = parse(R"({"sections": [{"id": "a", "title": "A", "fields": [
      {"key": "meds", "label": "Meds", "type": "medication-list"}]}]})");
  for (const auto& [unit, code] : {std::pair<std::string_view, std::string_view>{"mg/kg/d", "mg/kg/d"},
                                   {"unit/kg/h", "[U]/kg/h"}, {"mcg/kg", "ug/kg"}, {"mg/m2", "mg/m2"}, {"mg", "mg"}}) {
    json::object data;
    json::array meds;
    meds.push_back(json::object{{"name", "amoxicillin"}, {"dose", json::object{{"value", 90}, {"unit", unit}}}});
    data["meds"] = std::move(meds);
    const auto ms = resources(ex::to_fhir_bundle(data, s, "w"), "MedicationStatement");
    ASSERT_EQ(ms.size(), 1U);
    const auto& dose = ms[0].at("dosage").as_array()[0].at("doseAndRate").as_array()[0].at("doseQuantity").as_object();
    EXPECT_EQ(dose.at("code").as_string(), code) << unit;
  }
}

TEST(FhirAllergyIntolerance, CriticalityReactionAndCategory) {
  const auto allergies = resources(ex::to_fhir_bundle(full_data(), full_schema(), "b"), "AllergyIntolerance");
  ASSERT_EQ(allergies.size(), 2U);
  const auto& pen = allergies[0];
  EXPECT_EQ(pen.at("code").at("text").as_string(), "penicillin");
  EXPECT_EQ(coding_with(pen.at("code"), snomed)->at("code").as_string(), "764146007");
  EXPECT_EQ(pen.at("criticality").as_string(), "high");
  EXPECT_EQ(pen.at("category").as_array()[0].as_string(), "medication");
  EXPECT_EQ(pen.at("reaction").as_array()[0].at("manifestation").as_array()[0].at("text").as_string(), "rash");
  EXPECT_EQ(pen.at("reaction").as_array()[0].at("severity").as_string(), "severe");
  EXPECT_EQ(coding_with(pen.at("clinicalStatus"), "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical")
                ->at("code")
                .as_string(),
            "active");
  const auto& dust = allergies[1];
  EXPECT_FALSE(dust.contains("criticality"));
  EXPECT_FALSE(dust.contains("reaction"));
  EXPECT_FALSE(dust.contains("category"));
  EXPECT_EQ(dust.at("code").as_object().count("coding"), 0U);
}

TEST(FhirServiceRequest, OrderedAndResultedInvestigations) {
  const auto bundle = ex::to_fhir_bundle(full_data(), full_schema(), "b");
  const auto requests = resources(bundle, "ServiceRequest");
  ASSERT_EQ(requests.size(), 2U);
  for (const auto& r : requests) {
    EXPECT_EQ(r.at("status").as_string(), "active");
    EXPECT_EQ(r.at("intent").as_string(), "order");
    EXPECT_TRUE(r.contains("subject"));
    EXPECT_TRUE(r.at("code").as_object().contains("text"));
  }
  EXPECT_EQ(coding_with(requests[0].at("code"), loinc)->at("code").as_string(), "58410-2");
  EXPECT_EQ(coding_with(requests[0].at("category").as_array()[0], snomed)->at("code").as_string(), "108252007");
  EXPECT_EQ(coding_with(requests[1].at("code"), loinc), nullptr);
  EXPECT_EQ(coding_with(requests[1].at("category").as_array()[0], snomed)->at("code").as_string(), "363679005");

  const auto obs = resources(bundle, "Observation");
  const auto* a1c = observation_with_loinc(obs, "4548-4");
  ASSERT_NE(a1c, nullptr);
  EXPECT_EQ(a1c->at("category").as_array()[0].at("coding").as_array()[0].at("code").as_string(), "laboratory");
  EXPECT_DOUBLE_EQ(a1c->at("valueQuantity").at("value").as_double(), 8.2);
  EXPECT_EQ(a1c->at("valueQuantity").at("code").as_string(), "%");
  bool urine = false;
  for (const auto& o : obs) {
    if (o.at("code").at("text").as_string() == "Urine routine") {
      urine = true;
      EXPECT_EQ(o.at("valueString").as_string(), "pus cells 10-12/hpf");
    }
  }
  EXPECT_TRUE(urine);
}

TEST(FhirBundle, MissingNullAndMalformedValuesAreSkipped) {
  json::object data = json::parse(R"({
    "vitals": {"heartRate": {"value": "fast"}, "bloodPressure": "120/80", "spo2": {"value": 98, "unit": "%"}},
    "diagnoses": [42, {"name": ""}, {"name": "Hypertension", "icd10": "I10"}],
    "medications": null,
    "investigations": {"not": "an array"}
  })").as_object();
  json::object bundle;
  EXPECT_NO_THROW(bundle = ex::to_fhir_bundle(data, full_schema(), "x"));
  EXPECT_EQ(resources(bundle, "Observation").size(), 1U);
  EXPECT_EQ(resources(bundle, "Condition").size(), 1U);
  EXPECT_TRUE(resources(bundle, "MedicationStatement").empty());
  EXPECT_TRUE(resources(bundle, "ServiceRequest").empty());
  expect_no_empty(bundle, "Bundle");
  // Nothing at all: just the placeholder patient.
  const auto empty = ex::to_fhir_bundle(json::object{}, full_schema(), "x");
  EXPECT_EQ(empty.at("entry").as_array().size(), 1U);
}

TEST(FhirBundle, NestedObjectValueIsWalked) {
  // A client-shaped (non-flat) data object: the vitals under their parent object field.
  json::object data = json::parse(R"({"exam": {"vitals": {"heartRate": {"value": 72, "unit": "/min"}}}})").as_object();
  const auto obs = resources(ex::to_fhir_bundle(data, full_schema(), "x"), "Observation");
  ASSERT_EQ(obs.size(), 1U);
  EXPECT_EQ(obs[0].at("code").at("coding").as_array()[0].at("code").as_string(), "8867-4");
}

TEST(FhirBundle, BundleIdIsMadeAValidFhirId) {
  EXPECT_EQ(ex::to_fhir_bundle({}, full_schema(), "inv_1/2 3").at("id").as_string(), "inv-1-2-3");
  EXPECT_EQ(ex::to_fhir_bundle({}, full_schema(), "").at("id").as_string(), "bundle");
  EXPECT_EQ(ex::to_fhir_bundle({}, full_schema(), std::string(100, 'a')).at("id").as_string().size(), 64U);
}

TEST(FhirEndToEnd, ExtractThenBundle) {
  static constexpr std::string_view t =
      "Examination: BP 150/90, pulse 96, temp 101 F.\n"
      "Allergic to penicillin.\n"
      "Assessment: Hypertension.\n"
      "Plan: Tab Amlodipine 5 mg OD. CBC. Review after 2 weeks.\n";
  const auto result = ex::extract(t, full_schema());
  const auto bundle = ex::to_fhir_bundle(result.data, full_schema(), "e2e");
  SCOPED_TRACE(json::serialize(bundle));
  EXPECT_GE(resources(bundle, "Observation").size(), 3U);
  EXPECT_GE(resources(bundle, "Condition").size(), 1U);
  EXPECT_GE(resources(bundle, "MedicationStatement").size(), 1U);
  EXPECT_GE(resources(bundle, "AllergyIntolerance").size(), 1U);
  EXPECT_GE(resources(bundle, "ServiceRequest").size(), 1U);
  expect_no_empty(bundle, "Bundle");
}
