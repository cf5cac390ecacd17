#pragma once
// Whether a listed diagnosis's name is well formed, checked by its terminology row rather than
// by a list of words that must not be there (issue 18, review nm1). Integration engineers store
// the name in FHIR `Condition.code.text`: a word of the sentence kept in it ("Pick up permanent
// hearing loss", "Up atrial fibrillation", "Left fatigue") is a visible defect.
//
// The name builder (domain/extraction/diagnoses.cpp rule 5, diagnosis_names.cpp) writes the
// row's display name or the term said (a name, synonym or abbreviation of the row), with the
// modifiers said before it, an "of the <site>" after it and a side. So a name is well formed
// when each of its words is
//   - a word of a row with the item's ICD-10 code (its name, synonyms, and the English text of
//     the code-mix phrases that resolve to it), or
//   - a word of a modifier class the builder may add: side, site, severity, acuity, chronicity
//     and course, stage, grade and type (numbers and numerals), germ, control, kind and the
//     connectives of "of the <site>"; or a site code in capitals ("RUL", "ACL").
// Anything else is reported with the word. The classes are closed lists kept here, apart from
// the engine's own word lists, so that the check does not repeat what it checks.
// Shared by the corpus tests (context_corpus_test.cpp, diagnosis_corpus_test.cpp) and the
// aci-dev evaluation (bench/aci_eval.cpp), as bench/diagnosis_match.hpp is.

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/terminology/terminology.hpp"

