#include "domain/slug.hpp"

namespace cxs::domain {

bool valid_slug(std::string_view slug) {
  if (slug.size() < 2 || slug.size() > 63) {
    return false;
  }
  for (std::size_t i = 0; i < slug.size(); ++i) {
    const char c = slug[i];
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!alnum && !(i > 0 && c == '-')) {
      return false;
    }
  }
  return true;
}

std::string slugify(std::string_view name) {
  std::string out;
  bool dash = false;
  for (char c : name) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      if (dash && !out.empty()) {
        out.push_back('-');
      }
      dash = false;
      out.push_back(c);
    } else {
      dash = true;
    }
    if (out.size() >= 63) {
      break;
    }
  }
  return out;
}

} // namespace cxs::domain
