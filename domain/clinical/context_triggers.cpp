#include "domain/clinical/context_triggers.hpp"
#include "domain/clinical/context_trigger_phrases.hpp"

#include "domain/clinical/context_course_words.hpp"
#include "domain/clinical/context_lexicon_history.hpp"
#include "domain/clinical/context_lexicon_hypothetical.hpp"
#include "domain/clinical/context_lexicon_negation.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::context_detail {

trigger_index::trigger_index() {
  // In the lexicon's order: negation, history, hypothetical, then the other attributes' phrases.
  for (const trigger_spec& s : fixed_negation_triggers) {
    add(s);
  }
  for (const trigger_spec& s : fixed_history_triggers) {
    add(s);
  }
  for (const trigger_spec& s : fixed_hypothetical_triggers) {
    add(s);
  }
  for (const trigger_spec& s : fixed_triggers) {
    add(s);
  }
  for (std::string_view r : relatives) {
    add(fwd(r, e_fam, w_long));
  }
  for (std::string_view o : others) {
    add(fwd(o, e_other, w_long));
  }
  // The possessive ("your father's diabetes", "the neighbour's child"): the tokeniser drops
  // the apostrophe, so "fathers"; plurals already ending in "s" are listed as they are.
  for (std::string_view r : relatives) {
    if (!r.ends_with("s")) {
      possessives_.push_back(std::string(r) + "s");
    }
  }
  const std::size_t relative_possessives_end = possessives_.size();
  for (std::string_view o : others) {
    if (!o.ends_with("s")) {
      possessives_.push_back(std::string(o) + "s");
    }
  }
  for (std::string_view f : public_figures) {  // round 39
    possessives_.push_back(std::string(f) + "s");  // "actress's" is "actresss" to the tokeniser
  }
  for (std::size_t i = 0; i < possessives_.size(); ++i) {
    add(fwd(possessives_[i], i < relative_possessives_end ? e_fam : e_other, w_long));
  }
  for (std::string_view r : relatives) {
    for (std::string_view v : reporting_verbs) {
      extra_.push_back(std::string(r) + " " + std::string(v));
    }
  }
  // Round 18: a spouse or an attendant reports in a note's words as a relative does ("Husband
  // reports memory loss over a year"); what they have themselves is still theirs ("husband has
  // flu"). Not "said/says/told": a friend's or spouse's saying is often their own opinion ("my
  // friend said viagra might help").
  for (std::string_view o : {"wife", "husband", "spouse", "partner", "attendant", "attender"}) {
    for (std::string_view v : {"reports", "reported", "noticed", "notes", "noted", "states", "stated", "observed"}) {
      extra_.push_back(std::string(o) + " " + std::string(v));
    }
  }
  // Review rv20: a relative named as the likeness of the patient ("Like her sister, she has
  // hypothyroidism", "diabetes, like his father") leaves the condition the patient's; the
  // relative's own sentence ("Her sister, like her, has asthma") keeps the family trigger.
  for (std::string_view r : relatives) {
    for (std::string_view p : {"her", "his", "my", "their", "your"}) {
      extra_.push_back("like " + std::string(p) + " " + std::string(r));
    }
  }
  // "diabetes in mother" ("in" and any kin term after the condition) is a clause rule
  // (context_clauses.cpp): as phrases, "in" would start hundreds of candidates.
  for (std::string_view w : bengali_words_spelling_names) {
    for (std::string_view t : name_titles) {
      extra_.push_back(std::string(t) + " " + std::string(w));
    }
    for (std::string_view v : name_subject_verbs) {
      extra_.push_back(std::string(w) + " " + std::string(v));
    }
  }
  for (const std::string& p : extra_) {
    add(pseudo(p));
  }
  for (std::string_view stem : hinglish_unresolved_stems) {
    for (std::string_view neg : {" nahi", " nahin", " hi nahi", " hi nahin"}) {
      unresolved_.push_back(std::string(stem) + std::string(neg));
    }
  }
  // Round 22: the negation before the verb of ending ("khujli nahi ruki", "bukhar nahi utra",
  // the itch has not stopped, the fever has not come down) denies the ending, as after it.
  // Review rv18: and the correlative "na hi" before it ("khansi na hi rukti hai", the cough does
  // not stop at all), which round 22 reads as a denial of the condition right before it.
  for (std::string_view stem : hinglish_unresolved_after_negation) {
    for (std::string_view neg : {"nahi ", "nahin ", "na hi "}) {
      unresolved_.push_back(std::string(neg) + std::string(stem));
    }
  }
  for (const std::string& p : unresolved_) {
    add(pseudo(p));
  }
  for (std::string_view who : relatives) {
    for (std::string_view v : opinion_verbs) {
      opinions_.push_back(std::string(who) + " " + std::string(v));
    }
  }
  for (std::string_view who : others) {
    for (std::string_view v : opinion_verbs) {
      opinions_.push_back(std::string(who) + " " + std::string(v));
    }
  }
  for (const std::string& p : opinions_) {
    add(fwd(p, e_unc, w_unc));
  }
  // Resolution after the fact ("has settled", "is gone") and its denial ("has not settled",
  // "hasnt cleared up": the condition goes on); an outcome that may come ("can cause",
  // "might trigger", "could lead to").
  for (std::string_view v : resolution_verbs) {
    for (std::string_view a : resolution_auxiliaries) {
      generated_.push_back(std::string(a) + " " + std::string(v));
    }
  }
  for (std::string_view stem : hinglish_resolution_stems) {
    for (std::string_view g : hinglish_gone_forms) {
      generated_.push_back(std::string(stem) + " " + std::string(g));
      // "..., phir apne aap chala gaya" (then went away by itself): the reflexive is part of
      // the phrase, so that it still closes the clause before the comma (round 15)
      generated_.push_back("apne aap " + std::string(stem) + " " + std::string(g));
    }
  }

  const std::size_t resolved_end = generated_.size();
  for (std::string_view v : hinglish_subjunctives) {
    for (std::string_view then : {"to", "toh"}) {
      generated_.push_back(std::string(v) + " " + std::string(then));
    }
  }
  for (std::string_view stem : hindi_condition_stems) {
    for (std::string_view ending : hindi_condition_endings) {
      for (std::string_view then : {"to", "toh"}) {
        generated_.push_back(std::string(stem) + std::string(ending) + " " + std::string(then));
      }
    }
  }
  const std::size_t conditional_end = generated_.size();
  for (std::string_view v : resolution_verbs) {
    for (std::string_view n : resolution_negators) {
      generated_.push_back(std::string(n) + " " + std::string(v));
    }
  }
  const std::size_t denied_end = generated_.size();
  for (std::string_view m : modal_verbs) {
    for (std::string_view v : causing_verbs) {
      generated_.push_back(std::string(m) + " " + std::string(v));
    }
  }
  // "commonly brings on", "often causes" (forward, hypothetical; round 15), and before a
  // possessive a pseudo-trigger ("often brings on her migraines": hers). add() copies the words.
  for (std::string_view adv : frequency_adverbs) {
    for (std::string_view v : present_causing_verbs) {
      const std::string phrase = std::string(adv) + " " + std::string(v);
      add(fwd(phrase, e_hypo, 4));
      for (std::string_view own : {" her", " his", " my", " your", " their"}) {
        add(pseudo(phrase + std::string(own)));
      }
    }
  }

  // "or you may ...", "or it will ...": a consequence joined by "or", like "otherwise".
  for (std::string_view who : consequence_subjects) {
    for (std::string_view m : modal_verbs) {
      consequences_.push_back("or " + std::string(who) + " " + std::string(m));
    }
  }
  for (const std::string& p : consequences_) {
    add(fwd(p, e_hypo, 8));
  }
  // "may feel", "might notice", "could experience" ("can" left out: "I can get bad
  // headaches" tells of the patient's own tendency)
  for (std::string_view m : possibility_modals) {
    for (std::string_view v : foretold_verbs) {
      if (m != "can") {
        consequences_.push_back(std::string(m) + " " + std::string(v));
        add(fwd(consequences_.back(), e_hypo, 4));
      }
    }
  }
  // a relative clause of resolution: "a kidney stone which passed", "a rash that subsided"
  // (with an auxiliary, "which has since lifted": context_sentence_marks.cpp)
  for (std::string_view v : resolution_verbs) {
    for (std::string_view rel : {"which", "that"}) {
      consequences_.push_back(std::string(rel) + " " + std::string(v));
      add(bwd(consequences_.back(), e_hist, 6));
    }
  }
  for (std::string_view m : possibility_modals) {
    for (std::string_view g : giving_phrases) {
      consequences_.push_back(std::string(m) + " " + std::string(g));
      add(fwd(consequences_.back(), e_hypo, 4));
    }
  }
  for (std::string_view f : hindi_future_of_happening) {
    add(bwd(f, e_hypo, 3));
  }
  for (std::size_t i = 0; i < generated_.size(); ++i) {
    // A resolution denied ("has not settled", "never fully cleared") says the condition goes on:
  // a persistence phrase, which keeps it current over a time in the past ("the sinusitis she
  // had last month never cleared"; round 15; it was a pseudo-trigger before).
  add(i < resolved_end      ? bwd(generated_[i], e_hist, 6)
        : i < conditional_end ? bwd(generated_[i], e_hypo, 3)
        : i < denied_end      ? bwd(generated_[i], e_persist, 6)
                              : fwd(generated_[i], e_hypo, 4));
  }
  // Review rv19: a transitive verb of ending takes its object after the perfect too ("He has
  // outgrown his asthma", as "outgrew his eczema"): the generated "has outgrown" above, the
  // longer phrase, hid round 21's forward "outgrown".
  for (std::string_view v : {"outgrown", "grown out of"}) {
    for (std::string_view a : {"has", "have", "had", "has now", "has since"}) {
      add(fwd(std::string(a) + " " + std::string(v), e_hist, 3));
    }
  }
  for (std::string_view w : insertable_words) {
    insertable_.push_back(text::token_key(w));
    insertable_mask_ |= std::uint64_t{1} << (insertable_.back() & 63u);
  }
  for (auto& [first, list] : by_first_) {
    std::stable_sort(list.begin(), list.end(), [this](std::size_t a, std::size_t b) {
      return entries_[a].words.size() > entries_[b].words.size();
    });
  }
  // Every token of a text is looked up here: a flat open-addressing table over the
  // (already well mixed) token keys is several times cheaper than the node-based map.
  std::size_t size = 64;
  while (size < by_first_.size() * 2) {
    size *= 2;
  }
  slots_.assign(size, slot{});
  mask_ = size - 1;
  for (const auto& [key, list] : by_first_) {
    std::size_t at = static_cast<std::size_t>(key) & mask_;
    while (slots_[at].list != nullptr) {
      at = (at + 1) & mask_;
    }
    slot sl{key, &list, 0, list.size()};
    for (std::size_t j = 0; j < list.size(); ++j) {
      const shape& sh = shapes_[list[j]];
      if (sh.length > 1) {
        sl.second_mask |= std::uint64_t{1} << (sh.second_key & 63u);
      } else if (sl.single_from == list.size()) {
        sl.single_from = j;
      }
    }
    slots_[at] = sl;
  }
  // The longer entries grouped by their first two words, in list order.
  std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::vector<std::uint32_t>>> groups;
  std::unordered_map<std::uint64_t, std::unordered_map<std::uint64_t, std::size_t>> group_of;
  for (const auto& [key, list] : by_first_) {
    for (std::size_t j = 0; j < list.size(); ++j) {
      const shape& sh = shapes_[list[j]];
      if (sh.length < 2) {
        continue;
      }
      auto [it, fresh] = group_of[key].try_emplace(sh.second_key, groups.size());
      if (fresh) {
        groups.push_back({{key, sh.second_key}, {}});
      }
      groups[it->second].second.push_back(static_cast<std::uint32_t>(j));
    }
  }
  std::size_t pair_size = 64;
  while (pair_size < groups.size() * 2) {
    pair_size *= 2;
  }
  pairs_.assign(pair_size, pair_slot{});
  pair_mask_ = pair_size - 1;
  for (const auto& [keys, positions] : groups) {
    std::size_t at = pair_hash(keys.first, keys.second) & pair_mask_;
    while (pairs_[at].count != 0) {
      at = (at + 1) & pair_mask_;
    }
    pairs_[at] = pair_slot{keys.first, keys.second, static_cast<std::uint32_t>(pair_positions_.size()),
                           static_cast<std::uint32_t>(positions.size())};
    pair_positions_.insert(pair_positions_.end(), positions.begin(), positions.end());
  }
}

