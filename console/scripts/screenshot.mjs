// Takes the README's screenshot of the console (docs/img/console-playground.png): the demo
// API's playground after a run, with a value's evidence highlighted in the source text.
// Needs the built console (node build.mjs), a cxs binary (CXS_BIN) and the test cluster
// (CXS_TEST_PG_HOST / CXS_TEST_PG_PORT), like the browser tests:
//
//   CXS_TEST_PG_HOST=... CXS_TEST_PG_PORT=... node scripts/screenshot.mjs [out.png]

import { resolve } from 'node:path';
import { startServer } from '../../tests/js/cxs-server.mjs';
import { CONSOLE_DIR, DIST, clickText, launchBrowser, newPage } from '../test/lib/browser.mjs';

const out = resolve(process.argv[2] ?? resolve(CONSOLE_DIR, '..', 'docs', 'img', 'console-playground.png'));
const server = await startServer({ env: { CXS_CONSOLE_DIR: DIST } });
let browser;
try {
  const key = await server.seedDemo();
  const token = server.mintToken({ org: 'org_demo', sub: 'dr.mehta', ttl: 600 });
  const get = async (path) => (await fetch(server.apiBase + path, { headers: { Authorization: `Bearer ${token}` } })).json();
  const project = (await get('/projects')).items[0];
  const api = (await get(`/projects/${project.id}/apis`)).items[0];
  // A few calls so Logs and usage are not empty.
  for (const text of ['BP 150/95, pulse 104. Tab Dolo 650 1-0-1.', 'c/o cough. SpO2 93%.', 'Review after 5 days.']) {
    await fetch(`${server.apiBase}/extract/${api.slug}`, {
      method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text }),
    });
  }

  browser = await launchBrowser();
  const page = await newPage(browser);
  await page.setViewport({ width: 1440, height: 1000 });
  await page.goto(`${server.baseUrl}/console/sign-in`, { waitUntil: 'networkidle0' });
  await page.locator('#token').fill(token);
  await clickText(page, 'button', 'Sign in');
  await page.waitForSelector('[data-testid=org-id]');
  await page.goto(`${server.baseUrl}/console/projects/${project.id}/apis/${api.id}/playground`, { waitUntil: 'networkidle0' });
  await page.click('[data-testid=run-playground]');
  await page.waitForSelector('[data-result-key] .evidence-btn');
  const vitals = await page.$('[data-result-key=vitals] .evidence-btn');
  await (vitals ?? (await page.$('[data-result-key] .evidence-btn'))).click();
  await page.waitForSelector('mark.evidence-active');
  // The result's vitals beside the (sticky) source text with the clicked value's evidence.
  await page.evaluate(() => {
    const el = document.querySelector('[data-result-key=vitals]') ?? document.querySelector('#pg-result');
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 330);
  });
  await page.screenshot({ path: out });
  console.log(`screenshot: ${out}`);
} finally {
  await browser?.close();
  await server.stop();
}
