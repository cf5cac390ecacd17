#pragma once
// Internal to extraction/insights*.cpp: the rules on medicines — a prescribed drug that
// conflicts with a recorded allergy (by ingredient, class or cross-reactive class), and
// duplicate therapy (two drugs of one class or ingredient).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/insights_common.hpp"

namespace cxs::domain::extraction::insights_detail {

// --- drug–allergy ---------------------------------------------------------------------

struct class_alias {
  std::string_view word;
  std::string_view drug_class;
};

// Allergy words that name a drug class rather than one drug.
inline constexpr std::array<class_alias, 30> class_aliases{{
    {"penicillin", "penicillin"},          {"penicillins", "penicillin"},
    {"sulfa", "sulfonamide"},              {"sulpha", "sulfonamide"},
    {"sulfonamide", "sulfonamide"},        {"sulfonamides", "sulfonamide"},
    {"sulphonamide", "sulfonamide"},       {"sulphonamides", "sulfonamide"},
    {"nsaid", "nsaid"},                    {"nsaids", "nsaid"},
    {"cephalosporin", "cephalosporin"},    {"cephalosporins", "cephalosporin"},
    {"quinolone", "fluoroquinolone"},      {"quinolones", "fluoroquinolone"},
    {"fluoroquinolone", "fluoroquinolone"}, {"fluoroquinolones", "fluoroquinolone"},
    {"macrolide", "macrolide"},            {"macrolides", "macrolide"},
    {"opioid", "opioid"},                  {"opioids", "opioid"},
    {"opiates", "opioid"},                 {"aminoglycoside", "aminoglycoside"},
    {"aminoglycosides", "aminoglycoside"}, {"carbapenem", "carbapenem"},
    {"carbapenems", "carbapenem"},         {"statin", "statin"},
    {"statins", "statin"},                 {"tetracyclines", "tetracycline"},
    {"benzodiazepines", "benzodiazepine"}, {"ace inhibitors", "ace_inhibitor"},
}};

// Classes within which an allergy to one member is a caution for the others.
inline constexpr std::array<std::string_view, 16> cross_reactive_classes{
    "penicillin",    "cephalosporin", "carbapenem",      "sulfonamide",    "nsaid",          "macrolide",
    "fluoroquinolone", "tetracycline", "aminoglycoside", "opioid",         "local_anaesthetic", "ace_inhibitor",
    "glycopeptide",  "lincosamide",   "nitroimidazole",  "azole_antifungal"};

std::string class_display(std::string_view c);

struct drug_profile {
  std::string display;                ///< name for titles
  std::vector<std::string> ingredients;  ///< lower-case generics
  std::vector<std::string> classes;      ///< class tokens
  std::string route;
};

// Generic and classes from the medicine table, for a name the facts did not resolve.
void fill_from_table(std::string_view name, drug_profile& p);

drug_profile profile_of(const clinical::medication_item& m);

bool contains(const std::vector<std::string>& v, std::string_view s);

// Sulfonamide antibiotics and relatives the class column does not mark ("sulfasalazine",
// "silver sulfadiazine"); sulfates are salts, not sulfonamides.
bool sulfonamide_by_name(const drug_profile& p);

struct allergen {
  std::string substance;               ///< as recorded
  std::string class_named;             ///< the class the substance names ("penicillin" → penicillin)
  drug_profile drug;                   ///< when the substance is a drug
  bool severe = false;
  std::optional<text::byte_span> evidence;  ///< none for allergies from the prior note
  bool from_prior_note = false;
};

allergen allergen_of(std::string_view substance, std::string_view drug_class, std::string_view severity_text,
                     std::string_view reaction);

void drug_allergy(const std::vector<allergen>& allergens,
                  const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                  std::vector<item>& out);

// --- duplicate therapy ----------------------------------------------------------------

// Classes whose members are routinely given together.
inline constexpr std::array<std::string_view, 22> co_prescribed_classes{
    "vitamin",         "vitamin_d",        "multivitamin",      "supplement",      "iron_supplement",
    "calcium_supplement", "mineral_supplement", "electrolyte_supplement", "probiotic", "iv_fluid",
    "oral_rehydration", "vaccine",         "insulin",           "beta_lactamase_inhibitor", "ocular_lubricant",
    "emollient",       "nasal_saline",     "antiseptic",        "topical_antiseptic", "antacid",
    "antiseptic_lozenge", "immunoglobulin"};

bool is_local_route(std::string_view route);

void duplicate_therapy(const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                       std::vector<item>& out);

}  // namespace cxs::domain::extraction::insights_detail
