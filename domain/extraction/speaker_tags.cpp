// Swapped speaker tags: some transcripts of consults (aci-dev has four in its 58 tuning
// encounters) label the clinician "[patient]" and the patient "[doctor]" from start to end. Every
// rule that weighs who said a thing (the assessment zone opened by the clinician, a complaint
// only the patient voiced, a medicine the clinician prescribes) then reads the consult backwards.
// The clinician is the one who examines, orders, prescribes, refers and asks what brings the
// patient in; when the "[patient]" turns say such things at least three times and three times
// as often as the "[doctor]" turns, the tags are swapped back.

#include "domain/extraction/engine_detail.hpp"

#include <array>

namespace cxs::domain::extraction::detail {
namespace {

// Words only a clinician says of a consult (lower case, as the transcripts are written).
constexpr std::array clinician_phrases{
    std::string_view{"prescribe"},          std::string_view{"going to order"},
    std::string_view{"gon na order"},       std::string_view{"your exam"},
    std::string_view{"on exam"},            std::string_view{"physical exam"},
    std::string_view{"i recommend"},        std::string_view{"would recommend"},
    std::string_view{"what brings you"},    std::string_view{"how are you doing today"},
    std::string_view{"we'll see you"},      std::string_view{"see you back"},
    std::string_view{"refer you"},          std::string_view{"i'd like to start"},
    std::string_view{"take a listen"},      std::string_view{"deep breath for me"},
    std::string_view{"your x-ray"},         std::string_view{"your results"},
};

constexpr std::string_view doctor_tag = "[doctor]";
constexpr std::string_view patient_tag = "[patient]";

int clinician_phrases_in(std::string_view turn) {
  int n = 0;
  for (const auto p : clinician_phrases) {
    for (auto at = turn.find(p); at != std::string_view::npos; at = turn.find(p, at + p.size())) {
      ++n;
    }
  }
  return n;
}

}  // namespace

std::optional<std::string> with_swapped_speaker_tags_corrected(std::string_view text) {
  // The common case costs two searches: a text without both tags is left alone.
  if (text.find(doctor_tag) == std::string_view::npos || text.find(patient_tag) == std::string_view::npos) {
    return std::nullopt;
  }
  int by_doctor = 0;
  int by_patient = 0;
  for (std::size_t at = text.find('['); at != std::string_view::npos;) {
    const bool doctor = text.compare(at, doctor_tag.size(), doctor_tag) == 0;
    const bool patient = !doctor && text.compare(at, patient_tag.size(), patient_tag) == 0;
    const std::size_t next = text.find('[', at + 1);
    if (doctor || patient) {
      const std::size_t from = at + (doctor ? doctor_tag.size() : patient_tag.size());
      const auto turn = text.substr(from, (next == std::string_view::npos ? text.size() : next) - from);
      (doctor ? by_doctor : by_patient) += clinician_phrases_in(turn);
    }
    at = next;
  }
  if (by_patient < 3 || by_doctor * 3 > by_patient) {
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
