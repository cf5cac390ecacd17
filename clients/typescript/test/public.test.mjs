// CxsClient against the real server: every method once, and each error class from a real
// answer of the server.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';

import {
  CxsClient,
  SvcAuthError,
  SvcConflictError,
  SvcNotFoundError,
  SvcQuotaExceededError,
  SvcRateLimitError,
  SvcValidationError,
  SVC_ERROR_CODES,
} from '../dist/index.js';
import { FAST, speechWav, startTenant, eventually } from './helpers.mjs';

const TEXT =
  'c/o fever and cough for 3 days. Allergic to penicillin, causes rash. BP 150/95, pulse 104, temp 101 F. ' +
  'Impression: acute upper respiratory tract infection. Tab Dolo 650 1-0-1 after food for 3 days. Order CBC.';
const PATIENT = createHash('sha256').update('patient-42').digest('hex');

let t;
let client;
before(async () => {
  t = await startTenant();
  client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, platform: 'node', ...FAST });
});
after(async () => {
  assert.equal(await t?.server.stop(), 0);
});

test('extract returns data for the schema, and sends one UUID v4 Idempotency-Key', async () => {
  let info;
  const res = await client.extract('opd-consult', { text: TEXT, patientHash: PATIENT, recordedById: 'dr-sdk' }, { onResponse: (i) => (info = i) });
  assert.equal(res.apiSlug, 'opd-consult');
  assert.ok(res.data && typeof res.data === 'object');
  assert.ok(Array.isArray(res.data.medications) || 'medications' in res.data || Object.keys(res.data).length > 0);
  assert.match(info.requestId, /^req_/);
  const row = await t.server.psql(`SELECT endpoint || ' ' || status || ' ' || recorded_by_id FROM invocations WHERE request_id = '${info.requestId}'`);
  assert.equal(row, 'text.extract SUCCESS dr-sdk');
});

test('extract with format fhir adds a Bundle', async () => {
  const res = await client.extract('opd-consult', { text: TEXT }, { format: 'fhir' });
  assert.equal(res.fhir.resourceType, 'Bundle');
});

test('summarize', async () => {
  const res = await client.summarize({ text: TEXT, style: 'handover', maxLines: 3 });
  assert.equal(typeof res.summary, 'string');
  assert.ok(res.summary.length > 0);
  assert.ok(res.summary.split('\n').length <= 3);
});

test('insights', async () => {
  const res = await client.insights('opd-consult', { transcript: TEXT, priorNoteSummary: 'Known asthmatic.' });
  assert.ok(res.insights && typeof res.insights === 'object');
});

test('languages', async () => {
  const res = await client.languages();
  assert.equal(res.items.length, 23);
});

test('apis.list and apis.bySlug', async () => {
  const list = await client.apis.list();
  assert.deepEqual(list.map((a) => a.slug), ['opd-consult']);
  const all = await client.apis.list({ status: 'ALL' });
  assert.ok(all.length >= 1);
  const one = await client.apis.bySlug('opd-consult');
  assert.equal(one.status, 'PUBLISHED');
  assert.ok(Array.isArray(one.publishedSchema.sections));
});

test('invocations.search finds the calls made for a patient hash', async () => {
  await client.extract('opd-consult', { text: TEXT, patientHash: PATIENT });
  const res = await client.invocations.search({ patientHash: PATIENT, sinceDays: 7, limit: 50 });
  assert.equal(res.patientHash, PATIENT);
  assert.ok(res.total >= 2, `total ${res.total}`);
  assert.ok(res.invocations.every((i) => i.id.startsWith('inv_')));
});

test('audio.transcribe takes a Buffer, a Uint8Array and a Blob', async () => {
  const wav = await speechWav();
  for (const file of [wav, new Uint8Array(wav), new Blob([wav], { type: 'audio/wav' })]) {
    const res = await client.audio.transcribe(file, { language: 'en', speakerMode: 'doctor', patientHash: PATIENT, recordedById: 'dr-sdk' });
    assert.match(res.transcript, /fever/);
    assert.equal(res.language, 'en');
    assert.equal(res.chunked, false);
  }
});

test('audio.extract', async () => {
  const wav = await speechWav();
  const res = await client.audio.extract('opd-consult', wav, { language: 'en', inputs: {} });
  assert.match(res.transcript, /fever/);
  assert.equal(res.apiSlug, 'opd-consult');
  assert.ok(res.data);
});

// ---- each error class from a real answer ------------------------------------------------

test('401 from a revoked key: SvcAuthError KEY_REVOKED', async () => {
  const made = await t.admin.keys.create(t.project.id, { name: 'to revoke', mode: 'test' });
  const victim = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: made.key, ...FAST });
  await victim.apis.list(); // works, and is now cached by the server
  await t.admin.keys.revoke(made.id);
  const err = await eventually(async () => {
    try {
      await victim.apis.list();
      return undefined;
    } catch (e) {
      return e;
    }
  }, 6000);
  assert.ok(err instanceof SvcAuthError, err);
  assert.equal(err.status, 401);
  assert.equal(err.code, SVC_ERROR_CODES.KEY_REVOKED);
  assert.match(err.requestId, /^req_/);
});

