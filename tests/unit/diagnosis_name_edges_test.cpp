// A listed condition's name opens with its own words, never with a word of the sentence
// around it (domain/extraction/diagnosis_names.cpp, diagnosis_cues::sentence_words): a
// preposition, a conjunction, a wh-word or quantifier, a speaker, a time word in English or
// Hindi. Counter-examples: real names that open with a side or a prefix keep it.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "tests/unit/diagnosis_names.hpp"

namespace {

using cxs::test::diagnosis_names;

// The first word of every listed name, lower-cased, bracketed: "[type][gout]".
std::string first_words(std::string_view text) {
  std::string out;
  for (const auto& d : cxs::domain::extraction::collect_facts(text).diagnoses) {
    std::string w;
    for (const char c : d.name) {
      if (c == ' ' || c == '-') {
        break;
      }
      w.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    out += "[" + w + "]";
  }
  return out;
}

TEST(DiagnosisNameEdges, AWordOfTheSentenceDoesNotOpenTheName) {
  struct probe {
    const char* text;
    const char* stray;   // the word that must not open a name
    const char* needed;  // a fragment of the condition that must still be listed
  };
  for (const auto& p : {
           probe{"Since gastritis was diagnosed she avoids spicy food.", "[since]", "astritis"},
           probe{"Towards eczema flares we advised emollients twice daily.", "[towards]", "ermatitis"},
           probe{"She told us how much asthma limits her walking.", "[how]", "sthma"},
           probe{"[doctor] sciatica ?\n[patient] yes , down the leg .", "[doctor]", "ciatica"},
           probe{"[patient] doctor sciatica is back again since monday .", "[doctor]", "ciatica"},
           probe{"After gout attacks he rests the foot for a day.", "[after]", "out"},
           probe{"Aaj migraine bahut tez hai.", "[aaj]", "igraine"},
           probe{"Kal se gastritis ho rahi hai.", "[kal]", "astritis"},
           // a form's declaration verb and the Hindi intensity word (trap round 39's names)
           probe{"Applicant declares asthma since school, on a reliever inhaler.", "[applicant]", "sthma"},
           probe{"Member states gout, last attack in March.", "[member]", "out"},
           probe{"Subah se bahut tez headache hai.", "[tez]", "eadache"},
       }) {
    const auto names = diagnosis_names(p.text);
    EXPECT_NE(names.find(p.needed), std::string::npos) << p.text << " -> " << names;
    EXPECT_EQ(first_words(p.text).find(p.stray), std::string::npos) << p.text << " -> " << names;
  }
}

TEST(DiagnosisNameEdges, RealNamesThatOpenWithASideOrAPrefixKeepIt) {
  EXPECT_NE(diagnosis_names("Echo: left ventricular dysfunction.").find("eft ventricular dysfunction"),
            std::string::npos)
      << diagnosis_names("Echo: left ventricular dysfunction.");
  EXPECT_NE(diagnosis_names("Assessment: post-traumatic stress disorder.").find("ost-traumatic stress disorder"),
            std::string::npos)
      << diagnosis_names("Assessment: post-traumatic stress disorder.");
  EXPECT_NE(diagnosis_names("Impression: right knee osteoarthritis.").find("ight"), std::string::npos)
      << diagnosis_names("Impression: right knee osteoarthritis.");
  // A side before a condition that has none is still not its name ("Left fatigue").
  EXPECT_EQ(first_words("She left. Fatigue is worse in the evenings.").find("[left]"), std::string::npos)
      << diagnosis_names("She left. Fatigue is worse in the evenings.");
}

}  // namespace
