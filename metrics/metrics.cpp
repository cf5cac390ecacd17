#include "metrics/metrics.hpp"

#include <prometheus/counter.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>
#include <prometheus/text_serializer.h>

#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <sstream>
#include <vector>

namespace cxs::metrics {
namespace {

// The standard process_* families, read from /proc/self at each scrape. prometheus-cpp has
// no process collector (Debian 12's 1.1 build included), and the names and meanings are
// the ones every Prometheus client library exports, so stock dashboards and alerts work.
// Linux only, like the service. A file that cannot be read leaves its families out.
prometheus::MetricFamily process_family(const char* name, const char* help, prometheus::MetricType type, double value) {
  prometheus::MetricFamily family{name, help, type, {}};
  prometheus::ClientMetric m;
  if (type == prometheus::MetricType::Counter) {
    m.counter.value = value;
  } else {
    m.gauge.value = value;
  }
  family.metric.push_back(std::move(m));
  return family;
}

void collect_process(std::vector<prometheus::MetricFamily>& out) {
  using prometheus::MetricType;
  const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  std::ifstream stat_file("/proc/self/stat");
  const std::string stat((std::istreambuf_iterator<char>(stat_file)), std::istreambuf_iterator<char>());
  // Fields after the command name (which may hold spaces and parentheses), from field 3.
  if (const auto close = stat.rfind(')'); close != std::string::npos && ticks > 0) {
    std::istringstream rest(stat.substr(close + 2));
    const std::vector<std::string> f{std::istream_iterator<std::string>(rest), std::istream_iterator<std::string>()};
    constexpr std::size_t utime = 11, stime = 12, starttime = 19, rss = 21;  // fields 14, 15, 22, 24
    if (f.size() > rss) {
      out.push_back(process_family("process_cpu_seconds_total", "Total user and system CPU time spent in seconds.",
                                   MetricType::Counter, (std::stod(f[utime]) + std::stod(f[stime])) / ticks));
      out.push_back(process_family("process_resident_memory_bytes", "Resident memory size in bytes.", MetricType::Gauge,
                                   std::stod(f[rss]) * static_cast<double>(sysconf(_SC_PAGESIZE))));
      std::ifstream boot("/proc/stat");
      for (std::string line; std::getline(boot, line);) {
        if (line.starts_with("btime ")) {
          out.push_back(process_family("process_start_time_seconds",
                                       "Start time of the process since unix epoch in seconds.", MetricType::Gauge,
                                       std::stod(line.substr(6)) + std::stod(f[starttime]) / ticks));
          break;
        }
      }
    }
  }
  std::error_code ec;
  std::size_t fds = 0;
  for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end; it.increment(ec)) {
    ++fds;
  }
  if (!ec) {
    // Less the descriptor the listing itself holds open.
    out.push_back(process_family("process_open_fds", "Number of open file descriptors.", MetricType::Gauge,
                                 static_cast<double>(fds > 0 ? fds - 1 : 0)));
  }
  if (rlimit lim{}; getrlimit(RLIMIT_NOFILE, &lim) == 0) {
    out.push_back(process_family("process_max_fds", "Maximum number of open file descriptors.", MetricType::Gauge,
                                 lim.rlim_cur == RLIM_INFINITY ? -1.0 : static_cast<double>(lim.rlim_cur)));
  }
}

} // namespace

