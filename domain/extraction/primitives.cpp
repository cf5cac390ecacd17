// The CONTRACT shapes of the medical primitives, with evidence in code points.

#include "domain/extraction/engine_detail.hpp"

#include <boost/json.hpp>

#include <algorithm>

namespace cxs::domain::extraction::detail {

std::size_t code_point(const text::offset_map& map, std::size_t byte) {
  // Clamped: on malformed UTF-8 (a stray continuation byte) the map can overshoot.
  return std::min(map.to_code_point(byte), map.code_points());
}

boost::json::object span_json(const text::offset_map& map, text::byte_span span, const boost::json::storage_ptr& sp) {
  const auto start = code_point(map, span.start);
  const auto end = std::max(start, code_point(map, span.end));
  // Reserved and emplaced: the initializer-list constructor costs about a fifth more.
  boost::json::object o(sp);
  o.reserve(2);
  o.emplace("start", start);
  o.emplace("end", end);
  return o;
}

boost::json::object to_json(const diagnosis_fact& fact, const text::offset_map& map,
                            const boost::json::storage_ptr& sp) {
  return boost::json::object({{"name", fact.name},
                              {"icd10", fact.icd10},
                              {"snomed", fact.snomed},
                              {"status", fact.status},
                              {"evidence", span_json(map, fact.evidence, sp)}},
                             sp);
}

boost::json::object to_json(const investigation_fact& fact, const text::offset_map& map,
                            const boost::json::storage_ptr& sp) {
  boost::json::object o(sp);
  o.reserve(5);  // every member up front: the object does not grow by reallocation
  o["name"] = fact.name;
  o["loinc"] = fact.loinc;
  o["status"] = fact.status;
  if (fact.status == "resulted" && !fact.result.empty()) {
    o["result"] = fact.result;
  }
  o["evidence"] = span_json(map, fact.evidence, sp);
  return o;
}

boost::json::object to_json(const allergy_fact& fact, const text::offset_map& map, const boost::json::storage_ptr& sp) {
  return boost::json::object({{"substance", fact.substance},
                              {"reaction", fact.reaction},
                              {"severity", fact.severity},
                              {"snomed", fact.snomed},
                              {"evidence", span_json(map, fact.evidence, sp)}},
                             sp);
}

boost::json::object to_json(const clinical::medication_item& item, const text::offset_map& map,
                            const boost::json::storage_ptr& sp) {
  // Built in the evidence object's storage.
  return clinical::to_json(item, span_json(map, item.evidence, sp));
}

boost::json::object vitals_json(const clinical::vitals_block& block, const text::offset_map& map,
                                const boost::json::storage_ptr& sp) {
  return clinical::to_json(block, [&map, &sp](text::byte_span span) { return span_json(map, span, sp); }, sp);
}

} // namespace cxs::domain::extraction::detail