void trigger_index::add(const trigger_spec& s) {
  phrase_entry e;
  std::size_t start = 0;
  const std::string_view p = s.phrase;
  while (start < p.size()) {
    std::size_t sp = p.find(' ', start);
    if (sp == std::string_view::npos) {
      sp = p.size();
    }
    if (sp > start) {
      e.words.emplace_back(p.substr(start, sp - start));
    }
    start = sp + 1;
  }
  if (e.words.empty()) {
    return;
  }
  for (const std::string& w : e.words) {
    const bool capitals = std::any_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (w.size() <= 8 && !capitals && e.keys.size() < 32) {
      e.key_decides |= std::uint32_t{1} << e.keys.size();
    }
    e.keys.push_back(text::token_key(w));
  }
  e.spec = s;
  e.spec.phrase = {};  // the words above are the phrase; the view may point at extra_
  // A historical phrase that names a time in the past, or only a Hindi past tense (round 14:
  // context_course.cpp reads the marks; they change no effect).
  if ((s.effects & e_hist) != 0) {
    const auto any_in = [&e](const auto& list) {
      return std::any_of(e.words.begin(), e.words.end(), [&list](const std::string& w) { return in(list, w); });
    };
    if (any_in(course_vocab::time_words) && !any_in(course_vocab::not_time_words)) {
      e.spec.effects |= e_time;
    } else if (std::all_of(e.words.begin(), e.words.end(),
                           [](const std::string& w) { return in<course_vocab::tense_words>(w); })) {
      e.spec.effects |= e_tense;
    }
  }
  e.ahead = s.dir == scope::forward || s.dir == scope::both ? s.window : 0;
  e.behind = s.dir == scope::backward || s.dir == scope::both ? s.window : 0;
  // The same words listed twice (a forward and a backward use): one entry, both ways.
  std::vector<std::size_t>& same_first = by_first_[e.keys.front()];
  for (std::size_t k : same_first) {
    phrase_entry& have = entries_[k];
    if (have.words == e.words && have.spec.clause_start == e.spec.clause_start) {
      have.spec.effects |= e.spec.effects;
      if (have.spec.dir != e.spec.dir) {
        have.spec.dir = have.spec.dir == scope::none ? e.spec.dir
                        : e.spec.dir == scope::none ? have.spec.dir
                                                    : scope::both;
      }
      have.spec.window = std::max(have.spec.window, e.spec.window);
      have.ahead = std::max(have.ahead, e.ahead);
      have.behind = std::max(have.behind, e.behind);
      return;
    }
  }
  same_first.push_back(entries_.size());
  shapes_.push_back(shape{e.keys.size() > 1 ? e.keys[1] : 0, e.words.size()});
  entries_.push_back(std::move(e));
}

const trigger_index& triggers() {
  static const trigger_index index;
  return index;
}

}  // namespace cxs::domain::clinical::context_detail

namespace cxs::domain::clinical {

bool denial_or_hedge_phrase_ends_at(std::span<const text::token> toks, std::size_t first, std::size_t last) {
  const auto& index = context_detail::triggers();
  using namespace context_detail;
  constexpr std::uint32_t asked = e_neg | e_unc | e_hypo | e_pseudo;
  constexpr std::size_t longest = 6;
  for (std::size_t j = last + 1; j-- > first && last - j < longest;) {
    const auto* slot = index.probe(toks[j].key);
    if (slot == nullptr) {
      continue;
    }
    for (const std::size_t k : *slot->list) {
      const auto& e = index.entry(k);
      if (e.keys.size() != last - j + 1 || (e.spec.effects & asked) == 0) {
        continue;
      }
      bool same = true;
      for (std::size_t m = 1; m < e.keys.size() && same; ++m) {
        same = toks[j + m].key == e.keys[m];
      }
      if (same) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace cxs::domain::clinical
