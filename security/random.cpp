#include "security/random.hpp"

#include <openssl/rand.h>

#include <array>
#include <stdexcept>
#include <vector>

namespace cxs::security {
namespace {

void fill(unsigned char* out, std::size_t n) {
  if (RAND_bytes(out, static_cast<int>(n)) != 1) {
    // Without randomness we cannot issue safe ids or keys: this is an invariant, not input.
    throw std::runtime_error("CSPRNG failure");
  }
}

// Maps random bytes onto `alphabet` without modulo bias by rejecting bytes >= the largest
// multiple of the alphabet size.
std::string draw(std::string_view alphabet, std::size_t chars) {
  const std::size_t limit = 256 - (256 % alphabet.size());
  std::string out;
  out.reserve(chars);
  std::vector<unsigned char> buf(chars * 2 + 8);
  while (out.size() < chars) {
    fill(buf.data(), buf.size());
    for (unsigned char b : buf) {
      if (b < limit) {
        out.push_back(alphabet[b % alphabet.size()]);
        if (out.size() == chars) {
          break;
        }
      }
    }
  }
  return out;
}

} // namespace

std::string random_token(std::size_t chars) {
  return draw("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", chars);
}

std::string new_id(std::string_view prefix) {
  // Ids are unguessable but not secret, so each thread draws CSPRNG bytes 1 KiB at a time
  // (one RAND_bytes call per ~40 ids instead of one or more per id: it was ~3% of a
  // request's CPU). Keys and secrets (random_token) never come from this buffer.
  static constexpr std::string_view alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  static constexpr unsigned limit = 256 - (256 % alphabet.size());
  thread_local std::array<unsigned char, 1024> pool{};
  thread_local std::size_t used = pool.size();
  std::string out;
  out.reserve(prefix.size() + 20);
  out.append(prefix);
  while (out.size() < prefix.size() + 20) {
    if (used == pool.size()) {
      fill(pool.data(), pool.size());
      used = 0;
    }
    const unsigned char b = pool[used];
    pool[used++] = 0;  // a byte handed out is not kept
    if (b < limit) {
      out.push_back(alphabet[b % alphabet.size()]);
    }
  }
  return out;
}

} // namespace cxs::security
