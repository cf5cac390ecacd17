// Webhooks (management surface): list and create under a project, update and soft-delete by
// id, and read a webhook's delivery log. The signing secret appears only in the create
// response (it is stored in plaintext because signing needs it; see 0001_init.sql).

#include "domain/text/json_write.hpp"
#include "config/config.hpp"
#include "domain/net/ip_network.hpp"
#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/webhook_repository.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <string_view>

namespace cxs::http {
namespace {

using domain::error_code;

constexpr std::size_t max_url_length = 2048;
constexpr std::size_t max_events = 32;
constexpr std::size_t max_event_length = 100;
constexpr std::size_t secret_chars = 40;

bool all_of(std::string_view s, bool (*pred)(char)) { return !s.empty() && std::all_of(s.begin(), s.end(), pred); }

bool host_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-'; }
bool ipv6_char(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0 || c == ':' || c == '.'; }
bool digit(char c) { return c >= '0' && c <= '9'; }

bool valid_port(std::string_view port) {
  if (!all_of(port, digit) || port.size() > 5) {
    return false;
  }
  const int n = std::stoi(std::string(port));
  return n >= 1 && n <= 65535;
}

// An absolute http(s) URL with a host (name, IPv4 or [IPv6]) and optional port, path and
// query; the scheme is lower-cased. User info is refused because URLs are listed back to
// every admin; a fragment is refused because it is never sent. Private and loopback hosts
// are allowed on purpose: hospitals point webhooks at their own internal systems (the
// addresses and ports deliveries may reach are the dispatcher's policy, [webhooks]
// deny_networks / allow_networks / allow_ports, checked again at every delivery).
std::optional<std::string> normalized_url(std::string_view url) {
  if (url.size() > max_url_length ||
      !std::all_of(url.begin(), url.end(), [](char c) { return c > 0x20 && c < 0x7f; })) {
    return std::nullopt;
  }
  std::string out(url);
  const auto colon = out.find("://");
  if (colon == std::string::npos) {
    return std::nullopt;
  }
  std::transform(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(colon), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const std::string_view scheme(out.data(), colon);
  if (scheme != "http" && scheme != "https") {
    return std::nullopt;
  }
  const auto rest = std::string_view(out).substr(colon + 3);
  if (rest.find('#') != std::string_view::npos) {
    return std::nullopt;
  }
  const auto authority = rest.substr(0, rest.find_first_of("/?"));
  if (authority.find('@') != std::string_view::npos) {
    return std::nullopt;
  }
  std::string_view host = authority;
  std::string_view port;
  if (!authority.empty() && authority.front() == '[') {
    const auto close = authority.find(']');
    if (close == std::string_view::npos || !all_of(authority.substr(1, close - 1), ipv6_char)) {
      return std::nullopt;
    }
    const auto after = authority.substr(close + 1);
    if (!after.empty() && (after.front() != ':' || !valid_port(after.substr(1)))) {
      return std::nullopt;
    }
    return out;
  }
  if (const auto p = authority.rfind(':'); p != std::string_view::npos) {
    host = authority.substr(0, p);
    port = authority.substr(p + 1);
    if (!valid_port(port)) {
      return std::nullopt;
    }
  }
  if (!all_of(host, host_char) || host.front() == '.' || host.front() == '-') {
    return std::nullopt;
  }
  return out;
}

// ^[a-z]+(\.[a-z_]+)+$: the CONTRACT names invocation.success, invocation.failed,
// api.published and key.revoked, but the list is open-ended, so any well-formed name is kept.
bool valid_event_name(std::string_view name) {
  if (name.size() > max_event_length) {
    return false;
  }
  const auto dot = name.find('.');
  if (dot == std::string_view::npos || !all_of(name.substr(0, dot), [](char c) { return c >= 'a' && c <= 'z'; })) {
    return false;
  }
  for (auto rest = name.substr(dot + 1);;) {
    const auto next = rest.find('.');
    if (!all_of(rest.substr(0, next), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; })) {
      return false;
    }
    if (next == std::string_view::npos) {
      return true;
    }
    rest = rest.substr(next + 1);
  }
}

// The port a normalized URL connects to: its explicit port, else the scheme's default.
unsigned url_port(std::string_view url) {
  const auto colon = url.find("://");
  const auto rest = url.substr(colon + 3);
  auto authority = rest.substr(0, rest.find_first_of("/?"));
  if (!authority.empty() && authority.front() == '[') {
    authority = authority.substr(authority.find(']') + 1);
  }
  const auto p = authority.rfind(':');
  if (p == std::string_view::npos || p + 1 == authority.size()) {
    return url.substr(0, colon) == "https" ? 443 : 80;
  }
  unsigned port = 0;
  for (const char c : authority.substr(p + 1)) {
    port = port * 10 + static_cast<unsigned>(c - '0');
  }
  return port;
}

std::optional<std::string> url_member(const context_ptr& ctx, const boost::json::object& body, bool required,
                                      std::vector<actors::field_problem>& problems) {
  const auto url = string_member(body, "url", problems);
  if (url) {
    auto normalized = normalized_url(*url);
    if (!normalized) {
      problems.push_back({"url", "must be an absolute http or https URL without user info or fragment"});
      return normalized;
    }
    const auto& policy = ctx->svc().config->webhooks.allow_ports;
    const auto ports = domain::net::parse_port_list(policy).value_or(std::vector<domain::net::port_range>{});
    if (const auto port = url_port(*normalized); port > 65535 || !domain::net::port_allowed(ports, static_cast<std::uint16_t>(port))) {
      problems.push_back({"url", "port " + std::to_string(port) + " is not allowed for webhooks (allowed: " + policy + ")"});
    }
    return normalized;
  }
  if (required && is_absent(body, "url")) {
    problems.push_back({"url", "is required"});
  }
  return std::nullopt;
}

// Event names in the order given, without repeats.
std::optional<std::vector<std::string>> events_member(const boost::json::object& body, bool required,
                                                      std::vector<actors::field_problem>& problems) {
  const auto* v = body.if_contains("events");
  if (v == nullptr || v->is_null()) {
    if (required) {
      problems.push_back({"events", "is required"});
    }
    return std::nullopt;
  }
  if (!v->is_array() || v->as_array().empty() || v->as_array().size() > max_events) {
    problems.push_back({"events", "must be an array of 1 to 32 event names"});
    return std::nullopt;
  }
  std::vector<std::string> out;
  for (const auto& item : v->as_array()) {
    const auto* name = item.if_string();
    if (name == nullptr || !valid_event_name(*name)) {
      problems.push_back({"events", "each event name must match ^[a-z]+(\\.[a-z_]+)+$, e.g. invocation.success"});
      return std::nullopt;
    }
    if (std::find(out.begin(), out.end(), *name) == out.end()) {
      out.emplace_back(*name);
    }
  }
  return out;
}

void webhook_not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(error_code::not_found, "No such webhook."));
}

