// The passes over a consult's candidate list once every mention is weighed (rules 3 and 7 of
// diagnoses.cpp, and the forms and said-back injuries of rounds 18 and 19). Moved out of
// diagnoses.cpp, which had reached 700 lines; the code is unchanged.

#include "domain/extraction/diagnosis_list_passes.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "domain/extraction/diagnosis_course.hpp"
#include "domain/extraction/diagnosis_cues.hpp"
#include "domain/extraction/diagnosis_exclusions.hpp"
#include "domain/extraction/diagnosis_mentions.hpp"
#include "domain/extraction/diagnosis_names.hpp"
#include "domain/extraction/diagnosis_rows.hpp"

namespace cxs::domain::extraction::detail {

void explain_symptoms_by_diagnoses(const workspace& ws, std::vector<diagnosis_candidate>& out,
                                   const std::vector<std::vector<std::uint32_t>>& settling) {
  // A symptom is explained by a specific diagnosis named with it in a zone sentence
  // (measured: a causal-cue requirement, or links across sentence breaks, list more
  // symptoms the notes do not head with).
  // In a dialogue, a complaint only the patient voiced ("my big toe is so swollen") is the
  // presenting symptom of the diagnosis the clinician names, not a heading of its own, once
  // the clinician states a specific diagnosis; the clinician's own mention of the symptom
  // ("so for your knee pain, ...") keeps it.
  const bool clinician_diagnosed = std::any_of(out.begin(), out.end(), [](const diagnosis_candidate& d) {
    return !d.symptom && d.listed && d.fact.status == "confirmed";
  });
  for (auto& c : out) {
    if (!c.symptom || c.heading) {
      continue;
    }
    c.explained = c.patient_only && clinician_diagnosed;
    // "so you have iron deficiency anemia ... we'll start iron ... the tiredness should get
    // better": a symptom the zone names only as easing, after a diagnosis the clinician's turn
    // assesses, the patient's question before ("is it lyme disease ? [doctor] yes ...") or the
    // clinician's turn before that (round 21: "... so this is mono . [patient] how long ? [doctor]
    // the tiredness can hang on"), is that diagnosis's course (not "your back pain should ease").
    const auto& ease = settling[static_cast<std::size_t>(&c - out.data())];
    for (const auto& d : out) {
      if (ease.empty() || d.symptom || !d.listed || d.possibility_only || d.fact.status != "confirmed") {
        continue;
      }
      c.explained = c.explained || std::all_of(ease.begin(), ease.end(), [&](std::uint32_t tc) {
                      return std::any_of(d.mentions.begin(), d.mentions.end(), [&](std::uint32_t td) {
                        return td < tc && turn_of_token(ws, tc) - turn_of_token(ws, td) <= 2;
                      });
                    });
    }
    for (const auto& d : out) {
      // A cause only voiced as a possibility ("for the numbness in your feet , this may be a
      // peripheral neuropathy , so we'll check ...") leaves the symptom the problem assessed
      // (the outpatient convention: the symptom is coded while the diagnosis is uncertain).
      if (d.symptom || !d.listed || d.possibility_only) {
        continue;
      }
      for (const auto tc : c.mentions) {
        for (const auto td : d.mentions) {
          // Not by a diagnosis being ruled out ("chest pain , rule out mi"): the symptom is
          // what is assessed, the diagnosis only a possibility to exclude.
          c.explained = c.explained || (ws.sentence_of_token[tc] == ws.sentence_of_token[td] &&
                                        !rule_out_before(ws, td) && !worry_before(ws, td));
        }
      }
      // Review rv21: an imaging finding of the lung (R91, "CXR with RLL consolidation") is
      // what a lung diagnosis stated in the note shows ("... Impression: pneumonia"), in
      // whichever sentence; alone it is the finding reported.
      c.explained = c.explained || (c.fact.icd10.starts_with("R91") && !d.possibility_only &&
                                    d.fact.status == "confirmed" && d.fact.icd10.starts_with("J"));
    }
  }
}

void drop_unsited_injuries_said_back(const workspace& ws, std::vector<diagnosis_candidate>& out) {
  // Round 18 (dx32): an injury of unspecified region (ICD-10 T14) said back with a definite
  // article or a demonstrative ("right ankle sprain . the swelling and the bruising are from the
  // ligament injury") is the specific injury (chapter S) the assessment has already listed, not
  // a second one; "a laceration on the scalp" beside the sprain is another injury.
  const bool specific_injury_listed = std::any_of(out.begin(), out.end(), [](const diagnosis_candidate& d) {
    return d.listed && d.fact.icd10.starts_with("S");
  });
  for (auto& c : out) {
    if (!specific_injury_listed || !c.listed || !c.fact.icd10.starts_with("T14") || c.mentions.empty()) {
      continue;
    }
    const auto name = lower(c.fact.name);
    if (name.find("right") != std::string::npos || name.find("left") != std::string::npos) {
      continue;  // a side said: an injury of its own ("a left forearm laceration")
    }
    const auto said_back = [&](std::size_t k) {
      return text::word_is(ws.text, ws.tokens[k], "the") || text::word_is(ws.text, ws.tokens[k], "that") ||
             text::word_is(ws.text, ws.tokens[k], "this");
    };
    c.listed = !std::all_of(c.mentions.begin(), c.mentions.end(), [&](std::uint32_t t) {
      // over the modifiers said before the row's word ("the ligament injury")
      std::size_t k = t;
      while (k > 0 && t - k < 3 && ws.tokens[k - 1].kind == text::token_kind::word && !said_back(k - 1)) {
        --k;
      }
      return k > 0 && said_back(k - 1);
    });
  }
}

void drop_forms_of_listed_diseases(std::vector<diagnosis_candidate>& out) {
  // Round 19 (dx33): a form of a disease listed beside the disease is one problem, headed by
  // the disease ("my emphysema's about the same ... the spiriva for your copd"): emphysema and
  // chronic bronchitis are forms of COPD (ICD-10 J43, J41-J42 beside J44); round 22: cystitis
  // (N30) beside a urinary tract infection (N39.0), "your fourth bladder infection ... recurrent
  // urinary tract infections".
  constexpr std::array<std::pair<std::string_view, std::string_view>, 4> form_of_disease{
      {{"J43", "J44"}, {"J41", "J44"}, {"J42", "J44"}, {"N30", "N39.0"}}};
  for (auto& c : out) {
    // A pair, not a structured binding: clang 14 (the fuzz build) cannot capture a binding.
    for (const auto& form_and_disease : form_of_disease) {
      const std::string_view disease = form_and_disease.second;
      c.listed = c.listed && !(c.fact.icd10.starts_with(form_and_disease.first) &&
                               std::any_of(out.begin(), out.end(), [disease](const diagnosis_candidate& d) {
                                 return d.listed && d.fact.icd10.starts_with(disease);
                               }));
    }
  }
}

void drop_generic_rows(std::vector<diagnosis_candidate>& out) {
  // A generic row is dropped when a listed row names it more specifically.
  // Each listed name's words (words_of's, lower-cased) as views into its text. Both lists are
  // the thread's, kept between consults: a list of strings per candidate allocated each time.
  struct name_words {
    std::string text;
    std::vector<std::string_view> words;
  };
  thread_local std::vector<name_words> names;
  if (names.size() < out.size()) {
    names.resize(out.size());
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto& [text, list] = names[i];
    list.clear();
    if (!out[i].listed) {
      continue;
    }
    word_views(out[i].display, text, list);
    std::erase_if(list, [](std::string_view x) { return x == "unspecified" || x == "of" || x == "the"; });
  }
  const auto words = [](std::size_t i) -> const std::vector<std::string_view>& { return names[i].words; };
  // A word of the generic name is said in the specific one, alone or as the stem of a compound
  // whose prefix only says where or how widely (round 14: "this is osteoarthritis ... the
  // swelling is from the arthritis" names one problem; "polymyalgia" and "myalgia",
  // "bronchopneumonia" and "pneumonia" too). Not other prefixes: "cardiomyopathy" is no
  // "myopathy", "parainfluenza" no "influenza".
  const auto said_in = [](std::string_view w, const std::vector<std::string_view>& theirs) {
    return std::any_of(theirs.begin(), theirs.end(), [w](std::string_view t) {
      if (t == w) {
        return true;
      }
      constexpr std::size_t least_stem = 7;
      if (w.size() < least_stem || t.size() <= w.size() || !t.ends_with(w)) {
        return false;
      }
      const std::string_view prefix(t.data(), t.size() - w.size());
      return prefix == "osteo" || prefix == "poly" || prefix == "mono" || prefix == "broncho";
    });
  };
  std::vector<bool> generic(out.size(), false);
  for (std::size_t i = 0; i < out.size(); ++i) {
    for (std::size_t j = 0; j < out.size() && !generic[i] && !words(i).empty(); ++j) {  // unlisted: no words
      const auto& mine = words(i);
      const auto& theirs = words(j);
      const bool compound = mine.size() == theirs.size() && mine.size() == 1 && theirs.front().size() > mine.front().size();
      generic[i] = i != j && out[j].listed && !mine.empty() && (mine.size() < theirs.size() || compound) &&
                   std::all_of(mine.begin(), mine.end(), [&](std::string_view w) { return said_in(w, theirs); });
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i].listed = out[i].listed && !generic[i];
  }
}

}  // namespace cxs::domain::extraction::detail
