#include "domain/clinical/context.hpp"

#include "domain/text/chars.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"
#include "domain/text/words.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cxs::domain::clinical {
namespace {

// ---------------------------------------------------------------------------------------
// Trigger lexicon. A phrase is lower-case words separated by single spaces, written as the
// tokeniser normalises them: apostrophes dropped ("doesnt", "cant", "ive"), "/" kept
// inside a word ("h/o", "k/c/o", "r/o"), "-" splitting words ("non smoker").

// What a phrase does to mentions in its scope (e_*) and which scopes it ends (t_*).
constexpr std::uint32_t e_neg = 1u << 0;
constexpr std::uint32_t e_hist = 1u << 1;
constexpr std::uint32_t e_hypo = 1u << 2;
constexpr std::uint32_t e_unc = 1u << 3;
constexpr std::uint32_t e_fam = 1u << 4;
constexpr std::uint32_t e_other = 1u << 5;
constexpr std::uint32_t e_chronic = 1u << 6;
constexpr std::uint32_t e_pseudo = 1u << 7;  // matched only to hide its words from triggers
// "h/o", "history of": historical unless a duration follows ("h/o fever for 3 days", the
// Indian case-sheet way of writing the presenting complaint).
constexpr std::uint32_t e_hist_weak = 1u << 13;
// "started", "still", "been taking": the mention is current whatever else says "ago".
constexpr std::uint32_t e_current = 1u << 14;
constexpr std::uint32_t t_neg = 1u << 8;
constexpr std::uint32_t t_hist = 1u << 9;
constexpr std::uint32_t t_hypo = 1u << 10;
constexpr std::uint32_t t_unc = 1u << 11;
constexpr std::uint32_t t_exp = 1u << 12;
constexpr std::uint32_t t_all = t_neg | t_hist | t_hypo | t_unc | t_exp;
constexpr std::uint32_t e_effects =
    e_neg | e_hist | e_hist_weak | e_hypo | e_unc | e_fam | e_other | e_chronic | e_current;

enum class scope : std::uint8_t {
  none,      // terminators and pseudo-triggers
  forward,   // pre-trigger: acts on mentions after it
  backward,  // post-trigger: acts on mentions before it
  both,
};

struct trigger_spec {
  std::string_view phrase;
  std::uint32_t effects = 0;
  scope dir = scope::none;
  std::uint8_t window = 0;    // most words allowed between trigger and mention
  bool clause_start = false;  // counts only after ",", ";", "and", "but" or at sentence start
};

constexpr trigger_spec fwd(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::forward, w, false};
}
constexpr trigger_spec bwd(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::backward, w, false};
}
constexpr trigger_spec both(std::string_view p, std::uint32_t e, std::uint8_t w) {
  return {p, e, scope::both, w, false};
}
constexpr trigger_spec term(std::string_view p, std::uint32_t t) {
  return {p, t, scope::none, 0, false};
}
constexpr trigger_spec clause_term(std::string_view p, std::uint32_t t) {
  return {p, t, scope::none, 0, true};
}
constexpr trigger_spec pseudo(std::string_view p) { return {p, e_pseudo, scope::none, 0, false}; }

constexpr std::uint8_t w_neg = 10;
constexpr std::uint8_t w_post = 3;
constexpr std::uint8_t w_long = 15;
constexpr std::uint8_t w_unc = 6;

