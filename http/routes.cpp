#include "http/routes.hpp"

namespace cxs::http {

void add_all_routes(router& routes) {
  add_ops_routes(routes);
  add_org_routes(routes);
  add_project_routes(routes);
  add_public_routes(routes);
  add_audio_routes(routes);
  add_api_routes(routes);
  add_discovery_routes(routes);
  add_usage_routes(routes);
  add_invocation_routes(routes);
  add_key_routes(routes);
  add_webhook_routes(routes);
  add_test_transcript_routes(routes);
  add_playground_routes(routes);
  add_ai_assist_routes(routes);
  add_console_routes(routes);
}

} // namespace cxs::http
