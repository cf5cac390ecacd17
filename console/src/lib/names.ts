// Names of projects and APIs already seen, for breadcrumbs and the sidebar, so a page
// does not refetch its parents just to print their names.

import { useEffect, useState } from 'preact/hooks';
import { api } from './api';

const projects = new Map<string, string>();
const apis = new Map<string, string>();
const listeners = new Set<() => void>();

export function rememberProject(id: string, name: string) {
  if (projects.get(id) === name) return;
  projects.set(id, name);
  listeners.forEach((l) => l());
}

export function rememberApi(id: string, name: string) {
  if (apis.get(id) === name) return;
  apis.set(id, name);
  listeners.forEach((l) => l());
}

export function projectName(id: string): string | undefined {
  return projects.get(id);
}

export function apiName(id: string): string | undefined {
  return apis.get(id);
}

export function useProjectName(id: string | null): string | undefined {
  const [, setTick] = useState(0);
  useEffect(() => {
    const l = () => setTick((t) => t + 1);
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  }, []);
  useEffect(() => {
    if (!id || projects.has(id)) return;
    api().projects.get(id).then((p) => rememberProject(p.id, p.name)).catch(() => undefined);
  }, [id]);
  return id ? projects.get(id) : undefined;
}
