#pragma once
// Internal to extraction/summary*.cpp: the text split into sentences (markup removed),
// each scored for how informative it is and which SOAP/SBAR group it belongs to, and the
// words a summary has already said.

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/extraction/engine.hpp"
#include "domain/extraction/summary_phrases.hpp"

namespace cxs::domain::extraction::summary_detail {

// --- sentences ---------------------------------------------------------------------

// Where a sentence's content belongs in SOAP/SBAR: 0 S, 1 O/B, 2 A, 3 P/R.
enum class fact_group : std::uint8_t { subjective, objective, assessment, plan, background };

struct sentence {
  std::size_t start = 0;
  std::size_t end = 0;
  std::string text;
  section_kind section = section_kind::none;
  bool patient_turn = false;
  std::size_t index = 0;
  int hits = 0;
  bool has_medication = false;
  bool advice = false;
  fact_group group = fact_group::subjective;
  double score = 0;
};

struct evidence_mark {
  std::size_t start = 0;
  fact_group group = fact_group::subjective;
  bool medication = false;
};

// Abbreviations after which a full stop does not end a sentence.
bool is_abbreviation(std::string_view word);

std::string clean_sentence(std::string_view raw);

std::size_t word_count(std::string_view s);

double section_weight(section_kind kind);

// Sections whose sentences are worth quoting even without a recognised clinical term
// ("Throat congested with enlarged tonsils.").
bool narrative_section(section_kind kind);

fact_group group_of_section(section_kind kind);

// Byte ranges that are markup, not prose: section headers and turn markers.
std::vector<std::pair<std::size_t, std::size_t>> markup_ranges(const document& doc, std::string_view text);

std::vector<sentence> split_sentences(const document& doc, std::string_view text);

const std::set<std::string, std::less<>>& stopwords();

void add_words(std::string_view s, std::set<std::string, std::less<>>& into);

// The end of the sentence that continues at `from`, at most `limit`.
std::size_t clause_end(std::string_view text, std::size_t from, std::size_t limit);

std::vector<text::byte_span> evidence_spans(const clinical_facts& facts);

std::vector<evidence_mark> evidence_marks(const clinical_facts& facts);

// Advice to the patient, said by the clinician: "Drink plenty of fluids", "Avoid …".
bool is_advice(const sentence& s);

// Scores every sentence; unusable ones get a negative score.
void score_sentences(std::vector<sentence>& sentences, const clinical_facts& facts);

// Sentences ranked best first (ties: earlier first), usable ones only.
std::vector<const sentence*> ranked(const std::vector<sentence>& sentences);

inline std::string sentence_text(const sentence& s) { return terminated(upper_first(s.text)); }

// Picks up to `budget` sentences accepted by `accept`, greedily: each round takes the
// sentence with the best score times the share of its content words the summary has not
// said yet, and skips sentences adding fewer than three new words or under half new (the
// facts they carry are already rendered). Returned in document order.
template <typename Accept>
std::vector<const sentence*> pick(const std::vector<const sentence*>& ranking, std::size_t budget,
                                  std::set<std::string, std::less<>>& seen, Accept&& accept) {
  std::vector<const sentence*> out;
  if (budget == 0) {
    return out;
  }
  // The pool is bounded so a long transcript stays linear: the best-scored candidates only.
  const std::size_t pool_size = 3 * budget + 20;
  std::vector<const sentence*> pool;
  for (const auto* s : ranking) {
    if (pool.size() >= pool_size) {
      break;
    }
    if (accept(*s)) {
      pool.push_back(s);
    }
  }
  std::vector<std::set<std::string, std::less<>>> words(pool.size());
  for (std::size_t i = 0; i < pool.size(); ++i) {
    add_words(pool[i]->text, words[i]);
  }
  std::vector<bool> taken(pool.size(), false);
  while (out.size() < budget) {
    std::size_t best = pool.size();
    double best_score = 0;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (taken[i] || words[i].empty()) {
        continue;
      }
      std::size_t novel = 0;
      for (const auto& w : words[i]) {
        novel += seen.count(w) == 0 ? 1 : 0;
      }
      const double share = static_cast<double>(novel) / static_cast<double>(words[i].size());
      if (novel < 3 || share < 0.5) {
        continue;
      }
      const double score = pool[i]->score * share;
      if (best == pool.size() || score > best_score) {
        best = i;
        best_score = score;
      }
    }
    if (best == pool.size()) {
      break;
    }
    taken[best] = true;
    seen.insert(words[best].begin(), words[best].end());
    out.push_back(pool[best]);
  }
  std::sort(out.begin(), out.end(), [](const sentence* a, const sentence* b) { return a->index < b->index; });
  return out;
}

}  // namespace cxs::domain::extraction::summary_detail
