#include "actors/quota_ledger.hpp"

namespace cxs::actors {
namespace {

using std::chrono::days;
using std::chrono::floor;
using std::chrono::year_month_day;

} // namespace

int quota_ledger::month_of(clock::time_point t) {
  const year_month_day date{floor<days>(t)};
  return static_cast<int>(date.year()) * 12 + static_cast<int>(static_cast<unsigned>(date.month())) - 1;
}

std::int64_t quota_ledger::seconds_to_next_month(clock::time_point t) {
  const year_month_day date{floor<days>(t)};
  const auto next_month = (date.year() / date.month()) + std::chrono::months{1};
  const auto left = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::sys_days{next_month / 1} - t).count();
  return left > 0 ? left : 1;
}

std::optional<quota_verdict> quota_ledger::check(const std::string& org_id, clock::time_point now) {
  if (!limits_.enabled()) {
    return quota_verdict{};
  }
  std::lock_guard lock(mutex_);
  const auto it = orgs_.find(org_id);
  if (it == orgs_.end() || it->second.month != month_of(now) ||
      std::chrono::steady_clock::now() - it->second.loaded_at >= limits_.refresh) {
    return std::nullopt;
  }
  const auto& u = it->second.usage;
  const bool over = (limits_.monthly_requests > 0 && u.requests >= limits_.monthly_requests) ||
                    (limits_.monthly_audio_seconds > 0 && u.audio_seconds >= limits_.monthly_audio_seconds);
  if (!over) {
    return quota_verdict{};
  }
  return quota_verdict{false, seconds_to_next_month(now)};
}

void quota_ledger::refreshed(const std::string& org_id, monthly_usage usage, clock::time_point now) {
  std::lock_guard lock(mutex_);
  orgs_[org_id] = entry{month_of(now), usage, std::chrono::steady_clock::now()};
}

void quota_ledger::record(const std::string& org_id, std::int64_t audio_seconds, clock::time_point now) {
  if (!limits_.enabled()) {
    return;
  }
  std::lock_guard lock(mutex_);
  const auto it = orgs_.find(org_id);
  // Unknown or last month's entry: the next check reloads from the database anyway.
  if (it == orgs_.end() || it->second.month != month_of(now)) {
    return;
  }
  it->second.usage.requests += 1;
  it->second.usage.audio_seconds += audio_seconds;
}

} // namespace cxs::actors
