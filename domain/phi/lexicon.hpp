#pragma once
// Internal to domain/phi: the word lists the detectors consult. Kept apart from the
// detectors so the lists can grow without touching the logic.

#include <cstdint>
#include <string_view>

namespace cxs::domain::phi::detail {

/// True for capitalised words that end or rule out a name after an honorific: common
/// English and clinical words, verbs, drugs, diseases, brands, places, days and months
/// ("Dr Advised", "Master Health Checkup", "Sri Lanka"). ASCII, case-insensitive.
[[nodiscard]] bool is_name_stopword(std::string_view word);

/// True for words that make the preceding "name" an institution ("Sri Ramachandra
/// Medical College", "Dr. Ram Manohar Lohia Hospital"). ASCII, case-insensitive.
[[nodiscard]] bool is_institution_word(std::string_view word);

/// True for Devanagari and Tamil words (postpositions, auxiliaries, "ji", "said") that
/// end or rule out a name after श्री, डॉ., திரு, டாக்டர். Compared as UTF-8 bytes.
[[nodiscard]] bool is_indic_stopword(std::string_view word);

/// True for a Devanagari or Tamil honorific (without a trailing period).
[[nodiscard]] bool is_indic_honorific(std::string_view word);

/// True for a word (ASCII, any case, no period) that is itself an honorific, so that
/// "Late Shri", "Baby of Mrs" and "name: Mrs." skip to the name.
[[nodiscard]] bool is_honorific_word(std::string_view word);

/// What a label word just before a number says the number is.
enum class number_label : std::uint8_t {
  none,     ///< not a label word
  phone,    ///< mobile, phone, call, contact, ...
  aadhaar,  ///< aadhaar, uid, ...
  abha,     ///< abha, phr
  not_phi,  ///< invoice, batch, serial, token, bed, ...: the number is something else
};

/// Classifies one ASCII word (any case).
[[nodiscard]] number_label label_of(std::string_view word);

}  // namespace cxs::domain::phi::detail
