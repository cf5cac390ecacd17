#pragma once
// Internal to clinical/medication*.cpp: the attribute phrase table (frequency, timing,
// route, dose form and unit, duration, instruction words, with their code-mix forms) and the
// word lists the scanner reads a mention's window and its name with. The context cues
// before a mention are in medication_cues.hpp. Data and two small helpers only.

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "domain/text/numbers.hpp"

namespace cxs::domain::clinical::medication_detail {

using text::operator""_key;


enum class attr_kind : std::uint8_t {
  frequency,       // value: code or free text; extra: timing it implies; rank: priority
  timing,          // value: timing; rank 1 = meal relation, 2 = time of day
  route,           // value: route
  form,            // dose form word; value: route hint ("injection" = any parenteral route)
  dose_unit,       // value: unit; rank 1 = measure (mg…), 0 = count (tablet…); extra: route hint
  duration_unit,   // value: "day", "week", "month", "year"
  duration_intro,  // "for", "x", "for the next"
  instruction,     // value: instruction text
  not_medicine,    // "level", "deficiency": the name is a lab or condition here
};

struct attr_def {
  std::string_view phrase;
  attr_kind kind;
  std::string_view value;
  std::string_view extra;
  std::uint8_t rank;
};

// Frequency priorities (higher wins).
inline constexpr std::uint8_t rank_night = 1;     // "at night" → HS only when nothing else is said
inline constexpr std::uint8_t rank_daily = 2;     // "daily", "a day" → OD
inline constexpr std::uint8_t rank_explicit = 3;  // OD, BD, "twice a day", 1-0-1 …
inline constexpr std::uint8_t rank_sos = 4;
inline constexpr std::uint8_t rank_stat = 5;

inline constexpr std::uint8_t timing_meal = 1;
inline constexpr std::uint8_t timing_time_of_day = 2;

using ak = attr_kind;

inline constexpr auto attr_defs = std::to_array<attr_def>({
    // Once a day.
    {"od", ak::frequency, "OD", "", rank_explicit},
    {"o.d.", ak::frequency, "OD", "", rank_explicit},
    {"o.d", ak::frequency, "OD", "", rank_explicit},
    {"qd", ak::frequency, "OD", "", rank_explicit},
    {"q.d.", ak::frequency, "OD", "", rank_explicit},
    {"once daily", ak::frequency, "OD", "", rank_explicit},
    {"once a day", ak::frequency, "OD", "", rank_explicit},
    {"once per day", ak::frequency, "OD", "", rank_explicit},
    {"once in a day", ak::frequency, "OD", "", rank_explicit},
    {"once a daily", ak::frequency, "OD", "", rank_explicit},
    {"every day", ak::frequency, "OD", "", rank_daily},  // "every day , two puffs twice a day": the count wins
    {"everyday", ak::frequency, "OD", "", rank_daily},
    {"each day", ak::frequency, "OD", "", rank_daily},
    {"every 24 hours", ak::frequency, "OD", "", rank_explicit},
    {"q24h", ak::frequency, "OD", "", rank_explicit},
    {"every morning", ak::frequency, "OD", "morning", rank_explicit},
    {"each morning", ak::frequency, "OD", "morning", rank_explicit},
    {"once in the morning", ak::frequency, "OD", "morning", rank_explicit},
    {"every night", ak::frequency, "OD", "night", rank_explicit},
    {"each night", ak::frequency, "OD", "night", rank_explicit},
    {"once at night", ak::frequency, "OD", "night", rank_explicit},
    {"every evening", ak::frequency, "OD", "evening", rank_explicit},
    {"daily", ak::frequency, "OD", "", rank_daily},
    {"a day", ak::frequency, "OD", "", rank_daily},
    {"per day", ak::frequency, "OD", "", rank_daily},
    {"a daily", ak::frequency, "OD", "", rank_daily},
    // Twice a day.
    {"bd", ak::frequency, "BD", "", rank_explicit},
    {"b.d.", ak::frequency, "BD", "", rank_explicit},
    {"b.d", ak::frequency, "BD", "", rank_explicit},
    {"bid", ak::frequency, "BD", "", rank_explicit},
    {"b.i.d.", ak::frequency, "BD", "", rank_explicit},
    {"b.i.d", ak::frequency, "BD", "", rank_explicit},
    {"twice daily", ak::frequency, "BD", "", rank_explicit},
    {"twice a day", ak::frequency, "BD", "", rank_explicit},
    {"twice per day", ak::frequency, "BD", "", rank_explicit},
    {"twice in a day", ak::frequency, "BD", "", rank_explicit},
    {"every 12 hours", ak::frequency, "BD", "", rank_explicit},
    {"q12h", ak::frequency, "BD", "", rank_explicit},
    {"12 hourly", ak::frequency, "BD", "", rank_explicit},
    {"morning and night", ak::frequency, "BD", "", rank_explicit},
    {"morning and evening", ak::frequency, "BD", "", rank_explicit},
    {"morning and at night", ak::frequency, "BD", "", rank_explicit},
    // Three times a day.
    {"tds", ak::frequency, "TDS", "", rank_explicit},
    {"t.d.s.", ak::frequency, "TDS", "", rank_explicit},
    {"t.d.s", ak::frequency, "TDS", "", rank_explicit},
    {"tid", ak::frequency, "TDS", "", rank_explicit},
    {"t.i.d.", ak::frequency, "TDS", "", rank_explicit},
    {"t.i.d", ak::frequency, "TDS", "", rank_explicit},
    {"thrice daily", ak::frequency, "TDS", "", rank_explicit},
    {"three times a day", ak::frequency, "TDS", "", rank_explicit},
    {"three times daily", ak::frequency, "TDS", "", rank_explicit},
    {"thrice a day", ak::frequency, "TDS", "", rank_explicit},
    {"every 8 hours", ak::frequency, "TDS", "", rank_explicit},
    {"q8h", ak::frequency, "TDS", "", rank_explicit},
    {"8 hourly", ak::frequency, "TDS", "", rank_explicit},
    // Four times a day.
    {"qid", ak::frequency, "QID", "", rank_explicit},
    {"q.i.d.", ak::frequency, "QID", "", rank_explicit},
    {"q.i.d", ak::frequency, "QID", "", rank_explicit},
    {"qds", ak::frequency, "QID", "", rank_explicit},
    {"q.d.s.", ak::frequency, "QID", "", rank_explicit},
    {"every 6 hours", ak::frequency, "QID", "", rank_explicit},
    {"q6h", ak::frequency, "QID", "", rank_explicit},
    {"6 hourly", ak::frequency, "QID", "", rank_explicit},
    // At bedtime / night.
    {"hs", ak::frequency, "HS", "bedtime", rank_explicit},
    {"h.s.", ak::frequency, "HS", "bedtime", rank_explicit},
    {"h.s", ak::frequency, "HS", "bedtime", rank_explicit},
    {"qhs", ak::frequency, "HS", "bedtime", rank_explicit},
    // review rv20: the British chart's Latin "nocte" (at night), as "hs"
    {"nocte", ak::frequency, "HS", "night", rank_explicit},
    // Once a day at a time of day (US prescription abbreviations).
    {"qam", ak::frequency, "OD", "morning", rank_explicit},
    {"q.a.m.", ak::frequency, "OD", "morning", rank_explicit},
    {"q am", ak::frequency, "OD", "morning", rank_explicit},
    {"qpm", ak::frequency, "OD", "evening", rank_explicit},
    {"q.p.m.", ak::frequency, "OD", "evening", rank_explicit},
    {"q pm", ak::frequency, "OD", "evening", rank_explicit},
    {"at bedtime", ak::frequency, "HS", "bedtime", rank_explicit},
    {"bedtime", ak::frequency, "HS", "bedtime", rank_explicit},
    {"before bed", ak::frequency, "HS", "bedtime", rank_explicit},
    {"before bedtime", ak::frequency, "HS", "bedtime", rank_explicit},
    {"before sleep", ak::frequency, "HS", "bedtime", rank_explicit},
    {"before sleeping", ak::frequency, "HS", "bedtime", rank_explicit},
    {"before going to bed", ak::frequency, "HS", "bedtime", rank_explicit},
    {"at night", ak::frequency, "HS", "night", rank_night},
    {"in the night", ak::frequency, "HS", "night", rank_night},
    {"nightly", ak::frequency, "HS", "night", rank_night},
    {"at night time", ak::frequency, "HS", "night", rank_night},
    // As needed.
    {"sos", ak::frequency, "SOS", "", rank_sos},
    {"s.o.s.", ak::frequency, "SOS", "", rank_sos},
    {"s.o.s", ak::frequency, "SOS", "", rank_sos},
    {"prn", ak::frequency, "SOS", "", rank_sos},
    {"p.r.n.", ak::frequency, "SOS", "", rank_sos},
    {"p.r.n", ak::frequency, "SOS", "", rank_sos},
    {"as needed", ak::frequency, "SOS", "", rank_sos},
    {"as and when needed", ak::frequency, "SOS", "", rank_sos},
    {"as and when required", ak::frequency, "SOS", "", rank_sos},
    {"as required", ak::frequency, "SOS", "", rank_sos},
    {"when required", ak::frequency, "SOS", "", rank_sos},
    {"if required", ak::frequency, "SOS", "", rank_sos},
    {"when needed", ak::frequency, "SOS", "", rank_sos},
    {"if needed", ak::frequency, "SOS", "", rank_sos},
    {"as necessary", ak::frequency, "SOS", "", rank_sos},
    {"on demand", ak::frequency, "SOS", "", rank_sos},
    {"only if needed", ak::frequency, "SOS", "", rank_sos},
    // Immediately.
    {"stat", ak::frequency, "STAT", "", rank_stat},
    {"single dose", ak::frequency, "STAT", "", rank_stat},
    {"once only", ak::frequency, "STAT", "", rank_stat},
    {"one time only", ak::frequency, "STAT", "", rank_stat},
    {"one time dose", ak::frequency, "STAT", "", rank_stat},
    // Weekly and other free-text frequencies.
    {"weekly", ak::frequency, "WEEKLY", "", rank_explicit},
    {"once a week", ak::frequency, "WEEKLY", "", rank_explicit},
    {"once weekly", ak::frequency, "WEEKLY", "", rank_explicit},
    {"once per week", ak::frequency, "WEEKLY", "", rank_explicit},
    {"once in a week", ak::frequency, "WEEKLY", "", rank_explicit},
    {"every week", ak::frequency, "WEEKLY", "", rank_explicit},
    {"once every week", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on sundays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on mondays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on tuesdays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on wednesdays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on thursdays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on fridays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"on saturdays", ak::frequency, "WEEKLY", "", rank_explicit},
    {"every sunday", ak::frequency, "WEEKLY", "", rank_explicit},
    {"every monday", ak::frequency, "WEEKLY", "", rank_explicit},
    {"twice a week", ak::frequency, "twice a week", "", rank_explicit},
    {"twice weekly", ak::frequency, "twice a week", "", rank_explicit},
    {"thrice weekly", ak::frequency, "three times a week", "", rank_explicit},
    {"thrice a week", ak::frequency, "three times a week", "", rank_explicit},
    {"every other day", ak::frequency, "alternate days", "", rank_explicit},
    {"alternate day", ak::frequency, "alternate days", "", rank_explicit},
    {"alternate days", ak::frequency, "alternate days", "", rank_explicit},
    {"on alternate days", ak::frequency, "alternate days", "", rank_explicit},
    {"qod", ak::frequency, "alternate days", "", rank_explicit},
    {"monthly", ak::frequency, "monthly", "", rank_explicit},
    {"once a month", ak::frequency, "monthly", "", rank_explicit},
    {"every month", ak::frequency, "monthly", "", rank_explicit},
    {"every 4 hours", ak::frequency, "every 4 hours", "", rank_explicit},
    {"q4h", ak::frequency, "every 4 hours", "", rank_explicit},
    {"4 hourly", ak::frequency, "every 4 hours", "", rank_explicit},
    // Timing: meal relation.
    {"after food", ak::timing, "after food", "", timing_meal},
    {"after meals", ak::timing, "after food", "", timing_meal},
    {"after meal", ak::timing, "after food", "", timing_meal},
    {"after eating", ak::timing, "after food", "", timing_meal},
    {"after having food", ak::timing, "after food", "", timing_meal},
    {"after taking food", ak::timing, "after food", "", timing_meal},
    {"post meal", ak::timing, "after food", "", timing_meal},
    {"post meals", ak::timing, "after food", "", timing_meal},
    {"pc", ak::timing, "after food", "", timing_meal},
    {"p.c.", ak::timing, "after food", "", timing_meal},
    {"after breakfast", ak::timing, "after breakfast", "", timing_meal},
    {"after lunch", ak::timing, "after lunch", "", timing_meal},
    {"after dinner", ak::timing, "after dinner", "", timing_meal},
    {"before food", ak::timing, "before food", "", timing_meal},
    {"before meals", ak::timing, "before food", "", timing_meal},
    {"before meal", ak::timing, "before food", "", timing_meal},
    {"before eating", ak::timing, "before food", "", timing_meal},
    {"pre meal", ak::timing, "before food", "", timing_meal},
    {"ac", ak::timing, "before food", "", timing_meal},
    {"a.c.", ak::timing, "before food", "", timing_meal},
    {"before breakfast", ak::timing, "before breakfast", "", timing_meal},
    {"before lunch", ak::timing, "before lunch", "", timing_meal},
    {"before dinner", ak::timing, "before dinner", "", timing_meal},
    {"with food", ak::timing, "with food", "", timing_meal},
    {"with meals", ak::timing, "with food", "", timing_meal},
    {"with meal", ak::timing, "with food", "", timing_meal},
    {"with breakfast", ak::timing, "with breakfast", "", timing_meal},
    {"with dinner", ak::timing, "with dinner", "", timing_meal},
    {"empty stomach", ak::timing, "empty stomach", "", timing_meal},
    {"on an empty stomach", ak::timing, "empty stomach", "", timing_meal},
    {"on empty stomach", ak::timing, "empty stomach", "", timing_meal},
    // Timing: time of day.
    {"morning", ak::timing, "morning", "", timing_time_of_day},
    {"in the morning", ak::timing, "morning", "", timing_time_of_day},
    {"mornings", ak::timing, "morning", "", timing_time_of_day},
    {"afternoon", ak::timing, "afternoon", "", timing_time_of_day},
    {"in the afternoon", ak::timing, "afternoon", "", timing_time_of_day},
    {"noon", ak::timing, "afternoon", "", timing_time_of_day},
    {"evening", ak::timing, "evening", "", timing_time_of_day},
    {"in the evening", ak::timing, "evening", "", timing_time_of_day},
    {"night", ak::timing, "night", "", timing_time_of_day},
    // Routes.
    {"oral", ak::route, "oral", "", 0},
    {"orally", ak::route, "oral", "", 0},
    {"by mouth", ak::route, "oral", "", 0},
    {"po", ak::route, "oral", "", 0},
    {"p.o.", ak::route, "oral", "", 0},
    {"p.o", ak::route, "oral", "", 0},
    {"per oral", ak::route, "oral", "", 0},
    {"per os", ak::route, "oral", "", 0},
    {"iv", ak::route, "iv", "", 0},
    {"i.v.", ak::route, "iv", "", 0},
    {"i.v", ak::route, "iv", "", 0},
    {"intravenous", ak::route, "iv", "", 0},
    {"intravenously", ak::route, "iv", "", 0},
    {"iv infusion", ak::route, "iv", "", 0},
    {"infusion", ak::route, "iv", "", 0},
    {"drip", ak::route, "iv", "", 0},
    {"im", ak::route, "im", "", 0},
    {"i.m.", ak::route, "im", "", 0},
    {"i.m", ak::route, "im", "", 0},
    {"intramuscular", ak::route, "im", "", 0},
    {"intramuscularly", ak::route, "im", "", 0},
    {"sc", ak::route, "sc", "", 0},
    {"s.c.", ak::route, "sc", "", 0},
    {"s.c", ak::route, "sc", "", 0},
    {"subcut", ak::route, "sc", "", 0},
    {"subcutaneous", ak::route, "sc", "", 0},
    {"subcutaneously", ak::route, "sc", "", 0},
    {"sub q", ak::route, "sc", "", 0},
    {"subq", ak::route, "sc", "", 0},
    {"under the skin", ak::route, "sc", "", 0},
    {"topical", ak::route, "topical", "", 0},
    {"topically", ak::route, "topical", "", 0},
    {"apply", ak::route, "topical", "", 0},
    {"applied", ak::route, "topical", "", 0},
    {"local application", ak::route, "topical", "", 0},
    {"locally", ak::route, "topical", "", 0},
    {"on the skin", ak::route, "topical", "", 0},
    {"inhaled", ak::route, "inhaled", "", 0},
    {"inhalation", ak::route, "inhaled", "", 0},
    {"nebulisation", ak::route, "inhaled", "", 0},
    {"nebulization", ak::route, "inhaled", "", 0},
    {"nebulizer", ak::route, "inhaled", "", 0},
    {"nebuliser", ak::route, "inhaled", "", 0},
    {"nebulised", ak::route, "inhaled", "", 0},
    {"nebulized", ak::route, "inhaled", "", 0},
    {"nebs", ak::route, "inhaled", "", 0},
    {"neb", ak::route, "inhaled", "", 0},
    {"nasal", ak::route, "nasal", "", 0},
    {"nasal spray", ak::route, "nasal", "", 0},
    {"intranasal", ak::route, "nasal", "", 0},
    {"in the nose", ak::route, "nasal", "", 0},
    {"in each nostril", ak::route, "nasal", "", 0},
    {"in both nostrils", ak::route, "nasal", "", 0},
    {"eye drops", ak::route, "ophthalmic", "", 0},
    {"eye drop", ak::route, "ophthalmic", "", 0},
    {"eyedrops", ak::route, "ophthalmic", "", 0},
    {"eye ointment", ak::route, "ophthalmic", "", 0},
    {"in the eye", ak::route, "ophthalmic", "", 0},
    {"in the eyes", ak::route, "ophthalmic", "", 0},
    {"in both eyes", ak::route, "ophthalmic", "", 0},
    {"in each eye", ak::route, "ophthalmic", "", 0},
    {"ophthalmic", ak::route, "ophthalmic", "", 0},
    {"ear drops", ak::route, "otic", "", 0},
    {"ear drop", ak::route, "otic", "", 0},
    {"in the ear", ak::route, "otic", "", 0},
    {"in the ears", ak::route, "otic", "", 0},
    {"in each ear", ak::route, "otic", "", 0},
    {"otic", ak::route, "otic", "", 0},
    {"sublingual", ak::route, "sublingual", "", 0},
    {"sl", ak::route, "sublingual", "", 0},
    {"s.l.", ak::route, "sublingual", "", 0},
    {"sublingually", ak::route, "sublingual", "", 0},
    {"under the tongue", ak::route, "sublingual", "", 0},
    {"rectal", ak::route, "rectal", "", 0},
    {"rectally", ak::route, "rectal", "", 0},
    {"per rectal", ak::route, "rectal", "", 0},
    {"per rectum", ak::route, "rectal", "", 0},
    {"vaginal", ak::route, "vaginal", "", 0},
    {"vaginally", ak::route, "vaginal", "", 0},
    {"per vaginal", ak::route, "vaginal", "", 0},
    // Dose forms (route hints).
    {"syp", ak::form, "oral", "", 0},
    {"syr", ak::form, "oral", "", 0},
    {"syrup", ak::form, "oral", "", 0},
    {"susp", ak::form, "oral", "", 0},
    {"suspension", ak::form, "oral", "", 0},
    {"inj", ak::form, "injection", "", 0},
    {"injection", ak::form, "injection", "", 0},
    {"injections", ak::form, "injection", "", 0},
    {"shot", ak::form, "injection", "", 0},
    {"cream", ak::form, "topical", "", 0},
    {"ointment", ak::form, "topical", "", 0},
    {"oint", ak::form, "topical", "", 0},
    {"gel", ak::form, "topical", "", 0},
    {"lotion", ak::form, "topical", "", 0},
    {"inhaler", ak::form, "inhaled", "", 0},
    {"respules", ak::form, "inhaled", "", 0},
    {"rotacap", ak::form, "inhaled", "", 0},
    {"rotacaps", ak::form, "inhaled", "", 0},
    {"suppository", ak::form, "rectal", "", 0},
    {"pessary", ak::form, "vaginal", "", 0},
    // Dose units: measures.
    {"mg", ak::dose_unit, "mg", "", 1},
    {"mgs", ak::dose_unit, "mg", "", 1},
    {"milligram", ak::dose_unit, "mg", "", 1},
    {"milligrams", ak::dose_unit, "mg", "", 1},
    {"milli gram", ak::dose_unit, "mg", "", 1},
    {"mcg", ak::dose_unit, "mcg", "", 1},
    {"mcgs", ak::dose_unit, "mcg", "", 1},
    {"microgram", ak::dose_unit, "mcg", "", 1},
    {"micrograms", ak::dose_unit, "mcg", "", 1},
    {"ug", ak::dose_unit, "mcg", "", 1},
    {"µg", ak::dose_unit, "mcg", "", 1},
    {"g", ak::dose_unit, "g", "", 1},
    {"gm", ak::dose_unit, "g", "", 1},
    {"gms", ak::dose_unit, "g", "", 1},
    {"gram", ak::dose_unit, "g", "", 1},
    {"grams", ak::dose_unit, "g", "", 1},
    {"ml", ak::dose_unit, "mL", "", 1},
    {"mls", ak::dose_unit, "mL", "", 1},
    {"milliliter", ak::dose_unit, "mL", "", 1},
    {"milliliters", ak::dose_unit, "mL", "", 1},
    {"millilitre", ak::dose_unit, "mL", "", 1},
    {"millilitres", ak::dose_unit, "mL", "", 1},
    {"cc", ak::dose_unit, "mL", "", 1},
    {"unit", ak::dose_unit, "unit", "", 1},
    {"units", ak::dose_unit, "unit", "", 1},
    {"iu", ak::dose_unit, "IU", "", 1},
    {"i.u.", ak::dose_unit, "IU", "", 1},
    {"international unit", ak::dose_unit, "IU", "", 1},
    {"international units", ak::dose_unit, "IU", "", 1},
    {"%", ak::dose_unit, "%", "", 1},
    {"percent", ak::dose_unit, "%", "", 1},
    {"meq", ak::dose_unit, "mEq", "", 1},
    // Dose units: counts.
    {"tablet", ak::dose_unit, "tablet", "oral", 0},
    {"tablets", ak::dose_unit, "tablet", "oral", 0},
    {"tab", ak::dose_unit, "tablet", "oral", 0},
    {"tabs", ak::dose_unit, "tablet", "oral", 0},
    {"pill", ak::dose_unit, "tablet", "oral", 0},
    {"pills", ak::dose_unit, "tablet", "oral", 0},
    {"capsule", ak::dose_unit, "capsule", "oral", 0},
    {"capsules", ak::dose_unit, "capsule", "oral", 0},
    {"cap", ak::dose_unit, "capsule", "oral", 0},
    {"caps", ak::dose_unit, "capsule", "oral", 0},
    {"sachet", ak::dose_unit, "sachet", "oral", 0},
    {"sachets", ak::dose_unit, "sachet", "oral", 0},
    {"teaspoon", ak::dose_unit, "teaspoon", "oral", 0},
    {"teaspoons", ak::dose_unit, "teaspoon", "oral", 0},
    {"tsp", ak::dose_unit, "teaspoon", "oral", 0},
    {"tablespoon", ak::dose_unit, "tablespoon", "oral", 0},
    {"tablespoons", ak::dose_unit, "tablespoon", "oral", 0},
    {"tbsp", ak::dose_unit, "tablespoon", "oral", 0},
    {"puff", ak::dose_unit, "puff", "inhaled", 0},
    {"puffs", ak::dose_unit, "puff", "inhaled", 0},
    {"drop", ak::dose_unit, "drop", "", 0},
    {"drops", ak::dose_unit, "drop", "", 0},
    {"spray", ak::dose_unit, "spray", "", 0},
    {"sprays", ak::dose_unit, "spray", "", 0},
    {"lozenge", ak::dose_unit, "lozenge", "oral", 0},
    {"lozenges", ak::dose_unit, "lozenge", "oral", 0},
    {"vial", ak::dose_unit, "vial", "", 0},
    {"vials", ak::dose_unit, "vial", "", 0},
    {"ampoule", ak::dose_unit, "ampoule", "", 0},
    {"ampoules", ak::dose_unit, "ampoule", "", 0},
    {"amp", ak::dose_unit, "ampoule", "", 0},
    {"patch", ak::dose_unit, "patch", "topical", 0},
    {"patches", ak::dose_unit, "patch", "topical", 0},
    // Durations.
    {"day", ak::duration_unit, "day", "", 0},
    {"days", ak::duration_unit, "day", "", 0},
    {"week", ak::duration_unit, "week", "", 0},
    {"weeks", ak::duration_unit, "week", "", 0},
    {"wk", ak::duration_unit, "week", "", 0},
    {"wks", ak::duration_unit, "week", "", 0},
    {"month", ak::duration_unit, "month", "", 0},
    {"months", ak::duration_unit, "month", "", 0},
    {"year", ak::duration_unit, "year", "", 0},
    {"years", ak::duration_unit, "year", "", 0},
    // Hindi, after a number: "5 din ke liye", "2 hafte", "1 mahina".
    {"din", ak::duration_unit, "day", "", 0},
    {"dino", ak::duration_unit, "day", "", 0},
    {"hafte", ak::duration_unit, "week", "", 0},
    {"hafta", ak::duration_unit, "week", "", 0},
    {"mahine", ak::duration_unit, "month", "", 0},
    {"mahina", ak::duration_unit, "month", "", 0},
    {"for", ak::duration_intro, "", "", 0},
    {"x", ak::duration_intro, "", "", 0},
    {"\xC3\x97", ak::duration_intro, "", "", 0},
    {"for the next", ak::duration_intro, "", "", 0},
    {"for next", ak::duration_intro, "", "", 0},
    {"for another", ak::duration_intro, "", "", 0},
    {"for a further", ak::duration_intro, "", "", 0},
    {"for a period of", ak::duration_intro, "", "", 0},
    {"over the next", ak::duration_intro, "", "", 0},
    // Instructions.
    {"with water", ak::instruction, "with water", "", 0},
    {"with plenty of water", ak::instruction, "with plenty of water", "", 0},
    {"with a glass of water", ak::instruction, "with a glass of water", "", 0},
    {"with milk", ak::instruction, "with milk", "", 0},
    {"with warm water", ak::instruction, "with warm water", "", 0},
    {"do not crush", ak::instruction, "do not crush", "", 0},
    {"don't crush", ak::instruction, "do not crush", "", 0},
    {"swallow whole", ak::instruction, "swallow whole", "", 0},
    {"chew", ak::instruction, "chew", "", 0},
    {"chewed", ak::instruction, "chew", "", 0},
    {"dissolve in water", ak::instruction, "dissolve in water", "", 0},
    {"gargle", ak::instruction, "gargle", "", 0},
    {"apply thinly", ak::instruction, "apply thinly", "", 0},
    {"apply a thin layer", ak::instruction, "apply a thin layer", "", 0},
    {"shake well", ak::instruction, "shake well", "", 0},
    {"complete the course", ak::instruction, "complete the course", "", 0},
    {"finish the course", ak::instruction, "complete the course", "", 0},
    {"take it all", ak::instruction, "complete the course", "", 0},
    {"avoid alcohol", ak::instruction, "avoid alcohol", "", 0},
    {"no alcohol", ak::instruction, "avoid alcohol", "", 0},
    {"tapering", ak::instruction, "taper", "", 0},
    {"taper", ak::instruction, "taper", "", 0},
    {"taper pack", ak::instruction, "taper", "", 0},
    // Words that make a drug name a lab test or a condition.
    {"level", ak::not_medicine, "", "", 0},
    {"levels", ak::not_medicine, "", "", 0},
    {"deficiency", ak::not_medicine, "", "", 0},
    {"deficient", ak::not_medicine, "", "", 0},
    {"insufficiency", ak::not_medicine, "", "", 0},
    {"test", ak::not_medicine, "", "", 0},
    {"tests", ak::not_medicine, "", "", 0},
    {"testing", ak::not_medicine, "", "", 0},
    {"toxicity", ak::not_medicine, "", "", 0},
    // "iron studies", "iron labs", "iron stores", "iron overload", "iron panel"
    {"studies", ak::not_medicine, "", "", 0},
    {"labs", ak::not_medicine, "", "", 0},
    {"stores", ak::not_medicine, "", "", 0},
    {"overload", ak::not_medicine, "", "", 0},
    {"panel", ak::not_medicine, "", "", 0},
    {"profile", ak::not_medicine, "", "", 0},
    {"assay", ak::not_medicine, "", "", 0},
    {"poisoning", ak::not_medicine, "", "", 0},
});

// Brands that are everyday words: they count only with medication context. Names of at
// most three letters and digits are treated the same way automatically.
inline constexpr auto ambiguous_names = std::to_array<std::string_view>({
    "pause",    "tide",      "nix",   "refresh", "candid", "alex",    "happi", "revital",   "centrum",
    "tums",     "vicks",     "one a day", "a to z", "ocean spray", "plan b", "compound w", "zen retard",
    "serta",    "warf",      "enam",  "depin",   "bandy",  "looz",    "tayo",  "norco",     "i pill",
    "d rise",   "gas x",     "nise",  "calcium",  "feliz s", "mala d", "ultracet", "vaporub", "alesse", "toba",
    // A substance that is also a lab analyte ("magnesium was 1.8") or a kitchen word ("turmeric in milk").
    "magnesium", "turmeric", "penicillin", "iron",
});

// Verbs that start the next instruction and so end a mention's attribute window.
inline constexpr auto window_stoppers = std::to_array<std::uint64_t>({
    "prescribe"_key, "prescribing"_key, "start"_key, "starting"_key, "continue"_key, "continuing"_key,
    "stop"_key, "add"_key, "order"_key, "refill"_key, "switch"_key, "recommend"_key, "discontinue"_key,
});

// Abbreviations whose dot does not end a sentence ("Tab. Dolo", "Inj. Pan").
inline constexpr auto dotted_abbreviations = std::to_array<std::uint64_t>({
    "tab"_key, "tabs"_key, "cap"_key, "caps"_key, "inj"_key, "syp"_key, "syr"_key, "susp"_key, "oint"_key,
    "sol"_key, "tsp"_key, "tbsp"_key, "dr"_key, "mr"_key, "mrs"_key, "ms"_key, "no"_key, "approx"_key,
    "qty"_key, "mg"_key, "ml"_key, "gm"_key,
});

inline constexpr std::uint64_t fnv_basis = 0xcbf29ce484222325ULL;

/// One step of 64-bit FNV-1a.
[[nodiscard]] inline std::uint64_t fnv_step(std::uint64_t h, char c) {
  return (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
}

/// Whether a letter is dropped from a skeleton, and the letter it is read as.
[[nodiscard]] inline bool skeleton_drops(char c) {
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y' || c == 'h';
}
[[nodiscard]] inline char skeleton_letter(char c) { return c == 'c' || c == 'q' ? 'k' : c; }

/// Words that never begin a name a recogniser split into syllables, and of which no
/// respelled name is made ("start you on").
inline constexpr auto spoken_function_words = std::to_array<std::uint64_t>({
    "you"_key, "your"_key, "my"_key,   "me"_key,   "the"_key,  "and"_key,  "yeah"_key, "on"_key,   "of"_key,
    "is"_key,  "it"_key,   "we"_key,   "he"_key,   "she"_key,  "i"_key,    "to"_key,   "in"_key,   "so"_key,
    "do"_key,  "that"_key, "this"_key, "for"_key,  "with"_key, "at"_key,   "be"_key,   "but"_key,  "not"_key,
    "no"_key,  "have"_key, "had"_key,  "was"_key,  "are"_key,  "or"_key,   "if"_key,   "as"_key,   "an"_key,
    "can"_key, "what"_key, "just"_key, "like"_key, "know"_key, "okay"_key, "um"_key,   "uh"_key,   "yes"_key,
});

/// The consonant skeleton of a lower-case word, for names a recogniser respelled ("sertralean"
/// and "sertraline" are both "srtrln"): vowels, y and h dropped, c and q read as k, a doubled
/// letter once.
[[nodiscard]] inline std::string spoken_skeleton(std::string_view word) {
  std::string out;
  for (char c : word) {
    if (skeleton_drops(c)) {
      continue;
    }
    c = skeleton_letter(c);
    if (out.empty() || out.back() != c) {
      out.push_back(c);
    }
  }
  return out;
}

[[nodiscard]] inline bool contains(std::span<const std::uint64_t> keys, std::uint64_t key) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

/// The attribute row of a phrase-table payload.
[[nodiscard]] inline const attr_def& attr(std::uint32_t payload) { return attr_defs[payload]; }

/// "5 days", "1 week".
[[nodiscard]] inline std::string format_duration(double value, std::string_view unit) {
  std::string out = text::format_number(value);
  out += ' ';
  out += unit;
  if (value != 1) {
    out += 's';
  }
  return out;
}

}  // namespace cxs::domain::clinical::medication_detail
