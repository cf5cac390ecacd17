#include "domain/extraction/insights_findings.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <re2/re2.h>

#include "domain/clinical/context.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/numbers.hpp"
#include "domain/text/utf8.hpp"

namespace cxs::domain::extraction::insights_detail {

namespace json = boost::json;

std::string_view high_title(std::string_view key) {
  if (key == "heartRate") {
    return "Fast heart rate";
  }
  if (key == "respiratoryRate") {
    return "Fast breathing";
  }
  if (key == "temperature") {
    return "Fever";
  }
  if (key == "bmi") {
    return "High BMI";
  }
  if (key == "bloodGlucose") {
    return "High blood glucose";
  }
  return "High blood pressure";
}

std::string_view low_title(std::string_view key) {
  if (key == "heartRate") {
    return "Slow heart rate";
  }
  if (key == "respiratoryRate") {
    return "Slow breathing";
  }
  if (key == "temperature") {
    return "Low body temperature";
  }
  if (key == "spo2") {
    return "Low oxygen saturation";
  }
  if (key == "bmi") {
    return "Low BMI";
  }
  if (key == "bloodGlucose") {
    return "Low blood glucose";
  }
  return "Low blood pressure";
}

bool critical_single(std::string_view key, double v) {
  if (key == "spo2") {
    return v < 90;
  }
  if (key == "heartRate") {
    return v > 130 || v < 40;
  }
  if (key == "respiratoryRate") {
    return v > 30 || v < 8;
  }
  if (key == "temperature") {
    return v >= 40 || v < 35;
  }
  if (key == "bloodGlucose") {
    return v >= 400 || v < 54;
  }
  return false;
}

void abnormal_vitals(const clinical_facts& facts, std::vector<item>& out) {
  const auto& b = facts.vitals.block;
  if (b.blood_pressure && b.blood_pressure->flag != clinical::vital_flag::none) {
    const auto& bp = *b.blood_pressure;
    const std::string value = number_text(bp.systolic) + "/" + number_text(bp.diastolic) + " mmHg";
    item it;
    it.kind = schema::insight_kind::abnormal_vitals;
    it.evidence.push_back(bp.evidence);
    if (bp.flag == clinical::vital_flag::implausible) {
      it.code = "IMPLAUSIBLE_VITAL";
      it.level = severity::info;
      it.title = "Implausible blood pressure reading";
      it.detail = "Blood pressure " + value + " is physiologically implausible; recheck the reading.";
    } else {
      const auto dir = vital_direction("bloodPressure", bp.systolic, bp.diastolic);
      const bool crisis = bp.systolic >= 180 || bp.diastolic >= 120;
      const bool shock = bp.systolic < 90;
      it.code = "ABNORMAL_BLOOD_PRESSURE";
      it.level = (crisis || shock) ? severity::critical : severity::warning;
      it.title = crisis ? "Severely raised blood pressure" : std::string(dir == "low" ? low_title("") : high_title(""));
      it.detail = "Blood pressure " + value + " is outside the normal adult range (90–139/60–89 mmHg)" +
                  (crisis ? "; at or above 180/120 it needs urgent assessment." : (shock ? "; systolic below 90 mmHg suggests hypotension." : "."));
    }
    out.push_back(std::move(it));
  }
  const std::array<vital_ref, 8> singles{{
      {"heartRate", "HEART_RATE", "Heart rate", "/min", "60–100 /min", b.heart_rate ? &*b.heart_rate : nullptr},
      {"respiratoryRate", "RESPIRATORY_RATE", "Respiratory rate", "/min", "12–20 /min",
       b.respiratory_rate ? &*b.respiratory_rate : nullptr},
      {"temperature", "TEMPERATURE", "Temperature", " °C", "35.0–37.9 °C", b.temperature ? &*b.temperature : nullptr},
      {"spo2", "SPO2", "SpO2", "%", "94–100 %", b.spo2 ? &*b.spo2 : nullptr},
      {"weight", "WEIGHT", "Weight", " kg", "", b.weight ? &*b.weight : nullptr},
      {"height", "HEIGHT", "Height", " cm", "", b.height ? &*b.height : nullptr},
      {"bmi", "BMI", "BMI", " kg/m²", "18.5–24.9 kg/m²", b.bmi ? &*b.bmi : nullptr},
      {"bloodGlucose", "BLOOD_GLUCOSE", "Blood glucose", " mg/dL", "70–125 mg/dL fasting, below 200 random",
       b.blood_glucose ? &*b.blood_glucose : nullptr},
  }};
  for (const auto& v : singles) {
    if (v.reading == nullptr || v.reading->flag == clinical::vital_flag::none) {
      continue;
    }
    const auto& r = *v.reading;
    const std::string value = number_text(r.value) + std::string(v.unit);
    item it;
    it.kind = schema::insight_kind::abnormal_vitals;
    it.evidence.push_back(r.evidence);
    if (r.flag == clinical::vital_flag::implausible) {
      it.code = "IMPLAUSIBLE_VITAL";
      it.level = severity::info;
      it.title = "Implausible " + to_lower(v.label) + " reading";
      it.detail = std::string(v.label) + " " + value + " is physiologically implausible; recheck the reading.";
    } else {
      const auto dir = vital_direction(v.key, r.value);
      it.code = "ABNORMAL_" + std::string(v.code);
      it.level = critical_single(v.key, r.value) ? severity::critical : severity::warning;
      it.title = std::string(dir == "low" ? low_title(v.key) : (dir == "high" ? high_title(v.key) : "Abnormal reading"));
      if (dir.empty()) {
        it.title = "Abnormal " + to_lower(v.label);
      }
      it.detail = std::string(v.label) + " " + value + " is outside the normal adult range" +
                  (v.normal.empty() ? std::string(".") : " (" + std::string(v.normal) + ").");
    }
    out.push_back(std::move(it));
  }
  for (const auto& w : facts.vitals.warnings) {
    item it;
    it.kind = schema::insight_kind::abnormal_vitals;
    it.code = "IMPLAUSIBLE_VITAL";
    it.level = severity::info;
    it.title = "Implausible " + std::string(w.field) + " reading left out";
    it.detail = w.message.empty() ? std::string("The reading is physiologically implausible; recheck it.") : w.message;
    it.evidence.push_back(w.evidence);
    out.push_back(std::move(it));
  }
}

const std::array<const char*, concept_count>& concept_patterns() {
  static const std::array<const char*, concept_count> patterns{{
      // chest_pain
      R"(\b(?:chest (?:pain|tightness|discomfort|heaviness|pressure)|pain in (?:the |my |his |her )?chest|angina|seene? (?:me|mein|main) dard|chaati (?:me|mein) dard)\b)",
      // breathless
      R"(\b(?:breathless(?:ness)?|short(?:ness)? of breath|sob|difficulty (?:in )?breathing|trouble breathing|dyspno?ea|can'?t breathe|cannot breathe|unable to breathe|saans (?:phool\w*|lene me\w* (?:takleef|dikkat)))\b)",
      // sweating
      R"(\b(?:sweat(?:ing|y|s)?|diaphore(?:sis|tic)|clammy|pasina)\b)",
      // radiation
      R"(\b(?:radiat\w* (?:to|into|down|towards) (?:the |my |his |her )?(?:left )?(?:arm|jaw|neck|shoulder|back))\b)",
      // sudden_headache
      R"(\b(?:worst headache|thunderclap headache|sudden(?:ly)?(?: onset)?(?: of)?(?: a)?(?: severe| very bad| terrible| excruciating| intense)? headache|(?:severe|excruciating|terrible) headache (?:that )?(?:came on |started |began )?(?:very )?sudden(?:ly)?)\b)",
      // stroke_sign
      R"(\b(?:(?:weakness|numbness|paralysis) (?:of|in) (?:the |my |his |her )?(?:left|right) (?:side|arm|leg|hand|half)|(?:left|right)[- ]sided (?:weakness|numbness|paralysis)|hemipar\w+|hemipleg\w+|can'?t move (?:the |my |his |her )?(?:left|right) (?:arm|leg|side)|(?:facial|face) droop\w*|droop\w* (?:of )?(?:the |my |his |her )?face|slurr\w* (?:speech|words)|speech (?:is |was )?slurr\w*)\b)",
      // upper_gi_bleed
      R"(\b(?:vomit\w* (?:out )?blood|blood in (?:the |my |his |her )?vomit\w*|ha?ematemesis|coffee[- ]ground vomit\w*|black,? (?:tarry )?stools?|tarry stools?|mela?ena|malaena|khoon ki ulti)\b)",
      // lower_gi_bleed
      R"(\b(?:blood in (?:the |my |his |her )?(?:stools?|motions?)|rectal bleeding|bleeding per rectum|ha?ematochezia)\b)",
      // suicidal
      R"(\b(?:suicid\w*|kill (?:my|him|her)self|end (?:my|his|her) life|take (?:my|his|her) (?:own )?life|self[- ]harm\w*|don'?t want to live|no reason to live|better off dead|want to die)\b)",
      // fever
      R"(\b(?:fever\w*|febrile|pyrexi\w*|high temperature|bukh?aa?r|jwar)\b)",
      // neck_stiffness
      R"(\b(?:neck (?:stiffness|rigidity|is stiff|was stiff)|stiff neck|nuchal rigidity|neck stiff)\b)",
      // anaphylaxis
      R"(\b(?:anaphyla\w+|angio-?o?edema|swelling of (?:the |my |his |her )?(?:face|lips?|tongue|throat)|swollen (?:face|lips?|tongue|throat)|(?:lips?|tongue|throat) (?:is |are |was |were )?swell\w*|throat (?:is )?closing)\b)",
      // severe_dehydration
      R"(\b(?:severe(?:ly)? dehydrat\w+)\b)",
      // dehydration_sign
      R"(\b(?:not pass(?:ed|ing) (?:any )?urine|no urine (?:output )?(?:for|since)|unable to keep (?:any )?(?:fluids|water|anything) down|sunken eyes)\b)",
      // haemoptysis
      R"(\b(?:ha?emoptysis|cough\w* (?:up )?blood|blood in (?:the |my |his |her )?(?:sputum|phlegm|cough))\b)",
      // syncope
      R"(\b(?:syncop\w*|fainted|fainting|passed out|loss of consciousness|lost consciousness|blacked out|unconscious)\b)",
      // seizure
      R"(\b(?:seizures?|convulsions?|convulsed|had (?:a )?fits?|fitting)\b)",
      // breathless_at_rest
      R"(\b(?:breathless(?:ness)? (?:even )?at rest|short(?:ness)? of breath (?:even )?at rest|can'?t (?:speak|talk) in (?:full )?sentences|unable to (?:complete|finish) sentences)\b)",
  }};
  return patterns;
}

const std::vector<std::unique_ptr<RE2>>& concept_res() {
  static const std::vector<std::unique_ptr<RE2>> res = [] {
    std::vector<std::unique_ptr<RE2>> out;
    RE2::Options options;
    options.set_case_sensitive(false);
    options.set_log_errors(false);
    for (const char* p : concept_patterns()) {
      out.push_back(std::make_unique<RE2>(p, options));
    }
    return out;
  }();
  return res;
}

bool affirmed(const clinical::mention_context& c) {
  return !c.negated && (!c.hypothetical || c.presupposed) && !c.foretold && (!c.historical || c.chronic) &&
         c.who == clinical::experiencer::patient;
}

std::array<std::optional<text::byte_span>, concept_count> find_concepts(std::string_view text,
                                                                         const clinical::context_document& ctx) {
  std::array<std::optional<text::byte_span>, concept_count> out{};
  const re2::StringPiece input(text.data(), text.size());
  const auto& res = concept_res();
  for (std::size_t c = 0; c < concept_count; ++c) {
    const RE2& re = *res[c];
    if (!re.ok()) {
      continue;
    }
    re2::StringPiece match;
    std::size_t pos = 0;
    while (pos < text.size() && re.Match(input, pos, text.size(), RE2::UNANCHORED, &match, 1)) {
      const auto begin = static_cast<std::size_t>(match.data() - text.data());
      const auto end = begin + match.size();
      if (affirmed(ctx.assess(begin, end))) {
        out[c] = text::byte_span{begin, end};
        break;
      }
      pos = end > pos ? end : pos + 1;
    }
  }
  return out;
}

void red_flags(const clinical_facts& facts, const clinical::context_document& ctx, std::vector<item>& out) {
  const auto found = find_concepts(facts.text, ctx);
  auto at = [&found](concept_id id) -> const std::optional<text::byte_span>& {
    return found[static_cast<std::size_t>(id)];
  };
  auto add = [&out](std::string_view code, severity level, std::string title, std::string detail,
                    std::vector<text::byte_span> evidence) {
    item it;
    it.kind = schema::insight_kind::red_flags;
    it.code = std::string(code);
    it.level = level;
    it.title = std::move(title);
    it.detail = std::move(detail);
    it.evidence = std::move(evidence);
    out.push_back(std::move(it));
  };

  if (at(concept_id::chest_pain)) {
    std::vector<std::string> features;
    std::vector<text::byte_span> evidence{*at(concept_id::chest_pain)};
    const std::array<std::pair<concept_id, std::string_view>, 3> associated{{
        {concept_id::breathless, "breathlessness"},
        {concept_id::sweating, "sweating"},
        {concept_id::radiation, "radiation to the arm, jaw or back"},
    }};
    for (const auto& [id, name] : associated) {
      if (at(id)) {
        features.emplace_back(name);
        evidence.push_back(*at(id));
      }
    }
    if (!features.empty()) {
      std::string joined;
      for (std::size_t i = 0; i < features.size(); ++i) {
        joined += (i == 0 ? "" : (i + 1 == features.size() ? " and " : ", ")) + features[i];
      }
      add("CHEST_PAIN_CARDIAC_FEATURES", severity::critical, "Chest pain with " + joined,
          "Chest pain with " + joined + " may be an acute coronary syndrome; consider an urgent ECG and troponin.",
          std::move(evidence));
    } else {
      add("CHEST_PAIN", severity::warning, "Chest pain",
          "Chest pain is reported; a cardiac cause should be considered and excluded.", std::move(evidence));
    }
  }

  const bool fever_by_reading = facts.vitals.block.temperature && facts.vitals.block.temperature->value >= 38.0;
  if (at(concept_id::neck_stiffness)) {
    std::vector<text::byte_span> evidence{*at(concept_id::neck_stiffness)};
    if (at(concept_id::fever) || fever_by_reading) {
      evidence.push_back(at(concept_id::fever) ? *at(concept_id::fever) : facts.vitals.block.temperature->evidence);
      add("FEVER_NECK_STIFFNESS", severity::critical, "Fever with neck stiffness",
          "Fever with neck stiffness may be meningitis; needs urgent assessment.", std::move(evidence));
    } else {
      add("NECK_STIFFNESS", severity::warning, "Neck stiffness",
          "Neck stiffness is reported; consider meningism if fever or headache develops.", std::move(evidence));
    }
  }

  static constexpr std::array<flag_rule, 11> single_rules{{
      {concept_id::sudden_headache, "SUDDEN_SEVERE_HEADACHE", severity::critical, "Sudden severe headache",
       "A sudden, severe ('thunderclap') headache may be a subarachnoid haemorrhage; needs urgent assessment."},
      {concept_id::stroke_sign, "STROKE_SIGNS", severity::critical, "Possible stroke",
       "One-sided weakness, facial droop or slurred speech may be a stroke; time-critical."},
      {concept_id::upper_gi_bleed, "GI_BLEEDING", severity::critical, "Gastrointestinal bleeding",
       "Vomiting blood or black, tarry stools suggest upper gastrointestinal bleeding."},
      {concept_id::suicidal, "SUICIDAL_IDEATION", severity::critical, "Suicidal ideation",
       "Suicidal thoughts or self-harm are mentioned; assess risk and safety now."},
      {concept_id::anaphylaxis, "ANAPHYLAXIS_SIGNS", severity::critical, "Possible anaphylaxis",
       "Swelling of the face, lips, tongue or throat may be anaphylaxis or angioedema."},
      {concept_id::severe_dehydration, "SEVERE_DEHYDRATION", severity::critical, "Severe dehydration",
       "Severe dehydration needs prompt fluid replacement and monitoring."},
      {concept_id::lower_gi_bleed, "RECTAL_BLEEDING", severity::warning, "Rectal bleeding",
       "Blood in the stool is reported; needs evaluation."},
      {concept_id::dehydration_sign, "DEHYDRATION_SIGNS", severity::warning, "Signs of dehydration",
       "Reduced urine output or inability to keep fluids down suggests significant dehydration."},
      {concept_id::haemoptysis, "HAEMOPTYSIS", severity::warning, "Coughing blood",
       "Haemoptysis is reported; needs evaluation (infection, TB, malignancy, embolism)."},
      {concept_id::syncope, "SYNCOPE", severity::warning, "Loss of consciousness",
       "Fainting or loss of consciousness is reported; consider cardiac and neurological causes."},
      {concept_id::seizure, "SEIZURE", severity::warning, "Seizure",
       "A seizure or convulsion is reported."},
  }};
  for (const auto& rule : single_rules) {
    if (at(rule.id)) {
      add(rule.code, rule.level, std::string(rule.title), std::string(rule.detail), {*at(rule.id)});
    }
  }
  if (at(concept_id::breathless_at_rest)) {
    add("BREATHLESS_AT_REST", severity::warning, "Breathlessness at rest",
        "Breathlessness at rest or inability to speak in sentences suggests significant respiratory compromise.",
        {*at(concept_id::breathless_at_rest)});
  }
  if (facts.vitals.block.spo2 && facts.vitals.block.spo2->flag != clinical::vital_flag::implausible &&
      facts.vitals.block.spo2->value < 92) {
    add("HYPOXIA", severity::critical, "Hypoxia",
        "SpO2 " + number_text(facts.vitals.block.spo2->value) + "% is below 92%; needs oxygen assessment.",
        {facts.vitals.block.spo2->evidence});
  }
}

}  // namespace cxs::domain::extraction::insights_detail
