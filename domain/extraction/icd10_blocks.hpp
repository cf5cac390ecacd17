// The blocks of the WHO ICD-10 (the groups of three-character categories under a chapter,
// "L20-L30 Dermatitis and eczema", "S80-S89 Injuries to the knee and lower leg"), by their first
// category, in code order. Two rows of one block name the same kind of disorder of the same
// organ or region, which is what tells a renaming in apposition ("a right ankle fracture , a
// lateral malleolus fracture") from a second problem.
// source: WHO ICD-10 Version 2019 four-character metadata, blocks.txt (shared/reference/icd10-who),
// 263 blocks; the blocks do not overlap (U00-U49 sorts before V01).

#pragma once

#include <algorithm>
#include <array>
#include <string_view>

namespace cxs::domain::extraction::detail {

inline constexpr std::array<std::string_view, 263> icd10_block_starts{
    "A00", "A15", "A20", "A30", "A50", "A65", "A70", "A75", "A80", "A90", "B00", "B15", "B20", "B25", "B35",
    "B50", "B65", "B85", "B90", "B95", "B99", "C00", "C15", "C30", "C40", "C43", "C45", "C50", "C51", "C60",
    "C64", "C69", "C73", "C76", "C81", "C97", "D00", "D10", "D37", "D50", "D55", "D60", "D65", "D70", "D80",
    "E00", "E10", "E15", "E20", "E40", "E50", "E65", "E70", "F00", "F10", "F20", "F30", "F40", "F50", "F60",
    "F70", "F80", "F90", "F99", "G00", "G10", "G20", "G30", "G35", "G40", "G50", "G60", "G70", "G80", "G90",
    "H00", "H10", "H15", "H25", "H30", "H40", "H43", "H46", "H49", "H53", "H55", "H60", "H65", "H80", "H90",
    "I00", "I05", "I10", "I20", "I26", "I30", "I60", "I70", "I80", "I95", "J00", "J09", "J20", "J30", "J40",
    "J60", "J80", "J85", "J90", "J95", "K00", "K20", "K35", "K40", "K50", "K55", "K65", "K70", "K80", "K90",
    "L00", "L10", "L20", "L40", "L50", "L55", "L60", "L80", "M00", "M05", "M15", "M20", "M30", "M40", "M45",
    "M50", "M60", "M65", "M70", "M80", "M86", "M91", "M95", "N00", "N10", "N17", "N20", "N25", "N30", "N40",
    "N60", "N70", "N80", "N99", "O00", "O10", "O20", "O30", "O60", "O80", "O85", "O94", "P00", "P05", "P10",
    "P20", "P35", "P50", "P70", "P75", "P80", "P90", "Q00", "Q10", "Q20", "Q30", "Q35", "Q38", "Q50", "Q60",
    "Q65", "Q80", "Q90", "R00", "R10", "R20", "R25", "R30", "R40", "R47", "R50", "R70", "R80", "R83", "R90",
    "R95", "S00", "S10", "S20", "S30", "S40", "S50", "S60", "S70", "S80", "S90", "T00", "T08", "T15", "T20",
    "T26", "T29", "T33", "T36", "T51", "T66", "T79", "T80", "T90", "U00", "U80", "V01", "V10", "V20", "V30",
    "V40", "V50", "V60", "V70", "V80", "V90", "V95", "V98", "W00", "W20", "W50", "W65", "W75", "W85", "X00",
    "X10", "X20", "X30", "X40", "X50", "X58", "X60", "X85", "Y10", "Y35", "Y40", "Y60", "Y70", "Y83", "Y85",
    "Y90", "Z00", "Z20", "Z30", "Z40", "Z55", "Z70", "Z80",
};

/// The first category of the block `code` ("L23.7") falls in ("L20"); empty for no code.
[[nodiscard]] inline std::string_view icd10_block_of(std::string_view code) {
  if (code.size() < 3) {
    return {};
  }
  const auto category = code.substr(0, 3);
  const auto it = std::upper_bound(icd10_block_starts.begin(), icd10_block_starts.end(), category);
  return it == icd10_block_starts.begin() ? std::string_view{} : *(it - 1);
}

/// Whether two codes fall in the same block ("N30.0" and "N39.0": N30-N39).
[[nodiscard]] inline bool same_icd10_block(std::string_view a, std::string_view b) {
  const auto x = icd10_block_of(a);
  return !x.empty() && x == icd10_block_of(b);
}

} // namespace cxs::domain::extraction::detail
