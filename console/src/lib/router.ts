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
  if (opts.replace) history.replaceState({ idx }, '', url);
  else history.pushState({ idx: ++idx }, '', url);
  window.scrollTo(0, 0);
  emit();
  return true;
}

// Each history entry the console creates carries its position, so a Back or Forward the
// guard refuses can be undone by going the same number of steps the other way.
let idx: number = typeof history.state?.idx === 'number' ? history.state.idx : 0;
if (typeof history.state?.idx !== 'number') history.replaceState({ idx }, '');
let reverting: (() => void) | null = null; // resolves when our own undo has landed
let accepting = false; // the next popstate is a move the user agreed to

window.addEventListener('popstate', async (e: PopStateEvent) => {
  const newIdx = typeof e.state?.idx === 'number' ? e.state.idx : 0;
  const target = stripBase(location.pathname);
  if (reverting) {
    const done = reverting;
    reverting = null;
    done();
    return;
  }
  if (!accepting && guard && target !== currentPath) {
    const answer = guard(target);
    if (answer !== true) {
      // The guard asks the user: put the URL back meanwhile, and go again only if they agree.
      const delta = newIdx - idx;
      const undone = new Promise<void>((res) => {
        reverting = res;
      });
      history.go(-delta);
      const [ok] = await Promise.all([answer, undone]);
      if (!ok) return;
      accepting = true;
      history.go(delta);
      return;
    }
  }
  accepting = false;
  idx = newIdx;
  if (target === currentPath) return;
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
