// Generic schema fields: string, text, number, integer, boolean and object. Enum, date
// and string-list are in field_values.cpp.
//
// A field is found from its cues: its hints, its label and its key read as words
// ("chiefComplaint" → "chief complaint"). A field whose label or hints name a section
// ("History", "Plan", "Examination") takes that section's body when the text has one.
//   string   the rest of the sentence after the first cue ("complaining of fever for
//            3 days" → "fever for 3 days"), else the first line of the matching section;
//            duration fields take the first "for 3 days" / "2 weeks back" phrase;
//   text     the matching section's body; in a dialogue without sections the patient's
//            account (history/complaint fields), the clinician's plan (plan/advice
//            fields) or examination (exam/findings fields); else the sentences that
//            contain a cue. With `narrative_bullets` one "- " bullet per sentence;
//   number   the first number after a cue in its sentence (or right before it: "7 out
//            of 10"); age fields also read "45-year-old", "aged 45"; day fields convert
//            "2 weeks" to 14; integer fields round;
//   boolean  a cue that ConText affirms → true, negates → false, else null; cues from the
//            label and key decide before the hints do;
//   object   its members, recursively, as a nested object.

#include "domain/extraction/engine_detail.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cmath>

namespace cxs::domain::extraction::detail {
namespace {

bool has_any(std::string_view words, std::initializer_list<std::string_view> ws) {
  return std::any_of(ws.begin(), ws.end(), [words](std::string_view w) { return has_word(words, w); });
}

std::string joined_words(std::string_view s) {
  std::string out;
  append_words(out, s, ' ');
  if (!out.empty()) {
    out.pop_back();  // the separator after the last word
  }
  return out;
}

// Byte range of a sentence without its turn marker ("[doctor]", "patient:") and break.
text::byte_span clean_span(const workspace& ws, const sentence& s) {
  std::size_t first = s.first;
  std::size_t end = s.end;
  const std::span<const text::token> toks(ws.tokens);
  if (end > first && text::is_sentence_break(ws.text, toks[end - 1])) {
    --end;
  }
  // "[doctor]" arrives as "doctor" "]" after the "[" that closed the previous sentence.
  if (end - first >= 2 && toks[first].kind == text::token_kind::word && text::symbol_is(ws.text, toks[first + 1], "]")) {
    first += 2;
  }
  if (end - first >= 2 && toks[first].kind == text::token_kind::word && text::symbol_is(ws.text, toks[first + 1], ":") &&
      ws.doc.turn_at(toks[first + 1].span.end) != nullptr && ws.doc.turn_at(toks[first + 1].span.end)->start ==
      toks[first + 1].span.end) {
    first += 2;
  }
  if (first >= end) {
    return {toks.empty() ? 0 : toks[std::min(first, toks.size() - 1)].span.start,
            toks.empty() ? 0 : toks[std::min(first, toks.size() - 1)].span.start};
  }
  return {toks[first].span.start, toks[end - 1].span.end};
}

std::size_t word_count(const workspace& ws, const sentence& s) {
  std::size_t n = 0;
  for (std::size_t i = s.first; i < s.end; ++i) {
    n += ws.tokens[i].kind != text::token_kind::symbol ? 1 : 0;
  }
  return n;
}

std::string format_narrative(const workspace& ws, const std::vector<text::byte_span>& spans) {
  std::string out;
  for (const auto& span : spans) {
    const auto piece = trim(ws.slice(span));
    if (piece.empty()) {
      continue;
    }
    if (ws.options.narrative_bullets) {
      if (!out.empty()) {
        out.push_back('\n');
      }
      out.append("- ").append(piece);
    } else {
      if (!out.empty()) {
        out.push_back(' ');
      }
      out.append(piece);
      if (piece.back() != '.' && piece.back() != '?' && piece.back() != '!') {
        out.push_back('.');
      }
    }
  }
  return out;
}

// Sentences in the bytes [from, to).
std::vector<text::byte_span> sentences_in(const workspace& ws, std::size_t from, std::size_t to, std::size_t limit) {
  std::vector<text::byte_span> out;
  for (auto i = ws.sentence_of_token.empty() ? 0 : ws.sentence_of_token[std::min(ws.token_at(from),
                                                                                  ws.tokens.size() - 1)];
       i < ws.sentences.size() && out.size() < limit; ++i) {
    const auto& s = ws.sentences[i];
    if (s.bytes.start >= to) {
      break;
    }
    if (s.bytes.end <= from) {
      continue;
    }
    // A header's sentence starts before the body: keep only the body part.
    const auto span = clean_span(ws, s);
    const text::byte_span clipped{std::max(span.start, from), std::min(span.end, to)};
    if (clipped.end > clipped.start && !trim(ws.slice(clipped)).empty()) {
      out.push_back(clipped);
    }
  }
  return out;
}

// The section the field names (its plan's section kinds, in order), if the text has it.
const section* section_for(const workspace& ws, const field_plan& plan) {
  for (const auto kind : plan.sections) {
    if (kind == section_kind::none) {
      continue;
    }
    for (const auto& s : ws.doc.sections) {
      if (s.kind == kind && s.end > s.body_start) {
        return &s;
      }
    }
  }
  return nullptr;
}

} // namespace

cue_set field_cues(const schema::field& f, bool with_label) {
  cue_set cues;
  std::uint32_t id = 0;
  for (const auto& h : f.hints) {
    cues.add(h, id++);
  }
  if (with_label) {
    cues.add(f.label, 1000);
    cues.add(joined_words(f.key), 1001);
  }
  return cues;
}

field_plan plan_field(const schema::field& f) {
  field_plan plan;
  plan.words = field_words(f);
  plan.cues = field_cues(f, true);
  plan.hint_cues = field_cues(f, false);
  plan.name_cues.add(f.label);
  plan.name_cues.add(joined_words(f.key));
  plan.sections.reserve(2 + f.hints.size());
  plan.sections.push_back(section_for_label(f.label));
  plan.sections.push_back(section_for_label(joined_words(f.key)));
  for (const auto& h : f.hints) {
    plan.sections.push_back(section_for_label(h));
  }
  plan.hint_phrases.resize(f.hints.size());
  for (std::size_t h = 0; h < f.hints.size(); ++h) {
    plan.hint_phrases[h].add(f.hints[h]);
  }
  plan.enum_names.reserve(f.enum_values.size());
  for (std::uint32_t v = 0; v < f.enum_values.size(); ++v) {
    plan.enum_names.push_back(enum_value_words(f.enum_values[v]));
    plan.enum_name_cues.add(plan.enum_names.back(), v);
  }
  const std::string_view words = plan.words;
  plan.lists_symptoms = has_word(words, "symptoms") || has_word(words, "symptom") || has_word(words, "complaints");
  plan.lists_conditions = (has_word(words, "history") || has_word(words, "conditions") ||
                           has_word(words, "comorbidities") || has_word(words, "known")) &&
                          !has_word(words, "family") && !has_word(words, "social") && !has_word(words, "surgical");
  plan.lists_stopped = has_word(words, "stopped") || has_word(words, "discontinued");
  plan.lists_procedures = has_word(words, "procedures") || has_word(words, "procedure");
  plan.lists_symptom_diagnoses = has_word(words, "symptom") || has_word(words, "symptoms") ||
                                 has_word(words, "complaint") || has_word(words, "complaints") ||
                                 has_word(words, "problems") || has_word(words, "problem");
  plan.lists_taken_before = has_word(words, "current") || has_word(words, "already") || has_word(words, "home") ||
                            has_word(words, "existing") || has_word(words, "before") || has_word(words, "ongoing") ||
                            has_word(words, "regular") || has_word(words, "taking");
  plan.lists_prescribed = has_word(words, "prescribed") || has_word(words, "prescription") ||
                          has_word(words, "discharge") || has_word(words, "new") || has_word(words, "rx") ||
                          has_word(words, "plan") || has_word(words, "start") || has_word(words, "give") ||
                          has_word(words, "advised");
  return plan;
}

std::vector<std::size_t> cue_sentences(const workspace& ws, const cue_set& cues) {
  std::vector<std::size_t> out;
  if (cues.empty()) {
    return out;
  }
  const std::span<const text::token> toks(ws.tokens);
  for (std::size_t i = 0; i < ws.sentences.size(); ++i) {
    const auto& s = ws.sentences[i];
    if (cues.find(ws, s.first, s.end)) {
      out.push_back(i);
    }
  }
  return out;
}

std::string sentence_text(const workspace& ws, std::size_t index) {
  return std::string(trim(ws.slice(clean_span(ws, ws.sentences[index]))));
}

namespace {

boost::json::value fill_text(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const auto& planned = plan_of(env, f);
  if (const auto* s = section_for(ws, planned)) {
    auto spans = sentences_in(ws, s->body_start, s->end, 40);
    auto out = format_narrative(ws, spans);
    if (!out.empty()) {
      return boost::json::string(out, env.storage);
    }
  }
  const std::string_view words = planned.words;
  std::vector<text::byte_span> spans;
  if (has_any(words, {"chief", "complaint", "complaints", "presenting"}) && !has_word(words, "history")) {
    // "… who presents today with complaints of joint pain": the clause after the cue.
    static const cue_set complaint{"complaints of", "complaint of", "complaining of", "c/o", "presents with",
                                   "presenting with", "presents today with", "here for", "here today for",
                                   "in today for", "coming in for", "came in for", "came with", "brought with"};
    const std::span<const text::token> toks(ws.tokens);
    auto h = complaint.find(ws, 0, toks.size());
    while (h && h->end < toks.size()) {  // "presents with complaints of X": after the last cue
      const auto next = complaint.find(ws.text, toks, h->end, h->end + 1);
      if (!next) {
        break;
      }
      h = next;
    }
    if (h && h->end < toks.size()) {
      const auto& s = ws.sentence_at_token(h->first);
      const auto span = clean_span(ws, s);
      if (toks[h->end].span.start < span.end) {
        spans.push_back({toks[h->end].span.start, span.end});
      }
    }
  }
  if (spans.empty() && ws.dialogue) {
    const bool history = has_any(words, {"history", "illness", "hpi", "subjective", "complaint", "complaints",
                                         "presenting", "account"}) &&
                         !has_any(words, {"past", "family", "social", "medication", "drug", "surgical"});
    const bool plan = has_any(words, {"plan", "advice", "treatment", "management", "course", "counselling"});
    const bool exam = has_any(words, {"exam", "examination", "findings", "o", "e"}) && !history;
    const std::size_t limit = has_any(words, {"chief", "complaint", "reason"}) ? 3 : 15;
    const auto who = history ? speaker::patient : speaker::doctor;
    const std::size_t from = (history || exam) ? 0 : ws.plan_start;
    const std::size_t to = (history || exam) && ws.plan_announced ? ws.plan_start : ws.text.size();
    if (history || plan) {
      for (const auto& span : sentences_in(ws, from, to, 400)) {
        const auto& s = ws.sentence_at(span.start);
        if (ws.speaker_at(span.start) == who && word_count(ws, s) >= 5) {
          spans.push_back(span);
          if (spans.size() >= limit) {
            break;
          }
        }
      }
    } else if (exam) {
      static const cue_set exam_cues{"on exam", "on examination", "exam", "examination", "tender", "tenderness",
                                     "i see", "i do appreciate", "i appreciate", "i hear", "lungs", "heart",
                                     "abdomen", "swelling", "range of motion", "no edema", "clear"};
      const auto& hinted = planned.hint_cues;
      for (const auto i : cue_sentences(ws, exam_cues)) {
        const auto& s = ws.sentences[i];
        if (ws.speaker_at(s.bytes.start) == speaker::doctor && word_count(ws, s) >= 4) {
          spans.push_back(clean_span(ws, s));
        }
      }
      for (const auto i : cue_sentences(ws, hinted)) {
        const auto span = clean_span(ws, ws.sentences[i]);
        if (std::find(spans.begin(), spans.end(), span) == spans.end()) {
          spans.push_back(span);
        }
      }
      std::sort(spans.begin(), spans.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
      if (spans.size() > 12) {
        spans.resize(12);
      }
    }
  }
  if (spans.empty()) {
    for (const auto i : cue_sentences(ws, planned.cues)) {
      spans.push_back(clean_span(ws, ws.sentences[i]));
      if (spans.size() >= 8) {
        break;
      }
    }
  }
  auto out = format_narrative(ws, spans);
  if (out.empty()) {
    return nullptr;
  }
  return boost::json::string(out, env.storage);
}

// "for 3 days", "since two weeks", "3 days back": a number and a time unit.
std::optional<text::byte_span> duration_phrase(const workspace& ws) {
  static const cue_set units{"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
                             "din", "hafte", "mahine"};
  const auto& toks = ws.tokens;
  for (std::size_t i = 0; i + 1 < toks.size(); ++i) {
    if (toks[i].kind != text::token_kind::number || !units.find(ws.text, toks, i + 1, i + 2)) {
      continue;
    }
    const bool before = i > 0 && (text::word_is(ws.text, toks[i - 1], "for") ||
                                  text::word_is(ws.text, toks[i - 1], "since") ||
                                  text::word_is(ws.text, toks[i - 1], "past") || text::word_is(ws.text, toks[i - 1], "last"));
    const bool after = i + 2 < toks.size() && (text::word_is(ws.text, toks[i + 2], "back") ||
                                               text::word_is(ws.text, toks[i + 2], "ago") ||
                                               text::word_is(ws.text, toks[i + 2], "se"));
    if (before || after) {
      return text::byte_span{toks[i].span.start, toks[i + 1].span.end};
    }
  }
  return std::nullopt;
}

boost::json::value fill_string(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const std::span<const text::token> toks(ws.tokens);
  const auto& plan = plan_of(env, f);
  const auto& cues = plan.cues;
  if (has_any(plan.words, {"duration", "long"})) {
    if (const auto d = duration_phrase(ws)) {
      return boost::json::string(ws.slice(*d), env.storage);
    }
  }
  if (const auto h = cues.find(ws, 0, toks.size())) {
    const auto& s = ws.sentence_at_token(h->first);
    const auto span = clean_span(ws, s);
    std::string_view rest;
    if (h->end < s.end && toks[h->end].span.start < span.end) {
      rest = trim(ws.text.substr(toks[h->end].span.start, span.end - toks[h->end].span.start));
    }
    std::string out(rest.size() >= 2 ? rest : trim(ws.slice(span)));
    if (out.size() > 200) {
      out.resize(text::char_boundary(out, 200));
    }
    if (!out.empty()) {
      return boost::json::string(out, env.storage);
    }
  }
  if (const auto* s = section_for(ws, plan)) {
    const auto spans = sentences_in(ws, s->body_start, s->end, 1);
    if (!spans.empty()) {
      return boost::json::string(trim(ws.slice(spans.front())), env.storage);
    }
  }
  return nullptr;
}

double day_factor(const workspace& ws, std::size_t next) {
  if (next >= ws.tokens.size()) {
    return 1;
  }
  const auto& t = ws.tokens[next];
  if (text::word_is(ws.text, t, "week") || text::word_is(ws.text, t, "weeks")) {
    return 7;
  }
  if (text::word_is(ws.text, t, "month") || text::word_is(ws.text, t, "months")) {
    return 30;
  }
  if (text::word_is(ws.text, t, "year") || text::word_is(ws.text, t, "years")) {
    return 365;
  }
  return 1;
}

std::optional<double> age_of(const workspace& ws) {
  using text::operator""_key;
  const auto& toks = ws.tokens;
  for (std::size_t i = 0; i + 1 < toks.size(); ++i) {
    if (toks[i].kind == text::token_kind::number) {
      std::size_t j = i + 1;
      while (j < toks.size() && text::symbol_is(ws.text, toks[j], "-")) {
        ++j;
      }
      if (j < toks.size() && (text::word_is(ws.text, toks[j], "year") || text::word_is(ws.text, toks[j], "years") ||
                              text::word_is(ws.text, toks[j], "yr") || text::word_is(ws.text, toks[j], "yrs") ||
                              text::word_is(ws.text, toks[j], "yo"))) {
        std::size_t k = j + 1;
        while (k < toks.size() && text::symbol_is(ws.text, toks[k], "-")) {
          ++k;
        }
        if (text::word_is(ws.text, toks[j], "yo") || (k < toks.size() && text::word_is(ws.text, toks[k], "old"))) {
          return toks[i].value;
        }
      }
    }
    // The key test first: a word spelled "age" has that key, and nearly no token does.
    const auto key = toks[i].key;
    if ((key == "aged"_key || key == "age"_key) &&
        (text::word_is(ws.text, toks[i], "aged") || text::word_is(ws.text, toks[i], "age")) &&
        toks[i + 1].kind == text::token_kind::number) {
      return toks[i + 1].value;
    }
  }
  return std::nullopt;
}

boost::json::value fill_number(field_env& env, const schema::field& f) {
  const auto& ws = env.ws;
  const std::span<const text::token> toks(ws.tokens);
  const auto& plan = plan_of(env, f);
  const std::string_view words = plan.words;
  const bool integer = f.type == schema::field_type::integer;
  const auto emit = [integer](double v) -> boost::json::value {
    if (integer) {
      return static_cast<std::int64_t>(std::llround(v));
    }
    return v;
  };
  if (has_word(words, "age") && !has_word(words, "gestational")) {
    if (const auto a = age_of(ws)) {
      return emit(*a);
    }
  }
  const bool days = has_word(words, "days") || has_word(words, "day");
  const auto& cues = plan.cues;
  std::size_t from = 0;
  while (from < toks.size()) {
    const auto h = cues.find(ws, from, toks.size());
    if (!h) {
      break;
    }
    const auto& s = ws.sentence_at_token(h->first);
    for (std::size_t i = h->end; i < std::min(s.end, h->end + 6); ++i) {
      if (toks[i].kind == text::token_kind::number) {
        return emit(toks[i].value * (days ? day_factor(ws, i + 1) : 1));
      }
    }
    for (std::size_t i = h->first; i > std::max(s.first, h->first >= 3 ? h->first - 3 : 0); --i) {
      if (toks[i - 1].kind == text::token_kind::number) {
        return emit(toks[i - 1].value);
      }
    }
    from = h->end;
  }
  if (days && has_any(words, {"follow", "review", "revisit"}) && env.facts.follow_up) {
    const auto span = env.facts.follow_up->evidence;
    for (auto i = ws.token_at(span.start); i < toks.size() && toks[i].span.start < span.end; ++i) {
      if (toks[i].kind == text::token_kind::number) {
        return emit(toks[i].value * day_factor(ws, i + 1));
      }
    }
  }
  return nullptr;
}

boost::json::value decide_boolean(const workspace& ws, const cue_set& cues) {
  const std::span<const text::token> toks(ws.tokens);
  bool any_negated = false;
  std::size_t from = 0;
  while (from < toks.size()) {
    const auto h = cues.find(ws, from, toks.size());
    if (!h) {
      break;
    }
    const auto ctx = ws.context.assess(toks[h->first].span.start, toks[h->end - 1].span.end);
    if (ctx.negated) {
      any_negated = true;
    } else if ((!ctx.hypothetical || ctx.presupposed) && ctx.who == clinical::experiencer::patient) {
      return true;
    }
    from = h->end;
  }
  if (any_negated) {
    return false;
  }
  return nullptr;
}

boost::json::value fill_boolean(field_env& env, const schema::field& f) {
  const auto& plan = plan_of(env, f);
  auto v = decide_boolean(env.ws, plan.name_cues);
  if (v.is_null()) {
    v = decide_boolean(env.ws, plan.hint_cues);
  }
  return v;
}

boost::json::value fill_object(field_env& env, const schema::field& f) {
  // Always an object, so every member key is present (null when not found).
  boost::json::object o(env.storage);
  o.reserve(f.fields.size());
  for (const auto& member : f.fields) {
    o[member.key] = fill_field(env, member);
  }
  return o;
}

} // namespace

boost::json::value fill_generic(field_env& env, const schema::field& field) {
  using schema::field_type;
  switch (field.type) {
    case field_type::string:
      return fill_string(env, field);
    case field_type::text:
      return fill_text(env, field);
    case field_type::number:
    case field_type::integer:
      return fill_number(env, field);
    case field_type::boolean:
      return fill_boolean(env, field);
    case field_type::date:
      return fill_date(env, field);
    case field_type::enumeration:
      return fill_enum(env, field);
    case field_type::string_list:
      return fill_string_list(env, field);
    case field_type::object:
      return fill_object(env, field);
    default:
      return nullptr;
  }
}

} // namespace cxs::domain::extraction::detail
