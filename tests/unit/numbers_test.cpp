// Unit tests of domain/text/numbers: spoken and written numbers with their byte spans, the
// number-aware tokenizer, and the phrase matcher the clinical extractors build on.

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "domain/text/numbers.hpp"

namespace text = cxs::domain::text;
using text::operator""_key;

namespace {

// The single number in `phrase` (fails the test when there is not exactly one).
double only_number(std::string_view phrase) {
  const auto numbers = text::find_numbers(phrase);
  EXPECT_EQ(numbers.size(), 1U) << phrase;
  return numbers.empty() ? -1 : numbers.front().value;
}

// The text each number covers.
std::vector<std::string> spans_of(std::string_view s) {
  std::vector<std::string> out;
  for (const auto& n : text::find_numbers(s)) {
    out.emplace_back(s.substr(n.span.start, n.span.end - n.span.start));
  }
  return out;
}

std::vector<double> values_of(std::string_view s) {
  std::vector<double> out;
  for (const auto& n : text::find_numbers(s)) {
    out.push_back(n.value);
  }
  return out;
}

}  // namespace

TEST(NumbersWords, StandardCardinals) {
  EXPECT_DOUBLE_EQ(only_number("one hundred thirty"), 130);
  EXPECT_DOUBLE_EQ(only_number("one hundred and thirty two"), 132);
  EXPECT_DOUBLE_EQ(only_number("eighty-five"), 85);
  EXPECT_DOUBLE_EQ(only_number("Seventy Two"), 72);
  EXPECT_DOUBLE_EQ(only_number("fifteen"), 15);
  EXPECT_DOUBLE_EQ(only_number("zero"), 0);
}

TEST(NumbersWords, ArticleHundred) {
  EXPECT_DOUBLE_EQ(only_number("a hundred and two"), 102);
  EXPECT_DOUBLE_EQ(only_number("a hundred"), 100);
  EXPECT_DOUBLE_EQ(only_number("a thousand"), 1000);
}

TEST(NumbersWords, ColloquialHundreds) {
  EXPECT_DOUBLE_EQ(only_number("one thirty"), 130);
  EXPECT_DOUBLE_EQ(only_number("one twenty eight"), 128);
  EXPECT_DOUBLE_EQ(only_number("one sixty nine"), 169);
  EXPECT_DOUBLE_EQ(only_number("two fifty"), 250);
  EXPECT_DOUBLE_EQ(only_number("one oh five"), 105);
  EXPECT_DOUBLE_EQ(only_number("one eighteen"), 118);
  EXPECT_DOUBLE_EQ(only_number("nineteen ninety"), 1990);
}

TEST(NumbersWords, Decimals) {
  EXPECT_DOUBLE_EQ(only_number("ninety eight point six"), 98.6);
  EXPECT_DOUBLE_EQ(only_number("zero point two five"), 0.25);
  EXPECT_DOUBLE_EQ(only_number("point five"), 0.5);
  EXPECT_DOUBLE_EQ(only_number("thirty eight point five"), 38.5);
}

TEST(NumbersWords, AsrSpacedFullStopIsADecimalPointInRange) {
  EXPECT_DOUBLE_EQ(only_number("ninety eight . seven"), 98.7);
  EXPECT_DOUBLE_EQ(only_number("a hundred . four"), 100.4);
  EXPECT_DOUBLE_EQ(only_number("two . five"), 2.5);
  EXPECT_DOUBLE_EQ(only_number("twelve . five"), 12.5);
  EXPECT_DOUBLE_EQ(only_number("zero . zero five"), 0.05);
  // Outside the dose/temperature ranges the full stop ends a sentence.
  EXPECT_EQ(values_of("seventy two . one thing"), (std::vector<double>{72, 1}));
}

TEST(NumbersWords, Halves) {
  EXPECT_DOUBLE_EQ(only_number("twelve and a half"), 12.5);
  EXPECT_DOUBLE_EQ(only_number("one and a half"), 1.5);
  EXPECT_DOUBLE_EQ(only_number("half"), 0.5);
  EXPECT_DOUBLE_EQ(only_number("a half"), 0.5);
  EXPECT_DOUBLE_EQ(only_number("2 and a half"), 2.5);
  EXPECT_EQ(spans_of("half a tablet"), (std::vector<std::string>{"half a"}));
}

TEST(NumbersWords, LargeScales) {
  EXPECT_DOUBLE_EQ(only_number("sixty thousand"), 60000);
  EXPECT_DOUBLE_EQ(only_number("fifteen hundred"), 1500);
  EXPECT_DOUBLE_EQ(only_number("two thousand five hundred"), 2500);
  EXPECT_DOUBLE_EQ(only_number("one lakh"), 100000);
  EXPECT_DOUBLE_EQ(only_number("60 thousand"), 60000);
  EXPECT_DOUBLE_EQ(only_number("1.2 million"), 1200000);
}

