#include "http/routes.hpp"

#include "http/request_util.hpp"

namespace cxs::http {

void add_all_routes(router& routes) {
  // Registered into a scratch table first, then copied with every handler behind the
  // edge's text check (guarded), so no route can skip it.
  router table;
  add_ops_routes(table);
  add_org_routes(table);
  add_project_routes(table);
  add_public_routes(table);
  add_audio_routes(table);
  add_api_routes(table);
  add_discovery_routes(table);
  add_usage_routes(table);
  add_invocation_routes(table);
  add_key_routes(table);
  add_webhook_routes(table);
  add_test_transcript_routes(table);
  add_playground_routes(table);
  add_ai_assist_routes(table);
  add_console_routes(table);
  for (const auto& r : table.routes()) {
    if (r.upload) {
      routes.add_upload(r.method, r.pattern, guarded(r.handler));
    } else {
      routes.add(r.method, r.pattern, guarded(r.handler));
    }
  }
}

} // namespace cxs::http
