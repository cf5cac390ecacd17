// Builds the console into dist/: index.html plus content-hashed assets under dist/assets/
// (app-[hash].js, app-[hash].css, icon-[hash].svg, referenced by the stylesheet). Every asset is referenced by an absolute
// /console/assets/... path because the server answers client-side routes under /console/
// with this same index.html. Nothing inline: the server sends a strict CSP.
//
//   node build.mjs              production build (minified)
//   node build.mjs --sourcemap  adds linked source maps
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const assets = join(dist, 'assets');
const base = '/console/assets/';
const sourcemap = process.argv.includes('--sourcemap');

await rm(dist, { recursive: true, force: true });
await mkdir(assets, { recursive: true });

const result = await build({
  entryPoints: { app: join(here, 'src', 'main.tsx') },
  bundle: true,
  minify: true,
  sourcemap: sourcemap ? 'linked' : false,
  format: 'esm',
  target: ['chrome110', 'firefox115', 'safari16'],
  outdir: assets,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'file' },
  publicPath: base.slice(0, -1),
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { '@cxs/client': resolve(here, '..', 'clients', 'typescript', 'src', 'index.ts') },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((p) => relative(assets, resolve(p)));
const js = outputs.find((p) => /^app-.*\.js$/.test(p));
const css = outputs.find((p) => /^app-.*\.css$/.test(p));
if (!js || !css) throw new Error(`build: expected app-*.js and app-*.css, got ${outputs.join(', ')}`);

const iconName = outputs.find((p) => /^icon-.*\.svg$/.test(p));
if (!iconName) throw new Error('build: the icon was not emitted (styles.css refers to it)');

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>cxs console</title>
<link rel="icon" type="image/svg+xml" href="${base}${iconName}">
<link rel="stylesheet" href="${base}${css}">
<script type="module" src="${base}${js}"></script>
</head>
<body>
<div id="app"><noscript>The cxs console needs JavaScript.</noscript></div>
</body>
</html>
`;
await writeFile(join(dist, 'index.html'), html);
console.log(`console: built ${basename(dist)}/index.html, assets/${js}, assets/${css}, assets/${iconName}`);
