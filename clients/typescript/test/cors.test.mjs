// CORS: preflight answers from the real server, and the SDK used from a page of another
// origin in headless Chromium (Debian's /usr/bin/chromium driven by puppeteer-core;
// nothing is downloaded, and the browser may resolve no host at all: only 127.0.0.1).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import puppeteer from 'puppeteer-core';
import { speechWav, startTenant } from './helpers.mjs';

const CHROMIUM = process.env.CXS_CHROMIUM ?? '/usr/bin/chromium';
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** A static site on 127.0.0.1: an empty page at / and the built SDK under /sdk/. */
async function pageServer() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>cxs sdk</title><p>cross-origin page</p>');
    }
    if (url.pathname.startsWith('/sdk/')) {
      const rel = normalize(url.pathname.slice('/sdk/'.length));
      if (rel.startsWith('..')) return res.writeHead(403).end();
      try {
        const body = await readFile(join(DIST, rel));
        const type = extname(rel) === '.js' ? 'text/javascript' : 'application/octet-stream';
        res.writeHead(200, { 'content-type': type });
        return res.end(body);
      } catch {
        return res.writeHead(404).end();
      }
    }
    res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

let t;
let allowed;
let other;
let browser;
let profile;

before(async () => {
  allowed = await pageServer();
  other = await pageServer();
  t = await startTenant({ env: { CXS_HTTP_CORS_ORIGINS: `${allowed.origin},http://127.0.0.1:9` } });
  profile = await mkdtemp(join(tmpdir(), 'cxs-chromium-'));
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    args: [
      '--no-sandbox', // tests run as root in CI
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-domain-reliability',
      '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
});

after(async () => {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  await allowed?.close();
  await other?.close();
  assert.equal(await t?.server.stop(), 0);
});

const SDK_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'x-svc-client', 'x-svc-live-key-ack'];

test('preflight from an allowed origin: 204 with the origin, methods and the SDK headers', async () => {
  for (const path of ['/extract/opd-consult', '/audio/extract/opd-consult/stream', '/projects']) {
    const res = await fetch(t.server.apiBase + path, {
      method: 'OPTIONS',
      headers: { Origin: allowed.origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': SDK_HEADERS.join(', ') },
    });
    assert.equal(res.status, 204, path);
    assert.equal(res.headers.get('access-control-allow-origin'), allowed.origin);
    const methods = res.headers.get('access-control-allow-methods').toLowerCase();
    for (const m of ['get', 'post', 'patch', 'delete']) assert.ok(methods.includes(m), methods);
    const headers = res.headers.get('access-control-allow-headers').toLowerCase();
    for (const h of SDK_HEADERS) assert.ok(headers.includes(h), `${h} in ${headers}`);
    assert.match(res.headers.get('vary') ?? '', /origin/i);
  }
});

test('preflight from another origin gets no Access-Control-Allow-Origin', async () => {
  const res = await fetch(t.server.apiBase + '/extract/opd-consult', {
    method: 'OPTIONS',
    headers: { Origin: other.origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
  });
  assert.notEqual(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), null);
});

test('answers to an allowed origin expose X-Request-Id, Retry-After, X-Svc-Degraded', async () => {
  const res = await fetch(t.server.apiBase + '/apis', { headers: { Origin: allowed.origin, Authorization: `Bearer ${t.key}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), allowed.origin);
  const exposed = res.headers.get('access-control-expose-headers').toLowerCase();
  for (const h of ['x-request-id', 'retry-after', 'x-svc-degraded', 'idempotent-replayed']) assert.ok(exposed.includes(h), exposed);
  // Error answers carry them too, or a browser app could not read the error body.
  const err = await fetch(t.server.apiBase + '/apis', { headers: { Origin: allowed.origin, Authorization: 'Bearer svc_test_' + 'a'.repeat(40) } });
  assert.equal(err.status, 401);
  assert.equal(err.headers.get('access-control-allow-origin'), allowed.origin);
});

/** Runs `fn` in a fresh page of `origin` with the SDK imported as `sdk`. */
async function inPage(origin, fn, arg) {
  const page = await browser.newPage();
  const offsite = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1:') && !r.url().startsWith('data:')) offsite.push(r.url());
  });
  try {
    await page.goto(origin + '/', { waitUntil: 'load' });
    return await page.evaluate(
      async (source, a) => {
        const sdk = await import('/sdk/index.js');
        // eslint-disable-next-line no-new-func
        return await new Function('sdk', 'arg', `return (${source})(sdk, arg);`)(sdk, a);
      },
      fn.toString(),
      arg,
    );
  } finally {
    await page.close();
    assert.deepEqual(offsite, [], 'the page made no request off 127.0.0.1');
  }
}

test('Chromium: the SDK calls the service from another origin (extract, error, stream)', async () => {
  const wav = (await speechWav()).toString('base64');
  const out = await inPage(
    allowed.origin,
    async (sdk, { baseUrl, apiKey, wav }) => {
      const client = new sdk.CxsClient({ baseUrl, apiKey, platform: 'web', retryBaseDelayMs: 5 });
      let info;
      const res = await client.extract('opd-consult', { text: 'BP 150/95, pulse 104. Fever for 3 days.' }, { onResponse: (i) => (info = i) });
      let notFound;
      try {
        await client.extract('nope', { text: 'x' });
      } catch (e) {
        notFound = { name: e.name, isClass: e instanceof sdk.SvcNotFoundError, status: e.status, code: e.code, requestId: e.requestId, availableSlugs: e.availableSlugs };
      }
      const bytes = Uint8Array.from(atob(wav), (c) => c.charCodeAt(0));
      const frames = [];
      for await (const f of client.audio.extractStream('opd-consult', new Blob([bytes], { type: 'audio/wav' }))) frames.push(f.type);
      return { apiSlug: res.apiSlug, requestId: info.requestId, notFound, frames };
    },
    { baseUrl: t.server.baseUrl, apiKey: t.key, wav },
  );
  assert.equal(out.apiSlug, 'opd-consult');
  assert.match(out.requestId, /^req_/, 'X-Request-Id is readable cross-origin');
  assert.deepEqual(out.notFound, { ...out.notFound, name: 'SvcNotFoundError', isClass: true, status: 404, code: 'API_NOT_FOUND', availableSlugs: ['opd-consult'] });
  assert.match(out.notFound.requestId, /^req_/);
  assert.deepEqual(out.frames, ['transcript', 'data', 'done']);
});

test('Chromium: from an origin not in cors_origins the browser blocks the call (SvcNetworkError)', async () => {
  const out = await inPage(
    other.origin,
    async (sdk, { baseUrl, apiKey }) => {
      const client = new sdk.CxsClient({ baseUrl, apiKey, maxRetries: 0 });
      try {
        await client.apis.list();
        return { ok: true };
      } catch (e) {
        return { name: e.name, code: e.code, status: e.status };
      }
    },
    { baseUrl: t.server.baseUrl, apiKey: t.key },
  );
  assert.deepEqual(out, { name: 'SvcNetworkError', code: 'NETWORK_ERROR', status: 0 });
});