TEST(NumbersWords, SeparateNumbersStaySeparate) {
  EXPECT_EQ(values_of("two three"), (std::vector<double>{2, 3}));
  EXPECT_EQ(values_of("one thirty over eighty five"), (std::vector<double>{130, 85}));
  EXPECT_EQ(values_of("five , six"), (std::vector<double>{5, 6}));
  EXPECT_EQ(values_of("ninety ninety seven . two"), (std::vector<double>{90, 97.2}));
  EXPECT_EQ(values_of("five hundred five hundred milligrams"), (std::vector<double>{500, 500}));
}

TEST(NumbersWords, DecadeWordsMakeARangeNotANumber) {
  EXPECT_TRUE(values_of("running in the one twenties").empty());
  EXPECT_TRUE(values_of("in the low one hundreds").empty());
}

TEST(NumbersWords, OrdinaryWordsAreNotNumbers) {
  EXPECT_TRUE(values_of("a patient and a doctor").empty());
  EXPECT_TRUE(values_of("oh no, once or twice").empty());
}

TEST(NumbersDigits, IntegersDecimalsAndThousands) {
  EXPECT_DOUBLE_EQ(only_number("130"), 130);
  EXPECT_DOUBLE_EQ(only_number("98.6"), 98.6);
  EXPECT_DOUBLE_EQ(only_number("1,000"), 1000);
  EXPECT_DOUBLE_EQ(only_number("60,000"), 60000);
  EXPECT_EQ(values_of("1,2"), (std::vector<double>{1, 2}));
}

TEST(NumbersDigits, FractionsAndHalfSign) {
  EXPECT_DOUBLE_EQ(only_number("1/2"), 0.5);
  EXPECT_DOUBLE_EQ(only_number("3/4"), 0.75);
  EXPECT_DOUBLE_EQ(only_number("\xC2\xBD"), 0.5);
  EXPECT_DOUBLE_EQ(only_number("1\xC2\xBD"), 1.5);
  // A blood pressure is two numbers.
  EXPECT_EQ(values_of("120/80"), (std::vector<double>{120, 80}));
}

TEST(NumbersDigits, LettersAndDigitsSplit) {
  EXPECT_EQ(spans_of("650mg"), (std::vector<std::string>{"650"}));
  EXPECT_EQ(spans_of("spo2 96%"), (std::vector<std::string>{"2", "96"}));
  EXPECT_EQ(values_of("1-0-1"), (std::vector<double>{1, 0, 1}));
}

TEST(NumbersSpans, ByteOffsetsPointAtThePhrase) {
  const std::string_view s = "BP one thirty over eighty-five today";
  const auto numbers = text::find_numbers(s);
  ASSERT_EQ(numbers.size(), 2U);
  EXPECT_EQ(numbers[0].span, (text::byte_span{3, 13}));
  EXPECT_EQ(numbers[1].span, (text::byte_span{19, 30}));
  EXPECT_TRUE(numbers[0].spoken);
  EXPECT_TRUE(numbers[0].integral);
}

TEST(NumbersSpans, OffsetsAreBytesAfterMultibyteText) {
  const std::string_view s = "बुखार 102 °F";
  const auto numbers = text::find_numbers(s);
  ASSERT_EQ(numbers.size(), 1U);
  EXPECT_EQ(s.substr(numbers[0].span.start, numbers[0].span.end - numbers[0].span.start), "102");
  EXPECT_FALSE(numbers[0].spoken);
}

TEST(NumbersParse, WholePhraseOnly) {
  EXPECT_EQ(text::parse_number("one thirty"), 130);
  EXPECT_EQ(text::parse_number("ninety eight point six"), 98.6);
  EXPECT_FALSE(text::parse_number("one thirty over eighty").has_value());
  EXPECT_FALSE(text::parse_number("hello").has_value());
  EXPECT_FALSE(text::parse_number("").has_value());
}

TEST(NumbersFormat, CanonicalText) {
  EXPECT_EQ(text::format_number(130), "130");
  EXPECT_EQ(text::format_number(98.6), "98.6");
  EXPECT_EQ(text::format_number(0.25), "0.25");
  EXPECT_EQ(text::format_number(1200000), "1200000");
  EXPECT_EQ(text::format_number(-4), "-4");
}

TEST(NumbersTokens, KindsSpacesAndNewlines) {
  std::vector<text::token> tokens;
  const std::string_view s = "Temp 38.5°C\nBP";
  text::tokenize(s, tokens);
  ASSERT_EQ(tokens.size(), 6U);
  EXPECT_EQ(tokens[0].kind, text::token_kind::word);
  EXPECT_EQ(tokens[1].kind, text::token_kind::number);
  EXPECT_DOUBLE_EQ(tokens[1].value, 38.5);
  EXPECT_TRUE(text::symbol_is(s, tokens[2], "\xC2\xB0"));
  EXPECT_FALSE(tokens[2].space_before);
  EXPECT_TRUE(text::word_is(s, tokens[3], "c"));
  EXPECT_TRUE(text::is_sentence_break(s, tokens[4]));
  EXPECT_TRUE(text::word_is(s, tokens[5], "bp"));
}

