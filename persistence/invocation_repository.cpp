#include "persistence/invocation_repository.hpp"

#include "persistence/pg.hpp"

#include "domain/text/json_text.hpp"

namespace cxs::persistence {
namespace {

// The rows are written as JSON text directly, not built as a boost::json DOM and then
// serialised: the DOM (one object per row and one per webhook payload, every key copied
// and hashed, all freed again) cost ~31 k instructions per audited request, more than the
// rest of the batch's client side together. The text is the same byte for byte (same
// member order, same escaping: domain/text/json_text.hpp).
using domain::text::append_json_int;
using domain::text::append_json_key;
using domain::text::append_json_string;

void append_optional_string(std::string& out, const std::optional<std::string>& v) {
  if (v) {
    append_json_string(out, *v);
  } else {
    out.append("null");
  }
}

// The webhook event of one row. Metadata only: webhook subscribers never receive
// transcripts or extracted data.
std::string event_payload(const invocation_row& r) {
  std::string out;
  out.reserve(256);
  out.push_back('{');
  append_json_key(out, "invocationId");
  append_json_string(out, r.id);
  out.push_back(',');
  append_json_key(out, "requestId");
  append_json_string(out, r.request_id);
  out.push_back(',');
  append_json_key(out, "endpoint");
  append_json_string(out, r.endpoint);
  out.append(r.success ? R"(,"status":"SUCCESS","latencyMs":)" : R"(,"status":"FAILED","latencyMs":)");
  append_json_int(out, r.latency_ms);
  out.append(R"(,"audioSeconds":)");
  append_json_int(out, r.audio_seconds);
  out.append(R"(,"totalTokens":)");
  append_json_int(out, r.total_tokens);
  out.append(R"(,"apiId":)");
  append_optional_string(out, r.api_id);
  out.append(R"(,"errorCode":)");
  if (r.success) {
    out.append("null");
  } else {
    append_json_string(out, r.error_code);
  }
  out.append(R"(,"recordedById":)");
  append_optional_string(out, r.recorded_by_id);
  out.append(R"(,"patientHash":)");
  append_optional_string(out, r.patient_hash);
  out.push_back('}');
  return out;
}

// One element of the batch array.
void append_row(std::string& out, const invocation_row& r) {
  out.append(R"({"id":)");
  append_json_string(out, r.id);
  out.append(R"(,"org_id":)");
  append_json_string(out, r.org_id);
  out.append(R"(,"project_id":)");
  append_json_string(out, r.project_id);
  out.append(R"(,"api_id":)");
  append_optional_string(out, r.api_id);
  out.append(R"(,"key_id":)");
  append_optional_string(out, r.key_id);
  out.append(R"(,"request_id":)");
  append_json_string(out, r.request_id);
  out.append(R"(,"endpoint":)");
  append_json_string(out, r.endpoint);
  out.append(r.success ? R"(,"status":"SUCCESS","error_code":null)" : R"(,"status":"FAILED","error_code":)");
  if (!r.success) {
    append_json_string(out, r.error_code);
  }
  out.append(R"(,"latency_ms":)");
  append_json_int(out, r.latency_ms);
  out.append(R"(,"audio_seconds":)");
  append_json_int(out, r.audio_seconds);
  out.append(R"(,"total_tokens":)");
  append_json_int(out, r.total_tokens);
  out.append(R"(,"recorded_by_id":)");
  append_optional_string(out, r.recorded_by_id);
  out.append(R"(,"patient_hash":)");
  append_optional_string(out, r.patient_hash);
  out.append(R"(,"retained_input":)");
  append_optional_string(out, r.retained_input);
  out.append(R"(,"retained_output":)");
  append_optional_string(out, r.retained_output);
  out.append(R"(,"event_id":)");
  append_json_string(out, r.event_id);
  out.append(r.success ? R"(,"event_type":"invocation.success","event_payload":)"
                       : R"(,"event_type":"invocation.failed","event_payload":)");
  append_json_string(out, event_payload(r));
  out.push_back('}');
}

}  // namespace

std::string invocation_batch_json(const std::vector<invocation_row>& rows) {
  std::string out;
  std::size_t guess = 2;
  for (const auto& r : rows) {
    // The fixed text of a row and its payload is ~900 bytes; the retained texts are the
    // only parts that can be large.
    guess += 1024 + (r.retained_input ? r.retained_input->size() : 0) +
             (r.retained_output ? r.retained_output->size() : 0);
  }
  out.reserve(guess);
  out.push_back('[');
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (i > 0) {
      out.push_back(',');
    }
    append_row(out, rows[i]);
  }
  out.push_back(']');
  return out;
}

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
  conn.exec_prepared(insert_invocations_statement, {invocation_batch_json(rows)});
}

} // namespace cxs::persistence
