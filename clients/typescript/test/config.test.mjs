// Constructor rules (the live-key rule of mobile builds above all) and the headers they
// lead to, checked against what the real server does with them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { CxsClient, SvcAuthError, SvcConfigError, SDK_VERSION } from '../dist/index.js';
import { FAST, faultProxy, startTenant } from './helpers.mjs';

let t;
let liveKey;
before(async () => {
  t = await startTenant();
  liveKey = (await t.admin.keys.create(t.project.id, { name: 'live', mode: 'live' })).key;
  assert.match(liveKey, /^svc_live_/);
});
after(async () => {
  assert.equal(await t?.server.stop(), 0);
});

test('a mobile build refuses a live key unless acknowledged in development', () => {
  for (const platform of ['mobile-ios', 'mobile-android']) {
    assert.throws(
      () => new CxsClient({ baseUrl: t.server.baseUrl, apiKey: liveKey, platform }),
      (e) => e instanceof SvcConfigError && e.code === 'CONFIG_ERROR' && /live key/.test(e.message),
    );
    assert.ok(new CxsClient({ baseUrl: t.server.baseUrl, apiKey: liveKey, platform, acknowledgeLiveKeyInDevelopment: true }));
    assert.ok(new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, platform }));
  }
  // Server-side code may hold a live key.
  assert.ok(new CxsClient({ baseUrl: t.server.baseUrl, apiKey: liveKey, platform: 'node' }));
});

test('the server agrees: a mobile client with a live key is refused without the acknowledgement, served with it', async () => {
  const headers = { Authorization: `Bearer ${liveKey}`, 'X-Svc-Client': `mobile-ios/${SDK_VERSION}` };
  const refused = await fetch(`${t.server.apiBase}/apis`, { headers });
  assert.equal(refused.status, 403);
  assert.equal((await refused.json()).code, 'LIVE_KEY_IN_MOBILE');

  const proxy = await faultProxy(t.server.port);
  try {
    const acked = new CxsClient({ baseUrl: proxy.baseUrl, apiKey: liveKey, platform: 'mobile-ios', acknowledgeLiveKeyInDevelopment: true, ...FAST });
    assert.deepEqual((await acked.apis.list()).map((a) => a.slug), ['opd-consult']);
    const sent = proxy.seen[0].headers;
    assert.equal(sent['x-svc-client'], `mobile-ios/${SDK_VERSION}`);
    assert.equal(sent['x-svc-live-key-ack'], 'development');

    const test = new CxsClient({ baseUrl: proxy.baseUrl, apiKey: t.key, platform: 'mobile-android', ...FAST });
    await test.apis.list();
    assert.equal(proxy.seen[1].headers['x-svc-client'], `mobile-android/${SDK_VERSION}`);
    assert.equal(proxy.seen[1].headers['x-svc-live-key-ack'], undefined);
  } finally {
    await proxy.close();
  }
});

test('a web or node client announces itself but is not a mobile bundle', async () => {
  const proxy = await faultProxy(t.server.port);
  try {
    await new CxsClient({ baseUrl: proxy.baseUrl, apiKey: liveKey, ...FAST }).apis.list();
    assert.equal(proxy.seen[0].headers['x-svc-client'], `node/${SDK_VERSION}`);
  } finally {
    await proxy.close();
  }
});

test('a server answer of LIVE_KEY_IN_MOBILE is an SvcAuthError', async () => {
  // As if an older SDK had let it through: send the mobile header by hand.
  const c = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: liveKey, platform: 'node' });
  await assert.rejects(c.apis.list({}, { headers: { 'X-Svc-Client': 'mobile-ios/0.0.1' } }), (e) => e instanceof SvcAuthError && e.code === 'LIVE_KEY_IN_MOBILE');
});

test('bad options are SvcConfigError, before any request', () => {
  const base = t.server.baseUrl;
  const bad = [
    {},
    { baseUrl: base },
    { baseUrl: base, apiKey: 'not-a-key' },
    { baseUrl: base, apiKey: t.token },
    { baseUrl: 'cxs.hospital.local', apiKey: t.key },
    { baseUrl: 'ftp://127.0.0.1', apiKey: t.key },
    { baseUrl: base + '?x=1', apiKey: t.key },
    { baseUrl: base, apiKey: t.key, platform: 'windows-phone' },
    { baseUrl: base, apiKey: t.key, maxRetries: -1 },
    { baseUrl: base, apiKey: t.key, timeoutMs: 0 },
    { baseUrl: base, apiKey: t.key, streamTransport: 'websocket' },
  ];
  for (const opts of bad) assert.throws(() => new CxsClient(opts), SvcConfigError, JSON.stringify(opts));
  assert.throws(() => new CxsClient(), SvcConfigError);
});

test('baseUrl may be the origin or already carry /api/studio/v1', async () => {
  for (const baseUrl of [t.server.baseUrl, t.server.baseUrl + '/', t.server.apiBase, t.server.apiBase + '/']) {
    const c = new CxsClient({ baseUrl, apiKey: t.key });
    assert.equal((await c.apis.list()).length, 1, baseUrl);
  }
});

test('file inputs of the wrong kind are SvcConfigError', async () => {
  const c = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key });
  await assert.rejects(c.audio.transcribe('not a file'), SvcConfigError);
  await assert.rejects(c.audio.transcribe({ path: '/tmp/x.wav' }), SvcConfigError);
});
