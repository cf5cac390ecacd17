#include "domain/assist/assistant.hpp"

#include "domain/templates/templates.hpp"
#include "domain/terminology/terminology.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>

namespace cxs::domain::assist {
namespace {

namespace json = boost::json;
using schema::field;
using schema::field_type;

constexpr std::array<std::pair<want, std::string_view>, 6> want_names{{
    {want::fields, "fields"},
    {want::prompt, "prompt"},
    {want::edge_cases, "edge-cases"},
    {want::test_transcript, "test-transcript"},
    {want::diagnose, "diagnose"},
    {want::chat, "chat"},
}};

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string current;
  for (const char c : lower(text)) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
      current.push_back(c);
    } else if (!current.empty()) {
      out.push_back(std::move(current));
      current.clear();
    }
  }
  if (!current.empty()) {
    out.push_back(std::move(current));
  }
  return out;
}

// A keyword names a topic when it is a phrase inside the text, a whole short word
// ("bp", "dm"), or the start of a longer word ("pregnan" → "pregnancy").
bool mentions(std::string_view use, const std::vector<std::string>& tokens, std::string_view keyword) {
  if (keyword.find(' ') != std::string_view::npos) {
    return (" " + lower(use) + " ").find(keyword) != std::string::npos;
  }
  return std::any_of(tokens.begin(), tokens.end(), [keyword](const std::string& t) {
    return keyword.size() >= 5 ? t.starts_with(keyword) : t == keyword;
  });
}

// Fields a described use asks for beyond the closest starter template.
struct topic {
  std::string_view name;
  std::vector<std::string_view> keywords;
  std::string_view fields_json;  // array of Field objects
};

const std::vector<topic>& topics() {
  static const std::vector<topic> all{
      {"blood pressure",
       {"hypertension", "htn", "blood pressure", "bp", "cardiac", "heart", "stroke"},
       R"j([{"key":"vitals","label":"Vitals","type":"vitals-block","hints":["BP","blood pressure","pulse","weight"]},
           {"key":"homeBpReadings","label":"Home BP readings","type":"string-list","description":"Blood pressure readings the patient took at home, as stated.","hints":["at home","home BP","machine showed"]},
           {"key":"bpControl","label":"BP control","type":"enum","enum":["controlled","uncontrolled","unknown"],"description":"Whether blood pressure is at target, as the doctor judges it.","hints":["well controlled","not controlled","BP is high"]},
           {"key":"targetOrganSymptoms","label":"Target-organ symptoms","type":"string-list","hints":["chest pain","breathlessness","headache","blurred vision","swelling of feet"]},
           {"key":"lifestyleAdvice","label":"Lifestyle advice","type":"string-list","hints":["reduce salt","walk daily","avoid smoking"]}])j"},
      {"diabetes",
       {"diabetes", "diabetic", "sugar", "glucose", "dm", "hba1c"},
       R"j([{"key":"vitals","label":"Vitals","type":"vitals-block","hints":["sugar","fasting","BP","weight"]},
           {"key":"hba1c","label":"HbA1c (%)","type":"number","description":"Latest HbA1c in percent, as stated.","hints":["HbA1c","A1c"]},
           {"key":"hypoglycaemiaEpisodes","label":"Hypoglycaemia episodes","type":"string-list","hints":["low sugar","sweating","giddiness"]},
           {"key":"footExamination","label":"Foot examination","type":"text","hints":["foot","sensation","ulcer","pulses"]}])j"},
      {"pregnancy",
       {"pregnan", "antenatal", "anc", "obstetric", "gravida"},
       R"j([{"key":"lastMenstrualPeriod","label":"Last menstrual period","type":"date","hints":["LMP","last period"]},
           {"key":"gestationalAgeWeeks","label":"Gestational age (weeks)","type":"integer","hints":["weeks pregnant","weeks of gestation"]},
           {"key":"fetalMovements","label":"Fetal movements","type":"string","hints":["baby movements","fetal movements"]},
           {"key":"vitals","label":"Vitals","type":"vitals-block","hints":["BP","weight","pulse"]}])j"},
      {"fever",
       {"fever", "infection", "dengue", "malaria", "typhoid"},
       R"j([{"key":"feverDurationDays","label":"Fever duration (days)","type":"integer","hints":["fever since","days of fever"]},
           {"key":"vitals","label":"Vitals","type":"vitals-block","hints":["temperature","pulse","SpO2","BP"]},
           {"key":"investigations","label":"Investigations","type":"investigation-list","hints":["CBC","dengue","malaria","widal"]}])j"},
      {"children",
       {"child", "paediatric", "pediatric", "infant", "newborn"},
       R"j([{"key":"vitals","label":"Vitals","type":"vitals-block","hints":["weight","height","temperature"]},
           {"key":"immunisationStatus","label":"Immunisation status","type":"string","hints":["vaccines","immunisation","vaccination"]}])j"},
      {"follow-up",
       {"follow", "review", "revisit"},
       R"j([{"key":"followUpInDays","label":"Review after (days)","type":"integer","hints":["review after","come back after","follow up in"]}])j"},
  };
  return all;
}

