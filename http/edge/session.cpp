// The HTTP/1.1 session: reads a request (header first, so an oversized body is refused from
// its Content-Length), streams multipart uploads into an upload_sink, hands each complete
// request to a request supervisor, writes its answer (or lets sse_writer stream it), keeps
// the connection alive between requests, and enforces the header, body, upload-rate and
// timeout limits.
//
// Why the edge is split where it is: Beast and Asio templates are slow to compile, and this
// machine has two cores. Three translation units include them, each for its own part:
// listener.cpp (Asio's acceptor, signals; no Beast HTTP), this file (Beast's parser and
// serialiser) and sse_writer.cpp (raw socket writes and one header serialisation). The
// session class lives here rather than in a header so the listener sees only the small
// `connection` interface (session.hpp), and nothing outside http/edge/ sees Beast at all.

#include "http/edge/session.hpp"

#include "actors/responses.hpp"
#include "http/auth.hpp"
#include "http/cors.hpp"
#include "http/edge/sse_writer.hpp"
#include "http/edge/upload_sink.hpp"
#include "http/router.hpp"
#include "http/static_site.hpp"

#include "metrics/log.hpp"
#include "metrics/metrics.hpp"
#include "security/random.hpp"

#include <caf/send.hpp>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace cxs::http::edge {
namespace {

namespace bhttp = beast::http;
using actors::api_error;
using domain::error_code;

std::string lower(std::string_view in) {
  std::string out(in);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

class session final : public connection, public std::enable_shared_from_this<session> {
public:
  session(tcp::socket&& socket, std::shared_ptr<shared_state> state)
      : stream_(std::move(socket)), deadline_(stream_.get_executor()), state_(std::move(state)),
        sse_(stream_.socket(), state_->cfg, state_->metrics, [this](bool client_gone) { stream_ended(client_gone); }) {
    state_->connections.fetch_add(1);
    state_->metrics.connections_add(1);
  }
  ~session() { uncount(); }
  session(const session&) = delete;
  session& operator=(const session&) = delete;

  void start() override {
    sse_.bind(std::shared_ptr<sse_writer>(shared_from_this(), &sse_));
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->do_read(); });
  }

  void close_if_idle() override {
    net::post(stream_.get_executor(), [self = shared_from_this()] {
      if (self->idle_) {
        self->close();
      }
    });
  }

private:
  // Reading happens in two phases, so an oversized body is refused from its
  // Content-Length before a byte of it is read.
  void do_read() {
    if (state_->draining && !first_) {
      return close();
    }
    parser_.emplace();
    early_route_.clear();  // a new request: no route known yet
    parser_->header_limit(static_cast<std::uint32_t>(state_->cfg.max_header_bytes));
    // Beast checks Content-Length against this limit as soon as the header is parsed, before
    // the route is known; the tighter JSON limit is applied in on_header/read_body.
    parser_->body_limit(static_cast<std::uint64_t>(std::max(state_->cfg.max_body_bytes, state_->cfg.max_upload_bytes)));
    idle_ = buffer_.size() == 0;
    arm_deadline(std::chrono::seconds(first_ ? state_->cfg.read_timeout_s : state_->cfg.idle_timeout_s));
    bhttp::async_read_header(stream_, buffer_, *parser_,
                             [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_header(ec); });
  }

