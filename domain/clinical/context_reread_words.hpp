// Review rv33 (context_rereadings.cpp): the cue words of its readings, each with the frame-cue bit
// of its group (bits 48 and up: ctx36 takes 32-39, ctx37 40-47). A sentence holding none of a
// group's words skips that reading, so none of them runs for most mentions.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace cxs::domain::clinical::context_detail {

// The frame-cue mask's type (frame_cue_bits in context_document.hpp, which includes this file).
__extension__ typedef unsigned __int128 reread_bits;

inline constexpr reread_bits f_dismissed = reread_bits{1} << 48;      // table, aside, ruled, excluded, longer
inline constexpr reread_bits f_cure_result = reread_bits{1} << 49;    // svr, svr12, svr24, sustained
inline constexpr reread_bits f_expect = reread_bits{1} << 50;         // expect
inline constexpr reread_bits f_goes_on = reread_bits{1} << 51;        // ongoing, persisting, another, again
inline constexpr reread_bits f_result_normal = reread_bits{1} << 52;  // normal, clear, negative
inline constexpr reread_bits f_frequency = reread_bits{1} << 53;      // usually, often, typically
inline constexpr reread_bits f_causing = reread_bits{1} << 54;        // makes, raises, increases
inline constexpr reread_bits f_denied_end = reread_bits{1} << 55;     // not, isnt, wasnt
inline constexpr reread_bits f_seek_care = reread_bits{1} << 56;      // come, call, seek, get
// Review rv35 (context_rereadings_compared.cpp): bits 57-63 (the last free bits).
inline constexpr reread_bits f_compared = reread_bits{1} << 57;       // as (", as hers has")
inline constexpr reread_bits f_general_modal = reread_bits{1} << 58;  // can, may, might, could
inline constexpr reread_bits f_this_time = reread_bits{1} << 59;      // baar, phir, fir (Hindi)
inline constexpr reread_bits f_suspected = reread_bits{1} << 60;      // shak, shaq (Hindi)
inline constexpr reread_bits f_working = reread_bits{1} << 61;        // cannot, cant, treated, provisional
inline constexpr reread_bits f_hedged_alias = reread_bits{1} << 62;   // likely, probable, possible, ...
inline constexpr reread_bits f_supply_ended = reread_bits{1} << 63;   // khatam, khtam (Hindi)
inline constexpr reread_bits f_compared_group =
    f_compared | f_general_modal | f_this_time | f_suspected | f_working | f_hedged_alias | f_supply_ended;
inline constexpr reread_bits f_rereading = f_dismissed | f_cure_result | f_expect | f_goes_on | f_result_normal |
                                           f_frequency | f_causing | f_denied_end | f_seek_care | f_compared_group;

struct reread_cue {
  std::string_view word;
  reread_bits group = 0;
};

inline constexpr std::array<reread_cue, 68> reread_cues{{
    {"table", f_dismissed},       {"aside", f_dismissed},         {"ruled", f_dismissed},
    {"excluded", f_dismissed},    {"longer", f_dismissed},        {"svr", f_cure_result},
    {"svr12", f_cure_result},     {"svr24", f_cure_result},       {"sustained", f_cure_result},
    {"expect", f_expect},         {"ongoing", f_goes_on},         {"persisting", f_goes_on},
    {"persists", f_goes_on},      {"continuing", f_goes_on},      {"continues", f_goes_on},
    {"another", f_goes_on},       {"again", f_goes_on},           {"normal", f_result_normal},
    {"clear", f_result_normal},   {"negative", f_result_normal},  {"unremarkable", f_result_normal},
    {"sterile", f_result_normal}, {"usually", f_frequency},       {"often", f_frequency},
    {"typically", f_frequency},   {"generally", f_frequency},     {"commonly", f_frequency},
    {"normally", f_frequency},    {"frequently", f_frequency},    {"makes", f_causing},
    {"make", f_causing},          {"raises", f_causing},          {"increases", f_causing},
    {"puts", f_causing},          {"not", f_denied_end},          
    {"isnt", f_denied_end},      {"wasnt", f_denied_end},        {"come", f_seek_care},             {"call", f_seek_care},
    {"ring", f_seek_care},           {"seek", f_seek_care},             {"contact", f_seek_care},
    {"get", f_seek_care},            {"phone", f_seek_care},
    {"as", f_compared},              {"can", f_general_modal},          {"may", f_general_modal},
    {"might", f_general_modal},      {"could", f_general_modal},        {"baar", f_this_time},
    {"phir", f_this_time},           {"fir", f_this_time},              {"shak", f_suspected},
    {"shaq", f_suspected},           {"cannot", f_working},             {"cant", f_working},
    {"treated", f_working},          {"provisional", f_working},        {"likely", f_hedged_alias},
    {"probable", f_hedged_alias},    {"probably", f_hedged_alias},      {"possible", f_hedged_alias},
    {"presumed", f_hedged_alias},    {"suspected", f_hedged_alias},     {"query", f_hedged_alias},
    {"khatam", f_supply_ended},      {"khtam", f_supply_ended},
}};

}  // namespace cxs::domain::clinical::context_detail