// clang-format off
// A plain array: std::array's deduction guide folds over every element, which exceeds
// clang's expression-nesting limit at this size.
constexpr trigger_spec fixed_triggers[] = {
    // --- negation, looking forward
    fwd("no", e_neg, w_neg), fwd("not", e_neg, 2), fwd("denies", e_neg, w_neg),
    both("denied", e_neg, 6), fwd("deny", e_neg, w_neg), fwd("denying", e_neg, w_neg),
    fwd("without", e_neg, 6), fwd("w/o", e_neg, 6), fwd("negative for", e_neg, w_neg),
    fwd("neg for", e_neg, w_neg), fwd("free of", e_neg, 6), fwd("absence of", e_neg, w_neg),
    fwd("no evidence of", e_neg, w_neg), fwd("no signs of", e_neg, w_neg),
    fwd("no sign of", e_neg, w_neg), fwd("no symptoms of", e_neg, w_neg),
    fwd("no complaints of", e_neg, w_neg), fwd("no complaint of", e_neg, w_neg),
    fwd("no c/o", e_neg, w_neg), fwd("no h/o", e_neg, w_neg), fwd("no history of", e_neg, w_neg),
    fwd("no past history of", e_neg, w_neg), fwd("no previous history of", e_neg, w_neg),
    fwd("no prior history of", e_neg, w_neg), fwd("no known history of", e_neg, w_neg),
    fwd("no significant history of", e_neg, w_neg), fwd("no medical history of", e_neg, w_neg),
    fwd("no past medical history of", e_neg, w_neg), fwd("no known", e_neg, w_neg),
    fwd("not known to have", e_neg, w_neg), fwd("not a known case of", e_neg, w_neg),
    fwd("not known case of", e_neg, w_neg), fwd("not a k/c/o", e_neg, w_neg),
    fwd("n/k/c/o", e_neg, w_neg), fwd("denies any history of", e_neg, w_neg),
    fwd("denies history of", e_neg, w_neg), fwd("denies any past history of", e_neg, w_neg),
    fwd("never", e_neg, 6), fwd("never had", e_neg, w_neg),
    fwd("never been diagnosed with", e_neg, w_neg), fwd("never diagnosed with", e_neg, w_neg),
    fwd("not diagnosed with", e_neg, w_neg), fwd("has never had", e_neg, w_neg),
    both("ruled out", e_neg, w_neg), fwd("ruled out for", e_neg, w_neg),
    fwd("rules out", e_neg, w_neg), fwd("doesnt have", e_neg, w_neg),
    fwd("does not have", e_neg, w_neg), fwd("dont have", e_neg, w_neg),
    fwd("do not have", e_neg, w_neg), fwd("didnt have", e_neg, w_neg),
    fwd("did not have", e_neg, w_neg), fwd("havent had", e_neg, w_neg),
    fwd("have not had", e_neg, w_neg), fwd("hasnt had", e_neg, w_neg),
    fwd("has not had", e_neg, w_neg), fwd("havent", e_neg, 6), fwd("hasnt", e_neg, 6),
    fwd("isnt", e_neg, 4), fwd("wasnt", e_neg, 4), fwd("arent", e_neg, 4),
    fwd("dont", e_neg, 4), fwd("doesnt", e_neg, 4), fwd("didnt", e_neg, 4),
    fwd("not having", e_neg, w_neg), fwd("not experiencing", e_neg, w_neg),
    fwd("not complaining of", e_neg, w_neg), fwd("not on", e_neg, w_neg),
    fwd("not on any", e_neg, w_neg), fwd("not taking", e_neg, w_neg),
    fwd("not taking any", e_neg, w_neg), fwd("nor", e_neg, 4), fwd("neither", e_neg, 6),
    fwd("non", e_neg, 0),  // only before the words in `negatable_after_non`
    fwd("no more", e_neg, w_neg), fwd("no longer", e_neg, w_neg),
    fwd("no longer has", e_neg, w_neg), fwd("no longer have", e_neg, w_neg),
    fwd("no further", e_neg, w_neg), fwd("no new", e_neg, w_neg), fwd("no recent", e_neg, w_neg),
    fwd("no other", e_neg, w_neg), fwd("no obvious", e_neg, w_neg),
    fwd("no active", e_neg, w_neg), fwd("nobody", e_neg, w_neg), fwd("no one", e_neg, w_neg),
    fwd("noone", e_neg, w_neg), fwd("none of", e_neg, w_neg), fwd("unlikely to be", e_neg, 4),
    fwd("tested negative for", e_neg, w_neg), fwd("test negative for", e_neg, w_neg),
    fwd("is negative for", e_neg, w_neg), fwd("was negative for", e_neg, w_neg),
    fwd("are negative for", e_neg, w_neg), fwd("were negative for", e_neg, w_neg),
    fwd("came back negative for", e_neg, w_neg),
    both("absent", e_neg, 2),
    // --- negation, looking back
    bwd("not present", e_neg, w_post), bwd("negative", e_neg, w_post),
    bwd("was negative", e_neg, w_post), bwd("is negative", e_neg, w_post),
    bwd("came back negative", e_neg, w_post),
    bwd("was ruled out", e_neg, w_post), bwd("has been ruled out", e_neg, w_post),
    bwd("been ruled out", e_neg, w_post), bwd("is ruled out", e_neg, w_post),
    bwd("excluded", e_neg, w_post), bwd("was excluded", e_neg, w_post),
    bwd("unlikely", e_neg, w_post), bwd("is unlikely", e_neg, w_post),
    bwd("not seen", e_neg, w_post), bwd("not found", e_neg, w_post), bwd("not noted", e_neg, w_post),
    bwd("not detected", e_neg, w_post), bwd("not identified", e_neg, w_post),
    bwd("none", e_neg, 2), bwd("nil", e_neg, 2), bwd("free", e_neg, 0),
    // code-mix and Indic-script negation follows the word it negates
    bwd("nahi", e_neg, w_post), bwd("nahin", e_neg, w_post), bwd("nahi hai", e_neg, w_post),
    bwd("nahin hai", e_neg, w_post), bwd("nahi hua", e_neg, w_post), bwd("nahi tha", e_neg, w_post),
    bwd("nahi thi", e_neg, w_post), bwd("nahi he", e_neg, w_post), bwd("nai", e_neg, w_post),
    bwd("nahi aata", e_neg, w_post), bwd("nahi hota", e_neg, w_post),
    bwd("illai", e_neg, w_post), bwd("illa", e_neg, w_post), bwd("ledu", e_neg, w_post),
    bwd("ledhu", e_neg, w_post), bwd("nei", e_neg, w_post), bwd("naahi", e_neg, w_post),
    bwd("nahiye", e_neg, w_post), bwd("hoy na", e_neg, w_post), bwd("kahi nahi", e_neg, w_post),
    bwd("kabhi nahi", e_neg, w_post), bwd("bilkul nahi", e_neg, w_post),
    bwd("\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80\xE0\xA4\x82", e_neg, w_post),  // नहीं
    bwd("\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80", e_neg, w_post),              // नही
    bwd("\xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2\xE0\xAF\x88", e_neg, w_post),  // இல்லை

    // --- pseudo-triggers: contain a trigger word, trigger nothing
    pseudo("no increase"), pseudo("no change"), pseudo("no changes"), pseudo("no change in"),
    pseudo("no significant change"), pseudo("no interval change"), pseudo("not only"),
    pseudo("gram negative"), pseudo("no doubt"), pseudo("not necessarily"), pseudo("not just"),
    pseudo("not cause"), pseudo("without difficulty"), pseudo("no problem"),
    pseudo("not bad"), pseudo("not too bad"), pseudo("not so bad"), pseudo("no wonder"),
    pseudo("rh negative"), pseudo("not worse"), pseudo("no worse"), pseudo("nothing but"),
    pseudo("not that i know of"), pseudo("year old"), pseudo("years old"), pseudo("yr old"),
    pseudo("yrs old"), pseudo("month old"), pseudo("months old"), pseudo("day old"),
    pseudo("days old"), pseudo("week old"), pseudo("weeks old"), pseudo("prior to"),
    pseudo("history of present illness"), pseudo("history of presenting illness"),
    pseudo("history and physical"), pseudo("social history"), pseudo("family doctor"),
    pseudo("family physician"), pseudo("family medicine"), pseudo("family planning"),
    pseudo("family practice"), pseudo("accompanied by"), pseudo("brought by"),
    pseudo("according to"), pseudo("mother of"), pseudo("father of"), pseudo("if needed"),
    pseudo("if necessary"), pseudo("as if"), pseudo("even if"), pseudo("if so"),
    pseudo("if any"), pseudo("if you have any questions"), pseudo("if you have questions"),
    pseudo("looks like theres"), pseudo("looks like there is"), pseudo("looks like there was"),
    pseudo("looks like you"), pseudo("looks like youve"), pseudo("looks like your"),
    pseudo("looks like she"), pseudo("looks like he"), pseudo("looks like shes"),
    pseudo("looks like hes"), pseudo("for somebody"), pseudo("for someone"),
    pseudo("someone your age"), pseudo("somebody your age"),
    pseudo("if that helps"), pseudo("if it helps"), pseudo("if this helps"),
    pseudo("if that improves"), pseudo("if it improves"), pseudo("if that works"),
    // "to make sure you don't have X" is a rule-out, not a denial
    fwd("make sure", e_hypo, 8), fwd("to make sure", e_hypo, 8),
    fwd("make sure you dont have", e_hypo | e_unc, 8),
    fwd("make sure that you dont have", e_hypo | e_unc, 8),
    fwd("make sure there is no", e_hypo | e_unc, 8), fwd("make sure theres no", e_hypo | e_unc, 8),
    fwd("make sure that there is no", e_hypo | e_unc, 8),
    fwd("make sure that theres no", e_hypo | e_unc, 8), fwd("make sure its not", e_hypo | e_unc, 8),
    fwd("make sure it is not", e_hypo | e_unc, 8), fwd("make sure that its not", e_hypo | e_unc, 8),
    fwd("ensure there is no", e_hypo | e_unc, 8),
    // current despite a date: "we started you on imitrex a couple months ago"
    fwd("started", e_current, 6), fwd("began", e_current, 6), fwd("still", e_current, 4),
    fwd("been on", e_current, 4), fwd("been taking", e_current, 4), fwd("ongoing", e_current, 2),
    fwd("continues to have", e_current, 4), fwd("currently on", e_current, 4),

    // --- historical
    fwd("history of", e_hist_weak, 10), fwd("h/o", e_hist_weak, 10),
    fwd("hx of", e_hist_weak, 10), fwd("a history of", e_hist_weak, 10),
    fwd("past history of", e_hist, w_long), fwd("past history", e_hist, w_long),
    fwd("past medical history", e_hist, w_long), fwd("past medical history of", e_hist, w_long),
    fwd("past medical history significant for", e_hist, w_long),
    fwd("medical history of", e_hist, w_long), fwd("medical history significant for", e_hist, w_long),
    fwd("pmh of", e_hist, w_long), fwd("pmh significant for", e_hist, w_long),
    fwd("previous history of", e_hist, w_long), fwd("prior history of", e_hist, w_long),
    fwd("known history of", e_hist, w_long), both("previously", e_hist, 3),
    fwd("previous", e_hist, 2), fwd("prior", e_hist, 1), fwd("old", e_hist, 0),
    fwd("childhood", e_hist, 0), both("resolved", e_hist, 1), fwd("status post", e_hist, 3),
    fwd("s/p", e_hist, 3), fwd("used to have", e_hist, 3), fwd("used to get", e_hist, 3),
    fwd("was treated for", e_hist, 4), fwd("treated for", e_hist, 4),
    fwd("recovered from", e_hist, 4), fwd("stopped", e_hist, 2), fwd("discontinued", e_hist, 2),
    bwd("years ago", e_hist, 4), bwd("year ago", e_hist, 4), bwd("yrs ago", e_hist, 4),
    bwd("yr ago", e_hist, 4), bwd("months ago", e_hist, 4), bwd("month ago", e_hist, 4),
    bwd("years back", e_hist, 4), bwd("year back", e_hist, 4), bwd("yrs back", e_hist, 4),
    bwd("months back", e_hist, 4), bwd("in the past", e_hist, 4), bwd("as a child", e_hist, 4),
    bwd("as a kid", e_hist, 4), bwd("in childhood", e_hist, 4), bwd("during childhood", e_hist, 4),
    bwd("as a teenager", e_hist, 4), bwd("as a teen", e_hist, 4), bwd("in his teens", e_hist, 4),
    bwd("in her teens", e_hist, 4), bwd("in my teens", e_hist, 4), bwd("as an infant", e_hist, 4),
    bwd("in infancy", e_hist, 4), bwd("when he was young", e_hist, 4),
    bwd("when she was young", e_hist, 4), bwd("when i was young", e_hist, 4),
    bwd("when i was a child", e_hist, 4), bwd("when i was a kid", e_hist, 4),
    bwd("has resolved", e_hist, 4), bwd("had resolved", e_hist, 4),
    bwd("now resolved", e_hist, 4), bwd("subsided", e_hist, 4), bwd("has subsided", e_hist, 4),
    bwd("cured", e_hist, 4), bwd("healed", e_hist, 4), bwd("was treated", e_hist, 4),
    bwd("completed treatment", e_hist, 4), bwd("last year", e_hist, 4),
    bwd("last month", e_hist, 4), bwd("was stopped", e_hist, 3), bwd("were stopped", e_hist, 3),
    bwd("has been stopped", e_hist, 3), bwd("was discontinued", e_hist, 3),

    // --- hypothetical
    fwd("if", e_hypo, 8), fwd("in case", e_hypo, 12), fwd("in case of", e_hypo, 12),
    fwd("return if", e_hypo, 12), fwd("come back if", e_hypo, 12), fwd("call if", e_hypo, 12),
    fwd("call us if", e_hypo, 12), fwd("seek care if", e_hypo, 12), fwd("watch for", e_hypo, 12),
    fwd("watch out for", e_hypo, 12), fwd("monitor for", e_hypo, 12),
    fwd("look out for", e_hypo, 12), fwd("should you develop", e_hypo, 12),
    fwd("should you get", e_hypo, 12), fwd("should you have", e_hypo, 12),
    fwd("should he develop", e_hypo, 12), fwd("should she develop", e_hypo, 12),
    fwd("should there be", e_hypo, 12), fwd("in the event of", e_hypo, 12),
    fwd("risk of", e_hypo, 6), fwd("at risk of", e_hypo, 6), fwd("at risk for", e_hypo, 6),
    fwd("risk for", e_hypo, 6), fwd("to prevent", e_hypo, 6), fwd("prevent", e_hypo, 6),
    fwd("prevention of", e_hypo, 6), fwd("prophylaxis", e_hypo, 4),
    fwd("prophylaxis for", e_hypo, 6), fwd("prophylaxis against", e_hypo, 6),
    fwd("screening for", e_hypo, 6), fwd("screen for", e_hypo, 6), fwd("to see if", e_hypo, 12),
    fwd("check for", e_hypo, 6), fwd("test for", e_hypo, 6), fwd("agar", e_hypo, 8),
    fwd("jodi", e_hypo, 8), fwd("unless", e_hypo, 8), fwd("may develop", e_hypo, 4),
    fwd("could develop", e_hypo, 4), fwd("can cause", e_hypo, 4), fwd("may cause", e_hypo, 4),
    fwd("warning signs of", e_hypo, 6),
    // under investigation: hypothetical and uncertain
    fwd("rule out", e_hypo | e_unc, 8), fwd("r/o", e_hypo | e_unc, 8),
    fwd("to rule out", e_hypo | e_unc, 8), fwd("evaluate for", e_hypo | e_unc, 8),
    fwd("evaluation for", e_hypo | e_unc, 8), fwd("evaluating for", e_hypo | e_unc, 8),
    fwd("assess for", e_hypo | e_unc, 8), fwd("workup for", e_hypo | e_unc, 8),
    fwd("work up for", e_hypo | e_unc, 8), fwd("cannot rule out", e_hypo | e_unc, 8),
    fwd("cant rule out", e_hypo | e_unc, 8), fwd("can not rule out", e_hypo | e_unc, 8),
    fwd("could not rule out", e_hypo | e_unc, 8), fwd("couldnt rule out", e_hypo | e_unc, 8),
    both("not ruled out", e_hypo | e_unc, 6), fwd("cannot exclude", e_hypo | e_unc, 8),
    fwd("cant exclude", e_hypo | e_unc, 8), fwd("to exclude", e_hypo | e_unc, 8),
    bwd("cannot be ruled out", e_hypo | e_unc, w_post),
    bwd("can not be ruled out", e_hypo | e_unc, w_post),
    bwd("cant be ruled out", e_hypo | e_unc, w_post),
    bwd("could not be ruled out", e_hypo | e_unc, w_post),
    bwd("couldnt be ruled out", e_hypo | e_unc, w_post), bwd("not excluded", e_hypo | e_unc, w_post),
    bwd("is not excluded", e_hypo | e_unc, w_post), bwd("cannot be excluded", e_hypo | e_unc, w_post),
    bwd("not yet ruled out", e_hypo | e_unc, w_post), bwd("to be ruled out", e_hypo | e_unc, w_post),

    // --- uncertain (provisional)
    fwd("possible", e_unc, w_unc), fwd("possibly", e_unc, w_unc), fwd("probable", e_unc, w_unc),
    fwd("probably", e_unc, w_unc), fwd("likely", e_unc, w_unc), fwd("most likely", e_unc, w_unc),
    both("suspected", e_unc, 4), fwd("suspect", e_unc, w_unc), fwd("suspicion of", e_unc, w_unc),
    fwd("suspicious for", e_unc, w_unc), fwd("suspicious of", e_unc, w_unc),
    fwd("query", e_unc, w_unc), fwd("questionable", e_unc, w_unc), fwd("doubtful", e_unc, w_unc),
    fwd("could be", e_unc, 3), fwd("may be", e_unc, 3), fwd("might be", e_unc, 3),
    fwd("maybe", e_unc, 3), fwd("may have", e_unc, 3), fwd("might have", e_unc, 3),
    fwd("could have", e_unc, 3), fwd("concern for", e_unc, w_unc),
    fwd("concerning for", e_unc, w_unc), fwd("concerned about", e_unc, w_unc),
    fwd("worried about", e_unc, w_unc), fwd("worried that", e_unc, w_unc),
    fwd("worried", e_unc, w_unc), fwd("afraid", e_unc, w_unc), fwd("suggestive of", e_unc, w_unc),
    fwd("differential", e_unc, w_unc), fwd("differentials", e_unc, w_unc),
    fwd("ddx", e_unc, w_unc), fwd("presumed", e_unc, w_unc), fwd("presumptive", e_unc, w_unc),
    fwd("sounds like", e_unc, w_unc), fwd("looks like", e_unc, w_unc),
    fwd("seems like", e_unc, w_unc), fwd("i think", e_unc, w_unc), fwd("we think", e_unc, w_unc),
    fwd("not sure", e_unc, w_unc), fwd("not sure if", e_unc, w_unc), fwd("unsure", e_unc, w_unc),
    fwd("not certain", e_unc, w_unc), fwd("not certain if", e_unc, w_unc),
    fwd("uncertain", e_unc, w_unc), fwd("unclear", e_unc, w_unc), fwd("unclear if", e_unc, w_unc),
    fwd("whether", e_unc, w_unc), fwd("whether or not", e_unc, w_unc),
    fwd("provisional", e_unc, w_unc), fwd("tentative", e_unc, w_unc),
    both("vs", e_unc, 3), both("versus", e_unc, 3),
    bwd("is suspected", e_unc, w_post),
    bwd("is possible", e_unc, w_post), bwd("is likely", e_unc, w_post),
    bwd("is probable", e_unc, w_post), bwd("is questionable", e_unc, w_post),

    // --- chronic, current ("known case of")
    fwd("k/c/o", e_chronic, 4), fwd("kco", e_chronic, 4), fwd("known case of", e_chronic, 6),
    fwd("known c/o", e_chronic, 4), fwd("known", e_chronic, 1),
    fwd("diagnosed case of", e_chronic, 4),

    // --- family and others
    fwd("family history of", e_fam, w_long), fwd("family history", e_fam, w_long),
    fwd("family h/o", e_fam, w_long), fwd("fh of", e_fam, w_long), fwd("fhx of", e_fam, w_long),
    fwd("family member", e_fam, w_long), fwd("family members", e_fam, w_long),
    fwd("no family history of", e_neg | e_fam, w_long), fwd("no family history", e_neg | e_fam, w_long),
    fwd("negative family history of", e_neg | e_fam, w_long),
    fwd("no family h/o", e_neg | e_fam, w_long),
    both("in the family", e_fam, 4), both("in my family", e_fam, 4), both("in your family", e_fam, 4),
    both("in his family", e_fam, 4), both("in her family", e_fam, 4), both("in our family", e_fam, 4),
    both("in family", e_fam, 4), bwd("side of the family", e_fam, 4),
    bwd("on the maternal side", e_fam, 4), bwd("on the paternal side", e_fam, 4),
    bwd("on my mothers side", e_fam, 4), bwd("on my fathers side", e_fam, 4),
    fwd("contact with", e_other, w_long), fwd("exposed to", e_other, w_long),
    fwd("exposure to", e_other, w_long), fwd("contact of", e_other, w_long),
    fwd("sick contact", e_other, w_long), fwd("sick contacts", e_other, w_long),
    fwd("people at work", e_other, w_long), bwd("contact", e_other, 0),

    // --- terminators for every attribute
    term("but", t_all), term("however", t_all), term("although", t_all), term("though", t_all),
    term("except", t_all), term("apart from", t_all), term("aside from", t_all),
    term("other than", t_all), term("besides", t_all), term("whereas", t_all),
    term("lekin", t_all), term("magar", t_all), term("kintu", t_all), term("kani", t_all),
    term("aanaal", t_all), term("aanal", t_all), term("okay", t_all), term("ok", t_all),
    term("yes", t_all), term("yeah", t_all), term("alright", t_all), term("anyway", t_all),
    // ... for negation
    term("which", t_neg | t_hist | t_hypo | t_unc), term("because", t_neg | t_hypo | t_unc),
    term("still", t_neg), term("patient", t_neg | t_exp), term("pt", t_neg | t_exp),
    term("i", t_neg | t_exp), term("sirf", t_neg), term("just", t_neg), term("only", t_neg),
    term("for", t_neg), term("complains", t_neg | t_hist), term("complaining", t_neg | t_hist),
    term("complained", t_neg | t_hist), term("c/o", t_neg | t_hist),
    term("presents", t_neg | t_hist), term("presented", t_neg | t_hist),
    term("presenting", t_neg | t_hist), term("reports", t_neg), term("reported", t_neg),
    term("admits", t_neg), term("endorses", t_neg), term("positive for", t_neg),
    term("while", t_neg | t_exp), term("now has", t_neg | t_hist),
    clause_term("has", t_neg), clause_term("have", t_neg), clause_term("had", t_neg),
    clause_term("is", t_neg), clause_term("was", t_neg), clause_term("has been", t_neg),
    clause_term("is having", t_neg), clause_term("has been having", t_neg),
    clause_term("shows", t_neg), clause_term("developed", t_neg),
    // "no history of asthma, currently wheezing": a new clause about the present ends a
    // negation (listed before the plain historical terminators so they win at a clause
    // start; "not currently on insulin" keeps its negation).
    clause_term("currently", t_neg | t_hist), clause_term("now", t_neg | t_hist),
    // ... for historical
    term("who", t_hist), term("now", t_hist), term("currently", t_hist), term("today", t_hist),
    term("came", t_hist), term("comes", t_hist), term("here", t_hist), term("recently", t_hist),
    term("this time", t_hist), term("we", t_hist), term("so", t_hist), term("youre", t_hist),
    term("im", t_hist), term("i", t_hist), term("and you", t_hist),
    // ... for hypothetical: a new instruction after a comma ends the condition
    term("then", t_hypo), clause_term("take", t_hypo), clause_term("come", t_hypo),
    clause_term("call", t_hypo), clause_term("return", t_hypo), clause_term("go", t_hypo),
    clause_term("see", t_hypo), clause_term("visit", t_hypo), clause_term("contact", t_hypo),
    clause_term("use", t_hypo), clause_term("start", t_hypo), clause_term("stop", t_hypo),
    clause_term("continue", t_hypo), clause_term("please", t_hypo), clause_term("give", t_hypo),
    clause_term("apply", t_hypo), clause_term("we", t_hypo), clause_term("you", t_hypo | t_exp),
    // ... for the experiencer: the speaker or the patient takes over
    term("me", t_exp), term("my", t_exp), term("mujhe", t_exp), term("mera", t_exp),
    term("meri", t_exp), term("mere", t_exp), term("main", t_exp), term("you", t_exp),
    term("myself", t_exp), term("himself", t_exp), term("herself", t_exp),
};
// clang-format on

