// CxsAdminClient against the real server: every management method once, paged lists as
// async iterators.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';

import { CxsAdminClient, CxsClient, PagedList, SvcAuthError, SvcConfigError, SvcNotFoundError } from '../dist/index.js';
import { FAST, eventually, newOrg, startServer } from './helpers.mjs';

let server;
let admin;
let hook; // a local webhook receiver
const received = [];

before(async () => {
  server = await startServer();
  admin = new CxsAdminClient({ baseUrl: server.baseUrl, token: server.mintToken({ org: newOrg() }), ...FAST });
  hook = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => hook.listen(0, '127.0.0.1', r));
});
after(async () => {
  await new Promise((r) => hook.close(r));
  assert.equal(await server?.stop(), 0);
});

test('constructor checks its token', () => {
  assert.throws(() => new CxsAdminClient({ baseUrl: server.baseUrl, token: 'svc_test_' + 'a'.repeat(40) }), SvcConfigError);
  assert.throws(() => new CxsAdminClient({ baseUrl: server.baseUrl }), SvcConfigError);
  assert.throws(() => new CxsAdminClient({ baseUrl: 'ftp://x', token: 'a.b.c' }), SvcConfigError);
});

test('a token function is called per request; a wrong role is SvcAuthError 403', async () => {
  const org = newOrg();
  let calls = 0;
  const a = new CxsAdminClient({ baseUrl: server.baseUrl, token: () => (calls++, server.mintToken({ org })) });
  await a.projects.list();
  await a.templates.list();
  assert.equal(calls, 2);
  const clinician = new CxsAdminClient({ baseUrl: server.baseUrl, token: server.mintToken({ org, role: 'CLINICIAN' }) });
  await assert.rejects(() => clinician.projects.list(), (e) => e instanceof SvcAuthError && e.status === 403 && e.code === 'FORBIDDEN');
});

test('every management method once', async () => {
  // templates
  const templates = await admin.templates.list();
  assert.ok(templates.items.some((tpl) => tpl.id === 'opd-consult'));

  // projects
  const project = await admin.projects.create({ name: 'Ward 7', slug: 'ward-7', description: 'admin suite' });
  assert.match(project.id, /^prj_/);
  assert.equal((await admin.projects.get(project.id)).slug, 'ward-7');
  assert.equal((await admin.projects.update(project.id, { name: 'Ward Seven' })).name, 'Ward Seven');
  assert.ok((await admin.projects.list()).items.some((p) => p.id === project.id));

  // apis: create, update the draft, publish, versions, rollback, playground
  const api = await admin.apis.create(project.id, { name: 'Triage', slug: 'ward7-triage', template: 'vitals-triage' });
  assert.equal(api.status, 'DRAFT');
  assert.equal((await admin.apis.get(api.id)).slug, 'ward7-triage');
  const patched = await admin.apis.update(api.id, { draft: { systemPrompt: 'Version one.' }, settings: { retainPayloads: true } });
  assert.equal(patched.draft.systemPrompt, 'Version one.');
  assert.equal((await admin.apis.publish(api.id)).version, 1);
  await admin.apis.update(api.id, { draft: { systemPrompt: 'Version two.' } });
  assert.equal((await admin.apis.publish(api.id)).version, 2);
  const versions = await admin.apis.versions(api.id);
  assert.deepEqual(versions.items.map((v) => v.version).sort(), [1, 2]);
  const one = await admin.apis.version(api.id, 1);
  assert.equal(one.version, 1);
  assert.equal(one.systemPrompt, 'Version one.');
  assert.ok(Array.isArray(one.schema.sections));
  await assert.rejects(admin.apis.version(api.id, 99), (e) => e instanceof SvcNotFoundError && e.code === 'NOT_FOUND');
  const rolled = await admin.apis.rollback(api.id, 1);
  assert.equal(rolled.draft.systemPrompt, 'Version one.');
  const played = await admin.apis.playground(api.id, { text: 'BP 150/95, pulse 104, temp 101 F, SpO2 96%.' });
  assert.ok(played.data);
  assert.ok((await admin.apis.list(project.id)).items.some((a) => a.id === api.id));

  // keys
  const key = await admin.keys.create(project.id, { name: 'ward app', mode: 'test' });
  assert.match(key.key, /^svc_test_/);
  assert.equal((await admin.keys.update(key.id, { name: 'ward app v2' })).name, 'ward app v2');
  assert.ok((await admin.keys.list(project.id)).items.some((k) => k.id === key.id && k.key === undefined));

  // one public call, so usage and invocations have something to show
  const pub = new CxsClient({ baseUrl: server.baseUrl, apiKey: key.key });
  await pub.extract('ward7-triage', { text: 'BP 150/95, pulse 104.' });
  const invocations = await admin.apis.invocations(api.id, { status: 'SUCCESS' });
  assert.equal(invocations.items.filter((i) => i.endpoint === 'text.extract').length, 1);
  const apiUsage = await admin.apis.usage(api.id, { days: 7 });
  assert.ok(apiUsage);
  assert.ok(await admin.projects.usage(project.id, { days: 7 }));
  assert.ok(await admin.usage.project(project.id));
  assert.ok(await admin.usage.api(api.id));
  const overview = await admin.usage.overview({ days: 30 });
  assert.deepEqual(await admin.overview({ days: 30 }), overview);

  // test transcripts
  const tt = await admin.testTranscripts.create(api.id, { name: 'febrile', transcript: 'Temp 102 F, pulse 110.' });
  assert.match(tt.id, /^tt_/);
  assert.equal((await admin.testTranscripts.update(tt.id, { name: 'febrile adult' })).name, 'febrile adult');
  assert.equal((await admin.testTranscripts.list(api.id)).items.length, 1);
  const byTranscript = await admin.apis.playground(api.id, { testTranscriptId: tt.id });
  assert.ok(byTranscript.data);
  const withFhir = await admin.apis.playground(api.id, { testTranscriptId: tt.id }, { format: 'fhir' });
  assert.equal(withFhir.fhir?.resourceType, 'Bundle');
  await admin.testTranscripts.delete(tt.id);
  assert.equal((await admin.testTranscripts.list(api.id)).items.length, 0);

  // ai assist
  const draft = await admin.aiAssist.ask({ apiId: api.id, want: 'fields', message: 'Triage vitals for an emergency ward' });
  assert.ok(draft);
  assert.equal((await admin.aiAssist.drafts(api.id)).items.length, 1);

  // webhooks, with a delivery to the local receiver
  const wh = await admin.webhooks.create(project.id, { url: `http://127.0.0.1:${hook.address().port}/hook`, events: ['api.published', 'key.revoked'] });
  assert.match(wh.secret, /^whsec_/);
  assert.deepEqual((await admin.webhooks.update(wh.id, { events: ['key.revoked'] })).events, ['key.revoked']);
  assert.ok((await admin.webhooks.list(project.id)).items.some((w) => w.id === wh.id));
  await admin.keys.revoke(key.id);
  const deliveries = await eventually(async () => {
    const page = await admin.webhooks.deliveries(wh.id);
    return page.items.length ? page : undefined;
  }, 15_000, 200);
  assert.equal(deliveries.items[0].type, 'key.revoked');
  await eventually(() => received.length > 0, 15_000, 100);
  assert.equal(received[0].body.type, 'key.revoked');
  await admin.webhooks.delete(wh.id);

  // archive and soft delete
  assert.equal((await admin.apis.archive(api.id)).status, 'ARCHIVED');
  await admin.projects.delete(project.id);
  await assert.rejects(admin.projects.get(project.id), SvcNotFoundError);
});

