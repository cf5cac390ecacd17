#!/usr/bin/env python3
"""A closed-loop HTTP load client whose N connections start at staggered moments, for
latency figures where wrk would mislead: wrk starts every connection at once, so against a
server that waits a fixed time on another service (a model server), all N requests come
back in the same millisecond, forever, and the figure measures how long two cores take to
finish N requests at once rather than what one request costs. Here connection k starts at
k/N of `--period-ms`, so arrivals are spread evenly, as independent clinicians' are.

Each connection sends the same request over keep-alive for `--seconds`; prints JSON with
the count, statuses and latency p50/p90/p99/max in ms.

  python3 bench/staggered_client.py --url http://127.0.0.1:8080/api/studio/v1/extract/opd \\
      --header 'Authorization: Bearer …' --body-file body.json --connections 64 --period-ms 500
"""

import argparse
import asyncio
import json
import time
import urllib.parse


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


async def one_connection(k, args, request, host, port, deadline, latencies, statuses):
    await asyncio.sleep(k * args.period_ms / 1000.0 / args.connections)
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while time.monotonic() < deadline:
            started = time.perf_counter()
            writer.write(request)
            await writer.drain()
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            lines = head.decode("latin-1").split("\r\n")
            for line in lines[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            await reader.readexactly(length)
            latencies.append((time.perf_counter() - started) * 1000.0)
            status = int(lines[0].split(" ")[1])
            statuses[status] = statuses.get(status, 0) + 1
    finally:
        writer.close()


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--header", action="append", default=[])
    parser.add_argument("--body-file", required=True)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--period-ms", type=float, default=500)
    parser.add_argument("--seconds", type=float, default=30)
    args = parser.parse_args()
    url = urllib.parse.urlsplit(args.url)
    body = open(args.body_file, "rb").read()
    headers = [f"POST {url.path} HTTP/1.1", f"Host: {url.netloc}", "Content-Type: application/json",
               f"Content-Length: {len(body)}"] + args.header
    request = ("\r\n".join(headers) + "\r\n\r\n").encode() + body
    latencies, statuses = [], {}
    deadline = time.monotonic() + args.seconds
    await asyncio.gather(*(one_connection(k, args, request, url.hostname, url.port, deadline, latencies, statuses)
                           for k in range(args.connections)))
    print(json.dumps({"requests": len(latencies), "statuses": statuses,
                      "p50Ms": round(percentile(latencies, 0.5), 2), "p90Ms": round(percentile(latencies, 0.9), 2),
                      "p99Ms": round(percentile(latencies, 0.99), 2), "maxMs": round(max(latencies or [0]), 2)}))


if __name__ == "__main__":
    asyncio.run(main())
