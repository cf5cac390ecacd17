#include "http/routes.hpp"
#include "domain/text/json_write.hpp"

#include "metrics/metrics.hpp"
#include "persistence/ops_repository.hpp"

#include <boost/json.hpp>

namespace cxs::http {

void add_ops_routes(router& routes) {
  routes.add("GET", "/healthz", [](const std::shared_ptr<actors::request_context>& ctx) {
    ctx->respond(actors::json_response(200, R"({"status":"ok"})"));
  });

  routes.add("GET", "/readyz", [](const std::shared_ptr<actors::request_context>& ctx) {
    ctx->query<persistence::readiness>(
        [](pg::connection& conn) { return persistence::check_readiness(conn); },
        [ctx](persistence::readiness& r) {
          using state = persistence::readiness::state;
          const auto st = r.status();
          const boost::json::object migrations{{"applied", r.applied_version},
                                               {"expected", r.expected_version},
                                               {"compatibleFrom", r.compatible_from},
                                               {"state", persistence::to_string(st)}};
          if (r.ready()) {
            ctx->respond(actors::json_response(
                200, domain::text::write_json(boost::json::object{
                         {"status", "ready"}, {"checks", {{"database", "ok"}, {"migrations", migrations}}}})));
            return;
          }
          const char* why = st == state::behind
                                ? "The database lacks migrations this binary needs: run cxs migrate."
                                : "The database has migrations that need a newer binary.";
          ctx->fail(actors::api_error::of(domain::error_code::service_unavailable, why)
                        .with_extra(domain::text::write_json(
                            boost::json::object{{"checks", {{"database", "ok"}, {"migrations", migrations}}}})));
        },
        [ctx](actors::db_failure) {
          ctx->fail(actors::api_error::of(domain::error_code::service_unavailable, "The database is unreachable.")
                        .with_extra(R"({"checks":{"database":"unreachable"}})"));
        });
  });

  routes.add("GET", "/metrics", [](const std::shared_ptr<actors::request_context>& ctx) {
    actors::http_response res;
    res.content_type = "text/plain; version=0.0.4; charset=utf-8";
    res.body = ctx->svc().metrics->serialize();
    ctx->respond(std::move(res));
  });
}

} // namespace cxs::http
