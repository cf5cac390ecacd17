// What changed between two drafts (a version and the working draft), field by field.

import type { DeclaredInput, InsightsConfig, Schema, SchemaField } from '../api/types';
import { canonical } from './draft';

export interface DraftContent {
  schema: Schema | null;
  systemPrompt: string | null;
  inputs: DeclaredInput[] | null;
  insights?: InsightsConfig | null;
}

export interface Change {
  kind: 'added' | 'removed' | 'changed';
  area: 'section' | 'field' | 'prompt' | 'input' | 'insights';
  name: string;
  detail?: string;
}

function flatten(schema: Schema | null): Map<string, { field: SchemaField; section: string; parent: string | null; position: number }> {
  const out = new Map<string, { field: SchemaField; section: string; parent: string | null; position: number }>();
  const walk = (fs: SchemaField[], section: string, parent: string | null) =>
    fs.forEach((f, i) => {
      out.set(f.key, { field: f, section, parent, position: i });
      if (f.fields) walk(f.fields, section, f.key);
    });
  schema?.sections.forEach((s) => walk(s.fields, s.id, null));
  return out;
}

const ATTRS: (keyof SchemaField)[] = ['label', 'type', 'required', 'description', 'enum', 'items', 'hints'];

function show(v: unknown): string {
  if (v === undefined || v === null || v === '') return '(none)';
  if (typeof v === 'string') return JSON.stringify(v);
  return canonical(v);
}

export function diffDrafts(from: DraftContent, to: DraftContent): Change[] {
  const changes: Change[] = [];
  const fs = from.schema?.sections ?? [];
  const ts = to.schema?.sections ?? [];
  const fIds = new Map(fs.map((s, i) => [s.id, { s, i }]));
  const tIds = new Map(ts.map((s, i) => [s.id, { s, i }]));
  for (const [id, { s }] of tIds) if (!fIds.has(id)) changes.push({ kind: 'added', area: 'section', name: id, detail: `"${s.title}"` });
  for (const [id, { s }] of fIds) if (!tIds.has(id)) changes.push({ kind: 'removed', area: 'section', name: id, detail: `"${s.title}"` });
  for (const [id, { s, i }] of tIds) {
    const old = fIds.get(id);
    if (!old) continue;
    if (old.s.title !== s.title) changes.push({ kind: 'changed', area: 'section', name: id, detail: `title ${show(old.s.title)} → ${show(s.title)}` });
    if (old.i !== i) changes.push({ kind: 'changed', area: 'section', name: id, detail: `moved from position ${old.i + 1} to ${i + 1}` });
  }

  const ff = flatten(from.schema);
  const tf = flatten(to.schema);
  for (const [k, v] of tf) if (!ff.has(k)) changes.push({ kind: 'added', area: 'field', name: k, detail: `${v.field.type} "${v.field.label}" in ${v.parent ? `object ${v.parent}` : `section ${v.section}`}` });
  for (const [k, v] of ff) if (!tf.has(k)) changes.push({ kind: 'removed', area: 'field', name: k, detail: `${v.field.type} "${v.field.label}"` });
  for (const [k, v] of tf) {
    const old = ff.get(k);
    if (!old) continue;
    const parts: string[] = [];
    for (const a of ATTRS) {
      const was = a === 'required' ? !!old.field[a] : old.field[a];
      const now = a === 'required' ? !!v.field[a] : v.field[a];
      if (canonical(was ?? null) !== canonical(now ?? null)) parts.push(`${a} ${show(was)} → ${show(now)}`);
    }
    if (old.section !== v.section || old.parent !== v.parent) parts.push(`moved to ${v.parent ? `object ${v.parent}` : `section ${v.section}`}`);
    else if (old.position !== v.position) parts.push(`position ${old.position + 1} → ${v.position + 1}`);
    if (parts.length) changes.push({ kind: 'changed', area: 'field', name: k, detail: parts.join('; ') });
  }

  if ((from.systemPrompt ?? '') !== (to.systemPrompt ?? '')) {
    changes.push({ kind: 'changed', area: 'prompt', name: 'system prompt' });
  }

  const fi = new Map((from.inputs ?? []).map((i) => [i.key, i]));
  const ti = new Map((to.inputs ?? []).map((i) => [i.key, i]));
  for (const [k, i] of ti) if (!fi.has(k)) changes.push({ kind: 'added', area: 'input', name: k, detail: `${i.type}${i.required ? ', required' : ''}` });
  for (const [k] of fi) if (!ti.has(k)) changes.push({ kind: 'removed', area: 'input', name: k });
  for (const [k, i] of ti) {
    const o = fi.get(k);
    if (o && canonical({ ...o, required: !!o.required }) !== canonical({ ...i, required: !!i.required })) {
      changes.push({ kind: 'changed', area: 'input', name: k, detail: `${o.type}${o.required ? ', required' : ''} → ${i.type}${i.required ? ', required' : ''}` });
    }
  }

  if (from.insights !== undefined && to.insights !== undefined && canonical(from.insights ?? null) !== canonical(to.insights ?? null)) {
    const f = from.insights;
    const t = to.insights;
    changes.push({
      kind: 'changed', area: 'insights', name: 'insights',
      detail: `${f?.enabled ? `on (${f.kinds.join(', ')})` : 'off'} → ${t?.enabled ? `on (${t.kinds.join(', ')})` : 'off'}`,
    });
  }
  return changes;
}

export interface LineDiff {
  op: ' ' | '+' | '-';
  text: string;
}

/** A line diff by longest common subsequence (prompts are at most a few hundred lines). */
export function diffLines(a: string, b: string): LineDiff[] {
  const x = a.split('\n');
  const y = b.split('\n');
  if (x.length * y.length > 4_000_000) return [...x.map((t) => ({ op: '-' as const, text: t })), ...y.map((t) => ({ op: '+' as const, text: t }))];
  const n = x.length;
  const m = y.length;
  const dp: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i][j] = x[i] === y[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const out: LineDiff[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      out.push({ op: ' ', text: x[i] });
      i++;
      j++;
    } else if (dp[i + 1][j] >= dp[i][j + 1]) out.push({ op: '-', text: x[i++] });
    else out.push({ op: '+', text: y[j++] });
  }
  while (i < n) out.push({ op: '-', text: x[i++] });
  while (j < m) out.push({ op: '+', text: y[j++] });
  return out;
}
