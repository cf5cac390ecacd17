#pragma once
// Internal to clinical/context_triggers.cpp: the fixed phrases that make a mention historical
// (a time in the past, an ending, a resolution said after the fact, Hinglish past tenses and
// "pehle") and the durations and persistence that keep it current. Apart from
// context_lexicon.hpp, which keeps the phrase kinds and the other attributes' phrases; the
// index adds this table after fixed_negation_triggers and before fixed_hypothetical_triggers.

#include "domain/clinical/context_lexicon.hpp"

namespace cxs::domain::clinical::context_detail {

// clang-format off
inline constexpr trigger_spec fixed_history_triggers[] = {
    // --- historical
    fwd("history of", e_hist_weak, 10), fwd("h/o", e_hist_weak, 10),
    // a duration before "history of" is how long the complaint has lasted ("a three-day history
    // of fever", "2 weeks history of cough"): the presenting complaint, not a past one
    pseudo("day history of"), pseudo("days history of"), pseudo("week history of"), pseudo("weeks history of"),
    pseudo("month history of"), pseudo("months history of"), pseudo("year history of"),
    pseudo("years history of"), pseudo("hour history of"), pseudo("hours history of"),
    fwd("hx of", e_hist_weak, 10), fwd("a history of", e_hist_weak, 10),
    fwd("past history of", e_hist, w_long), fwd("past history", e_hist, w_long),
    fwd("past medical history", e_hist, w_long), fwd("past medical history of", e_hist, w_long),
    fwd("past medical history significant for", e_hist, w_long),
    fwd("medical history of", e_hist, w_long), fwd("medical history significant for", e_hist, w_long),
    fwd("pmh of", e_hist, w_long), fwd("pmh significant for", e_hist, w_long),
    fwd("previous history of", e_hist, w_long), fwd("prior history of", e_hist, w_long),
    fwd("known history of", e_hist, w_long), both("previously", e_hist, 3),
    fwd("previous", e_hist, 2), fwd("prior", e_hist, 1), fwd("old", e_hist, 0),
    fwd("childhood", e_hist, 0), fwd("status post", e_hist, 3),
    fwd("s/p", e_hist, 3), fwd("used to have", e_hist, 3), fwd("used to get", e_hist, 3),
    fwd("was treated for", e_hist, 4), fwd("treated for", e_hist, 4),
    fwd("recovered from", e_hist, 4),
    // probe round 17: after an auxiliary too; "has recovered" alone is a post-trigger, whose
    // longer match hid the "from" ("She has recovered from pneumonia")
    fwd("has recovered from", e_hist, 4), fwd("have recovered from", e_hist, 4),
    fwd("had recovered from", e_hist, 4), fwd("has fully recovered from", e_hist, 4),
    fwd("fully recovered from", e_hist, 4), fwd("has now recovered from", e_hist, 4),
    fwd("now recovered from", e_hist, 4), fwd("stopped", e_hist, 2), fwd("discontinued", e_hist, 2),
    // transitive verbs of an ending, the condition their object (round 12): "outgrew his eczema"
    fwd("outgrew", e_hist, 3), fwd("grew out of", e_hist, 3), fwd("got over", e_hist, 3),
    // round 18: "cleared" with a person as its subject ends its object ("he cleared hepatitis B");
    // after the condition ("the rash cleared") it stays the backward trigger below
    fwd("he cleared", e_hist, 3), fwd("she cleared", e_hist, 3), fwd("who cleared", e_hist, 3),
    fwd("spontaneously cleared", e_hist, 3),
    bwd("years ago", e_hist, 4), bwd("year ago", e_hist, 4), bwd("yrs ago", e_hist, 4),
    bwd("yr ago", e_hist, 4), bwd("months ago", e_hist, 4), bwd("month ago", e_hist, 4),
    bwd("a long time ago", e_hist, 4), bwd("long ago", e_hist, 4), bwd("ages ago", e_hist, 4),
    bwd("decades ago", e_hist, 4), bwd("years back", e_hist, 4), bwd("year back", e_hist, 4), bwd("yrs back", e_hist, 4),
    bwd("months back", e_hist, 4), bwd("in the past", e_hist, 4), bwd("as a child", e_hist, 4),
    bwd("as a kid", e_hist, 4), bwd("in childhood", e_hist, 4), bwd("during childhood", e_hist, 4),
    bwd("as a teenager", e_hist, 4), bwd("as a teen", e_hist, 4), bwd("in his teens", e_hist, 4),
    bwd("in her teens", e_hist, 4), bwd("in my teens", e_hist, 4), bwd("as an infant", e_hist, 4),
    bwd("in infancy", e_hist, 4), bwd("as a newborn", e_hist, 4), bwd("as a baby", e_hist, 4),
    bwd("as a toddler", e_hist, 4), bwd("when he was young", e_hist, 4),
    // round 18: a life period with an adjective ("only as a tiny baby, with bronchiolitis")
    bwd("as a tiny baby", e_hist, 4), bwd("as a little baby", e_hist, 4), bwd("as a small baby", e_hist, 4),
    bwd("as a young child", e_hist, 4), bwd("as a small child", e_hist, 4), bwd("as a little child", e_hist, 4),
    bwd("as a little kid", e_hist, 4), bwd("as a little boy", e_hist, 4), bwd("as a little girl", e_hist, 4),
    bwd("as a small boy", e_hist, 4), bwd("as a small girl", e_hist, 4), bwd("as a young boy", e_hist, 4),
    bwd("as a young girl", e_hist, 4),
    // round 26 (probes): the other nouns of a stage of life ("chickenpox as a youngster")
    bwd("as a youngster", e_hist, 4), bwd("as an adolescent", e_hist, 4), bwd("in adolescence", e_hist, 4),
    bwd("as a schoolboy", e_hist, 4), bwd("as a schoolgirl", e_hist, 4), bwd("as a young man", e_hist, 4),
    bwd("as a young woman", e_hist, 4), bwd("as a young adult", e_hist, 4),
    bwd("when she was young", e_hist, 4), bwd("when i was young", e_hist, 4),
    bwd("when i was a child", e_hist, 4), bwd("when i was a kid", e_hist, 4),
    bwd("has resolved", e_hist, 4), bwd("had resolved", e_hist, 4),
    bwd("now resolved", e_hist, 4), bwd("subsided", e_hist, 4), bwd("has subsided", e_hist, 4),
    bwd("cured", e_hist, 4), bwd("was treated", e_hist, 4),
    bwd("completed treatment", e_hist, 4), bwd("last year", e_hist, 4),
    bwd("last month", e_hist, 4),
    // the time said between a verb of an episode and its reason ("admitted last year with DKA",
    // "treated last month for a UTI"): the episode is that time's
    fwd("last year with", e_hist, 6), fwd("last year for", e_hist, 6), fwd("last month with", e_hist, 6),
    fwd("last month for", e_hist, 6),
    bwd("was stopped", e_hist, 3), bwd("were stopped", e_hist, 3),
    bwd("has been stopped", e_hist, 3), bwd("was discontinued", e_hist, 3),
    bwd("stopped", e_hist, 2), bwd("went away", e_hist, 4), bwd("gone away", e_hist, 4),
    // round 20: a note's bare participle of ending right after the condition ("earache gone
    // after three days of drops", "back pain ..., sorted out with physio"), like "stopped" and
    // "resolved"; not a change of level or a going on ("sugar gone up", "pain gone worse",
    // "has gone on for weeks", "gone into AF", "swelling gone down" is less, not over; "gone on
    // the repeat scan" is over)
    bwd("gone", e_hist, 2), pseudo("gone up"), pseudo("gone on for"), pseudo("gone worse"), pseudo("gone down"),
    pseudo("gone into"), pseudo("gone through"), pseudo("gone off"), pseudo("gone higher"),
    // (with an auxiliary too, found by a counter-example: "headache has gone on for ten days"
    // was read as ended by the generated "has gone")
    pseudo("has gone on for"), pseudo("have gone on for"), pseudo("had gone on for"), pseudo("has gone up"),
    pseudo("have gone up"), pseudo("has gone worse"),
    bwd("sorted out", e_hist, 6), pseudo("not sorted out"), pseudo("not been sorted out"),
    // Round 25: a negated verb of ending says the condition goes on ("the cough he had at
    // Christmas never went away", "the rash has not settled"), so it is current, not only
    // not ended (these were pseudo-triggers, which left a dated episode over).
    bwd("not gone away", e_persist, 6), pseudo("not gone"), bwd("hasnt gone away", e_persist, 6),
    bwd("havent gone away", e_persist, 6), bwd("didnt go away", e_persist, 6), bwd("not go away", e_persist, 6),
    bwd("never went away", e_persist, 6), bwd("not cleared", e_persist, 6), bwd("not settled", e_persist, 6),
    bwd("never cleared", e_persist, 6), bwd("never settled", e_persist, 6), bwd("never resolved", e_persist, 6),
    bwd("never really went away", e_persist, 6), bwd("wont go away", e_persist, 6),
    pseudo("not stopped"), pseudo("hasnt stopped"), pseudo("never stopped"),
    bwd("has gone", e_hist, 3), bwd("cleared up", e_hist, 4), bwd("settled", e_hist, 3),
    // "the fever broke last night": a fever ends by breaking
    bwd("broke", e_hist, 2), pseudo("hasnt broke"), pseudo("not broke"),
    // a relative clause of resolution: "a cough in March which cleared without treatment"
    bwd("which cleared", e_hist, 6), bwd("that cleared", e_hist, 6), bwd("which resolved", e_hist, 6),
    bwd("that resolved", e_hist, 6), bwd("which settled", e_hist, 6), bwd("that settled", e_hist, 6),
    bwd("which went away", e_hist, 6), bwd("that went away", e_hist, 6),
    bwd("corrected", e_hist, 4), bwd("since corrected", e_hist, 4), bwd("at age", e_hist, 3),
    bwd("at the age of", e_hist, 3), bwd("aged", e_hist, 2), bwd("winters ago", e_hist, 4),
    bwd("summers ago", e_hist, 4), bwd("decades ago", e_hist, 4), bwd("decade ago", e_hist, 4),
    bwd("once", e_hist, 1), bwd("in college", e_hist, 6), bwd("in high school", e_hist, 6),
    bwd("in her twenties", e_hist, 6), bwd("in his twenties", e_hist, 6), bwd("in my twenties", e_hist, 6),
    bwd("in her thirties", e_hist, 6), bwd("in his thirties", e_hist, 6), bwd("in my thirties", e_hist, 6),
    bwd("none recently", e_hist, 6), bwd("is gone", e_hist, 3),
    // probe round 18: a chronic condition "in remission" is still the patient's ("Crohn's
    // disease in remission", "ulcerative colitis in clinical remission on mesalamine"): the
    // disease is controlled, not over. A remission that has lasted a stated time ("in
    // remission for five years", "since 2019") ends it in the writer's account, as before.
    pseudo("in remission"), bwd("in remission for", e_hist, 4), bwd("in remission since", e_hist, 4),
    bwd("are gone", e_hist, 3), bwd("has cleared", e_hist, 3), bwd("has cleared up", e_hist, 3),
    // ConText's historical triggers (Harkema et al. 2009; pyConTextNLP KB: "remote",
    // "sequelae of") and resolution said after the fact: a verb of resolution reaches back
    // over its subject ("the gout flare she had in spring has now settled"; the auxiliaries
    // before it are generated in context_triggers.cpp).
    fwd("healed", e_hist, 1), fwd("old healed", e_hist, 1),
    bwd("since discharged", e_hist, 6), bwd("since resolved", e_hist, 6), bwd("since recovered", e_hist, 6),
    bwd("since healed", e_hist, 6), bwd("since treated", e_hist, 6), bwd("since removed", e_hist, 6),
    bwd("since cured", e_hist, 6), bwd("grew out of it", e_hist, 6), bwd("outgrew it", e_hist, 6),
    fwd("remote history of", e_hist, w_long), fwd("remote", e_hist, 2), bwd("in the remote past", e_hist, 4),
    fwd("sequelae of", e_hist, 4), fwd("resolution of", e_hist, 4),
    fwd("resolved", e_hist, 1), bwd("resolved", e_hist, 6), bwd("healed", e_hist, 6), bwd("settled down", e_hist, 6),
    bwd("cleared", e_hist, 4), bwd("recovered", e_hist, 4), bwd("disappeared", e_hist, 4),
    // review rv20: "now" marks the recovery as the state reached after a dated course, which
    // may sit further back ("Covid positive 2 weeks ago, now recovered")
    bwd("now recovered", e_hist, 8), bwd("now fully recovered", e_hist, 8), bwd("now resolved", e_hist, 8),
    // round 26 (probes): "now" with the other participles of ending, as "now resolved" ("Rash now
    // gone after stopping the antibiotic", "Cough now cleared"); "now gone up/on" is no ending
    bwd("now gone", e_hist, 4), bwd("now cleared", e_hist, 4), bwd("now settled", e_hist, 4),
    bwd("now healed", e_hist, 4), bwd("now subsided", e_hist, 4), bwd("now disappeared", e_hist, 4),
    pseudo("now gone up"), pseudo("now gone on"), pseudo("now gone worse"), pseudo("now gone down"),
    bwd("last winter", e_hist, 4), bwd("last summer", e_hist, 4), bwd("last spring", e_hist, 4),
    bwd("last autumn", e_hist, 4), fwd("last winter", e_hist, 6), fwd("last summer", e_hist, 6),
    pseudo("since last winter"), pseudo("since last summer"), pseudo("since last spring"), pseudo("since last autumn"),
    // round 26: a school's terms are a past time as seasons are ("Head lice treated last term")
    bwd("last term", e_hist, 4), fwd("last term", e_hist, 6), bwd("last semester", e_hist, 4),
    fwd("last semester", e_hist, 6), pseudo("since last term"), pseudo("since last semester"),
    bwd("last season", e_hist, 4), fwd("last season", e_hist, 6), pseudo("since last season"),
    // round 18: a season set in the past by "back in" ("a urinary infection, back in the spring")
    bwd("back in the spring", e_hist, 4), bwd("back in the summer", e_hist, 4), bwd("back in the winter", e_hist, 4),
    bwd("back in the autumn", e_hist, 4), bwd("back in the monsoon", e_hist, 4),
    pseudo("since last year"), pseudo("since last month"),
    // round 18: a recent window up to now is not the past ("three falls in the last month")
    pseudo("in the last month"), pseudo("in the last year"), pseudo("over the last month"),
    pseudo("over the last year"), pseudo("in the past month"), pseudo("in the past year"),
    pseudo("in the past week"), pseudo("over the past month"), pseudo("over the past year"),
    // a previous visit (branch dx22): "a rash at your last visit", and opening the sentence
    // "last time we heard a murmur" (dated forward, as "last year ..." is); "since your last
    // visit" is the time up to now, current
    bwd("last time", e_hist, 4), bwd("at your last visit", e_hist, 4), bwd("at the last visit", e_hist, 4),
    pseudo("since last time"), pseudo("since your last visit"), pseudo("since the last visit"),
    // a contrast with the previous time says what is different now ("unlike last time , the
    // pneumonia is on the left", "the rash is worse than last time"): the present
    pseudo("unlike last time"), pseudo("unlike the last time"), pseudo("than last time"),
    pseudo("than the last time"), pseudo("compared to last time"), pseudo("compared with last time"),
    pseudo("different from last time"),
    // an end denied is the present ("Problems not yet resolved: cellulitis", "the cough has
    // not resolved")
    pseudo("not resolved"), pseudo("not yet resolved"), pseudo("not fully resolved"), pseudo("yet to resolve"),
    pseudo("not healed"), pseudo("not yet healed"), pseudo("not cleared"),
    bwd("as a student", e_hist, 6), bwd("at university", e_hist, 6), bwd("in university", e_hist, 6),
    bwd("at uni", e_hist, 6), bwd("in medical school", e_hist, 6), bwd("in her youth", e_hist, 6),
    bwd("in his youth", e_hist, 6), bwd("in my youth", e_hist, 6), bwd("in early life", e_hist, 4),
    // "X at university but none since": the closing "none since" belongs to X across the "but"
    bwd("none since", e_hist, 6), bwd("but none since", e_hist, 8), bwd("but not since", e_hist, 8),
    // round 14 (ctx14): a period of life ("had asthma growing up") and an end said with "after".
    bwd("growing up", e_hist, 6), bwd("while growing up", e_hist, 6), bwd("none after", e_hist, 6),
    bwd("nothing after", e_hist, 6), bwd("none afterwards", e_hist, 6), bwd("none thereafter", e_hist, 6),
    bwd("nothing since", e_hist, 6), bwd("but nothing since", e_hist, 8), bwd("no recurrence", e_hist, 6),
    // round 16 (ctx16): the quiet period names the episode back by a pronoun or a kind ("admitted
    // with bronchiolitis at four months, nothing like it since").
    // round 21: "outgrown" after the condition, as "outgrew it" (round 16)
    bwd("outgrown", e_hist, 10), pseudo("not outgrown"), pseudo("never outgrown"), pseudo("not yet outgrown"),
    // rv19: the participle before its object too, as "outgrew his eczema" (round 12): "He has
    // outgrown his asthma" was listed, the round-21 trigger looking only back
    fwd("outgrown", e_hist, 3), fwd("grown out of", e_hist, 3),
    bwd("nothing like it since", e_hist, 6), bwd("nothing like that since", e_hist, 6),
    bwd("none like it since", e_hist, 6), bwd("nothing of the sort since", e_hist, 6),
    bwd("nothing of the kind since", e_hist, 6), bwd("no more of it since", e_hist, 6),
    bwd("without recurrence", e_hist, 6), bwd("not anymore", e_hist, 6), bwd("not any more", e_hist, 6),
    // Hinglish: "pehle" (before, earlier), "pichle saal" (last year), "bachpan me" (in
    // childhood), "hua tha" (had happened), "utar gaya" (went down); "khane se pehle"
    // (before food), "din pehle" (days ago: current), "pehle se" (already: current) do not.
    both("pehle", e_hist, 3), fwd("saal pehle", e_hist, 6), bwd("saal pehle", e_hist, 4),
    fwd("mahine pehle", e_hist, 6), bwd("mahine pehle", e_hist, 4), fwd("pichle saal", e_hist, 6),
    bwd("pichle saal", e_hist, 4), fwd("bachpan me", e_hist, 6), fwd("bachpan mein", e_hist, 6),
    bwd("hua tha", e_hist, 3), bwd("hui thi", e_hist, 3), bwd("huyi thi", e_hist, 3),
    bwd("ho chuka hai", e_hist, 4), bwd("ho chuki hai", e_hist, 4), bwd("utar gaya", e_hist, 4),
    bwd("theek ho gaya", e_hist, 4), bwd("thik ho gaya", e_hist, 4), bwd("theek ho gayi", e_hist, 4),
    bwd("chala gaya", e_hist, 4), bwd("tha", e_hist, 1), bwd("thi", e_hist, 1),
    // past perfect "gaya tha" (had gone), and "pichle mahine" (last month)
    bwd("gaya tha", e_hist, 3), bwd("gayi thi", e_hist, 3), bwd("gai thi", e_hist, 3), bwd("gaye the", e_hist, 3),
    // round 20: the pluperfect of coming out ("chickenpox ... mein nikla tha", "daane nikle the")
    // round 22: the past of running on ("dast do din chale the", "bukhar ek hafta chala tha": the
    // illness ran its course then), unlike the present "chal raha hai" (goes on)
    bwd("chala tha", e_hist, 4), bwd("chali thi", e_hist, 4), bwd("chale the", e_hist, 4),
    // (not "pata chala tha", came to know: a verb of diagnosis, whose date round 14 reads)
    pseudo("pata chala tha"), pseudo("pata chali thi"), pseudo("pata chale the"),
    bwd("nikla tha", e_hist, 3), bwd("nikli thi", e_hist, 3), bwd("nikle the", e_hist, 3),
    // round 21: the past progressive ("bukhar chadh raha tha", the fever was rising): a state
    // that was going on then, like "tha" after the name; "aa raha hai" (is coming) is now
    bwd("raha tha", e_hist, 4), bwd("rahi thi", e_hist, 4), bwd("rahe the", e_hist, 4),
    fwd("pichle mahine", e_hist, 6), bwd("pichle mahine", e_hist, 4), fwd("pichhle saal", e_hist, 6),
    bwd("pichhle saal", e_hist, 4),
    // round 19: Bengali-English, like the Hindi above: the pluperfect "hoyechhilo" (had happened)
    // and the past copula "chhilo" (was) like "hua tha" and "tha"; "aage" (before) like "pehle";
    // "gato bochhor" (last year) like "pichle saal"; "chhotobelay" (in childhood) like "bachpan
    // mein"; "sere gechhe" (got better) like "theek ho gaya". Tamil-English: a year with the
    // locative "-la" ("2015-la", in 2015) opening the clause, and "padikkum bodhu" (while at
    // school) like "chinna vayasula".
    bwd("hoyechhilo", e_hist, 3), bwd("hoyechilo", e_hist, 3), bwd("hoechhilo", e_hist, 3),
    bwd("chhilo", e_hist, 1), bwd("chilo", e_hist, 1), both("aage", e_hist, 3),
    // ... but Hindi "aage" is ahead, not before (review rv16): "aage chalke diabetes ho sakta
    // hai" (later on: a prospect, as "in future"), "aage se dhyan rakhna" (from now on), "dard
    // aage badh gaya" (got worse), "aage bhi" (again in future), "aage tak" (as far as)
    fwd("aage chalke", e_hypo, 8), fwd("aage chalkar", e_hypo, 8), fwd("aage chal kar", e_hypo, 8),
    fwd("aage chal ke", e_hypo, 8), pseudo("aage se"), pseudo("aage badh"), pseudo("aage badha"), pseudo("aage badhta"),
    pseudo("aage bhi"), pseudo("aage tak"), pseudo("aage jaake"), pseudo("aage jakar"),
    fwd("gato bochhor", e_hist, 6), fwd("goto bochor", e_hist, 6), fwd("gato bochor", e_hist, 6),
    fwd("chhotobelay", e_hist, 6), fwd("chotobelay", e_hist, 6), bwd("sere gechhe", e_hist, 4),
    bwd("sere geche", e_hist, 4), fwd("padikkum bodhu", e_hist, 6), fwd("padikkum podhu", e_hist, 6),
    pseudo("se pehle"), pseudo("khane se pehle"), pseudo("sone se pehle"), pseudo("din pehle"),
    pseudo("pehle se"), pseudo("ghante pehle"),
    // round 8: "se" after a time is "since" (a duration: current), as "since last year" is
    pseudo("pichle saal se"), pseudo("pichhle saal se"), pseudo("pichle mahine se"), pseudo("pichhle mahine se"),
    pseudo("saal pehle se"), pseudo("mahine pehle se"), pseudo("bachpan se"),
    // ongoing treatment since then: the condition goes on ("sugar detect hui thi, tab se dawai
    // chal rahi hai", "TB in March, since then on treatment")
    bwd("tab se dawai", e_persist, 8), bwd("since then on", e_persist, 8),
    // probe round 18: a pregnancy that is over dates what came with it ("She had gestational
    // diabetes in both pregnancies", "pre-eclampsia in her first pregnancy"): past, as
    // "in 2019" would be for an episode; the pregnancy named there is past too
    bwd("in her last pregnancy", e_hist, 6), bwd("in her previous pregnancy", e_hist, 6),
    bwd("in her first pregnancy", e_hist, 6), bwd("in her earlier pregnancy", e_hist, 6),
    bwd("in my last pregnancy", e_hist, 6), bwd("in my previous pregnancy", e_hist, 6),
    bwd("in my first pregnancy", e_hist, 6), bwd("in my earlier pregnancy", e_hist, 6),
    bwd("in the last pregnancy", e_hist, 6), bwd("in the previous pregnancy", e_hist, 6),
    bwd("in the first pregnancy", e_hist, 6), bwd("in the earlier pregnancy", e_hist, 6),
    bwd("in your last pregnancy", e_hist, 6), bwd("in your previous pregnancy", e_hist, 6),
    bwd("in your first pregnancy", e_hist, 6), bwd("in your earlier pregnancy", e_hist, 6),
    bwd("in both pregnancies", e_hist, 6), bwd("in both her pregnancies", e_hist, 6),
    bwd("in all her pregnancies", e_hist, 6), bwd("in previous pregnancies", e_hist, 6),
    bwd("in earlier pregnancies", e_hist, 6), bwd("in her previous pregnancies", e_hist, 6),
    bwd("in each pregnancy", e_hist, 6), bwd("during her last pregnancy", e_hist, 6),
    bwd("during her previous pregnancy", e_hist, 6), bwd("during her first pregnancy", e_hist, 6),
    bwd("during her earlier pregnancy", e_hist, 6), bwd("during my last pregnancy", e_hist, 6),
    bwd("during my previous pregnancy", e_hist, 6), bwd("during my first pregnancy", e_hist, 6),
    bwd("during my earlier pregnancy", e_hist, 6), bwd("during the last pregnancy", e_hist, 6),
    bwd("during the previous pregnancy", e_hist, 6), bwd("during the first pregnancy", e_hist, 6),
    bwd("during the earlier pregnancy", e_hist, 6), bwd("during your last pregnancy", e_hist, 6),
    bwd("during your previous pregnancy", e_hist, 6), bwd("during your first pregnancy", e_hist, 6),
    bwd("during your earlier pregnancy", e_hist, 6), bwd("during both pregnancies", e_hist, 6),
    bwd("during both her pregnancies", e_hist, 6), bwd("during all her pregnancies", e_hist, 6),
    bwd("during previous pregnancies", e_hist, 6), bwd("during earlier pregnancies", e_hist, 6),
    bwd("during her previous pregnancies", e_hist, 6), bwd("during each pregnancy", e_hist, 6),
};
// clang-format on

}  // namespace cxs::domain::clinical::context_detail
