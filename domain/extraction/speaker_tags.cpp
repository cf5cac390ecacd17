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

// The phrases by their first letter, so that a turn is read once, word by word (a search per
// phrase read every consult eighteen times: 7 % of an extraction).
struct phrases_by_letter {
  std::array<std::array<std::string_view, 4>, 26> at{};
  std::array<std::size_t, 26> count{};
  constexpr phrases_by_letter() {
    for (const auto p : clinician_phrases) {
      const auto l = static_cast<std::size_t>(p.front() - 'a');
      at[l][count[l]++] = p;
    }
  }
};
constexpr phrases_by_letter by_letter{};

int clinician_phrases_in(std::string_view turn) {
  int n = 0;
  for (std::size_t i = 0; i < turn.size(); ++i) {
    const char c = turn[i];
    if (c < 'a' || c > 'z' || (i > 0 && turn[i - 1] != ' ')) {
      continue;
    }
    const auto l = static_cast<std::size_t>(c - 'a');
    for (std::size_t k = 0; k < by_letter.count[l]; ++k) {
      if (turn.substr(i).starts_with(by_letter.at[l][k])) {
        ++n;
        break;
      }
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
  // The "[patient]" turns first: in the common case they say too little of a clinician's and
  // the "[doctor]" turns are not read.
  const auto phrases_of = [text](std::string_view tag) {
    int n = 0;
    for (std::size_t at = text.find(tag); at != std::string_view::npos;) {
      const std::size_t from = at + tag.size();
      const std::size_t next = text.find('[', from);
      n += clinician_phrases_in(text.substr(from, (next == std::string_view::npos ? text.size() : next) - from));
      at = next == std::string_view::npos ? next : text.find(tag, next);
    }
    return n;
  };
  const int by_patient = phrases_of(patient_tag);
  if (by_patient < 3 || phrases_of(doctor_tag) * 3 > by_patient) {
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
