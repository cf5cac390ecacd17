// The console's pure logic, without a browser: the draft conversion the Builder relies on
// (nothing lost, nothing added), where a server problem path lands, the version diff, the
// evidence offsets (code points) and the token parsing. The TypeScript modules are bundled
// in memory by esbuild and imported from a data: URL.

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, it, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
let m;

before(async () => {
  const entry = `
    export * from ${JSON.stringify(join(src, 'lib', 'draft.ts'))};
    export * from ${JSON.stringify(join(src, 'lib', 'diff.ts'))};
    export * from ${JSON.stringify(join(src, 'lib', 'format.ts'))};
  `;
  const out = await build({ stdin: { contents: entry, resolveDir: src, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  m = await import('data:text/javascript;base64,' + Buffer.from(out.outputFiles[0].text).toString('base64'));
});

const schema = {
  sections: [
    {
      id: 'main', title: 'Main', fields: [
        { key: 'complaint', label: 'Complaint', type: 'text', required: true, hints: ['c/o'] },
        { key: 'vitals', label: 'Vitals', type: 'vitals-block' },
        { key: 'meds', label: 'Medicines', type: 'medication-list', description: 'Prescribed now' },
        { key: 'severity', label: 'Severity', type: 'enum', enum: ['mild', 'severe'] },
        { key: 'tags', label: 'Tags', type: 'string-list', items: { type: 'enum', enum: ['a', 'b'] } },
        { key: 'notes', label: 'Notes', type: 'string-list', items: { type: 'string' } },
        { key: 'followUp', label: 'Follow-up', type: 'object', fields: [{ key: 'inDays', label: 'In days', type: 'integer' }] },
      ],
    },
  ],
};
const draft = { schema, systemPrompt: 'Extract.', inputs: [{ key: 'dept', type: 'string', required: true, description: 'Department' }], insights: { enabled: true, kinds: ['red-flags'] } };

describe('draft conversion', () => {
  it('round-trips every member of every field type exactly', () => {
    assert.deepEqual(m.toDraft(m.fromDraft(draft)), draft);
  });

  it('writes only the members the schema language defines for a type', () => {
    const w = m.fromDraft(draft);
    const sev = w.sections[0].fields[3];
    sev.type = 'string'; // enum values stay in the editor but are not sent for a string
    const out = m.toDraft(w).schema.sections[0].fields[3];
    assert.deepEqual(out, { key: 'severity', label: 'Severity', type: 'string' });
  });

  it('sameDraft ignores absent-vs-default members (required: false)', () => {
    const a = structuredClone(draft);
    a.schema.sections[0].fields[1].required = false;
    assert.equal(m.sameDraft(a, draft), true);
    a.schema.sections[0].fields[1].label = 'Vital signs';
    assert.equal(m.sameDraft(a, draft), false);
  });

  it('new fields get unique keys across nested fields', () => {
    const keys = m.allKeys(m.fromDraft(draft).sections);
    assert.deepEqual(keys, ['complaint', 'vitals', 'meds', 'severity', 'tags', 'notes', 'followUp', 'inDays']);
    assert.equal(m.newField(keys, 'vitals-block').key, 'vitals2');
    assert.equal(m.newField(keys, 'medication-list').key, 'medications');
    assert.equal(m.uniqueKey('2 bad', []), 'f2bad');
  });
});

describe('server problem paths', () => {
  const problems = [
    { field: 'draft.schema.sections[0].fields[2].enum', message: 'is required for type enum' },
    { field: 'draft.schema.sections[0].fields[2]', message: 'whole field' },
    { field: 'draft.schema.sections[0].fields[6].fields[0].key', message: 'bad nested key' },
    { field: 'draft.schema.sections[0].fields[6].fields', message: 'must not be empty' },
  ];
  it('a field gets its own problems, by member', () => {
    assert.deepEqual(m.problemsAt(problems, 'draft.schema.sections[0].fields[2]'), [
      { member: 'enum', message: 'is required for type enum' },
      { member: '', message: 'whole field' },
    ]);
  });
  it("a nested field's problem belongs to the nested field, not its parent", () => {
    assert.deepEqual(m.problemsAt(problems, 'draft.schema.sections[0].fields[6]'), [{ member: 'fields', message: 'must not be empty' }]);
    assert.deepEqual(m.problemsAt(problems, 'draft.schema.sections[0].fields[6].fields[0]'), [{ member: 'key', message: 'bad nested key' }]);
  });
  it('index 1 does not match index 10', () => {
    assert.deepEqual(m.problemsAt([{ field: 'draft.schema.sections[0].fields[10].key', message: 'x' }], 'draft.schema.sections[0].fields[1]'), []);
  });
});

describe('version diff', () => {
  it('names added, removed and changed fields, inputs, prompt and insights', () => {
    const to = structuredClone(draft);
    to.schema.sections[0].fields.splice(1, 1); // vitals removed
    to.schema.sections[0].fields.push({ key: 'allergies', label: 'Allergies', type: 'allergy-list' });
    to.schema.sections[0].fields[0].required = false;
    to.systemPrompt = 'Extract carefully.';
    to.inputs = [];
    to.insights = { enabled: false, kinds: [] };
    const changes = m.diffDrafts(draft, to).map((c) => `${c.kind} ${c.area} ${c.name}`);
    for (const want of ['removed field vitals', 'added field allergies', 'changed field complaint', 'changed prompt system prompt', 'removed input dept', 'changed insights insights']) {
      assert.ok(changes.includes(want), `${want} in ${JSON.stringify(changes)}`);
    }
    const complaint = m.diffDrafts(draft, to).find((c) => c.name === 'complaint');
    assert.match(complaint.detail, /required true → false/);
  });
  it('no change, no entry', () => {
    assert.deepEqual(m.diffDrafts(draft, structuredClone(draft)), []);
  });
  it('line diff keeps common lines', () => {
    assert.deepEqual(m.diffLines('a\nb\nc', 'a\nc\nd').map((l) => l.op + l.text), [' a', '-b', ' c', '+d']);
  });
});

describe('formatting', () => {
  it('evidence offsets are code points: converted to UTF-16 indexes past astral characters', () => {
    const text = 'Pt 😷 c/o fever'; // the emoji is one code point, two UTF-16 units
    const start = [...text].indexOf('f');
    assert.equal(text.slice(m.codePointToIndex(text, start), m.codePointToIndex(text, start + 5)), 'fever');
  });
  it('slugs are derived as the server derives them', () => {
    assert.equal(m.slugify('Cardiology OPD — Ward 3B'), 'cardiology-opd-ward-3b');
    assert.equal(m.slugify('***'), '');
  });
  it('percentages', () => {
    assert.equal(m.percent(1, 7), '14.3%');
    assert.equal(m.percent(0, 0), '0%');
  });
});
