#include "domain/extraction/fhir.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "domain/clinical/vitals.hpp"
#include "domain/extraction/fhir_clinical.hpp"
#include "domain/extraction/fhir_elements.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction {

using namespace fhir_detail;

namespace {

namespace json = boost::json;

// --- the walk -------------------------------------------------------------------------

class bundle_builder {
 public:
  explicit bundle_builder(std::string bundle_id) : bundle_id_(std::move(bundle_id)) {
    json::object patient;
    patient["resourceType"] = "Patient";
    patient_ref_ = "urn:uuid:" + fhir_entry_uuid(bundle_id_, 0);
    add(std::move(patient));
  }

  void vitals(const json::object& block) {
    if (const auto* bp_v = block.if_contains("bloodPressure"); bp_v != nullptr && bp_v->is_object()) {
      const auto& bp = bp_v->get_object();
      const auto sys = num(bp, "systolic");
      const auto dia = num(bp, "diastolic");
      if (sys || dia) {
        const auto loinc = str(bp, "loinc").empty() ? clinical::loinc_blood_pressure_panel : str(bp, "loinc");
        auto obs = vital_observation("bloodPressure", loinc, "Blood pressure panel with all children optional",
                                     "vital-signs");
        subject(obs);
        json::array components;
        for (const auto& [value, code, display] :
             {std::tuple{sys, clinical::loinc_systolic, std::string_view("Systolic blood pressure")},
              std::tuple{dia, clinical::loinc_diastolic, std::string_view("Diastolic blood pressure")}}) {
          if (!value) {
            continue;
          }
          json::object comp;
          json::array codings;
          codings.push_back(coding(loinc_system, code, display));
          comp["code"] = concept_of(std::move(codings), display);
          comp["valueQuantity"] = quantity(*value, "mmHg", "mm[Hg]");
          components.push_back(std::move(comp));
        }
        obs["component"] = std::move(components);
        if (auto interp = interpretation(bp, "bloodPressure", sys.value_or(120), dia.value_or(80))) {
          obs["interpretation"] = std::move(*interp);
        }
        add(std::move(obs));
      }
    }
    for (const auto& def : single_vitals) {
      const auto* v_v = block.if_contains(def.key);
      if (v_v == nullptr || !v_v->is_object()) {
        continue;
      }
      const auto& v = v_v->get_object();
      const auto value = num(v, "value");
      if (!value) {
        continue;
      }
      const auto loinc = str(v, "loinc").empty() ? def.loinc : str(v, "loinc");
      auto obs = vital_observation(def.key, loinc, def.display,
                                   def.key == "bloodGlucose" ? "laboratory" : "vital-signs");
      subject(obs);
      const auto ucum = str(v, "unit").empty() ? def.ucum : str(v, "unit");
      obs["valueQuantity"] = quantity(*value, unit_display_of(ucum, ucum == def.ucum ? def.unit_display : ""), ucum);
      if (auto interp = interpretation(v, def.key, *value, 0)) {
        obs["interpretation"] = std::move(*interp);
      }
      if (const auto* orig = v.if_contains("original"); orig != nullptr && orig->is_object()) {
        if (const auto ov = num(orig->get_object(), "value")) {
          std::string note = "As stated: ";
          note += text::format_number(*ov);
          const auto ou = str(orig->get_object(), "unit");
          if (!ou.empty()) {
            note += ' ';
            note += ou;
          }
          json::array notes;
          notes.push_back(json::object{{"text", note}});
          obs["note"] = std::move(notes);
        }
      }
      add(std::move(obs));
    }
  }