// Blood relatives (experiencer family) and others (experiencer other), as pre-triggers.
constexpr std::array relatives{
    std::string_view{"mother"},      std::string_view{"mom"},         std::string_view{"mum"},
    std::string_view{"mummy"},       std::string_view{"mommy"},       std::string_view{"mama"},
    std::string_view{"father"},      std::string_view{"dad"},         std::string_view{"daddy"},
    std::string_view{"papa"},        std::string_view{"pitaji"},      std::string_view{"mataji"},
    std::string_view{"maa"},         std::string_view{"appa"},        std::string_view{"nanna"},
    std::string_view{"sister"},      std::string_view{"sisters"},     std::string_view{"brother"},
    std::string_view{"brothers"},    std::string_view{"sibling"},     std::string_view{"siblings"},
    std::string_view{"son"},         std::string_view{"sons"},        std::string_view{"daughter"},
    std::string_view{"daughters"},   std::string_view{"grandmother"}, std::string_view{"grandfather"},
    std::string_view{"grandma"},     std::string_view{"grandpa"},     std::string_view{"grandparent"},
    std::string_view{"grandparents"}, std::string_view{"aunt"},       std::string_view{"aunts"},
    std::string_view{"uncle"},       std::string_view{"uncles"},      std::string_view{"cousin"},
    std::string_view{"cousins"},     std::string_view{"nephew"},      std::string_view{"niece"},
    std::string_view{"parents"},     std::string_view{"parent"},      std::string_view{"family"},
    std::string_view{"relatives"},   std::string_view{"relative"},    std::string_view{"maternal"},
    std::string_view{"paternal"},    std::string_view{"bhai"},        std::string_view{"bhaiya"},
    std::string_view{"behen"},       std::string_view{"bahen"},       std::string_view{"didi"},
    std::string_view{"dadi"},        std::string_view{"dada"},        std::string_view{"nani"},
    std::string_view{"nana"},        std::string_view{"chacha"},      std::string_view{"mausi"},
    std::string_view{"bua"},         std::string_view{"beti"},        std::string_view{"children"},
    std::string_view{"kids"},        std::string_view{"twin"},        std::string_view{"ammi"},
    std::string_view{"abbu"},
};
constexpr std::array others{
    std::string_view{"wife"},      std::string_view{"husband"},   std::string_view{"spouse"},
    std::string_view{"partner"},   std::string_view{"friend"},    std::string_view{"friends"},
    std::string_view{"colleague"}, std::string_view{"colleagues"}, std::string_view{"coworker"},
    std::string_view{"coworkers"}, std::string_view{"roommate"},  std::string_view{"neighbour"},
    std::string_view{"neighbor"},  std::string_view{"neighbours"}, std::string_view{"neighbors"},
    std::string_view{"someone"},   std::string_view{"somebody"},  std::string_view{"classmate"},
    std::string_view{"boss"},      std::string_view{"biwi"},      std::string_view{"pati"},
    std::string_view{"dost"},      std::string_view{"classmates"}, std::string_view{"roommates"},
    std::string_view{"housemate"}, std::string_view{"housemates"}, std::string_view{"flatmate"},
    std::string_view{"husbands"},  std::string_view{"wifes"},     std::string_view{"girlfriend"},
    std::string_view{"boyfriend"},
};
// "<relative> says ...": the relative reports; the mention is still the patient's.
constexpr std::array reporting_verbs{
    std::string_view{"says"},     std::string_view{"said"},    std::string_view{"reports"},
    std::string_view{"reported"}, std::string_view{"states"},  std::string_view{"stated"},
    std::string_view{"noticed"},  std::string_view{"notes"},   std::string_view{"noted"},
    std::string_view{"brought"},  std::string_view{"tells"},   std::string_view{"told"},
    std::string_view{"gives"},    std::string_view{"gave"},    std::string_view{"accompanies"},
    std::string_view{"accompanied"},
};
// "<relative or other> thinks ...": someone's opinion about the patient; uncertain.
constexpr std::array opinion_verbs{
    std::string_view{"thinks"},     std::string_view{"thought"},      std::string_view{"feels"},
    std::string_view{"believes"},   std::string_view{"suspects"},     std::string_view{"is worried"},
    std::string_view{"is concerned"}, std::string_view{"was worried"}, std::string_view{"worries"},
    std::string_view{"is afraid"},
};
// Relatives written "in <relative>" after the condition: "diabetes in father".
constexpr std::array relative_posts{
    std::string_view{"mother"}, std::string_view{"father"},  std::string_view{"brother"},
    std::string_view{"sister"}, std::string_view{"parents"}, std::string_view{"siblings"},
    std::string_view{"son"},    std::string_view{"daughter"}, std::string_view{"grandmother"},
    std::string_view{"grandfather"},
};

