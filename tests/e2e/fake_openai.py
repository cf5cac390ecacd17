#!/usr/bin/env python3
"""A fake OpenAI-compatible server for tests: the only stand-in the project allows for the
remote speech and language engines (no model server can run here). Standard library only.

Routes
  POST /v1/chat/completions    answers {"choices": [{"message": {"content": "<json>"}}],
                               "usage": {"total_tokens": N}}. The content is, by default, an
                               instance built from the request's response_format JSON schema
                               (every required property; the first enum value; the first
                               non-null type; strings "fake"; numbers 1; arrays with one
                               item), or the canned `content` when one is set.
  POST /v1/audio/translations  parses the multipart form and answers verbose_json
                               {"task": "translate", "language": <language>, "duration": s,
                               "text": <text>, "segments": []}.
  POST /_control               JSON object merged into the behaviour (below); counters
                               restart from the values given.
  POST /_reset                 forget recorded requests and restore default behaviour.
  GET  /_requests              every request received so far, oldest first (see below).
  POST /_shutdown              stop the server (the process exits when run as a script).

Behaviour switches (all optional; defaults in DEFAULTS)
  delay_s                 sleep this long before answering any /v1 request ("slow")
  fail_times, fail_status answer the next N /v1 requests with this status (500) and a body
                          holding a fake vendor error text (tests check it never leaks)
  invalid_json_times      the next N chat answers carry content that is not JSON
  violation_times         the next N chat answers are JSON that breaks the schema
                          ({"unexpected": true}); then valid again (the "repair" case)
  content                 canned JSON value to answer every chat request with
  total_tokens            usage.total_tokens of chat answers
  language, text          what /v1/audio/translations reports (e.g. "hindi")
  drop_times              the next N /v1 requests are read, recorded, and their connection
                          closed without an answer
  close_after_answer      close every connection right after its answer, without a
                          "Connection: close" header (a server whose idle timeout is 0)

Recorded requests: {"path", "method", "headers" (lower-case names), "json" (parsed body of
JSON requests), "form" (multipart: non-file fields name -> value), "files" (multipart: name
-> {"filename", "content_type", "size", "wav": {"channels", "sample_rate", "sample_width",
"frames"} or null when the file is not a readable WAV}), "peer_port" (the client's TCP port:
requests with the same one came over the same connection)}.

Use
  In Python:  srv = FakeOpenAI(); srv.start(); ...srv.url...; srv.configure(fail_times=1);
              srv.requests(); srv.stop()
  As a process (C++ tests):  python3 fake_openai.py [--port 0] [--tls-cert C --tls-key K]
              prints "PORT <n>" on its first stdout line, then serves until /_shutdown, or
              until its parent process goes away (so a crashed test leaves nothing behind).
"""

import argparse
import copy
import io
import json
import os
import ssl
import sys
import threading
import time
import wave
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DEFAULTS = {
    "delay_s": 0.0,
    "fail_times": 0,
    "fail_status": 500,
    "invalid_json_times": 0,
    "violation_times": 0,
    "content": None,
    "total_tokens": 42,
    "language": "english",
    "text": "Patient has fever for three days.",
    "drop_times": 0,
    "close_after_answer": False,
}

VENDOR_ERROR = {"error": {"message": "FAKE-VENDOR-SECRET upstream model gpt-fake overloaded", "type": "server_error"}}


def instance_of(schema):
    """A value that satisfies the JSON schema subset the service generates."""
    if not isinstance(schema, dict):
        return None
    if "enum" in schema:
        for value in schema["enum"]:
            if value is not None:
                return value
        return None
    types = schema.get("type", "object")
    if isinstance(types, list):
        non_null = [t for t in types if t != "null"]
        types = non_null[0] if non_null else "null"
    if types == "object":
        props = schema.get("properties", {})
        return {name: instance_of(props.get(name, {})) for name in schema.get("required", list(props))}
    if types == "array":
        return [instance_of(schema.get("items", {}))]
    if types == "string":
        return "fake"
    if types in ("number", "integer"):
        return 1
    if types == "boolean":
        return True
    return None


def parse_multipart(body, content_type):
    """(form, files) of a multipart/form-data body; strict enough to catch malformed bodies."""
    boundary = None
    for piece in content_type.split(";"):
        piece = piece.strip()
        if piece.startswith("boundary="):
            boundary = piece[len("boundary="):].strip('"')
    if not boundary:
        raise ValueError("no boundary")
    delimiter = b"--" + boundary.encode()
    if not body.startswith(delimiter) or not body.rstrip(b"\r\n").endswith(delimiter + b"--"):
        raise ValueError("body does not start and end with the boundary")
    form, files = {}, {}
    for chunk in body.split(delimiter)[1:-1]:
        if not chunk.startswith(b"\r\n") or not chunk.endswith(b"\r\n"):
            raise ValueError("part not framed by CRLF")
        head, sep, value = chunk[2:-2].partition(b"\r\n\r\n")
        if not sep:
            raise ValueError("part without header block")
        headers = {}
        for line in head.decode("utf-8").split("\r\n"):
            name, _, val = line.partition(":")
            headers[name.strip().lower()] = val.strip()
        disposition = headers.get("content-disposition", "")
        params = {}
        for item in disposition.split(";")[1:]:
            key, _, val = item.strip().partition("=")
            params[key] = val.strip('"')
        if "filename" in params:
            info = {"filename": params["filename"], "content_type": headers.get("content-type", ""),
                    "size": len(value), "wav": None}
            try:
                with wave.open(io.BytesIO(value)) as w:
                    info["wav"] = {"channels": w.getnchannels(), "sample_rate": w.getframerate(),
                                   "sample_width": w.getsampwidth(), "frames": w.getnframes()}
            except (wave.Error, EOFError):
                pass
            files[params.get("name", "")] = info
        else:
            form[params.get("name", "")] = value.decode("utf-8")
    return form, files


