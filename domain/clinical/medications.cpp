// Medication scanner: names are found with a token trie over the lexicon; each mention's
// attributes are read from the tokens after it (and a dose or dose form just before it).
// Attribute words live in one phrase table so that code-mixed phrases can reuse them.

#include "domain/clinical/medications.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace cxs::domain::clinical {
namespace {

using text::byte_span;
using text::phrase_matcher;
using text::token;
using text::token_kind;
using text::operator""_key;

// ---------------------------------------------------------------- attribute table

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
constexpr std::uint8_t rank_night = 1;     // "at night" → HS only when nothing else is said
constexpr std::uint8_t rank_daily = 2;     // "daily", "a day" → OD
constexpr std::uint8_t rank_explicit = 3;  // OD, BD, "twice a day", 1-0-1 …
constexpr std::uint8_t rank_sos = 4;
constexpr std::uint8_t rank_stat = 5;

constexpr std::uint8_t timing_meal = 1;
constexpr std::uint8_t timing_time_of_day = 2;

using ak = attr_kind;

constexpr auto attr_defs = std::to_array<attr_def>({
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
    {"every day", ak::frequency, "OD", "", rank_explicit},
    {"everyday", ak::frequency, "OD", "", rank_explicit},
    {"each day", ak::frequency, "OD", "", rank_explicit},
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
    {"assay", ak::not_medicine, "", "", 0},
    {"poisoning", ak::not_medicine, "", "", 0},
});

// ---------------------------------------------------------------- context cues

enum class cue_kind : std::uint8_t { current, stopped, allergy, historical };

struct cue_def {
  std::string_view phrase;
  cue_kind kind;
};

constexpr auto cue_defs = std::to_array<cue_def>({
    {"allergic to", cue_kind::allergy},
    {"allergic", cue_kind::allergy},
    {"allergy to", cue_kind::allergy},
    {"allergies to", cue_kind::allergy},
    {"reaction to", cue_kind::allergy},
    {"allergic reaction to", cue_kind::allergy},
    {"intolerant to", cue_kind::allergy},
    {"intolerance to", cue_kind::allergy},
    {"sensitive to", cue_kind::allergy},
    {"anaphylaxis to", cue_kind::allergy},
    {"stop", cue_kind::stopped},
    {"stopped", cue_kind::stopped},
    {"stopping", cue_kind::stopped},
    {"discontinue", cue_kind::stopped},
    {"discontinued", cue_kind::stopped},
    {"discontinuing", cue_kind::stopped},
    {"d/c", cue_kind::stopped},
    {"hold", cue_kind::stopped},
    {"held", cue_kind::stopped},
    {"holding", cue_kind::stopped},
    {"quit", cue_kind::stopped},
    {"cease", cue_kind::stopped},
    {"ceased", cue_kind::stopped},
    {"withdraw", cue_kind::stopped},
    {"withdrawn", cue_kind::stopped},
    {"not taking", cue_kind::stopped},
    {"not been taking", cue_kind::stopped},
    {"stopped taking", cue_kind::stopped},
    {"no longer", cue_kind::stopped},
    {"no longer taking", cue_kind::stopped},
    {"not on", cue_kind::stopped},
    {"off", cue_kind::stopped},
    {"came off", cue_kind::stopped},
    {"taken off", cue_kind::stopped},
    {"don't take", cue_kind::stopped},
    {"do n't take", cue_kind::stopped},
    {"do not take", cue_kind::stopped},
    {"avoid", cue_kind::stopped},
    {"band karo", cue_kind::stopped},
    {"band kar do", cue_kind::stopped},
    {"band kar dijiye", cue_kind::stopped},
    {"used to", cue_kind::historical},
    {"used to take", cue_kind::historical},
    {"was on", cue_kind::historical},
    {"were on", cue_kind::historical},
    {"had been on", cue_kind::historical},
    {"previously", cue_kind::historical},
    {"in the past", cue_kind::historical},
    {"tried", cue_kind::historical},
    {"had tried", cue_kind::historical},
    {"formerly", cue_kind::historical},
    {"prior", cue_kind::historical},
    {"start", cue_kind::current},
    {"try", cue_kind::current},
    {"started", cue_kind::current},
    {"starting", cue_kind::current},
    {"restart", cue_kind::current},
    {"resume", cue_kind::current},
    {"continue", cue_kind::current},
    {"continuing", cue_kind::current},
    {"take", cue_kind::current},
    {"taking", cue_kind::current},
    {"prescribe", cue_kind::current},
    {"prescribed", cue_kind::current},
    {"give", cue_kind::current},
    {"given", cue_kind::current},
    {"add", cue_kind::current},
    {"increase", cue_kind::current},
    {"decrease", cue_kind::current},
    {"reduce", cue_kind::current},
    {"order", cue_kind::current},
    {"refill", cue_kind::current},
    {"begin", cue_kind::current},
    {"switch to", cue_kind::current},
    {"change to", cue_kind::current},
    {"on", cue_kind::current},
    {"rx", cue_kind::current},
    {"adv", cue_kind::current},
    {"advised", cue_kind::current},
});

// Brands that are everyday words: they count only with medication context. Names of at
// most three letters and digits are treated the same way automatically.
constexpr auto ambiguous_names = std::to_array<std::string_view>({
    "pause",    "tide",      "nix",   "refresh", "candid", "alex",    "happi", "revital",   "centrum",
    "tums",     "vicks",     "one a day", "a to z", "ocean spray", "plan b", "compound w", "zen retard",
    "serta",    "warf",      "enam",  "depin",   "bandy",  "looz",    "tayo",  "norco",     "i pill",
    "d rise",   "gas x",     "nise",  "feliz s", "mala d", "ultracet", "vaporub", "alesse", "toba",
});

// Words before a mention that mark it as a medicine ("take pan", "start mox").
constexpr auto verb_cues = std::to_array<std::uint64_t>({
    "take"_key, "taking"_key, "start"_key, "started"_key, "continue"_key, "prescribe"_key, "prescribed"_key,
    "give"_key, "add"_key, "order"_key, "rx"_key, "tab"_key, "tablet"_key, "cap"_key, "capsule"_key,
});

// Verbs that start the next instruction and so end a mention's attribute window.
constexpr auto window_stoppers = std::to_array<std::uint64_t>({
    "prescribe"_key, "prescribing"_key, "start"_key, "starting"_key, "continue"_key, "continuing"_key,
    "stop"_key, "add"_key, "order"_key, "refill"_key, "switch"_key, "recommend"_key, "discontinue"_key,
});

// Abbreviations whose dot does not end a sentence ("Tab. Dolo", "Inj. Pan").
constexpr auto dotted_abbreviations = std::to_array<std::uint64_t>({
    "tab"_key, "tabs"_key, "cap"_key, "caps"_key, "inj"_key, "syp"_key, "syr"_key, "susp"_key, "oint"_key,
    "sol"_key, "tsp"_key, "tbsp"_key, "dr"_key, "mr"_key, "mrs"_key, "ms"_key, "no"_key, "approx"_key,
    "qty"_key, "mg"_key, "ml"_key, "gm"_key,
});

[[nodiscard]] bool contains(std::span<const std::uint64_t> keys, std::uint64_t key) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

[[nodiscard]] char lower_ascii(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

[[nodiscard]] std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

// Splits `line` on tabs into at most `out.size()` fields; returns the field count.
std::size_t split_tabs(std::string_view line, std::span<std::string_view> out) {
  std::size_t count = 0;
  while (count < out.size()) {
    const auto tab = line.find('\t');
    out[count++] = trim(line.substr(0, tab));
    if (tab == std::string_view::npos) {
      break;
    }
    line.remove_prefix(tab + 1);
  }
  return count;
}

template <typename Fn>
void for_each_line(std::string_view tsv, Fn&& fn) {
  while (!tsv.empty()) {
    const auto nl = tsv.find('\n');
    const std::string_view line = tsv.substr(0, nl);
    fn(line);
    if (nl == std::string_view::npos) {
      break;
    }
    tsv.remove_prefix(nl + 1);
  }
}

[[nodiscard]] const attr_def& attr(std::uint32_t payload) { return attr_defs[payload]; }

// The static unit string of a dose unit phrase ("milligrams" → "mg"), or "".
[[nodiscard]] std::string_view dose_unit_of(const phrase_matcher& attrs, std::string_view phrase) {
  const std::uint32_t p = attrs.find(phrase);
  if (p == phrase_matcher::no_payload || attr(p).kind != attr_kind::dose_unit) {
    return {};
  }
  return attr(p).value;
}

struct parsed_strength {
  bool single = false;  // exactly one "value unit" component
  double value = 0;
  std::string_view unit;
  std::string_view first_unit;  // unit of the first component, for bare numbers
};

// "650 mg" → single 650 mg; "325 mg + 400 mg" → not single, first unit mg.
[[nodiscard]] parsed_strength parse_strength(const phrase_matcher& attrs, std::string_view text) {
  parsed_strength out;
  std::vector<token> tokens;
  text::tokenize(text, tokens);
  std::size_t components = 0;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    if (tokens[k].kind != token_kind::number) {
      continue;
    }
    if (auto m = attrs.longest_at(text, tokens, k + 1, tokens.size()); m && attr(m->payload).kind == attr_kind::dose_unit) {
      ++components;
      if (components == 1) {
        out.value = tokens[k].value;
        out.unit = attr(m->payload).value;
        out.first_unit = out.unit;
      }
    }
  }
  out.single = components == 1;
  return out;
}

[[nodiscard]] std::string format_duration(double value, std::string_view unit) {
  std::string out = text::format_number(value);
  out += ' ';
  out += unit;
  if (value != 1) {
    out += 's';
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------- lexicon

medication_lexicon medication_lexicon::parse(std::string_view medicines_tsv, std::string_view codemix_tsv) {
  medication_lexicon lex;
  for (std::uint32_t k = 0; k < attr_defs.size(); ++k) {
    lex.attr_matcher_.add(attr_defs[k].phrase, k);
  }
  for (std::uint32_t k = 0; k < cue_defs.size(); ++k) {
    lex.context_matcher_.add(cue_defs[k].phrase, k);
  }

  std::vector<token> tokens;
  const auto add_name = [&](std::string_view name, std::uint32_t entry, bool brand) {
    name = trim(name);
    if (name.empty()) {
      return;
    }
    name_info info;
    info.entry = entry;
    info.brand = brand;
    // Ambiguity: everyday words, and names of at most three letters/digits ("pan", "o2").
    std::string lower(name);
    for (char& c : lower) {
      c = lower_ascii(c);
    }
    std::size_t alnum = 0;
    for (const char c : lower) {
      alnum += ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) ? 1 : 0;
    }
    info.ambiguous = alnum <= 3 || std::find(ambiguous_names.begin(), ambiguous_names.end(), lower) != ambiguous_names.end();
    // A strength inside a brand name: "pan 40", "augmentin 1g", "urimax 0.4".
    text::tokenize(name, tokens);
    if (brand && tokens.size() >= 2) {
      const row_strength& def = lex.strengths_[entry];
      std::size_t num = tokens.size();
      std::string_view unit;
      if (tokens.back().kind == token_kind::number) {
        num = tokens.size() - 1;
        unit = def.single ? def.unit : std::string_view{};
      } else if (tokens.size() >= 3 && tokens[tokens.size() - 2].kind == token_kind::number) {
        num = tokens.size() - 2;
        unit = dose_unit_of(lex.attr_matcher_, text::token_text(name, tokens.back()));
      }
      // Only when the number reads as a strength of this row: "doxy 1" is 100 mg, "theo-24" is not 24 mg.
      const bool mass = unit == "mg" || unit == "mcg" || unit == "g";
      if (num < tokens.size() && mass && def.single && num > 0) {
        const double value = tokens[num].value;
        const double ratio = value / std::max(def.value, 1e-9);
        const bool unit_said = unit != def.unit;
        if (unit_said || (ratio >= 0.1 && ratio <= 10)) {
          info.has_strength = true;
          info.strength_value = value;
          info.strength_unit = unit;
        }
      }
    }
    const auto index = static_cast<std::uint32_t>(lex.names_.size());
    if (lex.name_matcher_.add(name, index)) {
      lex.names_.push_back(info);
    }
  };

  for_each_line(medicines_tsv, [&](std::string_view line) {
    if (trim(line).empty() || line.front() == '#' || line.starts_with("generic\t")) {
      return;
    }
    std::array<std::string_view, 6> fields{};
    const std::size_t count = split_tabs(line, fields);
    if (count < 6 || fields[0].empty()) {
      ++lex.rejected_rows_;
      return;
    }
    medicine_entry entry;
    entry.generic = std::string(fields[0]);
    for (char& c : entry.generic) {
      c = lower_ascii(c);
    }
    entry.snomed = std::string(fields[1]);
    entry.default_strength = std::string(fields[3]);
    entry.route = std::string(fields[4]);
    entry.drug_class = std::string(fields[5]);
    std::string_view brands = fields[2];
    while (!brands.empty()) {
      const auto bar = brands.find('|');
      const auto brand = trim(brands.substr(0, bar));
      if (!brand.empty()) {
        entry.brands.emplace_back(brand);
      }
      if (bar == std::string_view::npos) {
        break;
      }
      brands.remove_prefix(bar + 1);
    }
    const auto index = static_cast<std::uint32_t>(lex.entries_.size());
    lex.rows_by_generic_[entry.generic].push_back(index);
    const parsed_strength strength = parse_strength(lex.attr_matcher_, entry.default_strength);
    lex.strengths_.push_back({strength.single, strength.value, strength.unit, strength.first_unit});
    lex.entries_.push_back(std::move(entry));
    const medicine_entry& row = lex.entries_.back();
    add_name(row.generic, index, false);
    for (const std::string& brand : row.brands) {
      add_name(brand, index, true);
    }
  });

  // Code-mixed timing and instruction phrases take the payload of their English sense.
  for_each_line(codemix_tsv, [&](std::string_view line) {
    if (trim(line).empty() || line.front() == '#' || line.starts_with("phrase\t")) {
      return;
    }
    std::array<std::string_view, 4> fields{};
    if (split_tabs(line, fields) < 4 || (fields[3] != "timing" && fields[3] != "instruction")) {
      return;
    }
    const std::uint32_t payload = lex.attr_matcher_.find(fields[2]);
    if (payload == phrase_matcher::no_payload) {
      return;
    }
    const attr_kind kind = attr(payload).kind;
    if (kind == attr_kind::duration_unit || kind == attr_kind::duration_intro || kind == attr_kind::not_medicine) {
      return;
    }
    if (lex.attr_matcher_.add(fields[0], payload)) {
      ++lex.codemix_phrases_;
    }
  });
  return lex;
}

const medicine_entry* medication_lexicon::lookup(std::string_view name) const {
  const std::uint32_t p = name_matcher_.find(name);
  if (p == text::phrase_matcher::no_payload) {
    return nullptr;
  }
  return &entries_[names_[p].entry];
}

// ---------------------------------------------------------------- scanner

namespace detail {

class medication_scanner {
 public:
  medication_scanner(std::string_view text, std::span<const token> tokens, const medication_lexicon& lex,
                     const medication_options& options)
      : text_(text), toks_(tokens), lex_(lex), options_(options) {}

  std::vector<medication_item> run() {
    find_mentions();
    std::vector<medication_item> items;
    items.reserve(mentions_.size());
    std::vector<std::uint32_t> entry_of;  // row of each item, for merging
    entry_of.reserve(mentions_.size());
    for (std::size_t k = 0; k < mentions_.size(); ++k) {
      const std::size_t limit = k + 1 < mentions_.size() ? mentions_[k + 1].first : toks_.size();
      std::uint32_t entry = 0;
      if (auto item = read_item(mentions_[k], limit, entry)) {
        if (options_.merge_repeats && merge_into(items, entry_of, *item, entry)) {
          continue;
        }
        items.push_back(std::move(*item));
        entry_of.push_back(entry);
      }
    }
    return items;
  }

 private:
  struct mention {
    std::size_t first = 0;
    std::size_t end = 0;
    std::uint32_t name = 0;
  };

  // Everything read after (and just before) one mention.
  struct attributes {
    std::optional<medication_dose> measure;  // mg, mL, IU…
    std::optional<medication_dose> count;    // tablets, puffs…
    bool dose_before = false;
    std::string frequency;
    std::uint8_t frequency_rank = 0;
    std::string_view meal_timing;
    std::string_view day_timing;
    std::string_view route;
    std::string_view form_route;
    std::string duration;
    std::string instructions;
    bool stopped_after = false;
    bool allergy_after = false;
    bool evidence_of_medicine = false;  // for ambiguous names
    std::size_t last_used_end = 0;      // one past the last token read as an attribute
  };

  // ------------------------------------------------------------ token helpers

  [[nodiscard]] bool key_at(std::size_t k, std::uint64_t key) const { return k < toks_.size() && toks_[k].key == key; }

  [[nodiscard]] bool number_at(std::size_t k) const {
    return k < toks_.size() && toks_[k].kind == token_kind::number;
  }

  [[nodiscard]] const attr_def* attr_at(std::size_t k, std::size_t limit, std::size_t& end) const {
    if (auto m = lex_.attr_matcher_.longest_at(text_, toks_, k, limit)) {
      end = m->end;
      return &attr(m->payload);
    }
    return nullptr;
  }

  // Sentence or line end; a dot after an abbreviation ("Tab.", "Inj.", "mg.") is not one.
  [[nodiscard]] bool break_at(std::size_t k) const {
    const token& t = toks_[k];
    if (!text::is_sentence_break(text_, t)) {
      return false;
    }
    if (t.key == "."_key && !t.space_before && k > 0 && toks_[k - 1].kind == token_kind::word) {
      const token& prev = toks_[k - 1];
      if (prev.span.end - prev.span.start == 1 || contains(dotted_abbreviations, prev.key)) {
        return false;
      }
    }
    return true;
  }

  // ------------------------------------------------------------ mentions

  void find_mentions() {
    const std::size_t n = toks_.size();
    std::size_t i = 0;
    while (i < n) {
      if (auto m = lex_.name_matcher_.longest_at(text_, toks_, i, n)) {
        std::size_t end = 0;
        const attr_def* next = attr_at(m->end, n, end);
        // "vitamin d level", "low vitamin d": a lab test or a condition.
        const bool lab = (next != nullptr && next->kind == attr_kind::not_medicine) || (i > 0 && key_at(i - 1, "low"_key));
        if (!lab) {
          mentions_.push_back({i, m->end, m->payload});
        }
        i = m->end;
        continue;
      }
      ++i;
    }
  }

  // ------------------------------------------------------------ attribute readers

  void set_frequency(attributes& a, std::string_view value, std::uint8_t rank) const {
    if (rank > a.frequency_rank) {
      a.frequency = std::string(value);
      a.frequency_rank = rank;
    }
  }

  void set_timing(attributes& a, std::string_view value, std::uint8_t kind) const {
    if (kind == timing_meal && a.meal_timing.empty()) {
      a.meal_timing = value;
    } else if (kind == timing_time_of_day && a.day_timing.empty()) {
      a.day_timing = value;
    }
  }

  void set_dose(attributes& a, double value, const attr_def& unit, bool replaces) const {
    auto& slot = unit.rank == 1 ? a.measure : a.count;
    if (!slot || replaces) {
      slot = medication_dose{value, std::string(unit.value)};
    }
  }

  // Indian shorthand at number `j`: 1-0-1, 1-1-1, 0-0-1, 1-1-1-1, ½-0-½. Sets `end`.
  [[nodiscard]] bool read_shorthand(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
    std::array<double, 4> parts{};
    std::size_t count = 0;
    std::size_t k = j;
    while (count < parts.size() && k < limit && number_at(k)) {
      const double v = toks_[k].value;
      if (v != 0 && v != 0.5 && v != 1 && v != 2) {
        return false;
      }
      parts[count++] = v;
      if (k + 2 < limit && (key_at(k + 1, "-"_key) || key_at(k + 1, "+"_key)) && number_at(k + 2)) {
        k += 2;
      } else {
        ++k;
        break;
      }
    }
    if (count < 3 || (count == 3 && number_at(k - 1) && k < limit && key_at(k, "-"_key))) {
      return false;
    }
    std::size_t nonzero = 0;
    std::size_t only = 0;
    for (std::size_t p = 0; p < count; ++p) {
      if (parts[p] != 0) {
        ++nonzero;
        only = p;
      }
    }
    static constexpr std::array<std::string_view, 5> codes{"", "OD", "BD", "TDS", "QID"};
    if (nonzero == 0) {
      return false;
    }
    set_frequency(a, codes[nonzero], rank_explicit);
    if (nonzero == 1) {
      // Position of the single dose: morning, afternoon (or evening of four), night.
      std::string_view when = "morning";
      if (only == count - 1) {
        when = "night";
      } else if (only == 1) {
        when = "afternoon";
      } else if (only == 2) {
        when = "evening";
      }
      set_timing(a, when, timing_time_of_day);
    }
    end = k;
    return true;
  }

  // After a duration intro ("for", "x", "for the next"): "5 days", "a week", "5/7".
  [[nodiscard]] bool read_duration(std::size_t k, std::size_t limit, attributes& a, std::size_t& end) const {
    if (key_at(k, "the"_key) || key_at(k, "next"_key)) {
      ++k;
    }
    double value = 0;
    std::size_t after = k + 1;
    if (number_at(k)) {
      value = toks_[k].value;
      // "x 5/7" = 5 days, "x 2/52" = 2 weeks, "x 3/12" = 3 months.
      if (key_at(k + 1, "/"_key) && number_at(k + 2)) {
        const double den = toks_[k + 2].value;
        std::string_view unit;
        if (den == 7) {
          unit = "day";
        } else if (den == 52) {
          unit = "week";
        } else if (den == 12) {
          unit = "month";
        }
        if (!unit.empty()) {
          if (a.duration.empty()) {
            a.duration = format_duration(value, unit);
          }
          end = k + 3;
          return true;
        }
      }
    } else if (key_at(k, "a"_key) || key_at(k, "an"_key)) {
      value = 1;
    } else {
      return false;
    }
    std::size_t unit_end = 0;
    const attr_def* unit = attr_at(after, limit, unit_end);
    if (unit == nullptr && key_at(after, "d"_key)) {
      if (a.duration.empty()) {
        a.duration = format_duration(value, "day");  // "x 5d"
      }
      end = after + 1;
      return true;
    }
    if (unit == nullptr || unit->kind != attr_kind::duration_unit) {
      return false;
    }
    if (a.duration.empty()) {
      a.duration = format_duration(value, unit->value);
    }
    end = unit_end;
    return true;
  }

  // "every N hours/days/weeks", "every N to M hours", "q N h", "N hourly". Sets `end`.
  [[nodiscard]] bool read_interval(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
    std::size_t k = j;
    const bool every = key_at(k, "every"_key) || key_at(k, "each"_key) || key_at(k, "q"_key);
    if (!every || k + 2 >= limit || !number_at(k + 1)) {
      return false;
    }
    const double n = toks_[k + 1].value;
    k += 2;
    double upper = 0;
    if ((key_at(k, "to"_key) || key_at(k, "-"_key)) && number_at(k + 1)) {
      upper = toks_[k + 1].value;
      k += 2;
    }
    std::string_view unit;
    if (key_at(k, "hours"_key) || key_at(k, "hour"_key) || key_at(k, "hrs"_key) || key_at(k, "hr"_key) ||
        key_at(k, "h"_key) || key_at(k, "hourly"_key)) {
      unit = "hour";
    } else if (key_at(k, "days"_key) || key_at(k, "day"_key)) {
      unit = "day";
    } else if (key_at(k, "weeks"_key) || key_at(k, "week"_key)) {
      unit = "week";
    } else if (key_at(k, "months"_key) || key_at(k, "month"_key)) {
      unit = "month";
    } else {
      return false;
    }
    end = k + 1;
    if (upper == 0 && unit == "hour") {
      static constexpr std::array<std::pair<double, std::string_view>, 4> codes{
          {{24, "OD"}, {12, "BD"}, {8, "TDS"}, {6, "QID"}}};
      for (const auto& [hours, code] : codes) {
        if (n == hours) {
          set_frequency(a, code, rank_explicit);
          return true;
        }
      }
    }
    if (upper == 0 && unit == "day" && n == 1) {
      set_frequency(a, "OD", rank_explicit);
      return true;
    }
    if (upper == 0 && unit == "day" && n == 2) {
      set_frequency(a, "alternate days", rank_explicit);
      return true;
    }
    if (upper == 0 && unit == "week" && n == 1) {
      set_frequency(a, "WEEKLY", rank_explicit);
      return true;
    }
    std::string freq = "every ";
    freq += text::format_number(n);
    if (upper != 0) {
      freq += " to ";
      freq += text::format_number(upper);
    }
    freq += ' ';
    freq += unit;
    if (n != 1 || upper != 0) {
      freq += 's';
    }
    set_frequency(a, freq, rank_explicit);
    return true;
  }

  // "3 times a day", "one time daily", "2 times a week". `j` is the number.
  [[nodiscard]] bool read_times(std::size_t j, std::size_t limit, attributes& a, std::size_t& end) const {
    if (!(key_at(j + 1, "times"_key) || key_at(j + 1, "time"_key)) || j + 2 >= limit) {
      return false;
    }
    const double n = toks_[j].value;
    std::size_t k = j + 2;
    if (key_at(k, "in"_key) || key_at(k, "per"_key) || key_at(k, "a"_key) || key_at(k, "each"_key) ||
        key_at(k, "every"_key)) {
      ++k;
    }
    const bool per_day = key_at(k, "day"_key) || key_at(k, "daily"_key);
    const bool per_week = key_at(k, "week"_key) || key_at(k, "weekly"_key);
    if (!per_day && !per_week) {
      return false;
    }
    end = k + 1;
    if (per_day && n >= 1 && n <= 4 && n == std::floor(n)) {
      static constexpr std::array<std::string_view, 5> codes{"", "OD", "BD", "TDS", "QID"};
      set_frequency(a, codes[static_cast<std::size_t>(n)], rank_explicit);
      return true;
    }
    if (per_week && n == 1) {
      set_frequency(a, "WEEKLY", rank_explicit);
      return true;
    }
    std::string freq = text::format_number(n);
    freq += per_day ? " times a day" : " times a week";
    set_frequency(a, freq, rank_explicit);
    return true;
  }

  // "for pain", "for your blood pressure": the purpose, up to four words.
  void read_purpose(std::size_t k, std::size_t limit, attributes& a) const {
    static constexpr auto stop_words = std::to_array<std::uint64_t>({
        "and"_key, "or"_key, "but"_key, "so"_key, "then"_key, "if"_key, "because"_key, "which"_key, "that"_key,
        "it"_key, "okay"_key, "to"_key, "with"_key, "until"_key, "till"_key, "as"_key, "is"_key, "we"_key,
        "i"_key, "you"_key, "does"_key, "do"_key,
    });
    const std::size_t from = k;
    std::size_t words = 0;
    std::size_t end_byte = 0;
    while (k < limit && words < 4) {
      const token& t = toks_[k];
      std::size_t attr_end = 0;
      if (t.kind != token_kind::word || contains(stop_words, t.key) || attr_at(k, limit, attr_end) != nullptr) {
        break;
      }
      end_byte = t.span.end;
      ++words;
      ++k;
    }
    if (words == 0) {
      return;
    }
    if (!a.instructions.empty()) {
      a.instructions += "; ";
    }
    a.instructions += "for ";
    a.instructions += text_.substr(toks_[from].span.start, end_byte - toks_[from].span.start);
  }

  void add_instruction(attributes& a, std::string_view value) const {
    if (a.instructions.find(value) != std::string::npos) {
      return;
    }
    if (!a.instructions.empty()) {
      a.instructions += "; ";
    }
    a.instructions += value;
  }

  // Reads the window after a mention. `m_end` is the token after the name.
  void read_after(const mention& m, std::size_t limit, attributes& a) const {
    const medication_lexicon::name_info& info = lex_.names_[m.name];
    a.last_used_end = m.end;
    const bool name_ends_with_number = number_at(m.end - 1);
    std::size_t j = m.end;
    std::size_t tokens_seen = 0;
    // "pan 40 mg": the unit after a strength inside the name.
    if (name_ends_with_number) {
      std::size_t unit_end = 0;
      if (const attr_def* u = attr_at(j, limit, unit_end); u && u->kind == attr_kind::dose_unit) {
        set_dose(a, toks_[m.end - 1].value, *u, false);
        a.last_used_end = unit_end;
        j = unit_end;
      }
    }
    // Context right after the name: "penicillin allergy", "metformin was stopped". An
    // imperative "stop" there starts the next instruction, so only these forms count.
    {
      std::size_t k = m.end;
      while (k < limit && (key_at(k, "was"_key) || key_at(k, "is"_key) || key_at(k, "has"_key) ||
                           key_at(k, "been"_key) || key_at(k, "got"_key))) {
        ++k;
      }
      if (k < limit) {
        const std::uint64_t w = toks_[k].key;
        a.allergy_after = w == "allergy"_key || w == "allergic"_key || w == "allergies"_key;
        a.stopped_after = w == "stopped"_key || w == "discontinued"_key || w == "held"_key ||
                          w == "withdrawn"_key || w == "ceased"_key ||
                          (w == "band"_key && (key_at(k + 1, "karo"_key) || key_at(k + 1, "kar"_key)));
      }
    }
    bool first_value = true;  // a bare number right after the name is its strength
    while (j < limit && tokens_seen < 30) {
      ++tokens_seen;
      const token& t = toks_[j];
      if (break_at(j)) {
        break;
      }
      std::size_t end = 0;
      if (t.kind == token_kind::number) {
        if (read_shorthand(j, limit, a, end) || read_times(j, limit, a, end)) {
          a.evidence_of_medicine = true;
          a.last_used_end = end;
          j = end;
          first_value = false;
          continue;
        }
        if (const attr_def* d = attr_at(j, limit, end); d && d->kind == attr_kind::frequency) {
          // "8 hourly", "12 hourly": phrases that start with a number.
          set_frequency(a, d->value, d->rank);
          a.evidence_of_medicine = true;
          a.last_used_end = end;
          j = end;
          first_value = false;
          continue;
        }
        std::size_t unit_end = 0;
        if (const attr_def* u = attr_at(j + 1, limit, unit_end)) {
          if (u->kind == attr_kind::dose_unit) {
            // "… half a cc of lidocaine": a dose followed by "of" belongs to the next name.
            std::size_t k = unit_end;
            if (key_at(k, "of"_key)) {
              ++k;
              if (key_at(k, "the"_key) || key_at(k, "your"_key) || key_at(k, "a"_key)) {
                ++k;
              }
              if (k == limit && limit < toks_.size()) {
                break;
              }
            }
            const bool replaces = j > 0 && (key_at(j - 1, "to"_key) || key_at(j - 1, "upto"_key));
            set_dose(a, t.value, *u, replaces);
            if (!u->extra.empty() && a.form_route.empty()) {
              a.form_route = u->extra;
            }
            // "o2 … 99 %" is a saturation, so a percentage is no evidence of a medicine.
            a.evidence_of_medicine = a.evidence_of_medicine || u->value != "%";
            a.last_used_end = unit_end;
            j = unit_end;
            first_value = false;
            continue;
          }
          if (u->kind == attr_kind::duration_unit) {
            const bool ago = key_at(unit_end, "ago"_key) || key_at(unit_end, "back"_key) ||
                             (j > 0 && (key_at(j - 1, "since"_key) || key_at(j - 1, "last"_key)));
            if (!ago && a.duration.empty()) {
              a.duration = format_duration(t.value, u->value);
              a.evidence_of_medicine = true;
              a.last_used_end = unit_end;
            }
            j = unit_end;
            first_value = false;
            continue;
          }
        }
        // "metformin 1 bd": a small count right before a frequency is a number of tablets.
        if (first_value && t.value > 0 && t.value <= 4 && lex_.entries_[info.entry].route == "oral") {
          std::size_t freq_end = 0;
          const attr_def* next = attr_at(j + 1, limit, freq_end);
          if (next != nullptr && next->kind == attr_kind::frequency && !a.count) {
            a.count = medication_dose{t.value, "tablet"};
            a.evidence_of_medicine = true;
            a.last_used_end = j + 1;
            first_value = false;
            ++j;
            continue;
          }
        }
        if (first_value && !name_ends_with_number && !a.measure) {
          // "metformin 500 twice daily": the unit comes from the row's strength; a number far
          // from that strength ("metformin 1 bd") counts tablets, not milligrams.
          const medication_lexicon::row_strength& def = lex_.strengths_[info.entry];
          const double ratio = def.value > 0 ? t.value / def.value : 1;
          if (ratio >= 0.05 && ratio <= 20) {
            const std::string_view unit = def.first_unit.empty() ? std::string_view{"mg"} : def.first_unit;
            a.measure = medication_dose{t.value, std::string(unit)};
            a.evidence_of_medicine = true;
            a.last_used_end = j + 1;
          }
        }
        first_value = false;
        ++j;
        continue;
      }
      if (t.kind == token_kind::word) {
        first_value = false;
        // A new instruction starts: "tylenol for pain … i'll prescribe cardura 4 mg".
        if (contains(window_stoppers, t.key)) {
          break;
        }
        if (read_interval(j, limit, a, end)) {
          a.evidence_of_medicine = true;
          a.last_used_end = end;
          j = end;
          continue;
        }
        if (const attr_def* d = attr_at(j, limit, end)) {
          bool used = true;
          switch (d->kind) {
            case attr_kind::frequency:
              set_frequency(a, d->value, d->rank);
              if (!d->extra.empty()) {
                set_timing(a, d->extra, timing_time_of_day);
              }
              break;
            case attr_kind::timing:
              set_timing(a, d->value, d->rank);
              break;
            case attr_kind::route:
              if (a.route.empty()) {
                a.route = d->value;
              }
              break;
            case attr_kind::form:
              if (a.form_route.empty()) {
                a.form_route = d->value;
              }
              break;
            case attr_kind::duration_intro: {
              std::size_t dur_end = 0;
              if (read_duration(end, limit, a, dur_end)) {
                end = dur_end;
              } else if (key_at(j, "for"_key)) {
                read_purpose(end, limit, a);
                used = false;
              } else {
                used = false;
              }
              break;
            }
            case attr_kind::instruction:
              add_instruction(a, d->value);
              break;
            default:
              used = false;
              break;
          }
          if (used) {
            a.evidence_of_medicine = true;
            a.last_used_end = end;
          }
          j = end;
          continue;
        }
      }
      ++j;
    }
  }

  // A dose or dose form just before the name: "10 mg of norvasc", "Tab. Dolo", "inj pan".
  void read_before(const mention& m, std::size_t previous_end, attributes& a) const {
    std::size_t k = m.first;
    const std::size_t floor = std::max(previous_end, m.first >= 6 ? m.first - 6 : std::size_t{0});
    // Skip "of", "the", "your", "some" and an abbreviation dot between dose and name.
    while (k > floor) {
      const std::size_t p = k - 1;
      if (key_at(p, "of"_key) || key_at(p, "the"_key) || key_at(p, "your"_key) || key_at(p, "some"_key) ||
          key_at(p, "."_key) || key_at(p, ","_key)) {
        --k;
        continue;
      }
      break;
    }
    if (k == floor) {
      return;
    }
    // The word before: a dose form or unit ("tab", "inj", "tablets", "mg").
    std::size_t unit_first = k - 1;
    while (unit_first > floor && !text::is_sentence_break(text_, toks_[unit_first - 1]) &&
           toks_[unit_first - 1].kind != token_kind::number && k - unit_first < 3) {
      --unit_first;
    }
    for (std::size_t s = unit_first; s < k; ++s) {
      std::size_t end = 0;
      const attr_def* d = attr_at(s, k, end);
      if (d == nullptr || end != k) {
        continue;
      }
      if (d->kind == attr_kind::form || d->kind == attr_kind::route) {
        if (d->kind == attr_kind::route && a.route.empty()) {
          a.route = d->value;
        } else if (d->kind == attr_kind::form && a.form_route.empty()) {
          a.form_route = d->value;
        }
        a.evidence_of_medicine = true;
        return;
      }
      if (d->kind == attr_kind::dose_unit) {
        if (a.form_route.empty() && !d->extra.empty()) {
          a.form_route = d->extra;
        }
        a.evidence_of_medicine = true;
        // "10 mg of norvasc", "two tablets of dolo".
        if (s > floor && number_at(s - 1)) {
          auto& slot = d->rank == 1 ? a.measure : a.count;
          if (!slot) {
            slot = medication_dose{toks_[s - 1].value, std::string(d->value)};
            a.dose_before = true;
          }
        }
        return;
      }
    }
    // "two . five of norvasc": a unitless decimal right before "of" the name.
    if (number_at(k - 1) && key_at(k, "of"_key) && !toks_[k - 1].integral && !a.measure) {
      const medication_lexicon::row_strength& def = lex_.strengths_[lex_.names_[m.name].entry];
      if (!def.first_unit.empty()) {
        a.measure = medication_dose{toks_[k - 1].value, std::string(def.first_unit)};
        a.dose_before = true;
      }
    }
  }

  // The nearest context cue in the ten words before the mention, in its sentence.
  [[nodiscard]] medication_context context_before(const mention& m) const {
    std::size_t from = m.first;
    std::size_t words = 0;
    while (from > 0 && words < 10 && !break_at(from - 1)) {
      --from;
      if (toks_[from].kind != token_kind::symbol) {
        ++words;
      }
    }
    std::optional<cue_kind> last;
    std::size_t k = from;
    while (k < m.first) {
      if (auto c = lex_.context_matcher_.longest_at(text_, toks_, k, m.first)) {
        last = cue_defs[c->payload].kind;
        k = c->end;
        continue;
      }
      ++k;
    }
    if (!last) {
      return medication_context::current;
    }
    switch (*last) {
      case cue_kind::allergy:
        return medication_context::allergy_mention;
      case cue_kind::stopped:
        return medication_context::stopped;
      case cue_kind::historical:
        return medication_context::historical;
      case cue_kind::current:
        break;
    }
    return medication_context::current;
  }

  // A verb or dose form right before the name ("take pan", "tab mox"); "take a pause" is not.
  [[nodiscard]] bool verb_before(const mention& m) const {
    return m.first > 0 && contains(verb_cues, toks_[m.first - 1].key);
  }

  // The row with the same generic and `route`, or `entry` itself.
  [[nodiscard]] std::uint32_t row_for_route(std::uint32_t entry, std::string_view route) const {
    const medicine_entry& row = lex_.entries_[entry];
    if (route.empty() || row.route == route) {
      return entry;
    }
    const auto it = lex_.rows_by_generic_.find(row.generic);
    if (it == lex_.rows_by_generic_.end()) {
      return entry;
    }
    for (const std::uint32_t other : it->second) {
      const std::string& r = lex_.entries_[other].route;
      const bool parenteral = r == "iv" || r == "im" || r == "sc";
      if (r == route || (route == "injection" && parenteral)) {
        return other;
      }
    }
    return entry;
  }

  [[nodiscard]] std::string snomed_for(std::uint32_t entry) const {
    const medicine_entry& row = lex_.entries_[entry];
    if (!row.snomed.empty()) {
      return row.snomed;
    }
    // The substance concept is the same for every row of one generic.
    const auto it = lex_.rows_by_generic_.find(row.generic);
    if (it != lex_.rows_by_generic_.end()) {
      for (const std::uint32_t other : it->second) {
        if (!lex_.entries_[other].snomed.empty()) {
          return lex_.entries_[other].snomed;
        }
      }
    }
    return {};
  }

  std::optional<medication_item> read_item(const mention& m, std::size_t limit, std::uint32_t& entry_out) {
    const medication_lexicon::name_info& info = lex_.names_[m.name];
    attributes a;
    read_after(m, limit, a);
    // A dose before this name must not be the previous medicine's ("lasix 40 mg , metformin").
    read_before(m, last_item_end_, a);
    last_item_end_ = std::max(m.end, a.last_used_end);
    if (info.ambiguous && !a.evidence_of_medicine && !verb_before(m)) {
      return std::nullopt;
    }

    std::uint32_t entry = info.entry;
    std::string_view route = a.route;
    if (route.empty() && !a.form_route.empty() && a.form_route != "injection") {
      route = a.form_route;
    }
    entry = row_for_route(entry, route.empty() ? a.form_route : route);
    const medicine_entry& row = lex_.entries_[entry];
    if (route.empty()) {
      route = row.route;
    }

    medication_item item;
    item.name = std::string(text_.substr(toks_[m.first].span.start, toks_[m.end - 1].span.end - toks_[m.first].span.start));
    item.generic = row.generic;
    item.strength = row.default_strength;
    item.route = std::string(route);
    item.snomed = snomed_for(entry);
    item.drug_class = row.drug_class;
    item.evidence = {toks_[m.first].span.start, toks_[m.end - 1].span.end};

    if (a.measure) {
      item.dose = a.measure;
      item.dose_from = dose_source::spoken;
    } else if (info.has_strength) {
      item.dose = medication_dose{info.strength_value, std::string(info.strength_unit)};
      item.dose_from = dose_source::brand_name;
    } else if (a.count) {
      item.dose = a.count;
      item.dose_from = dose_source::spoken;
    } else if (info.brand && options_.use_default_strength) {
      const medication_lexicon::row_strength& def = lex_.strengths_[entry];
      if (def.single) {
        item.dose = medication_dose{def.value, std::string(def.unit)};
        item.dose_from = dose_source::table_default;
      }
    }
    item.frequency = std::move(a.frequency);
    if (!a.meal_timing.empty()) {
      item.timing = std::string(a.meal_timing);
    }
    if (!a.day_timing.empty()) {
      if (!item.timing.empty()) {
        item.timing += ", ";
      }
      item.timing += a.day_timing;
    }
    item.duration = std::move(a.duration);
    item.instructions = std::move(a.instructions);

    item.context = context_before(m);
    if (a.allergy_after) {
      item.context = medication_context::allergy_mention;
    } else if (a.stopped_after && item.context == medication_context::current) {
      item.context = medication_context::stopped;
    }
    entry_out = entry;
    return item;
  }

  [[nodiscard]] static int dose_rank(dose_source s) {
    switch (s) {
      case dose_source::spoken:
        return 3;
      case dose_source::brand_name:
        return 2;
      case dose_source::table_default:
        return 1;
      case dose_source::none:
        break;
    }
    return 0;
  }

  static bool merge_into(std::vector<medication_item>& items, const std::vector<std::uint32_t>& entry_of,
                         medication_item& item, std::uint32_t entry) {
    for (std::size_t k = 0; k < items.size(); ++k) {
      medication_item& old = items[k];
      if (entry_of[k] != entry || old.context != item.context) {
        continue;
      }
      if (item.dose && dose_rank(item.dose_from) >= dose_rank(old.dose_from)) {
        old.dose = item.dose;
        old.dose_from = item.dose_from;
      }
      if (!item.frequency.empty()) {
        old.frequency = std::move(item.frequency);
      }
      const auto fill = [](std::string& to, std::string& from) {
        if (to.empty()) {
          to = std::move(from);
        }
      };
      fill(old.timing, item.timing);
      fill(old.duration, item.duration);
      fill(old.instructions, item.instructions);
      return true;
    }
    return false;
  }

  std::string_view text_;
  std::span<const token> toks_;
  const medication_lexicon& lex_;
  const medication_options& options_;
  std::vector<mention> mentions_;
  std::size_t last_item_end_ = 0;
};

}  // namespace detail

std::string_view to_string(medication_context context) noexcept {
  switch (context) {
    case medication_context::stopped:
      return "stopped";
    case medication_context::allergy_mention:
      return "allergy_mention";
    case medication_context::historical:
      return "historical";
    case medication_context::current:
      break;
  }
  return "current";
}

std::vector<medication_item> find_medications(std::string_view text, std::span<const text::token> tokens,
                                              const medication_lexicon& lexicon, const medication_options& options) {
  detail::medication_scanner scanner(text, tokens, lexicon, options);
  return scanner.run();
}

std::vector<medication_item> find_medications(std::string_view text, const medication_lexicon& lexicon,
                                              const medication_options& options) {
  thread_local std::vector<text::token> tokens;
  text::tokenize(text, tokens);
  return find_medications(text, tokens, lexicon, options);
}

boost::json::object to_json(const medication_item& item) {
  boost::json::object out;
  out["name"] = item.name;
  out["generic"] = item.generic;
  if (item.dose) {
    boost::json::object dose;
    const double v = item.dose->value;
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15) {
      dose["value"] = static_cast<std::int64_t>(v);
    } else {
      dose["value"] = v;
    }
    dose["unit"] = item.dose->unit;
    out["dose"] = std::move(dose);
  } else {
    out["dose"] = nullptr;
  }
  out["route"] = item.route;
  out["frequency"] = item.frequency;
  out["timing"] = item.timing;
  out["duration"] = item.duration;
  out["instructions"] = item.instructions;
  out["snomed"] = item.snomed;
  boost::json::object evidence;
  evidence["start"] = static_cast<std::uint64_t>(item.evidence.start);
  evidence["end"] = static_cast<std::uint64_t>(item.evidence.end);
  out["evidence"] = std::move(evidence);
  return out;
}

}  // namespace cxs::domain::clinical
