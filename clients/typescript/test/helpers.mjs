// Shared pieces of the SDK suites: a server with a tenant, an audio fixture, a
// fault-injecting proxy and an XMLHttpRequest shim. Everything talks to 127.0.0.1 only.

import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startServer, newOrg } from '../../../tests/js/cxs-server.mjs';
import { CxsAdminClient } from '../dist/index.js';

export { startServer, newOrg };

const run = promisify(execFile);

/** Fast retries for tests: the backoff arithmetic is the same, only smaller. */
export const FAST = { retryBaseDelayMs: 5, retryMaxDelayMs: 20 };

/**
 * A server, an organisation with a project, a published `opd-consult` API (insights on,
 * payloads retained) and a test key with every scope. Returns what the suites need.
 */
export async function startTenant({ env = {} } = {}) {
  const server = await startServer({ env });
  const org = newOrg();
  const token = server.mintToken({ org });
  const admin = new CxsAdminClient({ baseUrl: server.baseUrl, token, ...FAST });
  const project = await admin.projects.create({ name: 'SDK tests', slug: 'sdk-tests' });
  const api = await admin.apis.create(project.id, { name: 'OPD consult', slug: 'opd-consult', template: 'opd-consult' });
  await admin.apis.update(api.id, { draft: { insights: { enabled: true, kinds: ['abnormal-vitals', 'red-flags', 'drug-allergy'] } }, settings: { retainPayloads: true } });
  await admin.apis.publish(api.id);
  const created = await admin.keys.create(project.id, {
    name: 'all scopes',
    mode: 'test',
    scopes: ['extract', 'audio', 'summarize', 'insights', 'apis:read', 'invocations:read'],
  });
  return { server, org, token, admin, project, api, key: created.key, keyId: created.id };
}

let wavCache;
/** A short English recording made with flite at test time (a few seconds, 16 kHz WAV). */
export async function speechWav(text = 'patient has fever for three days') {
  if (wavCache?.text === text) return wavCache.bytes;
  const dir = await mkdtemp(join(tmpdir(), 'cxs-sdk-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'speech.wav');
  await run('flite', ['-t', text, '-o', file]);
  wavCache = { text, bytes: await readFile(file), file };
  return wavCache.bytes;
}
export function speechWavPath() {
  return wavCache?.file;
}

/**
 * A proxy in front of the server that misbehaves on cue. `plan` is consumed one entry per
 * request: 'pass' (forward), 'trickle' (forward, an event stream's frames 150 ms apart),
 * '503' (answer 503 without forwarding), 'forward-503' (forward,
 * wait for the server's whole answer, then answer 503: a lost response), 'drop' (close
 * the socket), 'hang' (never answer), {status, headers, body} (answer that). When the
 * plan is used up, requests pass. `seen` records each request's method, url and headers.
 */
export async function faultProxy(upstreamPort, plan = []) {
  const seen = [];
  const sockets = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, headers: req.headers, bodyBytes: body.length });
      const step = plan.shift() ?? 'pass';
      if (step === 'drop') return req.socket.destroy();
      if (step === 'hang') return;
      if (step === '503') return answer(res, 503, { error: 'injected', code: 'SERVICE_UNAVAILABLE', requestId: 'req_proxy' });
      if (typeof step === 'object') {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        return res.end(JSON.stringify(step.body ?? {}));
      }
      const up = httpRequest(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
        (upRes) => {
          if (step === 'forward-503') {
            upRes.resume();
            upRes.on('end', () => answer(res, 503, { error: 'injected after forwarding', code: 'SERVICE_UNAVAILABLE', requestId: 'req_proxy' }));
            return;
          }
          res.writeHead(upRes.statusCode, upRes.headers);
          res.flushHeaders(); // an event stream's headers must not wait for its first frame
          if (step === 'trickle') return trickle(upRes, res);
          upRes.pipe(res);
        },
      );
      up.on('error', () => req.socket.destroy());
      res.on('close', () => up.destroy());
      up.end(body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    plan,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(r);
      }),
  };
}

/** Forwards an event stream one frame per 150 ms, so frames reach the client apart in time. */
function trickle(upRes, res) {
  let pending = '';
  const frames = [];
  let ended = false;
  let timer;
  const pump = () => {
    if (frames.length) res.write(frames.shift());
    if (!frames.length && ended) {
      clearInterval(timer);
      if (pending) res.write(pending);
      res.end();
    }
  };
  timer = setInterval(pump, 150);
  upRes.setEncoding('utf8');
  upRes.on('data', (text) => {
    pending += text;
    let cut;
    while ((cut = pending.indexOf('\n\n')) >= 0) {
      frames.push(pending.slice(0, cut + 2));
      pending = pending.slice(cut + 2);
    }
  });
  upRes.on('end', () => (ended = true));
  res.on('close', () => clearInterval(timer));
}