struct service_metrics::impl {
  std::shared_ptr<prometheus::Registry> registry = std::make_shared<prometheus::Registry>();
  prometheus::Family<prometheus::Counter>& requests =
      prometheus::BuildCounter().Name("http_requests_total").Help("HTTP requests answered, by method, route template and status").Register(*registry);
  prometheus::Family<prometheus::Histogram>& durations =
      prometheus::BuildHistogram().Name("http_request_duration_seconds").Help("Time from a complete request to its response, by route template").Register(*registry);
  prometheus::Gauge& in_flight =
      prometheus::BuildGauge().Name("http_requests_in_flight").Help("Requests being processed").Register(*registry).Add({});
  prometheus::Family<prometheus::Gauge>& pool =
      prometheus::BuildGauge().Name("cxs_db_pool_connections").Help("Database pool connections by state").Register(*registry);
  prometheus::Gauge& pool_size = pool.Add({{"state", "configured"}});
  prometheus::Gauge& pool_busy = pool.Add({{"state", "busy"}});
  prometheus::Gauge& pool_waiting =
      prometheus::BuildGauge().Name("cxs_db_pool_waiting_requests").Help("Database tasks queued for a free connection").Register(*registry).Add({});
  prometheus::Counter& connect_failures =
      prometheus::BuildCounter().Name("cxs_db_connect_failures_total").Help("Failed attempts to connect to the database").Register(*registry).Add({});
  prometheus::Family<prometheus::Counter>& webhooks =
      prometheus::BuildCounter().Name("cxs_webhook_deliveries_total").Help("Webhook delivery attempts by outcome (delivered, retry, failed)").Register(*registry);
  // Children made on the first update, so a replica without a dispatcher exports no
  // backlog figure rather than a misleading 0.
  prometheus::Family<prometheus::Gauge>& webhook_backlog =
      prometheus::BuildGauge()
          .Name("cxs_webhook_backlog")
          .Help("Webhook work not started: outbox events not yet fanned out plus deliveries never attempted (database-wide)")
          .Register(*registry);
  prometheus::Family<prometheus::Gauge>& webhook_backlog_oldest =
      prometheus::BuildGauge()
          .Name("cxs_webhook_backlog_oldest_seconds")
          .Help("Age of the oldest webhook event whose fan-out or first delivery attempt has not happened (0 when none)")
          .Register(*registry);
  prometheus::Family<prometheus::Counter>& retention_purged =
      prometheus::BuildCounter()
          .Name("cxs_retention_purged_rows_total")
          .Help("Rows deleted by the retention purge, by table (idempotency_records, invocations, webhook_outbox)")
          .Register(*registry);
  prometheus::Family<prometheus::Counter>& remote_calls =
      prometheus::BuildCounter()
          .Name("cxs_remote_engine_calls_total")
          .Help("Calls to a remote engine by kind (language, speech) and outcome (ok, error, timeout, refused)")
          .Register(*registry);
  prometheus::Family<prometheus::Histogram>& remote_waits =
      prometheus::BuildHistogram()
          .Name("cxs_remote_engine_call_duration_seconds")
          .Help("Time one call to a remote engine took as the service saw it (request built, sent, answered; retries and backoff included), by kind (language, speech)")
          .Register(*registry);
  prometheus::Histogram& audit_writes =
      prometheus::BuildHistogram()
          .Name("cxs_audit_write_seconds")
          .Help("Time from handing an invocation row to the audit writer until it was committed")
          .Register(*registry)
          .Add({}, prometheus::Histogram::BucketBoundaries{0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5});
  prometheus::Family<prometheus::Counter>& fallbacks =
      prometheus::BuildCounter()
          .Name("cxs_engine_fallbacks_total")
          .Help("Work done by the embedded engine because the remote engine of this kind failed (degraded answers)")
          .Register(*registry);
  prometheus::Family<prometheus::Counter>& ungrounded =
      prometheus::BuildCounter()
          .Name("cxs_language_ungrounded_values_total")
          .Help("Values of a remote language model's answer left out because their evidence did not support them, by field type (vitals-block, diagnosis-list, ...)")
          .Register(*registry);
  prometheus::Gauge& connections =
      prometheus::BuildGauge().Name("cxs_http_connections").Help("Open client connections of the HTTP edge").Register(*registry).Add({});
  prometheus::Counter& connections_refused =
      prometheus::BuildCounter()
          .Name("cxs_http_connections_refused_total")
          .Help("Connections closed at once because the edge was at [http] max_connections")
          .Register(*registry)
          .Add({});
  prometheus::Family<prometheus::Counter>& accept_errors =
      prometheus::BuildCounter()
          .Name("cxs_http_accept_errors_total")
          .Help("Failed accepts of new connections by reason (fd_limit, other); the edge backs off after each")
          .Register(*registry);
  prometheus::Family<prometheus::Counter>& streams_dropped =
      prometheus::BuildCounter()
          .Name("cxs_http_streams_dropped_total")
          .Help("Event streams dropped because the client stopped reading, by reason (queue_full, write_timeout)")
          .Register(*registry);
  prometheus::Gauge& audio_decodes =
      prometheus::BuildGauge().Name("cxs_audio_decodes_active").Help("Audio files being decoded").Register(*registry).Add({});
  prometheus::Gauge& audio_temp_bytes =
      prometheus::BuildGauge()
          .Name("cxs_audio_temp_bytes")
          .Help("Bytes of decoded audio held on the temporary disk ([audio] max_temp_mb bounds it)")
          .Register(*registry)
          .Add({});
  prometheus::Counter& audio_temp_exhausted =
      prometheus::BuildCounter()
          .Name("cxs_audio_temp_exhausted_total")
          .Help("Audio requests answered 503 because the temporary-disk budget was used up")
          .Register(*registry)
          .Add({});
  prometheus::Family<prometheus::Gauge>& build =
      prometheus::BuildGauge().Name("cxs_build_info").Help("Build of the running service (value is always 1)").Register(*registry);
  // Histogram children are created lazily per route; Family::Add is thread-safe, but we keep
  // bucket boundaries in one place.
  // Up to the audio deadline ([http] audio_request_timeout_s, 1,800 s by default): a long
  // recording's request would otherwise read as the top bucket.
  const prometheus::Histogram::BucketBoundaries buckets{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
                                                        1,     2.5,    5,     10,   30,    60,   120, 300,  600, 1800};