  void diagnoses(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& d = item_v.get_object();
      const auto name = trim(str(d, "name"));
      const auto icd10 = trim(str(d, "icd10"));
      const auto snomed = trim(str(d, "snomed"));
      if (name.empty() && icd10.empty() && snomed.empty()) {
        continue;
      }
      json::object c;
      c["resourceType"] = "Condition";
      c["clinicalStatus"] = single_concept(condition_clinical_system, "active", "Active");
      const auto status = str(d, "status");
      if (status == "confirmed") {
        c["verificationStatus"] = single_concept(condition_verification_system, "confirmed", "Confirmed");
      } else if (status == "provisional") {
        c["verificationStatus"] = single_concept(condition_verification_system, "provisional", "Provisional");
      }
      c["category"] = category(condition_category_system, "encounter-diagnosis", "Encounter Diagnosis");
      json::array codings;
      if (!icd10.empty()) {
        codings.push_back(coding(icd10_system, icd10, name));
      }
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, name));
      }
      c["code"] = concept_of(std::move(codings), name.empty() ? (icd10.empty() ? snomed : icd10) : name);
      subject(c);
      add(std::move(c));
    }
  }

  void medications(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& m = item_v.get_object();
      const auto name = trim(str(m, "name"));
      const auto generic = trim(str(m, "generic"));
      const auto snomed = trim(str(m, "snomed"));
      if (name.empty() && generic.empty()) {
        continue;
      }
      json::object ms;
      ms["resourceType"] = "MedicationStatement";
      ms["status"] = "active";
      json::array codings;
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, generic.empty() ? name : generic));
      }
      ms["medicationCodeableConcept"] = concept_of(std::move(codings), name.empty() ? generic : name);
      subject(ms);
      if (auto d = dosage(m)) {
        json::array dosages;
        dosages.push_back(std::move(*d));
        ms["dosage"] = std::move(dosages);
      }
      add(std::move(ms));
    }
  }

  void allergies(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& a = item_v.get_object();
      const auto substance = trim(str(a, "substance"));
      const auto snomed = trim(str(a, "snomed"));
      if (substance.empty() && snomed.empty()) {
        continue;
      }
      json::object ai;
      ai["resourceType"] = "AllergyIntolerance";
      ai["clinicalStatus"] = single_concept(allergy_clinical_system, "active", "Active");
      if (!substance.empty() && is_medicine_or_class(substance)) {
        json::array categories;
        categories.emplace_back("medication");
        ai["category"] = std::move(categories);
      }
      const auto severity = lower(trim(str(a, "severity")));
      if (severity == "severe") {
        ai["criticality"] = "high";
      } else if (severity == "mild" || severity == "moderate") {
        ai["criticality"] = "low";
      }
      json::array codings;
      if (!snomed.empty()) {
        codings.push_back(coding(snomed_system, snomed, substance));
      }
      ai["code"] = concept_of(std::move(codings), substance.empty() ? snomed : substance);
      ai["patient"] = json::object{{"reference", patient_ref_}};
      const auto reaction = trim(str(a, "reaction"));
      if (!reaction.empty()) {
        json::object r;
        json::array manifestations;
        manifestations.push_back(concept_of({}, reaction));
        r["manifestation"] = std::move(manifestations);
        if (severity == "mild" || severity == "moderate" || severity == "severe") {
          r["severity"] = severity;
        }
        json::array reactions;
        reactions.push_back(std::move(r));
        ai["reaction"] = std::move(reactions);
      }
      add(std::move(ai));
    }
  }

  void investigations(const json::array& items) {
    for (const auto& item_v : items) {
      if (!item_v.is_object()) {
        continue;
      }
      const auto& i = item_v.get_object();
      const auto name = trim(str(i, "name"));
      const auto loinc = trim(str(i, "loinc"));
      if (name.empty() && loinc.empty()) {
        continue;
      }
      json::array codings;
      if (!loinc.empty()) {
        codings.push_back(coding(loinc_system, loinc, name));
      }
      auto code = concept_of(std::move(codings), name.empty() ? loinc : name);
      const auto kind = kind_of_test(name, loinc);
      const auto result = trim(str(i, "result"));
      if (str(i, "status") == "resulted") {
        json::object obs;
        obs["resourceType"] = "Observation";
        obs["status"] = "final";
        const std::string_view cat = kind == test_kind::imaging     ? "imaging"
                                     : kind == test_kind::procedure ? "procedure"
                                     : kind == test_kind::vital     ? "vital-signs"
                                                                    : "laboratory";
        const std::string_view cat_display = kind == test_kind::imaging     ? "Imaging"
                                             : kind == test_kind::procedure ? "Procedure"
                                             : kind == test_kind::vital     ? "Vital Signs"
                                                                            : "Laboratory";
        obs["category"] = category(observation_category_system, cat, cat_display);
        obs["code"] = std::move(code);
        subject(obs);
        if (!result.empty()) {
          if (auto q = result_quantity(result, test_unit(name, loinc))) {
            obs["valueQuantity"] = std::move(*q);
          } else {
            obs["valueString"] = result;
          }
        }
        add(std::move(obs));
      } else {
        json::object sr;
        sr["resourceType"] = "ServiceRequest";
        sr["status"] = "active";
        sr["intent"] = "order";
        if (kind == test_kind::imaging) {
          sr["category"] = category(snomed_system, "363679005", "Imaging");
        } else if (kind == test_kind::lab) {
          sr["category"] = category(snomed_system, "108252007", "Laboratory procedure");
        }
        sr["code"] = std::move(code);
        subject(sr);
        add(std::move(sr));
      }
    }
  }

  json::object finish() && {
    json::object bundle;
    bundle["resourceType"] = "Bundle";
    bundle["id"] = bundle_id_;
    bundle["type"] = "collection";
    bundle["entry"] = std::move(entries_);
    return bundle;
  }

 private:
  void subject(json::object& resource) const { resource["subject"] = json::object{{"reference", patient_ref_}}; }

  void add(json::object resource) {
    const auto uuid = fhir_entry_uuid(bundle_id_, entries_.size());
    // `id` right after `resourceType`, as FHIR examples order it.
    json::object ordered;
    ordered["resourceType"] = resource["resourceType"];
    ordered["id"] = uuid;
    for (auto& kv : resource) {
      if (kv.key() != "resourceType") {
        ordered[kv.key()] = std::move(kv.value());
      }
    }
    json::object entry;
    entry["fullUrl"] = "urn:uuid:" + uuid;
    entry["resource"] = std::move(ordered);
    entries_.push_back(std::move(entry));
  }

  std::string bundle_id_;
  std::string patient_ref_;
  json::array entries_;
};