function answer(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * React Native's FormData, as far as the SDK uses it: parts are strings, Blobs, or
 * {uri, name, type} file references that the networking layer reads when it sends.
 */
export class RnFormData {
  parts = [];
  append(name, value, fileName) {
    this.parts.push({ name, value, fileName });
  }
}

async function encodeRnForm(form) {
  const boundary = '----rnshim' + Math.random().toString(16).slice(2);
  const out = [];
  for (const { name, value, fileName } of form.parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    let bytes;
    if (value && typeof value === 'object' && typeof value.uri === 'string') {
      head += `; filename="${value.name}"\r\nContent-Type: ${value.type}`;
      bytes = await readFile(new URL(value.uri));
    } else if (value instanceof Blob) {
      head += `; filename="${fileName ?? 'blob'}"\r\nContent-Type: ${value.type || 'application/octet-stream'}`;
      bytes = Buffer.from(await value.arrayBuffer());
    } else {
      bytes = Buffer.from(String(value));
    }
    out.push(Buffer.from(head + '\r\n\r\n'), bytes, Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(out), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A small XMLHttpRequest for Node, faithful in what the SDK's XHR reader relies on:
 * readyState 2 when headers arrive, responseText growing with a progress event per
 * network chunk (as React Native delivers it), load/error/abort events. `instances`
 * collects every request made, for assertions.
 */
export class NodeXhr {
  static instances = [];
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange = null;
  onprogress = null;
  onload = null;
  onerror = null;
  onabort = null;
  ontimeout = null;
  progressEvents = 0;
  #method = 'GET';
  #url = '';
  #headers = {};
  #resHeaders = {};
  #req = null;
  #done = false;
  #decoder = new TextDecoder();

  constructor() {
    NodeXhr.instances.push(this);
  }
  open(method, url) {
    this.#method = method;
    this.#url = url;
    this.readyState = 1;
  }
  setRequestHeader(k, v) {
    this.#headers[k] = v;
  }
  getResponseHeader(name) {
    const v = this.#resHeaders[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v);
  }
  #state(n) {
    this.readyState = n;
    this.onreadystatechange?.();
  }
  async send(body) {
    let payload;
    const headers = { ...this.#headers };
    if (body instanceof RnFormData) {
      const enc = await encodeRnForm(body);
      payload = enc.body;
      headers['Content-Type'] = enc.contentType;
    } else if (body instanceof FormData) {
      // Let undici encode the multipart body, as a browser's XHR would.
      const r = new Response(body);
      headers['Content-Type'] = r.headers.get('content-type');
      payload = Buffer.from(await r.arrayBuffer());
    } else if (body != null) {
      payload = Buffer.from(String(body));
    }
    if (this.#done) return; // aborted while encoding
    const url = new URL(this.#url);
    if (url.hostname !== '127.0.0.1') throw new Error('NodeXhr: only 127.0.0.1 is allowed in tests');
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: this.#method, headers });
    this.#req = req;
    req.on('response', (res) => {
      this.status = res.statusCode;
      this.#resHeaders = res.headers;
      this.#state(2);
      res.on('data', (chunk) => {
        this.responseText += this.#decoder.decode(chunk, { stream: true });
        this.#state(3);
        this.progressEvents++;
        this.onprogress?.();
      });
      res.on('end', () => {
        if (this.#done) return;
        this.#done = true;
        this.responseText += this.#decoder.decode();
        this.#state(4);
        this.onload?.();
      });
      res.on('error', () => this.#fail());
    });
    req.on('error', () => this.#fail());
    req.end(payload);
  }
  #fail() {
    if (this.#done) return;
    this.#done = true;
    this.status = 0;
    this.#state(4);
    this.onerror?.();
  }
  abort() {
    if (this.#done) return;
    this.#done = true;
    this.#req?.destroy();
    this.status = 0;
    this.#state(4);
    this.onabort?.();
  }
}

/** Polls `fn` until it returns a truthy value (bounded: at most `timeoutMs`). */
export async function eventually(fn, timeoutMs = 10_000, stepMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
