#pragma once
// The published snapshot of an API, as the public extraction surface uses it.

#include <boost/json/value.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::domain::schema {
struct extraction_schema;
}

namespace cxs::domain::extraction {
class schema_plan;
}

namespace cxs::persistence {

struct published_api {
  std::string id;
  std::string slug;
  int version = 0;
  std::string published_at;  ///< ISO 8601 UTC: the `version` string of /extract responses
  boost::json::value schema;
  boost::json::value inputs;
  boost::json::value insights;
  boost::json::value settings;
  std::string system_prompt;  ///< the published (or draft) system prompt: the remote language engine's instructions
  /// `schema` parsed, when the snapshot came through actors::published_cache (parsed once
  /// per snapshot, not per call); null otherwise, and then the run parses `schema` itself.
  std::shared_ptr<const domain::schema::extraction_schema> parsed_schema;
  /// What the embedded rules read from `parsed_schema`'s fields (cue matchers, words), made
  /// with it once per cached snapshot; null otherwise, and then each run makes its own.
  std::shared_ptr<const domain::extraction::schema_plan> extraction_plan;
  /// The JSON Schema a remote language model answers this schema in
  /// (engines/language/json_schema), made once per cached snapshot when the language engine
  /// is remote; null otherwise, and then a remote run generates it per call.
  struct model_schema {
    boost::json::object tree;  ///< to validate answers
    std::string text;          ///< serialized, spliced into every request
  };
  std::shared_ptr<const model_schema> model_json_schema;
};

/// The PUBLISHED API with this slug in the key's project (live project), if any.
[[nodiscard]] std::optional<published_api> find_published_api(pg::connection& conn, const std::string& org_id,
                                                              const std::string& project_id, const std::string& slug);

/// Slugs of the project's published APIs (for availableSlugs on a 404), at most 100.
[[nodiscard]] std::vector<std::string> published_slugs(pg::connection& conn, const std::string& org_id,
                                                       const std::string& project_id);

/// The DRAFT configuration of an API, as the playground runs it: schema, inputs and
/// insights from the draft, the current settings, `published_at` = "draft".
struct draft_api {
  published_api api;
  std::string project_id;
  std::string status;  ///< DRAFT, PUBLISHED or ARCHIVED
};

/// The API's draft (any status, live project), if the organisation has this API.
[[nodiscard]] std::optional<draft_api> find_draft_api(pg::connection& conn, const std::string& org_id,
                                                      const std::string& api_id);

/// The text of a saved test transcript of this API, if it exists.
[[nodiscard]] std::optional<std::string> find_test_transcript_text(pg::connection& conn, const std::string& org_id,
                                                                   const std::string& api_id,
                                                                   const std::string& transcript_id);

} // namespace cxs::persistence
