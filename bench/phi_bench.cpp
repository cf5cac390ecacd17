// Latency of PHI redaction (domain/phi): one ~1,500-word consult written like a speech
// transcript of an Indian OPD visit (names with and without honorifics, Hinglish, phones,
// IDs, record numbers, an address and a birth date), redacted whole.
//   build/<release>/bench/phi_bench [--benchmark_repetitions=5]

#include <benchmark/benchmark.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "domain/phi/detect.hpp"
#include "domain/phi/redactor.hpp"

namespace {

// Six passages of ~250 words; numbers vary per passage so no two are identical.
std::string consult() {
  std::string text;
  for (int k = 0; k < 6; ++k) {
    const std::string n = std::to_string(k);
    text +=
        "Doctor: Good morning, please sit. What is your name? Patient: Mera naam Suresh "
        "Yadav hai, main Kanpur se aaya hoon. Doctor: Suresh ji, what brings you today? "
        "Patient: Teen din se bukhar hai aur sir mein dard, raat ko thand lagti hai. My wife "
        "Kamla says I was shivering at night. Doctor: Any cough, vomiting or loose motions? "
        "Patient: Thodi khansi hai, ulti nahi. Doctor: Are you taking anything? Patient: Dolo "
        "650 twice a day and Crocin once. Doctor: Any diabetes or BP? Patient: Sugar hai, "
        "Glycomet 500 leta hoon, BP ke liye Telma 40. Doctor: Okay. Temperature is 101.4, "
        "pulse 96, BP 130/84, SpO2 97 percent. Throat is congested, chest is clear. We will "
        "do a CBC, dengue NS1, malaria antigen and urine routine. Patient: Mere bete Rohan "
        "ko bhi bukhar tha pichle hafte. Doctor: Bring him too. Please give your number. "
        "Patient: 98450 1234" + n + ", aur Aadhaar 2345 6789 0124. Doctor: MRN 00451" + n +
        " is on your file, UHID KMC/2024/1187" + n + ". Address: H.No. 14, Gali 3, Shastri "
        "Nagar, Kanpur 208001. DOB 14/08/1979. Drink plenty of fluids, take paracetamol 650 "
        "mg SOS, avoid painkillers like ibuprofen until the dengue report comes. If the "
        "platelets are low we will admit you. Follow up on Friday with reports. Dr. Anita "
        "Rao will see you if I am not here. Patient: Theek hai doctor sahab, dhanyavad. "
        "Asha didi ne bola tha ki machhar se bachna hai, Lal Path Labs mein test karwa "
        "lunga. Doctor: Good. Known case of Parkinson disease in the family? Patient: Nahi. "
        "Doctor: Regards, Anita Rao. ";
  }
  return text;
}

void BM_RedactConsult(benchmark::State& state) {
  const std::string text = consult();
  std::size_t words = 1;
  for (char c : text) {
    words += c == ' ' ? 1 : 0;
  }
  for (auto _ : state) {
    auto r = cxs::domain::phi::redact(text);
    benchmark::DoNotOptimize(r);
  }
  state.counters["words"] = static_cast<double>(words);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_RedactConsult)->Unit(benchmark::kMicrosecond);

// The detectors one by one, to see where the time goes.
template <void (*Detect)(std::string_view, std::vector<cxs::domain::phi::detail::candidate>&)>
void BM_Detector(benchmark::State& state) {
  const std::string text = consult();
  std::vector<cxs::domain::phi::detail::candidate> out;
  for (auto _ : state) {
    out.clear();
    Detect(text, out);
    benchmark::DoNotOptimize(out);
  }
}
BENCHMARK(BM_Detector<cxs::domain::phi::detail::detect_patterns>)->Name("Detect/patterns")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Detector<cxs::domain::phi::detail::detect_numbers>)->Name("Detect/numbers")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Detector<cxs::domain::phi::detail::detect_names>)->Name("Detect/honorific_names")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Detector<cxs::domain::phi::detail::detect_context_names>)->Name("Detect/context_names")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Detector<cxs::domain::phi::detail::detect_places>)->Name("Detect/places")->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
