#pragma once
// `?format=fhir`: the medical primitives of an extraction's `data` as a FHIR R4 Bundle of
// type `collection`. Pure; no I/O, no clock.
//
// The bundle:
//   {"resourceType": "Bundle", "id": <bundle id>, "type": "collection",
//    "entry": [{"fullUrl": "urn:uuid:<uuid>", "resource": {..., "id": "<uuid>"}}, ...]}
// Entry 0 is always an anonymous placeholder `Patient` (no identifier, no name: the service
// never sees one), because Condition.subject, MedicationStatement.subject,
// AllergyIntolerance.patient and ServiceRequest.subject are required; every resource
// references it as {"reference": "urn:uuid:<patient uuid>"} so the bundle resolves on its
// own. A client replaces that reference with its own patient when it stores the resources.
//
// Which resources, walking the schema depth first in document order (object fields too;
// values are read from the flat `data` by field key, or from the parent object's value
// when the flat lookup finds nothing):
//   vitals-block       one Observation per vital: status "final", category vital-signs
//                      (laboratory for bloodGlucose), code LOINC (system http://loinc.org,
//                      the block's `loinc`), valueQuantity {value, unit, system
//                      http://unitsofmeasure.org, code <UCUM>}; bloodPressure is the 85354-9
//                      panel with components 8480-6 (systolic) and 8462-4 (diastolic) in
//                      mm[Hg] and no top-level value. `flag` abnormal → interpretation H or
//                      L (v3-ObservationInterpretation; by the vitals range table) or A;
//                      implausible → A with text "Implausible reading". A converted reading
//                      keeps its spoken form in `note` ("As stated: 101 [degF]").
//   diagnosis-list     Condition: clinicalStatus active, verificationStatus confirmed |
//                      provisional (omitted when unknown), category encounter-diagnosis,
//                      code.coding ICD-10 (http://hl7.org/fhir/sid/icd-10) and SNOMED CT
//                      (http://snomed.info/sct) when present, code.text always.
//   medication-list    MedicationStatement: status active, medicationCodeableConcept (SNOMED
//                      when present, text = the name as written), dosage[0] with text, route
//                      (SNOMED route code + text), timing (OD/BD/TDS/QID/WEEKLY → code
//                      QD/BID/TID/QID/WK of v3-GTSAbbreviation with repeat frequency/period;
//                      HS → repeat.when HS; "every N hours" → period N h; meal and time-of-day
//                      timing → repeat.when AC/PC/C/ACM/…/MORN/NIGHT; duration →
//                      repeat.boundsDuration), asNeededBoolean for SOS, doseAndRate[0]
//                      .doseQuantity (UCUM: mg, ug, g, mL, [iU], {tablet}, …), patientInstruction.
//   allergy-list       AllergyIntolerance: clinicalStatus active, category medication when
//                      the substance is a known medicine or drug class, code (SNOMED when
//                      present, text = substance), criticality high (severe) / low (mild,
//                      moderate), reaction[0] {manifestation [{text}], severity} when a
//                      reaction is recorded.
//   investigation-list ordered → ServiceRequest: status active, intent order, category
//                      (SNOMED 108252007 laboratory procedure / 363679005 imaging), code
//                      LOINC + text. resulted → Observation: status final, category
//                      laboratory / imaging / procedure, code LOINC + text, valueQuantity when
//                      the result is a number in the test's UCUM unit, else valueString.
// Items without a usable name are skipped; FHIR forbids empty strings, so no element is
// ever written empty. Evidence offsets are not carried into FHIR. No effective[x],
// issued or dateAsserted is written (the mapper has no clock and the text no reliable
// time); the vital-signs profile requires effective[x], so a client sets it when storing.
//
// Identifiers: entry i (0 = the Patient) has the UUID version 5 (RFC 4122, SHA-1) of the
// name "cxs-fhir:<bundle id>:<i>" in the URL namespace (6ba7b811-9dad-11d1-80b4-00c04fd430c8),
// so the same bundle id always gives the same UUIDs and different bundle ids never collide.
// Callers pass a per-response id (the invocation id). The bundle id itself is made a valid
// FHIR id: characters outside [A-Za-z0-9.-] become '-', at most 64 characters, "bundle"
// when empty.

#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace cxs::domain::extraction {

/// The FHIR R4 Bundle (type collection) of the medical primitives in `data` (an
/// extraction's flat `data` object) described by `schema`. Never throws on malformed
/// values: an item of the wrong shape is skipped.
[[nodiscard]] boost::json::object to_fhir_bundle(const boost::json::object& data, const schema::extraction_schema& schema,
                                                 std::string_view bundle_id);

/// The UUID (lower-case 8-4-4-4-12) of entry `index` of bundle `bundle_id`, as used in
/// `fullUrl` ("urn:uuid:" + this) and the resource's `id`.
[[nodiscard]] std::string fhir_entry_uuid(std::string_view bundle_id, std::size_t index);

/// RFC 4122 version-5 (SHA-1) UUID of `name` in the namespace `namespace_uuid`, both UUIDs
/// in canonical text form; "" when `namespace_uuid` is not a UUID.
[[nodiscard]] std::string uuid_v5(std::string_view namespace_uuid, std::string_view name);

} // namespace cxs::domain::extraction
