# Script mode (cmake -P): writes OUTPUT, a C++ file holding the lower-case words of an English
# word list as one sorted, newline-separated string literal, for the PHI redactor's question
# "is this capitalised word an English word?" (domain/phi/english_words.hpp). The list is read
# at build time only: the binary carries the words and reads no file at run time.
#   WORDLIST  the list, one word a line (Debian's wbritish: /usr/share/dict/british-english)
#   SOURCE    a note naming the list and its version, compiled in for the docs and tests
#   OUTPUT    the generated .cpp
# Kept: words of three letters or more, ASCII a-z only. Dropped: capitalised entries (proper
# nouns: "Delhi", "Patel" are not common words), possessives ("ward's") and accented words.
file(STRINGS "${WORDLIST}" words ENCODING UTF-8 REGEX "^[a-z][a-z][a-z]+$")
list(REMOVE_DUPLICATES words)
list(SORT words)
list(LENGTH words count)
if(count LESS 10000)
  message(FATAL_ERROR "${WORDLIST} has only ${count} lower-case words: not an English word list")
endif()
list(JOIN words "\n" text)
string(APPEND text "\n")
set(piece_limit 12000)
set(body "// Generated from ${WORDLIST} (${SOURCE}) by cmake/english_words.cmake. Do not edit.\n")
string(APPEND body "#include \"domain/phi/english_words.hpp\"\n\nnamespace cxs::domain::phi::detail {\nnamespace {\n\n")
string(APPEND body "constexpr char words_text[] =\n")
string(LENGTH "${text}" remaining)
while(remaining GREATER 0)
  if(remaining GREATER piece_limit)
    string(SUBSTRING "${text}" 0 ${piece_limit} piece)
    string(FIND "${piece}" "\n" cut REVERSE)
    math(EXPR cut "${cut} + 1")
    string(SUBSTRING "${text}" 0 ${cut} piece)
    string(SUBSTRING "${text}" ${cut} -1 text)
  else()
    set(piece "${text}")
    set(text "")
  endif()
  string(APPEND body "    R\"cxs_words(${piece})cxs_words\"\n")
  string(LENGTH "${text}" remaining)
endwhile()
string(APPEND body "    \"\";\n\n}  // namespace\n\n")
string(APPEND body "std::string_view english_words_text() noexcept { return {words_text, sizeof(words_text) - 1}; }\n\n")
string(APPEND body "std::string_view english_words_source() noexcept { return \"${SOURCE}, ${count} words\"; }\n\n")
string(APPEND body "std::size_t english_words_count() noexcept { return ${count}; }\n\n")
string(APPEND body "}  // namespace cxs::domain::phi::detail\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUTPUT}.tmp" "${OUTPUT}")
