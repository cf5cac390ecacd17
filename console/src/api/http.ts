// The console's thin fetch adapter, for the calls the SDK does not make (dev sign-in, which
// happens before there is a token) and as the base of src/api/admin.ts's local methods.
// Errors have the SDK's shape (status, code, message, requestId, fields).

import { ConsoleApiError } from './errors';

export const API_BASE = '/api/studio/v1';

export interface RequestOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export function buildQuery(query?: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(API_BASE + path + buildQuery(opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ConsoleApiError(0, 'NETWORK_ERROR', 'The service could not be reached. Check your connection and try again.', null);
  }
  const requestId = res.headers.get('X-Request-Id');
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!res.ok) {
    const o = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    throw new ConsoleApiError(
      res.status,
      typeof o.code === 'string' ? o.code : `HTTP_${res.status}`,
      typeof o.error === 'string' ? o.error : `The service answered ${res.status} ${res.statusText}.`,
      typeof o.requestId === 'string' ? o.requestId : requestId,
      Array.isArray(o.fields) ? (o.fields as { field: string; message: string }[]) : [],
      parsed,
    );
  }
  return parsed as T;
}