  void on_header(beast::error_code ec) {
    idle_ = false;
    first_ = false;
    started_ = clock::now();
    if (ec) {
      const bool partial = buffer_.size() > 0;
      return on_read_error(ec, partial);
    }
    const auto& header = parser_->get();
    cors_origin_.clear();
    if (state_->cors.enabled()) {
      const auto origin = header[bhttp::field::origin];
      if (state_->cors.allows(std::string_view(origin.data(), origin.size()))) {
        cors_origin_ = std::string(origin);
      }
    }
    if (header.method() == bhttp::verb::post) {
      const std::string_view target(header.target().data(), header.target().size());
      auto found = state_->routes.match("POST", target.substr(0, target.find('?')));
      if (found.status == match_status::found && found.matched->upload) {
        return begin_upload(found.matched->pattern);
      }
    }
    if (const auto length = parser_->content_length();
        length && *length > static_cast<std::uint64_t>(state_->cfg.max_body_bytes)) {
      method_ = method_label(header.method_string());
      // Labelled with the route it was sent to, when it names one (matched only here, on
      // this rare path, so a normal request pays for one route match, not two).
      const std::string_view target(header.target().data(), header.target().size());
      if (auto found = state_->routes.match(method_, target.substr(0, target.find('?'))); found.status == match_status::found) {
        early_route_ = found.matched->pattern;
      }
      return reply_early(api_error::of(error_code::payload_too_large));
    }
    continue_if_expected(header[bhttp::field::expect], [this] { read_body(); });
  }

  // Answers "Expect: 100-continue" (clients such as curl wait for it before sending a
  // large body) and then calls `next`; calls `next` at once when the client did not ask.
  // `next` may use `this`: the write's completion handler keeps the session alive.
  template <class Next>
  void continue_if_expected(beast::string_view expect, Next next) {
    if (!beast::iequals(expect, "100-continue")) {
      return next();
    }
    auto cont = std::make_shared<bhttp::response<bhttp::empty_body>>(bhttp::status::continue_, 11);
    bhttp::async_write(stream_, *cont, [self = shared_from_this(), cont, next](beast::error_code wec, std::size_t) {
      if (wec) {
        return self->close();
      }
      next();
    });
  }

  // ---- Multipart uploads (audio) -------------------------------------------------
  // The body is never held in memory: it is read in fixed-size blocks into a Beast
  // buffer_body and pushed through the streaming multipart parser; the file part goes to
  // a temporary file as it arrives and the other form fields are kept (64 KB cap each).
  // The upload cap is checked on Content-Length before reading and on every block, so an
  // oversized upload is answered 413 at once and the rest is never read. Each block read
  // has its own inactivity deadline (read_timeout_s): a slow phone upload is fine as long
  // as bytes keep coming. Writing a block to the temporary file is a page-cache copy of
  // at most 64 KB; it is done here rather than on a worker because a hand-off per block
  // would cost more than the write.
  void begin_upload(const std::string& route) {
    // An upload refused here or while its body is read (too large, no key, no upload file,
    // too slow, bad multipart) is still counted under its route's template, like any answer
    // of that route, not under "unmatched".
    early_route_ = route;
    const auto cap = static_cast<std::uint64_t>(state_->cfg.max_upload_bytes);
    if (const auto length = parser_->content_length(); length && *length > cap) {
      method_ = "POST";
      return reply_early(api_error::of(error_code::payload_too_large, "The audio file is larger than the upload limit."));
    }
    // Every upload route takes an API key: a request that carries none (or a malformed one)
    // is answered as require_key would, before a temporary file is opened or a body byte
    // read, so anonymous uploads cannot fill the upload disk. A well-formed key is still
    // verified by the route's own guard.
    const auto authorization = parser_->get()[bhttp::field::authorization];
    const bool has_authorization = parser_->get().find(bhttp::field::authorization) != parser_->get().end();
    if (auto problem = api_key_header_problem(
            has_authorization ? std::optional<std::string_view>(std::string_view(authorization.data(), authorization.size()))
                              : std::nullopt)) {
      method_ = "POST";
      return reply_early(*problem);
    }
    const auto content_type = parser_->get()[bhttp::field::content_type];
    upload_sink::failure why;
    upload_ = upload_sink::open(state_->upload_dir, std::string_view(content_type.data(), content_type.size()), why);
    if (!upload_) {
      method_ = "POST";
      if (!why.client_error && why.transient) {
        log::warn("cannot create upload file now", {{"dir", state_->upload_dir.string()}});
        return reply_early(api_error::of(error_code::service_unavailable, "The server is busy; retry shortly.").retry_after(5));
      }
      if (!why.client_error) {
        log::error("cannot create upload file", {{"dir", state_->upload_dir.string()}});
        return reply_early(api_error::internal());
      }
      return reply_early(api_error::of(error_code::bad_request, why.message));
    }
    upload_bytes_ = 0;
    upload_parser_.emplace(std::move(*parser_));
    parser_.reset();
    // Beast's own limit also covers chunked bodies, which carry no Content-Length.
    upload_parser_->body_limit(cap);
    continue_if_expected(upload_parser_->get()[bhttp::field::expect], [this] { read_upload_block(); });
  }

