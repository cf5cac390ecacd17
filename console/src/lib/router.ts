// A small history router for the console's routes under /console/. Routes have no dots
// (the server answers extension-less paths under /console/ with index.html).
// A navigation guard lets a page with unsaved edits ask before the user leaves.

import { useEffect, useState } from 'preact/hooks';

export const BASE = '/console';

/** Asked with the target path; resolves false to stay. */
type Guard = (to: string) => Promise<boolean> | boolean;
let guard: Guard | null = null;
const listeners = new Set<(path: string) => void>();
let currentPath = stripBase(location.pathname);

function stripBase(p: string): string {
  if (p === BASE || p === BASE + '/') return '/';
  if (p.startsWith(BASE + '/')) return p.slice(BASE.length).replace(/\/+$/, '') || '/';
  return '/';
}

export function href(path: string): string {
  return BASE + (path === '/' ? '/' : path);
}

function emit() {
  listeners.forEach((l) => l(currentPath));
}

/** Installs the guard asked before every navigation; returns its remover. */
export function setNavigationGuard(g: Guard | null): () => void {
  guard = g;
  return () => {
    if (guard === g) guard = null;
  };
}

/** Asks the navigation guard (if any) whether the user may leave for `to`. */
export async function canLeave(to: string): Promise<boolean> {
  return !guard || (await guard(to));
}

export async function navigate(path: string, opts: { replace?: boolean; force?: boolean } = {}): Promise<boolean> {
  const [pathname, search = ''] = path.split('?');
  if (pathname === currentPath && !search) return true;
  if (!opts.force && guard && !(await guard(pathname))) return false;
  currentPath = pathname;
  const url = href(pathname) + (search ? `?${search}` : '');
  if (opts.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  window.scrollTo(0, 0);
  emit();
  return true;
}

window.addEventListener('popstate', async () => {
  const target = stripBase(location.pathname);
  if (target === currentPath) return;
  if (guard) {
    const previous = currentPath;
    // Put the URL back while asking; move on only if the user agrees.
    history.pushState(null, '', href(previous));
    if (!(await guard(target))) return;
    history.replaceState(null, '', href(target));
  }
  currentPath = target;
  emit();
});

export function useRoute(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const l = (p: string) => setPath(p);
    listeners.add(l);
    setPath(currentPath);
    return () => {
      listeners.delete(l);
    };
  }, []);
  return path;
}

export function currentRoute(): string {
  return currentPath;
}

/** Query parameters of the current URL. */
export function useQuery(): URLSearchParams {
  useRoute();
  return new URLSearchParams(location.search);
}

/** Matches "/projects/:pid/apis/:aid" style patterns; returns the params or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) params[p[i].slice(1)] = decodeURIComponent(s[i]);
    else if (p[i] !== s[i]) return null;
  }
  return params;
}
