// Round 31 (branch ctx32): two class defaults of the clause (context_defaults_generic.cpp), tried
// on round 31's tuning half before any narrow rule: a bare or plural condition opening its clause
// with a general present predicate, in a sentence with no individual in it, is said of the
// condition in general; a condition governed by a policy's terms before it in its clause is named
// by the policy, not found. Each with counter-examples; sentences written for these tests, not
// corpus lines.

#include <gtest/gtest.h>

#include "domain/clinical/context.hpp"
#include "tests/unit/context_probe.hpp"

using cxs::test::context_probe::ctx;
using cxs::test::context_probe::lists;
using cxs::test::context_probe::there_now;

TEST(ContextRound31, AGeneralPresentPredicateOfABareConditionSaysWhatItIsLike) {
  EXPECT_FALSE(lists("Psoriasis tends to run a relapsing course over decades.", "soriasis"));
  EXPECT_FALSE(lists("Scabies spreads easily through shared bedding.", "cabies"));
  EXPECT_FALSE(lists("Lyme disease is carried by ticks in long grass.", "yme"));
  EXPECT_FALSE(lists("Cluster headaches are far more common in men who smoke.", "luster"));
  EXPECT_FALSE(lists("Untreated, glaucoma can steal the side vision without any pain.", "laucoma"));
  EXPECT_FALSE(lists("Cold sores are caused by a herpes virus, which is why they come back.", "erpes"));
  // Counter-examples: someone's condition (a possessive, a person or a now in the sentence), a
  // frequency said to explain a symptom ("after chemo", no group), note style with no general
  // predicate, "can be" (read by the older generic frames, not here).
  EXPECT_TRUE(lists("Her migraines tend to come before her period.", "igraine"));
  EXPECT_TRUE(lists("Psoriasis tends to flare in winter, he says.", "soriasis"));
  EXPECT_TRUE(lists("Nausea is common after chemo; give ondansetron.", "ausea"));
  EXPECT_TRUE(lists("Asthma well controlled on inhalers.", "sthma"));
  EXPECT_TRUE(lists("Gout is in the right big toe, swollen and hot.", "out"));
  EXPECT_TRUE(there_now(ctx("Cough can wake me at night.", "Cough")));
}

TEST(ContextRound31, APolicysTermsNameAConditionNoOneHasYet) {
  EXPECT_FALSE(lists("The plan pays a benefit on diagnosis of multiple sclerosis.", "ultiple sclerosis"));
  EXPECT_FALSE(lists("Insurance pays for hip fracture surgery after a waiting period of a year.", "racture"));
  EXPECT_FALSE(lists("A lump sum is payable on first diagnosis of motor neurone disease.", "otor neuron"));
  EXPECT_FALSE(lists("The policy covers treatment for malaria contracted abroad.", "alaria"));
  // Counter-examples: the patient's own condition in a policy's sentence (a possessive, "because",
  // "has"), a condition before the terms, another clause after ";" or a contrast.
  EXPECT_TRUE(lists("Cover was declined because of his epilepsy.", "pilepsy"));
  EXPECT_TRUE(lists("The insurer paid for the physio for her whiplash injury.", "hiplash"));
  EXPECT_TRUE(lists("The policy was refused because he has asthma.", "sthma"));
  // "cover" and "claims" are no policy's words in a clinical note ("antibiotic cover for",
  // "patient claims").
  EXPECT_TRUE(lists("Started co-amoxiclav as cover for aspiration pneumonia.", "neumonia"));
  EXPECT_TRUE(lists("Patient claims chest pain since this morning.", "hest pain"));
  EXPECT_TRUE(lists("He has diabetes, so the policy pays for his insulin.", "iabetes"));
  EXPECT_TRUE(lists("The insurer covered the operation; he now has a hernia again.", "ernia"));
  EXPECT_TRUE(lists("The policy pays for physiotherapy, but she has rheumatoid arthritis already.", "heumatoid"));
}

TEST(ContextRound31, AdviceForTheFirstSignAndAMeasureThatStopsItBeforeItStarts) {
  EXPECT_FALSE(lists("At the first sign of a cold sore, dab on the aciclovir cream.", "erpes"));
  EXPECT_FALSE(lists("Wear the splint at night at the first signs of carpal tunnel syndrome.", "arpal"));
  EXPECT_FALSE(lists("Regular exercise keeps osteoarthritis at bay before it starts.", "steoarthritis"));
  EXPECT_FALSE(lists("The jab protects against shingles before it develops.", "oster"));
  // Counter-examples: the first signs seen in the patient, a change of what is there before
  // another event ("worse before it starts to rain").
  EXPECT_TRUE(lists("The first signs of dementia were noticed by his wife last spring; he still forgets names.",
                    "ementia"));
  EXPECT_TRUE(lists("Knee osteoarthritis, always worse before it starts to rain.", "steoarthritis"));
}

TEST(ContextRound31, AClauseWhoseSubjectIsAnyoneAtAllIsARule) {
  EXPECT_FALSE(lists("Anyone who gets a rash after the first dose is treated as a possible penicillin allergy.",
                     "llergy"));
  EXPECT_FALSE(lists("Bring the form back; any driver with a seizure disorder must tell the agency.", "eizure"));
  EXPECT_FALSE(lists("Every donor found to have anaemia is deferred for six months.", "naemia"));
  // Counter-examples: an individual in the sentence, "every" of a time, a universal only in a
  // later clause.
  EXPECT_TRUE(lists("She has a bad cellulitis of the left leg, as anyone can see.", "ellulitis"));
  EXPECT_TRUE(lists("Every morning the asthma wakes him with a cough.", "sthma"));
  EXPECT_TRUE(lists("Gout in the right big toe, anyone could see it from the door.", "out"));
}
