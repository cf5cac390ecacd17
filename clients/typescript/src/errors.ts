// The error classes the service specification promises client developers, and the one
// function that turns a server answer into one of them.

import { SVC_ERROR_CODES, SVC_ERROR_STATUS, type SvcErrorCode } from './generated/error-codes.js';

/** Codes the SDK itself gives errors that never reached (or never came back from) the server. */
export const SVC_CLIENT_ERROR_CODES = Object.freeze({
  /** DNS, TCP, TLS failure or a dropped connection. */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** The caller's AbortSignal fired. */
  ABORTED: 'ABORTED',
  /** No answer within the client's `timeoutMs`. */
  CLIENT_TIMEOUT: 'CLIENT_TIMEOUT',
  /** The client was set up wrongly (bad baseUrl, live key on mobile, …). */
  CONFIG_ERROR: 'CONFIG_ERROR',
  /** The server answered something that is not the documented shape. */
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const);

export type SvcClientErrorCode = keyof typeof SVC_CLIENT_ERROR_CODES;

/** One problem of a 422 (and of 400/413 where the server names a field). */
export interface SvcFieldProblem {
  field: string;
  message: string;
}

export interface SvcErrorInit {
  status?: number;
  code: SvcErrorCode | SvcClientErrorCode | (string & {});
  message: string;
  requestId?: string | undefined;
  cause?: unknown;
  /** The parsed error body, when there was one. */
  body?: unknown;
}

/**
 * Base of every error the SDK throws. `status` is the HTTP status (0 when no answer came
 * back), `code` the server's stable code (see SVC_ERROR_CODES) or an SDK code (see
 * SVC_CLIENT_ERROR_CODES), `requestId` the id to quote to support.
 */
export class SvcError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly body: unknown;
  /** Whether the SDK considers another attempt sensible (it has already made its retries). */
  readonly retryable: boolean = false;

  constructor(init: SvcErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    // new.target keeps the subclass name after transpilation to ES5-ish targets (React Native).
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
    this.status = init.status ?? 0;
    this.code = init.code;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/** 401 (missing, invalid, revoked or expired key; suspended organisation) and 403 (scope, live key on mobile, role). */
export class SvcAuthError extends SvcError {}

/** 429 RATE_LIMITED. Wait `retryAfterSec` seconds before the next call with this key. */
export class SvcRateLimitError extends SvcError {
  override readonly retryable = true;
  readonly retryAfterSec: number;
  constructor(init: SvcErrorInit & { retryAfterSec: number }) {
    super(init);
    this.retryAfterSec = init.retryAfterSec;
  }
}

/** 400, 413, 422 (and any other 4xx the SDK has no better class for): the request itself must change. */
export class SvcValidationError extends SvcError {
  readonly fields: SvcFieldProblem[];
  constructor(init: SvcErrorInit & { fields?: SvcFieldProblem[] }) {
    super(init);
    this.fields = init.fields ?? [];
  }
}

/** 404: unknown or unpublished slug (`availableSlugs` lists the ones this key may use), missing resource. */
export class SvcNotFoundError extends SvcError {
  readonly availableSlugs: string[] | undefined;
  constructor(init: SvcErrorInit & { availableSlugs?: string[] | undefined }) {
    super(init);
    this.availableSlugs = init.availableSlugs;
  }
}

/** 408, 504, or no answer within the client's `timeoutMs` (code CLIENT_TIMEOUT, status 0). */
export class SvcTimeoutError extends SvcError {
  override readonly retryable = true;
}

/** DNS, TCP or TLS failure, or a connection dropped mid-answer. */
export class SvcNetworkError extends SvcError {
  override readonly retryable = true;
}

/** 429 QUOTA_EXCEEDED: the organisation's monthly quota is used up. Not retried. */
export class SvcQuotaExceededError extends SvcError {}

/** 5xx other than 504. */
export class SvcServerError extends SvcError {
  override readonly retryable = true;
}

/** The client is set up wrongly; thrown before any request is made. */
export class SvcConfigError extends SvcError {
  constructor(message: string) {
    super({ code: SVC_CLIENT_ERROR_CODES.CONFIG_ERROR, message });
  }
}

/** The caller aborted (AbortSignal). Never retried. */
export class SvcAbortError extends SvcError {
  constructor(cause?: unknown) {
    super({ code: SVC_CLIENT_ERROR_CODES.ABORTED, message: 'The request was aborted by the caller.', cause });
  }
}

/**
 * 409: CONFLICT (a slug or name is taken), API_ARCHIVED, IDEMPOTENCY_IN_PROGRESS (the first
 * call with this Idempotency-Key still runs). Not one of the specification's classes, which
 * has no 409; it extends SvcError so a generic handler still catches it.
 */
export class SvcConflictError extends SvcError {}

function isCode(code: unknown): code is SvcErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(SVC_ERROR_CODES, code);
}

/** A code for a status the body did not explain (a proxy's HTML 503, an empty 502). */
function codeForStatus(status: number): string {
  for (const [code, s] of Object.entries(SVC_ERROR_STATUS)) if (s === status) return code;
  return status >= 500 ? SVC_ERROR_CODES.INTERNAL : SVC_ERROR_CODES.BAD_REQUEST;
}

function stringList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;
}

function fieldList(v: unknown): SvcFieldProblem[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v
    .filter((f): f is { field: unknown; message: unknown } => typeof f === 'object' && f !== null)
    .map((f) => ({ field: String(f.field ?? ''), message: String(f.message ?? '') }));
}

/**
 * The error for an HTTP answer (`status` >= 400) or a stream's error frame (status taken
 * from the catalogue by code). `retryAfterHeader` is the raw Retry-After value.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  requestId?: string | null,
  retryAfterHeader?: string | null,
): SvcError {
  const obj = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof obj.code === 'string' && obj.code ? obj.code : codeForStatus(status);
  const message =
    typeof obj.error === 'string' ? obj.error : typeof obj.message === 'string' ? obj.message : `HTTP ${status}`;
  const init: SvcErrorInit = {
    status,
    code,
    message,
    requestId: (typeof obj.requestId === 'string' ? obj.requestId : undefined) ?? requestId ?? undefined,
    body,
  };
  if (code === SVC_ERROR_CODES.QUOTA_EXCEEDED) return new SvcQuotaExceededError(init);
  if (status === 401 || status === 403) return new SvcAuthError(init);
  if (status === 429) {
    const fromBody = typeof obj.retryAfterSec === 'number' ? obj.retryAfterSec : undefined;
    const fromHeader = retryAfterHeader != null && /^\d+$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader) : undefined;
    return new SvcRateLimitError({ ...init, retryAfterSec: fromBody ?? fromHeader ?? 1 });
  }
  if (status === 404) return new SvcNotFoundError({ ...init, availableSlugs: stringList(obj.availableSlugs) });
  if (status === 408 || status === 504) return new SvcTimeoutError(init);
  if (status === 409) return new SvcConflictError(init);
  if (status >= 500) return new SvcServerError(init);
  return new SvcValidationError({ ...init, fields: fieldList(obj.fields) });
}

/** The error for a stream's `error` frame: its code decides the class, as its status would have. */
export function errorFromFrame(frame: { code?: unknown; message?: unknown }, requestId?: string | null): SvcError {
  const status = isCode(frame.code) ? SVC_ERROR_STATUS[frame.code] || 500 : 500;
  return errorFromResponse(status, { error: frame.message, code: frame.code }, requestId);
}
