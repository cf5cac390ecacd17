#!/usr/bin/env node
// Writes the two generated sources of the SDK from the server's own files:
//   src/generated/openapi.ts      request/response types, from docs/openapi.yaml (openapi-typescript)
//   src/generated/error-codes.ts  SVC_ERROR_CODES and their statuses, from domain/errors.cpp
// Both are committed, so the package builds without the server tree; test/generated.test.mjs
// renders them again and fails when they differ (spec or catalogue changed, output not).
//
//   node scripts/generate.mjs            rewrite both files
//   node scripts/generate.mjs --check    exit 1 when a committed file is stale

import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PKG = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = resolve(PKG, '..', '..');
export const OPENAPI_YAML = join(REPO, 'docs', 'openapi.yaml');
export const ERRORS_CPP = join(REPO, 'domain', 'errors.cpp');
export const OUTPUTS = {
  openapi: join(PKG, 'src', 'generated', 'openapi.ts'),
  errorCodes: join(PKG, 'src', 'generated', 'error-codes.ts'),
};

const HEADER = (source, how) =>
  `// GENERATED from ${source} by clients/typescript/scripts/generate.mjs (${how}).\n` +
  '// Do not edit: change the source and run `npm run generate`.\n\n';

/** The TypeScript text openapi-typescript makes of docs/openapi.yaml. */
export async function renderOpenapi() {
  // Redocly (inside openapi-typescript) must not phone home.
  process.env.REDOCLY_TELEMETRY = 'off';
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(pathToFileURL(OPENAPI_YAML), { alphabetize: false });
  return HEADER('docs/openapi.yaml', 'openapi-typescript') + '/* eslint-disable */\n' + astToString(ast);
}

/** Rows of the error catalogue: [{name, status, message}] in catalogue order. */
export async function readCatalogue() {
  const text = await readFile(ERRORS_CPP, 'utf8');
  const rows = [];
  const row = /\{error_code::\w+,\s*"([A-Z_]+)",\s*(\d+),\s*"((?:[^"\\]|\\.)*)"\}/g;
  for (const m of text.matchAll(row)) rows.push({ name: m[1], status: Number(m[2]), message: m[3] });
  const declared = /std::array<error_info,\s*(\d+)>/.exec(text);
  if (!declared || Number(declared[1]) !== rows.length) {
    throw new Error(`domain/errors.cpp: parsed ${rows.length} rows, the array declares ${declared?.[1]}`);
  }
  return rows;
}

export async function renderErrorCodes() {
  const rows = await readCatalogue();
  const lines = [HEADER('domain/errors.cpp', 'the error catalogue').trimEnd() + '\n'];
  lines.push('/** Every `code` the server can send, each mapped to itself: `err.code === SVC_ERROR_CODES.KEY_REVOKED`. */');
  lines.push('export const SVC_ERROR_CODES = Object.freeze({');
  for (const r of rows) lines.push(`  ${r.name}: '${r.name}',`);
  lines.push('} as const);\n');
  lines.push('export type SvcErrorCode = keyof typeof SVC_ERROR_CODES;\n');
  lines.push('/** The HTTP status the server answers each code with (0: recorded on invocations only, never sent). */');
  lines.push('export const SVC_ERROR_STATUS: Readonly<Record<SvcErrorCode, number>> = Object.freeze({');
  for (const r of rows) lines.push(`  ${r.name}: ${r.status},`);
  lines.push('});');
  return lines.join('\n') + '\n';
}

async function main() {
  const check = process.argv.includes('--check');
  const wanted = { openapi: await renderOpenapi(), errorCodes: await renderErrorCodes() };
  let stale = 0;
  for (const [name, text] of Object.entries(wanted)) {
    const file = OUTPUTS[name];
    const have = await readFile(file, 'utf8').catch(() => null);
    if (have === text) continue;
    if (check) {
      console.error(`generate: ${file} is stale; run \`npm run generate\` in clients/typescript`);
      stale++;
    } else {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
      console.log(`generate: wrote ${file}`);
    }
  }
  process.exit(stale ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
