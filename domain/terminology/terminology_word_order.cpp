// The matcher's word-order rules: a table's term said with its words in another order, or with
// words between ("the thyroid is overactive" for "overactive thyroid", "my knee hurts" for "knee
// pain", "a sprained wrist" for "wrist sprain", "pain in the knee" for "knee pain"). Apart from
// the pass that looks at every word (terminology_match.cpp; why the split is here:
// terminology_match_pass.hpp): the pass calls a rule only after a word whose id says the rule can
// start there, so these run for a few words of a consult. Each reads only a condition row of the
// table, never a term the table lacks.
#include "domain/terminology/terminology_match_pass.hpp"

#include <string>

namespace cxs::domain::terminology::detail {

// `here` and `here_stem`: the word_rules bytes of word i's id and of its singular's.
std::size_t match_pass::read_word_order(std::size_t i, std::uint8_t here, std::uint8_t here_stem,
                                        std::size_t term_last) {
  using rules = terminology::impl;
  if (((here | here_stem) & rules::predicate_noun_rule) != 0 && i + 2 < n_) {
    const std::uint32_t noun = (here & rules::predicate_noun_rule) != 0 ? toks_[i].id : toks_[i].stem_id;
    if (const std::size_t next = read_predicate_adjective(i, noun); next != 0) {
      return next;
    }
  }
  if (((here | here_stem) & rules::pain_site_rule) != 0 && i + 1 < n_ && joined(i + 1) && term_last <= i) {
    const std::uint32_t site = (here & rules::pain_site_rule) != 0 ? toks_[i].id : toks_[i].stem_id;
    if (const std::size_t next = read_site_that_hurts(i, site); next != 0) {
      return next;
    }
  }
  if ((here & rules::participle_rule) != 0 && i + 1 < n_) {
    if (const std::size_t next = read_injury_participle(i, term_last); next != 0) {
      return next;
    }
  }
  // the word itself, not its singular ("pains in the knee" is left alone)
  if ((here & rules::site_head_rule) != 0 && i + 2 < n_ && joined(i + 1) &&
      text::is_listed<site_prepositions>(word(i + 1))) {
    return read_symptom_before_site(i, term_last);
  }
  return 0;
}

// Engine rule: an adjective after its noun and a copula ("your thyroid is overactive", "the
// meniscus is torn") is the table's "<adjective> <noun>" term, when there is one.
std::size_t match_pass::read_predicate_adjective(std::size_t i, std::uint32_t noun) {
  const std::size_t copula =
      predicate_copula_words(i + 1, n_, [this](std::size_t k) { return word(k); },
                             [this](std::size_t k) { return joined(k); });
  if (copula == 0) {
    return 0;
  }
  std::size_t k = i + 1 + copula;
  while (k < n_ && k < i + 4 + copula && joined(k) && text::is_listed<predicate_degrees>(word(k))) {
    ++k;
  }
  if (k < n_ && joined(k) && toks_[k].id != no_id && text::is_listed<predicate_adjectives>(word(k))) {
    const std::uint32_t at = tm_.child(0, toks_[k].id);
    const std::uint32_t node2 = at == 0 ? 0 : tm_.child(at, noun);
    const std::int32_t t = node2 == 0 ? -1 : tm_.terminal[node2];
    if (t >= 0 && tm_.targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
      push_rule_condition(t, i, k);
      return k + 1;
    }
  }
  return 0;
}

// Engine rule (probe round 17): a site that hurts or aches ("my knee hurts", "her back is aching",
// "the shoulder aches at night") is the table's "<site> pain" row. The site is known by a bit of
// its word id (set at build time, only for a site with that row), so the verb's string compare
// runs only after one of the few such words.
std::size_t match_pass::read_site_that_hurts(std::size_t i, std::uint32_t site) {
  std::size_t v = i + 1;
  if (v + 1 < n_ && joined(v + 1) && text::is_listed<hurt_auxiliaries>(word(v))) {
    ++v;
  }
  if (!text::is_listed<hurt_verbs>(word(v))) {
    return 0;
  }
  const std::uint32_t pain_node = tm_.child(tm_.child(0, site), pain_id_);
  push_rule_condition(tm_.terminal[pain_node], i, v);
  return v + 1;
}

// Engine rule: an injury said as a participle before its site ("a sprained left wrist", "a
// cracked rib") is the table's "<site> <injury>" term, when there is one and it reads further
// than the term matched at the participle (which ends at `term_last`).
std::size_t match_pass::read_injury_participle(std::size_t i, std::size_t term_last) {
  const std::uint32_t noun = tm_.participle_noun[toks_[i].id];
  std::size_t k = i + 1;
  while (k < n_ && k < i + 3 && joined(k) && text::is_listed<injury_site_fillers>(word(k))) {
    ++k;
  }
  const auto site_id = [this](std::size_t at) { return toks_[at].id != no_id ? toks_[at].id : toks_[at].stem_id; };
  std::size_t site_end = 0;
  std::int32_t t = -1;
  if (k + 1 < n_ && joined(k) && joined(k + 1) && site_id(k) != no_id && site_id(k + 1) != no_id) {
    const std::uint32_t a = tm_.child(0, site_id(k));
    const std::uint32_t b = a == 0 ? 0 : tm_.child(a, site_id(k + 1));
    const std::uint32_t c = b == 0 || noun == no_id ? 0 : tm_.child(b, noun);
    if (c != 0 && tm_.terminal[c] >= 0) {
      t = tm_.terminal[c];
      site_end = k + 1;
    }
  }
  if (t < 0 && k < n_ && joined(k) && site_id(k) != no_id && noun != no_id) {
    const std::uint32_t a = tm_.child(0, site_id(k));
    const std::uint32_t c = a == 0 ? 0 : tm_.child(a, noun);
    if (c != 0 && tm_.terminal[c] >= 0) {
      t = tm_.terminal[c];
      site_end = k;
    }
  }
  if (t >= 0 && tm_.targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition &&
      site_end > term_last) {
    push_rule_condition(t, i, site_end);
    return site_end + 1;
  }
  return 0;
}

// Engine rule: a symptom before its site ("pain in the left knee", "swelling of both ankles") is
// the table's "<site> <symptom>" row, when that reads further than the term matched at the
// symptom (which ends at `term_last`). The pass has seen a site head and a preposition.
std::size_t match_pass::read_symptom_before_site(std::size_t i, std::size_t term_last) {
  std::size_t k = i + 2;
  while (k < n_ && k < i + 5 && joined(k) && text::is_listed<site_fillers>(word(k))) {
    ++k;
  }
  if (k >= n_ || !joined(k) || k <= term_last) {
    return 0;
  }
  // A site of two words first: "a tear of the rotator cuff", "of the medial meniscus".
  if (k + 1 < n_ && joined(k + 1) && toks_[k].id != no_id) {
    const std::uint32_t first = tm_.child(0, toks_[k].id);
    std::uint32_t second = first == 0 || toks_[k + 1].id == no_id ? 0 : tm_.child(first, toks_[k + 1].id);
    if (second == 0 && first != 0 && toks_[k + 1].stem_id != no_id) {
      second = tm_.child(first, toks_[k + 1].stem_id);
    }
    const std::uint32_t node3 = second == 0 ? 0 : tm_.child(second, toks_[i].id);
    const std::int32_t t = node3 == 0 ? -1 : tm_.terminal[node3];
    if (t >= 0 && tm_.targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
      push_rule_condition(t, i, k + 1);
      return k + 2;
    }
  }
  const std::string_view site = word(k);
  std::string singular(site);
  if (site == "feet") {
    singular = "foot";
  } else if (site.size() > 3 && site.back() == 's') {
    singular.pop_back();
  }
  for (const std::string_view form : {site, std::string_view(singular)}) {
    const std::uint32_t sid = tm_.fast_vocab.find(form, text::token_key(form));
    const std::uint32_t at = sid == no_id ? 0 : tm_.child(0, sid);
    const std::uint32_t node2 = at == 0 ? 0 : tm_.child(at, toks_[i].id);
    const std::int32_t t = node2 == 0 ? -1 : tm_.terminal[node2];
    if (t >= 0 && tm_.targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
      push_rule_condition(t, i, k);
      return k + 1;
    }
  }
  return 0;
}

}  // namespace cxs::domain::terminology::detail
