#pragma once
// Writing invocation (audit) rows and their webhook events.

#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

struct invocation_row {
  std::string id;
  std::string org_id;
  std::string project_id;
  std::optional<std::string> api_id;
  std::optional<std::string> key_id;  ///< empty only for playground runs
  std::string request_id;
  std::string endpoint;
  bool success = true;
  std::string error_code;
  int latency_ms = 0;
  int audio_seconds = 0;
  int total_tokens = 0;
  std::optional<std::string> recorded_by_id;
  std::optional<std::string> patient_hash;
  std::optional<std::string> retained_input;
  std::optional<std::string> retained_output;
  std::string event_id;
};

/// Inserts all rows and one outbox event each (invocation.success / invocation.failed,
/// metadata only) in one statement, hence one transaction. A row whose request_id already exists is skipped,
/// so a retried batch is harmless.
void insert_invocations(pg::connection& conn, const std::vector<invocation_row>& rows);

/// The statement's one parameter: the rows as a JSON array, each with its webhook event's
/// payload as a JSON string. Exposed for the unit test that holds it to the DOM-built text.
[[nodiscard]] std::string invocation_batch_json(const std::vector<invocation_row>& rows);

} // namespace cxs::persistence
