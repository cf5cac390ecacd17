// Round 38 (ctx39): a checklist's item denied by a value or a mark of its own with no separator
// between them: a bare "no" or "N" that closes the item ("AF yes, hypertension yes, diabetes
// no.", "Thyroid disease Y; Hypertension N;"), and a minus mark in brackets before it ("ROS: (-)
// dysuria, (+) frequency"). field_negated (context_form_labels.cpp) reads the value only after
// a colon or a spaced dash; round 38's tuning half had 3 of its 17 listed traps in these forms.
// It runs only for a sentence with a word of such a value or a "(-)" pair (f_item_value), and
// each test looks first at one token or one character next to the mention.

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// The values of a Y/N column that deny the item ("n" is a lone "N", lowered by the tokenizer).
constexpr std::array<std::string_view, 4> bare_negative_values{"no", "n", "nil", "none"};
// The value of the item before, when the form leaves out the comma ("AF yes hypertension no").
constexpr std::array<std::string_view, 6> item_values{"yes", "y", "no", "n", "nil", "none"};

// Whether the text just before `at` is a minus mark in brackets ("(-)", "( - )", "(–)").
bool minus_mark_before(std::string_view text, std::size_t at) {
  std::size_t i = at;
  const auto skip_spaces = [&] {
    while (i > 0 && text[i - 1] == ' ') {
      --i;
    }
  };
  skip_spaces();
  if (i == 0 || text[i - 1] != ')') {
    return false;
  }
  --i;
  skip_spaces();
  if (i >= 1 && text[i - 1] == '-') {
    --i;
  } else if (i >= 3 && (text.substr(i - 3, 3) == "\xE2\x80\x93" || text.substr(i - 3, 3) == "\xE2\x88\x92")) {
    i -= 3;  // an en dash or a minus sign
  } else {
    return false;
  }
  skip_spaces();
  return i > 0 && text[i - 1] == '(';
}

}  // namespace

bool context_document::impl::item_value_negated(const sentence& s, std::size_t t0, std::size_t t1) const {
  // (Each test first looks at one character: this runs for every mention not yet denied.)
  const std::size_t at = toks[t0].begin;
  if (at >= 3 && (text[at - 1] == ')' || (text[at - 1] == ' ' && text[at - 2] == ')')) &&
      minus_mark_before(text, at)) {
    return true;
  }
  // The value closes the item: the sentence's end or a punctuation right after it ("diabetes no
  // better" is no value, nor "fever no cough": the "no" opens the next item).
  const std::size_t v = t1 + 1;
  if (v >= s.e || toks[v].kind != tok_kind::word || toks[v].norm.front() != 'n' ||
      !in<bare_negative_values>(toks[v].norm) ||
      (v + 1 < s.e && toks[v + 1].kind != tok_kind::punct)) {
    return false;
  }
  // The mention opens its item: the sentence's start, a punctuation, or the item before's own
  // value ("AF yes hypertension no"). Not a clause that goes on before it ("she has had fever
  // no", "Is it diabetes, no?" keeps its comma: a question's reply is the dialogue rules').
  return t0 == s.b || toks[t0 - 1].kind == tok_kind::punct ||
         (toks[t0 - 1].kind == tok_kind::word && in<item_values>(toks[t0 - 1].norm) && t0 - 1 > s.b &&
          toks[t0 - 2].kind == tok_kind::word);
}

}  // namespace cxs::domain::clinical
