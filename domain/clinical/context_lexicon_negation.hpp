#pragma once
// Internal to clinical/context_triggers.cpp: the fixed phrases of negation (looking forward and
// back, NegEx's lists, code-mix and Indic-script negation) and the pseudo-triggers that hold a
// negation word yet deny nothing ("no improvement in", "don't stop the"), with the phrases that
// keep a dated mention current ("started", "still"). Apart from context_lexicon.hpp, which
// keeps the phrase kinds and the other attributes' phrases, so each table stays one idea;
// the index adds this table first, then fixed_history_triggers, fixed_hypothetical_triggers and
// fixed_triggers.

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical::context_detail {

// clang-format off
inline constexpr trigger_spec fixed_negation_triggers[] = {
    // --- negation, looking forward
    fwd("no", e_neg, w_neg), fwd("not", e_neg, 2), fwd("denies", e_neg, w_neg),
    both("denied", e_neg, 6), fwd("deny", e_neg, w_neg), fwd("denying", e_neg, w_neg),
    fwd("without", e_neg, 6), fwd("w/o", e_neg, 6), fwd("negative for", e_neg, w_neg),
    fwd("neg for", e_neg, w_neg), fwd("free of", e_neg, 6), fwd("absence of", e_neg, w_neg),
    fwd("no evidence of", e_neg, w_neg), fwd("no signs of", e_neg, w_neg),
    fwd("no sign of", e_neg, w_neg), fwd("no symptoms of", e_neg, w_neg),
    fwd("no complaints of", e_neg, w_neg), fwd("no complaint of", e_neg, w_neg),
    fwd("no c/o", e_neg, w_neg), fwd("no h/o", e_neg, w_neg), fwd("no history of", e_neg, w_neg),
    fwd("no diagnosis of", e_neg, w_neg),
    // a screening result: "HIV non-reactive", "HBsAg non reactive"
    bwd("non-reactive", e_neg, 2), bwd("non reactive", e_neg, 2), bwd("nonreactive", e_neg, 2),
    bwd("not reactive", e_neg, 2),
    fwd("no past history of", e_neg, w_neg), fwd("no previous history of", e_neg, w_neg),
    fwd("no prior history of", e_neg, w_neg), fwd("no known history of", e_neg, w_neg),
    fwd("no significant history of", e_neg, w_neg), fwd("no medical history of", e_neg, w_neg),
    fwd("no past medical history of", e_neg, w_neg), fwd("no known", e_neg, w_neg),
    fwd("not known to have", e_neg, w_neg), fwd("not a known case of", e_neg, w_neg),
    // round 22: "Not a known diabetic or hypertensive": the case sheet's denial of a known condition
    fwd("not a known", e_neg, 4),
    // review rv18: not where "known" qualifies a relation the condition stands in ("Pollen is not
    // a known trigger of her asthma", "not a known cause of his rash"): the condition is the
    // relation's object, not what is denied
    pseudo("not a known trigger"), pseudo("not a known cause"), pseudo("not a known risk"),
    pseudo("not a known side effect"), pseudo("not a known complication"), pseudo("not a known feature"),
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
    // review rv19: "no longer on insulin, diabetes diet-controlled": what ended is a treatment,
    // the condition it treated goes on ("no longer taking insulin for her diabetes")
    pseudo("no longer on"), pseudo("no longer taking"), pseudo("no longer needs"), pseudo("no longer needing"),
    pseudo("no longer requires"), pseudo("no longer using"),
    fwd("no further", e_neg, w_neg), fwd("no new", e_neg, w_neg), fwd("no recent", e_neg, w_neg),
    fwd("no other", e_neg, w_neg), fwd("no obvious", e_neg, w_neg),
    fwd("no active", e_neg, w_neg), fwd("nobody", e_neg, w_neg), fwd("no one", e_neg, w_neg),
    fwd("noone", e_neg, w_neg), fwd("none of", e_neg, w_neg), fwd("unlikely to be", e_neg, 4),
    fwd("tested negative for", e_neg, w_neg), fwd("test negative for", e_neg, w_neg),
    fwd("is negative for", e_neg, w_neg), fwd("was negative for", e_neg, w_neg),
    fwd("are negative for", e_neg, w_neg), fwd("were negative for", e_neg, w_neg),
    fwd("came back negative for", e_neg, w_neg),
    both("absent", e_neg, 2),
    fwd("excludes", e_neg, 6), fwd("has excluded", e_neg, 6), fwd("excluded", e_neg, 6),
    // Hindi "na X na Y" (neither X nor Y); "gon na", "wan na" are ASR splits, not negations
    // round 22: the correlative "X na hi subah hota hai na hi raat ko" (neither ... nor) right
    // after the condition denies it; only adjacent ("Bukhar hai, na hi khansi" keeps the fever)
    // ("Na hi dast lage" still denies forward, like "na")
    bwd("na hi", e_neg, 0), fwd("na hi", e_neg, 2), bwd("na to", e_neg, 0), fwd("na to", e_neg, 2),
    fwd("na", e_neg, 2), pseudo("gon na"), pseudo("wan na"), pseudo("got ta"),
    // --- negation, looking back
    bwd("not present", e_neg, w_post), bwd("negative", e_neg, w_post),
    bwd("was negative", e_neg, w_post), bwd("is negative", e_neg, w_post),
    bwd("came back negative", e_neg, w_post),
    bwd("was ruled out", e_neg, w_post), bwd("has been ruled out", e_neg, w_post),
    bwd("been ruled out", e_neg, w_post), bwd("is ruled out", e_neg, w_post),
    bwd("excluded", e_neg, w_post), bwd("was excluded", e_neg, w_post),
    bwd("unlikely", e_neg, w_post), bwd("is unlikely", e_neg, w_post),
    // round 14: "rheumatoid arthritis is less likely given your negative blood work"
    bwd("less likely", e_neg, w_post), bwd("is less likely", e_neg, w_post),
    bwd("much less likely", e_neg, w_post), bwd("far less likely", e_neg, w_post),
    // review rv15: "less likely to" + a verb says what the condition will do less often ("your
    // asthma is less likely to flare with the preventer"): the condition is there. "less likely
    // to be" still weighs it against another ("gout is less likely to be the cause").
    pseudo("less likely to"), pseudo("is less likely to"), pseudo("much less likely to"),
    pseudo("far less likely to"),
    bwd("less likely to be", e_neg, w_post), bwd("is less likely to be", e_neg, w_post),
    // probe round 17: and forward, as "unlikely to be" is ("less likely to be a migraine")
    fwd("less likely to be", e_neg, 4),
    // probe round 18: a likelihood compared ranks two conditions of a differential, and
    // excludes neither: "cellulitis is less likely than a DVT" leaves the DVT the working
    // diagnosis and cellulitis still in question, both provisional, as "X is more likely than
    // Y" already reads (the longer trigger replaces the denial of "is less likely")
    fwd("less likely than", e_unc, 4), bwd("less likely than", e_unc, w_post), fwd("is less likely than", e_unc, 4),
    bwd("is less likely than", e_unc, w_post), fwd("much less likely than", e_unc, 4),
    bwd("much less likely than", e_unc, w_post),
    // probe round 18: a condition named as the standard a symptom is compared with ("not like
    // the pain you'd have with a kidney stone", "like the ache of a migraine", "like when you
    // have the flu") is a general case, not the patient's: only the article or a generic
    // "you"/"people" opens it, so "like the pain of my angina" keeps the patient's own
    fwd("like the pain you", e_hypo, 8), fwd("like the pain youd", e_hypo, 8),
    fwd("like the pain youll", e_hypo, 8), fwd("like the pain people", e_hypo, 8),
    fwd("like the pain someone", e_hypo, 8), fwd("like the pain of a", e_hypo, 8),
    fwd("like the pain of an", e_hypo, 8), fwd("like the pain from a", e_hypo, 8),
    fwd("like the pain with a", e_hypo, 8), fwd("like the pain in a", e_hypo, 8),
    fwd("like the ache you", e_hypo, 8), fwd("like the ache youd", e_hypo, 8),
    fwd("like the ache youll", e_hypo, 8), fwd("like the ache people", e_hypo, 8),
    fwd("like the ache someone", e_hypo, 8), fwd("like the ache of a", e_hypo, 8),
    fwd("like the ache of an", e_hypo, 8), fwd("like the ache from a", e_hypo, 8),
    fwd("like the ache with a", e_hypo, 8), fwd("like the ache in a", e_hypo, 8),
    fwd("like the discomfort you", e_hypo, 8), fwd("like the discomfort youd", e_hypo, 8),
    fwd("like the discomfort youll", e_hypo, 8), fwd("like the discomfort people", e_hypo, 8),
    fwd("like the discomfort someone", e_hypo, 8), fwd("like the discomfort of a", e_hypo, 8),
    fwd("like the discomfort of an", e_hypo, 8), fwd("like the discomfort from a", e_hypo, 8),
    fwd("like the discomfort with a", e_hypo, 8), fwd("like the discomfort in a", e_hypo, 8),
    fwd("like the pressure you", e_hypo, 8), fwd("like the pressure youd", e_hypo, 8),
    fwd("like the pressure youll", e_hypo, 8), fwd("like the pressure people", e_hypo, 8),
    fwd("like the pressure someone", e_hypo, 8), fwd("like the pressure of a", e_hypo, 8),
    fwd("like the pressure of an", e_hypo, 8), fwd("like the pressure from a", e_hypo, 8),
    fwd("like the pressure with a", e_hypo, 8), fwd("like the pressure in a", e_hypo, 8),
    fwd("like the feeling you", e_hypo, 8), fwd("like the feeling youd", e_hypo, 8),
    fwd("like the feeling youll", e_hypo, 8), fwd("like the feeling people", e_hypo, 8),
    fwd("like the feeling someone", e_hypo, 8), fwd("like the feeling of a", e_hypo, 8),
    fwd("like the feeling of an", e_hypo, 8), fwd("like the feeling from a", e_hypo, 8),
    fwd("like the feeling with a", e_hypo, 8), fwd("like the feeling in a", e_hypo, 8),
    fwd("like the tightness you", e_hypo, 8), fwd("like the tightness youd", e_hypo, 8),
    fwd("like the tightness youll", e_hypo, 8), fwd("like the tightness people", e_hypo, 8),
    fwd("like the tightness someone", e_hypo, 8), fwd("like the tightness of a", e_hypo, 8),
    fwd("like the tightness of an", e_hypo, 8), fwd("like the tightness from a", e_hypo, 8),
    fwd("like the tightness with a", e_hypo, 8), fwd("like the tightness in a", e_hypo, 8),
    fwd("like the cramps you", e_hypo, 8), fwd("like the cramps youd", e_hypo, 8),
    fwd("like the cramps youll", e_hypo, 8), fwd("like the cramps people", e_hypo, 8),
    fwd("like the cramps someone", e_hypo, 8), fwd("like the cramps of a", e_hypo, 8),
    fwd("like the cramps of an", e_hypo, 8), fwd("like the cramps from a", e_hypo, 8),
    fwd("like the cramps with a", e_hypo, 8), fwd("like the cramps in a", e_hypo, 8),
    fwd("like what you get with", e_hypo, 4), fwd("like what youd get with", e_hypo, 4),
    fwd("like what people get with", e_hypo, 4), fwd("like when you have", e_hypo, 4),
    fwd("like when you get", e_hypo, 4), fwd("like when people get", e_hypo, 4),
    // probe round 17: a search that came up empty ("we couldn't find a clot", "the scan did not
    // find any sign of a stroke"); not the search for a cause ("couldn't find the cause of her
    // anaemia": the anaemia is there)
    fwd("couldnt find", e_neg, w_neg), fwd("could not find", e_neg, w_neg), fwd("didnt find", e_neg, w_neg),
    fwd("did not find", e_neg, w_neg), fwd("cannot find", e_neg, w_neg), fwd("cant find", e_neg, w_neg),
    fwd("can not find", e_neg, w_neg), fwd("failed to find", e_neg, w_neg), fwd("unable to find", e_neg, w_neg),
    pseudo("couldnt find the cause"), pseudo("could not find the cause"), pseudo("didnt find the cause"),
    pseudo("did not find the cause"), pseudo("cannot find the cause"), pseudo("cant find the cause"),
    pseudo("couldnt find a cause"), pseudo("could not find a cause"), pseudo("didnt find a cause"),
    pseudo("did not find a cause"), pseudo("cannot find a cause"), pseudo("cant find a cause"),
    pseudo("couldnt find the reason"), pseudo("could not find the reason"), pseudo("didnt find the reason"),
    pseudo("did not find the reason"), pseudo("couldnt find any cause"), pseudo("could not find any cause"),
    pseudo("didnt find any cause"), pseudo("did not find any cause"),
    // round 14: a condition the findings do not fit ("narcolepsy doesn't fit your study", "this
    // doesn't fit with gout"); not "doesn't explain" ("the anaemia doesn't explain all of your
    // tiredness" keeps the anaemia)
    // and a name the clinician withholds: "i wouldn't call this copd"
    fwd("wouldnt call", e_neg, 4), fwd("would not call", e_neg, 4),
    // (review rv15: the condition itself is what does not fit, right before the words: "her
    // hernia belt doesn't fit" keeps the hernia; and a condition after them follows within two words:
    // "the denture does not fit so she has mouth ulcers" keeps the ulcers)
    bwd("doesnt fit", e_neg, 0), bwd("does not fit", e_neg, 0),
    bwd("doesnt match", e_neg, w_post), bwd("does not match", e_neg, w_post),
    fwd("doesnt fit with", e_neg, w_neg), fwd("does not fit with", e_neg, w_neg),
    fwd("doesnt fit", e_neg, 2), fwd("does not fit", e_neg, 2),
    bwd("not seen", e_neg, w_post), bwd("not found", e_neg, w_post), bwd("not noted", e_neg, w_post),
    bwd("not detected", e_neg, w_post), bwd("not identified", e_neg, w_post),
    // round 17: a verdict after a work-up ("sepsis not confirmed and antibiotics stopped")
    bwd("not confirmed", e_neg, w_post), bwd("not substantiated", e_neg, w_post),
    bwd("none", e_neg, 2), bwd("nil", e_neg, 2), bwd("free", e_neg, 0),
    // code-mix and Indic-script negation follows the word it negates
    bwd("nahi", e_neg, w_post), bwd("nahin", e_neg, w_post), bwd("nahi hai", e_neg, w_post),
    bwd("nahin hai", e_neg, w_post), bwd("nahi hua", e_neg, w_post), bwd("nahi tha", e_neg, w_post),
    bwd("nahi thi", e_neg, w_post), bwd("nahi he", e_neg, w_post), bwd("nai", e_neg, w_post),
    bwd("nahi aata", e_neg, w_post), bwd("nahi hota", e_neg, w_post),
    bwd("illai", e_neg, w_post), bwd("illa", e_neg, w_post), bwd("ledu", e_neg, w_post),
    bwd("ledhu", e_neg, w_post), bwd("nei", e_neg, w_post), bwd("naahi", e_neg, w_post),
    // round 19: Bengali "noy" (is not: "eta cancer noy") and "hoyni" (did not happen: "vomiting
    // hoyni"), after the word they negate like "nei"
    bwd("noy", e_neg, w_post), bwd("hoyni", e_neg, w_post), bwd("hoy ni", e_neg, w_post),
    bwd("nahiye", e_neg, w_post), bwd("hoy na", e_neg, w_post), bwd("kahi nahi", e_neg, w_post),
    bwd("kabhi nahi", e_neg, w_post), bwd("bilkul nahi", e_neg, w_post),
    // "ulti, dast, bukhar kuch nahi": a closing "none of it" reaches back over a list
    bwd("kuch nahi", e_neg, 8), bwd("kuch bhi nahi", e_neg, 8), bwd("koi nahi", e_neg, 6),
    bwd("kabhi nahi hua", e_neg, w_post), bwd("nahi aaye", e_neg, w_post), bwd("nahi aate", e_neg, w_post),
    bwd("nahi lage", e_neg, w_post), bwd("nahi hui", e_neg, w_post), bwd("nahi lagti", e_neg, w_post),
    // round 27: the first half of Hindi "na toh ... na ..." (neither ... nor), after its subject
    // as well as before: "Chest pain na toh chalne pe hota hai na raat ko" denies it whenever;
    // "na toh bukhar" keeps the forward reach of "na"
    both("na toh", e_neg, w_post),
    bwd("\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80\xE0\xA4\x82", e_neg, w_post),  // नहीं
    bwd("\xE0\xA4\xA8\xE0\xA4\xB9\xE0\xA5\x80", e_neg, w_post),              // नही
    bwd("\xE0\xAE\x87\xE0\xAE\xB2\xE0\xAF\x8D\xE0\xAE\xB2\xE0\xAF\x88", e_neg, w_post),  // இல்லை

    // From the published NegEx trigger list (Chapman et al. 2001, negex_triggers.txt) and the
    // pyConTextNLP lexical KB (lexical_kb_05042016.tsv): pre-negations of findings and tests.
    fwd("fails to reveal", e_neg, w_neg), fwd("failed to reveal", e_neg, w_neg),
    fwd("fails to show", e_neg, w_neg), fwd("failed to show", e_neg, w_neg),
    fwd("not reveal", e_neg, w_neg), fwd("does not reveal", e_neg, w_neg), fwd("did not reveal", e_neg, w_neg),
    fwd("not demonstrate", e_neg, w_neg), fwd("does not demonstrate", e_neg, w_neg),
    fwd("did not demonstrate", e_neg, w_neg), fwd("not exhibit", e_neg, w_neg),
    fwd("not appreciate", e_neg, w_neg), fwd("not associated with", e_neg, w_neg),
    fwd("not complain of", e_neg, w_neg), fwd("does not complain of", e_neg, w_neg),
    fwd("not know of", e_neg, w_neg), fwd("not see", e_neg, w_neg), fwd("cannot see", e_neg, w_neg),
    fwd("not had", e_neg, w_neg), fwd("not to be", e_neg, 4), fwd("never developed", e_neg, w_neg),
    fwd("no findings of", e_neg, w_neg), fwd("no findings to indicate", e_neg, w_neg),
    fwd("no findings to suggest", e_neg, w_neg), fwd("no evidence to suggest", e_neg, w_neg),
    fwd("no suggestion of", e_neg, w_neg), fwd("no abnormal", e_neg, w_neg), fwd("no definite", e_neg, w_neg),
    fwd("no convincing", e_neg, w_neg), fwd("no suspicious", e_neg, w_neg), fwd("no cause of", e_neg, w_neg),
    fwd("with no", e_neg, w_neg), fwd("without any", e_neg, w_neg), fwd("without evidence of", e_neg, w_neg),
    fwd("without any evidence of", e_neg, w_neg), fwd("without sign of", e_neg, w_neg),
    fwd("without signs of", e_neg, w_neg), fwd("without indication of", e_neg, w_neg),
    fwd("unremarkable for", e_neg, w_neg), fwd("clear of", e_neg, 6), fwd("lack of", e_neg, 6),
    fwd("rather than", e_neg, 4), fwd("low probability of", e_neg, 6), fwd("inconsistent with", e_neg, 6),
    // review rv20: the hedges of likeness said with "not" deny ("Headache, not typical of migraine",
    // "Picture not in keeping with appendicitis"); the bare hedges ("typical of", "suggestive
    // of", "in keeping with") stay provisional, and "not consistent with" was already denied.
    fwd("not typical of", e_neg, 6), fwd("not typical for", e_neg, 6), fwd("atypical for", e_neg, 6),
    fwd("not suggestive of", e_neg, 6), fwd("not in keeping with", e_neg, 6), fwd("not compatible with", e_neg, 6),
    fwd("not characteristic of", e_neg, 6), fwd("not classic for", e_neg, 6), fwd("not indicative of", e_neg, 6),
    // round 21 (dx35): a sign denied as pointing to the condition ("this is not a sign of cervical
    // cancer", "the spotting isn't a symptom of anything serious"); "not" alone reaches two words
    fwd("not a sign of", e_neg, 6), fwd("not a symptom of", e_neg, 6), fwd("isnt a sign of", e_neg, 6),
    fwd("isnt a symptom of", e_neg, 6),
    fwd("patient was not", e_neg, 6), fwd("did rule out", e_neg, w_neg), fwd("can rule out", e_neg, w_neg),
    fwd("rules him out for", e_neg, w_neg), fwd("rules her out for", e_neg, w_neg),
    fwd("ruled him out for", e_neg, w_neg), fwd("ruled her out for", e_neg, w_neg),
    fwd("adequate to rule out", e_neg, w_neg), fwd("sufficient to rule out", e_neg, w_neg),
    bwd("are ruled out", e_neg, w_post), bwd("have been ruled out", e_neg, w_post),
    bwd("has been negative", e_neg, w_post), bwd("no longer present", e_neg, w_post),
    bwd("not significant", e_neg, 2),
    // --- pseudo-triggers: contain a trigger word, trigger nothing
    pseudo("no increase"), pseudo("no change"), pseudo("no changes"), pseudo("no change in"),
    pseudo("no significant change"), pseudo("no interval change"), pseudo("not only"),
    pseudo("gram negative"), pseudo("no doubt"), pseudo("not necessarily"), pseudo("not just"),
    // round 27: certainty ("without doubt this is shingles") and "no sooner ... than" (the one
    // thing came right after the other: "no sooner had the course ended than the cough came back")
    pseudo("without doubt"), pseudo("without a doubt"), pseudo("without question"), pseudo("no sooner"),
    // review rv25: "beyond doubt" as a phrase, so that a name never takes its "doubt"
    pseudo("beyond doubt"), pseudo("beyond a doubt"), pseudo("beyond any doubt"),
    pseudo("not cause"), pseudo("without difficulty"), pseudo("no problem"),
    // "no improvement in her back pain", "no relief from the headache": the condition goes on
    pseudo("no improvement"), pseudo("no improvement in"), pseudo("no better"), pseudo("no relief"),
    pseudo("no relief from"),
    // a medicine that fails: "tylenol doesn't touch the headache", "the inhaler isn't helping
    // my cough": the condition goes on
    // (apostrophes dropped, as the tokeniser does)
    pseudo("doesnt touch"), pseudo("does not touch"), pseudo("didnt touch"), pseudo("did not touch"),
    pseudo("doesnt help"), pseudo("does not help"), pseudo("didnt help"), pseudo("did not help"),
    pseudo("isnt helping"), pseudo("not helping"), pseudo("doesnt do anything for"),
    pseudo("no let up"), pseudo("no letup"), pseudo("no let up in"), pseudo("no respite"), pseudo("no respite from"),
    pseudo("no end to"), pseudo("no sign of improvement"), pseudo("no signs of improvement"),
    pseudo("not getting any easier"), pseudo("not easing"), pseudo("never completely gone"),
    pseudo("no suspicious change"), pseudo("no definite change"), pseudo("no significant interval change"),
    pseudo("not extend"), pseudo("not drain"), pseudo("no less"), pseudo("not any better"),
    pseudo("not got any better"), pseudo("not getting better"), pseudo("not improving"), pseudo("not improved"),
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
    pseudo("if you have any questions"), pseudo("if you have questions"),
    pseudo("looks like theres"), pseudo("looks like there is"), pseudo("looks like there was"),
    pseudo("looks like you"), pseudo("looks like youve"), pseudo("looks like your"),
    pseudo("looks like she"), pseudo("looks like he"), pseudo("looks like shes"),
    pseudo("looks like hes"), pseudo("for somebody"), pseudo("for someone"),
    pseudo("someone your age"), pseudo("somebody your age"),
    // A denied stop or miss of a medicine says it goes on: "don't stop the eliquis", "i never
    // miss my synthroid" (issue 18, med13).
    pseudo("dont stop"), pseudo("do not stop"), pseudo("not to stop"), pseudo("dont stop taking"),
    pseudo("do not stop taking"), pseudo("never miss"), pseudo("never missed"), pseudo("dont miss"),
    // Taken, if not always: "i don't always take the metformin at lunch".
    pseudo("dont always"), pseudo("do not always"), pseudo("not always"),
    pseudo("if that helps"), pseudo("if it helps"), pseudo("if this helps"),
    pseudo("if that improves"), pseudo("if it improves"), pseudo("if that works"),
    // "to make sure you don't have X" is a rule-out, not a denial
    fwd("make sure", e_hypo, 8), fwd("to make sure", e_hypo, 8),
    // round 24: the clinician checking what was understood ("let me make sure i've got it , the
    // knee pain started after the hike") rules nothing out
    pseudo("make sure ive got"), pseudo("make sure i have got"), pseudo("make sure i got"),
    pseudo("make sure i have this"), pseudo("make sure i have it"), pseudo("make sure i understand"),
    pseudo("make sure i heard"),
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
};
// clang-format on

}  // namespace cxs::domain::clinical::context_detail
