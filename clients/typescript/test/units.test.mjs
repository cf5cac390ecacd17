// Pure pieces without a server: the SSE parser fed at every split point, and the mapping
// of answers without a JSON body (a proxy's HTML 502) to error classes.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { SseParser, errorFromResponse, SvcServerError, SvcTimeoutError, SvcValidationError, SvcRateLimitError, SvcQuotaExceededError } from '../dist/index.js';

const STREAM =
  ': keep-alive\r\n\r\n' +
  'event: transcript\r\ndata: {"type":"transcript","transcript":"a"}\r\n\r\n' +
  'event: data\ndata: {"type":"data",\ndata: "data":{}}\n\n' +
  'id: 7\nretry: 10\nevent: done\rdata:{"type":"done"}\r\r' +
  'event: empty\n\n';

test('the SSE parser gives the same events however the text is split', () => {
  const whole = new SseParser().push(STREAM);
  assert.deepEqual(whole.map((e) => e.event), ['transcript', 'data', 'done']);
  assert.equal(whole[1].data, '{"type":"data",\n"data":{}}');
  assert.deepEqual(JSON.parse(whole[1].data), { type: 'data', data: {} });
  for (let i = 0; i <= STREAM.length; i++) {
    const p = new SseParser();
    const parts = [...p.push(STREAM.slice(0, i)), ...p.push(STREAM.slice(i))];
    assert.deepEqual(parts, whole, `split at ${i}`);
  }
  // One character at a time.
  const p = new SseParser();
  const single = [...STREAM].flatMap((c) => p.push(c));
  assert.deepEqual(single, whole);
});

test('answers without a JSON body still map by status, with a catalogue code', () => {
  const e502 = errorFromResponse(502, undefined, 'req_a');
  assert.ok(e502 instanceof SvcServerError);
  assert.deepEqual([e502.code, e502.requestId], ['UPSTREAM_ERROR', 'req_a']);
  assert.ok(errorFromResponse(504, undefined) instanceof SvcTimeoutError);
  assert.ok(errorFromResponse(418, undefined) instanceof SvcValidationError);
  const limited = errorFromResponse(429, undefined, null, '7');
  assert.ok(limited instanceof SvcRateLimitError);
  assert.equal(limited.retryAfterSec, 7);
  assert.ok(errorFromResponse(429, { code: 'QUOTA_EXCEEDED', error: 'used up' }) instanceof SvcQuotaExceededError);
});
