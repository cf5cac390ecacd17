#pragma once
// The transactional outbox behind webhooks. An event row is written in the same
// transaction as the change it reports, so it exists if and only if the change committed,
// and survives a crash. The webhook dispatcher fans events out into one delivery per
// subscribed webhook and delivers them at least once.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cxs::pg {
class connection;
}

namespace cxs::persistence {

/// Writes an event (call inside the caller's transaction) when an active, undeleted webhook
/// of the project subscribes to `type`; otherwise writes nothing. Returns whether it wrote.
/// `data_json` is the delivery body's "data" member, a JSON object text.
///
/// Subscription is decided when the event is written, by the statement's snapshot: a
/// webhook gets the events of changes written after its creation (or re-activation, or
/// the PATCH adding the type) committed, never earlier ones. A webhook committed while the
/// change's transaction is running may miss that change's event; the fan-out checks the
/// webhooks again, so one deactivated in between gets nothing. The invocation insert
/// (invocation_repository.cpp) applies the same rule inside its batch statement.
bool enqueue_event(pg::connection& conn, const std::string& event_id, const std::string& org_id,
                          const std::string& project_id, const std::string& type, const std::string& data_json);

/// Work the dispatcher has not started: events not yet fanned out plus deliveries never
/// attempted, and the age of the oldest such event (0 when none). For the backlog gauges.
struct backlog {
  std::int64_t waiting = 0;
  double oldest_seconds = 0;
};
[[nodiscard]] backlog read_backlog(pg::connection& conn);

/// Fails the pending deliveries of webhooks deactivated or deleted since they were created
/// (nobody wants them now). Returns how many.
int fail_deliveries_of_inactive_webhooks(pg::connection& conn);

/// A delivery claimed for one attempt.
struct claimed_delivery {
  std::int64_t id = 0;
  std::string event_id;
  std::string type;
  std::string url;
  std::string secret;
  std::string body;  ///< {"id","type","createdAt","data"} exactly as signed and sent
  std::int64_t created_unix = 0;
  int attempts = 0;  ///< including this one
  bool expired = false;  ///< older than the retry window: this is the last attempt
};

/// Fans out up to `limit` events not yet fanned out (by any replica: FOR UPDATE SKIP
/// LOCKED), marks them dispatched, and creates their deliveries already claimed for their
/// first attempt (leased for `lease`), all in one statement whose commit waits for its
/// flush: a fresh event costs one round trip and one write of its delivery, not a fan-out
/// and then a claim. Deliveries due again later (retries, released ones) are claimed by
/// claim_due_deliveries.
struct fanned_and_claimed {
  int events = 0;  ///< events handled (some may match no webhook any more)
  std::vector<claimed_delivery> claimed;
};
[[nodiscard]] fanned_and_claimed fan_out_and_claim(pg::connection& conn, int limit, std::chrono::seconds lease,
                                                   std::chrono::hours retry_window);

/// Claims up to `limit` due deliveries: marks each attempted and leases it for `lease`
/// (another replica will not take it meanwhile, nor will this one if it crashes mid-send).
/// Its commit always waits for the flush, even on a connection with synchronous_commit off.
std::vector<claimed_delivery> claim_due_deliveries(pg::connection& conn, int limit, std::chrono::seconds lease,
                                                   std::chrono::hours retry_window);

/// One attempt's result, for record_deliveries.
struct delivery_result {
  std::int64_t id = 0;
  /// The claim's attempt count (claimed_delivery::attempts): a result is recorded only while
  /// the delivery still has it, so a result that arrives after its lease ended (and after
  /// another replica claimed the delivery again) is dropped instead of overwriting that claim.
  int attempts = 0;
  bool delivered = false;
  std::optional<int> status_code;  ///< the receiver's HTTP status, when it answered
  std::string error;               ///< for the delivery log when not delivered
  std::chrono::milliseconds retry_in{0};
  bool give_up = false;
  /// Never sent: the batch's start deadline passed before its turn (see the dispatcher).
  /// The claim is undone (the attempt is not counted) and the delivery is due again now.
  bool released = false;
};

/// Records the results of a batch of attempts in one statement (one commit): delivered,
/// retried `retry_in` from now, FAILED when `give_up`, or released. On the dispatcher's connection this commit does not wait
/// for its flush: a result lost in a database crash leaves the delivery claimed until its
/// lease ends, and it is then sent again (at least once, never during the first send).
void record_deliveries(pg::connection& conn, const std::vector<delivery_result>& results);

} // namespace cxs::persistence
