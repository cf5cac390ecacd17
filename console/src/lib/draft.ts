// The draft being edited in the console: the server's draft plus stable ids for list
// rendering, converted back exactly (unknown members are refused by the server, so the
// conversion writes only the members the schema language defines).

import type { DeclaredInput, Draft, InsightsConfig, Schema, SchemaField, SchemaSection } from '../api/types';

export interface WField {
  uid: string;
  key: string;
  label: string;
  type: string;
  description: string;
  required: boolean;
  enumValues: string[];
  itemsKind: 'string' | 'enum';
  itemsEnum: string[];
  hints: string[];
  fields: WField[];
}

export interface WSection {
  uid: string;
  id: string;
  title: string;
  fields: WField[];
}

export interface WInput {
  uid: string;
  key: string;
  type: string;
  required: boolean;
  description: string;
}

export interface WDraft {
  sections: WSection[];
  systemPrompt: string;
  inputs: WInput[];
  insights: InsightsConfig;
}

let uidSeq = 0;
export const newUid = () => `u${++uidSeq}`;

export const BASIC_TYPES: { id: string; label: string; help: string }[] = [
  { id: 'string', label: 'String', help: 'Short single-line text.' },
  { id: 'text', label: 'Text (narrative)', help: 'Narrative text; bullet lines with the narrative-bullets prior.' },
  { id: 'number', label: 'Number', help: 'A decimal number.' },
  { id: 'integer', label: 'Integer', help: 'A whole number.' },
  { id: 'boolean', label: 'Boolean', help: 'True when affirmed, false when negated.' },
  { id: 'date', label: 'Date', help: 'A calendar date, YYYY-MM-DD.' },
  { id: 'enum', label: 'Enum', help: 'One of a fixed list of values.' },
  { id: 'string-list', label: 'String list', help: 'A list of strings, optionally restricted to values.' },
  { id: 'object', label: 'Object (nested fields)', help: 'A nested object with its own fields (up to 3 levels).' },
];

export const MEDICAL_TYPES: { id: string; label: string; help: string }[] = [
  { id: 'vitals-block', label: 'Vitals block', help: 'BP, pulse, temperature, SpO2… with UCUM units, LOINC codes and range flags.' },
  { id: 'diagnosis-list', label: 'Diagnosis list', help: 'Diagnoses with ICD-10 and SNOMED CT codes; negated ones are left out.' },
  { id: 'medication-list', label: 'Medication list', help: 'Medicines with generic name, dose, route, frequency (1-0-1 → BD), duration.' },
  { id: 'allergy-list', label: 'Allergy list', help: 'Allergies with reaction and severity; "NKDA" gives an empty list.' },
  { id: 'investigation-list', label: 'Investigation list', help: 'Tests ordered or resulted, with LOINC codes.' },
];

export const ALL_TYPES = [...BASIC_TYPES, ...MEDICAL_TYPES];
export const typeHelp = (t: string) => ALL_TYPES.find((x) => x.id === t)?.help ?? '';
export const typeLabel = (t: string) => ALL_TYPES.find((x) => x.id === t)?.label ?? t;

export const INPUT_TYPES = ['string', 'number', 'integer', 'boolean', 'date', 'object'];

export const INSIGHT_KINDS: { id: string; label: string; help: string }[] = [
  { id: 'abnormal-vitals', label: 'Abnormal vitals', help: 'One item per vital outside the normal adult range; critical ones flagged.' },
  { id: 'red-flags', label: 'Red flags', help: 'Affirmed danger signs: chest pain with sweating, stroke signs, GI bleeding, suicidal ideation…' },
  { id: 'drug-allergy', label: 'Drug–allergy conflicts', help: 'A current medicine against a recorded allergy, including class cross-reactivity.' },
  { id: 'duplicate-therapy', label: 'Duplicate therapy', help: 'Two current medicines sharing an ingredient or class.' },
  { id: 'missing-follow-up', label: 'Missing follow-up', help: 'Medicines or diagnoses without a follow-up instruction.' },
  { id: 'clinical-foundation', label: 'Clinical foundation checklist', help: 'Chief complaint, vitals, assessment, plan and allergy status present?' },
];

