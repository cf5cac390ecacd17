// Swapped speaker tags: some transcripts of consults (aci-dev has four in its 58 tuning
// encounters) label the clinician "[patient]" and the patient "[doctor]" from start to end. Every
// rule that weighs who said a thing (the assessment zone opened by the clinician, a complaint
// only the patient voiced, a medicine the clinician prescribes) then reads the consult backwards.
// The clinician is the one who examines, orders, prescribes, refers and asks what brings the
// patient in; when the "[patient]" turns say such things at least three times and three times
// as often as the "[doctor]" turns, the tags are swapped back.

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {
namespace {

constexpr std::string_view doctor_tag = "[doctor]";
constexpr std::string_view patient_tag = "[patient]";

// Words only a clinician says of a consult, read on the workspace's tokens (a search of the text
// per phrase read a consult eighteen times: 7 % of an extraction).
const cue_set& clinician_phrases() {
  static const cue_set cues{"prescribe",   "going to order",         "gon na order", "your exam",
                            "on exam",     "physical exam",          "i recommend",  "would recommend",
                            "what brings you", "how are you doing today", "we'll see you", "see you back",
                            "refer you",   "i'd like to start",      "take a listen", "deep breath for me",
                            "your x-ray",  "your results"};
  return cues;
}

int clinician_phrases_said_by(const workspace& ws, speaker who) {
  int n = 0;
  for (const auto& t : ws.doc.turns) {
    if (t.who != who) {
      continue;
    }
    const std::size_t to = ws.token_at(t.end);
    for (std::size_t from = ws.token_at(t.start); from < to;) {
      const auto h = clinician_phrases().find(ws, from, to);
      if (!h) {
        break;
      }
      ++n;
      from = h->end;
    }
  }
  return n;
}

}  // namespace

std::optional<std::string> with_swapped_speaker_tags_corrected(const workspace& ws) {
  const std::string_view text = ws.text;
  // The common case: the "[patient]" turns say too little of a clinician's, and the "[doctor]"
  // turns are not read.
  if (ws.doc.turns.size() < 2 || text.find(patient_tag) == std::string_view::npos ||
      text.find(doctor_tag) == std::string_view::npos) {
    return std::nullopt;
  }
  const int by_patient = clinician_phrases_said_by(ws, speaker::patient);
  if (by_patient < 3 || clinician_phrases_said_by(ws, speaker::doctor) * 3 > by_patient) {
    return std::nullopt;
  }
  std::string out(text);
  for (std::size_t at = out.find('['); at != std::string::npos; at = out.find('[', at + 1)) {
    if (out.compare(at, doctor_tag.size(), doctor_tag) == 0) {
      out.replace(at, doctor_tag.size(), "patient:");
    } else if (out.compare(at, patient_tag.size(), patient_tag) == 0) {
      out.replace(at, patient_tag.size(), "[doctor] ");
    }
  }
  return out;
}

}  // namespace cxs::domain::extraction::detail
