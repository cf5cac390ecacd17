#include "metrics/log.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

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

std::string utc_now() {
  const auto now = std::chrono::system_clock::now();
  const auto secs = std::chrono::system_clock::to_time_t(now);
  const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[96];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(millis));
  return buf;
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
  boost::json::object line;
  line["ts"] = utc_now();
  line["level"] = level_name(lvl);
  line["msg"] = msg;
  for (const auto& [key, value] : fields) {
    line[key] = value;
  }
  std::string text = boost::json::serialize(line);
  text.push_back('\n');
  const std::lock_guard lock(write_mutex);
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

} // namespace cxs::log
