#include "domain/extraction/insights.hpp"

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

namespace cxs::domain::extraction {
namespace {

namespace json = boost::json;

enum class severity : std::uint8_t { critical, warning, info };

std::string_view severity_name(severity s) {
  switch (s) {
    case severity::critical:
      return "critical";
    case severity::warning:
      return "warning";
    case severity::info:
      return "info";
  }
  return "info";
}

struct item {
  schema::insight_kind kind = schema::insight_kind::abnormal_vitals;
  std::string code;
  severity level = severity::info;
  std::string title;
  std::string detail;
  std::vector<text::byte_span> evidence;  ///< bytes of the facts' text
};

// --- string helpers ----------------------------------------------------------------

char lower_ascii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = lower_ascii(c);
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

// Whole-word search of a lower-case `needle` in lower-case `hay`.
bool has_word(std::string_view hay, std::string_view needle) {
  std::size_t pos = 0;
  while ((pos = hay.find(needle, pos)) != std::string_view::npos) {
    const bool left = pos == 0 || !is_alpha(hay[pos - 1]);
    const std::size_t after = pos + needle.size();
    const bool right = after == hay.size() || !is_alpha(hay[after]);
    if (left && right) {
      return true;
    }
    ++pos;
  }
  return false;
}

// First whole-word, case-insensitive occurrence of `needle` in `text`.
std::optional<text::byte_span> find_word_ci(std::string_view text, std::string_view needle) {
  if (needle.empty()) {
    return std::nullopt;
  }
  const auto lower_text = to_lower(text);
  const auto lower_needle = to_lower(needle);
  std::size_t pos = 0;
  while ((pos = lower_text.find(lower_needle, pos)) != std::string::npos) {
    const bool left = pos == 0 || !is_alpha(lower_text[pos - 1]);
    const std::size_t after = pos + lower_needle.size();
    const bool right = after == lower_text.size() || !is_alpha(lower_text[after]);
    if (left && right) {
      return text::byte_span{pos, after};
    }
    ++pos;
  }
  return std::nullopt;
}

std::vector<std::string> split(std::string_view s, std::string_view sep) {
  std::vector<std::string> out;
  while (!s.empty()) {
    const auto at = s.find(sep);
    const auto part = trim(s.substr(0, at));
    if (!part.empty()) {
      out.push_back(to_lower(part));
    }
    if (at == std::string_view::npos) {
      break;
    }
    s.remove_prefix(at + sep.size());
  }
  return out;
}

std::string number_text(double value) { return text::format_number(std::round(value * 10.0) / 10.0); }

// --- vitals ---------------------------------------------------------------------------

struct vital_ref {
  std::string_view key;
  std::string_view code;     ///< ABNORMAL_… suffix
  std::string_view label;
  std::string_view unit;     ///< for the detail text
  std::string_view normal;   ///< normal range, for the detail text
  const clinical::vital_reading* reading = nullptr;
};

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

// --- red flags ------------------------------------------------------------------------

// Symptom concepts the red-flag rules combine. Patterns are case-insensitive and matched on
// word boundaries; each affirmed match is a mention.
enum class concept_id : std::uint8_t {
  chest_pain,
  breathless,
  sweating,
  radiation,
  sudden_headache,
  stroke_sign,
  upper_gi_bleed,
  lower_gi_bleed,
  suicidal,
  fever,
  neck_stiffness,
  anaphylaxis,
  severe_dehydration,
  dehydration_sign,
  haemoptysis,
  syncope,
  seizure,
  breathless_at_rest,
  count_,
};

constexpr std::size_t concept_count = static_cast<std::size_t>(concept_id::count_);

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
  return !c.negated && !c.hypothetical && (!c.historical || c.chronic) && c.who == clinical::experiencer::patient;
}

// The first affirmed mention of every concept.
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

struct flag_rule {
  concept_id id;
  std::string_view code;
  severity level;
  std::string_view title;
  std::string_view detail;
};

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

// --- drug–allergy ---------------------------------------------------------------------

struct class_alias {
  std::string_view word;
  std::string_view drug_class;
};

// Allergy words that name a drug class rather than one drug.
constexpr std::array<class_alias, 30> class_aliases{{
    {"penicillin", "penicillin"},          {"penicillins", "penicillin"},
    {"sulfa", "sulfonamide"},              {"sulpha", "sulfonamide"},
    {"sulfonamide", "sulfonamide"},        {"sulfonamides", "sulfonamide"},
    {"sulphonamide", "sulfonamide"},       {"sulphonamides", "sulfonamide"},
    {"nsaid", "nsaid"},                    {"nsaids", "nsaid"},
    {"cephalosporin", "cephalosporin"},    {"cephalosporins", "cephalosporin"},
    {"quinolone", "fluoroquinolone"},      {"quinolones", "fluoroquinolone"},
    {"fluoroquinolone", "fluoroquinolone"}, {"fluoroquinolones", "fluoroquinolone"},
    {"macrolide", "macrolide"},            {"macrolides", "macrolide"},
    {"opioid", "opioid"},                  {"opioids", "opioid"},
    {"opiates", "opioid"},                 {"aminoglycoside", "aminoglycoside"},
    {"aminoglycosides", "aminoglycoside"}, {"carbapenem", "carbapenem"},
    {"carbapenems", "carbapenem"},         {"statin", "statin"},
    {"statins", "statin"},                 {"tetracyclines", "tetracycline"},
    {"benzodiazepines", "benzodiazepine"}, {"ace inhibitors", "ace_inhibitor"},
}};

// Classes within which an allergy to one member is a caution for the others.
constexpr std::array<std::string_view, 16> cross_reactive_classes{
    "penicillin",    "cephalosporin", "carbapenem",      "sulfonamide",    "nsaid",          "macrolide",
    "fluoroquinolone", "tetracycline", "aminoglycoside", "opioid",         "local_anaesthetic", "ace_inhibitor",
    "glycopeptide",  "lincosamide",   "nitroimidazole",  "azole_antifungal"};

std::string class_display(std::string_view c) {
  if (c == "nsaid") {
    return "NSAID";
  }
  if (c == "ppi") {
    return "proton pump inhibitor";
  }
  if (c == "ace_inhibitor") {
    return "ACE inhibitor";
  }
  if (c == "arb") {
    return "angiotensin receptor blocker";
  }
  if (c == "ccb") {
    return "calcium channel blocker";
  }
  if (c == "ssri") {
    return "SSRI";
  }
  if (c == "snri") {
    return "SNRI";
  }
  if (c == "tca") {
    return "tricyclic antidepressant";
  }
  if (c == "saba") {
    return "short-acting beta agonist";
  }
  if (c == "laba") {
    return "long-acting beta agonist";
  }
  if (c == "ics") {
    return "inhaled corticosteroid";
  }
  if (c == "sulfonamide") {
    return "sulfonamide";
  }
  std::string out(c);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

struct drug_profile {
  std::string display;                ///< name for titles
  std::vector<std::string> ingredients;  ///< lower-case generics
  std::vector<std::string> classes;      ///< class tokens
  std::string route;
};

// Generic and classes from the medicine table, for a name the facts did not resolve.
void fill_from_table(std::string_view name, drug_profile& p) {
  const auto& term = terminology::default_terminology();
  const auto ref = term.lookup(name);
  if (!ref || ref->kind != terminology::concept_kind::medicine || ref->row >= term.medicines().size()) {
    return;
  }
  const auto& row = term.medicines()[ref->row];
  if (p.ingredients.empty()) {
    p.ingredients = split(row.generic, " + ");
  }
  if (p.classes.empty()) {
    for (const auto c : row.classes) {
      p.classes.emplace_back(c);
    }
  }
  if (p.route.empty()) {
    p.route = std::string(row.route);
  }
}

drug_profile profile_of(const clinical::medication_item& m) {
  drug_profile p;
  p.display = m.generic.empty() ? m.name : m.generic;
  p.ingredients = split(m.generic, " + ");
  p.classes = split(m.drug_class, "|");
  p.route = to_lower(m.route);
  if (p.ingredients.empty() || p.classes.empty()) {
    fill_from_table(m.generic.empty() ? std::string_view(m.name) : std::string_view(m.generic), p);
  }
  if (p.ingredients.empty() && !m.name.empty()) {
    p.ingredients.push_back(to_lower(m.name));
  }
  return p;
}

bool contains(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

// Sulfonamide antibiotics and relatives the class column does not mark ("sulfasalazine",
// "silver sulfadiazine"); sulfates are salts, not sulfonamides.
bool sulfonamide_by_name(const drug_profile& p) {
  for (const auto& ing : p.ingredients) {
    for (std::size_t pos = 0; pos < ing.size();) {
      const auto end = ing.find(' ', pos);
      const auto word = std::string_view(ing).substr(pos, end == std::string::npos ? std::string::npos : end - pos);
      if ((word.rfind("sulfa", 0) == 0 || word.rfind("sulpha", 0) == 0) && word.find("sulfate") == std::string_view::npos &&
          word.find("sulphate") == std::string_view::npos) {
        return true;
      }
      if (end == std::string::npos) {
        break;
      }
      pos = end + 1;
    }
  }
  return false;
}

struct allergen {
  std::string substance;               ///< as recorded
  std::string class_named;             ///< the class the substance names ("penicillin" → penicillin)
  drug_profile drug;                   ///< when the substance is a drug
  bool severe = false;
  std::optional<text::byte_span> evidence;  ///< none for allergies from the prior note
  bool from_prior_note = false;
};

allergen allergen_of(std::string_view substance, std::string_view drug_class, std::string_view severity_text,
                     std::string_view reaction) {
  allergen a;
  a.substance = std::string(trim(substance));
  const auto lower = to_lower(a.substance);
  for (const auto& alias : class_aliases) {
    if (has_word(lower, alias.word)) {
      a.class_named = std::string(alias.drug_class);
      break;
    }
  }
  a.drug.display = a.substance;
  a.drug.classes = split(drug_class, "|");
  if (a.class_named.empty()) {
    fill_from_table(lower, a.drug);
    if (a.drug.ingredients.empty()) {
      a.drug.ingredients.push_back(lower);
    }
  }
  const auto reaction_lower = to_lower(reaction);
  a.severe = to_lower(severity_text) == "severe" || reaction_lower.find("anaphyla") != std::string::npos;
  return a;
}

void drug_allergy(const std::vector<allergen>& allergens,
                  const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                  std::vector<item>& out) {
  for (const auto& a : allergens) {
    for (const auto& [m, p] : meds) {
      item it;
      it.kind = schema::insight_kind::drug_allergy;
      const std::string where = a.from_prior_note ? " (allergy recorded in the prior note)" : "";
      const std::string med = m->name.empty() ? p.display : m->name;
      bool same_drug = false;
      for (const auto& ing : a.drug.ingredients) {
        same_drug = same_drug || contains(p.ingredients, ing);
      }
      std::string shared_class;
      for (const auto& c : a.drug.classes) {
        if (contains(p.classes, c) &&
            std::find(cross_reactive_classes.begin(), cross_reactive_classes.end(), c) != cross_reactive_classes.end()) {
          shared_class = c;
          break;
        }
      }
      const bool member = !a.class_named.empty() &&
                          (contains(p.classes, a.class_named) || (a.class_named == "sulfonamide" && sulfonamide_by_name(p)));
      const bool penicillin_allergy = a.class_named == "penicillin" || contains(a.drug.classes, "penicillin");
      const bool beta_lactam = contains(p.classes, "cephalosporin") || contains(p.classes, "carbapenem");
      if (a.class_named.empty() && same_drug) {
        it.code = "ALLERGEN_PRESCRIBED";
        it.level = severity::critical;
        it.title = "Allergy to " + a.substance + ": " + med + " prescribed";
        it.detail = med + " contains " + a.substance + ", to which the patient is allergic" + where + ".";
      } else if (member) {
        it.code = "ALLERGEN_CLASS_PRESCRIBED";
        it.level = severity::critical;
        it.title = "Allergy to " + a.substance + ": " + med + " prescribed";
        it.detail = med + " is a " + class_display(a.class_named) + "; the patient is allergic to " + a.substance +
                    where + ".";
      } else if (!shared_class.empty()) {
        it.code = "CROSS_REACTIVITY";
        it.level = (a.severe || shared_class == "penicillin") ? severity::critical : severity::warning;
        it.title = "Possible cross-reactivity: " + a.substance + " allergy and " + med;
        it.detail = med + " and " + a.substance + " are both " + class_display(shared_class) +
                    "s; an allergy to one is a caution for the other" + where + ".";
      } else if (penicillin_allergy && beta_lactam) {
        it.code = "BETA_LACTAM_CROSS_REACTIVITY";
        it.level = severity::info;
        it.title = "Penicillin allergy and " + med;
        it.detail = med + " is a beta-lactam; cross-reactivity with a penicillin allergy is uncommon but possible" +
                    where + ".";
      } else {
        continue;
      }
      if (a.evidence) {
        it.evidence.push_back(*a.evidence);
      }
      it.evidence.push_back(m->evidence);
      out.push_back(std::move(it));
    }
  }
}

// --- duplicate therapy ----------------------------------------------------------------

// Classes whose members are routinely given together.
constexpr std::array<std::string_view, 22> co_prescribed_classes{
    "vitamin",         "vitamin_d",        "multivitamin",      "supplement",      "iron_supplement",
    "calcium_supplement", "mineral_supplement", "electrolyte_supplement", "probiotic", "iv_fluid",
    "oral_rehydration", "vaccine",         "insulin",           "beta_lactamase_inhibitor", "ocular_lubricant",
    "emollient",       "nasal_saline",     "antiseptic",        "topical_antiseptic", "antacid",
    "antiseptic_lozenge", "immunoglobulin"};

bool is_local_route(std::string_view route) {
  return route == "topical" || route == "ophthalmic" || route == "otic" || route == "nasal" || route == "vaginal";
}

void duplicate_therapy(const std::vector<std::pair<const clinical::medication_item*, drug_profile>>& meds,
                       std::vector<item>& out) {
  for (std::size_t i = 0; i < meds.size(); ++i) {
    for (std::size_t j = i + 1; j < meds.size(); ++j) {
      const auto& [a, pa] = meds[i];
      const auto& [b, pb] = meds[j];
      std::string shared_ingredient;
      for (const auto& ing : pa.ingredients) {
        if (contains(pb.ingredients, ing)) {
          shared_ingredient = ing;
          break;
        }
      }
      std::vector<std::string> shared_classes;
      for (const auto& c : pa.classes) {
        if (contains(pb.classes, c) &&
            std::find(co_prescribed_classes.begin(), co_prescribed_classes.end(), c) == co_prescribed_classes.end()) {
          shared_classes.push_back(c);
        }
      }
      if (shared_ingredient.empty() && shared_classes.empty()) {
        continue;
      }
      const std::string name_a = a->name.empty() ? pa.display : a->name;
      const std::string name_b = b->name.empty() ? pb.display : b->name;
      item it;
      it.kind = schema::insight_kind::duplicate_therapy;
      it.evidence = {a->evidence, b->evidence};
      const bool local_and_systemic = is_local_route(pa.route) != is_local_route(pb.route);
      const bool only_antiplatelet = shared_ingredient.empty() && shared_classes.size() == 1 &&
                                     shared_classes.front() == "antiplatelet";
      it.level = (local_and_systemic || only_antiplatelet) ? severity::info : severity::warning;
      if (!shared_ingredient.empty()) {
        it.code = "DUPLICATE_INGREDIENT";
        it.title = "Duplicate " + shared_ingredient + ": " + name_a + " and " + name_b;
        it.detail = name_a + " and " + name_b + " both contain " + shared_ingredient +
                    "; check the total daily dose.";
      } else {
        std::string classes;
        for (std::size_t k = 0; k < shared_classes.size(); ++k) {
          classes += (k == 0 ? "" : ", ") + class_display(shared_classes[k]);
        }
        it.code = only_antiplatelet ? "DUAL_ANTIPLATELET" : "DUPLICATE_CLASS";
        it.title = only_antiplatelet ? "Dual antiplatelet therapy: " + name_a + " and " + name_b
                                     : "Two " + class_display(shared_classes.front()) + "s: " + name_a + " and " + name_b;
        it.detail = only_antiplatelet
                        ? name_a + " and " + name_b + " are both antiplatelets; confirm dual therapy is intended."
                        : name_a + " and " + name_b + " share a class (" + classes +
                              "); using both adds risk without adding benefit unless intended.";
      }
      if (local_and_systemic) {
        it.detail += " One is a local (topical) form, so the overlap is usually intended.";
      }
      out.push_back(std::move(it));
    }
  }
}

// --- follow-up and the foundation checklist ------------------------------------------

bool has_body(std::string_view text, const section& s) {
  if (s.body_start >= s.end || s.end > text.size()) {
    return false;
  }
  return !trim(text.substr(s.body_start, s.end - s.body_start)).empty();
}

std::optional<text::byte_span> section_body(const document& doc, std::string_view text, section_kind kind) {
  for (const auto& s : doc.sections) {
    if (s.kind == kind && has_body(text, s)) {
      std::size_t b = s.body_start;
      std::size_t e = s.end;
      while (b < e && (text[b] == ' ' || text[b] == '\n' || text[b] == '\t' || text[b] == '\r')) {
        ++b;
      }
      while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\n' || text[e - 1] == '\t' || text[e - 1] == '\r')) {
        --e;
      }
      return text::byte_span{b, e};
    }
  }
  return std::nullopt;
}

struct check {
  bool present = false;
  std::vector<text::byte_span> evidence;
};

std::vector<text::byte_span> vital_evidence(const clinical::vitals_block& b) {
  std::vector<text::byte_span> out;
  if (b.blood_pressure) {
    out.push_back(b.blood_pressure->evidence);
  }
  for (const auto* r : {&b.heart_rate, &b.respiratory_rate, &b.temperature, &b.spo2, &b.weight, &b.height, &b.bmi,
                        &b.blood_glucose}) {
    if (r->has_value()) {
      out.push_back((*r)->evidence);
    }
  }
  return out;
}

std::optional<text::byte_span> allergy_mention(std::string_view text) {
  static const RE2 re(R"((?i)\b(nkda|nka|no known (?:drug )?allerg\w*|allerg\w*)\b)");
  re2::StringPiece match;
  const re2::StringPiece input(text.data(), text.size());
  if (!re.ok() || !re.Match(input, 0, text.size(), RE2::UNANCHORED, &match, 1)) {
    return std::nullopt;
  }
  const auto begin = static_cast<std::size_t>(match.data() - text.data());
  return text::byte_span{begin, begin + match.size()};
}

// --- prior note -----------------------------------------------------------------------

struct prior_findings {
  std::vector<allergen> allergies;
  std::vector<std::pair<std::string, std::string>> conditions_not_mentioned;  ///< name, icd10
};

bool resolves_as_allergen(std::string_view phrase) {
  const auto lower = to_lower(phrase);
  for (const auto& alias : class_aliases) {
    if (lower == alias.word) {
      return true;
    }
  }
  const auto ref = terminology::default_terminology().lookup(lower);
  return ref && ref->kind == terminology::concept_kind::medicine;
}

// The longest leading run of at most three words of `phrase` that names a drug or class.
std::optional<std::string> leading_allergen(std::string_view phrase) {
  std::vector<std::string_view> words;
  std::size_t pos = 0;
  while (pos < phrase.size() && words.size() < 3) {
    while (pos < phrase.size() && phrase[pos] == ' ') {
      ++pos;
    }
    const auto end = phrase.find(' ', pos);
    const auto word = phrase.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (!word.empty()) {
      words.push_back(word);
    }
    if (end == std::string_view::npos) {
      break;
    }
    pos = end + 1;
  }
  for (std::size_t n = words.size(); n > 0; --n) {
    const auto begin = static_cast<std::size_t>(words.front().data() - phrase.data());
    const auto end = static_cast<std::size_t>(words[n - 1].data() - phrase.data()) + words[n - 1].size();
    const auto candidate = phrase.substr(begin, end - begin);
    if (resolves_as_allergen(candidate)) {
      return std::string(candidate);
    }
  }
  return std::nullopt;
}

prior_findings read_prior_note(std::string_view prior, const clinical_facts& facts,
                               const std::vector<allergen>& current_allergies) {
  prior_findings out;
  const clinical::context_document prior_ctx(prior);
  std::set<std::string> known;
  for (const auto& a : current_allergies) {
    known.insert(to_lower(a.substance));
  }
  auto add_allergen = [&out, &known, &prior_ctx](std::string_view phrase, std::size_t begin, std::size_t end) {
    for (const auto& part : split(phrase, " and ")) {
      for (const auto& piece : split(part, " or ")) {
        const auto found = leading_allergen(piece);
        if (!found || known.count(*found) != 0) {
          continue;
        }
        if (!affirmed(prior_ctx.assess(begin, end))) {
          continue;
        }
        known.insert(*found);
        auto a = allergen_of(*found, "", "", "");
        a.from_prior_note = true;
        out.allergies.push_back(std::move(a));
      }
    }
  };
  static const RE2 after_cue(
      R"((?i)\b(?:allergic to|allergy to|allergies to|allergy|allergies|allergic reaction to|reaction to)\s*[:\-]?\s*([a-z][a-z0-9 \-]{1,80}))");
  static const RE2 before_cue(R"((?i)\b([a-z][a-z\-]+(?: [a-z][a-z\-]+)?) (?:allergy|allergic))");
  const re2::StringPiece input(prior.data(), prior.size());
  for (const RE2* re : {&after_cue, &before_cue}) {
    if (!re->ok()) {
      continue;
    }
    re2::StringPiece m[2];
    std::size_t pos = 0;
    while (pos < prior.size() && re->Match(input, pos, prior.size(), RE2::UNANCHORED, m, 2)) {
      const auto begin = static_cast<std::size_t>(m[1].data() - prior.data());
      const auto end = begin + m[1].size();
      add_allergen(std::string_view(m[1].data(), m[1].size()), begin, end);
      const auto whole_end = static_cast<std::size_t>(m[0].data() - prior.data()) + m[0].size();
      pos = whole_end > pos ? whole_end : pos + 1;
    }
  }

  // Conditions of the prior note that the current text never names.
  const auto& term = terminology::default_terminology();
  std::set<std::uint32_t> mentioned_now;
  for (const auto& m : term.match(facts.text)) {
    if (m.kind == terminology::concept_kind::condition) {
      mentioned_now.insert(m.row);
    }
  }
  std::set<std::string> current_names;
  for (const auto& d : facts.diagnoses) {
    current_names.insert(to_lower(d.name));
  }
  std::set<std::uint32_t> listed;
  for (const auto& m : term.match(prior)) {
    if (m.kind != terminology::concept_kind::condition || mentioned_now.count(m.row) != 0 ||
        listed.count(m.row) != 0 || m.row >= term.conditions().size()) {
      continue;
    }
    const auto& row = term.conditions()[m.row];
    if (current_names.count(to_lower(row.name)) != 0 || !affirmed(prior_ctx.assess(m.begin, m.end))) {
      continue;
    }
    listed.insert(m.row);
    out.conditions_not_mentioned.emplace_back(std::string(row.name), std::string(row.icd10));
    if (out.conditions_not_mentioned.size() >= 10) {
      break;
    }
  }
  return out;
}

// --- output ---------------------------------------------------------------------------

json::array evidence_json(const std::vector<text::byte_span>& spans, const text::offset_map& offsets) {
  json::array out;
  for (const auto& s : spans) {
    json::object o;
    o["start"] = offsets.to_code_point(s.start);
    o["end"] = offsets.to_code_point(s.end);
    out.push_back(std::move(o));
  }
  return out;
}

json::object check_json(const check& c, const text::offset_map& offsets) {
  auto spans = c.evidence;
  std::sort(spans.begin(), spans.end(),
            [](const text::byte_span& a, const text::byte_span& b) { return a.start < b.start; });
  json::object o;
  o["present"] = c.present;
  o["evidence"] = evidence_json(spans, offsets);
  return o;
}

} // namespace

std::string_view vital_direction(std::string_view field, double value, double second) noexcept {
  if (field == "bloodPressure") {
    if (value >= 140 || second >= 90) {
      return "high";
    }
    if (value < 90 || second < 60) {
      return "low";
    }
    return "";
  }
  struct range {
    std::string_view field;
    double low;   ///< below is low
    double high;  ///< at or above is high
  };
  static constexpr std::array<range, 6> ranges{{
      {"heartRate", 60, 100.0001},  // > 100
      {"respiratoryRate", 12, 20.0001},
      {"temperature", 35, 38},
      {"spo2", 94, 1e9},
      {"bmi", 18.5, 25},
      {"bloodGlucose", 70, 126},
  }};
  for (const auto& r : ranges) {
    if (r.field == field) {
      if (value < r.low) {
        return "low";
      }
      if (value >= r.high) {
        return "high";
      }
      return "";
    }
  }
  return "";
}

json::object insights(const clinical_facts& facts, std::span<const schema::insight_kind> kinds,
                      std::string_view prior_note_summary) {
  std::array<bool, 6> wanted{};
  for (const auto k : kinds) {
    const auto i = static_cast<std::size_t>(k);
    if (i < wanted.size()) {
      wanted[i] = true;
    }
  }
  auto on = [&wanted](schema::insight_kind k) { return wanted[static_cast<std::size_t>(k)]; };

  const std::string_view text = facts.text;
  const text::offset_map offsets(text);
  std::optional<document> own_doc;
  const bool doc_usable = !facts.doc.sections.empty() && facts.doc.text.data() == text.data() &&
                          facts.doc.text.size() == text.size();
  if (!doc_usable) {
    own_doc = analyse(text);
  }
  const document& doc = doc_usable ? facts.doc : *own_doc;

  std::vector<std::pair<const clinical::medication_item*, drug_profile>> meds;
  for (const auto& m : facts.medications) {
    if (m.context == clinical::medication_context::current) {
      meds.emplace_back(&m, profile_of(m));
    }
  }
  std::vector<allergen> allergens;
  for (const auto& a : facts.allergies) {
    auto al = allergen_of(a.substance, a.drug_class, a.severity, a.reaction);
    al.evidence = a.evidence;
    allergens.push_back(std::move(al));
  }
  const bool has_prior = !trim(prior_note_summary).empty();
  std::optional<prior_findings> prior;
  if (has_prior) {
    prior = read_prior_note(prior_note_summary, facts, allergens);
  }

  std::vector<item> items;
  if (on(schema::insight_kind::abnormal_vitals)) {
    abnormal_vitals(facts, items);
  }
  if (on(schema::insight_kind::red_flags)) {
    const clinical::context_document ctx(text);
    red_flags(facts, ctx, items);
  }
  if (on(schema::insight_kind::drug_allergy)) {
    auto all = allergens;
    if (prior) {
      all.insert(all.end(), prior->allergies.begin(), prior->allergies.end());
    }
    drug_allergy(all, meds, items);
  }
  if (on(schema::insight_kind::duplicate_therapy)) {
    duplicate_therapy(meds, items);
  }
  if (on(schema::insight_kind::missing_follow_up) && !facts.follow_up && (!meds.empty() || !facts.diagnoses.empty())) {
    item it;
    it.kind = schema::insight_kind::missing_follow_up;
    it.code = "NO_FOLLOW_UP";
    it.level = severity::warning;
    it.title = "No follow-up instruction";
    it.detail = std::string(meds.empty() ? "A diagnosis is" : "Medicines are") +
                " recorded but no follow-up or review is; add when to return and what to watch for.";
    for (const auto& d : facts.diagnoses) {
      if (it.evidence.size() < 5) {
        it.evidence.push_back(d.evidence);
      }
    }
    for (const auto& [m, p] : meds) {
      if (it.evidence.size() < 5) {
        it.evidence.push_back(m->evidence);
      }
    }
    items.push_back(std::move(it));
  }

  json::value checklist = nullptr;
  if (on(schema::insight_kind::clinical_foundation)) {
    check complaint;
    if (const auto cc = section_body(doc, text, section_kind::chief_complaint)) {
      complaint.present = true;
      complaint.evidence.push_back(*cc);
    }
    for (const auto& s : facts.symptoms) {
      complaint.present = true;
      if (const auto at = find_word_ci(text, s); at && complaint.evidence.size() < 3) {
        complaint.evidence.push_back(*at);
      }
    }
    check vitals;
    vitals.evidence = vital_evidence(facts.vitals.block);
    vitals.present = !facts.vitals.block.empty();
    check assessment;
    for (const auto& d : facts.diagnoses) {
      assessment.present = true;
      assessment.evidence.push_back(d.evidence);
    }
    if (const auto a = section_body(doc, text, section_kind::assessment); a && !assessment.present) {
      assessment.present = true;
      assessment.evidence.push_back(*a);
    }
    check plan;
    for (const auto& [m, p] : meds) {
      plan.present = true;
      plan.evidence.push_back(m->evidence);
    }
    for (const auto& i : facts.investigations) {
      if (i.status != "resulted") {
        plan.present = true;
        plan.evidence.push_back(i.evidence);
      }
    }
    if (facts.follow_up) {
      plan.present = true;
      plan.evidence.push_back(facts.follow_up->evidence);
    }
    if (const auto p = section_body(doc, text, section_kind::plan); p && !plan.present) {
      plan.present = true;
      plan.evidence.push_back(*p);
    }
    check allergies;
    for (const auto& a : facts.allergies) {
      allergies.present = true;
      allergies.evidence.push_back(a.evidence);
    }
    if (allergies.evidence.empty()) {
      if (const auto mention = allergy_mention(text)) {
        allergies.present = true;
        allergies.evidence.push_back(*mention);
      }
    }
    allergies.present = allergies.present || facts.no_known_allergies;

    json::object list;
    list["chiefComplaint"] = check_json(complaint, offsets);
    list["vitals"] = check_json(vitals, offsets);
    list["assessment"] = check_json(assessment, offsets);
    list["plan"] = check_json(plan, offsets);
    list["allergies"] = check_json(allergies, offsets);
    checklist = std::move(list);

    struct missing {
      bool absent;
      std::string_view code;
      severity level;
      std::string_view title;
      std::string_view detail;
    };
    const std::array<missing, 5> missing_items{{
        {!complaint.present, "MISSING_CHIEF_COMPLAINT", severity::info, "No chief complaint",
         "The note does not state why the patient came."},
        {!vitals.present, "MISSING_VITALS", severity::info, "No vitals recorded",
         "No vital sign is recorded in the note."},
        {!assessment.present, "MISSING_ASSESSMENT", severity::info, "No assessment",
         "The note has no diagnosis or assessment."},
        {!plan.present, "MISSING_PLAN", severity::info, "No plan", "The note has no medicines, tests or follow-up."},
        {!allergies.present, "MISSING_ALLERGY_STATUS", meds.empty() ? severity::info : severity::warning,
         "Allergy status not recorded",
         "The note does not record allergies or their absence; ask before prescribing."},
    }};
    for (const auto& m : missing_items) {
      if (!m.absent) {
        continue;
      }
      item it;
      it.kind = schema::insight_kind::clinical_foundation;
      it.code = std::string(m.code);
      it.level = m.level;
      it.title = std::string(m.title);
      it.detail = std::string(m.detail);
      items.push_back(std::move(it));
    }
    if (prior) {
      for (const auto& [name, icd10] : prior->conditions_not_mentioned) {
        item it;
        it.kind = schema::insight_kind::clinical_foundation;
        it.code = "PRIOR_CONDITION_NOT_ADDRESSED";
        it.level = severity::info;
        it.title = "Not addressed: " + name;
        it.detail = "The prior note records " + name + "; this consult does not mention it.";
        items.push_back(std::move(it));
      }
    }
  }

  std::stable_sort(items.begin(), items.end(), [](const item& a, const item& b) {
    if (a.level != b.level) {
      return a.level < b.level;
    }
    const auto first = [](const item& i) {
      return i.evidence.empty() ? std::numeric_limits<std::size_t>::max() : i.evidence.front().start;
    };
    return first(a) < first(b);
  });

  json::object out;
  json::array list;
  std::array<std::int64_t, 3> counts{};
  for (const auto& it : items) {
    json::object o;
    o["kind"] = schema::kind_name(it.kind);
    o["code"] = it.code;
    o["severity"] = severity_name(it.level);
    o["title"] = it.title;
    o["detail"] = it.detail;
    o["evidence"] = evidence_json(it.evidence, offsets);
    ++counts[static_cast<std::size_t>(it.level)];
    list.push_back(std::move(o));
  }
  out["items"] = std::move(list);
  out["counts"] = json::object{{"critical", counts[0]}, {"warning", counts[1]}, {"info", counts[2]}};
  out["checklist"] = std::move(checklist);
  if (prior) {
    json::object p;
    json::array allergies;
    for (const auto& a : prior->allergies) {
      allergies.emplace_back(a.substance);
    }
    json::array conditions;
    for (const auto& [name, icd10] : prior->conditions_not_mentioned) {
      conditions.push_back(json::object{{"name", name}, {"icd10", icd10}});
    }
    p["allergies"] = std::move(allergies);
    p["conditionsNotMentioned"] = std::move(conditions);
    out["priorNote"] = std::move(p);
  } else {
    out["priorNote"] = nullptr;
  }
  return out;
}

} // namespace cxs::domain::extraction
