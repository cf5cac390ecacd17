# The data files compiled into the domain library, named once for every build that compiles
# domain/ (domain/CMakeLists.txt and the fuzz build, tests/fuzz/CMakeLists.txt): a table
# added here reaches both, where two lists once drifted apart and broke the fuzz build.
set(CXS_DOMAIN_ROOT ${CMAKE_CURRENT_LIST_DIR})

# Adds the commands that generate the embedded-data sources into OUT_DIR and sets
# SOURCES_VAR to the generated files, for add_library/target_sources.
function(cxs_embedded_domain_sources OUT_DIR SOURCES_VAR)
  set(embed ${CXS_DOMAIN_ROOT}/../cmake/embed_text.cmake)
  # generated name | data dir | extension | header | namespace | accessor | enum | files
  set(sets
      "terminology|terminology/data|.tsv|domain/terminology/terminology.hpp|cxs::domain::terminology|table_text|table_id|conditions,loinc,medicines,codemix,icd10"
      "phi_lexicon|phi/data|.txt|domain/phi/lexicon.hpp|cxs::domain::phi::detail|lexicon_text|lexicon_file|given_names,surnames,ambiguous_names")
  set(outputs)
  foreach(entry IN LISTS sets)
    string(REPLACE "|" ";" fields "${entry}")
    list(GET fields 0 name)
    list(GET fields 1 dir)
    list(GET fields 2 ext)
    list(GET fields 3 include)
    list(GET fields 4 namespace)
    list(GET fields 5 function)
    list(GET fields 6 enum)
    list(GET fields 7 names)
    string(REPLACE "," ";" files "${names}")
    list(TRANSFORM files PREPEND ${CXS_DOMAIN_ROOT}/${dir}/)
    list(TRANSFORM files APPEND ${ext})
    set(output ${OUT_DIR}/${name}_embedded.cpp)
    add_custom_command(
      OUTPUT ${output}
      COMMAND ${CMAKE_COMMAND} -DNAMES=${names} -DDIR=${CXS_DOMAIN_ROOT}/${dir} -DEXT=${ext} -DINCLUDE=${include}
              -DNAMESPACE=${namespace} -DFUNCTION=${function} -DENUM=${enum} -DOUTPUT=${output} -P ${embed}
      DEPENDS ${files} ${embed} ${CXS_DOMAIN_ROOT}/../cmake/raw_string_pieces.cmake ${CXS_DOMAIN_ROOT}/embedded_data.cmake
      COMMENT "Embedding ${name} data"
      VERBATIM)
    list(APPEND outputs ${output})
  endforeach()
  # The English word list the PHI redactor consults (domain/phi/english_words.hpp): Debian's
  # wbritish (SCOWL), a build dependency only (scripts/setup); its words are compiled in.
  find_file(CXS_ENGLISH_WORDLIST british-english PATHS /usr/share/dict NO_DEFAULT_PATH)
  if(NOT CXS_ENGLISH_WORDLIST)
    message(FATAL_ERROR "/usr/share/dict/british-english not found: install Debian's wbritish (scripts/setup)")
  endif()
  set(source "SCOWL via Debian wbritish")
  find_program(CXS_DPKG_QUERY dpkg-query)
  if(CXS_DPKG_QUERY)
    execute_process(COMMAND ${CXS_DPKG_QUERY} -W "-f=\${Version}" wbritish OUTPUT_VARIABLE version
                    RESULT_VARIABLE failed ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT failed AND version)
      set(source "${source} ${version}")
    endif()
  endif()
  set(output ${OUT_DIR}/english_words_embedded.cpp)
  set(script ${CXS_DOMAIN_ROOT}/../cmake/english_words.cmake)
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -DWORDLIST=${CXS_ENGLISH_WORDLIST} "-DSOURCE=${source}" -DOUTPUT=${output} -P ${script}
    DEPENDS ${CXS_ENGLISH_WORDLIST} ${script} ${CXS_DOMAIN_ROOT}/../cmake/raw_string_pieces.cmake ${CXS_DOMAIN_ROOT}/embedded_data.cmake
    COMMENT "Embedding the English word list"
    VERBATIM)
  list(APPEND outputs ${output})
  set(${SOURCES_VAR} ${outputs} PARENT_SCOPE)
endfunction()
