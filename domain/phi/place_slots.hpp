#pragma once
// Internal to domain/phi (issue 18, eighteenth round): the slots of a clinical line that only a
// place, a shrine, a rite or a village's part fills, and the slots that only a person fills in a
// letter or a register. A word in such a slot takes its kind from the slot, whatever lists hold it:
// "Amarnath yatri", "Lakshmi puja", "Brahmi vati" are no people; "Respected Sagar sir", "Kind
// attention: X" are.

#include <cstddef>
#include <string_view>

namespace cxs::domain::phi::detail {

/// True for a word that, right after a capitalised word, makes it a pilgrimage, a shrine, a rite,
/// a village's part or an Ayurvedic medicine ("Amarnath yatri", "Kedarnath dham", "Lakshmi puja",
/// "Ambedkar tola", "Brahmi vati", "Arjuna ksheerpak"). ASCII, any case.
[[nodiscard]] bool names_a_rite_or_place(std::string_view next);

/// True when the word at `begin` follows a place label that only a village, a post office, a police
/// station or a district takes: "vill. X", "village X", "gram X", "mohalla X", "P.O. X", "PS X",
/// "dist. X", "tehsil X", "Tq. X", "thana X", "zila X" (round 18). The name read there is
/// the place's, whatever person's name it also spells ("Thana Manjhi", "dist. Deoria").
[[nodiscard]] bool follows_place_label(std::string_view text, std::size_t begin);

/// True when the name read at `begin`..`end` stands where a place does: after a place label
/// (`follows_place_label`), in apposition to a noun of places ("The towns, X and Y, …"), or as
/// the subject of a place's facilities ("X has no doctor", "X has a better hospital"; review
/// phi21).
[[nodiscard]] bool in_a_place_slot(std::string_view text, std::size_t begin, std::size_t end);

/// True when the capitalised run of one to three words from `begin` (one word matched by a
/// repeat) continues into a place's, a rite's or an institution's name: "Ganga" in "Ganga Sagar
/// Mela" or "Lakshmi" before "puja"; or when a genitive or "ke liye" and a rite's fast or
/// offering follow ("Pooja ke liye upvas", "Lakshmi ka vrat"; review phi21). `end` is the end of
/// the word matched.
[[nodiscard]] bool repeat_inside_a_place_name(std::string_view text, std::size_t end);

}  // namespace cxs::domain::phi::detail

namespace cxs::domain::phi::detail {

/// The places only a person fills after a capitalised word read at `begin`..`end` (issue 18,
/// round 18), whatever lists hold the word (an English word too: "Silky", "Honey"):
/// - opening its clause (`clause_start`), a verb of hurting or using one's own body right before
///   the subject's own "his"/"her" ("X broke her wrist", "X twisted his ankle", "X lost his
///   appetite");
/// - opening its clause, the subject's origin in a building or a register and then a person's
///   predicate ("X from the third floor wants her report", "X from the packing section
///   fainted");
/// - a vocative: a comma and a second-person pronoun after it, inside a sentence or for a
///   lexicon name (`known`) ("Ke baat X, tanne dawai le li?", "X, you must come fasting"); not
///   after a place preposition ("In Delhi, you …").
/// True when the capitalised word at `begin` follows a sentence's opening phrase of time or place:
/// a capitalised preposition and up to five lower-case words ("On the ward round X", "After the
/// fall, X"); the subject's predicate is then read as at a sentence start.
[[nodiscard]] bool opens_clause_after_phrase(std::string_view text, std::size_t begin);

/// True when the capitalised word at `begin` opens a clause reported after a verb of saying or
/// noticing and "that" ("The warden reports that X has been vomiting").
[[nodiscard]] bool opens_reported_clause(std::string_view text, std::size_t begin);

/// True when the word at `i` follows a lone capital's initial or a possessive apostrophe ("H.
/// Pylori", "C. Diff", "Graves' Disease"): the full stop or the apostrophe before it closes no
/// sentence, so a comma and "you"/"aap" after it make no vocative (review phi21).
[[nodiscard]] bool after_initial_or_possessive(std::string_view text, std::size_t i);

[[nodiscard]] bool person_slot_follows(std::string_view text, std::size_t begin, std::size_t end, bool clause_start,
                                       bool known);

}  // namespace cxs::domain::phi::detail
