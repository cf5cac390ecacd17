// Latency of the embedded extraction engine: one ~1,500-word OPD consult (dialogue with a
// dictated summary, as speech-to-text gives it) against a 20-field schema that uses every
// field type and all five medical primitives. Each repetition is ONE extraction, so the
// p50/p99 statistics are per-extraction latencies, not means. Also the one-off start-up
// cost of the embedded tables (terminology parse + medicine lexicon).
//
//   build/bench/bench/extract_bench --benchmark_filter=Extract
//
// Target: p50 <= 1 ms, p99 <= 3 ms on one core. Before the benchmarks it prints the cold
// start: the first extraction (and first redaction) of the process, which builds every
// lazily compiled table (terminology, medicine lexicon, ConText triggers, vitals and cue
// matchers, PHI patterns), and how much resident memory that added (targets: <= 500 ms,
// <= 64 MB).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "domain/clinical/medications.hpp"
#include "domain/extraction/engine.hpp"
#include "domain/extraction/schema_plan.hpp"
#include "domain/phi/redactor.hpp"
#include "domain/schema/schema.hpp"
#include "domain/terminology/terminology.hpp"
#include "domain/text/json_write.hpp"

namespace ex = cxs::domain::extraction;

namespace {

// Six distinct passages (~250 words each) of a consult; numbers vary per passage so no
// two are identical.
std::string consult() {
  const char* passages[] = {
      "[doctor] good morning , please sit down . what brings you in today ?\n"
      "[patient] doctor , i have had fever for the last four days , with chills at night and a dry cough . my "
      "whole body aches and i have a headache behind my eyes .\n"
      "[doctor] any vomiting , loose motions , rash or bleeding from the gums ?\n"
      "[patient] no vomiting , no rash . i had loose motions once yesterday .\n"
      "[doctor] okay . any breathlessness or chest pain ?\n[patient] no , nothing like that .\n"
      "[doctor] are you taking any medicines right now ?\n"
      "[patient] i take metformin 500 mg twice a day for sugar and telma 40 once daily for bp . i took dolo 650 "
      "three times yesterday for the fever .\n"
      "[doctor] any allergies to medicines ?\n[patient] yes , i am allergic to sulfa drugs , i get a rash .\n"
      "[doctor] do you smoke or drink ?\n[patient] i quit smoking five years ago . i drink occasionally on "
      "weekends .\n",
      "[doctor] anyone else at home with fever ?\n[patient] my son had dengue last month , he is fine now .\n"
      "[doctor] okay . how long have you had diabetes ?\n"
      "[patient] about eight years . my last hba1c was 7.8 three months back .\n"
      "[doctor] and the blood pressure ?\n[patient] it is usually one thirty over eighty five at home .\n"
      "[doctor] any history of asthma , tuberculosis or heart disease ?\n"
      "[patient] no asthma . my father had a heart attack at sixty .\n"
      "[doctor] any surgeries before ?\n[patient] appendix operation in 2012 .\n"
      "[doctor] okay , let me examine you now . please lie down .\n"
      "[doctor] your temperature is 101.2 f , pulse is 104 per minute , blood pressure is 136 by 88 , "
      "respiratory rate 20 , spo2 96 % on room air . weight 72 kg , height 168 cm .\n"
      "[doctor] there is no pallor , no icterus , no lymph nodes . throat is slightly congested . chest is "
      "clear , heart sounds are normal , abdomen is soft and non tender , no liver or spleen enlargement .\n",
      "[patient] doctor , is it dengue ? i am worried because of my son .\n"
      "[doctor] it could be a viral fever , but with your son's history we must rule out dengue and also "
      "malaria . your platelet count will tell us a lot .\n"
      "[patient] what tests do i need ?\n"
      "[doctor] we will do a complete blood count , dengue ns1 antigen , malaria antigen test , and a urine "
      "routine . i also want your kidney function and liver function tests because you are diabetic . we'll "
      "check a random blood sugar today too .\n"
      "[patient] okay . should i continue my sugar tablets ?\n"
      "[doctor] yes , continue metformin 500 mg twice daily after food , and continue telma 40 once daily . "
      "if you are not eating well , take only half the metformin and check your sugar at home .\n"
      "[patient] and for the fever ?\n"
      "[doctor] take paracetamol 650 mg three times a day for three days , only if temperature is above 100 . "
      "do not take ibuprofen or any painkiller like that , it can cause bleeding if this is dengue .\n",
      "[patient] can i take something for the cough ?\n"
      "[doctor] take cetirizine 10 mg at night for five days , and warm saline gargles . drink plenty of "
      "fluids , at least three litres a day , coconut water , ors . avoid oily and spicy food .\n"
      "[patient] should i go to office ?\n[doctor] no , take rest for at least five days .\n"
      "[patient] when should i come back ?\n"
      "[doctor] review after two days with the reports . come immediately if you have bleeding from gums , "
      "black stools , severe abdominal pain , persistent vomiting , or you feel very drowsy .\n"
      "[patient] okay doctor , thank you . one more thing , my mother has thyroid problems , should i get tested ?\n"
      "[doctor] you have no symptoms of thyroid disease , but since you are diabetic we can add a tsh with the "
      "next set of tests . it is a simple blood test .\n"
      "[patient] and my knees hurt when i climb stairs , especially the right knee . is that also the fever ?\n"
      "[doctor] the body ache is from the fever , but knee pain on stairs for months sounds like early "
      "osteoarthritis of the knee . once the fever settles we can get an x-ray of the right knee and start "
      "physiotherapy . for now , do not take any painkillers other than paracetamol .\n"
      "[patient] my wife says i snore a lot and i feel sleepy in the afternoon .\n"
      "[doctor] that could be sleep apnea , especially with your weight . we will discuss a sleep study at "
      "the next visit . try to sleep on your side and avoid alcohol at night .\n"
      "[patient] i also get burning in the chest after meals sometimes .\n"
      "[doctor] that sounds like acid reflux . avoid late dinners and spicy food . if it continues , we can "
      "start pantoprazole 40 mg before breakfast for two weeks . you do not need an endoscopy now .\n"
      "[patient] thank you doctor . what about my eyes , i have not had them checked for two years .\n"
      "[doctor] with diabetes you should have a yearly eye check , a fundus examination . i will refer you to "
      "the ophthalmologist after this illness . also your feet , check them daily for cuts or blisters .\n"
      "[doctor] also , your sugar control is not great . your hba1c was 7.8 , we will repeat it after three "
      "months . i am advising a diabetic diet and a walk of thirty minutes daily once the fever settles .\n"
      "[patient] yes , i will try .\n"
      "[doctor] your blood pressure is slightly high today , it may be because of the fever . we will recheck "
      "it at the next visit .\n",
      "[doctor] let me summarise for you . you most likely have a viral fever , and we are testing for dengue "
      "and malaria because your son had dengue . your sugar and blood pressure are a little high today , which "
      "the fever can do . keep drinking fluids , take paracetamol only when the temperature is above 100 , and "
      "check your sugar twice a day . if the platelet count is low we may need to see you every day for a few "
      "days , and if you feel dizzy , have bleeding , or cannot keep fluids down , you must come to the "
      "emergency straight away . your wife can call the clinic number any time .\n"
      "[patient] okay doctor . can i eat normally ?\n"
      "[doctor] eat light home food , khichdi , dal , curd rice , fruits like papaya and pomegranate . no "
      "fried food , no sweets , no cold drinks . once you recover , we will plan a proper diet for the "
      "diabetes and start the walking . we will also repeat the hba1c in three months and do a lipid profile "
      "then .\n"
      "[patient] thank you , doctor .\n"
      "Chief complaint: fever with chills for 4 days, dry cough, myalgia, retro-orbital headache.\n"
      "History: 52-year-old man, known case of type 2 diabetes mellitus for 8 years and hypertension on "
      "telmisartan. Son had dengue last month. No bleeding, no rash. One episode of loose stools. Ex-smoker, "
      "occasional alcohol.\n"
      "Allergies: sulfa drugs (rash).\n"
      "Examination: Temp 101.2 F, pulse 104/min, BP 136/88 mmHg, RR 20/min, SpO2 96% on room air, weight 72 "
      "kg, height 168 cm. No pallor, icterus or lymphadenopathy. Throat congested. Chest clear. CVS: S1 S2 "
      "normal. P/A soft, non-tender, no organomegaly.\n",
      "Impression: Acute febrile illness, likely viral fever; r/o dengue; r/o malaria. Type 2 diabetes "
      "mellitus, suboptimally controlled. Hypertension.\n"
      "Plan: CBC with platelet count, dengue NS1, malaria antigen, urine routine, RFT, LFT, RBS today.\n"
      "Rx: Tab paracetamol 650 mg TDS x 3 days (SOS above 100 F). Tab cetirizine 10 mg HS x 5 days. Continue "
      "tab metformin 500 mg BD after food and tab telmisartan 40 mg OD. Avoid NSAIDs.\n"
      "Advice: oral fluids 3 L/day, ORS, rest for 5 days, diabetic diet. Avoid alcohol and late dinners. Side "
      "sleeping. Daily foot inspection. Walk 30 minutes daily after recovery.\n"
      "Other problems: right knee pain on climbing stairs for 6 months, likely early osteoarthritis of knee: X-ray "
      "right knee after recovery, physiotherapy. Snoring with daytime sleepiness, possible obstructive sleep "
      "apnoea: sleep study to be discussed. Post-prandial heartburn, likely GERD: lifestyle advice, tab "
      "pantoprazole 40 mg OD before breakfast x 2 weeks if persists. Diabetic eye screening: refer to "
      "ophthalmology for fundus examination. TSH with next tests.\n"
      "Counselling: explained warning signs of dengue, importance of hydration, glucose monitoring at home twice "
      "daily while unwell, and half dose metformin if not eating. Patient and wife understood and agreed.\n"
      "Follow up: review after 2 days with reports; come immediately if bleeding, black stools, severe "
      "abdominal pain, persistent vomiting or drowsiness. Date of visit: 14/03/2024.\n",
  };
  std::string text;
  for (const auto* p : passages) {
    text += p;
  }
  return text;
}

cxs::domain::schema::extraction_schema schema_20() {
  const auto doc = boost::json::parse(R"j({"sections":[
   {"id":"visit","title":"Visit","fields":[
    {"key":"visitDate","label":"Date of visit","type":"date","hints":["date of visit"]},
    {"key":"age","label":"Age","type":"integer"},
    {"key":"chiefComplaint","label":"Chief complaint","type":"text","hints":["complaining of","c/o"]},
    {"key":"complaintDuration","label":"Duration","type":"string","hints":["for the last","since"]},
    {"key":"historyOfPresentIllness","label":"History of present illness","type":"text"},
    {"key":"associatedSymptoms","label":"Associated symptoms","type":"string-list"},
    {"key":"pastMedicalHistory","label":"Past medical history","type":"string-list","hints":["known case of","history of"]},
    {"key":"smokingStatus","label":"Smoking status","type":"enum","enum":["never","former","current","unknown"],"hints":["smoke","smoker"]},
    {"key":"alcoholUse","label":"Alcohol use","type":"enum","enum":["none","occasional","regular","unknown"],"hints":["alcohol","drink"]},
    {"key":"pregnant","label":"Pregnant","type":"boolean","hints":["pregnant"]}]},
   {"id":"exam","title":"Examination","fields":[
    {"key":"vitals","label":"Vitals","type":"vitals-block"},
    {"key":"weightKg","label":"Weight (kg)","type":"number","hints":["weight"]},
    {"key":"generalExamination","label":"General examination","type":"text","hints":["pallor","icterus"]}]},
   {"id":"assessment","title":"Assessment","fields":[
    {"key":"diagnoses","label":"Diagnoses","type":"diagnosis-list"},
    {"key":"allergies","label":"Allergies","type":"allergy-list"},
    {"key":"currentMedications","label":"Current medications","type":"medication-list","description":"Medicines already taken."},
    {"key":"medications","label":"Prescribed medications","type":"medication-list"},
    {"key":"investigations","label":"Investigations","type":"investigation-list"}]},
   {"id":"plan","title":"Plan","fields":[
    {"key":"advice","label":"Advice","type":"string-list","hints":["advised","avoid","drink plenty"]},
    {"key":"followUp","label":"Follow-up","type":"object","fields":[
     {"key":"followUpInDays","label":"Review after (days)","type":"integer","hints":["review after"]},
     {"key":"returnPrecautions","label":"Return earlier if","type":"string-list","hints":["come immediately if"]}]}]}]})j");
  std::vector<cxs::domain::schema::problem> problems;
  return *cxs::domain::schema::parse_schema(doc, "schema", problems);
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  if (v.empty()) {
    return 0;
  }
  const auto idx = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(idx, v.size() - 1)];
}

