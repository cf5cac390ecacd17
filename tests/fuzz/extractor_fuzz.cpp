// libFuzzer target for the extraction engine (domain/extraction/engine). Any byte string
// must extract without crashing or hanging, against a schema with every field type and
// all five medical primitives and with each prior switched by the first input byte; every
// evidence offset (items, vitals, warnings) must satisfy start <= end <= the input's
// length in code points, and the byte spans of collect_facts must lie inside the input.
// Any violation aborts, which libFuzzer reports as a crash.
//
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I. tests/fuzz/extractor_fuzz.cpp
//     build/<dir>/domain/libcxs_domain.a -lboost_json -lre2 -o extractor_fuzz   (one command)

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include <boost/json.hpp>

#include "domain/extraction/engine.hpp"
#include "domain/schema/schema.hpp"

namespace {

namespace ex = cxs::domain::extraction;

// Code points by the documented rule, counted independently of the library: every byte
// that is not a UTF-8 continuation byte starts one.
std::size_t code_points(std::string_view text) {
  std::size_t count = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++count;
    }
  }
  return count;
}

void check(bool condition) {
  if (!condition) {
    std::abort();
  }
}

const cxs::domain::schema::extraction_schema& fuzz_schema() {
  static const auto schema = [] {
    const auto doc = boost::json::parse(R"j({"sections":[{"id":"all","title":"All","fields":[
      {"key":"vitals","label":"Vitals","type":"vitals-block"},
      {"key":"meds","label":"Current medications","type":"medication-list"},
      {"key":"rx","label":"Prescribed medications","type":"medication-list"},
      {"key":"dx","label":"Diagnoses","type":"diagnosis-list"},
      {"key":"symptoms","label":"Problems and symptoms","type":"diagnosis-list"},
      {"key":"allergies","label":"Allergies","type":"allergy-list"},
      {"key":"inv","label":"Investigations","type":"investigation-list"},
      {"key":"complaint","label":"Chief complaint","type":"text","hints":["c/o"]},
      {"key":"history","label":"History","type":"text"},
      {"key":"duration","label":"Duration","type":"string","hints":["since"]},
      {"key":"age","label":"Age","type":"integer"},
      {"key":"weight","label":"Weight","type":"number","hints":["weight"]},
      {"key":"pregnant","label":"Pregnant","type":"boolean"},
      {"key":"admitted","label":"Date of admission","type":"date","hints":["admitted on"]},
      {"key":"smoking","label":"Smoking status","type":"enum","enum":["never","former","current"]},
      {"key":"pmh","label":"Past medical history","type":"string-list"},
      {"key":"advice","label":"Advice","type":"string-list","hints":["avoid"]},
      {"key":"routes","label":"Routes","type":"string-list","items":{"type":"enum","enum":["oral","iv"]}},
      {"key":"followUp","label":"Follow-up","type":"object","fields":[
        {"key":"days","label":"Review after (days)","type":"integer","hints":["review after"]}]}]}]})j");
    std::vector<cxs::domain::schema::problem> problems;
    auto parsed = cxs::domain::schema::parse_schema(doc, "schema", problems);
    check(parsed.has_value());
    return *parsed;
  }();
  return schema;
}

void check_evidence(const boost::json::value& v, std::size_t length) {
  if (v.is_array()) {
    for (const auto& item : v.as_array()) {
      check_evidence(item, length);
    }
    return;
  }
  if (!v.is_object()) {
    return;
  }
  for (const auto& [key, member] : v.as_object()) {
    if (key == "evidence") {
      const auto& ev = member.as_object();
      const auto start = ev.at("start").to_number<std::uint64_t>();
      const auto end = ev.at("end").to_number<std::uint64_t>();
      check(start <= end);
      check(end <= length);
    } else {
      check_evidence(member, length);
    }
  }
}

void check_span(cxs::domain::text::byte_span span, std::size_t size) {
  check(span.start <= span.end);
  check(span.end <= size);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) {
    return 0;
  }
  // The first byte switches the priors; the rest is the text.
  ex::extraction_options options;
  options.vital_range_sanity = (data[0] & 1U) != 0;
  options.negation = (data[0] & 2U) != 0;
  options.code_mix = (data[0] & 4U) != 0;
  options.narrative_bullets = (data[0] & 8U) != 0;
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::size_t length = code_points(input);

  const auto result = ex::extract(input, fuzz_schema(), options);
  for (const auto& section : fuzz_schema().sections) {
    for (const auto& field : section.fields) {
      check(result.data.contains(field.key));
    }
  }
  check_evidence(result.data, length);
  for (const auto& w : result.warnings) {
    check(w.start <= w.end);
    check(w.end <= length);
  }
  check_evidence(ex::to_json(result.warnings), length);

  const auto facts = ex::collect_facts(input, options);
  for (const auto& d : facts.diagnoses) {
    check_span(d.evidence, input.size());
  }
  for (const auto& m : facts.medications) {
    check_span(m.evidence, input.size());
  }
  for (const auto& a : facts.allergies) {
    check_span(a.evidence, input.size());
  }
  for (const auto& i : facts.investigations) {
    check_span(i.evidence, input.size());
  }
  if (facts.follow_up) {
    check_span(facts.follow_up->evidence, input.size());
  }
  return 0;
}
