// The generated sources match what the server's files make of them today, the exported
// code list is the server's error catalogue, and the package is versioned with the server.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { renderOpenapi, renderErrorCodes, OUTPUTS, REPO } from '../scripts/generate.mjs';
import { SVC_ERROR_CODES, SVC_ERROR_STATUS, SDK_VERSION } from '../dist/index.js';
import { cxsBin } from '../../../tests/js/cxs-server.mjs';

const run = promisify(execFile);

test('src/generated/openapi.ts is what openapi-typescript makes of docs/openapi.yaml now', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cxs-gen-'));
  const fresh = join(dir, 'openapi.ts');
  await writeFile(fresh, await renderOpenapi());
  const [want, have] = await Promise.all([readFile(fresh, 'utf8'), readFile(OUTPUTS.openapi, 'utf8')]);
  assert.ok(want === have, `docs/openapi.yaml and src/generated/openapi.ts drifted apart (regenerated copy: ${fresh}); run npm run generate`);
  await rm(dir, { recursive: true, force: true });
});

test('src/generated/error-codes.ts is what domain/errors.cpp makes now', async () => {
  assert.equal(await readFile(OUTPUTS.errorCodes, 'utf8'), await renderErrorCodes(), 'run npm run generate');
});

test('SVC_ERROR_CODES equals the server catalogue, docs/errors.md and the Error schema of openapi.yaml', async () => {
  const exported = Object.keys(SVC_ERROR_CODES);
  for (const [k, v] of Object.entries(SVC_ERROR_CODES)) assert.equal(k, v);

  // Read independently of the generator: the name and status of each row of the table.
  const cpp = await readFile(join(REPO, 'domain', 'errors.cpp'), 'utf8');
  const rows = [...cpp.matchAll(/\{error_code::\w+,\s*"([A-Z_]+)",\s*(\d+),/g)].map((m) => [m[1], Number(m[2])]);
  assert.deepEqual(exported, rows.map((r) => r[0]));
  assert.deepEqual(Object.entries(SVC_ERROR_STATUS), rows);
  // Every enumerator of the header's enum has a row.
  const hpp = await readFile(join(REPO, 'domain', 'errors.hpp'), 'utf8');
  const enumBody = /enum class error_code[^{]*\{([^}]*)\}/.exec(hpp)[1];
  const enumerators = enumBody.replace(/\/\/.*$/gm, '').split(',').map((s) => s.trim()).filter(Boolean);
  assert.equal(enumerators.length, exported.length);

  const md = await readFile(join(REPO, 'docs', 'errors.md'), 'utf8');
  const documented = [...md.matchAll(/^\| `([A-Z_]+)` \| (\d+) \|/gm)].map((m) => m[1]);
  assert.deepEqual([...documented].sort(), exported.filter((c) => SVC_ERROR_STATUS[c] !== 0).sort());

  const yaml = await readFile(join(REPO, 'docs', 'openapi.yaml'), 'utf8');
  const errorSchema = yaml.slice(yaml.indexOf('\n    Error:\n'));
  const enumBlock = /\n {8}code:\n(?: {10}\w+:.*\n)*? {10}enum:\n((?: {12}- [A-Z_]+\n)+)/.exec(errorSchema)[1];
  const inSpec = [...enumBlock.matchAll(/- ([A-Z_]+)/g)].map((m) => m[1]);
  assert.deepEqual([...inSpec].sort(), exported.filter((c) => SVC_ERROR_STATUS[c] !== 0).sort());
});

test('the package version is the server version (package.json, SDK_VERSION, CMake, cxs version)', async () => {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  const lock = JSON.parse(await readFile(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const cmake = /project\(cxs VERSION ([0-9.]+)/.exec(await readFile(join(REPO, 'CMakeLists.txt'), 'utf8'))[1];
  const { stdout } = await run(cxsBin(), ['version'], { env: { PATH: process.env.PATH, CXS_AUTH_JWT_SECRET_FILE: '' } });
  const binary = /^cxs ([0-9.]+)/.exec(stdout)[1];
  assert.equal(pkg.name, '@cxs/client');
  assert.deepEqual([pkg.version, lock.version, SDK_VERSION, binary], [cmake, cmake, cmake, cmake]);
});

test('no runtime dependencies', async () => {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.dependencies, undefined);
  assert.equal(pkg.peerDependencies, undefined);
  for (const [name, version] of Object.entries(pkg.devDependencies)) assert.match(version, /^\d+\.\d+\.\d+$/, `${name} is pinned exactly`);
});