// The starter template whose name and description share most words with `use`.
const templates::starter_template& closest_template(const std::vector<std::string>& tokens) {
  const templates::starter_template* best = &templates::all().front();
  std::size_t best_score = 0;
  for (const auto& t : templates::all()) {
    const auto vocabulary = words(std::string(t.id) + " " + std::string(t.name) + " " + std::string(t.description));
    std::size_t score = 0;
    for (const auto& token : tokens) {
      if (token.size() >= 4 && std::find(vocabulary.begin(), vocabulary.end(), token) != vocabulary.end()) {
        ++score;
      }
    }
    if (score > best_score) {
      best_score = score;
      best = &t;
    }
  }
  return *best;
}

void collect_keys(const json::value& fields, std::set<std::string>& keys, std::set<std::string>& primitive_types) {
  if (!fields.is_array()) {
    return;
  }
  for (const auto& f : fields.as_array()) {
    const auto& o = f.as_object();
    keys.insert(std::string(o.at("key").as_string()));
    const auto type = std::string(o.at("type").as_string());
    if (const auto parsed = schema::field_type_from_name(type); parsed && schema::is_medical_primitive(*parsed)) {
      primitive_types.insert(type);
    }
    if (const auto* members = o.if_contains("fields")) {
      collect_keys(*members, keys, primitive_types);
    }
  }
}

std::string type_guidance(const field& f) {
  switch (f.type) {
  case field_type::string: return "a short phrase, as stated";
  case field_type::text: return "a short factual narrative of what was said, no interpretation";
  case field_type::number:
  case field_type::integer: return "the number stated (spoken numbers as digits); null when not said";
  case field_type::boolean: return "true only when stated, false only when explicitly denied, else null";
  case field_type::date: return "YYYY-MM-DD; a relative date (\"last Monday\") only when the visit date is known";
  case field_type::enumeration: {
    std::string out = "one of:";
    for (const auto& v : f.enum_values) {
      out += " " + v + ",";
    }
    out += " or null when none fits";
    return out;
  }
  case field_type::string_list: return "one item per distinct mention";
  case field_type::object: return "fill each of its members";
  case field_type::vitals_block:
    return "every vital said, with its unit (temperatures in Cel and weights in kg, keeping the spoken reading)";
  case field_type::diagnosis_list:
    return "diagnoses the doctor states (suspected ones as provisional); never negated, ruled-out or "
           "family-history conditions";
  case field_type::medication_list:
    return "generic name, dose, route, frequency (OD, BD, TDS, QID, HS, SOS, STAT, WEEKLY; 1-0-1 is BD) "
           "and duration; medicines stopped are not listed";
  case field_type::allergy_list: return "substance, reaction and severity; \"no known drug allergies\" is an empty list";
  case field_type::investigation_list: return "ordered or resulted; a result only when it was stated";
  }
  return "as stated";
}

struct edge_case {
  std::string_view kind;
  std::string_view input;
  std::string_view expect;
};

