#pragma once
// The Asio names the edge's translation units share. Included only by http/edge/*.cpp and
// the edge headers they alone include: nothing outside http/edge/ sees Asio or Beast.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/error.hpp>

#include <chrono>

namespace cxs::http::edge {

namespace beast = boost::beast;  ///< for beast::error_code; Beast HTTP stays in session.cpp and sse_writer.cpp
namespace net = boost::asio;
using tcp = net::ip::tcp;
using clock = std::chrono::steady_clock;

} // namespace cxs::http::edge
