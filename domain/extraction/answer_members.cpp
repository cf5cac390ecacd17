#include "domain/extraction/answer_members.hpp"

#include <boost/json/value.hpp>

#include <array>
#include <cmath>

namespace cxs::domain::extraction {

std::string string_member(const boost::json::object& o, std::string_view key) {
  if (const auto* v = o.if_contains(key); v != nullptr && v->is_string()) {
    return std::string(v->get_string());
  }
  return {};
}

std::optional<double> number_member(const boost::json::object& o, std::string_view key) {
  if (const auto* v = o.if_contains(key); v != nullptr && v->is_number()) {
    const double d = v->to_number<double>();
    if (std::isfinite(d)) {
      return d;
    }
  }
  return std::nullopt;
}

std::span<const terminology::concept_kind> kinds_of(schema::field_type type) {
  using terminology::concept_kind;
  using schema::field_type;
  static constexpr std::array conditions{concept_kind::condition};
  static constexpr std::array medicines{concept_kind::medicine};
  static constexpr std::array investigations{concept_kind::investigation};
  static constexpr std::array substances{concept_kind::medicine, concept_kind::condition};
  switch (type) {
    case field_type::diagnosis_list:
      return conditions;
    case field_type::medication_list:
      return medicines;
    case field_type::investigation_list:
      return investigations;
    default:
      return substances;
  }
}

}  // namespace cxs::domain::extraction
