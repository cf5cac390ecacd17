# The Debian package (CPack, DEB generator): `cmake --build build/release --target package`,
# or scripts/package, which also builds the console and runs lintian.
# docs/deploy/debian.md says what the package installs and how it is operated.
#
# Only install() rules and CPack's configuration live here: they change no compile or link
# step, so builds that never ask for `install` or `package` are unaffected.

include(GNUInstallDirs)

set(CXS_DEB_DIR "${CMAKE_SOURCE_DIR}/packaging/debian")
set(CXS_DEB_GEN "${CMAKE_BINARY_DIR}/packaging")
file(MAKE_DIRECTORY "${CXS_DEB_GEN}")
set(CXS_PACKAGE_MAINTAINER "cxs maintainers <cxs-maintainers@example.org>" CACHE STRING
  "Maintainer field of the Debian package (name <email>)")

# --- /etc/cxs/cxs.toml: the example configuration with production values ------------------
# Made from config/cxs.example.toml, so every key keeps its documentation; each replacement
# must match exactly once, or configuring fails (the example changed: update this list).
file(READ "${CMAKE_SOURCE_DIR}/config/cxs.example.toml" CXS_TOML)
function(cxs_toml_replace from to)
  string(FIND "${CXS_TOML}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "packaging: config/cxs.example.toml no longer contains '${from}'; update cmake/packaging.cmake")
  endif()
  string(REPLACE "${from}" "${to}" replaced "${CXS_TOML}")
  set(CXS_TOML "${replaced}" PARENT_SCOPE)
endfunction()
cxs_toml_replace("listen = \"127.0.0.1:8080\""
"# Debian package: loopback only. Clients reach the service through a reverse proxy on this
# host that terminates TLS (nginx or HAProxy with SSE buffering off, docs/operations.md).
# Listening on 0.0.0.0 would expose plain HTTP with bearer tokens to the network.
listen = \"127.0.0.1:8080\"")
cxs_toml_replace("upload_dir = \"\""
"# Debian package: the state directory the systemd unit makes writable (ReadWritePaths).
upload_dir = \"/var/lib/cxs/uploads\"")
cxs_toml_replace("migrate_on_start = true"
"# Debian package: false. Run `cxs migrate` yourself when installing and after each upgrade
# (docs/deploy/debian.md), so a schema change is an explicit step.
migrate_on_start = false")
cxs_toml_replace("jwt_secret_file = \"var/jwt_secret\""
"# Debian package: empty; the secret is CXS_AUTH_JWT_SECRET in /etc/cxs/cxs.env (mode 600),
# which the package's postinst creates with a random value.
jwt_secret_file = \"\"")
file(WRITE "${CXS_DEB_GEN}/cxs.toml"
"# /etc/cxs/cxs.toml: configuration of the cxs Debian package (a dpkg conffile: your
# changes are kept on upgrade). Secrets (database URL with its password, JWT secret) go in
# /etc/cxs/cxs.env, which systemd reads (EnvironmentFile) and which wins over this file.
#
${CXS_TOML}")

# --- /usr/share/doc/cxs/changelog.gz (native package: version = project version) ----------
execute_process(COMMAND git log -1 --format=%cD
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR} OUTPUT_VARIABLE CXS_CHANGELOG_DATE
  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(NOT CXS_CHANGELOG_DATE)
  string(TIMESTAMP CXS_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
endif()
file(WRITE "${CXS_DEB_GEN}/changelog"
"cxs (${PROJECT_VERSION}) unstable; urgency=medium

  * Release ${PROJECT_VERSION} (git ${CXS_GIT_COMMIT}); the repository history lists the
    changes.

 -- ${CXS_PACKAGE_MAINTAINER}  ${CXS_CHANGELOG_DATE}
")
execute_process(COMMAND gzip -9nf "${CXS_DEB_GEN}/changelog" RESULT_VARIABLE gz_rc)
if(NOT gz_rc EQUAL 0)
  message(FATAL_ERROR "packaging: gzip failed on ${CXS_DEB_GEN}/changelog")
endif()

file(WRITE "${CXS_DEB_GEN}/conffiles" "/etc/cxs/cxs.toml\n")

# --- what the package installs ------------------------------------------------------------
install(TARGETS cxs RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The console's built files (console/dist after `npm run build` in console/), when present.
# The server finds them at <bindir>/../share/cxs/console.
install(DIRECTORY "${CMAKE_SOURCE_DIR}/console/dist/" DESTINATION ${CMAKE_INSTALL_DATADIR}/cxs/console
  OPTIONAL FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
  DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
# The embedded recogniser's clinical model, generated at build time (engines/speech/embedded);
# the engine finds it at <bindir>/../share/cxs/speech.
install(FILES "${CXS_SPEECH_MODEL_DIR}/clinical.lm" "${CXS_SPEECH_MODEL_DIR}/cxs-en-us.dict"
  DESTINATION ${CMAKE_INSTALL_DATADIR}/cxs/speech PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
install(FILES "${CXS_DEB_GEN}/cxs.toml" DESTINATION /etc/cxs
  PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
install(FILES "${CXS_DEB_DIR}/cxs.service" DESTINATION /lib/systemd/system
  PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
install(FILES "${CXS_DEB_DIR}/copyright" "${CXS_DEB_GEN}/changelog.gz"
  DESTINATION ${CMAKE_INSTALL_DOCDIR} PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)

# --- CPack ----------------------------------------------------------------------------------
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "cxs")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_PACKAGE_CONTACT "${CXS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "clinical extraction service (HTTP API)")
set(CPACK_PACKAGE_DESCRIPTION
"cxs extracts structured clinical data from text and recorded audio through an
HTTP API, with API keys, per-organisation quotas, an audit trail in PostgreSQL,
webhooks and Prometheus metrics. Audio is transcribed offline by the embedded
English recogniser (pocketsphinx) or by a remote OpenAI-compatible server.
.
This package installs the server, its management console, a hardened systemd
unit and /etc/cxs/cxs.toml. It needs a PostgreSQL 15 database; run
`cxs migrate` after installing and after each upgrade.")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "net")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Shared-library dependencies come from dpkg-shlibdeps (runtime packages, never -dev);
# adduser for the postinst. PostgreSQL may run on another host and the speech model is only
# read by the embedded speech engine on the first audio request, hence Recommends.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "adduser")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "postgresql-15, pocketsphinx-en-us")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
  "${CXS_DEB_GEN}/conffiles;${CXS_DEB_DIR}/postinst;${CXS_DEB_DIR}/prerm;${CXS_DEB_DIR}/postrm")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${PROJECT_NAME};ALL;/")
include(CPack)