// --- dialogue answers and questions
constexpr std::array negative_answers{
    std::string_view{"no"},        std::string_view{"nope"},        std::string_view{"nah"},
    std::string_view{"not really"}, std::string_view{"not at all"}, std::string_view{"never"},
    std::string_view{"none"},      std::string_view{"nothing"},     std::string_view{"nahi"},
    std::string_view{"nahin"},     std::string_view{"na"},          std::string_view{"nai"},
    std::string_view{"illai"},     std::string_view{"illa"},        std::string_view{"ledu"},
    std::string_view{"ledhu"},     std::string_view{"nei"},         std::string_view{"naahi"},
    std::string_view{"nahi ji"},   std::string_view{"i dont think so"}, std::string_view{"not that i know"},
    std::string_view{"not that i know of"}, std::string_view{"not that ive noticed"},
    std::string_view{"not that i noticed"}, std::string_view{"i dont"}, std::string_view{"i do not"},
    std::string_view{"i havent"},  std::string_view{"i have not"},  std::string_view{"i didnt"},
    std::string_view{"i did not"}, std::string_view{"negative"},    std::string_view{"kabhi nahi"},
    std::string_view{"bilkul nahi"}, std::string_view{"koi nahi"},
    std::string_view{"\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80\xE0\xA4\x82"},  // नहीं
    std::string_view{"\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80"},              // नही
    std::string_view{"\xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2\xE0\xAF\x88"},  // இல்லை
};
constexpr std::array positive_answers{
    std::string_view{"yes"},      std::string_view{"yeah"},      std::string_view{"yep"},
    std::string_view{"yup"},      std::string_view{"yah"},       std::string_view{"ya"},
    std::string_view{"haan"},     std::string_view{"han"},       std::string_view{"haa"},
    std::string_view{"ha"},       std::string_view{"ji"},        std::string_view{"ji haan"},
    std::string_view{"haanji"},   std::string_view{"hanji"},     std::string_view{"aamaa"},
    std::string_view{"aama"},     std::string_view{"avunu"},     std::string_view{"hyan"},
    std::string_view{"hoy"},      std::string_view{"ho"},        std::string_view{"sure"},
    std::string_view{"i do"},     std::string_view{"i have"},    std::string_view{"i did"},
    std::string_view{"i am"},     std::string_view{"correct"},   std::string_view{"right"},
    std::string_view{"thats right"}, std::string_view{"uh huh"}, std::string_view{"mm hmm"},
    std::string_view{"mhm"},      std::string_view{"mmhmm"},     std::string_view{"a little"},
    std::string_view{"a bit"},    std::string_view{"little bit"}, std::string_view{"a little bit"},
    std::string_view{"sometimes"}, std::string_view{"occasionally"}, std::string_view{"definitely"},
    std::string_view{"absolutely"}, std::string_view{"i think so"}, std::string_view{"kind of"},
    std::string_view{"sort of"},  std::string_view{"thoda"},
    std::string_view{"\xE0\xA4\xB9\xE0\xA4\xBE\xE0\xA4\x81"},  // हाँ
    std::string_view{"\xE0\xA4\xB9\xE0\xA4\xBE\xE0\xA4\x82"},  // हां
};
constexpr std::array answer_fillers{
    std::string_view{"um"},   std::string_view{"uh"},      std::string_view{"umm"},
    std::string_view{"uhm"},  std::string_view{"hmm"},     std::string_view{"hm"},
    std::string_view{"well"}, std::string_view{"so"},      std::string_view{"oh"},
    std::string_view{"okay"}, std::string_view{"ok"},      std::string_view{"ah"},
    std::string_view{"er"},   std::string_view{"actually"}, std::string_view{"doctor"},
    std::string_view{"doc"},  std::string_view{"and"},     std::string_view{"mm"},
    std::string_view{"sir"},  std::string_view{"maam"},
};
constexpr std::array question_fillers{
    std::string_view{"and"},   std::string_view{"so"},     std::string_view{"okay"},
    std::string_view{"ok"},    std::string_view{"um"},     std::string_view{"uh"},
    std::string_view{"now"},   std::string_view{"also"},   std::string_view{"alright"},
    std::string_view{"all"},   std::string_view{"right"},  std::string_view{"then"},
    std::string_view{"well"},  std::string_view{"great"},  std::string_view{"good"},
};
constexpr std::array wh_words{
    std::string_view{"how"},   std::string_view{"hows"},  std::string_view{"what"},
    std::string_view{"whats"}, std::string_view{"when"},  std::string_view{"where"},
    std::string_view{"wheres"}, std::string_view{"why"},  std::string_view{"which"},
    std::string_view{"who"},   std::string_view{"whos"},  std::string_view{"tell"},
    std::string_view{"describe"}, std::string_view{"explain"},
};
constexpr std::array yes_no_openers{
    std::string_view{"any"},    std::string_view{"do"},     std::string_view{"does"},
    std::string_view{"did"},    std::string_view{"have"},   std::string_view{"has"},
    std::string_view{"had"},    std::string_view{"are"},    std::string_view{"is"},
    std::string_view{"was"},    std::string_view{"were"},   std::string_view{"can"},
    std::string_view{"could"},  std::string_view{"ever"},   std::string_view{"anything"},
    std::string_view{"anyone"}, std::string_view{"anybody"}, std::string_view{"kya"},
    std::string_view{"koi"},
};
// A field whose whole value is one of these is negated: "Cough: nil".
constexpr std::array negative_values{
    std::string_view{"nil"},     std::string_view{"none"},   std::string_view{"no"},
    std::string_view{"denied"},  std::string_view{"denies"}, std::string_view{"absent"},
    std::string_view{"negative"}, std::string_view{"neg"},   std::string_view{"not"},
    std::string_view{"present"}, std::string_view{"nahi"},   std::string_view{"illai"},
    std::string_view{"ledu"},    std::string_view{"nei"},    std::string_view{"naahi"},
};
// Words that stop a "." from ending a sentence.
constexpr std::array abbreviations{
    std::string_view{"dr"},  std::string_view{"mr"},  std::string_view{"mrs"},
    std::string_view{"ms"},  std::string_view{"vs"},  std::string_view{"eg"},
    std::string_view{"ie"},  std::string_view{"approx"}, std::string_view{"viz"},
    std::string_view{"st"},
};
// "non-" negates only these ("non-smoker", "non-tender"); elsewhere it is part of a name
// or a modifier ("non-Hodgkin lymphoma", "non-productive cough", "non-healing ulcer").
constexpr std::array negatable_after_non{
    std::string_view{"smoker"},    std::string_view{"smokers"},   std::string_view{"smoking"},
    std::string_view{"diabetic"},  std::string_view{"hypertensive"}, std::string_view{"alcoholic"},
    std::string_view{"drinker"},   std::string_view{"tender"},    std::string_view{"tenderness"},
    std::string_view{"reactive"},  std::string_view{"contributory"}, std::string_view{"asthmatic"},
    std::string_view{"obese"},     std::string_view{"pregnant"},  std::string_view{"icteric"},
};
// "..., okay?", "is that correct?": a statement seeking agreement, not a question about
// the condition.
constexpr std::array tag_questions{
    std::string_view{"okay"},  std::string_view{"ok"},    std::string_view{"right"},
    std::string_view{"correct"}, std::string_view{"yes"}, std::string_view{"yeah"},
    std::string_view{"alright"}, std::string_view{"is that correct"}, std::string_view{"is that right"},
    std::string_view{"does that make sense"}, std::string_view{"sound good"},
    std::string_view{"sounds good"}, std::string_view{"all right"},
};