// As the service runs it: the schema's field plan made once (a published snapshot's).
void BM_Extract(benchmark::State& state) {
  static const auto text = consult();
  static const auto schema = schema_20();
  static const ex::schema_plan plan(schema);
  (void)ex::extract(text, schema, {}, &plan);  // tables built outside the timing
  for (auto _ : state) {
    auto result = ex::extract(text, schema, {}, &plan);
    benchmark::DoNotOptimize(result);
  }
  state.counters["words"] = static_cast<double>(std::count(text.begin(), text.end(), ' ') + 1);
  state.counters["bytes"] = static_cast<double>(text.size());
}
// One extraction per repetition: the statistics below are per-extraction latencies.
BENCHMARK(BM_Extract)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(1)
    ->Repetitions(1000)
    ->ReportAggregatesOnly(true)
    ->ComputeStatistics("p50", [](const std::vector<double>& v) { return percentile(v, 0.50); })
    ->ComputeStatistics("p99", [](const std::vector<double>& v) { return percentile(v, 0.99); })
    ->ComputeStatistics("max", [](const std::vector<double>& v) { return percentile(v, 1.0); });

// Writing the 20-field answer as the response body: the service's writer (plain decimals)
// against boost::json::serialize (exponent form), the one it replaced.
void BM_WriteAnswer(benchmark::State& state) {
  static const auto schema = schema_20();
  static const auto result = ex::extract(consult(), schema);
  for (auto _ : state) {
    auto text = cxs::domain::text::write_json(result.data);
    benchmark::DoNotOptimize(text);
  }
}
BENCHMARK(BM_WriteAnswer)->Unit(benchmark::kMicrosecond);

