#include "persistence/invocation_repository.hpp"

#include "persistence/pg.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {
namespace {

boost::json::value optional_string(const std::optional<std::string>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

// The webhook event of one row. Metadata only: webhook subscribers never receive
// transcripts or extracted data.
std::string event_payload(const invocation_row& r) {
  boost::json::object data{{"invocationId", r.id},
                           {"requestId", r.request_id},
                           {"endpoint", r.endpoint},
                           {"status", r.success ? "SUCCESS" : "FAILED"},
                           {"latencyMs", r.latency_ms},
                           {"audioSeconds", r.audio_seconds},
                           {"totalTokens", r.total_tokens}};
  data["apiId"] = optional_string(r.api_id);
  data["errorCode"] = r.success ? boost::json::value(nullptr) : boost::json::value(r.error_code);
  data["recordedById"] = optional_string(r.recorded_by_id);
  data["patientHash"] = optional_string(r.patient_hash);
  return boost::json::serialize(data);
}

}  // namespace

// The whole batch is ONE statement: the rows travel as one JSON array parameter that
// json_to_recordset unpacks, the invocations are inserted, and an outbox event is inserted
// for each row that was new (a re-sent row hits the request_id constraint and gets no
// second event) and whose project has a webhook subscribed to it (most have none, and an
// event nobody will receive is only work for the dispatcher and the retention purge). One parse, one plan and one round trip per batch instead of two per row:
// with one statement per row PostgreSQL spent more CPU parsing and planning than the
// service spent extracting. JSON also keeps quoting correct for any payload text, which a
// hand-built array literal or VALUES list would have to get right by itself.
// Every audited request runs it: prepared once per connection (pg::prepared_statement).
constexpr pg::prepared_statement insert_invocations_statement{
    "cxs_insert_invocations",
    "WITH batch AS ("
    "  SELECT * FROM json_to_recordset($1::json) AS b(id text, org_id text, project_id text, api_id text,"
    "    key_id text, request_id text, endpoint text, status text, error_code text, latency_ms integer,"
    "    audio_seconds integer, total_tokens integer, recorded_by_id text, patient_hash text,"
    "    retained_input text, retained_output text, event_id text, event_type text, event_payload text)),"
    " inserted AS ("
    "  INSERT INTO invocations (id, org_id, project_id, api_id, key_id, request_id, endpoint, status, error_code,"
    "    latency_ms, audio_seconds, total_tokens, recorded_by_id, patient_hash, retained_input, retained_output)"
    "  SELECT id, org_id, project_id, api_id, key_id, request_id, endpoint, status, error_code, latency_ms,"
    "    audio_seconds, total_tokens, recorded_by_id, patient_hash, retained_input::jsonb, retained_output::jsonb"
    "  FROM batch"
    "  ON CONFLICT (request_id) DO NOTHING"
    "  RETURNING request_id)"
    " INSERT INTO webhook_outbox (id, org_id, project_id, type, payload)"
    " SELECT b.event_id, b.org_id, b.project_id, b.event_type, b.event_payload::jsonb"
    " FROM batch b JOIN inserted i ON i.request_id = b.request_id"
    // The subscription rule of enqueue_event (outbox.hpp), inlined into this one statement.
    " WHERE EXISTS (SELECT 1 FROM webhooks w WHERE w.org_id = b.org_id AND w.project_id = b.project_id"
    "   AND w.active AND w.deleted_at IS NULL AND b.event_type = ANY (w.events))"};

void insert_invocations(pg::connection& conn, const std::vector<invocation_row>& rows) {
  if (rows.empty()) {
    return;
  }
  boost::json::array batch;
  batch.reserve(rows.size());
  for (const auto& r : rows) {
    batch.push_back(boost::json::object{
        {"id", r.id},
        {"org_id", r.org_id},
        {"project_id", r.project_id},
        {"api_id", optional_string(r.api_id)},
        {"key_id", optional_string(r.key_id)},
        {"request_id", r.request_id},
        {"endpoint", r.endpoint},
        {"status", r.success ? "SUCCESS" : "FAILED"},
        {"error_code", r.success ? boost::json::value(nullptr) : boost::json::value(r.error_code)},
        {"latency_ms", r.latency_ms},
        {"audio_seconds", r.audio_seconds},
        {"total_tokens", r.total_tokens},
        {"recorded_by_id", optional_string(r.recorded_by_id)},
        {"patient_hash", optional_string(r.patient_hash)},
        {"retained_input", optional_string(r.retained_input)},
        {"retained_output", optional_string(r.retained_output)},
        {"event_id", r.event_id},
        {"event_type", r.success ? "invocation.success" : "invocation.failed"},
        {"event_payload", event_payload(r)},
    });
  }
  conn.exec_prepared(insert_invocations_statement, {boost::json::serialize(batch)});
}

} // namespace cxs::persistence
