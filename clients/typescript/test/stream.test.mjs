// audio.extractStream against the real server, read frame by frame through both readers:
// fetch's ReadableStream, and XHR progress events (under NodeXhr, a shim of React
// Native's XMLHttpRequest and FormData).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { CxsClient, SvcAbortError, SvcNotFoundError, SvcValidationError } from '../dist/index.js';
import { FAST, NodeXhr, RnFormData, eventually, faultProxy, speechWav, startTenant } from './helpers.mjs';

const run = promisify(execFile);
let t;
let dir;
before(async () => {
  t = await startTenant();
  dir = await mkdtemp(join(tmpdir(), 'cxs-stream-'));
});
after(async () => {
  // 60 s, not the harness's 30: after a client-closed stream the server can take ~40 s to
  // exit on SIGTERM while the cancelled transcription winds down (reported to the lead;
  // shutdown_grace_s is 25 s). It must still exit cleanly.
  if (dir) await rm(dir, { recursive: true, force: true });
  assert.equal(await t?.server.stop({ timeoutMs: 60_000 }), 0);
});

/** Reads the iterable to its end. */
async function collect(iterable) {
  const frames = [];
  for await (const frame of iterable) frames.push(frame);
  return frames;
}

function assertFrames(frames) {
  assert.deepEqual(frames.map((f) => f.type), ['transcript', 'data', 'done']);
  const [transcript, data, done] = frames;
  assert.match(transcript.transcript, /fever/);
  assert.equal(transcript.language, 'en');
  assert.equal(transcript.chunked, false);
  assert.equal(transcript.chunkCount, 1);
  assert.ok(transcript.durationSec >= 1);
  assert.equal(data.apiSlug, 'opd-consult');
  assert.equal(typeof data.version, 'string');
  assert.ok(data.data && typeof data.data === 'object');
  assert.match(done.requestId, /^req_/);
  assert.equal(typeof done.latencyMs, 'number');
  return done;
}

test('fetch reader: transcript, data, done, one invocation row', async () => {
  const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport: 'fetch', ...FAST });
  const done = assertFrames(await collect(client.audio.extractStream('opd-consult', await speechWav(), { language: 'en', recordedById: 'stream-fetch' })));
  assert.equal(await t.server.psql(`SELECT endpoint || ' ' || status FROM invocations WHERE request_id = '${done.requestId}'`), 'audio.extract.stream SUCCESS');
});

test('progress: true adds progress frames before the transcript, typed, through the fetch reader', async () => {
  const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport: 'fetch', ...FAST });
  const frames = await collect(client.audio.extractStream('opd-consult', await speechWav(), { progress: true }));
  const types = frames.map((f) => f.type);
  assert.deepEqual(types.slice(-3), ['transcript', 'data', 'done']);
  const progress = frames.slice(0, -3);
  assert.deepEqual(progress.map((f) => f.stage), ['decode', 'transcribe', 'extract']);
  assert.deepEqual(progress.map((f) => f.chunksDone), [0, 1, 1]);
  assert.ok(progress.every((f) => f.type === 'progress' && f.chunkCount === 1));
});

test('XHR reader under the NodeXhr shim: same frames, read from progress events', async () => {
  NodeXhr.instances = [];
  const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport: 'xhr', XMLHttpRequest: NodeXhr, ...FAST });
  const wav = await speechWav();
  assertFrames(await collect(client.audio.extractStream('opd-consult', new Blob([wav], { type: 'audio/wav' }))));
  assert.equal(NodeXhr.instances.length, 1);
  assert.ok(NodeXhr.instances[0].progressEvents >= 1);
});

test('React Native as far as Node can play it: platform mobile-android, {uri,name,type} file, RN FormData, XHR', async () => {
  const file = join(dir, 'consult.wav');
  await writeFile(file, await speechWav());
  const realFormData = globalThis.FormData;
  globalThis.FormData = RnFormData;
  NodeXhr.instances = [];
  try {
    const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, platform: 'mobile-android', streamTransport: 'xhr', XMLHttpRequest: NodeXhr, ...FAST });
    const frames = await collect(client.audio.extractStream('opd-consult', { uri: pathToFileURL(file).href, name: 'consult.wav', type: 'audio/wav' }, { recordedById: 'rn-shim' }));
    assertFrames(frames);
  } finally {
    globalThis.FormData = realFormData;
  }
  assert.equal(await t.server.psql("SELECT count(*) FROM invocations WHERE recorded_by_id = 'rn-shim' AND status = 'SUCCESS'"), '1');
});

test('frames arrive one at a time: the loop has the transcript before done is on the wire', async () => {
  // The proxy hands the frames over 150 ms apart, as a slow network would.
  const proxy = await faultProxy(t.server.port, ['trickle', 'trickle']);
  try {
    for (const streamTransport of ['xhr', 'fetch']) {
      NodeXhr.instances = [];
      const client = new CxsClient({ baseUrl: proxy.baseUrl, apiKey: t.key, streamTransport, XMLHttpRequest: NodeXhr, ...FAST });
      const seenAt = [];
      const started = Date.now();
      for await (const frame of client.audio.extractStream('opd-consult', await speechWav())) seenAt.push([frame.type, Date.now() - started]);
      assert.deepEqual(seenAt.map((s) => s[0]), ['transcript', 'data', 'done'], streamTransport);
      assert.ok(seenAt[2][1] - seenAt[0][1] >= 250, `${streamTransport}: transcript at ${seenAt[0][1]} ms, done at ${seenAt[2][1]} ms`);
      if (streamTransport === 'xhr') assert.ok(NodeXhr.instances[0].progressEvents >= 3);
    }
  } finally {
    await proxy.close();
  }
});