test('paged lists: await for one page, for-await for every item, pages() for the pages', async () => {
  const org = newOrg();
  const a = new CxsAdminClient({ baseUrl: server.baseUrl, token: server.mintToken({ org }), ...FAST });
  for (let i = 0; i < 5; i++) await a.projects.create({ name: `P${i}`, slug: `paged-${i}` });
  const list = a.projects.list({ limit: 2 });
  assert.ok(list instanceof PagedList);
  const first = await list;
  assert.equal(first.items.length, 2);
  assert.equal(typeof first.nextCursor, 'string');
  const names = [];
  for await (const p of a.projects.list({ limit: 2 })) names.push(p.name);
  assert.deepEqual(names.sort(), ['P0', 'P1', 'P2', 'P3', 'P4']);
  const pages = [];
  for await (const page of a.projects.list({ limit: 2 }).pages()) pages.push(page.items.length);
  assert.deepEqual(pages, [2, 2, 1]);
  // Starting from a cursor continues from there.
  const rest = await a.projects.list({ limit: 2, cursor: first.nextCursor });
  assert.equal(rest.items.length, 2);
  assert.ok(!rest.items.some((p) => first.items.some((q) => q.id === p.id)));
});

test('orgs: list and suspend/reactivate (PLATFORM_ADMIN)', async () => {
  const platform = new CxsAdminClient({ baseUrl: server.baseUrl, token: server.mintToken({ org: newOrg(), role: 'PLATFORM_ADMIN' }), ...FAST });
  const target = newOrg();
  const tenant = new CxsAdminClient({ baseUrl: server.baseUrl, token: server.mintToken({ org: target }) });
  await tenant.projects.list(); // provisions the organisation
  const ids = [];
  for await (const o of platform.orgs.list({ limit: 50 })) ids.push(o.id);
  assert.ok(ids.includes(target));
  assert.equal((await platform.orgs.update(target, { status: 'SUSPENDED' })).status, 'SUSPENDED');
  await assert.rejects(() => tenant.projects.list(), (e) => e instanceof SvcAuthError && e.code === 'ORG_SUSPENDED');
  assert.equal((await platform.orgs.update(target, { status: 'ACTIVE' })).status, 'ACTIVE');
  await tenant.projects.list();
});
