// The shared word scan (domain/text/words.hpp) and its two readers: ConText
// (clinical/context) and the terminology matcher must give the same answers whether they
// scan the text themselves or are handed the workspace's scan.

#include "domain/text/words.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/context.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"

namespace text = cxs::domain::text;

namespace {

std::vector<std::string> run_texts(std::string_view s, const text::word_scan& scan) {
  std::vector<std::string> out;
  for (const auto& r : scan.runs) {
    out.emplace_back(s.substr(r.begin, r.end - r.begin));
  }
  return out;
}

}  // namespace

TEST(WordScan, RunsAreLettersAndDigitsBetweenEverythingElse) {
  // Apostrophes, slashes, dots, dashes, the multiplication sign, a danda and spaces all end
  // a run; Devanagari letters (and their vowel signs) are part of one.
  const std::string s = "Pt's BP: 130/85, h/o DM2 — सिर दर्द×2। b.p.";
  text::word_scan scan;
  text::scan_words(s, scan);
  const std::vector<std::string> expected{"Pt", "s", "BP", "130", "85", "h", "o", "DM2",
                                          "सिर", "दर्द", "2", "b", "p"};
  EXPECT_EQ(run_texts(s, scan), expected);
}

TEST(WordScan, LoweredCopyKeepsOffsetsAndKeysMatchTokenKey) {
  const std::string s = "HbA1c 7.8% in MARCH, मरीज़";
  text::word_scan scan;
  text::scan_words(s, scan);
  ASSERT_EQ(scan.lowered.size(), s.size());
  EXPECT_EQ(scan.lowered, "hba1c 7.8% in march, मरीज़");
  for (const auto& r : scan.runs) {
    const std::string_view raw = std::string_view(s).substr(r.begin, r.end - r.begin);
    EXPECT_EQ(r.key, text::token_key(raw)) << raw;
    EXPECT_EQ(r.key, text::token_key(std::string_view(scan.lowered).substr(r.begin, r.end - r.begin))) << raw;
  }
}

TEST(WordScan, ReusedScanForgetsThePreviousText) {
  text::word_scan scan;
  text::scan_words("a long first text with many words", scan);
  text::scan_words("Two words", scan);
  EXPECT_EQ(scan.lowered, "two words");
  EXPECT_EQ(run_texts("Two words", scan), (std::vector<std::string>{"Two", "words"}));
  text::scan_words("", scan);
  EXPECT_TRUE(scan.runs.empty());
  EXPECT_TRUE(scan.lowered.empty());
}

TEST(WordScan, InvalidUtf8IsALetterOfOneByte) {
  // A stray continuation byte decodes as U+FFFD (a letter), so it joins its neighbours.
  const std::string s = "ab\x80" "cd ef";
  text::word_scan scan;
  text::scan_words(s, scan);
  ASSERT_EQ(scan.runs.size(), 2u);
  EXPECT_EQ(scan.runs[0].begin, 0u);
  EXPECT_EQ(scan.runs[0].end, 5u);
}

TEST(WordScan, NumberTokenizerGivesTheSameTokensWithTheScan) {
  // The scan lets the number tokenizer reuse run keys and step over runs of ASCII letters;
  // runs with digits ("DM2", "2abc"), non-ASCII letters, a run ended by a non-ASCII symbol
  // or letter ("word→x", "bp°"), apostrophes and spoken numbers must come out the same.
  for (const std::string s : {"Pt's BP: 130/85, h/o DM2 — सिर दर्द×2। b.p.", "HbA1c 7.8% in MARCH, मरीज़",
                              "2abc word→x bp° one thirty over eighty-five, do n't", "ab\x80" "cd ef",
                              "temp ninety eight point six½ SpO2 98%", "end"}) {
    text::word_scan scan;
    text::scan_words(s, scan);
    std::vector<text::token> plain;
    std::vector<text::token> with_scan;
    text::tokenize(s, plain);
    text::tokenize(s, scan, with_scan);
    ASSERT_EQ(plain.size(), with_scan.size()) << s;
    for (std::size_t i = 0; i < plain.size(); ++i) {
      EXPECT_EQ(plain[i].span, with_scan[i].span) << s << " #" << i;
      EXPECT_EQ(plain[i].kind, with_scan[i].kind) << s << " #" << i;
      EXPECT_EQ(plain[i].key, with_scan[i].key) << s << " #" << i;
      EXPECT_EQ(plain[i].space_before, with_scan[i].space_before) << s << " #" << i;
      EXPECT_EQ(plain[i].value, with_scan[i].value) << s << " #" << i;
    }
  }
  // The symbol key table is token_key of the byte.
  for (int c = 0; c < 256; ++c) {
    const char byte = static_cast<char>(c);
    EXPECT_EQ(text::byte_key(static_cast<unsigned char>(c)), text::token_key(std::string_view(&byte, 1))) << c;
  }
}