namespace cxs::bench {

namespace name_check_detail {

// The words of `s`: letters and digits, lower-cased unless `keep_case`, a crude singular (a
// final "s" dropped after four letters, not "ss") and British spellings as American.
inline std::vector<std::string> name_words(std::string_view s, bool keep_case = false) {
  std::vector<std::string> out;
  std::string w;
  const auto flush = [&out, &w] {
    if (!w.empty()) {
      out.push_back(w);
      w.clear();
    }
  };
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (std::isalnum(u) != 0 || u >= 0x80) {
      w.push_back(keep_case ? ch : static_cast<char>(std::tolower(u)));
    } else if (ch != '\'') {  // "pick's" is "picks"
      flush();
    }
  }
  flush();
  return out;
}

inline std::string normal(std::string w) {
  std::transform(w.begin(), w.end(), w.begin(), [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  if (w.size() > 3 && w.back() == 's' && w[w.size() - 2] != 's') {
    w.pop_back();
  }
  for (const auto& [from, to] : {std::pair<std::string_view, std::string_view>{"ae", "e"}, {"oe", "e"}}) {
    for (auto at = w.find(from); at != std::string::npos; at = w.find(from, at)) {
      w.replace(at, from.size(), to);
    }
  }
  return w;
}

// The modifier classes the name builder may add to a row's words.
inline const std::set<std::string>& modifier_words() {
  static const std::set<std::string> words = [] {
    std::set<std::string> out;
    for (const char* w : {
             // side
             "left", "right", "bilateral", "both", "unilateral", "sided", "side",
             // site: position and the "of the <site>" connectives
             "of", "the", "upper", "lower", "anterior", "posterior", "medial", "lateral", "proximal",
             "distal", "inferior", "superior", "mid", "middle", "central", "peripheral", "deep", "superficial",
             "internal", "external", "outer", "inner", "base", "apex", "apical", "basal", "wall", "lobe", "tip",
             "front", "rear", "dorsal", "ventral", "plantar", "palmar", "frontal", "temporal", "occipital",
             "parietal", "axial", "radial", "ulnar", "cervical", "thoracic", "lumbar", "sacral", "pelvic",
             "abdominal", "rectal", "vaginal", "oral", "nasal", "facial", "cardiac", "renal", "hepatic",
             "pulmonary", "cerebral", "spinal", "ocular", "dental", "skin", "soft", "tissue", "cuff", "ligament",
             "tendon", "muscle", "joint", "bone", "nerve", "root", "disc", "disk", "vertebra", "meniscu",
             "cartilage", "capsule", "bursa",
             // site: a digit or bone counted ("of the second metatarsal"; dx40)
             "first", "second", "third", "fourth", "fifth", "mtp", "mcp",
             // site: body parts
             "head", "scalp", "face", "forehead", "eye", "eyelid", "ear", "nose", "mouth", "lip", "tongue", "tooth",
             "teeth", "gum", "jaw", "throat", "neck", "shoulder", "arm", "elbow", "forearm", "wrist", "hand",
             "finger", "thumb", "index", "ring", "pinky", "chest", "breast", "rib", "back", "spine",
             "abdomen", "belly", "stomach", "flank", "groin", "hip", "buttock", "thigh", "leg", "knee", "calf",
             "shin", "ankle", "foot", "feet", "heel", "toe", "big", "great", "sole", "lung", "heart", "liver",
             "kidney", "bladder", "bowel", "colon", "ovary", "uterus", "testicle", "prostate", "thyroid", "brain",
             "sinus", "tonsil", "gland", "vein", "artery", "valve", "atrium", "ventricle", "aorta", "femur",
             "tibia", "fibula", "humerus", "radiu", "ulna", "clavicle", "scaphoid", "patella", "pelvi",
             "achille", "rotator", "acl", "mcl", "lcl", "pcl", "rul", "rml", "rll", "lul", "lll",
             // severity
             "mild", "moderate", "severe", "significant", "marked", "minor", "major", "slight", "extensive",
             "massive", "large", "mildly", "moderately", "severely", "profound", "critical", "borderline",
             "worse", "high", "low", "grade",
             // acuity, chronicity and course
             "acute", "subacute", "hyperacute", "chronic", "recurrent", "persistent", "intermittent",
             "episodic", "frequent", "occasional", "paroxysmal", "constant",
             "nocturnal", "daily", "early", "late", "transient", "sudden", "recent", "newly", "long", "progressive", "stable", "unstable", "active", "inactive", "refractory",
             "resistant", "exacerbation", "flare", "initial", "established",
             // stage, grade, type, class
             "stage", "type", "class", "degree", "i", "ii", "iii", "iv", "v", "b", "c", 
             // germ and cause kinds
             "bacterial", "viral", "fungal", "allergic", "infectiou", "infective", "traumatic", "postoperative",
             "post", "pre", "non", "mechanical", "musculoskeletal", "seasonal", "exertional", "positional",
             "postural", "tension", "stress", "drug", 
             // kind, quality and cause (the descriptive classes a note's heading carries:
             // "barky cough", "dense nuclear cataract", "fast atrial fibrillation", "venous
             // eczema", "basal cell carcinoma", "high-altitude pulmonary oedema")
             "barky", "dense", "nuclear", "exudative", "fast", "florid", "itchy", "lacunar", "mature", "metastatic",
             "passive", "premature", "rapid", "smooth", "firm", "mobile", "stasis", "venous", "cell", "basal",
             "squamous", "spontaneous", "familial", "fragility", "functional", "microscopic", "gross",
             "nonalcoholic", "background", "level", "night", "altitude", "needle", "stick", "rusty", "nail",
             "infant", "infantile", "childhood", "neonatal", "hilar", "genital", "zone", "tibial", "palm",
             "greater", "lesser", "trochanteric", "quad", "quadriceps", "phalanx", "phalange", "extremity", "limb",
             "digit", "metatarsal", "metacarpal", "carpal", "tarsal", "cruciate", "collateral", "lisfranc",
             "muscular", "invasive", "ductal", "lobular", "binge",
             // a stone's composition ("calcium oxalate kidney stone", "uric acid stones")
             "calcium", "oxalate", "uric", "urate", "struvite", "cystine", "phosphate", "acid",
             // state and control
             "uncontrolled", "controlled", "poorly", "well", "suboptimally", "inadequately", "badly", "elevated",
             "enlarged", "infected", "fractured", "sprained", "reduced", "stenosing", "primary", "essential", "benign", "malignant", "simple", "complex", "partial",
             "complete", "total", "focal", "diffuse", "generalised", "localised",
             "multiple", "single", "nonspecific", "specific", "atypical", "idiopathic", "obstructive", "comminuted", "hairline",
             "stress", "tear", "strain", "sprain", "symptomatic", "asymptomatic",
             "sensorineural", "conductive", "permanent", "temporary", "gestational", "juvenile", "adult",}) {
      out.insert(normal(w));
    }
    return out;
  }();
  return words;
}

// ICD-10 code → the words of every row with that code, and of the code-mix phrases' English
// text that resolves to one of them.
inline const std::map<std::string, std::set<std::string>, std::less<>>& row_words() {
  namespace term = cxs::domain::terminology;
  static const auto index = [] {
    std::map<std::string, std::set<std::string>, std::less<>> out;
    const auto& t = term::default_terminology();
    const auto add = [&out](std::string_view code, std::string_view text) {
      auto& words = out[std::string(code)];
      for (auto& w : name_words(text)) {
        words.insert(normal(std::move(w)));
      }
    };
    const auto& rows = t.conditions();
    for (const auto& r : rows) {
      add(r.icd10, r.name);
      for (const auto s : r.synonyms) {
        add(r.icd10, s);
      }
    }
    for (const auto& c : t.codemix_rows()) {
      if (c.target && c.target->kind == term::concept_kind::condition && c.target->row < rows.size()) {
        add(rows[c.target->row].icd10, c.english);
      }
    }
    return out;
  }();
  return index;
}

}  // namespace name_check_detail

/// Why a listed diagnosis item's "name" is malformed ("'up' is neither a word of row I48 nor a
/// modifier"), or "" when it is well formed. An item without an ICD-10 code has no row: each
/// of its words must then be a modifier.
inline std::string malformed_diagnosis_name(const boost::json::object& item) {
  namespace d = name_check_detail;
  const auto* name = item.if_contains("name");
  if (name == nullptr || !name->is_string()) {
    return "no name";
  }
  std::string code;
  if (const auto* c = item.if_contains("icd10"); c != nullptr && c->is_string()) {
    code = std::string(c->as_string());
  }
  const auto& index = d::row_words();
  // After "of", a cause named by another row may follow ("Anaemia of chronic kidney disease").
  static const std::set<std::string> condition_words = [] {
    std::set<std::string> out;
    const auto& t = cxs::domain::terminology::default_terminology();
    for (std::size_t r = 0; r < t.curated_conditions(); ++r) {
      for (auto& w : d::name_words(t.conditions()[r].name)) {
        out.insert(d::normal(std::move(w)));
      }
      for (const auto syn : t.conditions()[r].synonyms) {
        for (auto& w : d::name_words(syn)) {
          out.insert(d::normal(std::move(w)));
        }
      }
    }
    return out;
  }();
  bool after_of = false;
  const auto row = index.find(code);
  const std::string_view said = name->as_string();
  bool first = true;
  for (const auto& raw : d::name_words(said, true)) {
    // A site code in capitals ("RUL", "ACL"): lower_but_site_codes keeps it as said.
    const bool site_code = raw.size() >= 2 && raw.size() <= 3 &&
                           std::all_of(raw.begin(), raw.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    const auto w = d::normal(raw);
    const bool number = std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
    const bool of_row = row != index.end() && row->second.count(w) != 0;
    // "of the <site>" follows a name: its connectives never open one ("The asthma").
    const bool connective = w == "of" || w == "the";
    // The sentence's owner of a site ("of your left leg") is never a name's.
    const bool owner = w == "your" || w == "my" || w == "his" || w == "her" || w == "their" || w == "our";
    if (site_code || number || of_row || (after_of && !owner && condition_words.count(w) != 0) ||
        (d::modifier_words().count(w) != 0 && !(first && connective))) {
      after_of = after_of || (w == "of" && !first);
      first = false;
      continue;
    }
    return "'" + w + "' is neither a word of row " + (code.empty() ? std::string("(none)") : code) + " nor a modifier";
  }
  return "";
}

}  // namespace cxs::bench
