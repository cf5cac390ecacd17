// The rules engine's decision on each line of a trap TSV (issue 18's negation/context corpus),
// with the ConText signals of the condition's sentence, for the assertion-classifier experiment
// (bench/trap_assertion_loro.py, docs/accuracy.md). Runs the extraction the corpus test runs
// (tests/unit/context_corpus_test.cpp: the whole engine, one "Problems and symptoms"
// diagnosis-list field) and scores a line the same way (bench/trap_condition_match.hpp).
//
//   build/release/bench/trap_decisions tests/fixtures/context/extraction_traps.tsv > out.tsv
//
// Only ever run on TUNING files: the held-out parts are scored in aggregate by the corpus test.
// Output columns: line, round, kind, lang, expect, listed (0/1), status, mention start and end
// (bytes; the listed item's evidence, else the first place the condition's words are found;
// -1 when none), the sentence's frame-cue bits and trigger effects (hex), its trigger count,
// section, speaker, question (0/1), dialogue (0/1), ConText's answer for the mention (n h y u f
// letters for negated, historical, hypothetical, uncertain, foretold; '-' for none), condition,
// text (escaped as in the corpus), whether the learned veto's gate holds (0/1), and the veto's
// features (bench/trap_assertion_features.hpp), space-separated.

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <boost/json.hpp>

#include "bench/trap_assertion_features.hpp"
#include "bench/corpus_tsv_rows.hpp"
#include "bench/trap_condition_match.hpp"
#include "domain/clinical/context.hpp"
#include "domain/clinical/context_document.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "domain/text/words.hpp"

namespace json = boost::json;
namespace clin = cxs::domain::clinical;

