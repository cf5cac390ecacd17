#pragma once
// Operations routes, outside the versioned base path: /healthz, /readyz, /metrics.

#include "http/router.hpp"

namespace cxs::http {

/// GET /healthz: the process is alive and serving (no dependencies checked).
/// GET /readyz: the database answers and its migrations match this binary; else 503.
/// GET /metrics: Prometheus text format.
void add_ops_routes(router& routes);

} // namespace cxs::http
