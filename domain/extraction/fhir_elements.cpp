#include "domain/extraction/fhir_elements.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "domain/clinical/vitals.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"

namespace cxs::domain::extraction::fhir_detail {

std::array<std::uint8_t, 20> sha1(const std::vector<std::uint8_t>& message) {
  std::array<std::uint32_t, 5> h{0x67452301U, 0xEFCDAB89U, 0x98BADCFEU, 0x10325476U, 0xC3D2E1F0U};
  std::vector<std::uint8_t> m = message;
  const std::uint64_t bit_length = static_cast<std::uint64_t>(message.size()) * 8U;
  m.push_back(0x80);
  while (m.size() % 64 != 56) {
    m.push_back(0);
  }
  for (int i = 7; i >= 0; --i) {
    m.push_back(static_cast<std::uint8_t>(bit_length >> (i * 8)));
  }
  for (std::size_t chunk = 0; chunk < m.size(); chunk += 64) {
    std::array<std::uint32_t, 80> w{};
    for (std::size_t i = 0; i < 16; ++i) {
      w[i] = (static_cast<std::uint32_t>(m[chunk + 4 * i]) << 24U) |
             (static_cast<std::uint32_t>(m[chunk + 4 * i + 1]) << 16U) |
             (static_cast<std::uint32_t>(m[chunk + 4 * i + 2]) << 8U) | static_cast<std::uint32_t>(m[chunk + 4 * i + 3]);
    }
    for (std::size_t i = 16; i < 80; ++i) {
      w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    }
    std::uint32_t a = h[0];
    std::uint32_t b = h[1];
    std::uint32_t c = h[2];
    std::uint32_t d = h[3];
    std::uint32_t e = h[4];
    for (std::size_t i = 0; i < 80; ++i) {
      std::uint32_t f = 0;
      std::uint32_t k = 0;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5A827999U;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ED9EBA1U;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8F1BBCDCU;
      } else {
        f = b ^ c ^ d;
        k = 0xCA62C1D6U;
      }
      const std::uint32_t temp = rotl(a, 5) + f + e + k + w[i];
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = temp;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
  }
  std::array<std::uint8_t, 20> out{};
  for (std::size_t i = 0; i < 5; ++i) {
    out[4 * i] = static_cast<std::uint8_t>(h[i] >> 24U);
    out[4 * i + 1] = static_cast<std::uint8_t>(h[i] >> 16U);
    out[4 * i + 2] = static_cast<std::uint8_t>(h[i] >> 8U);
    out[4 * i + 3] = static_cast<std::uint8_t>(h[i]);
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  if (c >= 'a' && c <= 'f') {
    return c - 'a' + 10;
  }
  if (c >= 'A' && c <= 'F') {
    return c - 'A' + 10;
  }
  return -1;
}

std::string_view str(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_string()) {
    return {};
  }
  return {v->get_string().data(), v->get_string().size()};
}

std::optional<double> num(const json::value* v) {
  if (v == nullptr) {
    return std::nullopt;
  }
  if (v->is_int64()) {
    return static_cast<double>(v->get_int64());
  }
  if (v->is_uint64()) {
    return static_cast<double>(v->get_uint64());
  }
  if (v->is_double()) {
    return std::isfinite(v->get_double()) ? std::optional<double>(v->get_double()) : std::nullopt;
  }
  return std::nullopt;
}

json::value decimal(double v) {
  if (std::abs(v) < 1e15 && v == std::floor(v)) {
    return static_cast<std::int64_t>(v);
  }
  return v;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

json::object coding(std::string_view system, std::string_view code, std::string_view display) {
  json::object c;
  c["system"] = system;
  c["code"] = code;
  if (!display.empty()) {
    c["display"] = display;
  }
  return c;
}

json::object concept_of(json::array codings, std::string_view text) {
  json::object cc;
  if (!codings.empty()) {
    cc["coding"] = std::move(codings);
  }
  if (!text.empty()) {
    cc["text"] = text;
  }
  return cc;
}

json::object single_concept(std::string_view system, std::string_view code, std::string_view display) {
  json::array codings;
  codings.push_back(coding(system, code, display));
  return concept_of(std::move(codings), {});
}

json::array category(std::string_view system, std::string_view code, std::string_view display) {
  json::array out;
  out.push_back(single_concept(system, code, display));
  return out;
}

json::object quantity(double value, std::string_view unit_display, std::string_view ucum) {
  json::object q;
  q["value"] = decimal(value);
  if (!unit_display.empty()) {
    q["unit"] = unit_display;
  }
  if (!ucum.empty()) {
    q["system"] = ucum_system;
    q["code"] = ucum;
  }
  return q;
}

}  // namespace cxs::domain::extraction::fhir_detail
