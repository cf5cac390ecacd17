// Where the assessment and plan zone of a dialogue starts: the clinician's statement of what
// the patient has before the last third's cut, and a short reply that only takes up the
// patient's turn (workspace::stated_diagnosis_before, workspace::taken_up_turn_start; called
// from the workspace's constructor in workspace.cpp). Split from workspace.cpp to keep each
// file to one responsibility.
#include "domain/extraction/engine_detail.hpp"

#include <algorithm>

namespace cxs::domain::extraction::detail {

std::size_t workspace::stated_diagnosis_before(std::size_t zone) const {
  // The last third by bytes often falls inside the clinician's closing turn, after the
  // sentence that says what the patient has ("yes , you have type 2 diabetes . i'd like to
  // start metformin ...", "so you have a kidney stone . i'm going to give you tamsulosin").
  // A statement of that turn before the cut ("you have", "this is", "it's" ... and a
  // condition named after it in its sentence) opens the zone at its sentence instead; the
  // turn's other sentences (questions, examination findings) stay out, as the patient's
  // turns do. In a short exchange (under six turns) the whole talk is the assessment, so the
  // clinician's earlier turns are searched too ("[doctor] the x-ray shows you have a broken
  // wrist . [patient] how long will it take ? [doctor] about six weeks in a cast ...").
  constexpr std::size_t short_exchange_turns = 6;
  const bool short_exchange = doc.turns.size() < short_exchange_turns;
  // The turn holding the cut, or the one its speaker tag opens (the sentence starts at the tag).
  const turn* cut = nullptr;
  for (const auto& t : doc.turns) {
    if (t.end > zone) {
      cut = &t;
      break;
    }
  }
  // The clinician's closing talk: the cut turn and the clinician's turns before it that only
  // the patient's short replies separate ("[doctor] so your heavy bleeding is from fibroids .
  // [patient] okay . [doctor] i'd like to start ..."): one assessment said in several turns.
  // A longer patient turn (a new complaint, a story) ends it; at most three clinician turns.
  // A cut that falls on such a reply (or on the tag of the clinician's turn after it) belongs
  // to the clinician's turn that follows.
  // The patient's question about what was just said ("oh no , does that mean i'll have diabetes
  // forever ?", "my mom has thyroid problems , is that related ?") is part of that talk too: the
  // clinician answers it and goes on with the plan. A turn that ends with a question mark, up
  // to twenty words; a longer turn (a story that ends in a question) still ends the talk.
  constexpr std::size_t short_reply_words = 8;
  constexpr std::size_t question_reply_words = 20;
  constexpr std::size_t closing_turns = 3;
  const auto short_reply = [this](const turn& t) {
    if (t.who == speaker::doctor) {
      return false;
    }
    const std::size_t first = token_at(t.start);
    std::size_t last = token_at(t.end);
    if (last - first <= short_reply_words) {
      return true;
    }
    while (last > first && (tokens[last - 1].span.start >= t.end || text[tokens[last - 1].span.start] == '\n')) {
      --last;
    }
    if (last - first > question_reply_words || last == first) {
      return false;
    }
    // Review rv24: or a question asked indirectly, without its mark ("my sister wants to know
    // if she should get tested .", "i was wondering whether it's safe to fly").
    static const cue_set indirect_question{"wants to know", "want to know", "wanted to know", "wondering if",
                                           "wondering whether", "wondered if", "wondered whether", "asked if",
                                           "asked whether", "asking if", "asking whether", "asked me if"};
    return text::symbol_is(text, tokens[last - 1], "?") ||
           indirect_question.find(text, std::span<const text::token>(tokens), first, last).has_value();
  };
  if (cut != nullptr && cut->who != speaker::doctor && short_reply(*cut) && cut + 1 < doc.turns.data() + doc.turns.size() &&
      (cut + 1)->who == speaker::doctor) {
    ++cut;
  }
  if (cut == nullptr || cut->who != speaker::doctor) {
    return zone;
  }
  const turn* closing_first = cut;
  {
    std::size_t doctor_turns = 1;
    for (auto i = static_cast<std::size_t>(cut - doc.turns.data()); i > 0 && doctor_turns < closing_turns; --i) {
      const auto& prev = doc.turns[i - 1];
      if (prev.who == speaker::doctor) {
        closing_first = &prev;
        ++doctor_turns;
        continue;
      }
      if (!short_reply(prev)) {
        break;
      }
    }
  }
  // A cut at the start of the clinician's turn already takes all of it; only the closing talk
  // before it can add a statement.
  if (!short_exchange && cut->start >= zone && closing_first == cut) {
    return zone;
  }
  static const cue_set statement{"you have", "you've got", "you have got", "this is", "that is", "that's",
                                 "it's", "it is", "so this is", "means you have", "this looks like",
                                 "this sounds like", "it looks like", "it sounds like", "sounds like",
                                 "sound like", "looks like", "look like", "these are",
                                 // a lay description then its name: "one of your valves is stiff and
                                 // narrowed , which is aortic stenosis"; a measure read as the condition:
                                 // "that number is in the prediabetes range", "puts you in the obese range"
                                 "which is", "is in the", "puts you in the",
                                 // a symptom given its cause: "your heavy bleeding is from fibroids"
                                 "is from", "are from", "is coming from", "is due to", "are due to",
                                 "is caused by", "are caused by",
                                 // Review rv24: the problem taken up as the topic of the plan ("so for
                                 // your left breast cancer , you're two years out ..."); opening a
                                 // clause, not a medicine's indication ("the inhaler for your asthma")
                                 "so for your", "now for your", "as for your", "and then for your",
                                 // round 21 (dx35): a child or a dependant spoken of to the carer
                                 // ("[patient_guest] ... [doctor] so she has strep throat")
                                 "she has", "he has", "she's got", "he's got", "your son has",
                                 "your daughter has", "the baby has", "your baby has",
                                 // and by the name the clinician greeted (greeted_name below)
                                 "has"};
  // The name after the clinician's greeting in the clinician's first turn, among the consult's
  // first two ("hi maya , hi dad", "hello emma"): the patient, of whom the clinician may speak in
  // the third person to a carer (whose worry may open the consult).
  const auto greeted_name = [this](const text::token& name) {
    const turn* opening = nullptr;
    for (std::size_t i = 0; i < doc.turns.size() && i < 2 && opening == nullptr; ++i) {
      opening = doc.turns[i].who == speaker::doctor ? &doc.turns[i] : nullptr;
    }
    if (opening == nullptr) {
      return false;
    }
    const std::size_t first = token_at(opening->start);
    const std::size_t end = std::min(token_at(opening->end), first + 3);
    static const cue_set greetings{"hi", "hello", "hey", "good morning", "good afternoon"};
    const auto g = greetings.find(text, tokens, first, end);
    if (!g || g->end >= tokens.size() || tokens[g->end].kind != text::token_kind::word) {
      return false;
    }
    const auto& greeted = tokens[g->end];
    static const cue_set not_names{"there", "doctor", "mister", "missus", "miss", "ms", "mr", "mrs", "everyone",
                                   "how", "guys", "again", "so", "i'm", "i", "nice", "good"};
    return !not_names.find(text, tokens, g->end, g->end + 1).has_value() &&
           text.substr(greeted.span.start, greeted.span.end - greeted.span.start) ==
               text.substr(name.span.start, name.span.end - name.span.start);
  };
  static const cue_set exam_words{"exam", "examination", "on examination"};
  constexpr std::size_t stated_reach = 5;  // words between the cue and the condition ("a right", "new onset")
  for (const auto& turn : doc.turns) {
    const auto* t = &turn;
    if (t->who != speaker::doctor || t->start >= zone || (!short_exchange && t < closing_first)) {
      continue;
    }
    const std::size_t until = token_at(std::min(zone, t->end));
    for (std::size_t from = token_at(t->start); from < until;) {
      const auto h = statement.find(*this, from, until);
      if (!h) {
        break;
      }
      // A bare "has" states only after the name the clinician greeted the patient by ("[doctor]
      // hi maya , hi dad ... [doctor] so maya has strep throat"), not after another subject
      // ("your dad has heart failure", "that has helped").
      if (h->end == h->first + 1 && text::word_is(text, tokens[h->first], "has") &&
          (h->first == 0 || !greeted_name(tokens[h->first - 1]))) {
        from = h->end;
        continue;
      }
      const auto& s = sentence_at_token(h->first);
      // The condition is what the statement says: a few words after the cue, in its clause
      // ("this is different , shingles makes blisters" states nothing). An examination
      // sentence ("on the exam you have a small hemorrhoid") reads out a finding.
      // A sign or symptom (ICD-10 chapter R) is no diagnosis stated: "so you have a fever and a
      // cough . this is acute bronchitis" opens the zone at the bronchitis.
      // A blood finding of R70-R79 is said as a diagnosis, though ("that number is in the
      // prediabetes range", round 20): it is no symptom of the history.
      const auto& rows = tables().terms.conditions();
      const auto sign_or_symptom = [](std::string_view icd10) {
        return icd10.starts_with("R") && !(icd10.size() >= 2 && icd10[1] == '7');
      };
      const auto names_condition = [&](const terminology::concept_match& m) {
        if (m.kind != terminology::concept_kind::condition || m.begin < tokens[h->end - 1].span.end ||
            m.begin >= s.bytes.end || m.row >= rows.size() || sign_or_symptom(rows[m.row].icd10)) {
          return false;
        }
        const std::size_t at = token_at(m.begin);
        if (at > h->end + stated_reach) {
          return false;
        }
        for (std::size_t i = h->end; i < at; ++i) {
          if (tokens[i].kind == text::token_kind::symbol && !text::is_soft_symbol(text, tokens[i])) {
            return false;
          }
        }
        return true;
      };
      // In the examination's own clause: "your exam is normal and these sound like tension
      // headaches" states a diagnosis after the examination's verdict.
      bool examination = false;
      if (const auto e = exam_words.find_last(text, tokens, s.first, h->first)) {
        examination = true;
        for (std::size_t i = e->end; i < h->first && examination; ++i) {
          const bool joint = text::word_is(text, tokens[i], "and") || text::word_is(text, tokens[i], "but") ||
                             (tokens[i].kind == text::token_kind::symbol && !text::is_soft_symbol(text, tokens[i]));
          examination = !joint;
        }
      }
      // A question ("did you have eczema as a kid ?", "i see you have asthma , how's that been
      // ?") states nothing.
      const bool question = s.end > s.first && text::symbol_is(text, tokens[s.end - 1], "?");
      if (!examination && !question && std::any_of(matches.begin(), matches.end(), names_condition)) {
        return std::min(zone, std::max(t->start, s.bytes.start));
      }
      from = h->end;
    }
  }
  return zone;
}

std::size_t workspace::taken_up_turn_start(std::size_t said) const {
  // Round 24: a clinician's short reply that only takes up what the patient just said ("[patient]
  // the nausea from the chemo is bad . [doctor] okay , we'll add olanzapine at night .", "...
  // [doctor] okay , how long has that been going on ?") is no assessment of its own: the zone
  // that the last third would start in it starts at the patient's turn it answers, so the
  // complaint counts. A reply is such a turn when it is short, names no condition, and opens
  // with an acknowledgement or asks only questions. A reply that names a condition ("yeah ,
  // that's shingles"), or a longer one (a plan, a denial, a warning), keeps the zone where it was.
  constexpr std::size_t short_reply_words = 12;
  const turn* reply = doc.turn_at(said);
  if (reply == nullptr || reply->who != speaker::doctor || reply == doc.turns.data() ||
      (reply - 1)->who != speaker::patient) {
    return text.size();
  }
  const std::size_t first = token_at(reply->start);
  const std::size_t end = token_at(reply->end);
  std::size_t words = 0;
  for (std::size_t i = first; i < end; ++i) {
    words += tokens[i].kind == text::token_kind::word ? 1 : 0;
  }
  if (words == 0 || words > short_reply_words) {
    return text.size();
  }
  if (std::any_of(matches.begin(), matches.end(), [reply](const terminology::concept_match& m) {
        return m.kind == terminology::concept_kind::condition && m.begin >= reply->start && m.begin < reply->end;
      })) {
    return text.size();
  }
  // A reply of relief ("okay , good .", "great", "glad to hear it") or one that asks what came
  // after ("any flares since ?") says the patient told of something over or absent, not a
  // complaint: it takes nothing up.
  static const cue_set over_or_absent{"good", "great", "glad", "perfect", "excellent", "wonderful", "phew",
                                      "fantastic", "since"};
  if (over_or_absent.find(text, tokens, first, end)) {
    return text.size();
  }
  // (with sympathy too: "[patient] the anxiety's been worse since the layoff . [doctor] i'm sorry ,
  // that's a lot .")
  static const cue_set acknowledgements{"okay", "ok", "alright", "all right", "i see", "got it", "gotcha",
                                        "mm-hmm", "mm hmm", "uh-huh", "uh huh", "right", "understood", "sure",
                                        "i'm sorry", "i am sorry", "sorry to hear", "oh no"};
  bool acknowledged = false;
  if (const auto h = acknowledgements.find(text, tokens, first, end); h && h->first == first) {
    acknowledged = true;
  }
  bool questions_only = true;
  for (std::size_t i = first; i < end && questions_only;) {
    const auto& s = sentence_at_token(i);
    questions_only = s.end > s.first && text::symbol_is(text, tokens[s.end - 1], "?");
    i = std::max(i + 1, s.end);
  }
  if (!acknowledged && !questions_only) {
    return text.size();
  }
  return (reply - 1)->start;
}

}  // namespace cxs::domain::extraction::detail
