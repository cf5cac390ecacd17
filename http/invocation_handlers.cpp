// Invocation metadata: the management listing of one API's invocations (GET
// /apis/:id/invocations) and the public patient search (GET /invocations). Neither ever
// returns retained payloads.

#include "http/auth.hpp"
#include "http/render_page.hpp"
#include "http/render_rows.hpp"
#include "http/routes.hpp"
#include "persistence/invocation_query_repository.hpp"

#include <boost/json.hpp>

#include <charconv>

namespace cxs::http {
namespace {

constexpr int list_default_limit = 50;
constexpr int list_max_limit = 200;
constexpr int search_default_days = 90;
constexpr int search_max_days = 3650;
constexpr int search_default_limit = 100;
constexpr int search_max_limit = 500;

// Reads exactly `n` digits at `pos`; false when any is not a digit.
bool digits(std::string_view s, std::size_t pos, std::size_t n, int& out) {
  if (pos + n > s.size()) {
    return false;
  }
  out = 0;
  for (std::size_t i = pos; i < pos + n; ++i) {
    if (s[i] < '0' || s[i] > '9') {
      return false;
    }
    out = out * 10 + (s[i] - '0');
  }
  return true;
}

bool valid_date(int year, int month, int day) {
  static constexpr int month_days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > month_days[month - 1]) {
    return false;
  }
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month != 2 || day <= 28 || leap;
}

// Checks an ISO 8601 instant here rather than letting PostgreSQL reject it, so a bad
// value is a 422 naming the field and not a database error. Accepts YYYY-MM-DD (UTC
// midnight) and YYYY-MM-DDTHH:MM:SS[.ffffff] with Z or ±HH:MM. A zone is required because
// a local time means nothing to a server; a space where '+' belongs is taken as '+',
// since an unencoded '+' in a query string arrives as a space. Returns the normalised
// text PostgreSQL parses as timestamptz.
std::optional<std::string> iso_instant(std::string_view s) {
  int year = 0;
  int month = 0;
  int day = 0;
  if (!digits(s, 0, 4, year) || s.size() < 10 || s[4] != '-' || !digits(s, 5, 2, month) || s[7] != '-' ||
      !digits(s, 8, 2, day) || !valid_date(year, month, day)) {
    return std::nullopt;
  }
  if (s.size() == 10) {
    return std::string(s) + "T00:00:00Z";
  }
  int hour = 0;
  int minute = 0;
  int second = 0;
  if (s.size() < 20 || s[10] != 'T' || !digits(s, 11, 2, hour) || s[13] != ':' || !digits(s, 14, 2, minute) ||
      s[16] != ':' || !digits(s, 17, 2, second) || hour > 23 || minute > 59 || second > 59) {
    return std::nullopt;
  }
  std::size_t pos = 19;
  if (s[pos] == '.') {
    std::size_t n = 0;
    while (pos + 1 + n < s.size() && s[pos + 1 + n] >= '0' && s[pos + 1 + n] <= '9') {
      ++n;
    }
    if (n == 0 || n > 6) {
      return std::nullopt;
    }
    pos += 1 + n;
  }
  std::string out(s.substr(0, pos));
  const auto zone = s.substr(pos);
  if (zone == "Z") {
    return out + "Z";
  }
  int zone_hour = 0;
  int zone_minute = 0;
  if (zone.size() != 6 || (zone[0] != '+' && zone[0] != '-' && zone[0] != ' ') || !digits(zone, 1, 2, zone_hour) ||
      zone[3] != ':' || !digits(zone, 4, 2, zone_minute) || zone_hour > 15 || zone_minute > 59) {
    return std::nullopt;
  }
  out += zone[0] == '-' ? '-' : '+';
  out += zone.substr(1);
  return out;
}

// A whole-number query parameter within [min, max], or `fallback` when absent; records a
// problem naming the parameter otherwise.
int int_param(const std::map<std::string, std::string>& params, const char* name, int fallback, int min, int max,
              std::vector<actors::field_problem>& problems) {
  const auto it = params.find(name);
  if (it == params.end()) {
    return fallback;
  }
  const auto& text = it->second;
  int value = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size() || value < min || value > max) {
    problems.push_back({name, "must be an integer from " + std::to_string(min) + " to " + std::to_string(max)});
    return fallback;
  }
  return value;
}

