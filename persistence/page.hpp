#pragma once
// One page of a keyset-paginated list, as every list query returns it: plain rows and the
// raw position after the last one. The HTTP layer turns the position into the opaque
// `nextCursor` (http/render_page.hpp); nothing here knows about JSON.

#include <optional>
#include <string>
#include <vector>

namespace cxs::persistence {

template <class T>
struct page {
  std::vector<T> items;
  /// Where the next page starts (e.g. the last row's id); nullopt on the last page.
  std::optional<std::string> next_position;
};

} // namespace cxs::persistence
