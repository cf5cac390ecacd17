// The course a condition takes by its nature, from its ICD-10 code (round 14; see
// diagnosis_course.hpp). The blocks are the classification's own: infections, injuries and
// poisonings, acute cardiovascular and cerebrovascular events, calculi, acute abdominal and
// urinary conditions, gastrointestinal bleeds, pregnancy and symptoms are episodes; endocrine
// and metabolic disorders, mental disorders, chronic neurological, cardiovascular, respiratory,
// digestive, skin and musculoskeletal diseases, anaemias, chronic kidney disease and congenital
// conditions go on.
// Neoplasms, ulcers, regional pain and the rest are left unknown: the words decide.

#include "domain/extraction/diagnosis_course.hpp"

#include <array>

namespace cxs::domain::extraction::detail {
namespace {

// An inclusive range of ICD-10 codes by their first three characters ("A00", "B99").
struct block {
  std::string_view from;
  std::string_view to;
};

bool within(std::string_view code3, const block& b) noexcept { return code3 >= b.from && code3 <= b.to; }

template <std::size_t N>
bool within_any(std::string_view code3, const std::array<block, N>& blocks) noexcept {
  for (const block& b : blocks) {
    if (within(code3, b)) {
      return true;
    }
  }
  return false;
}

// Chronic exceptions inside episodic chapters come first (chronic viral hepatitis, HIV).
constexpr std::array<block, 27> chronic_blocks{{
    {"B18", "B18"}, {"B20", "B24"},                                  // chronic infections
    {"D50", "D64"}, {"D66", "D68"},                                  // anaemias, coagulation defects
    {"E00", "E07"}, {"E10", "E14"}, {"E20", "E35"}, {"E55", "E56"},  // thyroid, diabetes, glands, vitamin D
    {"E66", "E66"}, {"E78", "E78"},                                  // obesity, lipids
    {"F00", "F04"}, {"F06", "F42"}, {"F44", "F99"},                  // mental disorders (not delirium, reactions)
    {"G10", "G40"}, {"G43", "G44"}, {"G47", "G47"}, {"G60", "G73"},  // degenerative, epilepsy, migraine, sleep, nerves
    {"I05", "I15"}, {"I20", "I20"}, {"I25", "I25"}, {"I27", "I28"},  // hypertension, angina, chronic heart disease
    {"I34", "I52"},                                                  // valves, cardiomyopathy, arrhythmia, failure
    {"J30", "J35"}, {"J41", "J47"},                                  // rhinitis, chronic airway disease, asthma
    {"K21", "K21"}, {"K50", "K51"}, {"K58", "K58"},                  // reflux, IBD, IBS
}};
constexpr std::array<block, 14> chronic_blocks_2{{
    {"K70", "K77"}, {"K86", "K86"}, {"K90", "K90"},                  // liver disease, chronic pancreatitis, coeliac
    {"L20", "L20"}, {"L40", "L45"}, {"L80", "L80"}, {"L93", "L93"},  // eczema, psoriasis, vitiligo, lupus
    {"M05", "M19"}, {"M30", "M36"}, {"M45", "M45"}, {"M80", "M81"},  // arthritis and gout, connective tissue, bone
    {"N18", "N18"}, {"N40", "N40"},                                  // chronic kidney disease, prostate
    {"Q00", "Q99"},                                                  // congenital
}};
constexpr std::array<block, 28> episodic_blocks{{
    {"A00", "B99"},                                                  // infections (after the chronic ones above)
    {"F05", "F05"},                                                  // round 36: delirium, an acute state
    {"E86", "E86"}, {"E16", "E16"},                                  // dehydration, hypoglycaemia
    {"G00", "G09"}, {"G45", "G46"}, {"G51", "G51"},                  // CNS infections, TIA, facial palsy
    {"H00", "H01"}, {"H10", "H10"}, {"H60", "H60"}, {"H65", "H67"},  // stye, conjunctivitis, otitis
    {"I21", "I24"}, {"I26", "I26"}, {"I30", "I30"}, {"I40", "I40"},  // infarction, embolism, peri/myocarditis
    {"I60", "I64"}, {"I80", "I82"},                                  // stroke, thrombosis
    {"J00", "J22"}, {"J36", "J36"}, {"J93", "J93"},                  // acute respiratory infections, pneumothorax
    {"K35", "K37"}, {"K56", "K56"}, {"K80", "K81"}, {"K85", "K85"},  // appendicitis, obstruction, gallstones, pancreatitis
    {"L00", "L08"},                                                  // skin infections
    {"K92", "K92"},                                                  // round 28: a gastrointestinal bleed
    {"N10", "N10"}, {"N17", "N17"},                                  // pyelonephritis, acute kidney injury
}};
constexpr std::array<block, 6> episodic_blocks_2{{
    {"N20", "N23"}, {"N30", "N30"}, {"N39", "N39"},                  // calculi and colic, cystitis, UTI
    {"O00", "P96"},                                                  // pregnancy, perinatal
    {"S00", "T98"},                                                  // injuries, poisonings
    {"U07", "U07"},                                                  // covid-19
}};

}  // namespace

condition_course course_of(std::string_view icd10) noexcept {
  if (icd10.size() < 3) {
    return condition_course::unknown;
  }
  const std::string_view code3 = icd10.substr(0, 3);
  if (within_any(code3, chronic_blocks) || within_any(code3, chronic_blocks_2)) {
    return condition_course::chronic;
  }
  // N39 is UTI only at N39.0 (N39.3/N39.4 are incontinence, which goes on).
  if (code3 == "N39" && !icd10.starts_with("N39.0")) {
    return condition_course::unknown;
  }
  if (within_any(code3, episodic_blocks) || within_any(code3, episodic_blocks_2)) {
    return condition_course::episodic;
  }
  // Symptoms and signs (chapter R) come and go; an abnormal finding such as prediabetes (R73)
  // or a raised blood pressure reading (R03) does not.
  if (code3.front() == 'R' && code3 != "R73" && code3 != "R03") {
    return condition_course::episodic;
  }
  return condition_course::unknown;
}

bool historical_by_course(const clinical::mention_context& ctx, std::string_view icd10) noexcept {
  if (ctx.historical) {
    return !(ctx.dated_onset && course_of(icd10) == condition_course::chronic);
  }
  return ctx.dated_episode && course_of(icd10) == condition_course::episodic;
}

}  // namespace cxs::domain::extraction::detail