// The decoded cursor "created_at|id" of a previous page; nullopt when it was not made by us.
std::optional<persistence::invocation_position> position_from(const std::string& text) {
  const auto bar = text.find('|');
  if (bar == std::string::npos) {
    return std::nullopt;
  }
  auto at = iso_instant(std::string_view(text).substr(0, bar));
  std::string id = text.substr(bar + 1);
  if (!at || id.rfind("inv_", 0) != 0 || id.size() > 64) {
    return std::nullopt;
  }
  return persistence::invocation_position{std::move(*at), std::move(id)};
}

// Reads the listing's filters; answers 422 naming every bad one.
std::optional<persistence::invocation_filter> list_filter(const context_ptr& ctx) {
  const auto params = query_params(ctx->request().query);
  std::vector<actors::field_problem> problems;
  persistence::invocation_filter filter;
  if (auto it = params.find("status"); it != params.end()) {
    if (it->second == "SUCCESS" || it->second == "FAILED") {
      filter.status = it->second;
    } else {
      problems.push_back({"status", "must be SUCCESS or FAILED"});
    }
  }
  if (auto it = params.find("since"); it != params.end()) {
    filter.since = iso_instant(it->second);
    if (!filter.since) {
      problems.push_back({"since", "must be an ISO 8601 date (YYYY-MM-DD) or date-time with zone "
                                   "(YYYY-MM-DDTHH:MM:SS[.ffffff]Z or ±HH:MM)"});
    }
  }
  filter.limit = int_param(params, "limit", list_default_limit, 1, list_max_limit, problems);
  if (auto it = params.find("cursor"); it != params.end() && !it->second.empty()) {
    const auto decoded = decode_cursor(it->second);
    if (decoded) {
      filter.after = position_from(*decoded);
    }
    if (!filter.after) {
      problems.push_back({"cursor", "is not a cursor returned by this service"});
    }
  }
  if (!problems.empty()) {
    fail_validation(ctx, std::move(problems));
    return std::nullopt;
  }
  return filter;
}

bool lowercase_sha256_hex(const std::string& s) {
  if (s.size() != 64) {
    return false;
  }
  for (const char c : s) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
      return false;
    }
  }
  return true;
}

} // namespace

void add_invocation_routes(router& routes) {
  routes.add("GET", base_path + "/apis/:id/invocations", [](const context_ptr& ctx) {
    require_admin(ctx, [ctx](const admin_principal& who) {
      auto filter = list_filter(ctx);
      if (!filter) {
        return;
      }
      ctx->query<std::optional<persistence::page<persistence::invocation_meta_row>>>(
          [org = who.org_id, id = ctx->request().path_params.at("id"), f = std::move(*filter)](pg::connection& conn) {
            return persistence::list_api_invocations(conn, org, id, f);
          },
          [ctx](std::optional<persistence::page<persistence::invocation_meta_row>>& list) {
            respond_page(ctx, list, invocation_json, "No such API.");
          });
    });
  });

  // Public patient search. It searches the key's whole organisation (the spec's rule),
  // not only the key's project; the caller's backend enforces who may see it.
  routes.add("GET", base_path + "/invocations", [](const context_ptr& ctx) {
    require_key(ctx, "invocations:read", [ctx](const actors::key_principal& key) {
      const auto params = query_params(ctx->request().query);
      std::vector<actors::field_problem> problems;
      std::string patient_hash;
      if (auto it = params.find("patientHash"); it == params.end() || it->second.empty()) {
        problems.push_back({"patientHash", "is required"});
      } else if (!lowercase_sha256_hex(it->second)) {
        problems.push_back({"patientHash", "must be 64 lowercase hexadecimal characters (a SHA-256)"});
      } else {
        patient_hash = it->second;
      }
      const int since_days = int_param(params, "sinceDays", search_default_days, 1, search_max_days, problems);
      // Above the maximum is refused rather than clamped: a client asking for more must
      // learn that it did not get everything it asked for.
      const int limit = int_param(params, "limit", search_default_limit, 1, search_max_limit, problems);
      if (!problems.empty()) {
        return fail_validation(ctx, std::move(problems));
      }
      ctx->query<boost::json::value>(
          [org = key.org_id, patient_hash, since_days, limit](pg::connection& conn) {
            return persistence::find_patient_invocations(conn, org, patient_hash, since_days, limit);
          },
          [ctx](boost::json::value& found) { respond_json(ctx, 200, found); });
    });
  });
}

} // namespace cxs::http
