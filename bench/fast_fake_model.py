#!/usr/bin/env python3
"""A lean OpenAI-compatible chat-completions fake for load benchmarks (not for tests: the
tests use tests/e2e/fake_openai.py, which records every request and can misbehave on
demand). One asyncio loop, HTTP/1.1 keep-alive, no per-request threads, so that at 64
concurrent calls the fake itself costs next to nothing and stays out of the figure.

Every POST /v1/chat/completions is answered after `--delay-ms` with an instance of the
request's response_format JSON schema (tests/e2e/fake_openai.instance_of), built once per
distinct request body. The fake times
its own latency per request (request read -> answer written, minus the nominal delay) so the
benchmark can subtract it. GET /_stats answers {"count", "ownP50Ms", "ownP99Ms"}.

  python3 bench/fast_fake_model.py --port 0 --delay-ms 500   # prints "PORT <n>"
"""

import argparse
import asyncio
import hashlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e"))

from fake_openai import instance_of  # noqa: E402

own_ms = []
answers = {}  # request body digest -> answer: a benchmark repeats one request, so the JSON work is done once


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


def answer_for(body):
    request = json.loads(body)
    schema = (((request.get("response_format") or {}).get("json_schema") or {}).get("schema")) or {}
    return {"id": "chatcmpl-fake", "object": "chat.completion", "model": request.get("model", ""),
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": json.dumps(instance_of(schema))}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 32, "total_tokens": 42}}


def response(status, payload):
    data = json.dumps(payload).encode()
    head = (f"HTTP/1.1 {status} {'OK' if status == 200 else 'Error'}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(data)}\r\n\r\n").encode()
    return head + data


async def serve(reader, writer, delay_s):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            started = time.perf_counter()
            lines = head.decode("latin-1").split("\r\n")
            method, path = lines[0].split(" ")[:2]
            length = 0
            for line in lines[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            body = await reader.readexactly(length) if length else b""
            if method == "POST" and path.endswith("/chat/completions"):
                digest = hashlib.blake2b(body, digest_size=16).digest()
                answer = answers.get(digest)
                if answer is None:
                    answer = answers.setdefault(digest, response(200, answer_for(body)))
                await asyncio.sleep(delay_s)
                writer.write(answer)
                await writer.drain()
                # Everything but the nominal delay, the sleep's own lateness included.
                own_ms.append((time.perf_counter() - started - delay_s) * 1000.0)
            elif path == "/_stats":
                writer.write(response(200, {"count": len(own_ms), "ownP50Ms": round(percentile(own_ms, 0.5), 3),
                                            "ownP99Ms": round(percentile(own_ms, 0.99), 3)}))
                await writer.drain()
            else:
                writer.write(response(404, {"error": {"message": "no such route"}}))
                await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        writer.close()


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--delay-ms", type=float, default=500)
    args = parser.parse_args()
    server = await asyncio.start_server(lambda r, w: serve(r, w, args.delay_ms / 1000.0), "127.0.0.1", args.port,
                                        backlog=1024)
    print("PORT %d" % server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