std::vector<edge_case> cases_for(field_type type) {
  switch (type) {
  case field_type::vitals_block:
    return {{"units", "Temperature 101 F, weight 160 lb.", "38.3 Cel and 72.6 kg, with the spoken reading kept as original"},
            {"spoken-numbers", "BP one forty over ninety, pulse ninety six.", "bloodPressure 140/90, heartRate 96"},
            {"shorthand", "BP 150 by 95, SpO2 96 on RA.", "bloodPressure 150/95, spo2 96 %"},
            {"implausible", "Pulse 1040 per minute.", "left out of the block and reported in warnings"}};
  case field_type::diagnosis_list:
    return {{"negation", "No h/o tuberculosis. Denies chest pain.", "no tuberculosis item"},
            {"rule-out", "Rule out dengue.", "not a confirmed diagnosis (absent or provisional)"},
            {"family-history", "Father had a heart attack at sixty.", "not the patient's diagnosis"},
            {"past-history", "Had typhoid five years back.", "not a current diagnosis"}};
  case field_type::medication_list:
    return {{"dosing-shorthand", "Tab Dolo 650 1-0-1 x 5 days.", "paracetamol 650 mg, frequency BD, 5 days"},
            {"as-needed", "Tab Ondansetron 4 mg SOS.", "frequency SOS"},
            {"stopped", "Stop metformin for now.", "metformin not listed as prescribed"},
            {"brand-name", "Continue Telma 40 once daily.", "generic telmisartan, frequency OD"}};
  case field_type::allergy_list:
    return {{"none-known", "NKDA.", "an empty list, never an item"},
            {"reaction", "Allergic to sulfa drugs, gets a rash.", "substance sulfonamide, reaction rash"}};
  case field_type::investigation_list:
    return {{"ordered-vs-resulted", "CBC done, Hb 10.2. Get LFT done.", "CBC resulted (Hb 10.2), LFT ordered"},
            {"abbreviation", "Send RBS and FBS.", "random and fasting blood sugar, ordered"}};
  case field_type::string:
  case field_type::text:
  case field_type::string_list:
    return {{"code-mix", "Bukhar teen din se hai, khansi bhi.", "fever for three days, cough"},
            {"negated-mention", "No vomiting, no loose stools.", "not recorded as present"}};
  case field_type::date:
    return {{"relative-date", "Symptoms started last Monday.", "null unless the visit date is given"},
            {"ambiguous-date", "Admitted on 05/06.", "null or the documented format; never a guessed year"}};
  case field_type::number:
  case field_type::integer:
    return {{"spoken-number", "Since one and a half weeks.", "a number only when the unit matches the field"},
            {"range", "Pain 6 to 7 out of 10.", "one value as the prompt decides (e.g. the higher), never text"}};
  case field_type::boolean:
    return {{"explicit-denial", "Denies smoking.", "false"}, {"not-mentioned", "(nothing said)", "null, not false"}};
  case field_type::enumeration:
    return {{"value-outside-list", "Smokes bidis daily.", "the closest listed value (e.g. current), never free text"}};
  case field_type::object: return {};
  }
  return {};
}

bool is_empty(const json::value* v) {
  if (v == nullptr || v->is_null()) {
    return true;
  }
  if (v->is_string()) {
    return v->as_string().empty();
  }
  if (v->is_array()) {
    return v->as_array().empty();
  }
  if (v->is_object()) {
    const auto& o = v->as_object();
    return std::all_of(o.begin(), o.end(), [](const json::key_value_pair& m) { return is_empty(&m.value()); });
  }
  return false;
}

// Items of a list compared by name, case-insensitively; anything else as JSON.
json::value comparable(const json::value& v) {
  if (!v.is_array()) {
    return v.is_string() ? json::value(lower(v.as_string())) : v;
  }
  std::set<std::string> names;
  for (const auto& item : v.as_array()) {
    if (item.is_object()) {
      for (const char* key : {"name", "substance", "generic"}) {
        if (const auto* n = item.as_object().if_contains(key); n != nullptr && n->is_string()) {
          names.insert(lower(n->as_string()));
          break;
        }
      }
    } else if (item.is_string()) {
      names.insert(lower(item.as_string()));
    }
  }
  json::array out;
  for (const auto& n : names) {
    out.emplace_back(json::string(n));
  }
  return out;
}

