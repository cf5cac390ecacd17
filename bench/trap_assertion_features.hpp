#pragma once
// The features and gate of the learned assertion veto tried for issue 18 (docs/accuracy.md, "A
// learned veto, measured leave-one-round-out"), computed from ConText's prepared sentence as an
// engine component would compute them: the sentence's words on each side of the mention by
// distance (1, 2-3, 4-6, farther), the words of the mention's own clause on each side, the two
// words next to it on each side as pairs, the mention's own words, the sentence's frame-cue bits
// and trigger effects, its section, speaker and question mark. The gate: a trigger that could
// deny, date, suppose or give away the condition sits in the sentence, the sentence asks, or it
// holds a word of the later class defaults' cue groups (bits 20 and up of `frame_cue_bits`).
// The veto was not adopted; these stay in bench/ for bench/trap_decisions.cpp, so that the
// experiment can be repeated (bench/trap_assertion_loro.py).

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "domain/clinical/context_document.hpp"

namespace cxs::bench::assertion_features_detail {

namespace context_detail = cxs::domain::clinical::context_detail;
using context_impl = cxs::domain::clinical::context_document::impl;

using context_detail::ctoken;
using context_detail::tok_kind;

// Effects of a trigger that could deny, date, suppose or give away a condition (context_lexicon.hpp).
constexpr std::uint32_t doubt_effects = context_detail::e_neg | context_detail::e_hist | context_detail::e_hypo |
                                        context_detail::e_unc | context_detail::e_fam | context_detail::e_other |
                                        context_detail::e_foretold;

// The mention's tokens and sentence; false when the span is not in a sentence.
struct located {
  const context_detail::sentence* s = nullptr;
  std::size_t t0 = 0;
  std::size_t t1 = 0;  // last token of the mention
};

inline bool locate(const context_impl& d, std::size_t begin, std::size_t end, located& out) {
  if (end <= begin || d.toks.empty()) {
    return false;
  }
  const auto first = std::lower_bound(d.toks.begin(), d.toks.end(), begin,
                                      [](const ctoken& t, std::size_t at) { return t.end <= at; });
  if (first == d.toks.end() || first->begin >= end) {
    return false;
  }
  out.t0 = static_cast<std::size_t>(first - d.toks.begin());
  out.t1 = out.t0;
  while (out.t1 + 1 < d.toks.size() && d.toks[out.t1 + 1].begin < end) {
    ++out.t1;
  }
  if (d.sentence_of[out.t0] < 0) {
    return false;
  }
  out.s = &d.sentences[static_cast<std::size_t>(d.sentence_of[out.t0])];
  out.t1 = std::min(out.t1, out.s->e - 1);
  return true;
}

inline std::uint32_t sentence_effects(const context_impl& d, const context_detail::sentence& s) {
  std::uint32_t e = 0;
  for (std::size_t o = s.occ_b; o < s.occ_e; ++o) {
    e |= d.occs[o].effects;
  }
  return e;
}

// A word, or one of the marks that shape a clause ("?", ":", ";", ",").
inline bool counted(const ctoken& t) {
  return t.kind == tok_kind::word ||
         (t.kind == tok_kind::punct && (t.norm == "?" || t.norm == ":" || t.norm == ";" || t.norm == ","));
}

inline bool clause_mark(const ctoken& t) {
  return t.kind == tok_kind::punct && (t.norm == ":" || t.norm == ";" || t.norm == ",");
}

inline std::string_view bucket(std::size_t distance) {
  return distance == 1 ? "1:" : distance <= 3 ? "2:" : distance <= 6 ? "4:" : "far:";
}

// Calls f(a, b, c, d) for each feature of the mention: its text is the pieces joined.
template <typename F>
inline void each_feature(const context_impl& d, const located& at, F&& f) {
  const auto& s = *at.s;
  const auto& toks = d.toks;
  f("bias", {}, {}, {});
  // Left of the mention, nearest first.
  std::size_t n = 0;
  bool in_clause = true;
  const ctoken* left[2] = {nullptr, nullptr};
  for (std::size_t k = at.t0; k-- > s.b;) {
    if (!counted(toks[k])) {
      continue;
    }
    ++n;
    f("L", bucket(n), toks[k].norm, {});
    in_clause = in_clause && !clause_mark(toks[k]);
    if (in_clause) {
      f("Lc:", toks[k].norm, {}, {});
    }
    if (n <= 2) {
      left[n - 1] = &toks[k];
    }
  }
  if (n == 0) {
    f("L:start", {}, {}, {});
  }
  if (left[1] != nullptr) {
    f("L12:", left[1]->norm, "_", left[0]->norm);
  }
  n = 0;
  in_clause = true;
  bool asks = false;
  const ctoken* right[2] = {nullptr, nullptr};
  for (std::size_t k = at.t1 + 1; k < s.e; ++k) {
    if (!counted(toks[k])) {
      continue;
    }
    ++n;
    f("R", bucket(n), toks[k].norm, {});
    in_clause = in_clause && !clause_mark(toks[k]);
    if (in_clause) {
      f("Rc:", toks[k].norm, {}, {});
    }
    asks = asks || toks[k].norm == "?";
    if (n <= 2) {
      right[n - 1] = &toks[k];
    }
  }
  if (asks) {
    f("R:question", {}, {}, {});
  }
  if (right[1] != nullptr) {
    f("R12:", right[0]->norm, "_", right[1]->norm);
  }
  for (std::size_t k = at.t0; k <= at.t1; ++k) {
    if (toks[k].kind == tok_kind::word) {
      f("c:", toks[k].norm, {}, {});
    }
  }
  char digits[24];
  const auto number = [&digits](unsigned v) {
    const auto r = std::to_chars(digits, digits + sizeof digits, v);
    return std::string_view(digits, static_cast<std::size_t>(r.ptr - digits));
  };
  for (unsigned k = 0; k < 64; ++k) {
    if (((s.frame_cues >> k) & 1U) != 0) {
      f("cue:", number(k), {}, {});
    }
  }
  const auto effects = sentence_effects(d, s);
  for (unsigned k = 0; k < 32; ++k) {
    if (((effects >> k) & 1U) != 0) {
      f("eff:", number(k), {}, {});
    }
  }
  f("section:", number(static_cast<unsigned>(s.section)), {}, {});
  const auto speaker = s.turn >= 0 ? d.turns[static_cast<std::size_t>(s.turn)].speaker : context_detail::role::none;
  f("speaker:", number(static_cast<unsigned>(speaker)), {}, {});
  if (s.question) {
    f("q", {}, {}, {});
  }
}

}  // namespace cxs::bench::assertion_features_detail

namespace cxs::bench {

/// Whether the veto may look at the mention at bytes [begin, end) of the prepared text.
inline bool assertion_gate(const domain::clinical::context_document::impl& d, std::size_t begin, std::size_t end) {
  using namespace assertion_features_detail;
  located at;
  if (!locate(d, begin, end, at)) {
    return false;
  }
  return (sentence_effects(d, *at.s) & doubt_effects) != 0 || at.s->question || (at.s->frame_cues >> 20) != 0;
}

/// The mention's features as text ("L1:no", "cue:31"); empty when the span holds no token of a
/// sentence.
inline std::vector<std::string> assertion_features(const domain::clinical::context_document::impl& d,
                                                   std::size_t begin, std::size_t end) {
  using namespace assertion_features_detail;
  std::vector<std::string> out;
  located at;
  if (locate(d, begin, end, at)) {
    each_feature(d, at, [&](std::string_view a, std::string_view b, std::string_view c, std::string_view e) {
      out.push_back(std::string(a).append(b).append(c).append(e));
    });
  }
  return out;
}

}  // namespace cxs::bench