void respond_or_404(const context_ptr& ctx, const std::optional<persistence::webhook_row>& webhook) {
  if (!webhook) {
    return webhook_not_found(ctx);
  }
  respond_json(ctx, 200, webhook_json(*webhook));
}

} // namespace

void add_webhook_routes(router& routes) {
  routes.add("GET", base_path + "/projects/:projectId/webhooks", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::webhook_row>>>(
          [org = who.org_id, project = ctx->request().path_params.at("projectId"), page = *page](pg::connection& conn) {
            return persistence::list_webhooks(conn, org, project, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::webhook_row>>& list) {
            respond_page(ctx, list, webhook_json, "No such project.");
          });
    });
  });

  routes.add("POST", base_path + "/projects/:projectId/webhooks", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      std::vector<actors::field_problem> problems;
      persistence::new_webhook webhook;
      webhook.url = url_member(ctx, *body, true, problems).value_or("");
      webhook.events = events_member(*body, true, problems).value_or(std::vector<std::string>{});
      if (!problems.empty()) {
        return fail_validation(ctx, std::move(problems));
      }
      webhook.id = security::new_id("whk_");
      webhook.project_id = ctx->request().path_params.at("projectId");
      webhook.secret = "whsec_" + security::random_token(secret_chars);
      ctx->query<std::optional<persistence::webhook_row>>(
          [org = who.org_id, webhook](pg::connection& conn) { return persistence::create_webhook(conn, org, webhook); },
          [ctx](std::optional<persistence::webhook_row>& created) {
            if (!created) {
              return ctx->fail(actors::api_error::of(error_code::not_found, "No such project."));
            }
            // The secret is shown only here: keep it out of shared caches.
            auto res = actors::json_response(201, domain::text::write_json(webhook_json(*created)));
            res.headers.emplace_back("Cache-Control", "no-store");
            ctx->respond(std::move(res));
          });
    });
  });

  routes.add("PATCH", base_path + "/webhooks/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      std::vector<actors::field_problem> problems;
      persistence::webhook_patch patch;
      patch.url = url_member(ctx, *body, false, problems);
      patch.events = events_member(*body, false, problems);
      if (const auto* active = body->if_contains("active"); active != nullptr && !active->is_null()) {
        if (!active->is_bool()) {
          problems.push_back({"active", "must be a boolean"});
        } else {
          patch.active = active->as_bool();
        }
      }
      if (!problems.empty()) {
        return fail_validation(ctx, std::move(problems));
      }
      ctx->query<std::optional<persistence::webhook_row>>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), patch](pg::connection& conn) {
            return persistence::update_webhook(conn, org, id, patch);
          },
          [ctx](std::optional<persistence::webhook_row>& webhook) { respond_or_404(ctx, webhook); });
    });
  });

  routes.add("DELETE", base_path + "/webhooks/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<std::optional<persistence::webhook_row>>(
          [org = who.org_id, id = ctx->request().path_params.at("id")](pg::connection& conn) {
            return persistence::delete_webhook(conn, org, id);
          },
          [ctx](std::optional<persistence::webhook_row>& webhook) { respond_or_404(ctx, webhook); });
    });
  });

  routes.add("GET", base_path + "/webhooks/:id/deliveries", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::delivery_row>>>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), page = *page](pg::connection& conn) {
            return persistence::list_deliveries(conn, org, id, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::delivery_row>>& list) {
            respond_page(ctx, list, delivery_json, "No such webhook.");
          });
    });
  });
}

} // namespace cxs::http