TEST(NumbersTokens, KeysAreCaseInsensitiveAndMatchLiterals) {
  std::vector<text::token> tokens;
  text::tokenize("Over OVER over", tokens);
  ASSERT_EQ(tokens.size(), 3U);
  EXPECT_EQ(tokens[0].key, "over"_key);
  EXPECT_EQ(tokens[1].key, tokens[2].key);
  EXPECT_EQ(text::token_key("Over"), "over"_key);
  EXPECT_TRUE(text::is_number_word("seventy"_key));
  EXPECT_FALSE(text::is_number_word("seventh"_key));
}

TEST(NumbersTokens, EmptyAndPunctuationOnlyInput) {
  std::vector<text::token> tokens{text::token{}};
  text::tokenize("", tokens);
  EXPECT_TRUE(tokens.empty());
  text::tokenize(" ,.;", tokens);
  EXPECT_EQ(tokens.size(), 3U);
}

TEST(NumbersPhraseMatcher, LongestMatchSoftSymbolsAndSpokenNumbers) {
  text::phrase_matcher m;
  EXPECT_TRUE(m.add("pan", 1));
  EXPECT_TRUE(m.add("pan d", 2));
  EXPECT_TRUE(m.add("dolo 650", 3));
  EXPECT_FALSE(m.add("PAN", 9));  // already present: the first payload stays
  EXPECT_FALSE(m.add("  ", 9));
  EXPECT_EQ(m.size(), 3U);

  std::vector<text::token> tokens;
  const std::string_view s = "Pan-D and dolo six fifty, pan";
  text::tokenize(s, tokens);
  auto first = m.longest_at(s, tokens, 0, tokens.size());
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->payload, 2U);
  EXPECT_EQ(first->end, 3U);  // "Pan" "-" "D"
  auto dolo = m.longest_at(s, tokens, 4, tokens.size());
  ASSERT_TRUE(dolo.has_value());
  EXPECT_EQ(dolo->payload, 3U);
  EXPECT_FALSE(m.longest_at(s, tokens, 3, tokens.size()).has_value());  // "and"
  auto last = m.longest_at(s, tokens, tokens.size() - 1, tokens.size());
  ASSERT_TRUE(last.has_value());
  EXPECT_EQ(last->payload, 1U);
}

TEST(NumbersPhraseMatcher, LimitAndExactFind) {
  text::phrase_matcher m;
  m.add("blood pressure", 7);
  std::vector<text::token> tokens;
  const std::string_view s = "blood pressure";
  text::tokenize(s, tokens);
  EXPECT_FALSE(m.longest_at(s, tokens, 0, 1).has_value());
  EXPECT_EQ(m.find("Blood Pressure"), 7U);
  EXPECT_EQ(m.find("blood"), text::phrase_matcher::no_payload);
  EXPECT_EQ(m.find("blood pressure cuff"), text::phrase_matcher::no_payload);
}

TEST(NumbersPhraseMatcher, AFilterThatGrowsKeepsEveryPhrase) {
  // 3,000 first words: the first-token filter doubles several times while they are added
  // (each time rebuilt from the first words so far); every phrase is found afterwards, the
  // ones added before a growth as well as after, and words that start none are not.
  text::phrase_matcher m;
  std::vector<std::string> words;
  for (int i = 0; i < 3000; ++i) {
    // Letters only ("drugaaa", "drugaab", ...): a digit would split the word into tokens.
    words.push_back(std::string("drug") + static_cast<char>('a' + i / 676) + static_cast<char>('a' + i / 26 % 26) +
                    static_cast<char>('a' + i % 26));
    ASSERT_TRUE(m.add(words.back() + " forte", static_cast<std::uint32_t>(i)));
  }
  std::string s;
  for (int i = 0; i < 3000; i += 7) {
    s += words[static_cast<std::size_t>(i)] + " forte and ";
  }
  std::vector<text::token> tokens;
  text::tokenize(s, tokens);
  std::size_t found = 0;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const auto hit = m.longest_at(s, tokens, k, tokens.size());
    if (k % 3 == 0) {
      ASSERT_TRUE(hit.has_value()) << k;
      EXPECT_EQ(hit->payload, static_cast<std::uint32_t>(k / 3 * 7));
      ++found;
    } else {
      EXPECT_FALSE(hit.has_value()) << k;  // "forte", "and"
    }
  }
  EXPECT_EQ(found, (3000U + 6U) / 7U);
  const auto first = m.first_at(s, tokens, 1, tokens.size(), tokens.size());
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->first, 3U);
  EXPECT_EQ(m.find(words.back() + " forte"), 2999U);
  EXPECT_EQ(m.find(words.back()), text::phrase_matcher::no_payload);
}
