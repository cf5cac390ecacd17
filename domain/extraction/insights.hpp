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
//                      signs, severe dehydration (critical); haemoptysis, syncope, seizure,
//                      breathlessness at rest (warning); SpO2 < 92 (critical).
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
//   clinical-foundation fills `checklist`; one item per missing element (info; warning for a
//                      missing allergy status when medicines are prescribed), and, with a
//                      prior note, info items for conditions it names that this note does not.
//
// `prior_note_summary` (optional free text): its affirmed allergies ("allergic to
// penicillin") join the drug-allergy rule, with the conflict's detail saying so; its affirmed
// conditions that the current text never mentions are listed under `priorNote` and become
// clinical-foundation items. Nothing else is taken from it.

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
