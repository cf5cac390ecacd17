#include "persistence/invocation_repository.hpp"

#include "persistence/outbox.hpp"
#include "persistence/pg.hpp"

#include <boost/json.hpp>

namespace cxs::persistence {

void insert_invocations(pg::connection& conn, const std::vector<invocation_row>& rows) {
  pg::in_transaction(conn, [&] {
    for (const auto& r : rows) {
      const pg::param error = r.success ? std::nullopt : pg::param(r.error_code);
      auto inserted = conn.exec(
          "INSERT INTO invocations (id, org_id, project_id, api_id, key_id, request_id, endpoint, status, error_code,"
          " latency_ms, audio_seconds, total_tokens, recorded_by_id, patient_hash, retained_input, retained_output)"
          " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15::jsonb,$16::jsonb)"
          " ON CONFLICT (request_id) DO NOTHING",
          {r.id, r.org_id, r.project_id, r.api_id, r.key_id, r.request_id, r.endpoint,
           std::string(r.success ? "SUCCESS" : "FAILED"), error, std::to_string(r.latency_ms),
           std::to_string(r.audio_seconds), std::to_string(r.total_tokens), r.recorded_by_id, r.patient_hash,
           r.retained_input, r.retained_output});
      if (inserted.affected() == 0) {
        continue;
      }
      // Metadata only: webhook subscribers never receive transcripts or extracted data.
      boost::json::object data{{"invocationId", r.id},
                               {"requestId", r.request_id},
                               {"endpoint", r.endpoint},
                               {"status", r.success ? "SUCCESS" : "FAILED"},
                               {"latencyMs", r.latency_ms},
                               {"audioSeconds", r.audio_seconds},
                               {"totalTokens", r.total_tokens}};
      data["apiId"] = r.api_id ? boost::json::value(*r.api_id) : boost::json::value(nullptr);
      data["errorCode"] = r.success ? boost::json::value(nullptr) : boost::json::value(r.error_code);
      data["recordedById"] = r.recorded_by_id ? boost::json::value(*r.recorded_by_id) : boost::json::value(nullptr);
      data["patientHash"] = r.patient_hash ? boost::json::value(*r.patient_hash) : boost::json::value(nullptr);
      enqueue_event(conn, r.event_id, r.org_id, r.project_id, r.success ? "invocation.success" : "invocation.failed",
                    boost::json::serialize(data));
    }
  });
}

} // namespace cxs::persistence