constexpr std::array time_units{
    std::string_view{"day"},    std::string_view{"days"},   std::string_view{"d"},
    std::string_view{"week"},   std::string_view{"weeks"},  std::string_view{"wk"},
    std::string_view{"wks"},    std::string_view{"month"},  std::string_view{"months"},
    std::string_view{"mo"},     std::string_view{"year"},   std::string_view{"years"},
    std::string_view{"yr"},     std::string_view{"yrs"},    std::string_view{"hour"},
    std::string_view{"hours"},  std::string_view{"hr"},     std::string_view{"hrs"},
    std::string_view{"din"},    std::string_view{"dino"},   std::string_view{"hafte"},
    std::string_view{"hafta"},  std::string_view{"mahine"}, std::string_view{"saal"},
};
constexpr std::array number_words{
    std::string_view{"a"},     std::string_view{"an"},     std::string_view{"one"},
    std::string_view{"two"},   std::string_view{"three"},  std::string_view{"four"},
    std::string_view{"five"},  std::string_view{"six"},    std::string_view{"seven"},
    std::string_view{"eight"}, std::string_view{"nine"},   std::string_view{"ten"},
    std::string_view{"few"},   std::string_view{"several"}, std::string_view{"couple"},
    std::string_view{"ek"},    std::string_view{"do"},     std::string_view{"teen"},
    std::string_view{"char"},  std::string_view{"paanch"}, std::string_view{"many"},
    std::string_view{"last"},  std::string_view{"past"},
};
constexpr std::array time_after_unit_not_duration{
    std::string_view{"ago"},  std::string_view{"back"},    std::string_view{"old"},
    std::string_view{"before"}, std::string_view{"earlier"},
};

template <std::size_t N>
bool in(const std::array<std::string_view, N>& words, std::string_view w) {
  return std::find(words.begin(), words.end(), w) != words.end();
}

// ---------------------------------------------------------------------------------------
// Section headers ("Past medical history:").

enum class section_kind : std::uint8_t {
  none,          // no header seen, or its section ended
  current,       // assessment, impression, HPI, chief complaint, examination, ...
  history,       // past medical / surgical history
  family,        // family history
  provisional,   // provisional / tentative diagnosis
  differential,  // differential diagnosis
  relative,      // "Father:" as a line label: that line is the relative's
};

struct header_spec {
  std::string_view phrase;
  section_kind kind;
};

constexpr std::array headers{
    header_spec{"past medical history", section_kind::history},
    header_spec{"past medical history pmh", section_kind::history},
    header_spec{"medical history", section_kind::history},
    header_spec{"past history", section_kind::history},
    header_spec{"pmh", section_kind::history},
    header_spec{"pmhx", section_kind::history},
    header_spec{"past surgical history", section_kind::history},
    header_spec{"surgical history", section_kind::history},
    header_spec{"psh", section_kind::history},
    header_spec{"past illnesses", section_kind::history},
    header_spec{"previous history", section_kind::history},
    header_spec{"past medical and surgical history", section_kind::history},
    header_spec{"family history", section_kind::family},
    header_spec{"family medical history", section_kind::family},
    header_spec{"fh", section_kind::family},
    header_spec{"fhx", section_kind::family},
    header_spec{"family hx", section_kind::family},
    header_spec{"assessment", section_kind::current},
    header_spec{"assessment and plan", section_kind::current},
    header_spec{"a/p", section_kind::current},
    header_spec{"impression", section_kind::current},
    header_spec{"clinical impression", section_kind::current},
    header_spec{"plan", section_kind::current},
    header_spec{"diagnosis", section_kind::current},
    header_spec{"diagnoses", section_kind::current},
    header_spec{"final diagnosis", section_kind::current},
    header_spec{"working diagnosis", section_kind::current},
    header_spec{"dx", section_kind::current},
    header_spec{"chief complaint", section_kind::current},
    header_spec{"chief complaints", section_kind::current},
    header_spec{"cc", section_kind::current},
    header_spec{"presenting complaint", section_kind::current},
    header_spec{"presenting complaints", section_kind::current},
    header_spec{"complaints", section_kind::current},
    header_spec{"c/o", section_kind::current},
    header_spec{"hpi", section_kind::current},
    header_spec{"history of present illness", section_kind::current},
    header_spec{"history of presenting illness", section_kind::current},
    header_spec{"present illness", section_kind::current},
    header_spec{"examination", section_kind::current},
    header_spec{"exam", section_kind::current},
    header_spec{"physical exam", section_kind::current},
    header_spec{"physical examination", section_kind::current},
    header_spec{"on examination", section_kind::current},
    header_spec{"o/e", section_kind::current},
    header_spec{"review of systems", section_kind::current},
    header_spec{"ros", section_kind::current},
    header_spec{"investigations", section_kind::current},
    header_spec{"results", section_kind::current},
    header_spec{"labs", section_kind::current},
    header_spec{"vitals", section_kind::current},
    header_spec{"medications", section_kind::current},
    header_spec{"current medications", section_kind::current},
    header_spec{"allergies", section_kind::current},
    header_spec{"problem list", section_kind::current},
    header_spec{"subjective", section_kind::current},
    header_spec{"objective", section_kind::current},
    header_spec{"social history", section_kind::current},
    header_spec{"advice", section_kind::current},
    header_spec{"treatment", section_kind::current},
    header_spec{"rx", section_kind::current},
    header_spec{"provisional diagnosis", section_kind::provisional},
    header_spec{"provisional diagnoses", section_kind::provisional},
    header_spec{"tentative diagnosis", section_kind::provisional},
    header_spec{"differential diagnosis", section_kind::differential},
    header_spec{"differential diagnoses", section_kind::differential},
    header_spec{"differentials", section_kind::differential},
    header_spec{"ddx", section_kind::differential},
};

// ---------------------------------------------------------------------------------------
// Tokens.

enum class tok_kind : std::uint8_t { word, punct, newline, speaker };
enum class role : std::uint8_t { none, clinician, patient, other };

struct ctoken {
  std::size_t begin = 0;
  std::size_t end = 0;
  // Words: lower-case; punct: the character ("." for a danda). Points into the arena of
  // the document (one buffer for all tokens instead of a string per token).
  std::string_view norm;
  std::uint64_t key = 0;  // text::token_key(norm), so phrase lookups compare integers
  std::uint32_t norm_at = 0;   // where `norm` starts in the arena (while tokenizing)
  std::uint32_t norm_len = 0;
  tok_kind kind = tok_kind::word;
  role speaker = role::none;
  bool query = false;  // "?TB": a question mark glued to the front of the word
};

// What ConText does with a non-ASCII character. Unlike the terminology matcher, quotes,
// bullets and dashes are skipped without breaking a sentence, and the rarer spaces and
// CJK punctuation stay inside words.
enum class cp_class : std::uint8_t { word, space, sentence_end, skip, apostrophe };

cp_class classify_cp(char32_t cp) {
  switch (text::classify_unicode(cp)) {
    case text::unicode_class::space:
      return cp_class::space;
    case text::unicode_class::sentence_end:
      return cp_class::sentence_end;
    case text::unicode_class::apostrophe:
      return cp_class::apostrophe;
    case text::unicode_class::quote:
    case text::unicode_class::joiner:
      return cp_class::skip;
    case text::unicode_class::letter:
    case text::unicode_class::rare_space:
    case text::unicode_class::cjk_break:
    case text::unicode_class::times:
      break;
  }
  return cp_class::word;
}

// True when a word character starts at byte i.
bool word_char_at(std::string_view s, std::size_t i) {
  if (i >= s.size()) {
    return false;
  }
  if (static_cast<unsigned char>(s[i]) < 0x80) {
    return text::is_ascii_alnum(s[i]);
  }
  return classify_cp(text::decode_utf8(s, i).cp) == cp_class::word;
}

role role_of(std::string_view name) {
  if (name == "doctor" || name == "dr" || name == "physician" || name == "clinician" ||
      name == "provider" || name == "nurse" || name == "md") {
    return role::clinician;
  }
  if (name == "patient" || name == "pt") {
    return role::patient;
  }
  return role::other;
}

