// The matcher's readings of a matched term from the words around it, once per match: a word
// that is both a drug and a lab test ("vitamin d") read as one of them, a measure read as its
// level ("bp is high": hypertension), as the condition a plan treats ("for your blood pressure ,
// continue the lisinopril"), and a condition or measure beside a medicine word ("sugar ki
// dawai"). Apart from the pass over every word (terminology_match.cpp; why the split is here:
// terminology_match_pass.hpp), as none of this runs at a word that matched no term.
#include "domain/terminology/terminology_match_pass.hpp"

#include <cctype>
#include <utility>

namespace cxs::domain::terminology::detail {

namespace {

// The match now names `ref`, read by an engine rule rather than as the term was written.
void read_as(concept_match& m, const concept_ref& ref) {
  m.kind = ref.kind;
  m.row = ref.row;
  m.source = match_source::rule;
  m.alternative.reset();
}

// The words of a reading said between a measure and its verdict (reading_verdict).
constexpr std::array reading_words{
    std::string_view{"is"},    std::string_view{"was"},   std::string_view{"it"},   std::string_view{"it's"},
    std::string_view{"its"},   std::string_view{"over"},  std::string_view{"point"}, std::string_view{"today"},
    std::string_view{"now"},   std::string_view{"at"},    std::string_view{"which"}, std::string_view{"that"},
    std::string_view{"that's"}, std::string_view{"thats"}, std::string_view{"so"},   std::string_view{"still"},
    std::string_view{"too"},   std::string_view{"and"},   std::string_view{"even"},  std::string_view{"s"},
};

}  // namespace

std::optional<concept_ref> match_pass::read_around_term(concept_match& m, const target& tg, std::size_t i,
                                                        std::size_t& last) {
  if (m.alternative && m.kind == concept_kind::medicine && m.alternative->kind == concept_kind::investigation) {
    choose_drug_or_test(m, i, last);
  }
  const measure_rule* rule = tm_.rule_for(m.ref());
  // "your vitamin d is low": a word that is first a medicine reads as its test when a level word
  // follows (the rule below needs one).
  if (rule == nullptr && m.alternative && m.alternative->kind == concept_kind::investigation) {
    rule = tm_.rule_for(*m.alternative);
  }
  std::optional<concept_ref> finding;
  if (rule != nullptr && (rule->elevated || rule->lowered || rule->medication)) {
    read_level_words(m, *rule, last);
  }
  if (rule != nullptr && (rule->elevated || rule->lowered) && m.source != match_source::rule) {
    finding = reading_verdict(*rule, last);
  }
  // Each of these names the condition a measure's medicine treats (hypertension for "blood
  // pressure") from how the measure is talked about: a plan's management after it, a numbered
  // heading, a medicine taken for it.
  if (rule != nullptr && rule->medication && m.source != match_source::rule && managed_after_plan_turn(i, last)) {
    read_as(m, *rule->medication);
  }
  if (rule != nullptr && rule->medication && m.source != match_source::rule && numbered_heading(i, last)) {
    read_as(m, *rule->medication);
  }
  if (rule != nullptr && rule->medication && m.source != match_source::rule && taken_for_measure(i)) {
    read_as(m, *rule->medication);
  }
  read_medicine_word(m, tg, rule, i, last);
  return finding;
}

// A word that is both a drug and a lab test ("vitamin d"): the words around decide.
void match_pass::choose_drug_or_test(concept_match& m, std::size_t i, std::size_t last) const {
  // "your iron is low", "the b12 was normal": a result said of it makes it the test. "his vitamin
  // d was 18": a value said of it with a copula is a result too (a dose is not said with "was";
  // "vitamin d 60000 units" has no copula).
  const auto numeric = [this](std::size_t k) { return text::parse_number(word(k)).has_value(); };
  // "your thyroid and iron are all normal": "all" or "both" may stand after the copula.
  const std::size_t said_at =
      last + 3 < n_ && (word(last + 2) == "all" || word(last + 2) == "both") && joined(last + 3) ? last + 3
                                                                                               : last + 2;
  const bool result_said = said_at < n_ && joined(last + 1) && joined(said_at) &&
                           text::is_listed<lab_copulas>(word(last + 1)) &&
                           (text::is_listed<lab_result_words>(word(said_at)) || numeric(said_at));
  // "check your magnesium", "we'll order the b12": a determiner may stand between.
  std::size_t before = i;
  if (before > 1 && joined(before) && text::is_listed<lab_determiners>(word(before - 1))) {
    --before;
  }
  const bool lab = (last + 1 < n_ && joined(last + 1) && text::is_listed<lab_next_words>(word(last + 1))) ||
                   (before > 0 && joined(before) && text::is_listed<lab_prev_words>(word(before - 1))) || result_said;
  if (lab) {
    std::swap(m.kind, m.alternative->kind);
    std::swap(m.row, m.alternative->row);
  }
}

// "bp badha hua hai", "bp bahut high", "bp kam", "blood pressure is a little high": a level
// word after the measure, up to four filler words between.
void match_pass::read_level_words(concept_match& m, const measure_rule& rule, std::size_t& last) const {
  for (std::size_t k = last + 1; k < n_ && k <= last + 5 && joined(k); ++k) {
    const std::string_view w = word(k);
    const bool under_control = w == "under" && k + 1 < n_ && joined(k + 1) && word(k + 1) == "control";
    if (rule.medication && (text::is_listed<controlled_words>(w) || under_control)) {
      read_as(m, *rule.medication);
      last = under_control ? k + 1 : k;
      m.end = toks_[last].end;
      return;
    }
    if (rule.elevated && text::is_listed<elevated_words>(w)) {
      read_as(m, *rule.elevated);
      last = k;
      m.end = toks_[k].end;
      return;
    }
    if (rule.lowered && text::is_listed<lowered_words>(w)) {
      read_as(m, *rule.lowered);
      last = k;
      m.end = toks_[k].end;
      return;
    }
    // Against a treatment goal: "your blood pressure is still above goal", "the a1c is over
    // target", "not at goal" say it is high; "is not well controlled", "not under control" name
    // the treated condition as "controlled" does. ("is at goal" is left alone: "for your
    // hyperlipidemia , your cholesterol is at goal" would name a second row,
    // hypercholesterolaemia, for the one problem.)
    const auto next_is = [this](std::size_t at, std::string_view a, std::string_view b) {
      return at < n_ && joined(at) && (word(at) == a || word(at) == b);
    };
    // Round 20 (dx34): "still above where i want it", "over where we'd like it".
    if (rule.elevated && (w == "above" || w == "over") &&
        (next_is(k + 1, "goal", "target") || next_is(k + 1, "where", "where"))) {
      read_as(m, *rule.elevated);
      last = k + 1;
      m.end = toks_[last].end;
      return;
    }
    if (w == "not" && rule.elevated && next_is(k + 1, "at", "at") && next_is(k + 2, "goal", "target")) {
      read_as(m, *rule.elevated);
      last = k + 2;
      m.end = toks_[last].end;
      return;
    }
    if (w == "not" && rule.medication) {
      std::size_t c = k + 1;
      if (next_is(c, "well", "very")) {
        ++c;
      }
      const bool under = next_is(c, "under", "under") && next_is(c + 1, "control", "control");
      if (under || next_is(c, "controlled", "controlled")) {
        read_as(m, *rule.medication);
        last = under ? c + 1 : c;
        m.end = toks_[last].end;
        return;
      }
    }
    if (!text::is_listed<measure_fillers>(w)) {
      return;
    }
  }
}

// Round 20 (dx34): a reading, then its verdict in the same sentence: "your blood pressure is one
// fifty-two over ninety today , still above where i want it", "your potassium , it's six point
// one , which is too high". Only the reading's words (numbers, "over", "point", "today") and the
// verdict's lead-in between; a number must be said, and a stop, another noun ("and your sugar is
// high") or "not" ends the walk. The words stay the test with its result ("your potassium was
// 3.2 , a little low" is also a basic metabolic panel): the condition is a second match over them.
std::optional<concept_ref> match_pass::reading_verdict(const measure_rule& rule, std::size_t last) const {
  bool number = false;
  for (std::size_t k = last + 1; k < n_ && k <= last + 16; ++k) {
    if (gap_before(k).find_first_of(".?!;:\n") != std::string_view::npos) {
      break;
    }
    const std::string_view w = word(k);
    if (std::isdigit(static_cast<unsigned char>(w.front())) != 0 || text::is_number_word(text::token_key(w))) {
      number = true;
      continue;
    }
    const bool above = (w == "above" || w == "over") && k + 1 < n_ && joined(k + 1) &&
                       (word(k + 1) == "where" || word(k + 1) == "goal" || word(k + 1) == "target");
    const bool raised = text::is_listed<elevated_words>(w) || above;
    const auto& verdict = raised ? rule.elevated : rule.lowered;
    if (number && (raised || text::is_listed<lowered_words>(w)) && verdict) {
      return *verdict;
    }
    if (!text::is_listed<reading_words>(w) && !text::is_listed<measure_fillers>(w)) {
      break;
    }
  }
  return std::nullopt;
}

// "for your blood pressure , continue the lisinopril", "and for your cholesterol , we'll increase
// the lipitor": a measure a plan turns to, and manages after the comma, names the condition
// treated (not "he follows you for your blood pressure and cholesterol", nor "for your blood
// pressure , the readings were fine").
bool match_pass::managed_after_plan_turn(std::size_t i, std::size_t last) const {
  if (!(i >= 2 && joined(i) && joined(i - 1) && word(i - 1) == "your" && word(i - 2) == "for" && last + 1 < n_ &&
        !joined(last + 1) && gap_before(last + 1).find_first_not_of(" ,") == std::string_view::npos &&
        gap_before(last + 1).find(',') != std::string_view::npos)) {
    return false;
  }
  // Round 19: the management may follow a reading in a later clause of the sentence ("for your
  // blood pressure , it's one thirty over eighty , so we'll stay on the amlodipine"): each clause
  // after a comma, up to sixteen words, until a stop.
  bool managed = false;
  for (std::size_t c = last + 1; c < n_ && c <= last + 16 && !managed; ++c) {
    const auto gap = gap_before(c);
    if (c > last + 1 && gap.find_first_of(".?!:;") != std::string_view::npos) {
      break;
    }
    if (c > last + 1 && gap.find(',') == std::string_view::npos) {
      continue;
    }
    std::size_t k = c;
    while (k < n_ && k <= c + 3 && (k == c || joined(k)) && text::is_listed<plan_subjects>(word(k))) {
      ++k;
    }
    // a later clause needs its subject ("so we'll stay on"), the first may be bare
    managed = k < n_ && (k == c || joined(k)) && (c == last + 1 || k > c) && text::is_listed<management_verbs>(word(k));
  }
  return managed;
}

// Round 19: a measure standing alone as a numbered heading of the plan ("number two , your
// pressure .", "three , cholesterol :", "second , blood pressure , well controlled") names the
// condition treated, as "number two , hypertension ." does. The number stands after a sentence's
// start or "number", a comma or stop between; a mark ends the heading. Not "i checked two , blood
// pressure and pulse" (a word before the number).
bool match_pass::numbered_heading(std::size_t i, std::size_t last) const {
  std::size_t b = i;
  if (b > 0 && joined(b) && (text::is_listed<pressure_possessives>(word(b - 1)) || word(b - 1) == "the")) {
    --b;
  }
  const bool heads = b >= 1 && !joined(b) && text::is_listed<heading_numbers>(word(b - 1)) &&
                     (b == 1 || !joined(b - 1) || word(b - 2) == "number") && (last + 1 == n_ || !joined(last + 1));
  return heads && gap_before(b).find_first_of(",.:") != std::string_view::npos &&
         (last + 1 == n_ || gap_before(last + 1).find_first_of(",.:") != std::string_view::npos);
}

// "keep taking the lisinopril for your blood pressure", "the pravastatin for your cholesterol": a
// measure a named medicine is taken for names the condition treated, as "blood pressure
// medication" does (round 10). The medicine ends at most three words before "for", nothing but
// words between (not "lisinopril . for your blood pressure , ...").
bool match_pass::taken_for_measure(std::size_t i) const {
  if (!(i >= 2 && joined(i) && joined(i - 1) &&
        (word(i - 1) == "your" || word(i - 1) == "the" || word(i - 1) == "his" || word(i - 1) == "her") &&
        word(i - 2) == "for")) {
    return false;
  }
  const std::size_t for_at = i - 2;
  for (std::size_t o = out_.size(); o > first_out_; --o) {
    const concept_match& before = out_[o - 1];
    if (before.end > toks_[for_at].begin) {
      continue;
    }
    if (before.kind != concept_kind::medicine) {
      return false;
    }
    // j: the first token after the medicine; every token from j to "for" joined.
    std::size_t j = for_at;
    while (j > 0 && toks_[j - 1].begin >= before.end) {
      --j;
    }
    bool close = for_at - j <= 3;
    for (std::size_t k = j; close && k <= for_at; ++k) {
      close = joined(k);
    }
    return close;
  }
  return false;
}

// "sugar ki dawai", "bp ke liye goli", "blood pressure medication": a condition, or a measure
// whose medicine treats one, beside a medicine word is that condition's treatment.
void match_pass::read_medicine_word(concept_match& m, const target& tg, const measure_rule* rule, std::size_t i,
                                    std::size_t& last) {
  std::optional<concept_ref> treated;
  if (m.kind == concept_kind::condition) {
    treated = m.ref();
  } else if (rule != nullptr && rule->medication && m.source != match_source::rule) {
    treated = rule->medication;
  }
  if (!treated) {
    return;
  }
  std::size_t k = last + 1;
  std::size_t connectors = 0;
  while (k < n_ && joined(k) && connectors < 2 && text::is_listed<medicine_connectors>(word(k))) {
    ++k;
    ++connectors;
  }
  bool found = false;
  if (k < n_ && joined(k) && text::is_listed<medicine_words>(word(k))) {
    found = true;
    m.end = toks_[k].end;
    last = k;
  } else if (i >= 2 && joined(i) && joined(i - 1) && (word(i - 1) == "for" || word(i - 1) == "of") &&
             text::is_listed<medicine_words>(word(i - 2))) {
    // "dawai for bp", "tablets for diabetes"; a code-mix phrase match on the medicine word itself
    // ("dawai") gives way.
    if (out_.size() > first_out_ && out_.back().kind == concept_kind::phrase &&
        out_.back().begin == toks_[i - 2].begin) {
      out_.pop_back();
    }
    if (out_.size() == first_out_ || out_.back().end <= toks_[i - 2].begin) {
      found = true;
      m.begin = toks_[i - 2].begin;
    }
  }
  if (found) {
    m.kind = treated->kind;
    m.row = treated->row;
    m.medication_context = true;
    m.alternative.reset();
    if (m.source == match_source::term && tg.primary != *treated) {
      m.source = match_source::rule;
    }
  }
}

}  // namespace cxs::domain::terminology::detail
