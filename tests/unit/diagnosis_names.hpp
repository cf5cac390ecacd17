#pragma once
// Shared by the diagnosis rule tests: the names of the diagnoses the embedded rules find in a
// text, bracketed ("[Gout][Asthma]"), with their status ("[Gout|provisional]"), and whether
// a fragment of one is there. Fragments drop
// the first letter ("sthma") so a test does not depend on the display name's capital.

#include <string>
#include <string_view>

#include "domain/extraction/engine.hpp"

namespace cxs::test {

inline std::string diagnosis_names(std::string_view text) {
  std::string out;
  for (const auto& d : domain::extraction::collect_facts(text).diagnoses) {
    out += "[" + d.name + "]";
  }
  return out;
}

// "[Name|status]" for each diagnosis listed: the name and the status together.
inline std::string diagnoses_with_status(std::string_view text) {
  std::string out;
  for (const auto& d : domain::extraction::collect_facts(text).diagnoses) {
    out += "[" + d.name + "|" + d.status + "]";
  }
  return out;
}

inline bool has_diagnosis(std::string_view text, std::string_view fragment) {
  return diagnosis_names(text).find(fragment) != std::string::npos;
}

// A dictated assessment and plan that opens with `opening` (a problem already named, so a
// sentence under test is read as a later one) and goes on with `sentences`: the zone where
// the rules list diagnoses.
inline std::string in_plan(std::string_view sentences, std::string_view opening = "") {
  return "[doctor] so my assessment and plan . " + std::string(opening) + std::string(sentences);
}

// A consult of at least six turns whose last third falls in the clinician's closing plan, with
// `middle` (the statement under test and what follows it) before that plan: the frame of the
// diagnosis round tests from round 22 on.
inline std::string short_consult(const std::string& middle) {
  return "[doctor] good morning , what brings you in ? [patient] it's been a rough month . [doctor] any fevers ? "
         "[patient] no . " +
         middle +
         " [doctor] let's start on that today , and i'll see you back in four weeks to check how you're doing with "
         "it all .";
}

}  // namespace cxs::test
