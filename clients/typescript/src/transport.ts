// One place that sends requests: headers, timeouts, abort, retries with backoff, and the
// mapping of every failure to an Svc*Error. Both clients sit on it.

import {
  SvcAbortError,
  SvcConfigError,
  SvcConflictError,
  SvcError,
  SvcNetworkError,
  SvcRateLimitError,
  SvcServerError,
  SvcTimeoutError,
  SVC_CLIENT_ERROR_CODES,
  errorFromResponse,
} from './errors.js';
import { SVC_ERROR_CODES } from './generated/error-codes.js';

export const API_PREFIX = '/api/studio/v1';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Per-call options every method takes as its last argument. */
export interface CallOptions {
  /** Aborting throws SvcAbortError and stops retries. */
  signal?: AbortSignal;
  /** Time allowed for one attempt (default: the client's `timeoutMs`). */
  timeoutMs?: number;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
  /** Longest Retry-After (seconds) the SDK waits on a 429 before retrying; 0 never waits (throws at once). */
  maxRateLimitWaitSec?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Called with each final answer's metadata (request id, replay and degradation headers). */
  onResponse?: (info: ResponseInfo) => void;
}

/** Options of audited calls (extract, insights, audio.*). */
export interface AuditedCallOptions extends CallOptions {
  /** Sent as Idempotency-Key on every attempt of this call; default: a fresh UUID v4 per call. */
  idempotencyKey?: string;
}

export interface ResponseInfo {
  status: number;
  requestId: string | null;
  /** `Idempotent-Replayed: true`: this is the stored answer of an earlier call with the same key. */
  replayed: boolean;
  /** `X-Svc-Degraded`: the server used a fallback engine for this answer. */
  degraded: string | null;
  headers: HeaderReader;
}

/** Read access to response headers (a fetch Headers, or XHR's getResponseHeader). */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface TransportConfig {
  baseUrl: string;
  credential: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxRetries: number;
  maxRateLimitWaitSec: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  fetch: FetchLike | undefined;
}

/** Common constructor options of CxsClient and CxsAdminClient. */
export interface CommonClientOptions {
  /** The deployment's address, e.g. `https://cxs.hospital.local` (the `/api/studio/v1` prefix is added when absent). */
  baseUrl: string;
  /** Time allowed for one attempt of a JSON call, in ms (default 130 000: the server's own limit is 120 s). */
  timeoutMs?: number;
  /** Retries after a 5xx, 408, 504, 429 or network error (default 2: three attempts at most). */
  maxRetries?: number;
  /** Longest Retry-After the SDK sleeps through on a 429, in seconds (default 30; 0: never wait). */
  maxRateLimitWaitSec?: number;
  /** First backoff step in ms (default 500); attempt n waits a random time in [0, min(max, base·2ⁿ)). */
  retryBaseDelayMs?: number;
  /** Backoff ceiling in ms (default 8000). */
  retryMaxDelayMs?: number;
  /** A fetch implementation (default: the global fetch, looked up at call time). */
  fetch?: FetchLike;
}

