#pragma once
// Small SQL helpers shared by the repositories.

#include "persistence/page.hpp"
#include "persistence/pg.hpp"

#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

/// A timestamptz column rendered as ISO 8601 UTC with milliseconds, e.g. 2026-11-22T15:04:05.123Z.
#define CXS_ISO(col) "to_char(" col " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

namespace cxs::persistence {

/// Tells every replica's key cache (via NOTIFY on commit) that `kind` ("key", "org",
/// "project") `id` changed. Call inside the transaction that makes the change.
void notify_cache_change(pg::connection& conn, const std::string& kind, const std::string& id);

/// True when the organisation has this API in a live (not deleted) project.
[[nodiscard]] bool api_visible(pg::connection& conn, const std::string& org_id, const std::string& api_id);

/// The page of a keyset query that asked for `limit + 1` rows: the first `limit` rows
/// through `item(rows, i)`, and, when a further row exists, `position(rows, last shown row)`
/// as where the next page starts (by default column 0 of that row: its id).
template <class Item, class Position>
[[nodiscard]] auto keyset_page(const pg::result& rows, int limit, Item item, Position position)
    -> page<std::invoke_result_t<Item, const pg::result&, int>> {
  page<std::invoke_result_t<Item, const pg::result&, int>> out;
  const int shown = rows.rows() < limit ? rows.rows() : limit;
  out.items.reserve(static_cast<std::size_t>(shown));
  for (int i = 0; i < shown; ++i) {
    out.items.push_back(item(rows, i));
  }
  if (rows.rows() > limit && limit > 0) {
    out.next_position = position(rows, limit - 1);
  }
  return out;
}

template <class Item>
[[nodiscard]] auto keyset_page(const pg::result& rows, int limit, Item item) {
  return keyset_page(rows, limit, std::move(item), [](const pg::result& r, int row) { return r.text(row, 0); });
}

/// Column `col` of `row` as text, nullopt when NULL.
[[nodiscard]] inline std::optional<std::string> text_or_null(const pg::result& r, int row, int col) {
  return r.is_null(row, col) ? std::nullopt : std::optional<std::string>(r.text(row, col));
}

/// A jsonb/json column (sent as text) parsed; null when NULL or, defensively, unparsable.
[[nodiscard]] boost::json::value json_column(const pg::result& r, int row, int col);

/// A text[] column sent as array_to_string(col, ','): its elements (none contain a comma).
[[nodiscard]] std::vector<std::string> comma_list(const std::string& joined);

} // namespace cxs::persistence
