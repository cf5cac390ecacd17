// Usage (management surface): per API, per project and for the whole organisation,
// computed from the invocation audit rows. Shapes and window rules:
// persistence/usage_repository.hpp.

#include "http/auth.hpp"
#include "http/routes.hpp"
#include "persistence/usage_repository.hpp"

#include <boost/json.hpp>

#include <charconv>

namespace cxs::http {
namespace {

constexpr int default_days = 30;

// ?days=N (persistence::min_usage_days..max_usage_days, default 30); answers 422 naming
// `days` otherwise.
std::optional<int> days_param(const context_ptr& ctx) {
  const auto params = query_params(ctx->request().query);
  const auto it = params.find("days");
  if (it == params.end()) {
    return default_days;
  }
  int days = 0;
  const auto& text = it->second;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), days);
  if (ec != std::errc{} || ptr != text.data() + text.size() || text.empty() || days < persistence::min_usage_days ||
      days > persistence::max_usage_days) {
    fail_validation(ctx, {{"days", "must be an integer from " + std::to_string(persistence::min_usage_days) + " to " +
                                       std::to_string(persistence::max_usage_days)}});
    return std::nullopt;
  }
  return days;
}

// Answers the report, or 404 when the repository found no such scope in the org.
auto answer(const context_ptr& ctx, const char* missing) {
  return [ctx, missing](boost::json::value& report) {
    if (report.is_null()) {
      return ctx->fail(actors::api_error::of(domain::error_code::not_found, missing));
    }
    respond_json(ctx, 200, report);
  };
}

} // namespace

void add_usage_routes(router& routes) {
  routes.add("GET", base_path + "/apis/:id/usage", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      const auto days = days_param(ctx);
      if (!days) {
        return;
      }
      ctx->query<boost::json::value>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), days = *days](pg::connection& conn) {
            return persistence::api_usage(conn, org, id, days);
          },
          answer(ctx, "No such API."));
    });
  });

  routes.add("GET", base_path + "/projects/:id/usage", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      const auto days = days_param(ctx);
      if (!days) {
        return;
      }
      ctx->query<boost::json::value>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), days = *days](pg::connection& conn) {
            return persistence::project_usage(conn, org, id, days);
          },
          answer(ctx, "No such project."));
    });
  });

  routes.add("GET", base_path + "/overview", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      const auto days = days_param(ctx);
      if (!days) {
        return;
      }
      ctx->query<boost::json::value>(
          [org = who.org_id, days = *days](pg::connection& conn) {
            return persistence::org_overview(conn, org, days);
          },
          [ctx](boost::json::value& report) { respond_json(ctx, 200, report); });
    });
  });
}

} // namespace cxs::http