export function fromField(f: SchemaField): WField {
  const items = f.items as { type?: string; enum?: string[] } | undefined;
  return {
    uid: newUid(),
    key: f.key ?? '',
    label: f.label ?? '',
    type: f.type ?? 'string',
    description: f.description ?? '',
    required: !!f.required,
    enumValues: Array.isArray(f.enum) ? [...f.enum] : [],
    itemsKind: items?.type === 'enum' ? 'enum' : 'string',
    itemsEnum: Array.isArray(items?.enum) ? [...(items?.enum ?? [])] : [],
    hints: Array.isArray(f.hints) ? [...f.hints] : [],
    fields: Array.isArray(f.fields) ? f.fields.map(fromField) : [],
  };
}

export function toField(w: WField): SchemaField {
  const f: SchemaField = { key: w.key, label: w.label, type: w.type };
  if (w.description) f.description = w.description;
  if (w.required) f.required = true;
  if (w.type === 'enum') f.enum = [...w.enumValues];
  if (w.type === 'string-list') f.items = w.itemsKind === 'enum' ? { type: 'enum', enum: [...w.itemsEnum] } : { type: 'string' };
  if (w.hints.length) f.hints = [...w.hints];
  if (w.type === 'object') f.fields = w.fields.map(toField);
  return f;
}

export function fromDraft(d: Draft): WDraft {
  return {
    sections: (d.schema?.sections ?? []).map((s: SchemaSection) => ({ uid: newUid(), id: s.id, title: s.title, fields: (s.fields ?? []).map(fromField) })),
    systemPrompt: d.systemPrompt ?? '',
    inputs: (d.inputs ?? []).map((i: DeclaredInput) => ({ uid: newUid(), key: i.key, type: i.type, required: !!i.required, description: i.description ?? '' })),
    insights: { enabled: !!d.insights?.enabled, kinds: [...(d.insights?.kinds ?? [])] },
  };
}

export function toSchema(sections: WSection[]): Schema {
  return { sections: sections.map((s) => ({ id: s.id, title: s.title, fields: s.fields.map(toField) })) };
}

export function toDraft(w: WDraft): Draft {
  return {
    schema: toSchema(w.sections),
    systemPrompt: w.systemPrompt,
    inputs: w.inputs.map((i) => {
      const o: DeclaredInput = { key: i.key, type: i.type };
      if (i.required) o.required = true;
      if (i.description) o.description = i.description;
      return o;
    }),
    insights: { enabled: w.insights.enabled, kinds: [...w.insights.kinds] },
  };
}

/** JSON with object keys sorted, for comparing drafts. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return canonical(toDraft(fromDraft(a))) === canonical(toDraft(fromDraft(b)));
}

export function allKeys(sections: WSection[]): string[] {
  const out: string[] = [];
  const walk = (fs: WField[]) => fs.forEach((f) => { out.push(f.key); walk(f.fields); });
  sections.forEach((s) => walk(s.fields));
  return out;
}

export function uniqueKey(base: string, taken: string[]): string {
  const clean = base.replace(/[^a-zA-Z0-9_]/g, '') || 'field';
  let k = /^[a-zA-Z]/.test(clean) ? clean : `f${clean}`;
  let n = 2;
  const start = k;
  while (taken.includes(k)) k = `${start}${n++}`;
  return k;
}

export function newField(taken: string[], type = 'string'): WField {
  const base = type === 'string' ? 'newField' : type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()).replace('Block', '').replace('List', 's');
  return {
    uid: newUid(),
    key: uniqueKey(base, taken),
    label: type === 'string' ? 'New field' : typeLabel(type),
    type,
    description: '',
    required: false,
    enumValues: [],
    itemsKind: 'string',
    itemsEnum: [],
    hints: [],
    fields: [],
  };
}

/** Server problem paths ("draft.schema.sections[0].fields[2].enum") of one schema node. */
export function problemsAt(problems: { field: string; message: string }[], path: string): { member: string; message: string }[] {
  const out: { member: string; message: string }[] = [];
  for (const p of problems) {
    if (p.field === path) out.push({ member: '', message: p.message });
    else if (p.field.startsWith(path + '.')) {
      const rest = p.field.slice(path.length + 1);
      if (/^fields\[\d+\]/.test(rest)) continue; // a nested field's own problem
      out.push({ member: rest.split(/[.[]/)[0], message: p.message });
    }
  }
  return out;
}