  // A body that is already complete (Content-Length: 0) has nothing to read: Beast's
  // read_some must not be called on a finished parser, so the upload ends here.
  void finish_empty_upload() {
    if (auto bad = upload_->finish()) {
      if (!bad->client_error) {
        log::error("cannot write upload file", {{"dir", state_->upload_dir.string()}});
        return upload_failed(api_error::internal());
      }
      return upload_failed(api_error::of(error_code::bad_request, bad->message));
    }
    finish_upload();
  }

  // Reads whatever has arrived (read_some, not a whole block), so the inactivity deadline
  // measures silence, not the time a 64 KB block takes on a slow network.
  void read_upload_block() {
    if (upload_parser_->is_done()) {
      return finish_empty_upload();
    }
    arm_deadline(std::chrono::seconds(state_->cfg.read_timeout_s));
    auto& body = upload_parser_->get().body();
    body.data = upload_->block().data();
    body.size = upload_->block().size();
    bhttp::async_read_some(stream_, buffer_, *upload_parser_,
                           [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                             self->upload_bytes_ += n;
                             self->on_upload_block(ec);
                           });
  }

  // After a grace of read_timeout_s, an upload must keep up an average of
  // upload_min_bytes_per_s from its start; and all of it must arrive within the audio
  // request deadline. Either failing is the client's slowness: 408.
  [[nodiscard]] bool upload_too_slow() const {
    const double elapsed = std::chrono::duration<double>(clock::now() - started_).count();
    if (elapsed > static_cast<double>(state_->cfg.audio_request_timeout_s)) {
      return true;
    }
    return elapsed > static_cast<double>(state_->cfg.read_timeout_s) &&
           static_cast<double>(upload_bytes_) < elapsed * static_cast<double>(state_->cfg.upload_min_bytes_per_s);
  }

  void upload_failed(const api_error& err) {
    upload_.reset();  // closes and removes the temporary file
    upload_parser_.reset();
    method_ = "POST";
    reply_early(err);
  }

  void on_upload_block(beast::error_code ec) {
    deadline_.cancel();
    if (ec == bhttp::error::need_buffer) {
      ec = {};
    }
    if (ec == bhttp::error::body_limit) {
      return upload_failed(api_error::of(error_code::payload_too_large, "The audio file is larger than the upload limit."));
    }
    if (ec) {
      upload_.reset();
      upload_parser_.reset();
      return on_read_error(ec, true);
    }
    if (!upload_parser_->is_done() && upload_too_slow()) {
      return upload_failed(api_error::of(error_code::request_timeout,
                                        "The upload arrived slower than " +
                                            std::to_string(state_->cfg.upload_min_bytes_per_s) + " bytes per second."));
    }
    const std::size_t got = upload_->block().size() - upload_parser_->get().body().size;
    auto bad = upload_->feed(std::string_view(upload_->block().data(), got));
    if (!bad && upload_parser_->is_done()) {
      bad = upload_->finish();
    }
    if (bad) {
      if (!bad->client_error) {
        log::error("cannot write upload file", {{"dir", state_->upload_dir.string()}});
        return upload_failed(api_error::internal());
      }
      return upload_failed(api_error::of(error_code::bad_request, bad->message));
    }
    if (!upload_parser_->is_done()) {
      return read_upload_block();
    }
    finish_upload();
  }

