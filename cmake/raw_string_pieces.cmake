# Included by the script-mode generators (embed_text.cmake, english_words.cmake): one way to
# write a text as a C++ string literal.
#
# cxs_append_raw_string(<body-var> <name> <text> <delimiter>) appends to <body-var>
#   constexpr char <name>_text[] = R"<delimiter>(...)<delimiter>" ... "";
# as adjacent raw-string pieces of at most ~12 KB, cut at line ends: some compilers cap a
# single literal (MSVC: 16 KB per piece); GCC and Clang join the pieces into one contiguous
# array. Fails when the text holds the closing delimiter.
function(cxs_append_raw_string body_var name text delimiter)
  set(piece_limit 12000)
  string(FIND "${text}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${name} contains the raw-string delimiter")
  endif()
  set(body "${${body_var}}")
  string(APPEND body "constexpr char ${name}_text[] =\n")
  string(LENGTH "${text}" remaining)
  while(remaining GREATER 0)
    if(remaining GREATER piece_limit)
      string(SUBSTRING "${text}" 0 ${piece_limit} piece)
      string(FIND "${piece}" "\n" cut REVERSE)
      if(cut EQUAL -1)
        set(cut ${piece_limit})
      else()
        math(EXPR cut "${cut} + 1")
      endif()
      string(SUBSTRING "${text}" 0 ${cut} piece)
      string(SUBSTRING "${text}" ${cut} -1 text)
    else()
      set(piece "${text}")
      set(text "")
    endif()
    string(APPEND body "    R\"${delimiter}(${piece})${delimiter}\"\n")
    string(LENGTH "${text}" remaining)
  endwhile()
  string(APPEND body "    \"\";\n\n")
  set(${body_var} "${body}" PARENT_SCOPE)
endfunction()
