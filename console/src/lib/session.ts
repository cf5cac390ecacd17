// The signed-in session: the management JWT and what its claims say. Kept in
// sessionStorage only (never localStorage, never a URL), so it ends with the tab.

const KEY = 'cxs.console.session';
const REASON_KEY = 'cxs.console.signedOutReason';

export interface Session {
  token: string;
  orgId: string;
  role: string;
  sub: string;
  /** Expiry in ms since the epoch, from the token's exp claim. */
  expiresAt: number;
}

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();
let current: Session | null = load();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function base64UrlDecode(s: string): string {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies every request). */
export function parseToken(token: string): Session {
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new Error('This is not a JWT: a token has three parts separated by dots.');
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    throw new Error('The token could not be read: its middle part is not base64url-encoded JSON.');
  }
  const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : NaN;
  if (!Number.isFinite(exp)) throw new Error('The token has no expiry (exp claim).');
  if (exp <= Date.now()) throw new Error('This token has expired. Ask your identity provider for a new one.');
  if (typeof claims.org !== 'string' || !claims.org) throw new Error('The token names no organisation (org claim).');
  return {
    token: token.trim(),
    orgId: claims.org,
    role: typeof claims.role === 'string' ? claims.role : '',
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    expiresAt: exp,
  };
}

function load(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    if (!s.token || !(s.expiresAt > Date.now())) {
      sessionStorage.removeItem(KEY);
      if (s.token) sessionStorage.setItem(REASON_KEY, 'Your session expired. Sign in again to continue.');
      return null;
    }
    return s;
  } catch {
    return null;
  }
}

function armExpiry() {
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!current) return;
  const left = current.expiresAt - Date.now();
  // setTimeout's delay is a 32-bit int; re-arm for very long tokens.
  expiryTimer = setTimeout(() => {
    if (current && current.expiresAt <= Date.now()) signOut('Your session expired. Sign in again to continue.');
    else armExpiry();
  }, Math.min(Math.max(left, 0), 2 ** 31 - 1));
}

export function getSession(): Session | null {
  return current;
}

export function signIn(session: Session) {
  current = session;
  sessionStorage.setItem(KEY, JSON.stringify(session));
  sessionStorage.removeItem(REASON_KEY);
  armExpiry();
  listeners.forEach((l) => l(current));
}

/** Ends the session; `reason` is shown on the sign-in page. */
export function signOut(reason?: string) {
  current = null;
  sessionStorage.removeItem(KEY);
  if (reason) sessionStorage.setItem(REASON_KEY, reason);
  else sessionStorage.removeItem(REASON_KEY);
  armExpiry();
  listeners.forEach((l) => l(null));
}

/** The reason the last session ended, once. */
export function takeSignedOutReason(): string | null {
  const r = sessionStorage.getItem(REASON_KEY);
  sessionStorage.removeItem(REASON_KEY);
  return r;
}

export function peekSignedOutReason(): string | null {
  return sessionStorage.getItem(REASON_KEY);
}

export function onSessionChange(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

armExpiry();