  void finish_upload() {
    auto sink = std::move(upload_);
    auto& req = upload_parser_->get();
    dispatch_request(req, req.keep_alive(), std::string{}, sink->take_fields(), sink->take_file());
    upload_parser_.reset();
  }

  // ---- Event streams (text/event-stream): http/edge/sse_writer.* -------------------
  void on_stream_event(std::uint64_t seq, actors::stream_event ev) {
    if (awaiting_ != seq || sse_.finished()) {
      return;
    }
    switch (ev.what) {
    case actors::stream_event::kind::open:
      keep_alive_ = false;
      status_ = 200;
      return sse_.open(request_id_, cors_origin_, ev.headers);
    case actors::stream_event::kind::frame:
      return sse_.send(std::move(ev.bytes));
    case actors::stream_event::kind::close:
      return sse_.close_with(std::move(ev.bytes));
    }
  }

  // The stream is over (sse_writer::finish, once): the client's leaving is reported to the
  // supervisor so it can cancel its work and record CLIENT_CLOSED; then the access log,
  // metrics, in-flight count, and the connection is closed.
  void stream_ended(bool client_gone) {
    if (client_gone && supervisor_) {
      caf::anon_send(supervisor_, actors::client_closed_atom::value);
    }
    awaiting_ = 0;
    supervisor_ = nullptr;
    deadline_.cancel();
    record_request(stream_end{client_gone});
    state_->metrics.in_flight_add(-1);
    state_->in_flight.fetch_sub(1);
    close();
  }

