# Script mode (cmake -P): writes OUTPUT, a C++ file holding the lower-case words of an English
# word list as one sorted, newline-separated string literal, for the PHI redactor's question
# "is this capitalised word an English word?" (domain/phi/english_words.hpp). The list is read
# at build time only: the binary carries the words and reads no file at run time.
#   WORDLIST  the list, one word a line (Debian's wbritish: /usr/share/dict/british-english)
#   SOURCE    a note naming the list and its version, compiled in for the docs and tests
#   OUTPUT    the generated .cpp
# Kept: words of three letters or more, ASCII letters only: the lower-case entries (common words)
# in one table, the capitalised ones (proper nouns) lower-cased in another. Dropped: possessives
# ("ward's"), accented words, abbreviations in capitals.
file(STRINGS "${WORDLIST}" words ENCODING UTF-8 REGEX "^[a-z][a-z][a-z]+$")
list(REMOVE_DUPLICATES words)
list(SORT words)
list(LENGTH words count)
if(count LESS 10000)
  message(FATAL_ERROR "${WORDLIST} has only ${count} lower-case words: not an English word list")
endif()
list(JOIN words "\n" text)
string(APPEND text "\n")
# The capitalised entries (proper nouns: "Christmas", "Sherpa", "Delhi", "Krishna"), lower-cased,
# as a second table: a word the list knows as a proper noun is no word "no list holds".
file(STRINGS "${WORDLIST}" proper ENCODING UTF-8 REGEX "^[A-Z][a-z][a-z]+$")
list(TRANSFORM proper TOLOWER)
list(REMOVE_DUPLICATES proper)
list(SORT proper)
list(LENGTH proper proper_count)
list(JOIN proper "\n" proper_text)
string(APPEND proper_text "\n")
include(${CMAKE_CURRENT_LIST_DIR}/raw_string_pieces.cmake)
set(body "// Generated from ${WORDLIST} (${SOURCE}) by cmake/english_words.cmake. Do not edit.\n")
string(APPEND body "#include \"domain/phi/english_words.hpp\"\n\nnamespace cxs::domain::phi::detail {\nnamespace {\n\n")
cxs_append_raw_string(body words "${text}" cxs_words)
cxs_append_raw_string(body proper "${proper_text}" cxs_words)
string(APPEND body "}  // namespace\n\n")
string(APPEND body "std::string_view english_words_text() noexcept { return {words_text, sizeof(words_text) - 1}; }\n\n")
string(APPEND body "std::string_view english_proper_nouns_text() noexcept { return {proper_text, sizeof(proper_text) - 1}; }\n\n")
string(APPEND body "std::string_view english_words_source() noexcept { return \"${SOURCE}, ${count} words, ${proper_count} proper nouns\"; }\n\n")
string(APPEND body "std::size_t english_words_count() noexcept { return ${count}; }\n\n")
string(APPEND body "}  // namespace cxs::domain::phi::detail\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUTPUT}.tmp" "${OUTPUT}")
