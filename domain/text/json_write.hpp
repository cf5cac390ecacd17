#pragma once
// The JSON text every response body, SSE frame and log line is written with.
//
// Why not boost::json::serialize: Boost.JSON 1.81 writes every double in exponent form
// (a temperature of 38.33 as `3.833E1`, a dose of 6.25 mg as `6.25E0`). That is valid JSON,
// but integration engineers read these bodies by eye, copy them into FHIR tooling and diff
// them, and nobody writes a temperature that way. This writer walks the same DOM and writes
// numbers as people and FHIR examples do: the shortest decimal that reads back to the same
// double (`std::to_chars`), so 38.33 stays `38.33` and 120.0 is `120`. Strings, integers,
// arrays and objects come out byte for byte as Boost.JSON writes them (the unit tests compare).

#include <boost/json/fwd.hpp>
#include <string>

namespace cxs::domain::text {

/// Appends `v` as compact JSON text. A double that is not finite (which no parser gives and
/// JSON cannot say) is written as null.
void append_json(std::string& out, const boost::json::value& v);
void append_json(std::string& out, const boost::json::object& o);
void append_json(std::string& out, const boost::json::array& a);

/// `v` as compact JSON text. The object and array overloads spare the copy a conversion to
/// `value` would make of a whole response body.
std::string write_json(const boost::json::value& v);
std::string write_json(const boost::json::object& o);
std::string write_json(const boost::json::array& a);

} // namespace cxs::domain::text