// Tokens of `text`, built from its word scan (runs of letters and digits, see
// text/words.hpp): a run starts every word, and only the bytes between runs are looked at
// here. Normalised forms are views of `arena`, which starts as the scan's lower-cased copy
// of the text (so a word that is one run, or runs joined by kept characters like "h/o",
// is a view of it) and grows by the forms that had to be assembled ("dont" from "don't",
// "bp" from "b.p"); it must outlive the tokens and not change afterwards.
std::vector<ctoken> tokenize(std::string_view text, const text::word_scan& scan, std::string& arena) {
  std::vector<ctoken> out;
  out.reserve(text.size() / 4 + 8);
  arena.reserve(text.size() + text.size() / 8 + 16);
  arena.assign(scan.lowered);
  const auto here = [&arena] { return static_cast<std::uint32_t>(arena.size()); };
  const auto& runs = scan.runs;
  const std::size_t n = text.size();
  std::size_t i = 0;
  std::size_t r = 0;  // the first run that does not end before i
  bool pending_query = false;
  const auto push_punct = [&out, &arena, &here](std::size_t at, std::size_t len, char c) {
    ctoken t;
    t.begin = at;
    t.end = at + len;
    t.norm_at = here();
    t.norm_len = 1;
    arena.push_back(c);
    t.kind = tok_kind::punct;
    out.push_back(std::move(t));
  };
  while (i < n) {
    while (r < runs.size() && runs[r].begin < i) {
      ++r;  // runs skipped inside a turn marker
    }
    const bool run_here = r < runs.size() && runs[r].begin == i;
    const char c = text[i];
    const auto u = static_cast<unsigned char>(c);
    if (!run_here) {
      if (c == '\n') {
        ctoken t;
        t.begin = i;
        t.end = i + 1;
        t.kind = tok_kind::newline;
        out.push_back(std::move(t));
        ++i;
        pending_query = false;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++i;
        continue;
      }
      if (c == '[') {
        // "[doctor]", "[patient_guest]": a turn marker.
        const std::size_t close = text.find(']', i);
        if (close != std::string_view::npos && close - i <= 32 && close > i + 1) {
          const std::string_view inner = text.substr(i + 1, close - i - 1);
          if (std::all_of(inner.begin(), inner.end(), [](char k) {
                return (k >= 'a' && k <= 'z') || (k >= 'A' && k <= 'Z') || k == '_' || k == ' ';
              })) {
            ctoken t;
            t.norm_at = static_cast<std::uint32_t>(i + 1);  // the lower-cased copy of `inner`
            t.norm_len = static_cast<std::uint32_t>(inner.size());
            t.begin = i;
            t.end = close + 1;
            t.kind = tok_kind::speaker;
            t.speaker = role_of(std::string_view(arena).substr(t.norm_at, t.norm_len));
            out.push_back(t);
            i = close + 1;
            continue;
          }
        }
        push_punct(i, 1, '(');
        ++i;
        continue;
      }
      if (c == '?' && word_char_at(text, i + 1) && (i == 0 || !word_char_at(text, i - 1))) {
        pending_query = true;  // "?TB", "?dengue"
        ++i;
        continue;
      }
      if (u < 0x80) {
        switch (c) {
          case '.':
          case '?':
          case '!':
          case ',':
          case ';':
          case ':':
          case '(':
          case ')':
            push_punct(i, 1, c == ')' ? '(' : c);
            break;
          default:
            break;  // '-', '/', quotes and other symbols separate words
        }
        ++i;
        continue;
      }
      const text::decoded_char d = text::decode_utf8(text, i);
      const cp_class k = classify_cp(d.cp);
      if (k == cp_class::sentence_end) {
        push_punct(i, d.len, '.');
        i += d.len;
        continue;
      }
      if (k != cp_class::word) {
        i += d.len;
        continue;
      }
      // A word that starts with a character only ConText counts as a letter ("×").
    }
    // A word. Its form is `arena[t.begin, i)` unless a character was dropped; then the
    // kept pieces are copied to the end of the arena from the first drop on.
    ctoken t;
    t.begin = i;
    t.norm_at = static_cast<std::uint32_t>(i);
    t.query = pending_query;
    pending_query = false;
    bool internal_dot = false;
    bool assembled = false;
    std::size_t kept_from = i;  // start of the piece not yet copied (when assembled)
    std::size_t parts = 0;      // runs and single characters in the word
    const auto drop = [&](std::size_t at, std::size_t len) {
      if (!assembled) {
        assembled = true;
        t.norm_at = here();
      }
      arena.append(scan.lowered, kept_from, at - kept_from);
      kept_from = at + len;
    };
    while (i < n) {
      if (r < runs.size() && runs[r].begin == i) {
        i = runs[r].end;
        ++r;
        ++parts;
        continue;
      }
      const char k = text[i];
      const auto ku = static_cast<unsigned char>(k);
      if (ku < 0x80) {
        const bool prev_alnum = i > 0 && text::is_ascii_alnum(text[i - 1]);
        const bool next_alnum = i + 1 < n && text::is_ascii_alnum(text[i + 1]);
        if (k == '\'' && word_char_at(text, i + 1)) {
          drop(i, 1);
          ++i;
          continue;
        }
        if (k == '/' && prev_alnum && next_alnum) {
          ++i;
          ++parts;
          continue;
        }
        if (k == '.' && prev_alnum && next_alnum) {
          if (text::is_ascii_digit(text[i - 1]) && text::is_ascii_digit(text[i + 1])) {
            ++parts;  // "98.6" keeps its dot
          } else {
            internal_dot = true;
            drop(i, 1);
          }
          ++i;
          continue;
        }
        break;
      }
      const text::decoded_char d = text::decode_utf8(text, i);
      const cp_class cls = classify_cp(d.cp);
      if (cls == cp_class::word) {
        i += d.len;
        ++parts;
        continue;
      }
      if (cls == cp_class::apostrophe && word_char_at(text, i + d.len)) {
        drop(i, d.len);
        i += d.len;
        continue;
      }
      break;
    }
    t.end = i;
    if (assembled) {
      arena.append(scan.lowered, kept_from, i - kept_from);
      t.norm_len = here() - t.norm_at;
    } else {
      t.norm_len = static_cast<std::uint32_t>(i - t.begin);
      if (parts == 1 && r > 0 && runs[r - 1].begin == t.begin && runs[r - 1].end == i) {
        t.key = runs[r - 1].key;  // one run: its key is already known
      }
    }
    if (internal_dot && i < n && text[i] == '.') {
      ++i;  // "b.p.": the dot closes an abbreviation, not a sentence
    }
    // ASR splits contractions: "do n't" → "dont" (the previous token is a word: nothing
    // came between them but spaces and skipped symbols).
    const std::string_view raw = text.substr(t.begin, t.end - t.begin);
    if (std::string_view(arena).substr(t.norm_at, t.norm_len) == "nt" && raw.size() >= 3 && raw.front() == 'n' &&
        !out.empty() && out.back().kind == tok_kind::word) {
      ctoken& prev = out.back();
      if (prev.norm_at + prev.norm_len != here()) {
        const std::string form(arena, prev.norm_at, prev.norm_len);
        prev.norm_at = here();
        arena += form;
      }
      arena.append("nt");
      prev.norm_len += 2;
      prev.key = 0;
      prev.end = t.end;
      continue;
    }
    out.push_back(t);
  }
  const std::string_view all(arena);
  for (ctoken& t : out) {
    t.norm = all.substr(t.norm_at, t.norm_len);
    if (t.key == 0) {
      t.key = text::token_key(t.norm);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Phrase index: words of every trigger, looked up by first word.

struct phrase_entry {
  std::vector<std::string> words;
  std::vector<std::uint64_t> keys;  // text::token_key of each word
  trigger_spec spec;
};



class trigger_index {
 public:
  trigger_index() {
    for (const trigger_spec& s : fixed_triggers) {
      add(s);
    }
    for (std::string_view r : relatives) {
      add(fwd(r, e_fam, w_long));
    }
    for (std::string_view o : others) {
      add(fwd(o, e_other, w_long));
    }
    for (std::string_view r : relatives) {
      for (std::string_view v : reporting_verbs) {
        extra_.push_back(std::string(r) + " " + std::string(v));
      }
    }
    for (std::string_view r : relative_posts) {
      for (std::string_view prefix : {"in ", "in his ", "in her ", "in my ", "in the "}) {
        extra_post_.push_back(std::string(prefix) + std::string(r));
      }
    }
    for (const std::string& p : extra_) {
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
    for (const std::string& p : extra_post_) {
      add(bwd(p, e_fam, 4));
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
      slots_[at] = slot{key, &list};
    }
  }

  /// Candidate entries whose first word has token key `key`, longest first.
  [[nodiscard]] const std::vector<std::size_t>* candidates(std::uint64_t key) const {
    for (std::size_t at = static_cast<std::size_t>(key) & mask_;; at = (at + 1) & mask_) {
      const slot& sl = slots_[at];
      if (sl.list == nullptr || sl.key == key) {
        return sl.list;
      }
    }
  }
  [[nodiscard]] const phrase_entry& entry(std::size_t k) const { return entries_[k]; }

 private:
  void add(const trigger_spec& s) {
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
      e.keys.push_back(text::token_key(w));
    }
    e.spec = s;
    e.spec.phrase = {};  // the words above are the phrase; the view may point at extra_
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
        return;
      }
    }
    same_first.push_back(entries_.size());
    entries_.push_back(std::move(e));
  }

  std::vector<std::string> extra_;
  std::vector<std::string> extra_post_;
  std::vector<std::string> opinions_;
  std::vector<phrase_entry> entries_;
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> by_first_;
  struct slot {
    std::uint64_t key = 0;
    const std::vector<std::size_t>* list = nullptr;  // into by_first_ (nodes never move)
  };
  std::vector<slot> slots_;
  std::size_t mask_ = 0;
};

const trigger_index& triggers() {
  static const trigger_index index;
  return index;
}

// A trigger found in a sentence: tokens [b, e).
struct occurrence {
  std::size_t b = 0;
  std::size_t e = 0;
  std::uint32_t effects = 0;
  scope dir = scope::none;
  std::uint8_t window = 0;
};

struct sentence {
  std::size_t b = 0;  // first token
  std::size_t e = 0;  // one past the last token
  int turn = -1;
  section_kind section = section_kind::none;
  bool question = false;  // ends with "?"
  std::size_t occ_b = 0;  // its occurrences in impl::occs
  std::size_t occ_e = 0;
};

struct turn_info {
  role speaker = role::none;
  std::size_t first_sentence = 0;
  std::size_t end_sentence = 0;  // one past the last
};

enum class answer_kind : std::uint8_t { none, negative, positive, other };

}  // namespace

// ---------------------------------------------------------------------------------------

struct context_document::impl {
  std::string_view text;
  std::string arena;  // the normalised forms of all tokens (declared before `toks`)
  std::vector<ctoken> toks;
  std::vector<int> sentence_of;  // per token; -1 for headers, newlines, turn markers
  std::vector<sentence> sentences;
  std::vector<turn_info> turns;
  std::vector<occurrence> occs;
  bool dialogue = false;

  impl(std::string_view t, const text::word_scan& words);
  void segment();
  void find_triggers(sentence& s);
  [[nodiscard]] std::size_t words_between(std::size_t from, std::size_t to) const;
  [[nodiscard]] bool is_word(std::size_t k, std::string_view w) const {
    return k < toks.size() && toks[k].kind == tok_kind::word && toks[k].norm == w;
  }
  [[nodiscard]] answer_kind classify_answer(const sentence& s) const;
  [[nodiscard]] bool yes_no_question(const sentence& s, bool* wh) const;
  [[nodiscard]] answer_kind answer_to(std::size_t si, bool punctuated, bool* answered) const;
  [[nodiscard]] bool duration_after(const sentence& s, std::size_t t1) const;
  [[nodiscard]] bool tag_question(const sentence& s) const;
  [[nodiscard]] bool field_negated(const sentence& s, std::size_t t1) const;
  [[nodiscard]] mention_context assess(std::size_t begin, std::size_t end) const;
};

