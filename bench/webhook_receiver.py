#!/usr/bin/env python3
"""A fast local webhook receiver for bench/webhook_throughput.sh: asyncio, HTTP/1.1 with
keep-alive, answers every POST 204 at once and appends "<Svc-Delivery> <receipt unix time>"
to a file. Prints its port on stdout, then runs until SIGTERM.
    webhook_receiver.py OUT_FILE"""

import asyncio
import signal
import sys
import time


async def handle(reader, writer, out):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length, delivery = 0, b"-"
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                name = name.strip().lower()
                if name == b"content-length":
                    length = int(value)
                elif name == b"svc-delivery":
                    delivery = value.strip()
            if length:
                await reader.readexactly(length)
            out.write(delivery + b" " + f"{time.time():.6f}".encode() + b"\n")
            writer.write(b"HTTP/1.1 204 No Content\r\n\r\n")
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError, asyncio.CancelledError):
        pass
    finally:
        writer.close()


async def main(path):
    out = open(path, "ab", buffering=1 << 16)
    server = await asyncio.start_server(lambda r, w: handle(r, w, out), "127.0.0.1", 0, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    async with server:
        await stop.wait()
    out.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