test('401 from an unknown key: SvcAuthError INVALID_API_KEY', async () => {
  const c = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: 'svc_test_' + 'a'.repeat(40) });
  await assert.rejects(c.apis.list(), (e) => e instanceof SvcAuthError && e.status === 401 && e.code === 'INVALID_API_KEY');
});

test('403 from a missing scope: SvcAuthError SCOPE_MISSING', async () => {
  const made = await t.admin.keys.create(t.project.id, { name: 'extract only', mode: 'test', scopes: ['extract'] });
  const c = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: made.key });
  await assert.rejects(c.summarize({ text: TEXT }), (e) => e instanceof SvcAuthError && e.status === 403 && e.code === 'SCOPE_MISSING');
});

test('404 for an unknown slug: SvcNotFoundError with availableSlugs', async () => {
  const err = await client.extract('no-such-api', { text: TEXT }).catch((e) => e);
  assert.ok(err instanceof SvcNotFoundError, err);
  assert.equal(err.status, 404);
  assert.equal(err.code, 'API_NOT_FOUND');
  assert.deepEqual(err.availableSlugs, ['opd-consult']);
});

test('422 with fields: SvcValidationError', async () => {
  const err = await client.extract('opd-consult', { text: '   ' }).catch((e) => e);
  assert.ok(err instanceof SvcValidationError, err);
  assert.equal(err.status, 422);
  assert.equal(err.code, 'VALIDATION_FAILED');
  assert.ok(err.fields.some((f) => f.field === 'text'), JSON.stringify(err.fields));
});

test('400 unsupported language: SvcValidationError', async () => {
  const err = await client.audio.transcribe(await speechWav(), { language: 'xx' }).catch((e) => e);
  assert.ok(err instanceof SvcValidationError, err);
  assert.deepEqual([err.status, err.code], [400, 'UNSUPPORTED_LANGUAGE']);
});

test('409 on a slug already taken: SvcConflictError', async () => {
  const err = await t.admin.projects.create({ name: 'again', slug: 'sdk-tests' }).catch((e) => e);
  assert.ok(err instanceof SvcConflictError, err);
  assert.deepEqual([err.status, err.code], [409, 'CONFLICT']);
});

test('409 on a change to an archived API: SvcConflictError API_ARCHIVED', async () => {
  const api = await t.admin.apis.create(t.project.id, { name: 'short lived', slug: 'short-lived' });
  await t.admin.apis.archive(api.id);
  const err = await t.admin.apis.update(api.id, { name: 'x' }).catch((e) => e);
  assert.ok(err instanceof SvcConflictError, err);
  assert.equal(err.code, 'API_ARCHIVED');
});

// Limits need their own server: a small body cap, a rate limit of one request, a quota.
test('413, 429 with retryAfterSec, and QUOTA_EXCEEDED from a server with small limits', async () => {
  const small = await startTenant({
    env: { CXS_HTTP_MAX_BODY_BYTES: '2048', CXS_HTTP_MAX_UPLOAD_BYTES: '4096', CXS_LIMITS_RATE_PER_MINUTE: '1', CXS_LIMITS_RATE_BURST: '3' },
  });
  try {
    const c = new CxsClient({ baseUrl: small.server.baseUrl, apiKey: small.key, maxRateLimitWaitSec: 0 });
    const tooBig = await c.extract('opd-consult', { text: 'x'.repeat(5000) }).catch((e) => e);
    assert.ok(tooBig instanceof SvcValidationError, tooBig);
    assert.deepEqual([tooBig.status, tooBig.code], [413, 'PAYLOAD_TOO_LARGE']);

    const upload = await c.audio.transcribe(new Uint8Array(64 * 1024)).catch((e) => e);
    assert.ok(upload instanceof SvcValidationError, upload);
    assert.equal(upload.status, 413);

    let limited;
    for (let i = 0; i < 5 && !limited; i++) limited = await c.apis.list().then(() => undefined, (e) => e);
    assert.ok(limited instanceof SvcRateLimitError, limited);
    assert.deepEqual([limited.status, limited.code], [429, 'RATE_LIMITED']);
    assert.ok(limited.retryAfterSec >= 1, `retryAfterSec ${limited.retryAfterSec}`);
  } finally {
    assert.equal(await small.server.stop(), 0);
  }

  const quota = await startTenant({ env: { CXS_QUOTAS_MONTHLY_REQUESTS: '1', CXS_QUOTAS_REFRESH_S: '1' } });
  try {
    const c = new CxsClient({ baseUrl: quota.server.baseUrl, apiKey: quota.key, ...FAST });
    const err = await eventually(async () => {
      try {
        await c.extract('opd-consult', { text: TEXT });
        return undefined;
      } catch (e) {
        return e;
      }
    }, 8000, 300);
    assert.ok(err instanceof SvcQuotaExceededError, err);
    assert.deepEqual([err.status, err.code], [429, 'QUOTA_EXCEEDED']);
  } finally {
    assert.equal(await quota.server.stop(), 0);
  }
});