  // The counter and histogram of each (method, route, status) seen, found again by one
  // hash lookup: Family::Add built a label map of three std::strings, hashed it and (for
  // the histogram) constructed a Histogram it then threw away, ~5.8 k instructions per
  // request. The children live as long as their family (none is ever removed), so the
  // pointers stay valid. Key: "<method> <status> <route>".
  struct request_series {
    prometheus::Counter* count = nullptr;
    prometheus::Histogram* duration = nullptr;
  };
  std::mutex series_mutex;
  std::unordered_map<std::string, request_series> series;
};

service_metrics::service_metrics(const std::string& version, const std::string& commit) : impl_(std::make_unique<impl>()) {
  impl_->build.Add({{"version", version}, {"commit", commit}}).Set(1);
}

service_metrics::~service_metrics() = default;

void service_metrics::observe_request(std::string_view method, std::string_view route, unsigned status, double seconds) {
  thread_local std::string key;
  key.assign(method);
  key.push_back(' ');
  key.append(std::to_string(status));
  key.push_back(' ');
  key.append(route);
  impl::request_series found;
  {
    const std::lock_guard lock(impl_->series_mutex);
    const auto it = impl_->series.find(key);
    if (it != impl_->series.end()) {
      found = it->second;
    }
  }
  if (found.count == nullptr) {
    // Kept as one `Add({{` call: tests/data_checks/check_observability.py reads the labels from it.
    found.count = &impl_->requests.Add({{"method", std::string(method)}, {"route", std::string(route)}, {"status", std::to_string(status)}});
    found.duration = &impl_->durations.Add({{"route", std::string(route)}}, impl_->buckets);
    const std::lock_guard lock(impl_->series_mutex);
    impl_->series.emplace(key, found);  // a racing thread's equal entry wins: same pointers
  }
  found.count->Increment();
  found.duration->Observe(seconds);
}

void service_metrics::in_flight_add(double delta) { impl_->in_flight.Increment(delta); }

void service_metrics::connections_add(double delta) { impl_->connections.Increment(delta); }

void service_metrics::audio_decodes_add(double delta) { impl_->audio_decodes.Increment(delta); }

void service_metrics::set_audio_temp_bytes(double bytes) { impl_->audio_temp_bytes.Set(bytes); }

void service_metrics::audio_temp_exhausted() { impl_->audio_temp_exhausted.Increment(); }

void service_metrics::connection_refused() { impl_->connections_refused.Increment(); }

void service_metrics::accept_failed(std::string_view reason) {
  impl_->accept_errors.Add({{"reason", std::string(reason)}}).Increment();
}

void service_metrics::stream_dropped(std::string_view reason) {
  impl_->streams_dropped.Add({{"reason", std::string(reason)}}).Increment();
}

void service_metrics::set_db_pool(int size, int busy, int waiting) {
  impl_->pool_size.Set(size);
  impl_->pool_busy.Set(busy);
  impl_->pool_waiting.Set(waiting);
}

void service_metrics::webhook_delivery(std::string_view outcome) {
  impl_->webhooks.Add({{"outcome", std::string(outcome)}}).Increment();
}

void service_metrics::set_webhook_backlog(double waiting, double oldest_seconds) {
  impl_->webhook_backlog.Add({}).Set(waiting);
  impl_->webhook_backlog_oldest.Add({}).Set(oldest_seconds);
}

void service_metrics::retention_purged(std::string_view table, double rows) {
  impl_->retention_purged.Add({{"table", std::string(table)}}).Increment(rows);
}

void service_metrics::remote_engine_call(std::string_view kind, std::string_view outcome) {
  impl_->remote_calls.Add({{"kind", std::string(kind)}, {"outcome", std::string(outcome)}}).Increment();
}

void service_metrics::remote_engine_wait(std::string_view kind, double seconds) {
  // A model answers in tenths of seconds to minutes; a speech chunk in seconds.
  static const prometheus::Histogram::BucketBoundaries engine_buckets{0.05, 0.1, 0.25, 0.5, 1,  2.5,
                                                                      5,    10,  30,   60,  120, 300};
  impl_->remote_waits.Add({{"kind", std::string(kind)}}, engine_buckets).Observe(seconds);
}

void service_metrics::audit_write(double seconds) { impl_->audit_writes.Observe(seconds); }

void service_metrics::engine_fallback(std::string_view kind) {
  impl_->fallbacks.Add({{"kind", std::string(kind)}}).Increment();
}

void service_metrics::ungrounded_value(std::string_view field_type) {
  impl_->ungrounded.Add({{"field_type", std::string(field_type)}}).Increment();
}

void service_metrics::db_connect_failed() { impl_->connect_failures.Increment(); }

std::string service_metrics::serialize() const {
  const prometheus::TextSerializer serializer;
  auto families = impl_->registry->Collect();
  try {
    collect_process(families);
  } catch (const std::exception&) {
    // A /proc file in an unexpected shape: the process_* families are left out, not the scrape.
  }
  return serializer.Serialize(families);
}

} // namespace cxs::metrics
