// spd28: the ConText and terminology tokenizers build a word that is one run followed by a
// space at once, without their general word loop (and the number tokenizer steps over the
// space after a word at once). A tab ends a word and separates words as a space does in all
// three (in these texts), but takes the general loop; so a text and its copy with every space
// made a tab must give the same tokens. Random texts of words, contractions,
// abbreviations, numbers, punctuation and non-ASCII letters check that the shortcut and the
// loop agree. (ConText reads a space, not a tab, around checkboxes and a form's lone "-" or
// blank dash, so those are not in the pieces.)

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/context_tokens.hpp"
#include "domain/terminology/terminology_tokens.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/words.hpp"

namespace {

namespace ctx = cxs::domain::clinical::context_detail;
namespace term = cxs::domain::terminology::detail;
namespace text = cxs::domain::text;

std::string random_text(std::mt19937& rng) {
  static const std::vector<std::string_view> pieces{
      "fever", "Cough", "BP", "no", "nt", "n't", "do", "don't", "pt's", "h/o", "b.p.", "b.p", "98.6", "2015",
      "HbA1c", "a1c's", "x", "s", ".", ",", "?", "!", ";", ":", "(", ")", "|", "/", "'", "\n", "?TB",
      "Impression:", "Dx:", "gout?", "one", "thirty", "point", "five", "hundred", "and", "half", "é", "सिर", "दर्द", "।", "’", "×", "“", "\r", "e.g.", "i", "a"};
  std::string s;
  const auto count = rng() % 30;
  for (unsigned k = 0; k < count; ++k) {
    s += pieces[rng() % pieces.size()];
    const auto gap = rng() % 6;  // mostly one space, sometimes none or two
    s += gap == 0 ? "" : gap == 5 ? "  " : " ";
  }
  return s;
}

}  // namespace

TEST(TokenizerPaths, ASpaceAndATabGiveTheSameTokens) {
  std::mt19937 rng(2828);
  text::word_scan scan_space;
  text::word_scan scan_tab;
  for (int round = 0; round < 20000; ++round) {
    const std::string spaced = random_text(rng);
    std::string tabbed = spaced;
    for (char& c : tabbed) {
      c = c == ' ' ? '\t' : c;
    }
    text::scan_words(spaced, scan_space);
    text::scan_words(tabbed, scan_tab);

    std::string arena_space;
    std::string arena_tab;
    const auto a = ctx::tokenize(spaced, scan_space, arena_space);
    const auto b = ctx::tokenize(tabbed, scan_tab, arena_tab);
    ASSERT_EQ(a.size(), b.size()) << spaced;
    for (std::size_t i = 0; i < a.size(); ++i) {
      ASSERT_EQ(a[i].begin, b[i].begin) << spaced;
      ASSERT_EQ(a[i].end, b[i].end) << spaced;
      ASSERT_EQ(a[i].norm, b[i].norm) << spaced;
      ASSERT_EQ(a[i].key, b[i].key) << spaced;
      ASSERT_EQ(a[i].kind, b[i].kind) << spaced;
      ASSERT_EQ(a[i].query, b[i].query) << spaced;
    }

    std::vector<term::token> p;
    std::vector<term::token> q;
    std::string term_space;
    std::string term_tab;
    term::tokenize(spaced, scan_space, p, term_space);
    term::tokenize(tabbed, scan_tab, q, term_tab);
    ASSERT_EQ(p.size(), q.size()) << spaced;
    for (std::size_t i = 0; i < p.size(); ++i) {
      ASSERT_EQ(p[i].begin, q[i].begin) << spaced;
      ASSERT_EQ(p[i].end, q[i].end) << spaced;
      ASSERT_EQ(std::string_view(term_space).substr(p[i].norm_begin, p[i].norm_len),
                std::string_view(term_tab).substr(q[i].norm_begin, q[i].norm_len))
          << spaced;
      ASSERT_EQ(p[i].key, q[i].key) << spaced;
      ASSERT_EQ(p[i].break_before, q[i].break_before) << spaced;
      ASSERT_EQ(p[i].possessive, q[i].possessive) << spaced;
    }

    std::vector<text::token> u;
    std::vector<text::token> v;
    text::tokenize(spaced, scan_space, u);
    text::tokenize(tabbed, scan_tab, v);
    ASSERT_EQ(u.size(), v.size()) << spaced;
    for (std::size_t i = 0; i < u.size(); ++i) {
      ASSERT_EQ(u[i].span, v[i].span) << spaced;
      ASSERT_EQ(u[i].kind, v[i].kind) << spaced;
      ASSERT_EQ(u[i].key, v[i].key) << spaced;
      ASSERT_EQ(u[i].space_before, v[i].space_before) << spaced;
      ASSERT_EQ(u[i].value, v[i].value) << spaced;
      ASSERT_EQ(u[i].spoken, v[i].spoken) << spaced;
    }
  }
}
