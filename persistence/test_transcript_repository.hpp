#pragma once
// Saved test transcripts: per-API regression fixtures for the playground. Scoped by
// organisation; a transcript is visible only while its API's project is live. Archived
// APIs keep theirs (archiving is not erasing). Deletion is a hard delete: a fixture holds
// no audit value and the table has no tombstone.
//
// Representation (docs/api.md): {id, apiId, name, transcript, expected, createdAt,
// updatedAt}; `expected` is any JSON object (the extraction the fixture should give) or null.

#include "persistence/page.hpp"

#include <boost/json/value.hpp>

#include <optional>
#include <string>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// A stored test transcript.
struct test_transcript_row {
  std::string id;
  std::string api_id;
  std::string name;
  std::string transcript;
  boost::json::value expected;  ///< a JSON object, or null
  std::string created_at;
  std::string updated_at;
};

/// Members of a create or PATCH; absent ones stay unchanged on PATCH.
struct test_transcript_fields {
  std::optional<std::string> name;
  std::optional<std::string> transcript;
  bool set_expected = false;            ///< true when `expected` was given (null clears it)
  std::optional<std::string> expected;  ///< serialized JSON object
};

/// The created transcript; nullopt when the org has no such visible API.
[[nodiscard]] std::optional<test_transcript_row> create_test_transcript(pg::connection& conn,
                                                                        const std::string& org_id,
                                                                        const std::string& id,
                                                                        const std::string& api_id,
                                                                        const test_transcript_fields& fields);

/// The API's transcripts by creation, after `cursor` (a transcript id); nullopt when the
/// org has no such visible API.
[[nodiscard]] std::optional<page<test_transcript_row>> list_test_transcripts(pg::connection& conn,
                                                                             const std::string& org_id,
                                                                             const std::string& api_id, int limit,
                                                                             const std::string& cursor);

/// Applies the present fields; the transcript, or nullopt when not found.
[[nodiscard]] std::optional<test_transcript_row> update_test_transcript(pg::connection& conn,
                                                                        const std::string& org_id,
                                                                        const std::string& id,
                                                                        const test_transcript_fields& fields);

/// Deletes; the deleted transcript, or nullopt when not found.
[[nodiscard]] std::optional<test_transcript_row> delete_test_transcript(pg::connection& conn,
                                                                        const std::string& org_id,
                                                                        const std::string& id);

} // namespace cxs::persistence
