// Test harness for JavaScript suites: a real `cxs serve` on a fresh database of the
// throwaway PostgreSQL cluster that scripts/test starts. No dependencies (node >= 18).
//
// Stable API (the SDK and console suites import it):
//
//   import { startServer, mintToken, JWT_SECRET } from '../../tests/js/cxs-server.mjs';
//   const server = await startServer({ env: { CXS_HTTP_CORS_ORIGINS: 'http://127.0.0.1:9' } });
//   server.baseUrl        'http://127.0.0.1:PORT'
//   server.apiBase        baseUrl + '/api/studio/v1'
//   server.port           the port the server bound (it listens on 127.0.0.1:0)
//   server.db             the database name; server.databaseUrl its libpq URL
//   server.lines          the server's stdout log lines, parsed JSON ({unparsed} when not JSON)
//   server.stderr()       what the server wrote to stderr so far
//   await server.psql(sql)                       runs SQL on the server's database, returns
//                                                stdout (tuples only, unaligned, trimmed)
//   server.mintToken({org, role?, sub?, ttl?})   a management JWT the server accepts
//   await server.seedDemo()                      runs `cxs seed-demo` on the same database and
//                                                returns the printed svc_test_ key (org_demo,
//                                                API slug opd-consult; earlier demo keys revoked)
//   await server.waitForLog(msg, timeoutMs?)     the first log line with that msg
//   await server.stop()                          SIGTERM, waits, returns the exit code
//
// Environment: CXS_TEST_PG_HOST / CXS_TEST_PG_PORT (the cluster: socket dir and port,
// superuser `postgres`), CXS_BIN (default build/test/cxs, else build/release/cxs).

import { spawn, execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The HS256 secret every test server is started with. */
export const JWT_SECRET = 'js-test-secret-' + 'x'.repeat(40);

/** The `cxs` binary under test. */
export function cxsBin() {
  if (process.env.CXS_BIN) return process.env.CXS_BIN;
  const candidates = [join(ROOT, 'build', 'test', 'cxs'), join(ROOT, 'build', 'release', 'cxs')];
  return candidates.find((p) => existsSync(p)) ?? candidates[0];
}

function cluster() {
  const host = process.env.CXS_TEST_PG_HOST;
  const port = process.env.CXS_TEST_PG_PORT;
  if (!host || !port) {
    throw new Error('CXS_TEST_PG_HOST/PORT are not set: run the tests through scripts/test (or start scripts/lib/pg-cluster)');
  }
  return { host, port };
}

function run(cmd, args, { env, timeoutMs = 60_000 } = {}) {
  return new Promise((resolveRun, reject) => {
    execFile(cmd, args, { env, timeout: timeoutMs, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err) {
        err.message += `\nstdout: ${stdout}\nstderr: ${stderr}`;
        reject(err);
      } else {
        resolveRun({ stdout, stderr });
      }
    });
  });
}

/** Runs SQL as the cluster superuser on `db`; resolves to trimmed tuples-only output. */
export async function psql(sql, db = 'postgres') {
  const { host, port } = cluster();
  const { stdout } = await run('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-h', host, '-p', String(port),
    '-U', 'postgres', '-d', db, '-c', sql]);
  return stdout.trim();
}

function b64url(buf) {
  return Buffer.from(buf).toString('base64url');
}

/** An HS256 management JWT, as the platform's identity provider would mint it. */
export function mintToken({ org, role = 'ORG_ADMIN', sub = 'user-1', ttl = 3600, secret = JWT_SECRET, extra = {} } = {}) {
  if (!org) throw new Error('mintToken: org is required');
  const header = { alg: 'HS256', typ: 'JWT' };
  const claims = { sub, org, role, exp: Math.floor(Date.now() / 1000) + ttl, ...extra };
  const input = b64url(JSON.stringify(header)) + '.' + b64url(JSON.stringify(claims));
  return input + '.' + b64url(createHmac('sha256', secret).update(input).digest());
}

/** A fresh organisation id (organisations are provisioned on first JWT use). */
export function newOrg() {
  return 'org_' + randomBytes(8).toString('hex');
}

/**
 * Creates a database, migrates it, starts `cxs serve` on 127.0.0.1:0 and resolves once
 * the server logs "listening". `env` is added to (and overrides) the server's environment.
 */
export async function startServer({ env = {}, startTimeoutMs = 30_000 } = {}) {
  const { host, port: pgPort } = cluster();
  const bin = cxsBin();
  const db = 'js_' + randomBytes(6).toString('hex');
  await psql(`CREATE DATABASE ${db}`);
  const databaseUrl = `postgresql:///${db}?host=${encodeURIComponent(host)}&port=${pgPort}&user=postgres`;
  const serverEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    CXS_DATABASE_URL: databaseUrl,
    CXS_HTTP_LISTEN: '127.0.0.1:0',
    CXS_JWT_SECRET: JWT_SECRET,
    CXS_AUTH_JWT_SECRET_FILE: '',
    CXS_AUTH_BCRYPT_COST: '4',
    // Test receivers listen on loopback, which [webhooks] deny_networks refuses by default.
    CXS_WEBHOOKS_ALLOW_NETWORKS: '127.0.0.0/8,::1/128',
    ASAN_OPTIONS: process.env.ASAN_OPTIONS ?? 'detect_leaks=1',
    UBSAN_OPTIONS: process.env.UBSAN_OPTIONS ?? 'print_stacktrace=1',
    ...env,
  };
  // `serve` migrates too, but an explicit migrate fails loudly and separately.
  await run(bin, ['migrate'], { env: serverEnv });

  const proc = spawn(bin, ['serve'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let stderr = '';
  let waiters = [];
  let pending = '';
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (d) => { stderr += d; });
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk) => {
    pending += chunk;
    let nl;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const raw = pending.slice(0, nl).trim();
      pending = pending.slice(nl + 1);
      if (!raw) continue;
      let line;
      try { line = JSON.parse(raw); } catch { line = { unparsed: raw }; }
      lines.push(line);
      waiters = waiters.filter((w) => !w(line));
    }
  });
  const exited = new Promise((res) => proc.once('exit', (code, signal) => res(code ?? signal)));

  function waitForLog(msg, timeoutMs = 10_000) {
    const seen = lines.find((l) => l.msg === msg);
    if (seen) return Promise.resolve(seen);
    return new Promise((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`log line ${JSON.stringify(msg)} not seen in ${timeoutMs} ms`)), timeoutMs);
      waiters.push((line) => {
        if (line.msg !== msg) return false;
        clearTimeout(timer);
        res(line);
        return true;
      });
    });
  }

  const listening = await Promise.race([
    waitForLog('listening', startTimeoutMs),
    exited.then((code) => { throw new Error(`cxs serve exited early (${code}): ${stderr}`); }),
  ]);
  const port = Number(String(listening.address).split(':').pop());
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    apiBase: baseUrl + '/api/studio/v1',
    port,
    db,
    databaseUrl,
    env: serverEnv,
    lines,
    process: proc,
    stderr: () => stderr,
    waitForLog,
    psql: (sql) => psql(sql, db),
    mintToken: (opts) => mintToken(opts),
    async seedDemo() {
      const { stdout } = await run(bin, ['seed-demo'], { env: serverEnv });
      const key = /svc_test_[A-Za-z0-9_-]{40}/.exec(stdout);
      if (!key) throw new Error('seed-demo printed no key: ' + stdout);
      return key[0];
    },
    async stop({ signal = 'SIGTERM', timeoutMs = 30_000 } = {}) {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode ?? proc.signalCode;
      proc.kill(signal);
      const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
