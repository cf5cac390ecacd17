#pragma once
// Insight rules over the clinical facts of one consult: what a reviewing clinician would
// want pointed out. Deterministic and rule-based; no I/O.
//
// Output (the `insights` object of POST /insights/:apiSlug and of /extract with
// includeInsights):
//
//   {
//     "items": [                                  // critical first, then warning, then info;
//       {                                         // within a severity, by first evidence
//         "kind": "red-flags",                    // schema::kind_name of the rule
//         "code": "CHEST_PAIN_BREATHLESSNESS",    // stable UPPER_SNAKE id of the finding
//         "severity": "critical",                 // "critical" | "warning" | "info"
//         "title": "Chest pain with breathlessness",
//         "detail": "…one or two sentences…",
//         "evidence": [{"start": 12, "end": 22}]  // code points of the text; may be []
//       }
//     ],
//     "counts": {"critical": 1, "warning": 0, "info": 0},
//     "checklist": null | {                       // only with kind clinical-foundation
//       "chiefComplaint": {"present": true, "evidence": [{start, end}]},
//       "vitals":         {"present": …, "evidence": […]},
//       "assessment":     {"present": …, "evidence": […]},
//       "plan":           {"present": …, "evidence": […]},
//       "allergies":      {"present": …, "evidence": […]}   // asked: listed, NKDA or a section
//     },
//     "priorNote": null | {                       // only when a prior note summary was given
//       "allergies":  ["penicillin"],             // allergies the prior note records
//       "conditionsNotMentioned": [{"name": "Type 2 diabetes mellitus", "icd10": "E11.9"}]
//     }
//   }
//
// Rules (each runs only when its kind is requested):
//   abnormal-vitals    one item per flagged vital. critical: SpO2 < 90, SBP >= 180 or
//                      DBP >= 120, SBP < 90, HR > 130 or < 40, RR > 30 or < 8,
//                      temperature >= 40 or < 35 Cel, glucose >= 400 or < 54 mg/dL; other
//                      abnormal readings are warnings. Implausible readings (kept in the
//                      block or dropped with a warning) are info ("check the reading").
//   red-flags          affirmed mentions only (context.hpp: not negated, hypothetical,
//                      historical, or someone else's): chest pain with breathlessness,
//                      sweating or radiation to arm/jaw (critical; chest pain alone:
//                      warning), sudden severe headache, unilateral weakness / slurred
//                      speech / facial droop, haematemesis / melaena, suicidal ideation,
//                      fever (said, or temperature >= 38) with neck stiffness, anaphylaxis
//                      signs, severe dehydration, SpO2 < 92 (critical); neck stiffness
//                      without fever, rectal bleeding, dehydration signs (no urine, cannot
//                      keep fluids down, sunken eyes), haemoptysis, syncope, seizure,
//                      breathlessness at rest (warning). English phrasings plus a few
//                      romanised Hindi ones ("seene mein dard", "khoon ki ulti"); the first
//                      affirmed mention of each concept is the evidence.
//   drug-allergy       each current medication against each allergy (and the prior note's):
//                      same ingredient, or the allergy names a class the medicine belongs to
//                      ("penicillin", "sulfa", "NSAIDs") → critical; a drug allergy sharing
//                      an allergy-relevant class with the medicine (cefalexin allergy and
//                      ceftriaxone) → warning (critical when the allergy is severe, or the
//                      class is penicillin: an allergy to one penicillin is to all);
//                      penicillin allergy with a cephalosporin or carbapenem → info.
//   duplicate-therapy  each pair of current medications sharing an ingredient or a class
//                      token (supplements, vitamins, fluids, vaccines and insulins excepted)
//                      → warning; dual antiplatelet therapy, or a topical with a systemic
//                      form → info.
//   missing-follow-up  medications or diagnoses present but no follow-up fact → warning.
//   clinical-foundation fills `checklist`: chiefComplaint (a chief-complaint section with
//                      text, or any affirmed symptom), vitals (any vital), assessment (a
//                      diagnosis, or an assessment section with text), plan (a current
//                      medicine, an ordered test, a follow-up, or a plan section with text),
//                      allergies (asked: an allergy, NKDA, or any mention of allergy in the
//                      text — "Any allergies?" counts). One item per missing element (info;
//                      warning for a missing allergy status when medicines are prescribed),
//                      and, with a prior note, info items for conditions it names that this
//                      note does not.
//
// `prior_note_summary` (optional free text): its affirmed allergies ("allergic to
// penicillin", "sulfa allergy"; a drug or drug-class name from the medicine table) join the
// drug-allergy rule, the conflict's detail saying so and its evidence holding only the
// current text's medicine; its affirmed conditions (terminology table; current or chronic,
// the patient's) that the current text never mentions are listed under `priorNote` (at most
// 10) and, with clinical-foundation, become info items. `priorNote` is written whenever the
// prior note is not blank, whatever the kinds. Nothing else is taken from it.
//
// `kind` values are schema::kind_name; `code` values are stable and documented here:
//   ABNORMAL_BLOOD_PRESSURE, ABNORMAL_HEART_RATE, ABNORMAL_RESPIRATORY_RATE,
//   ABNORMAL_TEMPERATURE, ABNORMAL_SPO2, ABNORMAL_BMI, ABNORMAL_BLOOD_GLUCOSE,
//   IMPLAUSIBLE_VITAL; CHEST_PAIN_CARDIAC_FEATURES, CHEST_PAIN, FEVER_NECK_STIFFNESS,
//   NECK_STIFFNESS, SUDDEN_SEVERE_HEADACHE, STROKE_SIGNS, GI_BLEEDING, SUICIDAL_IDEATION,
//   ANAPHYLAXIS_SIGNS, SEVERE_DEHYDRATION, RECTAL_BLEEDING, DEHYDRATION_SIGNS, HAEMOPTYSIS,
//   SYNCOPE, SEIZURE, BREATHLESS_AT_REST, HYPOXIA; ALLERGEN_PRESCRIBED,
//   ALLERGEN_CLASS_PRESCRIBED, CROSS_REACTIVITY, BETA_LACTAM_CROSS_REACTIVITY;
//   DUPLICATE_INGREDIENT, DUPLICATE_CLASS, DUAL_ANTIPLATELET; NO_FOLLOW_UP;
//   MISSING_CHIEF_COMPLAINT, MISSING_VITALS, MISSING_ASSESSMENT, MISSING_PLAN,
//   MISSING_ALLERGY_STATUS, PRIOR_CONDITION_NOT_ADDRESSED.
// Text (titles, details) is English and may be reworded; clients key on `code`.

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

#include <boost/json/object.hpp>

#include <span>
#include <string_view>

namespace cxs::domain::extraction {

/// Runs the rules of `kinds` over `facts` (evidence offsets: code points of `facts.text`).
/// Never throws on any input.
[[nodiscard]] boost::json::object insights(const clinical_facts& facts, std::span<const schema::insight_kind> kinds,
                                           std::string_view prior_note_summary = {});

/// Direction of a reading against the normal adult ranges of clinical/vitals.hpp: "high",
/// "low", or "" when in range or the field is unknown. `field` is the vitals-block key
/// ("bloodPressure", "heartRate", …); for bloodPressure `value` is the systolic and
/// `second` the diastolic.
[[nodiscard]] std::string_view vital_direction(std::string_view field, double value, double second = 0) noexcept;

} // namespace cxs::domain::extraction
