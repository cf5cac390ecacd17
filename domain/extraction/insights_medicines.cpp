#include "domain/extraction/insights_medicines.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <re2/re2.h>

#include "domain/clinical/context.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::extraction::insights_detail {

namespace json = boost::json;

std::string class_display(std::string_view c) {
  if (c == "nsaid") {
    return "NSAID";
  }
  if (c == "ppi") {
    return "proton pump inhibitor";
  }
  if (c == "ace_inhibitor") {
    return "ACE inhibitor";
  }
  if (c == "arb") {
    return "angiotensin receptor blocker";
  }
  if (c == "ccb") {
    return "calcium channel blocker";
  }
  if (c == "ssri") {
    return "SSRI";
  }
  if (c == "snri") {
    return "SNRI";
  }
  if (c == "tca") {
    return "tricyclic antidepressant";
  }
  if (c == "saba") {
    return "short-acting beta agonist";
  }
  if (c == "laba") {
    return "long-acting beta agonist";
  }
  if (c == "ics") {
    return "inhaled corticosteroid";
  }
  if (c == "sulfonamide") {
    return "sulfonamide";
  }
  std::string out(c);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

void fill_from_table(std::string_view name, drug_profile& p) {
  const auto& term = terminology::default_terminology();
  const auto ref = term.lookup(name);
  if (!ref || ref->kind != terminology::concept_kind::medicine || ref->row >= term.medicines().size()) {
    return;
  }
  const auto& row = term.medicines()[ref->row];
  if (p.ingredients.empty()) {
    p.ingredients = split(row.generic, " + ");
  }
  if (p.classes.empty()) {
    for (const auto c : row.classes) {
      p.classes.emplace_back(c);
    }
  }
  if (p.route.empty()) {
    p.route = std::string(row.route);
  }
}

drug_profile profile_of(const clinical::medication_item& m) {
  drug_profile p;
  p.display = m.generic.empty() ? m.name : m.generic;
  p.ingredients = split(m.generic, " + ");
  p.classes = split(m.drug_class, "|");
  p.route = to_lower(m.route);
  if (p.ingredients.empty() || p.classes.empty()) {
    fill_from_table(m.generic.empty() ? std::string_view(m.name) : std::string_view(m.generic), p);
  }
  if (p.ingredients.empty() && !m.name.empty()) {
    p.ingredients.push_back(to_lower(m.name));
  }
  return p;
}

bool contains(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

bool sulfonamide_by_name(const drug_profile& p) {
  for (const auto& ing : p.ingredients) {
    for (std::size_t pos = 0; pos < ing.size();) {
      const auto end = ing.find(' ', pos);
      const auto word = std::string_view(ing).substr(pos, end == std::string::npos ? std::string::npos : end - pos);
      if ((word.rfind("sulfa", 0) == 0 || word.rfind("sulpha", 0) == 0) && word.find("sulfate") == std::string_view::npos &&
          word.find("sulphate") == std::string_view::npos) {
        return true;
      }
      if (end == std::string::npos) {
        break;
      }
      pos = end + 1;
    }
  }
  return false;
}

allergen allergen_of(std::string_view substance, std::string_view drug_class, std::string_view severity_text,
                     std::string_view reaction) {
  allergen a;
  a.substance = std::string(trim(substance));
  const auto lower = to_lower(a.substance);
  for (const auto& alias : class_aliases) {
    if (has_word(lower, alias.word)) {
      a.class_named = std::string(alias.drug_class);
      break;
    }
  }
  a.drug.display = a.substance;
  a.drug.classes = split(drug_class, "|");
  if (a.class_named.empty()) {
    fill_from_table(lower, a.drug);
    if (a.drug.ingredients.empty()) {
      a.drug.ingredients.push_back(lower);
    }
  }
  const auto reaction_lower = to_lower(reaction);
  a.severe = to_lower(severity_text) == "severe" || reaction_lower.find("anaphyla") != std::string::npos;
  return a;
}

void drug_allergy(const std::vector<allergen>& allergens,
                  const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                  std::vector<item>& out) {
  for (const auto& a : allergens) {
    for (const auto& [m, p] : meds) {
      item it;
      it.kind = schema::insight_kind::drug_allergy;
      const std::string where = a.from_prior_note ? " (allergy recorded in the prior note)" : "";
      const std::string med = m->name.empty() ? p.display : m->name;
      bool same_drug = false;
      for (const auto& ing : a.drug.ingredients) {
        same_drug = same_drug || contains(p.ingredients, ing);
      }
      std::string shared_class;
      for (const auto& c : a.drug.classes) {
        if (contains(p.classes, c) &&
            std::find(cross_reactive_classes.begin(), cross_reactive_classes.end(), c) != cross_reactive_classes.end()) {
          shared_class = c;
          break;
        }
      }
      const bool member = !a.class_named.empty() &&
                          (contains(p.classes, a.class_named) || (a.class_named == "sulfonamide" && sulfonamide_by_name(p)));
      const bool penicillin_allergy = a.class_named == "penicillin" || contains(a.drug.classes, "penicillin");
      const bool beta_lactam = contains(p.classes, "cephalosporin") || contains(p.classes, "carbapenem");
      if (a.class_named.empty() && same_drug) {
        it.code = "ALLERGEN_PRESCRIBED";
        it.level = severity::critical;
        it.title = "Allergy to " + a.substance + ": " + med + " prescribed";
        it.detail = med + " contains " + a.substance + ", to which the patient is allergic" + where + ".";
      } else if (member) {
        it.code = "ALLERGEN_CLASS_PRESCRIBED";
        it.level = severity::critical;
        it.title = "Allergy to " + a.substance + ": " + med + " prescribed";
        it.detail = med + " is a " + class_display(a.class_named) + "; the patient is allergic to " + a.substance +
                    where + ".";
      } else if (!shared_class.empty()) {
        it.code = "CROSS_REACTIVITY";
        it.level = (a.severe || shared_class == "penicillin") ? severity::critical : severity::warning;
        it.title = "Possible cross-reactivity: " + a.substance + " allergy and " + med;
        it.detail = med + " and " + a.substance + " are both " + class_display(shared_class) +
                    "s; an allergy to one is a caution for the other" + where + ".";
      } else if (penicillin_allergy && beta_lactam) {
        it.code = "BETA_LACTAM_CROSS_REACTIVITY";
        it.level = severity::info;
        it.title = "Penicillin allergy and " + med;
        it.detail = med + " is a beta-lactam; cross-reactivity with a penicillin allergy is uncommon but possible" +
                    where + ".";
      } else {
        continue;
      }
      if (a.evidence) {
        it.evidence.push_back(*a.evidence);
      }
      it.evidence.push_back(m->evidence);
      out.push_back(std::move(it));
    }
  }
}

bool is_local_route(std::string_view route) {
  return route == "topical" || route == "ophthalmic" || route == "otic" || route == "nasal" || route == "vaginal";
}

void duplicate_therapy(const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                       std::vector<item>& out) {
  for (std::size_t i = 0; i < meds.size(); ++i) {
    for (std::size_t j = i + 1; j < meds.size(); ++j) {
      const auto& [a, pa] = meds[i];
      const auto& [b, pb] = meds[j];
      std::string shared_ingredient;
      for (const auto& ing : pa.ingredients) {
        if (contains(pb.ingredients, ing)) {
          shared_ingredient = ing;
          break;
        }
      }
      std::vector<std::string> shared_classes;
      for (const auto& c : pa.classes) {
        if (contains(pb.classes, c) &&
            std::find(co_prescribed_classes.begin(), co_prescribed_classes.end(), c) == co_prescribed_classes.end()) {
          shared_classes.push_back(c);
        }
      }
      if (shared_ingredient.empty() && shared_classes.empty()) {
        continue;
      }
      const std::string name_a = a->name.empty() ? pa.display : a->name;
      const std::string name_b = b->name.empty() ? pb.display : b->name;
      item it;
      it.kind = schema::insight_kind::duplicate_therapy;
      it.evidence = {a->evidence, b->evidence};
      const bool local_and_systemic = is_local_route(pa.route) != is_local_route(pb.route);
      const bool only_antiplatelet = shared_ingredient.empty() && shared_classes.size() == 1 &&
                                     shared_classes.front() == "antiplatelet";
      it.level = (local_and_systemic || only_antiplatelet) ? severity::info : severity::warning;
      if (!shared_ingredient.empty()) {
        it.code = "DUPLICATE_INGREDIENT";
        it.title = "Duplicate " + shared_ingredient + ": " + name_a + " and " + name_b;
        it.detail = name_a + " and " + name_b + " both contain " + shared_ingredient +
                    "; check the total daily dose.";
      } else {
        std::string classes;
        for (std::size_t k = 0; k < shared_classes.size(); ++k) {
          classes += (k == 0 ? "" : ", ") + class_display(shared_classes[k]);
        }
        it.code = only_antiplatelet ? "DUAL_ANTIPLATELET" : "DUPLICATE_CLASS";
        it.title = only_antiplatelet ? "Dual antiplatelet therapy: " + name_a + " and " + name_b
                                     : "Two " + class_display(shared_classes.front()) + "s: " + name_a + " and " + name_b;
        it.detail = only_antiplatelet
                        ? name_a + " and " + name_b + " are both antiplatelets; confirm dual therapy is intended."
                        : name_a + " and " + name_b + " share a class (" + classes +
                              "); using both adds risk without adding benefit unless intended.";
      }
      if (local_and_systemic) {
        it.detail += " One is a local (topical) form, so the overlap is usually intended.";
      }
      out.push_back(std::move(it));
    }
  }
}

}  // namespace cxs::domain::extraction::insights_detail
