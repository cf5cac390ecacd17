#pragma once
// Every Prometheus metric family of the service, defined in metrics.cpp and nowhere else.
// Label values are route templates, methods and status codes only: never a raw path, an
// id, an engine name or anything from a request body.

#include <memory>
#include <string>
#include <string_view>

namespace cxs::metrics {

class service_metrics {
public:
  service_metrics(const std::string& version, const std::string& commit);
  ~service_metrics();
  service_metrics(const service_metrics&) = delete;
  service_metrics& operator=(const service_metrics&) = delete;

  /// One finished HTTP request: counts it and records its duration under the route template.
  void observe_request(std::string_view method, std::string_view route, unsigned status, double seconds);

  /// Requests being processed right now (incremented when dispatched, decremented when answered).
  void in_flight_add(double delta);

  /// Database pool state, updated by the pool actor on every change.
  void set_db_pool(int size, int busy, int waiting);

  /// Counts a connection attempt to the database that failed.
  void db_connect_failed();

  /// One webhook delivery attempt: outcome is delivered, retry or failed (given up).
  void webhook_delivery(std::string_view outcome);

  /// The webhook dispatcher's view of the database-wide backlog (every replica reports the
  /// same figures; aggregate with max): work not started — events not yet fanned out plus
  /// deliveries never attempted — and the age in seconds of the oldest such event.
  void set_webhook_backlog(double waiting, double oldest_seconds);

  /// Rows the retention purge deleted from `table` (idempotency_records, invocations,
  /// webhook_outbox; deliveries go with their event and are not counted).
  void retention_purged(std::string_view table, double rows);

  /// One call to a remote engine of `kind` ("language" or "speech": the kind, never the
  /// engine's or model's name). `outcome`: ok, error, timeout, or refused (its circuit
  /// breaker was open and nothing was sent).
  void remote_engine_call(std::string_view kind, std::string_view outcome);

  /// How long one call to a remote engine of `kind` took as the service saw it: building
  /// the request (for speech, reading the chunk into a WAV), sending it, waiting for the
  /// answer, retries and their backoff (calls refused by the breaker send nothing and are
  /// not timed). With http_request_duration_seconds it shows the engine's share of latency.
  void remote_engine_wait(std::string_view kind, double seconds);

  /// Time from handing an invocation row to the audit writer until it is durable
  /// (committed): every audited response waits for it, so it is the database's share of
  /// request latency.
  void audit_write(double seconds);

  /// One piece of work (a text task, an audio chunk) the embedded engine did because the
  /// remote engine of `kind` failed or was refused: what `X-Svc-Degraded` announces.
  void engine_fallback(std::string_view kind);

  /// One value of a remote language model's answer left out because its evidence did not
  /// support it (domain/extraction/grounding.hpp); `field_type` is the schema type of its
  /// field ("vitals-block", "diagnosis-list", ...), never a field key or a value.
  void ungrounded_value(std::string_view field_type);

  /// Open client connections of the HTTP edge (gauge).
  void connections_add(double delta);

  /// A connection closed at once because the edge was at [http] max_connections.
  void connection_refused();

  /// An accept() that failed; `reason` is fd_limit (the process or system ran out of file
  /// descriptors) or other. The edge backs off after each.
  void accept_failed(std::string_view reason);

  /// An event stream dropped by the edge because its client stopped reading; `reason` is
  /// queue_full or write_timeout.
  void stream_dropped(std::string_view reason);

  /// Audio files being decoded right now (at most [audio] decode_workers run; more wait).
  void audio_decodes_add(double delta);

  /// Bytes of decoded audio held on the temporary disk by all requests ([audio] max_temp_mb).
  void set_audio_temp_bytes(double bytes);

  /// A decode refused or stopped because the temporary-disk budget was used up.
  void audio_temp_exhausted();

  /// The whole registry in Prometheus text exposition format 0.0.4.
  [[nodiscard]] std::string serialize() const;

private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

} // namespace cxs::metrics