test('an error frame ends the iteration with the matching error (both readers)', async () => {
  const silence = join(dir, 'silence.wav');
  await run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', silence, 'trim', '0', '2']);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(silence);
  for (const streamTransport of ['fetch', 'xhr']) {
    const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport, XMLHttpRequest: NodeXhr, ...FAST });
    const frames = [];
    const err = await (async () => {
      for await (const f of client.audio.extractStream('opd-consult', bytes)) frames.push(f.type);
    })().catch((e) => e);
    assert.deepEqual(frames, ['transcript'], streamTransport);
    assert.ok(err instanceof SvcValidationError, `${streamTransport}: ${err}`);
    assert.equal(err.code, 'VALIDATION_FAILED');
    assert.match(err.requestId, /^req_/);
  }
});

test('an HTTP error before the stream starts is thrown as usual (404 with availableSlugs)', async () => {
  for (const streamTransport of ['fetch', 'xhr']) {
    const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport, XMLHttpRequest: NodeXhr, ...FAST });
    const err = await collect(client.audio.extractStream('nope', await speechWav())).catch((e) => e);
    assert.ok(err instanceof SvcNotFoundError, `${streamTransport}: ${err}`);
    assert.deepEqual(err.availableSlugs, ['opd-consult']);
  }
});

test('a 503 before the stream starts is retried with the same key', async () => {
  const proxy = await faultProxy(t.server.port, ['503']);
  try {
    const client = new CxsClient({ baseUrl: proxy.baseUrl, apiKey: t.key, streamTransport: 'fetch', ...FAST });
    assertFrames(await collect(client.audio.extractStream('opd-consult', await speechWav())));
    assert.equal(proxy.seen.length, 2);
    assert.equal(new Set(proxy.seen.map((r) => r.headers['idempotency-key'])).size, 1);
  } finally {
    await proxy.close();
  }
});

test('abort mid-stream: SvcAbortError, no retry, the server records CLIENT_CLOSED (both readers)', async () => {
  const long = join(dir, 'long.wav');
  await run('flite', ['-t', 'patient has fever for three days. blood pressure is one hundred thirty over eighty five. pulse is ninety six. ' +
    'the patient complains of cough and sore throat. no known drug allergies. review after five days.', '-o', long]);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(long);
  for (const streamTransport of ['fetch', 'xhr']) {
    const proxy = await faultProxy(t.server.port);
    try {
      const client = new CxsClient({ baseUrl: proxy.baseUrl, apiKey: t.key, streamTransport, XMLHttpRequest: NodeXhr, ...FAST });
      const ctl = new AbortController();
      const recordedById = `abort-${streamTransport}`;
      let opened = false;
      const frames = [];
      const err = await (async () => {
        const it = client.audio.extractStream('opd-consult', bytes, { recordedById }, {
          signal: ctl.signal,
          onResponse: () => {
            // The stream is open (200 and headers) and the server is transcribing: cut it.
            opened = true;
            setTimeout(() => ctl.abort(), 100);
          },
        });
        for await (const f of it) frames.push(f.type);
      })().catch((e) => e);
      assert.ok(opened, 'the stream had started');
      assert.ok(err instanceof SvcAbortError, `${streamTransport}: ${err}`);
      assert.deepEqual(frames, []);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(proxy.seen.length, 1, 'an abort is never retried');
      const row = await eventually(
        () => t.server.psql(`SELECT status || ' ' || error_code FROM invocations WHERE recorded_by_id = '${recordedById}'`),
        30_000,
        200,
      );
      assert.equal(row, 'FAILED CLIENT_CLOSED');
    } finally {
      await proxy.close();
    }
  }
});

test('abort after the first frame: the loop ends with SvcAbortError, no further frame', async () => {
  const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport: 'fetch', ...FAST });
  const ctl = new AbortController();
  const frames = [];
  const err = await (async () => {
    for await (const f of client.audio.extractStream('opd-consult', await speechWav(), {}, { signal: ctl.signal })) {
      frames.push(f.type);
      ctl.abort();
    }
  })().catch((e) => e);
  assert.ok(err instanceof SvcAbortError, String(err));
  assert.deepEqual(frames, ['transcript']);
});

test('breaking out of the loop early cancels the request', async () => {
  NodeXhr.instances = [];
  const client = new CxsClient({ baseUrl: t.server.baseUrl, apiKey: t.key, streamTransport: 'xhr', XMLHttpRequest: NodeXhr, ...FAST });
  for await (const f of client.audio.extractStream('opd-consult', await speechWav())) {
    assert.equal(f.type, 'transcript');
    break;
  }
  assert.equal(NodeXhr.instances[0].readyState, 4);
});