TEST(WordScan, SharedScanGivesTheSameContextAndMatches) {
  const std::string s =
      "[doctor] any chest pain or fever ?\n[patient] no chest pain . i don't have fever but my mother has "
      "diabetes .\nPMH: HTN, k/c/o DM2 since 2015. H/o TB in 2010 - resolved.\n"
      "Assessment: ?dengue; r/o malaria. BP 130/85. Tab Dolo 650 1-0-1 x 5 days. "
      "Patient ko bukhar hai, sir dard bhi. मरीज़ को बुखार है।";
  text::word_scan scan;
  text::scan_words(s, scan);
  const auto& terms = cxs::domain::terminology::default_terminology();
  cxs::domain::terminology::match_options options;
  options.include_phrases = true;
  const auto own = terms.match(s, options);
  std::vector<cxs::domain::terminology::concept_match> shared;
  terms.match(s, scan, options, shared);
  ASSERT_EQ(own.size(), shared.size());
  ASSERT_GE(own.size(), 8u);  // chest pain ×2, fever ×2, diabetes, HTN, DM2, TB, dengue, malaria, ...
  const cxs::domain::clinical::context_document own_ctx(s);
  const cxs::domain::clinical::context_document shared_ctx(s, scan);
  for (std::size_t k = 0; k < own.size(); ++k) {
    EXPECT_EQ(own[k].begin, shared[k].begin);
    EXPECT_EQ(own[k].end, shared[k].end);
    EXPECT_EQ(own[k].ref(), shared[k].ref());
    EXPECT_EQ(own_ctx.assess(own[k].begin, own[k].end), shared_ctx.assess(own[k].begin, own[k].end))
        << s.substr(own[k].begin, own[k].end - own[k].begin);
  }
  // The scan really is read: the denied chest pain and the mother's diabetes keep their context.
  const auto denied = s.find("chest pain", s.find("[patient]"));
  EXPECT_TRUE(shared_ctx.assess(denied, denied + 10).negated);
  const auto diabetes = s.find("diabetes");
  EXPECT_EQ(shared_ctx.assess(diabetes, diabetes + 8).who, cxs::domain::clinical::experiencer::family);
}

TEST(WordScan, ContractionsAndAbbreviationsAreOneContextWord) {
  // "don't", "do n't" (ASR) and "b.p." are single ConText words built from several runs.
  const std::string s = "I don't have fever. I do n't have cough. No b.p. problem, no h/o asthma.";
  const cxs::domain::clinical::context_document ctx(s);
  const auto fever = s.find("fever");
  const auto cough = s.find("cough");
  const auto asthma = s.find("asthma");
  EXPECT_TRUE(ctx.assess(fever, fever + 5).negated);
  EXPECT_TRUE(ctx.assess(cough, cough + 5).negated);
  EXPECT_TRUE(ctx.assess(asthma, asthma + 6).negated);
}

TEST(EngineRegression, MatchEndingInsideANumberTokenKeepsItsOwnName) {
  // "bukhar¿" is one number-aware token but two terminology words; the diagnosis name used
  // to be read from before the token list (out of bounds) when a match ended inside it.
  std::vector<cxs::domain::schema::problem> problems;
  const auto schema = cxs::domain::schema::parse_schema(
      boost::json::parse(R"({"sections":[{"id":"a","title":"A","fields":[
        {"key":"diagnoses","label":"Diagnoses","type":"diagnosis-list"}]}]})"),
      "schema", problems);
  ASSERT_TRUE(schema);
  const auto result = cxs::domain::extraction::extract("bukhar¿ since 2 days.", *schema);
  const auto& list = result.data.at("diagnoses").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("name").as_string(), "Fever");
  EXPECT_EQ(list[0].at("evidence").at("start").to_number<int>(), 0);
  EXPECT_EQ(list[0].at("evidence").at("end").to_number<int>(), 6);
}

// spd28: the lower-casing and the ASCII run masks of scan_words work 16 bytes at a time
// (SSE2). Against the plain byte rule on random texts of every length up to a few blocks, so
// that each tail (16-, 8- and 1-byte steps, a 64-byte block's partial end) is crossed: the
// lowered copy (any bytes, non-ASCII ones unchanged) and, for ASCII texts, the runs, their
// keys and their letters flags.
TEST(WordScan, BlockScanMatchesTheByteRuleOnRandomTexts) {
  std::mt19937 rng(28);
  const std::string_view alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789  .,;:'/-[]@`{\n\t";
  text::word_scan scan;
  for (int round = 0; round < 20000; ++round) {
    const std::size_t len = rng() % 300;
    const bool ascii = round % 4 != 0;
    std::string s(len, ' ');
    for (char& c : s) {
      c = ascii || rng() % 8 != 0 ? alphabet[rng() % alphabet.size()] : static_cast<char>(0x80 + rng() % 128);
    }
    text::scan_words(s, scan);
    std::string lowered = s;
    for (char& c : lowered) {
      if (c >= 'A' && c <= 'Z') {
        c = static_cast<char>(c - 'A' + 'a');
      }
    }
    ASSERT_EQ(scan.lowered, lowered) << s;
    if (!ascii) {
      continue;  // the runs of a non-ASCII text come from the byte loop, unchanged
    }
    std::vector<text::word_run> expected;
    for (std::size_t i = 0; i < len;) {
      const auto word_byte = [&lowered](std::size_t k) {
        return (lowered[k] >= 'a' && lowered[k] <= 'z') || (lowered[k] >= '0' && lowered[k] <= '9');
      };
      if (!word_byte(i)) {
        ++i;
        continue;
      }
      std::size_t e = i;
      bool letters = true;
      while (e < len && word_byte(e)) {
        letters = letters && lowered[e] >= 'a';
        ++e;
      }
      expected.push_back({i, e, text::token_key(std::string_view(s).substr(i, e - i)), letters});
      i = e;
    }
    ASSERT_EQ(scan.runs.size(), expected.size()) << s;
    for (std::size_t r = 0; r < expected.size(); ++r) {
      ASSERT_EQ(scan.runs[r].begin, expected[r].begin) << s;
      ASSERT_EQ(scan.runs[r].end, expected[r].end) << s;
      ASSERT_EQ(scan.runs[r].key, expected[r].key) << s;
      ASSERT_EQ(scan.runs[r].letters, expected[r].letters) << s;
    }
  }
}