std::string sentence_for(const field& f, std::set<field_type>& done) {
  const auto first_hint = f.hints.empty() ? lower(f.label) : f.hints.front();
  switch (f.type) {
  case field_type::vitals_block:
    return done.insert(f.type).second ? "[doctor] Your BP is 146/92 mmHg, pulse 88 per minute, temperature 99.4 F, "
                                        "SpO2 97% on room air, weight 72 kg."
                                      : "";
  case field_type::diagnosis_list:
    return done.insert(f.type).second ? "[doctor] My impression is essential hypertension, and your type 2 diabetes "
                                        "mellitus is not well controlled. No tuberculosis."
                                      : "";
  case field_type::medication_list:
    return done.insert(f.type).second ? "[doctor] Start Tab Amlodipine 5 mg once daily in the morning and continue "
                                        "Metformin 500 mg 1-0-1 after food."
                                      : "";
  case field_type::allergy_list:
    return done.insert(f.type).second ? "[patient] I am allergic to penicillin, I get a rash." : "";
  case field_type::investigation_list:
    return done.insert(f.type).second ? "[doctor] Please get a lipid profile, HbA1c and serum creatinine done." : "";
  case field_type::integer:
  case field_type::number:
    if (lower(f.key).find("day") != std::string::npos || lower(f.key).find("follow") != std::string::npos) {
      return "[doctor] Review after 14 days with the reports.";
    }
    return "[doctor] " + f.label + ": " + first_hint + " 2.";
  case field_type::date: return "[doctor] " + f.label + " was on 2026-11-01.";
  case field_type::boolean: return "[doctor] " + f.label + ": yes, " + first_hint + ".";
  case field_type::enumeration:
    return "[doctor] " + f.label + ": " + (f.enum_values.empty() ? std::string("unknown") : f.enum_values.front()) + ".";
  case field_type::string_list:
    return "[doctor] " + f.label + ": " + first_hint + (f.hints.size() > 1 ? " and " + f.hints[1] : std::string()) + ".";
  case field_type::string:
  case field_type::text: return "[doctor] " + first_hint + " " + lower(f.label) + " as discussed today.";
  case field_type::object: return "";
  }
  return "";
}

void add_sentences(const std::vector<field>& fields, std::set<field_type>& done, std::string& transcript,
                   json::array& covers) {
  for (const auto& f : fields) {
    covers.emplace_back(json::string(f.key));
    if (f.type == field_type::object) {
      add_sentences(f.fields, done, transcript, covers);
      continue;
    }
    if (auto line = sentence_for(f, done); !line.empty()) {
      transcript += line + "\n";
    }
  }
}

} // namespace

std::string_view want_name(want w) noexcept {
  for (const auto& [value, name] : want_names) {
    if (value == w) {
      return name;
    }
  }
  return "chat";
}

std::optional<want> want_from_name(std::string_view name) noexcept {
  for (const auto& [value, wire] : want_names) {
    if (wire == name) {
      return value;
    }
  }
  return std::nullopt;
}

