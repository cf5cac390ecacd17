#pragma once
// PHI redaction: replaces patient identifiers in free text with typed, instance-numbered
// tokens before the text leaves for a language model, and puts them back afterwards.
//
// Detected (see docs/phi.md for the full rules and measured precision/recall):
//   NAME           names after honorifics (Mr, Mrs, Dr, Shri, Smt, Kumari, Baby, Late, S/o,
//                  श्री, திரு, ...) and after labels ("patient name:", "my name is"); names
//                  by context ("my son X", "patient X", "X ji", "Hello X", sign-offs,
//                  Hinglish "mera beta X", "X ko") and from Indian name lexicons; later
//                  repeats of a detected name elsewhere in the same text
//   PHONE          Indian mobile and landline numbers, with or without +91 / 0 prefixes
//   NATIONAL_ID    Aadhaar (12 digits, Verhoeff check), PAN, ABHA number, ABHA address
//   EMAIL          e-mail addresses
//   RECORD_NUMBER  values after MRN, UHID, IP No, OP No, Reg No, CR No, Record No, ...
//   ADDRESS        labelled addresses (Address:, R/o, resident of, ...) and PIN codes
//   DATE_OF_BIRTH  dates after DOB, date of birth, born (on), janm tithi
//
// Tokens look like `[NAME_1]`, `[PHONE_2]`. Within one call the same (kind, exact value)
// always gets the same token. A token number is skipped when that exact token already
// occurs literally in the input, so `restore` never confuses user text with a token and
// restore(redact(x).text, redact(x).token_map) == x for every input x.
//
// One request can carry several free texts (a consult, a prior note, declared inputs):
// `redact_together` redacts them as one call, so the rules above hold across all of them
// (one token per value in every text, no token any of them contains literally) and a
// name found in one text is also replaced where another mentions it bare.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>

namespace cxs::domain::phi {

/// What kind of identifier a span is; the token prefix is `kind_name(kind)`.
enum class phi_kind : std::uint8_t {
  name,           ///< a person's name
  phone,          ///< a telephone number
  national_id,    ///< Aadhaar, PAN, ABHA number or ABHA address
  email,          ///< an e-mail address
  record_number,  ///< a hospital record number (MRN, UHID, IP/OP number, ...)
  address,        ///< a labelled residence address or PIN code
  date_of_birth,  ///< a labelled date of birth
};

/// Upper-case token prefix: "NAME", "PHONE", "NATIONAL_ID", "EMAIL", "RECORD_NUMBER",
/// "ADDRESS", "DATE_OF_BIRTH".
[[nodiscard]] std::string_view kind_name(phi_kind kind) noexcept;

/// One redacted identifier. Offsets are Unicode code-point indices into the original
/// text (not bytes), half-open [start, end), because UIs highlight evidence by character.
struct phi_span {
  std::size_t start = 0;  ///< first code point of the identifier
  std::size_t end = 0;    ///< one past its last code point
  phi_kind kind = phi_kind::name;
  std::string token;  ///< the token that replaced it, e.g. "[NAME_1]"
};

/// Result of `redact`.
struct redaction {
  std::string text;               ///< input with every identifier replaced by its token
  std::vector<phi_span> spans;    ///< identifiers in the original text, sorted by start
  boost::json::object token_map;  ///< token -> original value, in order of first use
};

/// Finds the identifiers in `utf8_text` and replaces each with its token. Pure and
/// linear in the input size. Never throws on any byte sequence; invalid UTF-8 is passed
/// through unchanged (offsets then count every byte that is not a continuation byte).
[[nodiscard]] redaction redact(std::string_view utf8_text);

/// One of the texts `redact_together` redacts.
struct redaction_input {
  std::string_view text;  ///< the text, as the client sent it
  /// What the text is, in words a detector knows ("patient name", "mrn", "date of birth"):
  /// a short value is often recognisable only by its label (a bare "4471235" is no record
  /// number, "mrn: 4471235" is). The detectors read the text alone and also, when the text
  /// is at most 1,000 bytes (a label only cues what follows it at once), as
  /// "<label>: <text>" for each label; what they find in the text by either reading is
  /// replaced. Labels are never redacted, returned or part of any span.
  std::vector<std::string_view> labels;
};

/// Result of `redact_together`.
struct joint_redaction {
  /// One redaction per input, in order: its text, its spans, and the tokens its text uses.
  std::vector<redaction> parts;
  /// Every token of every part -> its original value, in order of first use (parts in
  /// order). restore(parts[i].text, token_map) is input i's text, for every i.
  boost::json::object token_map;
};

/// Redacts several texts of one request as one: a (kind, value) has one token in all of
/// them, a token any of them contains literally is never issued, a Latin-script name
/// found in one text is also replaced where another text repeats it (or one of its words)
/// without a cue, and so is any other identifier of 5+ bytes another text has as a whole
/// word. Pure; never throws on any byte sequence. redact(x) equals
/// redact_together({{x}}).parts[0].
[[nodiscard]] joint_redaction redact_together(std::span<const redaction_input> inputs);

/// Maps a code-point offset in `r.text` back to the original text: positions outside
/// tokens shift by the length differences before them; a position inside a token maps to
/// the start of the identifier it replaced (or its end, for `end_side` offsets).
[[nodiscard]] std::size_t original_offset(const redaction& r, std::size_t redacted_offset, bool end_side);

/// Replaces every token of `token_map` found in `redacted_text` (for example a model's
/// answer) by its original value. Text that is not a key of the map, including
/// token-shaped text, is copied unchanged; entries whose value is not a string are ignored.
[[nodiscard]] std::string restore(std::string_view redacted_text,
                                  const boost::json::object& token_map);

/// Number of code points in `utf8_text` by the rule `redact` uses for offsets: every byte
/// that is not a UTF-8 continuation byte (10xxxxxx) starts one.
[[nodiscard]] std::size_t code_point_count(std::string_view utf8_text) noexcept;

}  // namespace cxs::domain::phi
