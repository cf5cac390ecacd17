# Script mode (cmake -P): writes OUTPUT, a C++ file holding text files as string literals,
# so the domain code carries its own tables and word lists and does no I/O. Used for the
# terminology tables and the PHI lexicons (domain/embedded_data.cmake), one script for both.
#   NAMES      comma-separated names; each is DIR/<name><EXT> and an enumerator of ENUM
#   DIR, EXT   where the files are and their extension (with the dot)
#   INCLUDE    the header declaring FUNCTION and ENUM
#   NAMESPACE  where FUNCTION is defined
#   FUNCTION   the accessor defined: std::string_view FUNCTION(ENUM) noexcept
#   ENUM       the enumeration naming the files
# Each file becomes adjacent raw-string pieces cut at line ends (raw_string_pieces.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/raw_string_pieces.cmake)
set(delimiter "cxs_embed")
string(REPLACE "," ";" NAMES "${NAMES}")
set(body "// Generated from ${DIR} by cmake/embed_text.cmake. Do not edit.\n")
string(APPEND body "#include \"${INCLUDE}\"\n\n")
string(APPEND body "namespace ${NAMESPACE} {\nnamespace {\n\n")
foreach(name IN LISTS NAMES)
  file(READ "${DIR}/${name}${EXT}" text)
  cxs_append_raw_string(body ${name} "${text}" ${delimiter})
endforeach()
string(APPEND body "}  // namespace\n\n")
string(APPEND body "std::string_view ${FUNCTION}(${ENUM} which) noexcept {\n  switch (which) {\n")
foreach(name IN LISTS NAMES)
  string(APPEND body "    case ${ENUM}::${name}:\n      return {${name}_text, sizeof(${name}_text) - 1};\n")
endforeach()
string(APPEND body "  }\n  return {};\n}\n\n}  // namespace ${NAMESPACE}\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUTPUT}.tmp" "${OUTPUT}")
