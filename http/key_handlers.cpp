// API keys (management surface): list and create under a project, update and revoke by id.
// The plaintext exists only in the create response; the database keeps a bcrypt hash
// (computed on a CPU worker) and the public 12-character lookup prefix.

#include "domain/text/json_write.hpp"
#include "config/config.hpp"
#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/key_admin_repository.hpp"
#include "persistence/project_repository.hpp"
#include "security/password_hash.hpp"
#include "security/random.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <string_view>

namespace cxs::http {
namespace {

using domain::error_code;

/// CONTRACT "Keys", in the order responses list them.
constexpr std::array<std::string_view, 6> all_scopes = {"extract",  "audio",     "summarize",
                                                        "insights", "apis:read", "invocations:read"};
constexpr std::size_t secret_chars = 40;   // after the mode prefix; CONTRACT asks for at least 32
constexpr std::size_t lookup_length = 12;  // the indexed public prefix

std::vector<std::string> default_scopes() {
  return {all_scopes.begin(), all_scopes.end() - 1};  // all but invocations:read
}

// A list of known scopes, deduplicated and put in catalogue order; records a problem otherwise.
std::optional<std::vector<std::string>> scopes_member(const boost::json::object& body,
                                                      std::vector<actors::field_problem>& problems) {
  const auto* v = body.if_contains("scopes");
  if (v == nullptr || v->is_null()) {
    return std::nullopt;
  }
  if (!v->is_array() || v->as_array().empty()) {
    problems.push_back({"scopes", "must be a non-empty array of scope names"});
    return std::nullopt;
  }
  std::vector<bool> wanted(all_scopes.size(), false);
  for (const auto& item : v->as_array()) {
    const auto* name = item.if_string();
    const auto it = name == nullptr ? all_scopes.end() : std::find(all_scopes.begin(), all_scopes.end(), *name);
    if (it == all_scopes.end()) {
      problems.push_back({"scopes", "unknown scope; allowed: extract, audio, summarize, insights, apis:read, "
                                    "invocations:read"});
      return std::nullopt;
    }
    wanted[static_cast<std::size_t>(it - all_scopes.begin())] = true;
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < all_scopes.size(); ++i) {
    if (wanted[i]) {
      out.emplace_back(all_scopes[i]);
    }
  }
  return out;
}

bool read_digits(std::string_view s, std::size_t pos, std::size_t n, int& out) {
  if (pos + n > s.size()) {
    return false;
  }
  const char* first = s.data() + pos;
  auto [ptr, ec] = std::from_chars(first, first + n, out);
  return ec == std::errc{} && ptr == first + n && std::all_of(first, first + n, [](char c) { return c >= '0' && c <= '9'; });
}

// Strict RFC 3339 date-time (YYYY-MM-DDTHH:MM:SS[.fff…](Z|±HH:MM)), as seconds since the
// epoch with millisecond precision, rendered for to_timestamp(). Parsed here rather than
// by PostgreSQL, whose timestamptz input also accepts words such as 'tomorrow' or 'epoch'.
std::optional<std::pair<std::string, std::chrono::system_clock::time_point>> parse_rfc3339(std::string_view s) {
  using namespace std::chrono;
  int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
  if (s.size() < 20 || !read_digits(s, 0, 4, y) || s[4] != '-' || !read_digits(s, 5, 2, mo) || s[7] != '-' ||
      !read_digits(s, 8, 2, d) || (s[10] != 'T' && s[10] != 't') || !read_digits(s, 11, 2, h) || s[13] != ':' ||
      !read_digits(s, 14, 2, mi) || s[16] != ':' || !read_digits(s, 17, 2, sec)) {
    return std::nullopt;
  }
  std::size_t pos = 19;
  int millis = 0;
  if (s[pos] == '.') {
    std::size_t digits = 0;
    for (++pos; pos < s.size() && s[pos] >= '0' && s[pos] <= '9'; ++pos, ++digits) {
      if (digits < 3) {
        millis = millis * 10 + (s[pos] - '0');
      }
    }
    if (digits == 0) {
      return std::nullopt;
    }
    for (; digits < 3; ++digits) {
      millis *= 10;
    }
  }
  int offset_min = 0;
  const bool utc = pos + 1 == s.size() && (s[pos] == 'Z' || s[pos] == 'z');
  if (!utc) {
    int oh = 0, om = 0;
    if (pos + 6 != s.size() || (s[pos] != '+' && s[pos] != '-') || !read_digits(s, pos + 1, 2, oh) ||
        s[pos + 3] != ':' || !read_digits(s, pos + 4, 2, om) || oh > 23 || om > 59) {
      return std::nullopt;
    }
    offset_min = (s[pos] == '-' ? -1 : 1) * (oh * 60 + om);
  }
  const year_month_day date{year{y}, month{static_cast<unsigned>(mo)}, day{static_cast<unsigned>(d)}};
  if (!date.ok() || h > 23 || mi > 59 || sec > 59) {
    return std::nullopt;
  }
  const auto when = sys_days(date) + hours(h) + minutes(mi - offset_min) + seconds(sec) + milliseconds(millis);
  auto whole = duration_cast<milliseconds>(when.time_since_epoch()).count();
  auto millis_part = whole % 1000;
  whole /= 1000;
  if (millis_part < 0) {
    millis_part += 1000;
    --whole;
  }
  const auto frac = std::to_string(1000 + millis_part).substr(1);
  const auto epoch = std::to_string(whole) + "." + frac;
  return std::make_pair(epoch, time_point_cast<system_clock::duration>(when));
}

// expiresAt: absent (present = false), null (present, no epoch: clears it) or a future instant.
struct expiry_member {
  bool present = false;
  std::optional<std::string> epoch;
};

expiry_member expires_member(const boost::json::object& body, std::vector<actors::field_problem>& problems) {
  const auto* v = body.if_contains("expiresAt");
  if (v == nullptr) {
    return {};
  }
  if (v->is_null()) {
    return {true, std::nullopt};
  }
  const auto* text = v->if_string();
  const auto parsed = text == nullptr ? std::nullopt : parse_rfc3339(*text);
  if (!parsed) {
    problems.push_back({"expiresAt", "must be an ISO 8601 date-time with a time zone, e.g. 2030-01-31T12:00:00Z"});
    return {};
  }
  if (parsed->second <= std::chrono::system_clock::now()) {
    problems.push_back({"expiresAt", "must be in the future"});
    return {};
  }
  return {true, parsed->first};
}

std::optional<std::string> name_member(const boost::json::object& body, bool required,
                                       std::vector<actors::field_problem>& problems) {
  auto name = string_member(body, "name", problems);
  if (name && (name->empty() || name->size() > 200)) {
    problems.push_back({"name", "must be 1 to 200 characters"});
  } else if (required && !name && is_absent(body, "name")) {
    problems.push_back({"name", "is required"});
  }
  return name;
}

void key_not_found(const context_ptr& ctx) { ctx->fail(actors::api_error::of(error_code::not_found, "No such key.")); }

void project_not_found(const context_ptr& ctx) {
  ctx->fail(actors::api_error::of(error_code::not_found, "No such project."));
}

// Secrets must not linger in shared caches or browser history.
void respond_secret(const context_ptr& ctx, const boost::json::value& body) {
  auto res = actors::json_response(201, domain::text::write_json(body));
  res.headers.emplace_back("Cache-Control", "no-store");
  ctx->respond(std::move(res));
}

void respond_change(const context_ptr& ctx, persistence::key_change& change, bool revoke) {
  using status = persistence::key_change::status;
  if (change.outcome == status::not_found) {
    return key_not_found(ctx);
  }
  if (change.outcome == status::revoked && !revoke) {
    return ctx->fail(
        actors::api_error::of(error_code::conflict, "The key is revoked; a revoked key cannot be changed."));
  }
  // Revoking twice is idempotent: the key as it is.
  respond_json(ctx, 200, key_json(*change.key));
}

// Hashes on a CPU worker, then stores; answers 201 with the plaintext, the only time it is shown.
void hash_and_store(const context_ptr& ctx, const std::string& org, std::shared_ptr<persistence::new_key> key,
                    std::string plaintext) {
  ctx->compute<std::optional<std::string>>(
      [plaintext, cost = ctx->svc().config->auth.bcrypt_cost] { return security::bcrypt_hash(plaintext, cost); },
      [ctx, org, key, plaintext](std::optional<std::string>& hash) {
        if (!hash) {
          return ctx->fail(actors::api_error::internal());
        }
        key->hash = std::move(*hash);
        ctx->query<std::optional<persistence::api_key_row>>(
            [org, key](pg::connection& conn) { return persistence::create_key(conn, org, *key); },
            [ctx, plaintext](std::optional<persistence::api_key_row>& created) {
              if (!created) {
                return project_not_found(ctx);  // deleted meanwhile
              }
              auto body = key_json(*created);
              body["key"] = plaintext;
              respond_secret(ctx, body);
            });
      });
}

} // namespace

void add_key_routes(router& routes) {
  routes.add("GET", base_path + "/projects/:id/keys", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto page = page_params(ctx);
      if (!page) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::api_key_row>>>(
          [org = who.org_id, project = ctx->request().path_params.at("id"), page = *page](pg::connection& conn) {
            return persistence::list_keys(conn, org, project, page.limit, page.cursor);
          },
          [ctx](std::optional<persistence::page<persistence::api_key_row>>& list) {
            if (!list) {
              return project_not_found(ctx);
            }
            respond_page(ctx, *list, key_json);
          });
    });
  });

  routes.add("POST", base_path + "/projects/:id/keys", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      std::vector<actors::field_problem> problems;
      auto key = std::make_shared<persistence::new_key>();
      key->name = name_member(*body, true, problems).value_or("");
      const auto mode = string_member(*body, "mode", problems);
      if (!mode || (*mode != "test" && *mode != "live")) {
        problems.push_back({"mode", "must be \"test\" or \"live\""});
      }
      key->scopes = scopes_member(*body, problems).value_or(default_scopes());
      key->expires_at_epoch = expires_member(*body, problems).epoch;
      if (!problems.empty()) {
        return fail_validation(ctx, std::move(problems));
      }
      key->mode = *mode;
      key->id = security::new_id("key_");
      key->project_id = ctx->request().path_params.at("id");
      key->created_by = who.sub;
      const std::string plaintext = "svc_" + key->mode + "_" + security::random_token(secret_chars);
      key->lookup_prefix = plaintext.substr(("svc_" + key->mode + "_").size(), lookup_length);
      // Check the project first: bcrypt is the expensive step and shares the CPU pool with
      // key verification on the public surface.
      ctx->query<bool>(
          [org = who.org_id, project = key->project_id](pg::connection& conn) {
            return persistence::project_exists(conn, org, project);
          },
          [ctx, org = who.org_id, key, plaintext](bool& exists) {
            if (!exists) {
              return project_not_found(ctx);
            }
            hash_and_store(ctx, org, key, plaintext);
          });
    });
  });

  routes.add("PATCH", base_path + "/keys/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto body = json_body(ctx);
      if (!body) {
        return;
      }
      std::vector<actors::field_problem> problems;
      persistence::key_patch patch;
      patch.name = name_member(*body, false, problems);
      patch.scopes = scopes_member(*body, problems);
      const auto expiry = expires_member(*body, problems);
      patch.set_expires_at = expiry.present;
      patch.expires_at_epoch = expiry.epoch;
      if (!problems.empty()) {
        return fail_validation(ctx, std::move(problems));
      }
      ctx->query<persistence::key_change>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), patch](pg::connection& conn) {
            return persistence::update_key(conn, org, id, patch);
          },
          [ctx](persistence::key_change& change) { respond_change(ctx, change, false); });
    });
  });

  routes.add("DELETE", base_path + "/keys/:id", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      ctx->query<persistence::key_change>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), event = security::new_id("evt_")](
              pg::connection& conn) { return persistence::revoke_key(conn, org, id, event); },
          [ctx](persistence::key_change& change) { respond_change(ctx, change, true); });
    });
  });
}

} // namespace cxs::http
