#include "security/random.hpp"

#include <openssl/rand.h>

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
  return std::string(prefix) + draw("0123456789abcdefghijklmnopqrstuvwxyz", 20);
}

} // namespace cxs::security
