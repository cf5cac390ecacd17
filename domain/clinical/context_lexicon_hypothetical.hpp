#pragma once
// Internal to clinical/context_triggers.cpp: the fixed phrases that make a mention hypothetical
// (a condition, an instruction to watch for, a risk, a prevention, a plan to rule out). Apart
// from context_lexicon.hpp, which keeps the phrase kinds and the other attributes' phrases; the
// index adds this table after fixed_history_triggers and just before fixed_triggers, the place
// these phrases held at the head of that table, so the index's order is unchanged.

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical::context_detail {

// clang-format off
inline constexpr trigger_spec fixed_hypothetical_triggers[] = {
    // --- hypothetical
    // (review rv15: "if anything" hedges a degree, no condition: "if anything, this is a migraine")
    pseudo("if anything"), fwd("if", e_hypo, 8),
    // a hedge of the speaker's own words supposes nothing ("if you ask me, it could be gout"):
    // review rv16, as "if anything"
    pseudo("if you ask me"), pseudo("if i had to guess"), pseudo("if i had to bet"), pseudo("if i were to guess"),
    pseudo("if i'm honest"), pseudo("if i am honest"), pseudo("if i'm being honest"), fwd("in case", e_hypo, 12), fwd("in case of", e_hypo, 12),
    fwd("return if", e_hypo, 12), fwd("come back if", e_hypo, 12), fwd("call if", e_hypo, 12),
    fwd("call us if", e_hypo, 12), fwd("seek care if", e_hypo, 12), fwd("watch for", e_hypo, 12),
    fwd("watch out for", e_hypo, 12), fwd("monitor for", e_hypo, 12),
    fwd("look out for", e_hypo, 12), fwd("should you develop", e_hypo, 12),
    fwd("should you get", e_hypo, 12), fwd("should you have", e_hypo, 12),
    fwd("should he develop", e_hypo, 12), fwd("should she develop", e_hypo, 12),
    fwd("should there be", e_hypo, 12), fwd("in the event of", e_hypo, 12), fwd("unlikely event of", e_hypo, 12), fwd("rare event of", e_hypo, 12),
    // round 31: advice for when a condition first shows ("at the first sign of anaphylaxis, give
    // the pen"), and what a measure stops "before it starts"
    fwd("at the first sign of", e_hypo, 6), fwd("at the first signs of", e_hypo, 6),
    fwd("at the first hint of", e_hypo, 6), bwd("before it starts", e_hypo, 1), bwd("before they start", e_hypo, 1),
    bwd("before it develops", e_hypo, 1), bwd("before it sets in", e_hypo, 1), bwd("before it takes hold", e_hypo, 1),
    // a screening with no result named (round 25: "screened for hepatitis C before ...")
    fwd("screened for", e_hypo, 6),
    // a test's purpose said as a copula and an infinitive of detecting ("the eye photograph every
    // year is to catch diabetic retinopathy early"; round 25)
    fwd("is to catch", e_hypo, 6), fwd("are to catch", e_hypo, 6), fwd("is to detect", e_hypo, 6),
    fwd("are to detect", e_hypo, 6), fwd("is to pick up", e_hypo, 6), fwd("is to spot", e_hypo, 6),
    fwd("risk of", e_hypo, 6), fwd("at risk of", e_hypo, 6), fwd("at risk for", e_hypo, 6),
    fwd("risk for", e_hypo, 6), fwd("to prevent", e_hypo, 6), fwd("prevent", e_hypo, 6),
    // review rv26: a purpose "to stop" a condition not yet there, like "to prevent"
    // ("stockings to stop a blood clot", "to stop any infection"): only before an indefinite
    // noun. A bare noun is what the patient has as often as not ("loperamide to stop
    // diarrhoea", "tranexamic acid to stop bleeding"), and "to stop the vomiting", "to stop her
    // cough" stop what the patient has (lead's review: the bare form was dropped).
    fwd("to stop a", e_hypo, 0), fwd("to stop an", e_hypo, 0), fwd("to stop any", e_hypo, 0),
    // round 18: a course toward what may come ("you could be heading toward diabetes")
    fwd("heading toward", e_hypo, 3), fwd("heading towards", e_hypo, 3), fwd("heading for", e_hypo, 3),
    fwd("on course for", e_hypo, 3),
    // round 20: after a modal "be" the course is still what may come, not a hedge on what the
    // patient has ("he might be heading for a heart attack"; "might be X" alone hedges)
    fwd("might be heading for", e_hypo, 4), fwd("could be heading for", e_hypo, 4),
    fwd("may be heading for", e_hypo, 4), fwd("might be headed for", e_hypo, 4),
    fwd("could be headed for", e_hypo, 4), fwd("may be headed for", e_hypo, 4),
    // round 20: a Hindi conditional's consequent that says what to take the sign for ("aankhen
    // peeli dikhein toh samajhna jaundice hai": then take it to be jaundice); the consequent
    // of "toh" is otherwise the speaker's present ("bukhar aaye toh paracetamol lena")
    // (the verb alone: "dikhein toh" ends a trigger of its own before it)
    fwd("samajhna", e_hypo, 3), fwd("samjhna", e_hypo, 3), fwd("samjho", e_hypo, 3), fwd("samajh lena", e_hypo, 3),
    fwd("prevention of", e_hypo, 6), fwd("prophylaxis", e_hypo, 4),
    // Hinglish prevention after the condition: "TB se bachav ke liye BCG", "dengue se bachne ke liye"
    bwd("se bachav ke liye", e_hypo, 3), bwd("se bachaav ke liye", e_hypo, 3), bwd("se bachne ke liye", e_hypo, 3),
    bwd("se bachane ke liye", e_hypo, 3), bwd("se bachao ke liye", e_hypo, 3), bwd("se bachav", e_hypo, 3),
    fwd("prophylaxis for", e_hypo, 6), fwd("prophylaxis against", e_hypo, 6),
    fwd("screening for", e_hypo, 6), fwd("screen for", e_hypo, 6), fwd("to see if", e_hypo, 12),
    fwd("check for", e_hypo, 6), fwd("test for", e_hypo, 6), fwd("agar", e_hypo, 8),
    // "Jodi" the name: bengali_words_spelling_names (review rv16)
    fwd("jodi", e_hypo, 8), fwd("unless", e_hypo, 8), fwd("may develop", e_hypo, 4),
    fwd("could develop", e_hypo, 4), fwd("can cause", e_hypo, 4), fwd("may cause", e_hypo, 4),
    fwd("warning signs of", e_hypo, 6), fwd("should a", e_hypo, 10), fwd("should an", e_hypo, 10),
    fwd("should any", e_hypo, 10), fwd("warning signs", e_hypo, 10), fwd("red flags", e_hypo, 10),
    fwd("for any", e_hypo, 6), fwd("tell us about any", e_hypo, 6), fwd("let us know about any", e_hypo, 6),
    fwd("let me know about any", e_hypo, 6), fwd("report any", e_hypo, 6), fwd("raises the risk for", e_hypo, 6),
    fwd("raises the risk of", e_hypo, 6), fwd("increases the risk of", e_hypo, 6), fwd("lowers your chance of", e_hypo, 6), fwd("chance of", e_hypo, 6),
    // an outcome that may come: "you could get X", "this can end in X", "so you do not end up with X"
    fwd("could get", e_hypo, 3), fwd("might get", e_hypo, 3), fwd("could end up with", e_hypo, 4),
    fwd("may end up with", e_hypo, 4), fwd("end up with", e_hypo, 4), fwd("can end in", e_hypo, 4),
    // round 25 (ctx26): a clause of "before" in the present is a time to come, and what its
    // subject gets or ends up with there has not come ("wants to lose weight before she ends up
    // with diabetes"); the past ("before she had the stroke") dates what came instead
    fwd("before she ends up with", e_hypo, 4), fwd("before he ends up with", e_hypo, 4),
    fwd("before you end up with", e_hypo, 4), fwd("before they end up with", e_hypo, 4),
    fwd("before she gets", e_hypo, 4), fwd("before he gets", e_hypo, 4), fwd("before you get", e_hypo, 4),
    fwd("before she develops", e_hypo, 4), fwd("before he develops", e_hypo, 4),
    fwd("before you develop", e_hypo, 4), fwd("before it turns into", e_hypo, 4),
    fwd("could end in", e_hypo, 4), fwd("may end in", e_hypo, 4), fwd("can result in", e_hypo, 4),
    fwd("could result in", e_hypo, 4), fwd("may result in", e_hypo, 4), fwd("so you do not", e_hypo, 6),
    fwd("so you dont", e_hypo, 6), fwd("so that you dont", e_hypo, 6),
    // a prediction or an eligibility rule, not a finding: "we do expect some weight loss",
    // "the one thing they cannot have is X"
    fwd("we expect", e_hypo, 6), fwd("we do expect", e_hypo, 6), fwd("you can expect", e_hypo, 6),
    fwd("you may expect", e_hypo, 6), fwd("to expect", e_hypo, 6), fwd("cannot have", e_hypo, 8),
    fwd("can not have", e_hypo, 8), fwd("cant have", e_hypo, 8), fwd("ca nt have", e_hypo, 8),
    fwd("so that you do not get", e_hypo, 6), fwd("so you dont get", e_hypo, 6), fwd("avoid", e_hypo, 4),
    // ConText's hypothetical/future triggers (pyConTextNLP KB: "predispose to", "warned of") and
    // prevention and side effects: what may come, not what is (modal + verb of causing is
    // generated in context_triggers.cpp: "can sometimes cause", "might trigger").
    fwd("predispose to", e_hypo, 6), fwd("predisposes to", e_hypo, 6), fwd("predispose you to", e_hypo, 6),
    fwd("warned of", e_hypo, 6), fwd("warned about", e_hypo, 6), fwd("protect against", e_hypo, 6),
    fwd("protects against", e_hypo, 6), fwd("protect you against", e_hypo, 6), fwd("protect you from", e_hypo, 6),
    fwd("protection against", e_hypo, 6), fwd("keep an eye out for", e_hypo, 12), fwd("be alert for", e_hypo, 12),
    fwd("signs to watch for", e_hypo, 12), fwd("side effect of", e_hypo, 8), fwd("side effects of", e_hypo, 8),
    fwd("side effects include", e_hypo, 8), fwd("side effects are", e_hypo, 8), fwd("side effect is", e_hypo, 8),
    fwd("possible side effect", e_hypo, 8), fwd("possible side effects", e_hypo, 8),
    fwd("common side effects", e_hypo, 8), fwd("side effects such as", e_hypo, 8), fwd("side effects like", e_hypo, 8),
    fwd("go on to develop", e_hypo, 4), fwd("goes on to develop", e_hypo, 4),
    // round 26 (probes): a counterfactual of having, "would have had" with or without an adverb
    // ("Without the stent he would probably have had a heart attack": it did not happen; "may
    // have had" stays a hedge on what did), the passive of shielding ("so the baby is protected
    // from whooping cough") and the worst case imagined ("Worst case, it turns out to be ...")
    fwd("would have had", e_hypo, 4), fwd("would probably have had", e_hypo, 4),
    fwd("would likely have had", e_hypo, 4), fwd("would almost certainly have had", e_hypo, 4),
    fwd("would have got", e_hypo, 4), fwd("would have developed", e_hypo, 4), fwd("would have suffered", e_hypo, 4),
    fwd("would probably have developed", e_hypo, 4), fwd("would otherwise have had", e_hypo, 4),
    fwd("protected from", e_hypo, 6), fwd("protected against", e_hypo, 6), fwd("protection from", e_hypo, 6),
    fwd("worst case", e_hypo, 10), fwd("in the worst case", e_hypo, 10),
    // a consequence or a liability, not a finding: "otherwise she is heading for a stroke",
    // "prone to dehydration", "the odds of another attack", "whenever she has a fever"
    fwd("otherwise", e_hypo, 8), fwd("heading for", e_hypo, 4), fwd("headed for", e_hypo, 4),
    fwd("on course for", e_hypo, 4), fwd("likely to develop", e_hypo, 4), fwd("likely to get", e_hypo, 4),
    fwd("prone to", e_hypo, 4), fwd("susceptible to", e_hypo, 4), fwd("vulnerable to", e_hypo, 4),
    fwd("predisposed to", e_hypo, 4), fwd("odds of", e_hypo, 6), fwd("likelihood of", e_hypo, 6),
    fwd("whenever", e_hypo, 8), bwd("in future", e_hypo, 4), bwd("in the future", e_hypo, 4),
    // Hinglish: "X ho to ..." (if X happens, then ...), "X aaye to"
    bwd("ho to", e_hypo, 3), bwd("hua to", e_hypo, 3), bwd("aaye to", e_hypo, 3), bwd("aaye toh", e_hypo, 3),
    bwd("ho toh", e_hypo, 3), bwd("ho jaye to", e_hypo, 4), bwd("aa jaye to", e_hypo, 4),
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
    fwd("exclude", e_hypo | e_unc, 8),
    bwd("cannot be ruled out", e_hypo | e_unc, w_post),
    bwd("can not be ruled out", e_hypo | e_unc, w_post),
    bwd("cant be ruled out", e_hypo | e_unc, w_post),
    bwd("could not be ruled out", e_hypo | e_unc, w_post),
    bwd("couldnt be ruled out", e_hypo | e_unc, w_post), bwd("not excluded", e_hypo | e_unc, w_post),
    bwd("is not excluded", e_hypo | e_unc, w_post), bwd("cannot be excluded", e_hypo | e_unc, w_post),
    bwd("not yet ruled out", e_hypo | e_unc, w_post), bwd("to be ruled out", e_hypo | e_unc, w_post),
    // review rv20: the same plan said with "excluded" ("appendicitis to be excluded"), which a
    // bare "excluded" would deny
    bwd("to be excluded", e_hypo | e_unc, w_post), bwd("needs to be excluded", e_hypo | e_unc, w_post),
};
// clang-format on

}  // namespace cxs::domain::clinical::context_detail
