// The signed-in AdminApi. Any 401 from any call ends the session and sends the user to
// the sign-in page with the server's reason (for example "The token has expired.").

import { createAdminApi, type AdminApi } from '../api/admin';
import { toServiceError } from '../api/errors';
import { getSession, signOut } from './session';

let cached: { token: string; api: AdminApi } | null = null;

function guard401<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(obj, args);
          if (out && typeof (out as Promise<unknown>).then === 'function') {
            return (out as Promise<unknown>).catch((e: unknown) => {
              const err = toServiceError(e);
              if (err.status === 401) {
                const expired = /expired/i.test(err.message);
                signOut(expired
                  ? 'Your session expired. Sign in again to continue.'
                  : `The service no longer accepts your token: ${err.message}${err.requestId ? ` (request ${err.requestId})` : ''}`);
              }
              throw e;
            });
          }
          return out;
        };
      }
      if (value && typeof value === 'object') return guard401(value as object);
      return value;
    },
  });
}

export function api(): AdminApi {
  const s = getSession();
  if (!s) throw new Error('Not signed in.');
  if (!cached || cached.token !== s.token) cached = { token: s.token, api: guard401(createAdminApi(s.token)) };
  return cached.api;
}