namespace {

cxs::domain::schema::extraction_schema problems_schema() {
  const json::value doc = {
      {"sections",
       json::array{json::object{{"id", "s"},
                                {"title", "S"},
                                {"fields", json::array{json::object{{"key", "problems"},
                                                                    {"label", "Problems and symptoms"},
                                                                    {"type", "diagnosis-list"}}}}}}}};
  std::vector<cxs::domain::schema::problem> problems;
  return cxs::domain::schema::parse_schema(doc, "schema", problems).value_or(cxs::domain::schema::extraction_schema{});
}

// The byte offset of code point `cp` in UTF-8 `s`.
std::size_t byte_of(const std::string& s, std::int64_t cp) {
  std::size_t b = 0;
  for (std::int64_t n = 0; b < s.size() && n < cp; ++n) {
    ++b;
    while (b < s.size() && (static_cast<unsigned char>(s[b]) & 0xC0U) == 0x80U) {
      ++b;
    }
  }
  return b;
}

std::string lower(std::string s) {
  for (auto& c : s) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return s;
}

// Where the condition is said when nothing was listed: the whole label, else its first word of
// five letters or more by its first five letters, else its first word.
std::pair<long, long> find_condition(const std::string& text, const std::string& condition) {
  const std::string t = lower(text);
  const std::string c = lower(condition);
  if (const auto at = t.find(c); at != std::string::npos) {
    return {static_cast<long>(at), static_cast<long>(at + c.size())};
  }
  std::istringstream ws(c);
  std::string w;
  while (ws >> w) {
    const std::string key = w.size() >= 5 ? w.substr(0, 5) : w;
    if (const auto at = t.find(key); at != std::string::npos) {
      auto end = at;
      while (end < t.size() && std::isalnum(static_cast<unsigned char>(t[end])) != 0) {
        ++end;
      }
      return {static_cast<long>(at), static_cast<long>(end)};
    }
  }
  return {-1, -1};
}


// The text as the corpus writes it (a line break as "\n"), so that each line stays one row.
std::string escaped_line_breaks(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '\n') {
      out += "\\n";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: trap_decisions <tuning trap tsv>\n";
    return 2;
  }
  const std::string path = argv[1];
  if (path.find("holdout") != std::string::npos || path.find("heldout") != std::string::npos) {
    std::cerr << "trap_decisions: held-out files are scored only in aggregate by the corpus test\n";
    return 2;
  }
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot read " << path << "\n";
    return 1;
  }
  const auto schema = problems_schema();
  std::vector<std::size_t> bad_lines;
  for (const auto& r : cxs::bench::read_corpus_rows(in, 5, bad_lines)) {
    const auto& cols = r.cols;
    const auto n = r.line;
    const auto& round = r.round;
    const std::string& text = cols[4];
    const auto result = cxs::domain::extraction::extract(text, schema);
    const auto& v = result.data.at("problems");
    bool listed = false;
    std::string status = "-";
    std::pair<long, long> span{-1, -1};
    if (v.is_array()) {
      for (const auto& i : v.as_array()) {
        const auto& item = i.as_object();
        if (!cxs::bench::same_trap_condition(item, cols[3])) {
          continue;
        }
        listed = true;
        status = std::string(item.at("status").as_string());
        if (const auto* ev = item.if_contains("evidence"); ev != nullptr && ev->is_object()) {
          const auto& e = ev->as_object();
          span = {static_cast<long>(byte_of(text, e.at("start").to_number<std::int64_t>())),
                  static_cast<long>(byte_of(text, e.at("end").to_number<std::int64_t>()))};
        }
        break;
      }
    }
    if (span.first < 0) {
      span = find_condition(text, cols[3]);
    }
    // The ConText signals of the mention's sentence.
    unsigned long long cues = 0;
    unsigned effects = 0;
    std::size_t triggers = 0;
    int section = 0;
    int speaker = 0;
    int question = 0;
    cxs::domain::text::word_scan scan;
    cxs::domain::text::scan_words(text, scan);
    const clin::context_document::impl doc(text, scan);
    std::string features;
    int gated = 0;
    std::string answer;  // empty: no mention found, or nothing said of it
    if (span.first >= 0) {
      for (std::size_t k = 0; k < doc.toks.size(); ++k) {
        const auto& t = doc.toks[k];
        if (t.end <= static_cast<std::size_t>(span.first) || t.begin >= static_cast<std::size_t>(span.second) ||
            doc.sentence_of[k] < 0) {
          continue;
        }
        const auto& s = doc.sentences[static_cast<std::size_t>(doc.sentence_of[k])];
        cues = s.frame_cues;
        for (std::size_t o = s.occ_b; o < s.occ_e; ++o) {
          effects |= doc.occs[o].effects;
        }
        triggers = s.occ_e - s.occ_b;
        section = static_cast<int>(s.section);
        speaker = s.turn >= 0 ? static_cast<int>(doc.turns[static_cast<std::size_t>(s.turn)].speaker) : 0;
        question = s.question ? 1 : 0;
        break;
      }
      const auto b = static_cast<std::size_t>(span.first);
      const auto e = static_cast<std::size_t>(span.second);
      const auto m = doc.assess(b, e);
      gated = cxs::bench::assertion_gate(doc, b, e) ? 1 : 0;
      for (const auto& f : cxs::bench::assertion_features(doc, b, e)) {
        features += (features.empty() ? "" : " ") + f;
      }
      for (const auto& [on, letter] : {std::pair{m.negated, 'n'}, std::pair{m.historical, 'h'},
                                       std::pair{m.hypothetical, 'y'}, std::pair{m.uncertain, 'u'},
                                       std::pair{m.foretold, 'f'}, std::pair{m.who != clin::experiencer::patient, 'w'}}) {
        if (on) {
          answer.push_back(letter);
        }
      }
    }
    char hex[64];
    std::snprintf(hex, sizeof hex, "%llx\t%x", cues, effects);
    std::cout << n << '\t' << (round.empty() ? "0" : round) << '\t' << cols[0] << '\t' << cols[1] << '\t' << cols[2]
              << '\t' << (listed ? 1 : 0) << '\t' << status << '\t' << span.first << '\t' << span.second << '\t'
              << hex << '\t' << triggers << '\t' << section << '\t' << speaker << '\t' << question << '\t'
              << (doc.dialogue ? 1 : 0) << '\t' << (answer.empty() ? std::string("-") : answer) << '\t' << cols[3] << '\t' << escaped_line_breaks(text) << '\t' << gated
              << '\t' << features << '\n';
  }
  return 0;
}