json::object propose_fields(std::string_view use) {
  const auto tokens = words(use);
  const auto& base = closest_template(tokens);
  auto draft = templates::draft(base);
  json::object proposed_schema = draft.at("schema").as_object();
  std::set<std::string> keys;
  std::set<std::string> primitives;
  for (const auto& s : proposed_schema.at("sections").as_array()) {
    collect_keys(s.as_object().at("fields"), keys, primitives);
  }
  json::array extra;
  json::array notes;
  for (const auto& t : topics()) {
    if (std::none_of(t.keywords.begin(), t.keywords.end(),
                     [&](std::string_view k) { return mentions(use, tokens, k); })) {
      continue;
    }
    notes.emplace_back(json::string(std::string("Added fields for ").append(t.name).append(".")));
    auto topic_fields = json::parse(t.fields_json);
    for (auto& f : topic_fields.as_array()) {
      const auto key = std::string(f.as_object().at("key").as_string());
      const auto type = std::string(f.as_object().at("type").as_string());
      // One field per medical primitive: a second vitals block would split the readings.
      if (keys.contains(key) || primitives.contains(type)) {
        continue;
      }
      keys.insert(key);
      if (const auto parsed = schema::field_type_from_name(type); parsed && schema::is_medical_primitive(*parsed)) {
        primitives.insert(type);
      }
      extra.push_back(std::move(f));
    }
  }
  // Conditions the description names become hints of the diagnosis list, with their codes.
  json::array conditions;
  const auto& terms = terminology::default_terminology();
  for (const auto& m : terms.match(use)) {
    if (m.kind != terminology::concept_kind::condition) {
      continue;
    }
    const auto codes = terms.codes(m.ref());
    conditions.push_back(json::object{{"name", terms.display_name(m.ref())},
                                      {"icd10", codes.icd10.empty() ? json::value(nullptr) : json::value(codes.icd10)},
                                      {"snomed", codes.snomed.empty() ? json::value(nullptr) : json::value(codes.snomed)}});
  }
  if (!conditions.empty()) {
    for (auto& s : proposed_schema.at("sections").as_array()) {
      for (auto& f : s.as_object().at("fields").as_array()) {
        auto& o = f.as_object();
        if (o.at("type").as_string() != "diagnosis-list") {
          continue;
        }
        auto& hints = o["hints"];
        if (!hints.is_array()) {
          hints = json::array{};
        }
        for (const auto& c : conditions) {
          if (hints.as_array().size() < schema::limits::max_hints) {
            hints.as_array().push_back(c.as_object().at("name"));
          }
        }
      }
    }
    notes.emplace_back(json::string("The diagnosis list is hinted with the conditions the description names."));
  }
  if (!extra.empty()) {
    proposed_schema.at("sections").as_array().push_back(
        json::object{{"id", "clinicSpecific"}, {"title", "Clinic-specific"}, {"fields", std::move(extra)}});
  }
  // The proposal must be a schema the API accepts as it is; if a combination ever is not,
  // the template alone still is.
  std::vector<schema::problem> problems;
  if (!schema::parse_schema(proposed_schema, "schema", problems)) {
    proposed_schema = templates::draft(base).at("schema").as_object();
    notes.emplace_back(json::string("Only the template's fields are proposed."));
  }
  return json::object{{"schema", std::move(proposed_schema)},
                      {"basedOnTemplate", base.id},
                      {"conditions", std::move(conditions)},
                      {"notes", std::move(notes)}};
}

json::object draft_prompt(const schema::extraction_schema& schema, std::string_view use) {
  std::string prompt = "You are documenting ";
  prompt += use.empty() ? std::string("a clinical consultation") : std::string(use);
  prompt +=
      " for the treating clinician. Extract only what is stated in the transcript; never infer a diagnosis, dose, "
      "finding or date that was not said. Symptoms and conditions the patient denies or the doctor rules out are "
      "absent. Leave a field empty rather than guess.\nFields:\n";
  for (const auto* f : schema.all_fields()) {
    prompt += "- " + f->label + " (" + f->key + "): " + type_guidance(*f);
    if (!f->description.empty()) {
      prompt += ". " + f->description;
    }
    prompt += "\n";
  }
  json::array notes;
  if (schema.all_fields().empty()) {
    notes.emplace_back("The schema has no fields yet: ask for `fields` first.");
  }
  return json::object{{"systemPrompt", std::move(prompt)}, {"notes", std::move(notes)}};
}

json::object edge_cases(const schema::extraction_schema& schema) {
  json::array cases;
  for (const auto* f : schema.all_fields()) {
    for (const auto& c : cases_for(f->type)) {
      cases.push_back(json::object{{"field", f->key}, {"kind", c.kind}, {"input", c.input}, {"expect", c.expect}});
    }
  }
  return json::object{{"cases", std::move(cases)}};
}

json::object test_transcript(const schema::extraction_schema& schema) {
  std::string transcript = "[doctor] Good morning, what brings you in today?\n"
                           "[patient] Doctor, I have had headache and giddiness for the last three days.\n";
  std::set<field_type> done;
  json::array covers;
  for (const auto& s : schema.sections) {
    add_sentences(s.fields, done, transcript, covers);
  }
  return json::object{{"transcript", std::move(transcript)}, {"covers", std::move(covers)}};
}

