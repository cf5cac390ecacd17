#pragma once
// The frames of one event stream waiting to be written, bounded in bytes: a client that
// stops reading must not make the server hold memory for ever. Pure; unit-tested.

#include <cstddef>
#include <deque>
#include <string>

namespace cxs::http {

class stream_queue {
public:
  explicit stream_queue(std::size_t max_bytes) : max_bytes_(max_bytes) {}

  /// Queues `bytes`; false (nothing queued) when that would pass the bound. An empty queue
  /// always takes one frame, so a single frame larger than the bound is still sent.
  [[nodiscard]] bool push(std::string bytes) {
    if (!frames_.empty() && queued_ + bytes.size() > max_bytes_) {
      return false;
    }
    queued_ += bytes.size();
    frames_.push_back(std::move(bytes));
    return true;
  }

  [[nodiscard]] bool empty() const { return frames_.empty(); }
  [[nodiscard]] const std::string& front() const { return frames_.front(); }
  [[nodiscard]] std::size_t queued_bytes() const { return queued_; }

  void pop() {
    queued_ -= frames_.front().size();
    frames_.pop_front();
  }

private:
  std::size_t max_bytes_;
  std::size_t queued_ = 0;
  std::deque<std::string> frames_;
};

} // namespace cxs::http
