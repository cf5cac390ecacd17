// Round 36 (ctx37): a transcribed call's opening tag that names the caller as the patient's son,
// daughter or spouse ("[beti ka phone] Papa ko 2019 mein cancer hua tha, ...", "[phone par beta]",
// "[daughter, phone]"). Round 17's find_informant reads the informant in prose ("Daughter phoned",
// "Caller: son"); a family's call in Hinglish is tagged the way a transcript tags its speakers, and
// without this the parent the caller names ("Papa", "Mummy") was read as family, present and past
// alike (round 36's tuning half: 4 of its 5 Hinglish present lines missed).

#include "domain/clinical/context_document.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "domain/clinical/context_lexicon.hpp"
#include "domain/clinical/context_trigger_words.hpp"

namespace cxs::domain::clinical {

using namespace context_detail;

namespace {

// Words of a call in the tag, and the caller's kin (English and romanised Hindi).
constexpr std::array<std::string_view, 6> call_words{"phone", "call", "calling", "phoned", "telephone", "phonecall"};
constexpr std::array<std::string_view, 7> child_callers{"beti", "beta", "bete", "bitiya", "son", "daughter", "betiya"};
constexpr std::array<std::string_view, 2> wife_callers{"patni", "wife"};
constexpr std::array<std::string_view, 2> husband_callers{"pati", "husband"};
// The caller's words for themselves (Hindi and English; not "me", the Hindi "in").
constexpr std::array<std::string_view, 13> caller_self_words{"mujhe", "mujhko", "mera",  "meri", "mere", "main", "mai",
                                                             "hum",   "humein", "hamari", "i",   "my",   "mine"};
// The longest tag read ("[phone call from the daughter]").
constexpr std::size_t longest_tag = 40;

}  // namespace

void context_document::impl::find_caller_tag() {
  if (proxy != 0 || text.size() < 3 || text.front() != '[') {
    return;
  }
  const std::size_t close = text.find(']');
  if (close == std::string_view::npos || close > longest_tag) {
    return;
  }
  bool call = false;
  std::uint8_t caller = 0;
  std::string word;
  for (std::size_t i = 1; i <= close; ++i) {
    const char c = text[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      word.push_back(static_cast<char>(c | 0x20));
      continue;
    }
    if (word.empty()) {
      continue;
    }
    call = call || in<call_words>(word);
    caller = in<child_callers>(word)     ? proxy_child
             : in<wife_callers>(word)    ? proxy_wife
             : in<husband_callers>(word) ? proxy_husband
                                         : caller;
    word.clear();
  }
  if (call && caller != 0) {
    proxy = caller;
  } else if (call) {
    find_called_kin(close);
  }
}

// Review rv35: a call's tag that names no caller ("[phone]", "[call]") before a line opening on
// a kin word as the Hindi experiencer ("Mummy ko sugar hai", "Nani ji ko BP hai"): the caller
// speaks of that relative as the one who is ill, so the kin word names the patient. Not when the
// caller speaks of themselves anywhere in the call ("Mujhe khansi hai, mummy ko bhi sugar hai",
// "Mummy ko cancer tha, ab meri gaanth ..."), nor for "bhi" (the relative as well as someone).
void context_document::impl::find_called_kin(std::size_t close) {
  std::size_t k = 0;
  while (k < toks.size() && toks[k].begin <= close) {
    ++k;
  }
  if (k + 1 >= toks.size() || toks[k].kind != tok_kind::word ||
      !(in<female_kin>(toks[k].norm) || in<male_kin>(toks[k].norm) || in<child_callers>(toks[k].norm))) {
    return;
  }
  std::size_t after = k + 1;
  if (toks[after].kind == tok_kind::word && toks[after].norm == "ji") {
    ++after;
  }
  if (after >= toks.size() || toks[after].kind != tok_kind::word || toks[after].norm != "ko" ||
      (after + 1 < toks.size() && toks[after + 1].norm == "bhi")) {
    return;
  }
  for (const ctoken& t : toks) {
    if (t.kind == tok_kind::word && in<caller_self_words>(t.norm)) {
      return;
    }
  }
  called_kin.assign(toks[k].norm);
  proxy = proxy_called_kin;
}

}  // namespace cxs::domain::clinical