void BM_WriteAnswerBoost(benchmark::State& state) {
  static const auto schema = schema_20();
  static const auto result = ex::extract(consult(), schema);
  for (auto _ : state) {
    auto text = boost::json::serialize(result.data);
    benchmark::DoNotOptimize(text);
  }
}
BENCHMARK(BM_WriteAnswerBoost)->Unit(benchmark::kMicrosecond);

// A draft (the playground): the fields planned on every call.
void BM_ExtractUnplanned(benchmark::State& state) {
  static const auto text = consult();
  static const auto schema = schema_20();
  (void)ex::extract(text, schema);
  for (auto _ : state) {
    auto result = ex::extract(text, schema);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_ExtractUnplanned)->Unit(benchmark::kMicrosecond);

void BM_CollectFacts(benchmark::State& state) {
  static const auto text = consult();
  (void)ex::collect_facts(text);
  for (auto _ : state) {
    auto facts = ex::collect_facts(text);
    benchmark::DoNotOptimize(facts);
  }
}
BENCHMARK(BM_CollectFacts)->Unit(benchmark::kMicrosecond);

// Start-up: parsing the four embedded tables into a terminology and the medicine lexicon
// (what the first extraction of a process pays once).
void BM_TableStartup(benchmark::State& state) {
  namespace term = cxs::domain::terminology;
  for (auto _ : state) {
    term::terminology t(term::embedded_sources());
    auto lexicon = cxs::domain::clinical::medication_lexicon::parse(term::table_text(term::table_id::medicines),
                                                                     term::table_text(term::table_id::codemix));
    benchmark::DoNotOptimize(t);
    benchmark::DoNotOptimize(lexicon);
  }
}
BENCHMARK(BM_TableStartup)->Unit(benchmark::kMillisecond)->Iterations(20);

// Resident set size of this process in KiB (Linux /proc; 0 elsewhere).
long resident_kib() {
  std::ifstream statm("/proc/self/statm");
  long pages = 0;
  long resident = 0;
  if (!(statm >> pages >> resident)) {
    return 0;
  }
  return resident * 4;
}

// The first extraction and redaction of the process: every table is built here.
void report_cold_start() {
  const auto text = consult();
  const auto schema = schema_20();
  const long before = resident_kib();
  const auto start = std::chrono::steady_clock::now();
  const auto result = ex::extract(text, schema);
  const auto redacted = cxs::domain::phi::redact(text);
  const auto cold = std::chrono::steady_clock::now() - start;
  const long after = resident_kib();
  const auto warm_start = std::chrono::steady_clock::now();
  benchmark::DoNotOptimize(ex::extract(text, schema));
  const auto warm = std::chrono::steady_clock::now() - warm_start;
  const auto ms = [](auto d) { return std::chrono::duration<double, std::milli>(d).count(); };
  const auto stats = cxs::domain::terminology::default_terminology().stats();
  std::printf("cold start: first extraction + redaction %.1f ms (a warm extraction: %.2f ms), so tables ~%.1f ms; "
              "resident memory +%.1f MiB; terminology tables %.1f MiB by their own accounting\n",
              ms(cold), ms(warm), ms(cold) - ms(warm), static_cast<double>(after - before) / 1024.0,
              static_cast<double>(stats.memory_bytes) / (1024.0 * 1024.0));
  benchmark::DoNotOptimize(result);
  benchmark::DoNotOptimize(redacted);
}

} // namespace

int main(int argc, char** argv) {
  report_cold_start();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
    return 1;
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
