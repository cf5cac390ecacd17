// Two readings of terminology::impl::match that turn words into lab tests, apart from the
// matcher's main pass (terminology_match.cpp) so that each file stays one idea: lab values
// written with chemical symbols, and a drug word listed beside tests ("cbc, iron, b12").
#include "domain/terminology/terminology_impl.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace cxs::domain::terminology {

using namespace detail;

void terminology::impl::match_lab_symbols(std::string_view text, const std::vector<token>& toks,
                                          std::vector<concept_match>& out, std::size_t first) const {
  const std::size_t had = out.size();
  for (std::size_t k = 0; k < toks.size(); ++k) {
    const std::size_t b = toks[k].begin;
    const std::size_t len = toks[k].end - b;
    // One byte read for nearly every word, tested first with one compare: a capital is rare,
    // where a length over 4 is about every other word (a branch on it mispredicted often).
    if (static_cast<unsigned char>(text[b] - 'A') > 'Z' - 'A' || len > 4) {
      continue;
    }
    const std::string_view written = text.substr(b, len);
    const auto sym = std::find_if(lab_symbols.begin(), lab_symbols.end(),
                                  [written](const detail::lab_symbol& s) { return s.symbol == written; });
    if (sym == lab_symbols.end() || (b > 0 && std::isalnum(static_cast<unsigned char>(text[b - 1])) != 0)) {
      continue;
    }
    // "vitamin K 10 mg": the letter of a vitamin.
    if (k > 0 && text.substr(toks[k - 1].begin, toks[k - 1].end - toks[k - 1].begin).size() == 7 &&
        (text.substr(toks[k - 1].begin, 7) == "vitamin" || text.substr(toks[k - 1].begin, 7) == "Vitamin")) {
      continue;
    }
    // The value: "Na 131", "K+ 3.2", "Cl: 101", "Cr=0.9"; not "Ca 19-9" (a tumour marker) nor
    // a number with more after it ("K 3.2.1").
    std::size_t at = toks[k].end;
    while (at < text.size() && (text[at] == ' ' || text[at] == ':' || text[at] == '=' || text[at] == '+')) {
      ++at;
    }
    const std::size_t digits = at;
    // Digits, and a decimal point only with a digit after it ("Cr 0.9." ends with the
    // sentence's full stop, which is no part of the value).
    while (at < text.size() && ((text[at] >= '0' && text[at] <= '9') ||
                                (text[at] == '.' && at + 1 < text.size() && text[at + 1] >= '0' && text[at + 1] <= '9'))) {
      ++at;
    }
    if (at == digits || (at < text.size() && (text[at] == '-' || text[at] == '/' ||
                                              std::isalpha(static_cast<unsigned char>(text[at])) != 0))) {
      continue;
    }
    const auto value = text::parse_number(text.substr(digits, at - digits));
    if (!value || *value < sym->low || *value > sym->high) {
      continue;
    }
    const bool covered = std::any_of(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                     [&](const concept_match& m) { return m.begin < toks[k].end && b < m.end; });
    if (covered) {
      continue;
    }
    concept_match m;
    m.kind = concept_kind::investigation;
    m.row = sym->investigation;
    m.begin = b;
    m.end = toks[k].end;
    m.source = match_source::rule;
    out.push_back(m);
  }
  if (out.size() != had) {
    std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                     [](const concept_match& x, const concept_match& y) { return x.begin < y.begin; });
  }
}

void terminology::impl::read_listed_with_tests_as_tests(std::string_view text, std::vector<concept_match>& out,
                                                        std::size_t first) {
  // "recheck the cbc, iron, ferritin, b12 and folate", "check your a1c, b12 and thyroid": a
  // word that is both a drug and a test is the test when it stands in a list beside a test
  // (only commas, "and", "or" and spaces between). The words around one item cannot tell
  // ("b12" alone is said for the pill too); its neighbours in the list can. Two sweeps carry
  // the reading along a chain of such words ("cbc, iron, b12").
  const auto listed = [text](const concept_match& a, const concept_match& b) {
    if (b.begin < a.end || b.begin - a.end > 7) {
      return false;
    }
    const std::string_view gap = text.substr(a.end, b.begin - a.end);
    std::size_t k = 0;
    bool separator = false;
    while (k < gap.size()) {
      if (gap[k] == ' ') {
        ++k;
      } else if (gap[k] == ',') {
        separator = true;
        ++k;
      } else if (gap.substr(k, 3) == "and" || gap.substr(k, 3) == "And") {
        separator = true;
        k += 3;
      } else if (gap.substr(k, 2) == "or") {
        separator = true;
        k += 2;
      } else {
        return false;
      }
    }
    return separator;
  };
  const auto is_test = [](const concept_match& m) { return m.kind == concept_kind::investigation; };
  const auto could_be_test = [](const concept_match& m) {
    return m.kind == concept_kind::medicine && !m.medication_context && m.alternative &&
           m.alternative->kind == concept_kind::investigation;
  };
  const auto read_as_test = [](concept_match& m) {
    std::swap(m.kind, m.alternative->kind);
    std::swap(m.row, m.alternative->row);
  };
  for (std::size_t k = first + 1; k < out.size(); ++k) {
    if (could_be_test(out[k]) && is_test(out[k - 1]) && listed(out[k - 1], out[k])) {
      read_as_test(out[k]);
    }
  }
  for (std::size_t k = out.size(); k-- > first + 1;) {
    if (could_be_test(out[k - 1]) && is_test(out[k]) && listed(out[k - 1], out[k])) {
      read_as_test(out[k - 1]);
    }
  }
}


}  // namespace cxs::domain::terminology
