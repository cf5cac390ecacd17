#include "engines/language/remote_language.hpp"

#include "domain/extraction/engine.hpp"
#include "domain/extraction/insights.hpp"
#include "domain/extraction/post_process.hpp"
#include "engines/common/http_client.hpp"
#include "engines/common/v1_url.hpp"
#include "engines/language/json_schema.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <thread>

namespace cxs::engines::language {
namespace {

namespace json = boost::json;

// What one HTTP round-trip gave.
struct round_trip {
  remote_failure failure = remote_failure::none;
  std::string content;  // choices[0].message.content
  std::int64_t tokens = 0;
  std::string detail;
};

bool retryable_status(unsigned status) { return status == 429 || status >= 500; }

// One request with retries on transport errors, 429 and 5xx.
round_trip post_completion(const remote_endpoint& endpoint, std::string body, int& calls) {
  http_call call;
  call.url = endpoint_url(endpoint.url, "chat/completions");
  call.headers.emplace_back("Content-Type", "application/json");
  call.headers.emplace_back("Accept", "application/json");
  if (!endpoint.api_key.empty()) {
    call.headers.emplace_back("Authorization", "Bearer " + endpoint.api_key);
  }
  call.body = std::move(body);
  call.timeout = endpoint.timeout;
  call.max_response_bytes = 8 * 1024 * 1024;
  call.keep_alive = true;  // one connection per language worker, reused call after call

  round_trip out;
  for (int attempt = 0;; ++attempt) {
    if (attempt > 0) {
      std::this_thread::sleep_for(backoff_delay(endpoint.retry, attempt));
    }
    ++calls;
    const auto response = perform(call);
    if (response.timed_out) {
      out.failure = remote_failure::upstream_timeout;
      out.detail = std::string("language engine timed out after ") + std::to_string(endpoint.timeout.count()) + " ms";
      return out;
    }
    const bool retry_left = attempt < endpoint.retry.retries;
    if (!response.completed) {
      out.failure = remote_failure::upstream_error;
      out.detail = "language engine unreachable: " + response.error;
      if (retry_left) {
        continue;
      }
      return out;
    }
    if (response.status < 200 || response.status >= 300) {
      // The body is the server's and may echo the prompt: only the status is kept.
      out.failure = remote_failure::upstream_error;
      out.detail = std::string("language engine answered HTTP ") + std::to_string(response.status);
      if (retry_left && retryable_status(response.status)) {
        continue;
      }
      return out;
    }
    boost::system::error_code ec;
    const auto parsed = json::parse(response.body, ec);
    const json::value* content = nullptr;
    if (!ec && parsed.is_object()) {
      if (const auto* choices = parsed.get_object().if_contains("choices");
          choices != nullptr && choices->is_array() && !choices->get_array().empty() &&
          choices->get_array().front().is_object()) {
        if (const auto* msg = choices->get_array().front().get_object().if_contains("message");
            msg != nullptr && msg->is_object()) {
          content = msg->get_object().if_contains("content");
        }
      }
      if (const auto* usage = parsed.get_object().if_contains("usage"); usage != nullptr && usage->is_object()) {
        if (const auto* total = usage->get_object().if_contains("total_tokens");
            total != nullptr && (total->is_int64() || total->is_uint64())) {
          out.tokens = total->to_number<std::int64_t>();
        }
      }
    }
    if (content == nullptr || !content->is_string()) {
      out.failure = remote_failure::upstream_error;
      out.detail = "language engine answer has no choices[0].message.content";
      return out;
    }
    out.failure = remote_failure::none;
    out.detail.clear();
    out.content = std::string(content->get_string());
    return out;
  }
}

// The JSON inside a content string; a ```json fence around it is tolerated.
std::optional<json::value> parse_content(std::string_view content) {
  auto first = content.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) {
    return std::nullopt;
  }
  content.remove_prefix(first);
  if (content.starts_with("```")) {
    const auto nl = content.find('\n');
    const auto close = content.rfind("```");
    if (nl == std::string_view::npos || close <= nl) {
      return std::nullopt;
    }
    content = content.substr(nl + 1, close - nl - 1);
  }
  boost::system::error_code ec;
  auto value = json::parse(content, ec);
  if (ec) {
    return std::nullopt;
  }
  return value;
}

int severity_rank(std::string_view severity) {
  if (severity == "critical") {
    return 0;
  }
  return severity == "warning" ? 1 : 2;
}

}  // namespace

