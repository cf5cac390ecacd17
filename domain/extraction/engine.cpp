#include "domain/extraction/engine.hpp"

#include "domain/extraction/engine_detail.hpp"

#include <boost/json.hpp>

#include <algorithm>

namespace cxs::domain::extraction {
namespace detail {
namespace {

// Which medicines a medication-list field wants when the schema has more than one:
// those the patient already takes, those prescribed at this visit, or both.
enum class medication_role { all, before_visit, prescribed };

medication_role role_of(field_env& env, const schema::field& f) {
  const field_plan& plan = plan_of(env, f);
  const bool before = plan.lists_taken_before;
  const bool now = plan.lists_prescribed;
  if (before == now) {
    return medication_role::all;
  }
  return before ? medication_role::before_visit : medication_role::prescribed;
}

const cue_set& prescribe_cues() {
  static const cue_set cues{"start",     "started on", "prescribe", "prescribing", "prescribed", "give",
                            "giving",    "put you on", "put him on", "put her on", "begin",      "add",
                            "adding",    "increase",   "decrease",   "switch",     "change",     "rx",
                            "send in",   "sent in",    "refill",     "continue",   "continuing", "i'll have you",
                            "we'll have you", "try",   "trial of",   "lena hai",   "lijiye"};
  return cues;
}

const cue_set& already_cues() {
  static const cue_set cues{"taking", "take", "on", "been on", "been taking", "using", "continue", "continuing",
                            "currently", "still", "already", "le raha", "le rahi", "chal rahi"};
  return cues;
}

bool wanted(const workspace& ws, const clinical::medication_item& m, medication_role role) {
  if (role == medication_role::all) {
    return true;
  }
  // Cues within a dozen tokens of the name, inside its sentence.
  const auto first = ws.token_at(m.evidence.start);
  const auto& s = ws.sentence_at_token(first);
  const auto from = first > s.first + 12 ? first - 12 : s.first;
  const auto to = std::min(s.end, ws.token_at(m.evidence.end) + 12);
  const std::span<const text::token> toks(ws.tokens);
  const bool zone = ws.in_plan_zone(m.evidence.start);
  const bool prescribed = zone || prescribe_cues().find(ws.text, toks, from, to).has_value();
  const bool already = !zone || already_cues().find(ws.text, toks, from, to).has_value();
  return role == medication_role::prescribed ? prescribed : already;
}

bool wants_symptoms(field_env& env, const schema::field& f) { return plan_of(env, f).lists_symptom_diagnoses; }

boost::json::value list_or_null(boost::json::array&& items) {
  if (items.empty()) {
    return nullptr;
  }
  return std::move(items);
}

} // namespace

boost::json::value fill_field(field_env& env, const schema::field& field) {
  using schema::field_type;
  const auto& facts = env.facts;
  switch (field.type) {
    case field_type::vitals_block: {
      for (const auto& w : facts.vitals.warnings) {
        if (env.warnings != nullptr) {
          extraction_warning x;
          x.field = field.key;
          x.field.append(".").append(w.field);
          x.code = std::string(w.code);
          x.message = w.message;
          x.start = code_point(env.map, w.evidence.start);
          x.end = std::max(x.start, code_point(env.map, w.evidence.end));
          env.warnings->push_back(std::move(x));
        }
      }
      if (facts.vitals.block.empty()) {
        return nullptr;
      }
      return vitals_json(facts.vitals.block, env.map, env.storage);
    }
    case field_type::medication_list: {
      const auto role = env.medication_fields > 1 ? role_of(env, field) : medication_role::all;
      boost::json::array items(env.storage);
      for (const auto& m : facts.medications) {
        if (wanted(env.ws, m, role)) {
          items.push_back(to_json(m, env.map, env.storage));
        }
      }
      return list_or_null(std::move(items));
    }
    case field_type::diagnosis_list: {
      boost::json::array items(env.storage);
      const bool symptoms = wants_symptoms(env, field);
      for (const auto& d : symptoms ? select_diagnoses(env.candidates, true) : facts.diagnoses) {
        items.push_back(to_json(d, env.map, env.storage));
      }
      return list_or_null(std::move(items));
    }
    case field_type::allergy_list: {
      boost::json::array items(env.storage);
      for (const auto& a : facts.allergies) {
        items.push_back(to_json(a, env.map, env.storage));
      }
      if (items.empty() && facts.no_known_allergies) {
        return boost::json::array(env.storage);  // "no known drug allergies": known to be none
      }
      return list_or_null(std::move(items));
    }
    case field_type::investigation_list: {
      boost::json::array items(env.storage);
      for (const auto& i : facts.investigations) {
        items.push_back(to_json(i, env.map, env.storage));
      }
      return list_or_null(std::move(items));
    }
    default:
      return fill_generic(env, field);
  }
}

bool has_word(std::string_view words, std::string_view w) {
  // `w` with a space on each side, found without building that needle.
  for (auto at = words.find(w, 1); at != std::string_view::npos; at = words.find(w, at + 1)) {
    if (words[at - 1] == ' ' && at + w.size() < words.size() && words[at + w.size()] == ' ') {
      return true;
    }
  }
  return false;
}

std::string field_words(const schema::field& field) {
  std::string out = " ";
  const auto add = [&out](std::string_view s) { append_words(out, s, ' '); };
  add(field.key);
  add(field.label);
  add(field.description);
  for (const auto& h : field.hints) {
    add(h);
  }
  return out;
}

} // namespace detail

extraction_result extract(std::string_view text, const schema::extraction_schema& schema,
                          const extraction_options& options, const schema_plan* plan) {
  // Without a plan of this very schema (a draft, a test), the fields are planned here.
  std::optional<schema_plan> planned_here;
  if (plan == nullptr || plan->source() != &schema) {
    plan = &planned_here.emplace(schema);
  }
  // The answer is built in one monotonic resource: its few hundred small blocks (objects,
  // arrays, strings) cost a pointer bump each instead of a malloc and a free. Shared (counted),
  // so wherever the answer goes its memory goes with it; a value copied out of it into default
  // storage is an ordinary copy. The resource is not synchronised: the answer is handed from
  // thread to thread (actor messages), never grown by two at once.
  const auto storage = boost::json::make_shared_resource<boost::json::monotonic_resource>();
  extraction_result result{boost::json::object(storage), {}};  // constructed: assigning would copy into default storage
  // Swapped speaker tags are read as the other's (same length: every offset stays); the rare
  // swapped transcript is read twice.
  std::optional<std::string> corrected;  // outlives the workspace that reads it
  std::optional<detail::workspace> read;
  const detail::workspace& ws = detail::read_text(text, options, corrected, read);
  std::vector<detail::diagnosis_candidate> candidates;
  const auto facts = detail::facts_of(ws, &candidates);
  const text::offset_map map(text);
  detail::field_env env{ws, facts, map, candidates, *plan};
  env.warnings = &result.warnings;
  env.storage = storage;
  std::size_t top_level = 0;
  for (const auto& section : schema.sections) {
    top_level += section.fields.size();
  }
  result.data.reserve(top_level);
  for (const auto* f : schema.all_fields()) {
    if (f->type == schema::field_type::medication_list) {
      ++env.medication_fields;
    }
  }
  for (const auto& section : schema.sections) {
    for (const auto& field : section.fields) {
      result.data[field.key] = detail::fill_field(env, field);
    }
  }
  return result;
}

boost::json::array to_json(const std::vector<extraction_warning>& warnings) {
  boost::json::array out;
  for (const auto& w : warnings) {
    out.push_back(boost::json::object{{"field", w.field},
                                      {"code", w.code},
                                      {"message", w.message},
                                      {"evidence", boost::json::object{{"start", w.start}, {"end", w.end}}}});
  }
  return out;
}

} // namespace cxs::domain::extraction
