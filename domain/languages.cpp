#include "domain/languages.hpp"

#include <array>

namespace cxs::domain {
namespace {

constexpr std::array<language, 23> all{{
    {"en", "English"},   {"hi", "Hindi"},      {"bn", "Bengali"},  {"te", "Telugu"},    {"mr", "Marathi"},
    {"ta", "Tamil"},     {"ur", "Urdu"},       {"gu", "Gujarati"}, {"kn", "Kannada"},   {"ml", "Malayalam"},
    {"pa", "Punjabi"},   {"as", "Assamese"},   {"ne", "Nepali"},   {"sd", "Sindhi"},    {"si", "Sinhala"},
    {"sa", "Sanskrit"},  {"ar", "Arabic"},     {"fr", "French"},   {"de", "German"},    {"es", "Spanish"},
    {"pt", "Portuguese"}, {"ru", "Russian"},   {"zh", "Chinese"},
}};

} // namespace

std::span<const language> supported_languages() noexcept { return all; }

bool is_supported_language(std::string_view code) noexcept {
  for (const auto& l : all) {
    if (l.code == code) {
      return true;
    }
  }
  return false;
}

} // namespace cxs::domain