class FakeOpenAI:
    """The server; start() binds 127.0.0.1 on `port` (0 = a free port)."""

    def __init__(self, port=0, tls=None):
        self._lock = threading.Lock()
        self._behaviour = copy.deepcopy(DEFAULTS)
        self._requests = []
        self.stopped = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def _send(self, status, payload):
                body = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                if self.path == "/_requests":
                    self._send(200, fake.requests())
                else:
                    self._send(404, {"error": "not found"})

            def do_POST(self):
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length) if length else b""
                if self.path == "/_control":
                    fake.configure(**json.loads(body or b"{}"))
                    return self._send(200, {"ok": True})
                if self.path == "/_reset":
                    fake.reset()
                    return self._send(200, {"ok": True})
                if self.path == "/_shutdown":
                    self._send(200, {"ok": True})
                    threading.Thread(target=fake.stop, daemon=True).start()
                    return None
                status, payload = fake._answer(self.path, dict(self.headers), body, self.client_address[1])
                if status is None:  # drop: close without answering, as a server that went away
                    self.close_connection = True
                    return None
                self._send(status, payload)
                if fake._behaviour["close_after_answer"]:
                    self.close_connection = True  # without a "Connection: close" header
                return None

        class Server(ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                # A client that timed out closed its socket before the slow answer: expected.
                if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
                    super().handle_error(request, client_address)

        self._server = Server(("127.0.0.1", port), Handler)
        self._server.daemon_threads = True
        self._scheme = "http"
        if tls:
            # (certificate file, key file): serve https, as model servers behind a hospital's
            # internal CA do. A client that refuses the certificate fails in accept(), which
            # socketserver ignores (an OSError), so the server carries on.
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(tls[0], tls[1])
            self._server.socket = context.wrap_socket(self._server.socket, server_side=True)
            self._scheme = "https"
        self._thread = None

    @property
    def port(self):
        return self._server.server_address[1]

    @property
    def url(self):
        return "%s://127.0.0.1:%d" % (self._scheme, self.port)

    def start(self):
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self):
        self._server.shutdown()
        self._server.server_close()
        self.stopped.set()

    def configure(self, **switches):
        with self._lock:
            for key, value in switches.items():
                if key not in DEFAULTS:
                    raise KeyError("unknown behaviour switch: " + key)
                self._behaviour[key] = value

    def reset(self):
        with self._lock:
            self._behaviour = copy.deepcopy(DEFAULTS)
            self._requests = []

    def requests(self):
        with self._lock:
            return copy.deepcopy(self._requests)

    def _take(self, counter):
        with self._lock:
            if self._behaviour[counter] > 0:
                self._behaviour[counter] -= 1
                return True
            return False

    def _answer(self, path, headers, body, peer_port=0):
        record = {"path": path, "method": "POST", "headers": {k.lower(): v for k, v in headers.items()},
                  "json": None, "form": None, "files": None, "peer_port": peer_port}
        content_type = record["headers"].get("content-type", "")
        try:
            if content_type.startswith("application/json"):
                record["json"] = json.loads(body)
            elif content_type.startswith("multipart/form-data"):
                record["form"], record["files"] = parse_multipart(body, content_type)
        except (ValueError, UnicodeDecodeError) as err:
            record["parse_error"] = str(err)
        with self._lock:
            self._requests.append(record)
            behaviour = copy.deepcopy(self._behaviour)
        if self._take("drop_times"):
            return None, None
        if behaviour["delay_s"]:
            time.sleep(float(behaviour["delay_s"]))
        if self._take("fail_times"):
            return behaviour["fail_status"], VENDOR_ERROR
        if "parse_error" in record:
            return 400, {"error": {"message": record["parse_error"]}}
        if path == "/v1/chat/completions":
            return 200, self._chat(record["json"] or {}, behaviour)
        if path == "/v1/audio/translations":
            return 200, {"task": "translate", "language": behaviour["language"], "duration": 1.0,
                         "text": behaviour["text"], "segments": []}
        return 404, {"error": {"message": "no such route"}}

    def _chat(self, request, behaviour):
        if self._take("invalid_json_times"):
            content = "Sure! Here is the JSON you asked for: {not json"
        elif self._take("violation_times"):
            content = json.dumps({"unexpected": True})
        elif behaviour["content"] is not None:
            content = json.dumps(behaviour["content"])
        else:
            schema = (((request.get("response_format") or {}).get("json_schema") or {}).get("schema")) or {}
            content = json.dumps(instance_of(schema))
        return {"id": "chatcmpl-fake", "object": "chat.completion", "model": request.get("model", ""),
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": content}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": behaviour["total_tokens"] - 10,
                          "total_tokens": behaviour["total_tokens"]}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls-cert", help="serve https with this certificate (PEM)")
    parser.add_argument("--tls-key", help="the certificate's private key (PEM)")
    args = parser.parse_args()
    tls = (args.tls_cert, args.tls_key) if args.tls_cert else None
    server = FakeOpenAI(args.port, tls).start()
    parent = os.getppid()
    print("PORT %d" % server.port, flush=True)
    while not server.stopped.wait(0.5):
        if os.getppid() != parent:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
