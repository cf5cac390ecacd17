#include "engines/language/prompt.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <string>

namespace cxs::engines::language {
namespace {

namespace json = boost::json;
using domain::schema::input_type;

constexpr std::string_view foundation =
    "You are a careful clinical documentation assistant reading one consult between a clinician and a "
    "patient.\n"
    "- Record only what the text states. Never invent findings, diagnoses, doses, codes or dates; use null "
    "or an empty list when the text does not say.\n"
    "- A condition that is denied, negated, ruled out, resolved, hypothetical (\"if you get a fever\"), a "
    "relative's (\"mother has diabetes\") or only asked about and answered \"no\" is not the patient's "
    "current problem: leave it out of problem, medication and allergy lists.\n"
    "- Suspected or differential diagnoses are \"provisional\"; stated ones are \"confirmed\".\n"
    "- Keep numbers exactly as stated, with their unit; do not convert or round. Blood pressure is "
    "systolic/diastolic in mm[Hg].\n"
    "- Give a code (ICD-10, SNOMED CT, LOINC) only when you are certain of it; otherwise null. A wrong "
    "code is worse than none.\n"
    "- \"No known drug allergies\" means an empty allergy list.\n"
    "- The text may mix English with romanised Indian languages (\"bukhar\" is fever, \"sir dard\" is "
    "headache, \"1-0-1\" is twice daily); interpret them.\n"
    "- Tokens in square brackets such as [NAME_1] or [PHONE_1] stand for redacted identifiers: copy them "
    "as they are, never guess what they hide.\n"
    "- For every evidence quote, copy the exact words from the text (a short phrase), character for "
    "character.";

constexpr std::string_view output_contract =
    "Answer with one JSON object that matches the given JSON schema, and nothing else. Every key of the "
    "schema is present; use null for a value the text does not state. Narrative fields hold one statement "
    "per line.";

std::string_view input_type_text(input_type type) { return domain::schema::type_name(type); }

json::object message(std::string_view role, std::string_view content) {
  return json::object{{"role", role}, {"content", content}};
}

void append_text(std::string& out, std::string_view text) {
  out += "Consult text (between the markers):\n<<<\n";
  out += text;
  out += "\n>>>";
}

std::string_view style_instruction(domain::extraction::summary_style style) {
  using domain::extraction::summary_style;
  switch (style) {
    case summary_style::patient:
      return "Write for the patient: plain second-person sentences without codes or jargon, one statement per "
             "line (what they have, their readings, medicines with how to take them, tests, allergies, "
             "follow-up, advice).";
    case summary_style::handover:
      return "Write an SBAR handover: lines starting \"S: \", \"B: \", \"A: \", \"R: \" (situation, "
             "background, assessment, recommendation).";
    case summary_style::executive:
      return "Write one paragraph on a single line: presentation, vitals, assessment, plan, allergies, "
             "follow-up.";
    case summary_style::progress_note:
      return "Write a SOAP progress note: lines starting \"S: \", \"O: \", \"A: \" (with ICD-10 codes only "
             "when certain), \"P: \".";
  }
  return "";
}

}  // namespace

std::string_view clinical_foundation_block() noexcept { return foundation; }

extraction_prompt prompt_for(const domain::schema::api_content& content, bool enforce_clinical_foundation,
                             const json::object* inputs, std::string_view text) {
  extraction_prompt prompt;
  prompt.schema = &content.schema;
  prompt.system_prompt = content.system_prompt;
  prompt.declared_inputs = content.inputs;
  prompt.enforce_clinical_foundation = enforce_clinical_foundation;
  prompt.inputs = inputs;
  prompt.text = text;
  return prompt;
}

json::array compose_extraction_messages(const extraction_prompt& prompt) {
  json::array messages;
  if (prompt.enforce_clinical_foundation) {
    messages.push_back(message("system", foundation));
  }
  const auto prompt_text = prompt.system_prompt;
  if (std::any_of(prompt_text.begin(), prompt_text.end(), [](char c) { return c != ' ' && c != '\n' && c != '\t'; })) {
    messages.push_back(message("system", prompt_text));
  }
  messages.push_back(message("system", output_contract));

  std::string user;
  if (prompt.inputs != nullptr && !prompt.declared_inputs.empty()) {
    std::string block;
    for (const auto& declared : prompt.declared_inputs) {
      const auto* value = prompt.inputs->if_contains(declared.key);
      if (value == nullptr || value->is_null()) {
        continue;
      }
      block += "- ";
      block += declared.key;
      block += " (";
      block += input_type_text(declared.type);
      if (!declared.description.empty()) {
        block += "; ";
        block += declared.description;
      }
      block += "): ";
      block += value->is_string() ? std::string(value->get_string()) : json::serialize(*value);
      block += '\n';
    }
    if (!block.empty()) {
      user += "Inputs given with this request:\n";
      user += block;
      user += '\n';
    }
  }
  append_text(user, prompt.text);
  messages.push_back(message("user", user));
  return messages;
}

json::array compose_summary_messages(std::string_view text, domain::extraction::summary_style style, int max_lines,
                                     bool enforce_clinical_foundation) {
  json::array messages;
  if (enforce_clinical_foundation) {
    messages.push_back(message("system", foundation));
  }
  std::string task = "Summarise the consult. ";
  task += style_instruction(style);
  task += " Use at most ";
  task += std::to_string(std::clamp(max_lines, 1, 200));
  task += " lines. State only what the text says. Answer with JSON {\"lines\": [..]}, one string per line.";
  messages.push_back(message("system", task));
  std::string user;
  append_text(user, text);
  messages.push_back(message("user", user));
  return messages;
}

json::array compose_insight_messages(std::string_view text, std::span<const domain::schema::insight_kind> kinds,
                                     std::string_view prior_note_summary, bool enforce_clinical_foundation) {
  json::array messages;
  if (enforce_clinical_foundation) {
    messages.push_back(message("system", foundation));
  }
  std::string task =
      "Point out what a reviewing clinician should notice in this consult, only of these kinds:";
  for (auto kind : kinds) {
    task += ' ';
    task += domain::schema::kind_name(kind);
    task += ',';
  }
  task.back() = '.';
  task +=
      " Kinds: abnormal-vitals (a vital outside the normal adult range), red-flags (symptoms needing urgent "
      "attention), drug-allergy (a prescribed medicine conflicts with an allergy), duplicate-therapy (two "
      "medicines of one ingredient or class), missing-follow-up (a plan without follow-up), "
      "clinical-foundation (the note lacks a chief complaint, vitals, assessment, plan or allergy status). "
      "Each item has a stable UPPER_SNAKE code, a severity (critical, warning, info), a short title, one or two "
      "sentences of detail, and evidence quotes copied verbatim from the consult. Answer with JSON "
      "{\"items\": [..]}; an empty list when nothing applies.";
  messages.push_back(message("system", task));
  std::string user;
  if (!prior_note_summary.empty()) {
    user += "Summary of the patient's prior note:\n";
    user += prior_note_summary;
    user += "\n\n";
  }
  append_text(user, text);
  messages.push_back(message("user", user));
  return messages;
}

json::object summary_json_schema() {
  return json::object{{"type", "object"},
                      {"properties", json::object{{"lines", json::object{{"type", "array"},
                                                                         {"items", json::object{{"type", "string"}}}}}}},
                      {"required", json::array{"lines"}},
                      {"additionalProperties", false}};
}

json::object insights_json_schema(std::span<const domain::schema::insight_kind> kinds) {
  json::array kind_names;
  for (auto kind : kinds) {
    kind_names.emplace_back(domain::schema::kind_name(kind));
  }
  const json::object evidence{{"type", "object"},
                              {"properties", json::object{{"quote", json::object{{"type", "string"}}}}},
                              {"required", json::array{"quote"}},
                              {"additionalProperties", false}};
  const json::object item{
      {"type", "object"},
      {"properties", json::object{{"kind", json::object{{"type", "string"}, {"enum", std::move(kind_names)}}},
                                  {"code", json::object{{"type", "string"}}},
                                  {"severity", json::object{{"type", "string"},
                                                            {"enum", json::array{"critical", "warning", "info"}}}},
                                  {"title", json::object{{"type", "string"}}},
                                  {"detail", json::object{{"type", "string"}}},
                                  {"evidence", json::object{{"type", "array"}, {"items", evidence}}}}},
      {"required", json::array{"kind", "code", "severity", "title", "detail", "evidence"}},
      {"additionalProperties", false}};
  return json::object{{"type", "object"},
                      {"properties", json::object{{"items", json::object{{"type", "array"}, {"items", item}}}}},
                      {"required", json::array{"items"}},
                      {"additionalProperties", false}};
}

}  // namespace cxs::engines::language
