#include "domain/text/json_write.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <charconv>
#include <cmath>

#include "domain/text/json_text.hpp"

namespace cxs::domain::text {

namespace {

void append_double(std::string& out, double d) {
  if (!std::isfinite(d)) {
    out += "null";
    return;
  }
  // Shortest round-trip form: "38.33", "120", "1e-07", "1e+21"; all valid JSON numbers.
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, d);
  out.append(buf, static_cast<std::size_t>(r.ptr - buf));
}

} // namespace

void append_json(std::string& out, const boost::json::value& v) {
  switch (v.kind()) {
  case boost::json::kind::null: out += "null"; return;
  case boost::json::kind::bool_: out += v.get_bool() ? "true" : "false"; return;
  case boost::json::kind::int64: append_json_int(out, v.get_int64()); return;
  case boost::json::kind::uint64: append_json_int(out, v.get_uint64()); return;
  case boost::json::kind::double_: append_double(out, v.get_double()); return;
  case boost::json::kind::string: append_json_string(out, v.get_string()); return;
  case boost::json::kind::array: append_json(out, v.get_array()); return;
  case boost::json::kind::object: append_json(out, v.get_object()); return;
  }
}

void append_json(std::string& out, const boost::json::array& a) {
  out.push_back('[');
  bool first = true;
  for (const auto& item : a) {
    if (!first) {
      out.push_back(',');
    }
    first = false;
    append_json(out, item);
  }
  out.push_back(']');
}

void append_json(std::string& out, const boost::json::object& o) {
  out.push_back('{');
  bool first = true;
  for (const auto& member : o) {
    if (!first) {
      out.push_back(',');
    }
    first = false;
    append_json_key(out, member.key());
    append_json(out, member.value());
  }
  out.push_back('}');
}

std::string write_json(const boost::json::value& v) {
  std::string out;
  append_json(out, v);
  return out;
}

std::string write_json(const boost::json::object& o) {
  std::string out;
  append_json(out, o);
  return out;
}

std::string write_json(const boost::json::array& a) {
  std::string out;
  append_json(out, a);
  return out;
}

} // namespace cxs::domain::text
