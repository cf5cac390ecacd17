// words_said (domain/extraction/workspace.cpp) answers what the diagnosis rule once computed
// with words_of(lower(...)) lists: the same for camelCase, capitals, punctuation and bytes
// past ASCII, without building the lists.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "domain/extraction/engine_detail.hpp"

namespace {

using namespace cxs::domain::extraction::detail;

bool skip_short_or_course(std::string_view w) { return w.size() < 5 || w == "acute" || w == "chronic"; }

bool by_lists(std::string_view said, std::string_view name) {
  const auto s = words_of(lower(said));
  const auto n = words_of(lower(name));
  return std::all_of(n.begin(), n.end(), [&](const std::string& w) {
    return skip_short_or_course(w) || std::find(s.begin(), s.end(), w) != s.end();
  });
}

TEST(WordsSaid, AgreesWithTheWordListsItReplaces) {
  const std::vector<std::string_view> texts{
      "acute bacterial sinusitis", "Acute Sinusitis", "sinusitis", "AcuteSinusitis", "acuteSinusitis",
      "Otitis media, acute", "right middle ear infection", "otitis-media", "Chronic kidney disease stage 3",
      "kidney disease", "Crohn\xE2\x80\x99s disease", "crohn's disease", "type 2 diabetes mellitus", "diabetes",
      "", "  ", "IgA nephropathy", "iga nephropathy", "Nephropathy IGA", "Caf\xC3\xA9 au lait spots",
      "CAF\xC3\x89 AU LAIT SPOTS"};
  for (const auto said : texts) {
    for (const auto name : texts) {
      EXPECT_EQ(words_said(said, name, skip_short_or_course), by_lists(said, name)) << said << " | " << name;
    }
  }
}

}  // namespace
