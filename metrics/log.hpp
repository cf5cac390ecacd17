#pragma once
// Structured logging: one JSON object per line on stdout. Callers pass only safe fields:
// never a request body, a transcript, a key, a token or a patient detail.

#include <boost/json/value.hpp>

#include <initializer_list>
#include <string>
#include <type_traits>
#include <string_view>
#include <utility>

namespace cxs::log {

enum class level { debug, info, warn, error };

/// Sets the lowest level written; lower ones are dropped.
void set_level(level lowest);

/// Parses "debug", "info", "warn", "error"; unknown text gives info.
[[nodiscard]] level parse_level(std::string_view text);

/// One key/value of a log line; accepts strings, numbers, booleans and JSON values.
/// Text is held as a view (a field lives only for the log call it is written in): one
/// copy less per string per line, and the access log writes ~4 strings per request.
struct field {
  field(std::string_view k, const std::string& v) : key(k), text(v), is_text(true) {}
  field(std::string_view k, std::string_view v) : key(k), text(v), is_text(true) {}
  field(std::string_view k, const char* v) : key(k), text(v), is_text(true) {}
  field(std::string_view k, bool v) : key(k), value(v) {}
  template <class T>
    requires std::is_arithmetic_v<T>
  field(std::string_view k, T v) : key(k), value(v) {}
  field(std::string_view k, boost::json::value v) : key(k), value(std::move(v)) {}
  std::string_view key;
  std::string_view text;      ///< the value when is_text
  boost::json::value value;   ///< the value otherwise
  bool is_text = false;
};

/// Writes {"ts":…,"level":…,"msg":…, fields…} as one line; thread-safe.
void write(level lvl, std::string_view msg, std::initializer_list<field> fields = {});

inline void info(std::string_view msg, std::initializer_list<field> fields = {}) { write(level::info, msg, fields); }
inline void warn(std::string_view msg, std::initializer_list<field> fields = {}) { write(level::warn, msg, fields); }
inline void error(std::string_view msg, std::initializer_list<field> fields = {}) { write(level::error, msg, fields); }

} // namespace cxs::log