export function normalizeBaseUrl(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new SvcConfigError('baseUrl is required, e.g. "https://cxs.hospital.local"');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SvcConfigError(`baseUrl is not an absolute URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SvcConfigError(`baseUrl must be http or https: ${raw}`);
  if (url.search || url.hash) throw new SvcConfigError('baseUrl must not carry a query or fragment');
  let path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith(API_PREFIX)) path += API_PREFIX;
  return url.origin + path;
}

export function resolveConfig(opts: CommonClientOptions, credential: string, headers: Record<string, string>): TransportConfig {
  const num = (v: number | undefined, name: string, dflt: number, min: number): number => {
    if (v === undefined) return dflt;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min) throw new SvcConfigError(`${name} must be a number >= ${min}`);
    return v;
  };
  return {
    baseUrl: normalizeBaseUrl(opts.baseUrl),
    credential,
    headers,
    timeoutMs: num(opts.timeoutMs, 'timeoutMs', 130_000, 1),
    maxRetries: Math.floor(num(opts.maxRetries, 'maxRetries', 2, 0)),
    maxRateLimitWaitSec: num(opts.maxRateLimitWaitSec, 'maxRateLimitWaitSec', 30, 0),
    retryBaseDelayMs: num(opts.retryBaseDelayMs, 'retryBaseDelayMs', 500, 0),
    retryMaxDelayMs: num(opts.retryMaxDelayMs, 'retryMaxDelayMs', 8_000, 0),
    fetch: opts.fetch,
  };
}

/**
 * UUID v4 for Idempotency-Key. crypto.randomUUID is missing from older browsers and React
 * Native, and getRandomValues from React Native without a polyfill; the last resort,
 * Math.random, is good enough here: the key only has to be unique per organisation and
 * API key for 24 hours, it is not a secret.
 */
export function uuidV4(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Resolves after `ms`, or rejects with SvcAbortError as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new SvcAbortError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new SvcAbortError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One attempt's abort controller: fires when the caller aborts or the attempt times out,
 * and remembers which (AbortSignal.any is not in Node 18 or React Native).
 */
export class Attempt {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onCallerAbort = () => this.controller.abort();

  constructor(
    private readonly caller: AbortSignal | undefined,
    timeoutMs: number,
  ) {
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, timeoutMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Turns whatever an attempt threw into an SvcError, telling abort, timeout and network apart. */
  classify(e: unknown): SvcError {
    if (this.caller?.aborted) return new SvcAbortError(e);
    if (this.timedOut) {
      return new SvcTimeoutError({ code: SVC_CLIENT_ERROR_CODES.CLIENT_TIMEOUT, message: 'No answer within timeoutMs.', cause: e });
    }
    if (e instanceof SvcError) return e;
    const msg = e instanceof Error ? e.message : String(e);
    return new SvcNetworkError({ code: SVC_CLIENT_ERROR_CODES.NETWORK_ERROR, message: `Network error: ${msg}`, cause: e });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | null | undefined> | undefined;
  json?: unknown;
  /** Built anew per attempt: a FormData body cannot be sent twice everywhere. */
  form?: () => FormData;
  /** Whether sending it again is harmless (GET, PATCH, DELETE, audited calls with their key, stateless POSTs). */
  retry: boolean;
  /** Sends Idempotency-Key (the same on every attempt). */
  idempotencyKey?: string | undefined;
  accept?: string;
}

export class Transport {
  constructor(readonly config: TransportConfig) {}

  url(path: string, query?: RequestSpec['query']): string {
    let qs = '';
    if (query) {
      const parts: string[] = [];
      for (const [k, v] of Object.entries(query)) {
        if (v === undefined || v === null) continue;
        parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
      }
      if (parts.length) qs = '?' + parts.join('&');
    }
    return this.config.baseUrl + path + qs;
  }

  private fetchImpl(): FetchLike {
    const f = this.config.fetch ?? (globalThis as { fetch?: FetchLike }).fetch;
    if (typeof f !== 'function') throw new SvcConfigError('No fetch: pass one as the `fetch` option');
    return f;
  }

  headersFor(spec: RequestSpec, opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = {
      Accept: spec.accept ?? 'application/json',
      Authorization: `Bearer ${this.config.credential}`,
      ...this.config.headers,
      ...opts.headers,
    };
    if (spec.json !== undefined) h['Content-Type'] = 'application/json';
    if (spec.idempotencyKey) h['Idempotency-Key'] = spec.idempotencyKey;
    return h;
  }

  /**
   * Runs `attempt` until it succeeds, fails for good, or the retry budget is spent. Between
   * attempts: Retry-After for a 429 (throws instead when it is over the cap), otherwise
   * exponential backoff with full jitter (so a fleet of clients does not retry in step).
   */
  async withRetries<T>(spec: RequestSpec, opts: CallOptions, attempt: (n: number) => Promise<T>): Promise<T> {
    const maxRetries = opts.maxRetries ?? this.config.maxRetries;
    const maxWait = opts.maxRateLimitWaitSec ?? this.config.maxRateLimitWaitSec;
    for (let n = 0; ; n++) {
      if (opts.signal?.aborted) throw new SvcAbortError(opts.signal.reason);
      try {
        return await attempt(n);
      } catch (e) {
        const err = e instanceof SvcError ? e : new SvcNetworkError({ code: SVC_CLIENT_ERROR_CODES.NETWORK_ERROR, message: String(e), cause: e });
        if (err instanceof SvcAbortError || !spec.retry || n >= maxRetries || !this.retryable(err, spec)) throw err;
        let delayMs: number;
        if (err instanceof SvcRateLimitError) {
          if (err.retryAfterSec > maxWait) throw err;
          delayMs = err.retryAfterSec * 1000;
        } else {
          const ceiling = Math.min(this.config.retryMaxDelayMs, this.config.retryBaseDelayMs * 2 ** n);
          delayMs = Math.random() * ceiling;
        }
        await sleep(delayMs, opts.signal);
      }
    }
  }

  private retryable(err: SvcError, spec: RequestSpec): boolean {
    if (err instanceof SvcServerError || err instanceof SvcTimeoutError || err instanceof SvcNetworkError) return true;
    if (err instanceof SvcRateLimitError) return true;
    // The first call with our key still runs (say, our previous attempt timed out): the
    // server says to come back; the replay will carry its answer.
    return err instanceof SvcConflictError && err.code === SVC_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS && !!spec.idempotencyKey;
  }

  /** A JSON call: resolves to the parsed body of a 2xx answer. */
  request<T>(spec: RequestSpec, opts: CallOptions = {}): Promise<T> {
    return this.withRetries(spec, opts, async () => {
      const attempt = new Attempt(opts.signal, opts.timeoutMs ?? this.config.timeoutMs);
      try {
        const body = spec.form ? spec.form() : spec.json !== undefined ? JSON.stringify(spec.json) : undefined;
        const init: RequestInit = { method: spec.method, headers: this.headersFor(spec, opts), signal: attempt.signal };
        if (body !== undefined) init.body = body;
        const res = await this.fetchImpl()(this.url(spec.path, spec.query), init);
        const text = await res.text();
        const parsed = parseJson(text);
        if (!res.ok) throw errorFromResponse(res.status, parsed, res.headers.get('x-request-id'), res.headers.get('retry-after'));
        opts.onResponse?.(responseInfo(res));
        if (parsed === undefined && text !== '') {
          throw new SvcError({ status: res.status, code: SVC_CLIENT_ERROR_CODES.BAD_RESPONSE, message: 'The answer is not JSON.', requestId: res.headers.get('x-request-id') ?? undefined });
        }
        return parsed as T;
      } catch (e) {
        throw attempt.classify(e);
      } finally {
        attempt.dispose();
      }
    });
  }
}

export function responseInfo(res: { status: number; headers: HeaderReader }): ResponseInfo {
  return {
    status: res.status,
    requestId: res.headers.get('x-request-id'),
    replayed: res.headers.get('idempotent-replayed') === 'true',
    degraded: res.headers.get('x-svc-degraded'),
    headers: res.headers,
  };
}

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
