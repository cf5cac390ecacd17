#!/usr/bin/env python3
"""Holds N concurrent /audio/extract/:slug/stream requests open against one `cxs serve`
and reports the server's resident memory idle, at the peak with N streams open, and per
stream. Every stream carries a real (short) recording, so each one really waits in the
speech queue with its keep-alive comments flowing; the script checks every stream ends
with `event: done`.

  bench/sse_streams.py --url http://127.0.0.1:8080 --key svc_test_… --pid PID \
      --audio clip.wav --streams 1000 [--slug opd]

Run the server with a high open-file limit (each stream is a socket plus two temporary
files while it runs): `ulimit -n 16384`.
"""

import argparse
import asyncio
import time
import uuid


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


failures = []  # the tail of the first stream that did not end with `done`


async def one_stream(host, port, path, key, body, content_type, opened, results):
    reader, writer = await asyncio.open_connection(host, port)
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {key}\r\n"
            f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n").encode()
    writer.write(head + body)
    await writer.drain()
    first = await reader.read(4096)
    opened.append(time.monotonic())
    data = first
    while True:
        chunk = await reader.read(65536)
        if not chunk:
            break
        data += chunk
    writer.close()
    results.append(b"event: done" in data)
    if b"event: done" not in data and not failures:
        failures.append(data[-400:].decode(errors="replace"))


async def main():
    p = argparse.ArgumentParser()
    p.add_argument("--url", required=True)
    p.add_argument("--key", required=True)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--audio", required=True)
    p.add_argument("--streams", type=int, default=1000)
    p.add_argument("--slug", default="opd")
    a = p.parse_args()
    host, port = a.url.split("//")[1].split(":")
    boundary = uuid.uuid4().hex
    audio = open(a.audio, "rb").read()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.wav\"\r\n\r\n".encode()
            + audio + f"\r\n--{boundary}--\r\n".encode())
    content_type = f"multipart/form-data; boundary={boundary}"
    idle = rss_kib(a.pid)
    opened, results = [], []
    path = f"/api/studio/v1/audio/extract/{a.slug}/stream"
    tasks = [asyncio.create_task(one_stream(host, int(port), path, a.key, body, content_type, opened, results))
             for _ in range(a.streams)]
    peak, peak_open = idle, 0
    while not all(t.done() for t in tasks):
        await asyncio.sleep(0.2)
        now_open = len(opened) - len(results)
        rss = rss_kib(a.pid)
        if now_open >= peak_open:
            peak_open = now_open
            peak = max(peak, rss)
    await asyncio.gather(*tasks, return_exceptions=True)
    ok = sum(1 for r in results if r)
    print(f"streams: {a.streams}, ended with done: {ok}, most open at once: {peak_open}")
    if failures:
        print("first stream without done ended with:", failures[0])
    print(f"server RSS idle {idle / 1024:.1f} MiB, peak {peak / 1024:.1f} MiB, "
          f"per open stream {(peak - idle) / max(peak_open, 1):.1f} KiB")


if __name__ == "__main__":
    asyncio.run(main())
