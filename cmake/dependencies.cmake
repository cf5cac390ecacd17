# How each Debian 12 package is found; see docs/architecture.md for why each is used.
find_package(Threads REQUIRED)
find_package(Boost 1.81.0 EXACT REQUIRED CONFIG COMPONENTS json url)
find_package(OpenSSL 3.0 REQUIRED)
find_package(PostgreSQL 15 REQUIRED)
# prometheus-cpp ships no version file: no version argument here.
find_package(prometheus-cpp CONFIG REQUIRED)
find_package(CLI11 2.1 CONFIG REQUIRED)
find_package(tomlplusplus 3.3 CONFIG REQUIRED)

find_package(PkgConfig REQUIRED)
pkg_check_modules(RE2 REQUIRED IMPORTED_TARGET re2)
pkg_check_modules(LIBJWT REQUIRED IMPORTED_TARGET libjwt>=1.10)
pkg_check_modules(XCRYPT REQUIRED IMPORTED_TARGET libxcrypt>=4.4)

# CAF 0.17.6: Debian ships no CMake package nor .pc file, so we make the imported targets.
find_path(CAF_INCLUDE_DIR caf/all.hpp REQUIRED)
find_library(CAF_CORE_LIBRARY caf_core REQUIRED)
add_library(CAF::core SHARED IMPORTED)
set_target_properties(CAF::core PROPERTIES
  IMPORTED_LOCATION "${CAF_CORE_LIBRARY}"
  INTERFACE_INCLUDE_DIRECTORIES "${CAF_INCLUDE_DIR}"
  INTERFACE_LINK_LIBRARIES Threads::Threads)

if(CXS_BUILD_TESTS OR CXS_BUILD_BENCH)
  find_package(GTest 1.12 CONFIG REQUIRED)
endif()
if(CXS_BUILD_BENCH)
  find_package(benchmark CONFIG REQUIRED)
endif()