domain::error_code to_error_code(remote_failure failure) noexcept {
  switch (failure) {
    case remote_failure::upstream_error:
      return domain::error_code::upstream_error;
    case remote_failure::upstream_timeout:
      return domain::error_code::upstream_timeout;
    case remote_failure::none:
      break;
  }
  return domain::error_code::internal;
}

std::string endpoint_url(std::string_view base, std::string_view route) { return v1_url(base, route); }

json::object completion_request(const remote_endpoint& endpoint, const json::array& messages,
                                const json::object& json_schema, std::string_view schema_name) {
  return json::object{{"model", endpoint.model},
                      {"messages", messages},
                      {"temperature", 0},
                      {"response_format", response_format(schema_name, json_schema)}};
}

std::string completion_request_text(const remote_endpoint& endpoint, const json::array& messages,
                                    std::string_view schema_text, std::string_view schema_name) {
  // Member for member what completion_request builds (a test holds them equal).
  std::string out = R"({"model":)";
  out += json::serialize(json::value(endpoint.model));
  out += R"(,"messages":)";
  out += json::serialize(messages);
  out += R"(,"temperature":0,"response_format":{"type":"json_schema","json_schema":{"name":)";
  out += json::serialize(json::value(language::schema_name(schema_name)));
  out += R"(,"strict":true,"schema":)";
  out += schema_text;
  out += "}}}";
  return out;
}

json_completion complete_json(const remote_endpoint& endpoint, json::array messages,
                              const json::object& json_schema, std::string_view schema_name,
                              std::string_view schema_text) {
  json_completion out;
  std::string serialized;
  if (schema_text.empty()) {
    serialized = json::serialize(json_schema);
    schema_text = serialized;
  }
  for (int round = 0; round < 2; ++round) {
    const auto trip = post_completion(endpoint, completion_request_text(endpoint, messages, schema_text, schema_name),
                                      out.http_calls);
    out.total_tokens += trip.tokens;
    if (trip.failure != remote_failure::none) {
      out.failure = trip.failure;
      out.detail = trip.detail;
      return out;
    }
    std::string problem;
    if (auto value = parse_content(trip.content)) {
      const auto violations = validate(*value, json_schema);
      if (violations.empty()) {
        out.content = std::move(*value);
        out.repaired = round > 0;
        return out;
      }
      problem = std::string("The answer does not match the JSON schema: ") + describe(violations) + ".";
      out.detail = "language engine answer violates the schema at " + violations.front().path;
    } else {
      problem = "The answer is not valid JSON.";
      out.detail = "language engine answer is not valid JSON";
    }
    // One repair round-trip: the model sees its own answer and what is wrong with it.
    messages.push_back(json::object{{"role", "assistant"}, {"content", trip.content}});
    messages.push_back(json::object{
        {"role", "user"},
        {"content", problem + " Answer again with only the corrected JSON object, matching the schema exactly."}});
  }
  out.failure = remote_failure::upstream_error;
  out.detail += " (after one repair round-trip)";
  return out;
}

remote_extraction extract(const remote_endpoint& endpoint, const extraction_prompt& prompt,
                          const json::object* json_schema, std::string_view schema_text) {
  remote_extraction out;
  if (prompt.schema == nullptr) {
    out.failure = remote_failure::upstream_error;
    out.detail = "no API schema given";
    return out;
  }
  std::optional<json::object> generated;
  if (json_schema == nullptr) {
    generated = data_json_schema(*prompt.schema);
    json_schema = &*generated;
    schema_text = {};
  }
  auto answer = complete_json(endpoint, compose_extraction_messages(prompt), *json_schema, "extraction", schema_text);
  out.failure = answer.failure;
  out.total_tokens = answer.total_tokens;
  out.detail = std::move(answer.detail);
  if (answer.failure == remote_failure::none && answer.content.is_object()) {
    out.data = std::move(answer.content.get_object());
  }
  return out;
}

