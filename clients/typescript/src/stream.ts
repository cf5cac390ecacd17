// Two ways to read a streamed answer, behind one shape: fetch's ReadableStream (browsers,
// Node) and XMLHttpRequest progress events (React Native, whose fetch cannot stream a body:
// its XHR hands over the text received so far on each progress event, and our SSE parser
// takes the new part).

import type { HeaderReader } from './transport.js';

export interface OpenStream {
  status: number;
  headers: HeaderReader;
  /** Decoded text as it arrives. Throws what broke the transfer (abort, network). */
  chunks(): AsyncIterable<string>;
  /** The whole body (for error answers). */
  text(): Promise<string>;
  /** Stops the transfer; safe to call more than once. */
  cancel(): void;
}

export interface StreamRequest {
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
}

export type StreamTransport = 'auto' | 'fetch' | 'xhr';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export async function openWithFetch(fetchImpl: FetchLike, url: string, req: StreamRequest): Promise<OpenStream> {
  const res = await fetchImpl(url, { method: req.method, headers: req.headers, body: req.body, signal: req.signal });
  const body = res.body;
  if (res.ok && (!body || typeof body.getReader !== 'function')) {
    throw new TypeError("this fetch cannot stream a response body; use streamTransport: 'xhr'");
  }
  const reader = res.ok && body ? body.getReader() : undefined;
  return {
    status: res.status,
    headers: res.headers,
    async *chunks() {
      if (!reader) return;
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          const tail = decoder.decode();
          if (tail) yield tail;
          return;
        }
        yield decoder.decode(value, { stream: true });
      }
    },
    text: () => res.text(),
    cancel() {
      reader?.cancel().catch(() => {});
    },
  };
}

/** The subset of XMLHttpRequest used here, so a test shim (or a platform's XHR) fits. */
export interface XhrLike {
  readyState: number;
  status: number;
  responseText: string;
  open(method: string, url: string, async?: boolean): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  send(body?: unknown): void;
  abort(): void;
  onreadystatechange: (() => void) | null;
  onprogress: (() => void) | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export function openWithXhr(Xhr: new () => XhrLike, url: string, req: StreamRequest): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    const queue: string[] = [];
    let seen = 0;
    let ended = false;
    let failure: unknown;
    let opened = false;
    let wake: (() => void) | undefined;
    const notify = () => {
      const w = wake;
      wake = undefined;
      w?.();
    };
    const take = () => {
      const text = xhr.responseText ?? '';
      if (text.length > seen) {
        queue.push(text.slice(seen));
        seen = text.length;
        notify();
      }
    };
    const stream: OpenStream = {
      get status() {
        return xhr.status;
      },
      headers: { get: (name) => xhr.getResponseHeader(name) },
      async *chunks() {
        for (;;) {
          if (queue.length) {
            yield queue.shift()!;
            continue;
          }
          if (failure !== undefined) throw failure;
          if (ended) return;
          await new Promise<void>((r) => (wake = r));
        }
      },
      async text() {
        while (!ended && failure === undefined) await new Promise<void>((r) => (wake = r));
        if (failure !== undefined) throw failure;
        return xhr.responseText ?? '';
      },
      cancel() {
        if (!ended) xhr.abort();
      },
    };
    const open = () => {
      if (opened) return;
      opened = true;
      resolve(stream);
    };
    const fail = (e: unknown) => {
      if (ended || failure !== undefined) return;
      failure = e;
      req.signal.removeEventListener('abort', onAbort);
      if (!opened) reject(e);
      notify();
    };
    const onAbort = () => {
      xhr.abort();
      fail(new Error('aborted'));
    };
    xhr.onreadystatechange = () => {
      // 2 = HEADERS_RECEIVED: status and headers are known; the iterator may start.
      if (xhr.readyState >= 2 && xhr.status !== 0) open();
      if (xhr.readyState >= 3) take();
    };
    // Setting onprogress also makes React Native deliver the body incrementally.
    xhr.onprogress = take;
    xhr.onload = () => {
      take();
      open();
      ended = true;
      req.signal.removeEventListener('abort', onAbort);
      notify();
    };
    xhr.onerror = () => fail(new TypeError('network request failed'));
    xhr.ontimeout = () => fail(new TypeError('network request timed out'));
    xhr.onabort = () => fail(new Error('aborted'));
    if (req.signal.aborted) return reject(new Error('aborted'));
    req.signal.addEventListener('abort', onAbort, { once: true });
    xhr.open(req.method, url, true);
    for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
    xhr.send(req.body);
  });
}

/** Whether we run inside React Native (its navigator.product says so). */
export function isReactNative(): boolean {
  const nav = (globalThis as { navigator?: { product?: string } }).navigator;
  return nav?.product === 'ReactNative';
}

/** 'auto' picks XHR where fetch cannot stream (React Native, no ReadableStream), fetch elsewhere. */
export function pickTransport(choice: StreamTransport): 'fetch' | 'xhr' {
  if (choice !== 'auto') return choice;
  const g = globalThis as { ReadableStream?: unknown; XMLHttpRequest?: unknown };
  if ((isReactNative() || typeof g.ReadableStream === 'undefined') && typeof g.XMLHttpRequest !== 'undefined') return 'xhr';
  return 'fetch';
}
