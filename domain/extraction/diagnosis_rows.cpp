// What a condition row is, by its ICD-10 code and name, for the problem list: a symptom, a
// row a side can belong to, a visit's purpose, an allergy. Declared in diagnosis_rows.hpp;
// moved from diagnoses.cpp, which had grown past 700 lines.

#include "domain/extraction/diagnosis_rows.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "domain/extraction/engine_detail.hpp"

namespace cxs::domain::extraction::detail {

namespace {

char lower_ascii_char(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

enum row_flag : std::uint8_t { symptom_flag = 1, sided_flag = 2 };

// symptom_row and sided_row of every row of the engine's condition table, by row index.
const std::vector<std::uint8_t>& condition_row_flags() {
  static const std::vector<std::uint8_t> flags = [] {
    const auto& rows = tables().terms.conditions();
    std::vector<std::uint8_t> out(rows.size(), 0);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      out[r] = static_cast<std::uint8_t>((symptom_row(rows[r]) ? symptom_flag : 0) |
                                         (sided_row(rows[r]) ? sided_flag : 0));
    }
    return out;
  }();
  return flags;
}

}  // namespace

bool symptom_row(std::size_t row) { return (condition_row_flags()[row] & symptom_flag) != 0; }

bool sided_row(std::size_t row) { return (condition_row_flags()[row] & sided_flag) != 0; }

bool symptom_row(const terminology::condition_row& row) {
  if (!row.icd10.empty() && row.icd10.front() == 'R') {
    return true;
  }
  // Asked of every mention: a row of a chapter that none of the cases below names is not one.
  if (!row.icd10.empty() && row.icd10.front() != 'L' && row.icd10.front() != 'H' && row.icd10.front() != 'A' &&
      row.icd10.front() != 'M') {
    return false;
  }
  // Round 15: symptoms the classification files under their organ's chapter: an itch (L29,
  // "the hives and the itching should settle"), an earache (H92.0), an eye pain (H57.1). Like a
  // chapter R sign, each is what a diagnosis of that organ explains, and a heading only alone.
  if (row.icd10.starts_with("L29") || row.icd10.starts_with("H92.0") || row.icd10.starts_with("H57.1")) {
    return true;
  }
  // Round 16 (dx30): WHO ICD-10 files "diarrhoea NOS" under A09.9 (gastroenteritis of
  // unspecified origin), where the curated "Diarrhoea" row stands; said of a patient it is the
  // symptom a diagnosis explains ("acute gastroenteritis … the diarrhea should settle"), as
  // ICD-10-CM's R19.7 has it, and a heading alone.
  if (row.icd10 == "A09.9" && row.name == "Diarrhoea") {
    return true;
  }
  // "Knee pain", "Low back pain" (ICD-10 chapter M), not "Tension type headache" (G44.2).
  if (!row.icd10.empty() && row.icd10.front() != 'M') {
    return false;
  }
  // Whether the lower-cased name contains `part`, without making the lower-cased copy.
  const std::string_view name = row.name;
  const auto has = [name](std::string_view part) {
    for (std::size_t at = 0; at + part.size() <= name.size(); ++at) {
      std::size_t k = 0;
      while (k < part.size() && lower_ascii_char(name[at + k]) == part[k]) {
        ++k;
      }
      if (k == part.size()) {
        return true;
      }
    }
    return false;
  };
  // Round 22 (dx36): not a syndrome whose name ends so ("Fibromyalgia" M79.7, "Polymyalgia
  // rheumatica" M35.3): a disease of its own, which the poor sleep beside it does not explain.
  return has("pain") || has("ache") || (has("algia") && !has("fibromyalgia") && !has("polymyalgia"));
}

// Whether a side ("left", "right", "bilateral") can belong to the condition: limbs, joints,
// paired organs, skin, eyes and ears, injuries, neoplasms and vessels can have one; a
// systemic condition cannot ("Left fatigue" read from "... left. Fatigue ...").
bool sided_row(const terminology::condition_row& row) {
  if (row.icd10.empty()) {
    return false;
  }
  const char chapter = row.icd10.front();
  if (chapter == 'C' || chapter == 'D' || chapter == 'H' || chapter == 'I' || chapter == 'L' ||
      chapter == 'M' || chapter == 'N' || chapter == 'S' || chapter == 'T' || chapter == 'Q') {
    return !(chapter == 'I' && row.icd10 < "I70") && !(chapter == 'D' && row.icd10 >= "D50");
  }
  if (row.icd10.starts_with("G5")) {  // nerve, plexus and limb neuropathies
    return true;
  }
  // A lung's lobe or pleura has a side: "right lower lobe pneumonia", "left pleural effusion".
  if (chapter == 'J' && (row.icd10.starts_with("J18") || row.name.find("lobe") != std::string::npos ||
                         row.name.find("leural") != std::string::npos)) {
    return true;
  }
  if (chapter != 'R') {
    return false;
  }
  // Symptoms with a site in their name ("Pain in limb", "Localized swelling"). The name is
  // lower-cased on the stack when it fits (this runs for every mention of an R row).
  std::array<char, 128> buffer{};
  std::string long_name;
  std::string_view name;
  if (row.name.size() <= buffer.size()) {
    std::transform(row.name.begin(), row.name.end(), buffer.begin(), lower_ascii_char);
    name = std::string_view(buffer.data(), row.name.size());
  } else {
    long_name = lower(row.name);
    name = long_name;
  }
  for (const std::string_view site : {"limb", "joint", "knee", "hip", "shoulder", "arm", "leg", "foot", "ankle",
                                      "wrist", "hand", "elbow", "eye", "ear", "breast", "flank", "chest", "localized",
                                      "swelling", "lump", "mass", "back"}) {
    if (name.find(site) != std::string_view::npos) {
      return true;
    }
  }
  return false;
}

// ICD-10 Z rows that are a visit's purpose or a habit, not a problem of the list:
// examinations and screening (Z00-Z13), contraceptive management (Z30), lifestyle (Z72),
// long-term drug use (Z79, Z92).
bool encounter_reason_row(const terminology::condition_row& row) {
  const std::string_view c = row.icd10;
  if (c.empty() || c.front() != 'Z') {
    return false;  // asked of every mention: most rows are not chapter Z
  }
  return c.starts_with("Z0") || c.starts_with("Z10") || c.starts_with("Z11") || c.starts_with("Z12") ||
         c.starts_with("Z13") || c.starts_with("Z30") || c.starts_with("Z72") || c.starts_with("Z79") ||
         c.starts_with("Z92");
}

bool allergy_row(const terminology::condition_row& row) {
  return row.icd10.starts_with("Z88") || row.icd10 == "T78.4";
}

}  // namespace cxs::domain::extraction::detail
