#include "engines/common/http_client.hpp"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <netdb.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

using cxs::engines::call_failure;
using cxs::engines::host_header;
using cxs::engines::http_call;
using cxs::engines::perform;

namespace {

// A DNS server that drops queries, for one reserved name (".invalid" never resolves, RFC
// 6761): its lookups wait until the test releases them, then fail.
constexpr std::string_view dropped_name = "dropped-queries.invalid";
std::mutex dropped_mutex;
std::condition_variable dropped_cv;
bool dropped_released = false;
std::atomic<int> dropped_waiting{0};
std::atomic<int> dropped_answered{0};

void release_dropped_lookups() {
  {
    const std::lock_guard lock(dropped_mutex);
    dropped_released = true;
  }
  dropped_cv.notify_all();
  // Let the released lookups finish before the next test counts lookups in progress.
  while (dropped_waiting.load() > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

// A call to the name whose lookups hang (until released again).
http_call call_to_dropped_name(std::chrono::milliseconds timeout) {
  {
    const std::lock_guard lock(dropped_mutex);
    dropped_released = false;
  }
  http_call call;
  call.url = "http://" + std::string(dropped_name) + ":9/hook";
  call.timeout = timeout;
  return call;
}

} // namespace

// Interposes libc's getaddrinfo in this test binary (the executable's definition comes
// first in symbol lookup), passing every other name on to the real one.
extern "C" int getaddrinfo(const char* node, const char* service, const struct addrinfo* hints,
                           struct addrinfo** result) {
  if (node != nullptr && std::string_view(node) == dropped_name) {
    ++dropped_waiting;
    std::unique_lock lock(dropped_mutex);
    dropped_cv.wait_for(lock, std::chrono::seconds(60), [] { return dropped_released; });
    lock.unlock();
    ++dropped_answered;
    --dropped_waiting;
    return EAI_AGAIN;
  }
  using real_getaddrinfo = int (*)(const char*, const char*, const struct addrinfo*, struct addrinfo**);
  static const auto real = reinterpret_cast<real_getaddrinfo>(dlsym(RTLD_NEXT, "getaddrinfo"));
  return real(node, service, hints, result);
}

TEST(HttpClient, HostHeaderCarriesThePortUnlessItIsTheSchemesDefault) {
  // RFC 9110 §7.2: a receiver on a non-default port must see it in Host.
  EXPECT_EQ(host_header(false, "127.0.0.1", "8080"), "127.0.0.1:8080");
  EXPECT_EQ(host_header(false, "hooks.example.test", "80"), "hooks.example.test");
  EXPECT_EQ(host_header(true, "hooks.example.test", "443"), "hooks.example.test");
  EXPECT_EQ(host_header(true, "hooks.example.test", "80"), "hooks.example.test:80");
  EXPECT_EQ(host_header(false, "[::1]", "9000"), "[::1]:9000");
}

TEST(HttpClient, AHangingNameLookupEndsAtTheCallsDeadline) {
  const auto outcome = perform(call_to_dropped_name(std::chrono::milliseconds(200)));
  // The call came back while its lookup was still waiting: the deadline covers DNS.
  EXPECT_EQ(dropped_answered.load(), 0);
  EXPECT_EQ(dropped_waiting.load(), 1);
  EXPECT_FALSE(outcome.completed);
  EXPECT_TRUE(outcome.timed_out);
  EXPECT_EQ(outcome.failure, call_failure::timeout);
  EXPECT_EQ(outcome.error, "timed out resolving host");
  release_dropped_lookups();
  EXPECT_EQ(dropped_answered.load(), 1);
}

TEST(HttpClient, LookupsLeftHangingAreBoundedAndRefusedBeyondTheBound) {
  const auto call = call_to_dropped_name(std::chrono::milliseconds(20));
  int timed_out = 0;
  int refused = 0;
  for (int i = 0; i < 40; ++i) {
    const auto outcome = perform(call);
    if (outcome.error == "timed out resolving host") {
      ++timed_out;
    } else if (outcome.error == "too many host lookups in progress") {
      EXPECT_EQ(outcome.failure, call_failure::unreachable);
      ++refused;
    }
  }
  // 32 lookups may hang at once; the rest are refused without starting a thread.
  EXPECT_EQ(timed_out, 32);
  EXPECT_EQ(refused, 8);
  EXPECT_EQ(dropped_waiting.load(), 32);
  release_dropped_lookups();
  // Released, they free their places: a lookup runs again (and the name's answer, a
  // failure, now comes in time).
  const auto after = perform(call);
  EXPECT_EQ(after.error, "cannot resolve host");
  EXPECT_EQ(after.failure, call_failure::unreachable);
}
