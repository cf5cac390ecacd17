#pragma once
// Internal to clinical/context*.cpp: the section headers a note's lines open with ("Past
// medical history:", "Family history:", "Impression:") and the kind of section each opens.
// Data only.

#include <array>
#include <cstdint>
#include <string_view>

namespace cxs::domain::clinical::context_detail {

// Section headers ("Past medical history:").

enum class section_kind : std::uint8_t {
  none,          // no header seen, or its section ended
  current,       // assessment, impression, HPI, chief complaint, examination, ...
  history,       // past medical / surgical history
  family,        // family history
  provisional,   // provisional / tentative diagnosis
  differential,  // differential diagnosis
  relative,      // "Father:" as a line label: that line is the relative's
  instruction,   // return precautions, counselling: what to watch for or was taught (round 22)
};

struct header_spec {
  std::string_view phrase;
  section_kind kind;
};

inline constexpr std::array headers{
    header_spec{"past medical history", section_kind::history},
    header_spec{"past medical history pmh", section_kind::history},
    header_spec{"medical history", section_kind::history},
    header_spec{"past history", section_kind::history},
    header_spec{"pmh", section_kind::history},
    header_spec{"pmhx", section_kind::history},
    header_spec{"past surgical history", section_kind::history},
    header_spec{"surgical history", section_kind::history},
    header_spec{"psh", section_kind::history},
    header_spec{"past illnesses", section_kind::history},
    header_spec{"previous history", section_kind::history},
    header_spec{"past medical and surgical history", section_kind::history},
    header_spec{"obstetric history", section_kind::history},
    header_spec{"past obstetric history", section_kind::history},
    header_spec{"birth history", section_kind::history},
    header_spec{"past illness", section_kind::history},
    header_spec{"previous illnesses", section_kind::history},
    // a problem list's part of ended problems (review round 4): "Resolved: left otitis media."
    header_spec{"resolved", section_kind::history},
    header_spec{"resolved problems", section_kind::history},
    header_spec{"inactive problems", section_kind::history},
    header_spec{"past problems", section_kind::history},
    header_spec{"family history", section_kind::family},
    header_spec{"runs in the family", section_kind::family},
    header_spec{"runs in family", section_kind::family},
    header_spec{"family medical history", section_kind::family},
    header_spec{"fh", section_kind::family},
    header_spec{"fhx", section_kind::family},
    header_spec{"family hx", section_kind::family},
    header_spec{"assessment", section_kind::current},
    header_spec{"assessment and plan", section_kind::current},
    header_spec{"a/p", section_kind::current},
    header_spec{"impression", section_kind::current},
    header_spec{"clinical impression", section_kind::current},
    header_spec{"plan", section_kind::current},
    header_spec{"diagnosis", section_kind::current},
    header_spec{"diagnoses", section_kind::current},
    header_spec{"final diagnosis", section_kind::current},
    header_spec{"working diagnosis", section_kind::provisional},
    header_spec{"dx", section_kind::current},
    header_spec{"chief complaint", section_kind::current},
    // a label of the present ends a history section: "Past illnesses: ...\nNow: knee pain"
    header_spec{"now", section_kind::current},
    header_spec{"today", section_kind::current},
    header_spec{"currently", section_kind::current},
    header_spec{"at present", section_kind::current},
    header_spec{"present complaint", section_kind::current},
    header_spec{"current complaints", section_kind::current},
    header_spec{"this visit", section_kind::current},
    header_spec{"chief complaints", section_kind::current},
    header_spec{"cc", section_kind::current},
    header_spec{"presenting complaint", section_kind::current},
    header_spec{"presenting complaints", section_kind::current},
    header_spec{"complaints", section_kind::current},
    header_spec{"c/o", section_kind::current},
    header_spec{"hpi", section_kind::current},
    header_spec{"history of present illness", section_kind::current},
    header_spec{"history of presenting illness", section_kind::current},
    header_spec{"present illness", section_kind::current},
    header_spec{"examination", section_kind::current},
    header_spec{"exam", section_kind::current},
    header_spec{"physical exam", section_kind::current},
    header_spec{"physical examination", section_kind::current},
    header_spec{"on examination", section_kind::current},
    header_spec{"o/e", section_kind::current},
    header_spec{"review of systems", section_kind::current},
    header_spec{"ros", section_kind::current},
    header_spec{"investigations", section_kind::current},
    header_spec{"results", section_kind::current},
    header_spec{"labs", section_kind::current},
    header_spec{"vitals", section_kind::current},
    header_spec{"medications", section_kind::current},
    header_spec{"current medications", section_kind::current},
    header_spec{"allergies", section_kind::current},
    header_spec{"problem list", section_kind::current},
    header_spec{"subjective", section_kind::current},
    header_spec{"objective", section_kind::current},
    header_spec{"social history", section_kind::current},
    header_spec{"advice", section_kind::current},
    header_spec{"treatment", section_kind::current},
    header_spec{"rx", section_kind::current},
    header_spec{"provisional diagnosis", section_kind::provisional},
    header_spec{"provisional diagnoses", section_kind::provisional},
    header_spec{"tentative diagnosis", section_kind::provisional},
    header_spec{"provisional dx", section_kind::provisional},
    header_spec{"tentative dx", section_kind::provisional},
    header_spec{"probable diagnosis", section_kind::provisional},
    header_spec{"differential diagnosis", section_kind::differential},
    header_spec{"differential diagnoses", section_kind::differential},
    header_spec{"differentials", section_kind::differential},
    header_spec{"differential", section_kind::differential},
    header_spec{"ddx", section_kind::differential},
    header_spec{"d/d", section_kind::differential},  // Indian notes: "D/d: malaria, typhoid"
    // Round 22: "F/H/O epilepsy" and "F/H:" are the Indian case sheet's family history.
    header_spec{"f/h/o", section_kind::family},
    header_spec{"f/h", section_kind::family},
    // Round 22: a heading of return precautions or counselling lists what the patient is to
    // watch for or was taught about ("Return if: signs of dehydration", "Counselled about:
    // febrile seizure first aid"), not what the patient has; its scope ends like any header's
    // (the next header, a blank line, a value closed by a full stop at the line's end).
    header_spec{"return if", section_kind::instruction},
    header_spec{"come back if", section_kind::instruction},
    header_spec{"review if", section_kind::instruction},
    header_spec{"seek help if", section_kind::instruction},
    header_spec{"return to ed if", section_kind::instruction},
    header_spec{"advised to return if", section_kind::instruction},
    header_spec{"red flags", section_kind::instruction},
    header_spec{"red flag symptoms", section_kind::instruction},
    header_spec{"warning signs", section_kind::instruction},
    header_spec{"danger signs", section_kind::instruction},
    header_spec{"safety netting", section_kind::instruction},
    header_spec{"safety net", section_kind::instruction},
    header_spec{"counselled about", section_kind::instruction},
    header_spec{"counseled about", section_kind::instruction},
    header_spec{"counselled regarding", section_kind::instruction},
    header_spec{"counseled regarding", section_kind::instruction},
    header_spec{"counselled on", section_kind::instruction},
    header_spec{"counseled on", section_kind::instruction},
    header_spec{"counselling", section_kind::instruction},
    header_spec{"counseling", section_kind::instruction},
    header_spec{"counselling given", section_kind::instruction},
    header_spec{"counseling given", section_kind::instruction},
    header_spec{"counselling done", section_kind::instruction},
    header_spec{"patient education", section_kind::instruction},
    // Round 38: the return advice named as such ("Return precautions reviewed: fever above 38.5
    // after the procedure, ...").
    header_spec{"return precautions", section_kind::instruction},
    header_spec{"return precautions given", section_kind::instruction},
    header_spec{"return precautions reviewed", section_kind::instruction},
    header_spec{"return precautions discussed", section_kind::instruction},
    header_spec{"strict return precautions", section_kind::instruction},
    header_spec{"reasons to return", section_kind::instruction},
    header_spec{"reasons to come back", section_kind::instruction},
    header_spec{"when to return", section_kind::instruction},
    header_spec{"when to seek help", section_kind::instruction},
};

}  // namespace cxs::domain::clinical::context_detail