remote_summary summarize(const remote_endpoint& endpoint, std::string_view text,
                         domain::extraction::summary_style style, int max_lines, bool enforce_clinical_foundation) {
  remote_summary out;
  auto answer = complete_json(endpoint, compose_summary_messages(text, style, max_lines, enforce_clinical_foundation),
                              summary_json_schema(), "summary");
  out.failure = answer.failure;
  out.total_tokens = answer.total_tokens;
  out.detail = std::move(answer.detail);
  if (answer.failure != remote_failure::none) {
    return out;
  }
  const auto limit = static_cast<std::size_t>(std::clamp(max_lines, 1, 200));
  std::size_t lines = 0;
  for (const auto& line : answer.content.get_object().at("lines").get_array()) {
    // A model may put several lines in one string; each counts against max_lines.
    std::string_view rest = line.get_string();
    while (!rest.empty() && lines < limit) {
      const auto nl = rest.find('\n');
      auto piece = rest.substr(0, nl);
      rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
      while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\r')) {
        piece.remove_suffix(1);
      }
      if (piece.find_first_not_of(' ') == std::string_view::npos) {
        continue;
      }
      if (!out.text.empty()) {
        out.text.push_back('\n');
      }
      out.text.append(piece);
      ++lines;
    }
  }
  return out;
}

remote_insights insights(const remote_endpoint& endpoint, std::string_view text,
                         std::span<const domain::schema::insight_kind> kinds, std::string_view prior_note_summary,
                         std::string_view sent_prior_note_summary, bool enforce_clinical_foundation) {
  remote_insights out;
  // The checklist and prior-note comparison are deterministic checks: the embedded rules
  // give them whatever engine judges the rest.
  const auto facts = domain::extraction::collect_facts(text);
  const std::vector<domain::schema::insight_kind> foundation_only{domain::schema::insight_kind::clinical_foundation};
  const bool wants_checklist =
      std::find(kinds.begin(), kinds.end(), domain::schema::insight_kind::clinical_foundation) != kinds.end();
  auto embedded = domain::extraction::insights(
      facts, wants_checklist ? std::span<const domain::schema::insight_kind>(foundation_only)
                             : std::span<const domain::schema::insight_kind>{},
      prior_note_summary);

  json::array items;
  if (!kinds.empty()) {
    auto answer = complete_json(endpoint,
                                compose_insight_messages(text, kinds, sent_prior_note_summary, enforce_clinical_foundation),
                                insights_json_schema(kinds), "insights");
    out.failure = answer.failure;
    out.total_tokens = answer.total_tokens;
    out.detail = std::move(answer.detail);
    if (answer.failure != remote_failure::none) {
      return out;
    }
    for (const auto& raw : answer.content.get_object().at("items").get_array()) {
      const auto& item = raw.get_object();
      json::array evidence;
      for (const auto& quote : item.at("evidence").get_array()) {
        if (auto span = domain::extraction::locate_quote(text, quote.get_object().at("quote").get_string())) {
          evidence.push_back(json::object{{"start", span->start}, {"end", span->end}});
        }
      }
      items.push_back(json::object{{"kind", item.at("kind")},
                                   {"code", item.at("code")},
                                   {"severity", item.at("severity")},
                                   {"title", item.at("title")},
                                   {"detail", item.at("detail")},
                                   {"evidence", std::move(evidence)}});
    }
  }
  const auto first_start = [](const json::value& item) -> std::uint64_t {
    const auto& ev = item.get_object().at("evidence").get_array();
    return ev.empty() ? UINT64_MAX : ev.front().get_object().at("start").to_number<std::uint64_t>();
  };
  std::stable_sort(items.begin(), items.end(), [&first_start](const json::value& a, const json::value& b) {
    const auto ra = severity_rank(a.get_object().at("severity").get_string());
    const auto rb = severity_rank(b.get_object().at("severity").get_string());
    return ra != rb ? ra < rb : first_start(a) < first_start(b);
  });
  std::int64_t counts[3] = {0, 0, 0};
  for (const auto& item : items) {
    ++counts[severity_rank(item.get_object().at("severity").get_string())];
  }
  out.insights = json::object{
      {"items", std::move(items)},
      {"counts", json::object{{"critical", counts[0]}, {"warning", counts[1]}, {"info", counts[2]}}},
      {"checklist", wants_checklist && embedded.contains("checklist") ? embedded["checklist"] : json::value(nullptr)},
      {"priorNote", embedded.contains("priorNote") ? embedded["priorNote"] : json::value(nullptr)}};
  return out;
}

}  // namespace cxs::engines::language
