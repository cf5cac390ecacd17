#pragma once
// The one place a list page becomes its body (docs/api.md "Pagination"):
//   {"items": [...], "nextCursor": "<opaque>" | null}
// Items are rendered by the row's *_json function (http/render_rows.hpp); the cursor is the
// page's raw position made opaque by encode_cursor, and null on the last page.

#include "http/request_util.hpp"
#include "persistence/page.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <optional>
#include <string>

namespace cxs::http {

/// `nextCursor`: the position encoded for the client, or null.
[[nodiscard]] boost::json::value cursor_json(const std::optional<std::string>& next_position);

/// {items: [render(item)…], nextCursor}.
template <class T, class Render>
[[nodiscard]] boost::json::object page_json(const persistence::page<T>& page, Render render) {
  boost::json::array items;
  items.reserve(page.items.size());
  for (const auto& item : page.items) {
    items.emplace_back(render(item));
  }
  return boost::json::object{{"items", std::move(items)}, {"nextCursor", cursor_json(page.next_position)}};
}

/// Answers 200 with the page's body.
template <class T, class Render>
void respond_page(const context_ptr& ctx, const persistence::page<T>& page, Render render) {
  respond_json(ctx, 200, page_json(page, render));
}

/// Answers 200 with the page's body, or 404 NOT_FOUND with `missing` (e.g. "No such
/// project.") when the repository found no visible parent for the list (nullopt).
template <class T, class Render>
void respond_page(const context_ptr& ctx, const std::optional<persistence::page<T>>& page, Render render,
                  const char* missing) {
  if (!page) {
    return ctx->fail(actors::api_error::of(domain::error_code::not_found, missing));
  }
  respond_page(ctx, *page, render);
}

} // namespace cxs::http
