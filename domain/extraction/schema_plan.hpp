#pragma once
// What the extraction rules read from a schema's fields besides the text: each field's cue
// phrases (hints, label, key as words) compiled into matchers, its words, and the sections
// its names point at. These depend only on the schema, so a published API's snapshot makes
// them once (actors/published_cache) instead of every extraction making them again: for a
// 300-word consult and the demo's 14 fields that was about 110 k instructions of 920 k.

#include "domain/schema/schema.hpp"

#include <memory>
#include <utility>
#include <vector>

namespace cxs::domain::extraction {

namespace detail {
struct field_plan;
} // namespace detail

class schema_plan {
 public:
  /// Plans every field of `schema`, nested members included. The plan refers to the
  /// schema's fields by address: keep `schema` alive, unchanged, as long as the plan.
  explicit schema_plan(const schema::extraction_schema& schema);
  ~schema_plan();
  schema_plan(schema_plan&&) noexcept;
  schema_plan& operator=(schema_plan&&) noexcept;
  schema_plan(const schema_plan&) = delete;
  schema_plan& operator=(const schema_plan&) = delete;

  /// The schema this plan was made from.
  [[nodiscard]] const schema::extraction_schema* source() const noexcept { return schema_; }
  /// The plan of `field`; nullptr when it is not a field of `source()`.
  [[nodiscard]] const detail::field_plan* find(const schema::field& field) const noexcept;

 private:
  const schema::extraction_schema* schema_;
  /// Sorted by field address.
  std::vector<std::pair<const schema::field*, std::unique_ptr<const detail::field_plan>>> fields_;
};

} // namespace cxs::domain::extraction
