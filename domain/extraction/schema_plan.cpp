#include "domain/extraction/schema_plan.hpp"

#include "domain/extraction/engine_detail.hpp"

#include <algorithm>
#include <functional>

namespace cxs::domain::extraction {
namespace {

bool by_address(const std::pair<const schema::field*, std::unique_ptr<const detail::field_plan>>& a,
                const schema::field* b) {
  return std::less<const schema::field*>{}(a.first, b);
}

} // namespace

schema_plan::schema_plan(const schema::extraction_schema& schema) : schema_(&schema) {
  const auto fields = schema.all_fields();
  fields_.reserve(fields.size());
  for (const auto* f : fields) {
    fields_.emplace_back(f, std::make_unique<const detail::field_plan>(detail::plan_field(*f)));
  }
  std::sort(fields_.begin(), fields_.end(),
            [](const auto& a, const auto& b) { return std::less<const schema::field*>{}(a.first, b.first); });
}

schema_plan::~schema_plan() = default;
schema_plan::schema_plan(schema_plan&&) noexcept = default;
schema_plan& schema_plan::operator=(schema_plan&&) noexcept = default;

const detail::field_plan* schema_plan::find(const schema::field& field) const noexcept {
  const auto it = std::lower_bound(fields_.begin(), fields_.end(), &field, by_address);
  return it != fields_.end() && it->first == &field ? it->second.get() : nullptr;
}

namespace detail {

const field_plan& plan_of(field_env& env, const schema::field& field) {
  if (const auto* p = env.plan.find(field)) {
    return *p;
  }
  env.unplanned.push_back(std::make_unique<const field_plan>(plan_field(field)));
  return *env.unplanned.back();
}

} // namespace detail
} // namespace cxs::domain::extraction