context_document::impl::impl(std::string_view t, const text::word_scan& words)
    : text(t), toks(tokenize(t, words, arena)) {
  dialogue = std::any_of(toks.begin(), toks.end(), [](const ctoken& k) {
    return k.kind == tok_kind::speaker && k.speaker != role::other;
  });
  // "Doctor:" / "Patient:" at the start of a line are turn markers too; in a dialogue so
  // is a relative speaking ("Mother: he has had fever").
  for (std::size_t k = 0; k + 1 < toks.size(); ++k) {
    const bool line_start = k == 0 || toks[k - 1].kind == tok_kind::newline;
    if (!line_start || toks[k].kind != tok_kind::word || toks[k + 1].kind != tok_kind::punct ||
        toks[k + 1].norm != ":") {
      continue;
    }
    const role r = role_of(toks[k].norm);
    if (r != role::other) {
      dialogue = true;
    }
  }
  // Compacted in place: a label and its ":" become one marker token.
  std::size_t kept = 0;
  bool previous_newline = true;  // the kind of the token before k, before compaction
  for (std::size_t k = 0; k < toks.size(); ++k) {
    const bool line_start = previous_newline;
    previous_newline = toks[k].kind == tok_kind::newline;
    if (line_start && k + 1 < toks.size() && toks[k].kind == tok_kind::word &&
        toks[k + 1].kind == tok_kind::punct && toks[k + 1].norm == ":") {
      const role r = role_of(toks[k].norm);
      if (r != role::other || (dialogue && in(relatives, toks[k].norm))) {
        ctoken& marker = toks[kept++];
        const std::size_t colon_end = toks[k + 1].end;
        if (&marker != &toks[k]) {
          marker = std::move(toks[k]);
        }
        marker.kind = tok_kind::speaker;
        marker.speaker = r;
        marker.end = colon_end;
        ++k;  // the ":" is part of the marker
        previous_newline = false;
        continue;
      }
    }
    if (kept != k) {
      toks[kept] = std::move(toks[k]);
    }
    ++kept;
  }
  toks.resize(kept);
  segment();
}

void context_document::impl::segment() {
  sentence_of.assign(toks.size(), -1);
  section_kind section = section_kind::none;
  bool section_has_content = false;
  bool line_start = true;
  int turn = -1;
  std::size_t open = 0;  // first token of the sentence being built
  bool building = false;

  const auto close = [&](std::size_t end_tok) {
    if (building && end_tok > open) {
      sentence s;
      s.b = open;
      s.e = end_tok;
      s.turn = turn;
      s.section = section;
      const ctoken& last = toks[end_tok - 1];
      s.question = last.kind == tok_kind::punct && last.norm == "?";
      const auto si = static_cast<int>(sentences.size());
      for (std::size_t k = s.b; k < s.e; ++k) {
        sentence_of[k] = si;
      }
      find_triggers(s);
      sentences.push_back(s);
      if (turn >= 0) {
        turns[static_cast<std::size_t>(turn)].end_sentence = sentences.size();
      }
    }
    building = false;
  };

  std::size_t k = 0;
  while (k < toks.size()) {
    const ctoken& t = toks[k];
    if (line_start && t.kind == tok_kind::word) {
      // A header: up to six words, then ":" or the end of the line.
      std::size_t j = k;
      std::string label;
      while (j < toks.size() && toks[j].kind == tok_kind::word && j - k < 6) {
        if (!label.empty()) {
          label.push_back(' ');
        }
        label += toks[j].norm;
        ++j;
      }
      const bool colon = j < toks.size() && toks[j].kind == tok_kind::punct && toks[j].norm == ":";
      const bool line_end = j == toks.size() || toks[j].kind == tok_kind::newline ||
                            toks[j].kind == tok_kind::speaker;
      if (colon || line_end) {
        std::optional<section_kind> kind;
        for (const header_spec& h : headers) {
          if (h.phrase == label) {
            kind = h.kind;
            break;
          }
        }
        if (!kind && colon && !dialogue && j == k + 1 && in(relatives, label) &&
            label != "family") {
          kind = section_kind::relative;
        }
        if (kind) {
          close(k);
          section = *kind;
          section_has_content = false;
          line_start = false;
          k = colon ? j + 1 : j;
          continue;
        }
      }
    }
    line_start = false;
    switch (t.kind) {
      case tok_kind::newline: {
        close(k);
        const bool blank = k > 0 && toks[k - 1].kind == tok_kind::newline;
        if (section == section_kind::relative || (blank && section_has_content)) {
          section = section_kind::none;
        }
        line_start = true;
        ++k;
        continue;
      }
      case tok_kind::speaker: {
        close(k);
        turn_info ti;
        ti.speaker = t.speaker;
        ti.first_sentence = sentences.size();
        ti.end_sentence = sentences.size();
        turns.push_back(ti);
        turn = static_cast<int>(turns.size()) - 1;
        section = section_kind::none;
        line_start = true;
        ++k;
        continue;
      }
      case tok_kind::punct:
      case tok_kind::word:
        break;
    }
    if (!building) {
      open = k;
      building = true;
    }
    if (t.kind == tok_kind::word) {
      section_has_content = true;
    }
    if (t.kind == tok_kind::punct && (t.norm == "." || t.norm == "?" || t.norm == "!")) {
      const bool abbreviation = t.norm == "." && k > 0 && toks[k - 1].kind == tok_kind::word &&
                                toks[k - 1].end == t.begin && in(abbreviations, toks[k - 1].norm);
      if (!abbreviation) {
        close(k + 1);
      }
    }
    ++k;
  }
  close(toks.size());
}

void context_document::impl::find_triggers(sentence& s) {
  const trigger_index& index = triggers();
  s.occ_b = occs.size();
  std::size_t k = s.b;
  while (k < s.e) {
    if (toks[k].kind != tok_kind::word) {
      ++k;
      continue;
    }
    // "in 2015", "CABG 2015": a year in the past ("since 2015" is a duration instead).
    const auto is_year = [this](std::size_t at) {
      const std::string_view y = toks[at].norm;
      return toks[at].kind == tok_kind::word && y.size() == 4 &&
             std::all_of(y.begin(), y.end(), text::is_ascii_digit) &&
             (y.starts_with("19") || y.starts_with("20"));
    };
    if (toks[k].norm == "in" && k + 1 < s.e && is_year(k + 1)) {
      occs.push_back({k, k + 2, e_hist, scope::backward, 4});
      k += 2;
      continue;
    }
    if (is_year(k) && k > s.b && toks[k - 1].kind == tok_kind::word &&
        toks[k - 1].norm != "since" && toks[k - 1].norm != "from" &&
        toks[k - 1].norm != "till" && toks[k - 1].norm != "until") {
      occs.push_back({k, k + 1, e_hist, scope::backward, 1});
      ++k;
      continue;
    }
    const std::vector<std::size_t>* cands = index.candidates(toks[k].key);
    bool matched = false;
    if (cands != nullptr) {
      for (std::size_t ci : *cands) {
        const phrase_entry& pe = index.entry(ci);
        const std::size_t len = pe.words.size();
        if (k + len > s.e) {
          continue;
        }
        bool ok = true;
        for (std::size_t w = 0; w < len && ok; ++w) {
          ok = toks[k + w].kind == tok_kind::word && toks[k + w].key == pe.keys[w] &&
               toks[k + w].norm == pe.words[w];
        }
        if (!ok) {
          continue;
        }
        if (pe.spec.clause_start) {
          const bool start = k == s.b ||
                             (toks[k - 1].kind == tok_kind::punct &&
                              (toks[k - 1].norm == "," || toks[k - 1].norm == ";")) ||
                             is_word(k - 1, "and") || is_word(k - 1, "but");
          if (!start) {
            continue;
          }
        }
        if (len == 1 && pe.words.front() == "non" &&
            (k + 1 >= s.e || !in(negatable_after_non, toks[k + 1].norm))) {
          continue;
        }
        // "No, I have a cough": a bare "no" before punctuation answers, it does not negate.
        if (len == 1 && pe.spec.dir == scope::forward && (pe.spec.effects & e_neg) != 0 &&
            (k + 1 == s.e || toks[k + 1].kind == tok_kind::punct)) {
          continue;
        }
        occs.push_back({k, k + len, pe.spec.effects, pe.spec.dir, pe.spec.window});
        k += len;
        matched = true;
        break;
      }
    }
    if (!matched) {
      ++k;
    }
  }
  s.occ_e = occs.size();
}

std::size_t context_document::impl::words_between(std::size_t from, std::size_t to) const {
  std::size_t n = 0;
  for (std::size_t k = from; k < to; ++k) {
    if (toks[k].kind == tok_kind::word) {
      ++n;
    }
  }
  return n;
}

answer_kind context_document::impl::classify_answer(const sentence& s) const {
  std::size_t k = s.b;
  while (k < s.e) {
    if (toks[k].kind != tok_kind::word) {
      ++k;
      continue;
    }
    // Longest answer phrase starting here.
    std::size_t best = 0;
    answer_kind kind = answer_kind::none;
    const auto try_list = [&](const auto& list, answer_kind what) {
      for (std::string_view phrase : list) {
        std::size_t w = 0;
        std::size_t at = k;
        std::size_t start = 0;
        bool ok = true;
        while (start < phrase.size() && ok) {
          std::size_t sp = phrase.find(' ', start);
          if (sp == std::string_view::npos) {
            sp = phrase.size();
          }
          ok = at < s.e && toks[at].kind == tok_kind::word &&
               toks[at].norm == phrase.substr(start, sp - start);
          ++at;
          ++w;
          start = sp + 1;
        }
        if (ok && w > best) {
          best = w;
          kind = what;
        }
      }
    };
    try_list(negative_answers, answer_kind::negative);
    try_list(positive_answers, answer_kind::positive);
    if (kind != answer_kind::none) {
      return kind;
    }
    if (in(answer_fillers, toks[k].norm)) {
      ++k;
      continue;
    }
    return answer_kind::other;
  }
  return answer_kind::other;
}

bool context_document::impl::yes_no_question(const sentence& s, bool* wh) const {
  *wh = false;
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind != tok_kind::word || in(question_fillers, toks[k].norm)) {
      continue;
    }
    if (in(wh_words, toks[k].norm) && !is_word(k + 1, "about")) {
      *wh = true;
      return false;
    }
    return true;
  }
  return false;
}

answer_kind context_document::impl::answer_to(std::size_t si, bool punctuated,
                                              bool* answered) const {
  *answered = false;
  const sentence& s = sentences[si];
  if (s.turn >= 0) {
    const turn_info& ti = turns[static_cast<std::size_t>(s.turn)];
    // Only the trailing run of yes/no questions of a turn is answered by the next turn.
    for (std::size_t k = si + 1; k < ti.end_sentence; ++k) {
      bool wh = false;
      if (!sentences[k].question || !yes_no_question(sentences[k], &wh)) {
        *answered = true;  // the speaker went on: treat as answered by themselves
        return answer_kind::none;
      }
    }
    const auto next = static_cast<std::size_t>(s.turn) + 1;
    if (next >= turns.size()) {
      return answer_kind::none;
    }
    const turn_info& reply = turns[next];
    if (reply.speaker == ti.speaker && ti.speaker != role::none) {
      return answer_kind::none;
    }
    if (reply.first_sentence >= reply.end_sentence) {
      return answer_kind::none;
    }
    *answered = true;
    return classify_answer(sentences[reply.first_sentence]);
  }
  if (!punctuated || si + 1 >= sentences.size() || sentences[si + 1].turn >= 0) {
    return answer_kind::none;
  }
  *answered = true;
  const answer_kind a = classify_answer(sentences[si + 1]);
  return a;
}