json::object diagnose(const schema::extraction_schema& schema, std::span<const transcript_run> runs) {
  std::vector<const field*> top;
  for (const auto& s : schema.sections) {
    for (const auto& f : s.fields) {
      top.push_back(&f);
    }
  }
  json::array out_runs;
  std::map<std::string, std::size_t> empty_count;
  for (const auto& run : runs) {
    json::array empty;
    json::array mismatches;
    for (const auto* f : top) {
      if (is_empty(run.data.if_contains(f->key))) {
        empty.emplace_back(json::string(f->key));
        ++empty_count[f->key];
      }
    }
    if (run.expected.is_object()) {
      for (const auto& [key, want_value] : run.expected.as_object()) {
        const auto* got = run.data.if_contains(key);
        const json::value got_value = got != nullptr ? *got : json::value(nullptr);
        if (comparable(want_value) != comparable(got_value)) {
          mismatches.push_back(json::object{{"field", key}, {"expected", want_value}, {"got", got_value}});
        }
      }
    }
    out_runs.push_back(json::object{{"testTranscriptId", run.id},
                                    {"name", run.name},
                                    {"emptyFields", std::move(empty)},
                                    {"mismatches", std::move(mismatches)}});
  }
  json::array always_empty;
  json::array advice;
  for (const auto* f : top) {
    if (!runs.empty() && empty_count[f->key] == runs.size()) {
      always_empty.emplace_back(json::string(f->key));
      advice.emplace_back(json::string(
          "\"" + f->key + "\" came back empty in every test transcript: check that the transcripts mention it, and " +
          (f->hints.empty() ? std::string("add hints with the words clinicians say for it")
                            : std::string("widen its hints (now: ") + f->hints.front() + ", …)") +
          "."));
    }
  }
  for (const auto& r : out_runs) {
    for (const auto& m : r.as_object().at("mismatches").as_array()) {
      // Built with append: GCC 12 at -O3 flags `"literal" + std::string&&` with -Wrestrict.
      std::string line = "\"";
      line.append(m.as_object().at("field").as_string());
      line.append("\" differs from `expected` in \"");
      line.append(r.as_object().at("name").as_string());
      line.append("\": tighten its description or enum values, or correct `expected`.");
      advice.emplace_back(json::string(line));
    }
  }
  if (runs.empty()) {
    advice.emplace_back("This API has no saved test transcripts: save some (with `expected`) and diagnose again.");
  }
  return json::object{{"runs", std::move(out_runs)}, {"alwaysEmpty", std::move(always_empty)}, {"advice", std::move(advice)}};
}

json::object chat(std::string_view message, const schema::extraction_schema& schema) {
  const auto tokens = words(message);
  struct route {
    want target;
    std::vector<std::string_view> keywords;
    std::string_view why;
  };
  const std::vector<route> routes{
      {want::fields, {"field", "fields", "schema", "capture", "collect"}, "proposes fields for a described use"},
      {want::prompt, {"prompt", "instruction", "instructions"}, "drafts a system prompt from the schema"},
      {want::edge_cases, {"edge", "tricky", "trap", "negation", "units"}, "lists inputs that trip these field types"},
      {want::test_transcript, {"transcript", "sample", "example", "consult"}, "writes a consult that mentions every field"},
      {want::diagnose, {"empty", "wrong", "missing", "diagnose", "fails", "failing", "why"},
       "runs the draft on the saved test transcripts and explains empty or wrong fields"},
  };
  json::array suggestions;
  for (const auto& r : routes) {
    if (std::any_of(r.keywords.begin(), r.keywords.end(), [&](std::string_view k) { return mentions(message, tokens, k); })) {
      suggestions.push_back(json::object{{"want", want_name(r.target)}, {"why", r.why}});
    }
  }
  std::string answer;
  if (suggestions.empty()) {
    for (const auto& r : routes) {
      suggestions.push_back(json::object{{"want", want_name(r.target)}, {"why", r.why}});
    }
    answer = "Without a language model the assistant answers with structured help. ";
  }
  answer += "This API's draft has " + std::to_string(schema.all_fields().size()) + " fields in " +
            std::to_string(schema.sections.size()) + " sections. Ask with `want` set to one of the suggestions.";
  return json::object{{"answer", std::move(answer)}, {"suggestions", std::move(suggestions)}};
}

} // namespace cxs::domain::assist