const json::value* value_of(const json::object& data, const json::object* parent, std::string_view key) {
  const auto* v = data.if_contains(key);
  if ((v == nullptr || v->is_null()) && parent != nullptr) {
    v = parent->if_contains(key);
  }
  return v;
}

void walk(const std::vector<schema::field>& fields, const json::object& data, const json::object* parent,
          bundle_builder& out) {
  for (const auto& f : fields) {
    const auto* v = value_of(data, parent, f.key);
    switch (f.type) {
      case schema::field_type::object: {
        const json::object* nested = (v != nullptr && v->is_object()) ? &v->get_object() : nullptr;
        walk(f.fields, data, nested, out);
        break;
      }
      case schema::field_type::vitals_block:
        if (v != nullptr && v->is_object()) {
          out.vitals(v->get_object());
        }
        break;
      case schema::field_type::diagnosis_list:
        if (v != nullptr && v->is_array()) {
          out.diagnoses(v->get_array());
        }
        break;
      case schema::field_type::medication_list:
        if (v != nullptr && v->is_array()) {
          out.medications(v->get_array());
        }
        break;
      case schema::field_type::allergy_list:
        if (v != nullptr && v->is_array()) {
          out.allergies(v->get_array());
        }
        break;
      case schema::field_type::investigation_list:
        if (v != nullptr && v->is_array()) {
          out.investigations(v->get_array());
        }
        break;
      default:
        break;
    }
  }
}

std::string fhir_id(std::string_view id) {
  std::string out;
  for (const char c : id) {
    if (out.size() >= 64) {
      break;
    }
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
    out += ok ? c : '-';
  }
  return out.empty() ? std::string("bundle") : out;
}

} // namespace

std::string uuid_v5(std::string_view namespace_uuid, std::string_view name) {
  std::vector<std::uint8_t> message;
  int high = -1;
  for (const char c : namespace_uuid) {
    if (c == '-') {
      continue;
    }
    const int v = hex_value(c);
    if (v < 0) {
      return "";
    }
    if (high < 0) {
      high = v;
    } else {
      message.push_back(static_cast<std::uint8_t>(high * 16 + v));
      high = -1;
    }
  }
  if (message.size() != 16 || high >= 0) {
    return "";
  }
  message.insert(message.end(), name.begin(), name.end());
  auto hash = sha1(message);
  hash[6] = static_cast<std::uint8_t>((hash[6] & 0x0FU) | 0x50U);
  hash[8] = static_cast<std::uint8_t>((hash[8] & 0x3FU) | 0x80U);
  static constexpr std::string_view digits = "0123456789abcdef";
  std::string out;
  out.reserve(36);
  for (std::size_t i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) {
      out += '-';
    }
    out += digits[hash[i] >> 4U];
    out += digits[hash[i] & 0x0FU];
  }
  return out;
}

std::string fhir_entry_uuid(std::string_view bundle_id, std::size_t index) {
  return uuid_v5(url_namespace, "cxs-fhir:" + fhir_id(bundle_id) + ":" + std::to_string(index));
}

json::object to_fhir_bundle(const json::object& data, const schema::extraction_schema& schema,
                            std::string_view bundle_id) {
  bundle_builder builder(fhir_id(bundle_id));
  for (const auto& section : schema.sections) {
    walk(section.fields, data, nullptr, builder);
  }
  return std::move(builder).finish();
}

} // namespace cxs::domain::extraction