bool context_document::impl::duration_after(const sentence& s, std::size_t t1) const {
  std::size_t words = 0;
  for (std::size_t k = t1 + 1; k < s.e && words < 7; ++k) {
    const ctoken& t = toks[k];
    if (t.kind != tok_kind::word) {
      if (t.norm == ";" || t.norm == ":" || t.norm == "(" || t.norm == ",") {
        return false;  // a duration in the next clause belongs to something else
      }
      continue;
    }
    ++words;
    if (t.norm == "since") {
      return true;
    }
    if (in(time_units, t.norm) && k > s.b) {
      const ctoken& prev = toks[k - 1];
      const bool counted = prev.kind == tok_kind::word &&
                           (in(number_words, prev.norm) ||
                            std::all_of(prev.norm.begin(), prev.norm.end(), [](char c) {
                              return text::is_ascii_digit(c) || c == '.';
                            }));
      const bool past_point = k + 1 < s.e && toks[k + 1].kind == tok_kind::word &&
                              in(time_after_unit_not_duration, toks[k + 1].norm);
      if (counted && !past_point && prev.norm != "last" && prev.norm != "past") {
        return true;
      }
    }
  }
  return false;
}

bool context_document::impl::tag_question(const sentence& s) const {
  // The words after the last comma, before the "?".
  std::size_t start = s.b;
  for (std::size_t k = s.b; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::punct && toks[k].norm == ",") {
      start = k + 1;
    }
  }
  if (start == s.b) {
    return false;
  }
  std::string tail;
  for (std::size_t k = start; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::word) {
      if (!tail.empty()) {
        tail.push_back(' ');
      }
      tail += toks[k].norm;
    }
  }
  return in(tag_questions, tail);
}

bool context_document::impl::field_negated(const sentence& s, std::size_t t1) const {
  std::size_t colon = t1 + 1;
  std::size_t label_words = 0;
  while (colon < s.e && toks[colon].kind == tok_kind::word && label_words < 3) {
    ++colon;
    ++label_words;
  }
  if (colon >= s.e || toks[colon].kind != tok_kind::punct || toks[colon].norm != ":") {
    return false;
  }
  bool any = false;
  for (std::size_t k = colon + 1; k < s.e; ++k) {
    if (toks[k].kind == tok_kind::punct) {
      continue;
    }
    if (!in(negative_values, toks[k].norm)) {
      return false;
    }
    any = true;
  }
  return any;
}

mention_context context_document::impl::assess(std::size_t begin, std::size_t end) const {
  mention_context r;
  if (end <= begin || toks.empty()) {
    return r;
  }
  // Tokens overlapping [begin, end).
  const auto first = std::lower_bound(toks.begin(), toks.end(), begin,
                                      [](const ctoken& t, std::size_t at) { return t.end <= at; });
  if (first == toks.end() || first->begin >= end) {
    return r;
  }
  const auto t0 = static_cast<std::size_t>(first - toks.begin());
  std::size_t t1 = t0;
  while (t1 + 1 < toks.size() && toks[t1 + 1].begin < end) {
    ++t1;
  }
  const int si_signed = sentence_of[t0];
  if (si_signed < 0) {
    return r;
  }
  const auto si = static_cast<std::size_t>(si_signed);
  const sentence& s = sentences[si];
  t1 = std::min(t1, s.e - 1);

  bool strong_hist = false;  // historical for a reason a duration does not undo
  bool current = false;
  switch (s.section) {
    case section_kind::history:
      r.historical = true;
      strong_hist = true;
      break;
    case section_kind::family:
    case section_kind::relative:
      r.who = experiencer::family;
      break;
    case section_kind::provisional:
    case section_kind::differential:
      r.uncertain = true;
      break;
    case section_kind::none:
    case section_kind::current:
      break;
  }
  if (toks[t0].query) {
    r.uncertain = true;
  }

  std::size_t exp_distance = static_cast<std::size_t>(-1);
  for (std::size_t oi = s.occ_b; oi < s.occ_e; ++oi) {
    const occurrence& o = occs[oi];
    if ((o.effects & e_effects) == 0 || (o.b <= t1 && o.e > t0)) {
      continue;
    }
    const bool before = o.e <= t0;
    if (before && o.dir != scope::forward && o.dir != scope::both) {
      continue;
    }
    if (!before && o.dir != scope::backward && o.dir != scope::both) {
      continue;
    }
    // A two-way trigger that closes its own clause ("fever absent, cough present",
    // "TB ruled out, pneumonia confirmed") acted on what came before it; it does not
    // reach across that punctuation into the next clause.
    if (before && o.dir == scope::both && o.e < s.e && toks[o.e].kind == tok_kind::punct) {
      continue;
    }
    const std::size_t gap_b = before ? o.e : t1 + 1;
    const std::size_t gap_e = before ? t0 : o.b;
    if (words_between(gap_b, gap_e) > o.window) {
      continue;
    }
    // What lies between the trigger and the mention may end its scope.
    std::uint32_t blocked = 0;
    for (std::size_t k = gap_b; k < gap_e; ++k) {
      if (toks[k].kind != tok_kind::punct) {
        continue;
      }
      const std::string_view p = toks[k].norm;
      if (p == ";" || p == ":" || p == "(" || (!before && p == ",")) {
        blocked = ~0u;
      }
    }
    for (std::size_t oj = s.occ_b; oj < s.occ_e && blocked != ~0u; ++oj) {
      const occurrence& other = occs[oj];
      if (oj == oi || other.b < gap_b || other.e > gap_e) {
        continue;
      }
      if ((other.effects & t_neg) != 0) {
        blocked |= e_neg;
      }
      if ((other.effects & t_hist) != 0) {
        blocked |= e_hist | e_hist_weak;
      }
      if ((other.effects & t_hypo) != 0) {
        blocked |= e_hypo;
      }
      if ((other.effects & t_unc) != 0) {
        blocked |= e_unc;
      }
      if ((other.effects & t_exp) != 0) {
        blocked |= e_fam | e_other;
      }
      // A new assertion in between ends a negation: "if no improvement, rule out TB",
      // "no new complaints, known diabetic".
      if (before && other.dir == scope::forward &&
          (other.effects & (e_hypo | e_unc | e_chronic)) != 0) {
        blocked |= e_neg;
      }
    }
    const std::uint32_t fx = o.effects & ~blocked;
    if ((fx & e_neg) != 0) {
      r.negated = true;
    }
    if ((fx & e_hist) != 0) {
      r.historical = true;
      strong_hist = true;
    }
    if ((fx & e_hist_weak) != 0) {
      r.historical = true;
    }
    if ((fx & e_hypo) != 0) {
      r.hypothetical = true;
    }
    if ((fx & e_unc) != 0) {
      r.uncertain = true;
    }
    if ((fx & e_chronic) != 0) {
      r.chronic = true;
    }
    if ((fx & e_current) != 0) {
      current = true;
    }
    if ((fx & (e_fam | e_other)) != 0) {
      const std::size_t distance = before ? t0 - o.e : o.b - t1;
      if (distance < exp_distance) {
        exp_distance = distance;
        r.who = (fx & e_fam) != 0 ? experiencer::family : experiencer::other;
      }
    }
  }

  if (!r.negated && field_negated(s, t1)) {
    r.negated = true;
  }
  if (r.historical && !strong_hist && duration_after(s, t1)) {
    r.historical = false;  // "h/o fever for 3 days": the presenting complaint
  }

  // Dialogue: a yes/no question takes its polarity from the answer.
  bool wh = false;
  const bool punctuated = s.question;
  bool ask = false;
  if (punctuated) {
    ask = yes_no_question(s, &wh);
  } else if (s.turn >= 0 && dialogue) {
    // Unpunctuated speech: the last sentence of a short turn that opens like a question.
    const turn_info& ti = turns[static_cast<std::size_t>(s.turn)];
    if (si + 1 == ti.end_sentence && words_between(s.b, s.e) <= 20) {
      for (std::size_t k = s.b; k < s.e; ++k) {
        if (toks[k].kind != tok_kind::word || in(question_fillers, toks[k].norm)) {
          continue;
        }
        ask = in(yes_no_openers, toks[k].norm);
        break;
      }
    }
  }
  // A patient's own question ("could that be why I have diarrhoea?") presupposes it.
  if (ask && s.turn >= 0 && turns[static_cast<std::size_t>(s.turn)].speaker == role::patient) {
    ask = false;
  }
  if (ask) {
    bool answered = false;
    const answer_kind a = answer_to(si, punctuated, &answered);
    if (a == answer_kind::negative) {
      r.negated = true;
    } else if (!answered && punctuated && !tag_question(s)) {
      r.hypothetical = true;
    }
  }

  if (r.negated || current) {
    r.historical = false;
  }
  return r;
}

// ---------------------------------------------------------------------------------------

context_document::context_document(std::string_view text) {
  text::word_scan words;
  text::scan_words(text, words);
  impl_ = std::make_unique<impl>(text, words);
}
context_document::context_document(std::string_view text, const text::word_scan& words)
    : impl_(std::make_unique<impl>(text, words)) {}
context_document::~context_document() = default;
context_document::context_document(context_document&&) noexcept = default;
context_document& context_document::operator=(context_document&&) noexcept = default;

mention_context context_document::assess(std::size_t begin, std::size_t end) const {
  return impl_->assess(begin, end);
}

std::string_view context_document::text() const noexcept { return impl_->text; }

mention_context assess_context(std::string_view text, std::size_t begin, std::size_t end) {
  return context_document{text}.assess(begin, end);
}

std::string_view experiencer_name(experiencer who) noexcept {
  switch (who) {
    case experiencer::patient:
      return "patient";
    case experiencer::family:
      return "family";
    case experiencer::other:
      return "other";
  }
  return "patient";
}

}  // namespace cxs::domain::clinical
