// Unit tests for round 14 of issue 18: a time in the past read by the condition's nature.
// The context module reports the time (domain/clinical/context_course.cpp: dated_onset,
// dated_episode; the e_time marks of the lexicon and the clause rules) and the diagnosis
// layer weighs it by the condition's course (domain/extraction/diagnosis_course.cpp): an
// acute episode dated in the past is over, a chronic condition diagnosed in the past goes on.
// Each rule is tested with counter-examples. Sentences are written for these tests; none
// comes from an evaluation set or from the corpora under tests/fixtures.

#include <gtest/gtest.h>

#include <string_view>

#include "domain/clinical/context.hpp"
#include "domain/extraction/diagnosis_course.hpp"
#include "tests/unit/diagnosis_names.hpp"
#include "tests/unit/context_probe.hpp"

namespace clinical = cxs::domain::clinical;
using cxs::test::context_probe::ctx;
namespace detail = cxs::domain::extraction::detail;

namespace {

using cxs::test::has_diagnosis;
using detail::condition_course;

TEST(ContextCourse, TheCourseOfAConditionComesFromItsCode) {
  // Episodes: infections, injuries, acute events, calculi, urinary infection, symptoms.
  EXPECT_EQ(detail::course_of("J18.9"), condition_course::episodic);  // pneumonia
  EXPECT_EQ(detail::course_of("A90"), condition_course::episodic);    // dengue
  EXPECT_EQ(detail::course_of("S52.5"), condition_course::episodic);  // fracture of the radius
  EXPECT_EQ(detail::course_of("I21.9"), condition_course::episodic);  // myocardial infarction
  EXPECT_EQ(detail::course_of("N20.0"), condition_course::episodic);  // kidney stone
  EXPECT_EQ(detail::course_of("N39.0"), condition_course::episodic);  // urinary tract infection
  EXPECT_EQ(detail::course_of("R50.9"), condition_course::episodic);  // fever
  // Chronic: diabetes, hypertension, asthma, epilepsy, anaemia, rheumatoid arthritis, and the
  // chronic exceptions inside the infections chapter.
  EXPECT_EQ(detail::course_of("E11.9"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("I10"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("J45.9"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("G40.9"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("D50.9"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("M05.9"), condition_course::chronic);
  EXPECT_EQ(detail::course_of("B18.2"), condition_course::chronic);   // chronic hepatitis C
  EXPECT_EQ(detail::course_of("B20"), condition_course::chronic);     // HIV disease
  // Counter-examples: neoplasms, ulcers, incontinence (N39.3, beside UTI) and an abnormal
  // finding in chapter R (prediabetes) are left to the words; an empty code too.
  EXPECT_EQ(detail::course_of("C50.9"), condition_course::unknown);
  EXPECT_EQ(detail::course_of("K25.9"), condition_course::unknown);
  EXPECT_EQ(detail::course_of("N39.3"), condition_course::unknown);
  EXPECT_EQ(detail::course_of("R73.0"), condition_course::unknown);
  EXPECT_EQ(detail::course_of(""), condition_course::unknown);
}

TEST(ContextCourse, AVerbOfDiagnosisDatesTheOnset) {
  EXPECT_TRUE(ctx("She was diagnosed with psoriasis in 2011.", "psoriasis").dated_onset);
  EXPECT_TRUE(ctx("Glaucoma detected in 2020, on drops.", "Glaucoma").dated_onset);
  EXPECT_TRUE(ctx("Hypothyroid, picked up in 2017.", "Hypothyroid").dated_onset);
  EXPECT_TRUE(ctx("Gout, diagnosed last year, on febuxostat.", "Gout").dated_onset);
  EXPECT_TRUE(ctx("Asthma diagnosed at the age of six.", "Asthma").dated_onset);
  EXPECT_TRUE(ctx("Sugar ki bimari 2016 mein pata chali thi.", "Sugar ki bimari").dated_onset);
  // Counter-examples: a date with no verb of onset, an end in the sentence, a past-history
  // section, and a mention that is not historical at all.
  EXPECT_FALSE(ctx("Psoriasis in 2011, on the scalp.", "Psoriasis").dated_onset);
  EXPECT_FALSE(ctx("Diagnosed with depression in 2014, fully recovered by 2016.", "depression").dated_onset);
  EXPECT_FALSE(ctx("Past medical history:\nepilepsy diagnosed in 2009", "epilepsy").dated_onset);
  EXPECT_FALSE(ctx("She was diagnosed with psoriasis this week.", "psoriasis").dated_onset);
}

TEST(ContextCourse, ATimeInThePastDatesAnEpisodeBeyondTheTriggersReach) {
  EXPECT_TRUE(ctx("Chikungunya during the 2016 rains, with joint pains for months.", "Chikungunya").dated_episode);
  EXPECT_TRUE(ctx("The bronchitis he had in October needed two inhalers.", "bronchitis").dated_episode);
  EXPECT_TRUE(ctx("She picked up giardiasis on a trek last September.", "giardiasis").dated_episode);
  EXPECT_TRUE(ctx("Back at university she caught glandular fever.", "glandular fever").dated_episode);
  // Counter-examples: a word of the present between, a period up to now ("over the last
  // month"), another trigger's clause between, a question, a month after "since".
  EXPECT_FALSE(ctx("Tonsillitis in 2015, and now a sore throat again.", "sore throat").dated_episode);
  EXPECT_FALSE(ctx("Wheezing at night, worse over the last month.", "Wheezing").dated_episode);
  EXPECT_FALSE(ctx("Cough for a week, h/o typhoid in 2019.", "Cough").dated_episode);
  EXPECT_FALSE(ctx("Did the rash come during the 2019 floods?", "rash").dated_episode);
  EXPECT_FALSE(ctx("Cough since March, worse at night.", "Cough").dated_episode);
}

TEST(ContextCourse, AHindiPerfectDatesItsWholeClause) {
  EXPECT_TRUE(ctx("Measles toh chhote bhai ki shaadi ke time ho chuka hai.", "Measles").historical);
  EXPECT_TRUE(ctx("Typhoid do baar hostel mein rehte hue ho gaya tha.", "Typhoid").historical);
  // Counter-examples: a finite verb or punctuation before the clause ends the reach.
  EXPECT_FALSE(ctx("Khansi hai, bukhar toh pichhle hafte ke aas paas ho gaya tha.", "Khansi").historical);
  EXPECT_FALSE(ctx("Sir dard hai aur ulti bhi hoti hai, dast toh ek baar ho chuka hai.", "Sir dard").historical);
}

TEST(ContextCourse, ALifePeriodAndAnEndSaidWithAfterArePast) {
  EXPECT_TRUE(ctx("He had eczema growing up.", "eczema").historical);
  EXPECT_TRUE(ctx("Nosebleeds in her first year at school, none after.", "Nosebleeds").historical);
  // Counter-examples: "growing" of a lesion, "after" as a time of the present complaint.
  EXPECT_FALSE(ctx("The wart keeps growing on her thumb.", "wart").historical);
  EXPECT_FALSE(ctx("Heartburn after meals, worse lying down.", "Heartburn").historical);
}

TEST(ContextCourse, AVerbOfOnsetInATimeClauseIsNotTheMentions) {
  EXPECT_TRUE(ctx("She grew out of her hay fever before she started college.", "hay fever").historical);
  EXPECT_TRUE(ctx("His acne cleared up after he began university.", "acne").historical);
  // Counter-examples: the mention is the subject of the verb of onset, or no time clause.
  EXPECT_FALSE(ctx("The hay fever started before she went to college.", "hay fever").historical);
  EXPECT_FALSE(ctx("Her acne got worse when the new pill started two years ago.", "acne").historical);
}

TEST(ContextCourse, TheArticleOfATemporalConjunctionDoesNotDetermineTheMention) {
  EXPECT_TRUE(ctx("Sit down and ring us the minute palpitations begin.", "palpitations").foretold);
  EXPECT_TRUE(ctx("Stop the tablets and come in the day a rash shows up.", "rash").foretold);
  // Counter-examples: a determiner of the mention itself, and a sentence that is no
  // instruction ("at the moment" is now).
  EXPECT_FALSE(ctx("Sit down and ring us the minute the palpitations begin.", "palpitations").foretold);
  EXPECT_FALSE(ctx("She has a rash at the moment.", "rash").foretold);
}

TEST(ContextCourse, TheCliniciansNamingInAConsequentWaitsOnTheCondition) {
  EXPECT_TRUE(ctx("If the sugars stay above seven, we would call it diabetes.", "diabetes").hypothetical);
  EXPECT_TRUE(ctx("If the spirometry shows reversibility, we'll label it asthma.", "asthma").hypothetical);
  // Counter-examples: a definite mention is being managed, and a statement without "if".
  EXPECT_FALSE(ctx("If the sugars stay above seven, we will treat the diabetes with insulin.", "diabetes").hypothetical);
  EXPECT_FALSE(ctx("The readings stayed high, so we will call it hypertension.", "hypertension").hypothetical);
}

TEST(ContextCourse, ANamedTimeOrAYearToldByAnEventDatesAnEpisode) {
  EXPECT_TRUE(ctx("Mumps at Holi when she was in class two.", "Mumps").historical ||
              ctx("Mumps at Holi when she was in class two.", "Mumps").dated_episode);
  EXPECT_TRUE(ctx("He caught typhoid on his elbow trip the year we moved to Delhi.", "typhoid").dated_episode);
  EXPECT_TRUE(ctx("Gastroenteritis over Christmas, all of us were sick.", "Gastroenteritis").dated_episode);
  // Counter-examples: a coming festival, a year of no event, a present word between.
  EXPECT_FALSE(ctx("Gastroenteritis now, and we travel over Christmas.", "Gastroenteritis").dated_episode);
  EXPECT_FALSE(ctx("Gastroenteritis this Diwali.", "Gastroenteritis").dated_episode);
  EXPECT_FALSE(ctx("Cough for the whole year.", "Cough").dated_episode);
}

TEST(ContextCourse, AnOpeningAnyJoinedByAndToAnInstructionIsAConditional) {
  EXPECT_TRUE(ctx("Any bleeding from the gums and you stop the warfarin.", "bleeding").hypothetical);
  EXPECT_TRUE(ctx("Any wheeze at night and call the clinic.", "wheeze").hypothetical);
  // Counter-examples: "and" joining two nouns, or a clause that is no instruction.
  EXPECT_FALSE(ctx("Any bleeding and bruising is recorded in the chart.", "bruising").hypothetical);
  EXPECT_FALSE(ctx("Any wheeze at night and the cough keep her awake.", "cough").hypothetical);
}

TEST(ContextCourse, AQuantifiedGroupIsWhomTheClauseSpeaksOf) {
  EXPECT_EQ(ctx("The patch gives some people a headache.", "headache").who, clinical::experiencer::other);
  EXPECT_EQ(ctx("Metformin leaves many patients with diarrhoea at first.", "diarrhoea").who,
            clinical::experiencer::other);
  // Counter-examples: the patient compared with a group, one of a group, and a personal
  // subject after the group.
  EXPECT_EQ(ctx("Like many people with asthma, she uses a spacer.", "asthma").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("She is one of many patients with diabetes here.", "diabetes").who, clinical::experiencer::patient);
  EXPECT_EQ(ctx("Some people say it, but she has a headache.", "headache").who, clinical::experiencer::patient);
}

TEST(ContextCourse, WhatAVerbOfChangeTurnsIntoMayCome) {
  EXPECT_TRUE(ctx("Sometimes a sinus infection turns into a full blown chest infection.", "chest infection").foretold);
  EXPECT_TRUE(ctx("We treat early so that it does not progress to cirrhosis.", "cirrhosis").foretold ||
              ctx("We treat early so that it does not progress to cirrhosis.", "cirrhosis").hypothetical ||
              ctx("We treat early so that it does not progress to cirrhosis.", "cirrhosis").negated);
  EXPECT_TRUE(ctx("Left alone, the wound would have become gangrene.", "gangrene").foretold);
  // Counter-examples: a change that happened or is under way, and a perfect.
  EXPECT_FALSE(ctx("Her cold turned into bronchitis last week.", "bronchitis").foretold);
  EXPECT_FALSE(ctx("The cold is turning into bronchitis.", "bronchitis").foretold);
  EXPECT_FALSE(ctx("His hepatitis has progressed to cirrhosis.", "cirrhosis").foretold);
  EXPECT_FALSE(ctx("Over the years his hepatitis became cirrhosis.", "cirrhosis").foretold);
}

TEST(ContextCourse, AFearsComplementWithAComingEventIsNotACondition) {
  EXPECT_TRUE(ctx("She is frightened she will get diabetes like her sister.", "diabetes").foretold);
  EXPECT_TRUE(ctx("He worries he'll have a heart attack at work.", "heart attack").foretold);
  // Counter-examples: a modal "be" hedges (the clinician's suspicion), the fear of a
  // condition already there, and a definite mention.
  EXPECT_FALSE(ctx("I'm worried this could be meningitis, so we'll do a lumbar puncture.", "meningitis").foretold);
  EXPECT_FALSE(ctx("She is worried because her asthma is bad.", "asthma").foretold);
  EXPECT_FALSE(ctx("He is scared the eczema will spread to his face.", "eczema").foretold);
  EXPECT_FALSE(ctx("I'm not too worried about that, we'll treat the tonsillitis with penicillin.", "tonsillitis").foretold);
  EXPECT_FALSE(ctx("She is not worried she will have gout.", "gout").foretold);
}

TEST(ContextCourse, AWhenQuestionAboutTheLastEpisodeAnsweredWithAPastTimeDatesTheEnd) {
  EXPECT_TRUE(ctx("[doctor] when was her last seizure ?\n[patient] about six years back .", "seizure").historical);
  EXPECT_TRUE(ctx("[doctor] and when did the hives clear ?\n[patient] years ago , as a teenager .", "hives").historical);
  // Counter-examples: the start, a recent answer, and a "when" about something else.
  EXPECT_FALSE(ctx("[doctor] when did the wheeze start ?\n[patient] about three months ago .", "wheeze").historical);
  EXPECT_FALSE(ctx("[doctor] when was your last seizure ?\n[patient] yesterday morning .", "seizure").historical);
  EXPECT_FALSE(ctx("[doctor] when do you get the heartburn ?\n[patient] after meals , for years now .", "heartburn").historical);
}

TEST(ContextCourse, AChronicConditionDiagnosedInThePastGoesOn) {
  EXPECT_TRUE(has_diagnosis("She was diagnosed with psoriasis in 2011.", "soriasis"));
  EXPECT_TRUE(has_diagnosis("Hypothyroid, picked up in 2017.", "ypothyroid"));
  EXPECT_TRUE(has_diagnosis("[patient] i was told i had diabetes in 2012 and was diagnosed with hypertension in 2015 .",
                            "ypertension"));
  // Counter-examples: an acute condition diagnosed in the past is over, a chronic one with an
  // end is over, a chronic one dated without a verb of onset keeps ConText's reading.
  EXPECT_FALSE(has_diagnosis("She was diagnosed with pneumonia in 2011.", "neumonia"));
  EXPECT_FALSE(has_diagnosis("Diagnosed with depression in 2014, fully recovered by 2016.", "epression"));
  EXPECT_FALSE(has_diagnosis("Asthma as a child, none as an adult.", "sthma"));
}

TEST(ContextCourse, AnAcuteEpisodeDatedInThePastIsOver) {
  EXPECT_FALSE(has_diagnosis("Chikungunya during the 2016 rains, with joint pains for months.", "hikungunya"));
  EXPECT_FALSE(has_diagnosis("The bronchitis he had in October needed two inhalers.", "ronchitis"));
  // Counter-examples: a chronic condition in the same frame stays, a present word keeps the
  // episode current, a recent time is now.
  EXPECT_TRUE(has_diagnosis("Psoriasis during the 2016 rains, with plaques on the knees.", "soriasis"));
  EXPECT_TRUE(has_diagnosis("Tonsillitis in 2015, and now a sore throat again.", "ore throat"));
  EXPECT_TRUE(has_diagnosis("The bronchitis started two days ago and she is coughing.", "ronchitis"));
}

}  // namespace
