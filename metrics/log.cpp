#include "metrics/log.hpp"

#include "domain/text/json_text.hpp"
#include "domain/text/json_write.hpp"

#include <boost/json/object.hpp>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>

namespace cxs::log {
namespace {

std::atomic<level> lowest_level{level::info};
std::mutex write_mutex;

std::string_view level_name(level lvl) {
  switch (lvl) {
  case level::debug: return "debug";
  case level::info: return "info";
  case level::warn: return "warn";
  case level::error: return "error";
  }
  return "info";
}

// "2026-11-27T10:52:47.123Z", written into `buf` digit by digit: snprintf with its format
// parsing was a third of the cost of an access-log line.
std::string_view utc_now(char (&buf)[32]) {
  const auto now = std::chrono::system_clock::now();
  const auto secs = std::chrono::system_clock::to_time_t(now);
  const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char* p = buf;
  const auto digits = [&p](int v, int width) {
    for (int i = width - 1; i >= 0; --i) {
      p[i] = static_cast<char>('0' + v % 10);
      v /= 10;
    }
    p += width;
  };
  digits(tm.tm_year + 1900, 4);
  *p++ = '-';
  digits(tm.tm_mon + 1, 2);
  *p++ = '-';
  digits(tm.tm_mday, 2);
  *p++ = 'T';
  digits(tm.tm_hour, 2);
  *p++ = ':';
  digits(tm.tm_min, 2);
  *p++ = ':';
  digits(tm.tm_sec, 2);
  *p++ = '.';
  digits(static_cast<int>(millis), 3);
  *p++ = 'Z';
  return {buf, static_cast<std::size_t>(p - buf)};
}

// A key given twice (or a field named ts, level or msg) keeps its first place and its last
// value, as boost::json::object's operator[] did when lines were built as objects.
bool has_repeated_key(std::initializer_list<field> fields) {
  for (auto i = fields.begin(); i != fields.end(); ++i) {
    if (i->key == "ts" || i->key == "level" || i->key == "msg") {
      return true;
    }
    for (auto j = fields.begin(); j != i; ++j) {
      if (j->key == i->key) {
        return true;
      }
    }
  }
  return false;
}

boost::json::value value_of(const field& f) {
  return f.is_text ? boost::json::value(boost::json::string_view(f.text)) : f.value;
}

void append_value(std::string& out, const field& f) {
  if (f.is_text) {
    domain::text::append_json_string(out, f.text);
    return;
  }
  const auto& v = f.value;
  if (v.is_int64()) {
    domain::text::append_json_int(out, v.get_int64());
  } else if (v.is_uint64()) {
    domain::text::append_json_int(out, v.get_uint64());
  } else if (v.is_bool()) {
    out.append(v.get_bool() ? "true" : "false");
  } else if (v.is_null()) {
    out.append("null");
  } else if (v.is_string()) {
    domain::text::append_json_string(out, v.get_string());
  } else {
    domain::text::append_json(out, v);  // doubles, arrays, objects: rare in log lines
  }
}

} // namespace

void set_level(level lowest) { lowest_level.store(lowest); }

level parse_level(std::string_view text) {
  if (text == "debug") return level::debug;
  if (text == "warn") return level::warn;
  if (text == "error") return level::error;
  return level::info;
}

void write(level lvl, std::string_view msg, std::initializer_list<field> fields) {
  if (static_cast<int>(lvl) < static_cast<int>(lowest_level.load())) {
    return;
  }
  // The line is written as text directly (the same bytes a boost::json::object gave):
  // the access log writes one per request, and building and freeing the object cost
  // more than the text.
  std::string text;
  text.reserve(256);
  char ts_buf[32];
  const auto ts = utc_now(ts_buf);
  text.append(R"({"ts":)");
  domain::text::append_json_string(text, ts);
  text.append(R"(,"level":)");
  domain::text::append_json_string(text, level_name(lvl));
  text.append(R"(,"msg":)");
  domain::text::append_json_string(text, msg);
  if (!has_repeated_key(fields)) {
    for (const auto& f : fields) {
      text.push_back(',');
      domain::text::append_json_key(text, f.key);
      append_value(text, f);
    }
    text.append("}\n");
  } else {
    boost::json::object line;
    line["ts"] = ts;
    line["level"] = level_name(lvl);
    line["msg"] = msg;
    for (const auto& f : fields) {
      line[f.key] = value_of(f);
    }
    text = domain::text::write_json(line);
    text.push_back('\n');
  }
  const std::lock_guard lock(write_mutex);
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

} // namespace cxs::log
