#pragma once
// Every route of the service, registered in one place (routes.cpp) so the table can be
// read top to bottom. Each surface's handlers live in their own file.

#include "http/router.hpp"

#include <string>

namespace cxs::http {

/// The versioned base path of the public and management surfaces.
inline const std::string base_path = "/api/studio/v1";

void add_ops_routes(router& routes);        // ops_handlers.cpp
void add_org_routes(router& routes);        // org_handlers.cpp
void add_project_routes(router& routes);    // project_handlers.cpp
void add_api_routes(router& routes);        // api_handlers.cpp
void add_discovery_routes(router& routes);  // discovery_handlers.cpp
void add_usage_routes(router& routes);      // usage_handlers.cpp
void add_invocation_routes(router& routes); // invocation_handlers.cpp
void add_key_routes(router& routes);        // key_handlers.cpp
void add_webhook_routes(router& routes);    // webhook_handlers.cpp
void add_test_transcript_routes(router& routes);  // test_transcript_handlers.cpp
void add_playground_routes(router& routes);  // playground_handlers.cpp
void add_ai_assist_routes(router& routes);   // ai_assist_handlers.cpp
void add_console_routes(router& routes);     // console_handlers.cpp (development sign-in)

void add_public_routes(router& routes);     // public_handlers.cpp
void add_audio_routes(router& routes);      // audio_handlers.cpp

/// All of the above.
void add_all_routes(router& routes);

} // namespace cxs::http