  void read_body() {
    parser_->body_limit(static_cast<std::uint64_t>(state_->cfg.max_body_bytes));
    arm_deadline(std::chrono::seconds(state_->cfg.read_timeout_s));
    bhttp::async_read(stream_, buffer_, *parser_,
                      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    deadline_.cancel();
    if (ec) {
      return on_read_error(ec, true);
    }
    dispatch_request();
  }

  // Maps a failed read to an answer: nothing for a closed or idle connection, otherwise
  // the catalogue's error, and the connection is closed after it.
  void on_read_error(beast::error_code ec, bool mid_request) {
    deadline_.cancel();
    if (ec == bhttp::error::end_of_stream || ec == net::error::eof) {
      return close();
    }
    if (ec == net::error::operation_aborted && timed_out_) {
      if (!mid_request) {
        return close();
      }
      return reply_early(api_error::of(error_code::request_timeout));
    }
    if (ec == bhttp::error::header_limit) {
      return reply_early(api_error::of(error_code::headers_too_large));
    }
    if (ec == bhttp::error::body_limit) {
      return reply_early(api_error::of(error_code::payload_too_large));
    }
    if (ec.category() == bhttp::make_error_code(bhttp::error::bad_method).category()) {
      return reply_early(api_error::of(error_code::bad_request, "The request is not valid HTTP/1.1."));
    }
    close();  // reset, broken pipe and friends: the peer is gone
  }

  void arm_deadline(std::chrono::seconds budget) {
    timed_out_ = false;
    deadline_.expires_after(budget);
    deadline_.async_wait([weak = weak_from_this()](beast::error_code ec) {
      if (ec) {
        return;  // cancelled: the read finished in time
      }
      auto self = weak.lock();
      // A handler already queued when the read finished and the timer was armed again
      // sees a later expiry: it belongs to the old deadline and must not cancel the new read.
      if (!self || self->deadline_.expiry() > net::steady_timer::clock_type::now()) {
        return;
      }
      self->timed_out_ = true;
      beast::error_code ignored;
      self->stream_.socket().cancel(ignored);
    });
  }

  // Answers without involving the actors: malformed or over-limit requests. The
  // connection is closed afterwards because its input can no longer be trusted. Labelled
  // with the route the headers named when it is known (an upload, an oversized body), else
  // "unmatched".
  void reply_early(const api_error& err) {
    keep_alive_ = false;
    linger_ = true;
    request_id_ = security::new_id("req_");
    route_ = early_route_.empty() ? std::string("unmatched") : early_route_;
    if (method_.empty()) {
      method_ = parser_ && parser_->is_header_done() ? method_label(parser_->get().method_string()) : "other";
    }
    write(actors::error_response(err, request_id_), false);
  }

  void dispatch_request() {
    auto req = parser_->release();
    std::string body = std::move(req.body());
    dispatch_request(req, req.keep_alive(), std::move(body), {}, nullptr);
  }

  void dispatch_request(const bhttp::request_header<>& req, bool keep_alive, std::string body,
                        std::map<std::string, std::string> form, std::shared_ptr<actors::uploaded_file> upload) {
    keep_alive_ = keep_alive;
    method_ = method_label(req.method_string());
    request_id_ = security::new_id("req_");

    actors::http_request request;
    request.method = method_;
    const std::string_view target(req.target().data(), req.target().size());
    const auto question = target.find('?');
    request.path = std::string(target.substr(0, question));
    if (question != std::string_view::npos) {
      request.query = std::string(target.substr(question + 1));
    }
    for (const auto& field : req) {
      request.headers.emplace_back(lower(field.name_string()), std::string(field.value()));
    }
    request.body = std::move(body);
    request.form = std::move(form);
    request.upload = std::move(upload);
    request.request_id = request_id_;
    request.received_at = started_;

    if (state_->console != nullptr && static_site::owns(request.path)) {
      return serve_console(req, request.path);
    }
    if (method_ == "OPTIONS" && req.count(bhttp::field::origin) != 0 &&
        req.count(bhttp::field::access_control_request_method) != 0) {
      return answer_preflight(req);
    }
    if (request.path == "/" && method_ == "GET" && state_->console != nullptr) {
      route_ = "/";
      actors::http_response res;
      res.status = 302;
      res.content_type = "text/plain; charset=utf-8";
      res.headers.emplace_back("Location", std::string(static_site::prefix) + "/");
      return write(std::move(res), false);
    }

    auto found = state_->routes.match(method_, request.path);
    if (found.status != match_status::found) {
      route_ = "unmatched";
      return write(router::miss_response(found, request_id_), false);
    }
    route_ = found.matched->pattern;
    request.route = route_;
    request.path_params = std::move(found.params);

    state_->in_flight.fetch_add(1);
    state_->metrics.in_flight_add(1);
    awaiting_ = ++sequence_;
    // The supervisor answers from a CAF thread; the response is posted back onto this
    // connection's strand, so only the strand ever touches the stream. A reply that comes
    // after the deadline already answered is dropped (its sequence number is stale).
    auto reply = [self = shared_from_this(), seq = awaiting_](actors::http_response res) {
      net::post(self->stream_.get_executor(), [self, seq, res = std::move(res)]() mutable {
        if (self->awaiting_ == seq) {
          self->awaiting_ = 0;
          self->deadline_.cancel();
          self->supervisor_ = nullptr;
          self->write(std::move(res), true);
        }
      });
    };
    auto stream = [self = shared_from_this(), seq = awaiting_](actors::stream_event ev) {
      net::post(self->stream_.get_executor(),
                [self, seq, ev = std::move(ev)]() mutable { self->on_stream_event(seq, std::move(ev)); });
    };
    const bool upload_route = found.matched->upload;
    supervisor_ = actors::spawn_request_supervisor(state_->system, state_->svc, std::move(request),
                                                   found.matched->handler, std::move(reply), std::move(stream));
    arm_processing_deadline(std::chrono::seconds(upload_route ? state_->cfg.audio_request_timeout_s
                                                              : state_->cfg.request_timeout_s));
  }

  // A CORS preflight (OPTIONS with Origin and Access-Control-Request-Method). An origin that
  // is not configured gets a 403 with the usual error body, which shows in the browser's
  // network panel, rather than a bare 204 the browser would refuse without saying why.
  void answer_preflight(const bhttp::request_header<>& req) {
    route_ = "preflight";
    const auto origin = req[bhttp::field::origin];
    if (!state_->cors.allows(std::string_view(origin.data(), origin.size()))) {
      return write(actors::error_response(
                     api_error::of(error_code::forbidden,
                                   "This origin may not call the service: it is not in [http] cors_origins."),
                     request_id_),
                   false);
    }
    actors::http_response res;
    res.status = 204;
    res.content_type = "text/plain; charset=utf-8";
    res.headers = cors_policy::preflight_headers(std::string_view(origin.data(), origin.size()));
    cors_origin_.clear();  // the preflight headers already carry the CORS answer
    write(std::move(res), false);
  }

  // The console's files come from memory (static_site), so they are answered here on the
  // I/O thread without an actor: there is nothing to wait for.
  void serve_console(const bhttp::request_header<>& req, const std::string& path) {
    route_ = "/console/*";
    if (method_ != "GET" && method_ != "HEAD") {
      auto res = actors::error_response(api_error::of(error_code::method_not_allowed), request_id_);
      res.headers.emplace_back("Allow", "GET, HEAD");
      return write(std::move(res), false);
    }
    const auto inm = req[bhttp::field::if_none_match];
    const auto a = state_->console->answer(path, std::string_view(inm.data(), inm.size()));
    actors::http_response res;
    res.status = a.status;
    res.content_type = a.content_type.empty() ? "text/plain; charset=utf-8" : a.content_type;
    res.headers = a.headers;
    if (method_ == "GET") {
      res.body.assign(a.body.data(), a.body.size());
    }
    write(std::move(res), false);
  }

  // The request's processing deadline: on expiry the client gets 504 and the supervisor
  // is told to stop, so nothing keeps working for an answer nobody waits for.
  void arm_processing_deadline(std::chrono::seconds budget) {
    deadline_.expires_after(budget);
    deadline_.async_wait([weak = weak_from_this(), seq = awaiting_](beast::error_code ec) {
      auto self = weak.lock();
      if (ec || !self || self->awaiting_ != seq) {
        return;
      }
      if (self->supervisor_) {
        caf::anon_send_exit(self->supervisor_, caf::exit_reason::user_shutdown);
        self->supervisor_ = nullptr;
      }
      if (self->sse_.opened()) {
        // The header is out: the timeout travels as the stream's last frame.
        return self->sse_.close_with(
            actors::sse_error_frame(api_error::of(error_code::upstream_timeout, "The request took too long.")));
      }
      self->awaiting_ = 0;
      self->write(actors::error_response(api_error::of(error_code::upstream_timeout), self->request_id_),
                  true);
    });
  }

  void write(actors::http_response r, bool dispatched) {
    auto res = std::make_shared<bhttp::response<bhttp::string_body>>(static_cast<bhttp::status>(r.status), 11);
    if (r.status != 204 && r.status != 304) {
      res->set(bhttp::field::content_type, r.content_type);
    }
    res->set("X-Request-Id", request_id_);
    if (!cors_origin_.empty()) {
      cors_policy::add_response_headers(r.headers, cors_origin_);
    } else if (state_->cors.enabled()) {
      // The answer depends on Origin even when it carries no CORS headers: a shared cache
      // must not hand this copy to an allowed origin.
      r.headers.emplace_back("Vary", "Origin");
    }
    for (const auto& [name, value] : r.headers) {
      res->set(name, value);
    }
    res->body() = std::move(r.body);
    res->keep_alive(keep_alive_ && !state_->draining);
    res->prepare_payload();
    status_ = r.status;
    bhttp::async_write(stream_, *res, [self = shared_from_this(), res, dispatched](beast::error_code ec, std::size_t) {
      self->on_write(ec, res->keep_alive(), dispatched);
    });
  }

  struct stream_end {
    bool client_gone = false;
  };

  // The request's metric and its access-log line (no body, no query string, no header
  // values), for an answer written whole or an event stream that ended.
  void record_request(std::optional<stream_end> stream) {
    const double seconds = std::chrono::duration<double>(clock::now() - started_).count();
    state_->metrics.observe_request(method_, route_, status_, seconds);
    const auto latency_ms = static_cast<std::int64_t>(seconds * 1000.0);
    if (stream) {
      log::info("request", {{"requestId", request_id_}, {"method", method_}, {"route", route_}, {"status", status_},
                            {"stream", true}, {"clientClosed", stream->client_gone}, {"latencyMs", latency_ms}});
    } else {
      log::info("request", {{"requestId", request_id_}, {"method", method_}, {"route", route_}, {"status", status_},
                            {"latencyMs", latency_ms}});
    }
  }

  void on_write(beast::error_code ec, bool keep_alive, bool dispatched) {
    record_request(std::nullopt);
    if (dispatched) {
      state_->metrics.in_flight_add(-1);
      state_->in_flight.fetch_sub(1);
    }
    method_.clear();
    if (!ec && linger_) {
      return linger_close();
    }
    if (ec || !keep_alive) {
      return close();
    }
    do_read();
  }

  // After an early answer (413, 408, 400) the client may still be writing its body: closing
  // with unread bytes makes the kernel send a reset, and a client that writes first and
  // reads after sees "broken pipe" instead of our answer. So the sending side is shut and
  // what still comes is read and dropped, up to a few MB or seconds, before the close.
  void linger_close() {
    linger_ = false;
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    lingered_bytes_ = 0;
    arm_deadline(linger_budget);
    drain_some();
  }

  void drain_some() {
    if (!drain_buffer_) {
      drain_buffer_ = std::make_unique<std::array<char, 16384>>();  // only lingering sessions pay for it
    }
    stream_.socket().async_read_some(net::buffer(*drain_buffer_), [self = shared_from_this()](beast::error_code ec,
                                                                                             std::size_t n) {
      self->lingered_bytes_ += n;
      if (ec || self->lingered_bytes_ > linger_max_bytes) {
        return self->close();
      }
      self->drain_some();
    });
  }

  void close() {
    deadline_.cancel();
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream_.socket().close(ignored);
    // The slot is free once the socket is: a request still being processed for a client
    // that left must not hold a place under max_connections until its work ends.
    uncount();
  }

  void uncount() {
    if (std::exchange(counted_, false)) {
      state_->connections.fetch_sub(1);
      state_->metrics.connections_add(-1);
    }
  }

  beast::tcp_stream stream_;
  net::steady_timer deadline_;
  std::shared_ptr<shared_state> state_;  ///< before the members whose initialisers read it
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  std::optional<bhttp::request_parser<bhttp::buffer_body>> upload_parser_;
  sse_writer sse_;  ///< after stream_ and state_, which it is built from
  std::unique_ptr<upload_sink> upload_;
  std::uint64_t upload_bytes_ = 0;
  bool linger_ = false;  ///< the next close after a write drains the client's remaining bytes first
  std::size_t lingered_bytes_ = 0;
  std::unique_ptr<std::array<char, 16384>> drain_buffer_;
  static constexpr std::chrono::seconds linger_budget{3};
  static constexpr std::size_t linger_max_bytes = 16u << 20;
  bool first_ = true;
  bool idle_ = false;
  bool timed_out_ = false;
  bool keep_alive_ = true;
  clock::time_point started_ = clock::now();
  std::string method_;
  std::string route_;
  std::string early_route_;  ///< the route template this request's headers matched, for an early answer; else empty
  std::string cors_origin_;  ///< the request's Origin when CORS allows it, else empty
  bool counted_ = true;      ///< still counted in shared_state::connections
  std::string request_id_;
  unsigned status_ = 0;
  std::uint64_t sequence_ = 0;  ///< numbers dispatched requests on this connection
  std::uint64_t awaiting_ = 0;  ///< the request whose answer we wait for; 0 = none
  caf::actor supervisor_;
};

} // namespace

std::shared_ptr<connection> make_session(tcp::socket socket, std::shared_ptr<shared_state> state) {
  return std::make_shared<session>(std::move(socket), std::move(state));
}

} // namespace cxs::http::edge
