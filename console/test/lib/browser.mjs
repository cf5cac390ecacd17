// Browser helpers for the console suites: Debian's headless chromium through puppeteer-core
// (nothing downloaded), axe-core evaluated in the page, CSP violation and console-error
// capture, and a screenshot of every step kept when a step fails.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
export const CONSOLE_DIR = resolve(here, '..', '..');
export const DIST = join(CONSOLE_DIR, 'dist');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function launchBrowser() {
  return puppeteer.launch({
    executablePath: process.env.CXS_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    // --no-sandbox: the tests run as root in CI, where chromium's sandbox cannot start.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--lang=en-GB', '--no-first-run', '--password-store=basic'],
    defaultViewport: { width: 1440, height: 900 },
    timeout: 60_000,
  });
}

/** A page that records CSP violations, console errors and uncaught exceptions. */
export async function newPage(browser) {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  // No animation moves an element between puppeteer finding it and clicking it.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const problems = [];
  await page.evaluateOnNewDocument(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // Failed requests the tests provoke on purpose (401, 404, 422) are logged by the browser.
    if (/Failed to load resource: the server responded with a status of (401|404|409|422)/.test(text)) return;
    problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  // The last API requests, printed when a step fails.
  const net = [];
  page.on('requestfinished', (r) => {
    if (!r.url().includes('/api/')) return;
    net.push(`${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')} -> ${r.response()?.status()}`);
    if (net.length > 15) net.shift();
  });
  page.on('requestfailed', (r) => net.push(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText}`));
  page.netlog = net;
  page.cspViolations = () => page.evaluate(() => window.__csp ?? []);
  page.problems = problems;
  return page;
}

/** Runs axe-core in the page; resolves to its serious and critical violations. */
export async function axeViolations(page) {
  // Runtime.evaluate is not subject to the page's CSP, so no inline <script> is needed.
  const loaded = await page.evaluate('typeof window.axe');
  if (loaded !== 'object') await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Steps of a scenario: a screenshot after each; all kept (and the folder printed) when one fails. */
export function stepper(name) {
  const dir = join(CONSOLE_DIR, 'test-artifacts', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  let failed = false;
  return {
    dir,
    get failed() {
      return failed;
    },
    async run(page, label, fn) {
      const idx = String(++n).padStart(2, '0');
      const file = join(dir, `${idx}-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
      try {
        await fn();
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      } catch (e) {
        failed = true;
        await page.screenshot({ path: file.replace(/\.png$/, '-FAILED.png'), fullPage: true }).catch(() => undefined);
        const html = await page.content().catch(() => '');
        writeFileSync(file.replace(/\.png$/, '-FAILED.html'), html);
        console.error(`\nconsole test: step "${label}" failed; screenshots of every step so far are in ${dir}`);
        console.error(`console test: the last API requests:\n  ${(page.netlog ?? []).join('\n  ')}`);
        if (page.problems?.length) console.error(`console test: browser problems:\n  ${page.problems.join('\n  ')}`);
        throw e;
      }
    },
    /** Removes the screenshots unless a step failed or CXS_KEEP_SCREENSHOTS is set. */
    finish() {
      if (failed || process.env.CXS_KEEP_SCREENSHOTS) {
        console.log(`console test: screenshots in ${dir}`);
      } else {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// ---- small interaction helpers -------------------------------------------------------

/** Waits for a visible element matching `selector` whose text (trimmed) is `text` (or matches it). */
export async function findByText(page, selector, text, { timeout = 20_000 } = {}) {
  const isRe = text instanceof RegExp;
  const handle = await page.waitForFunction(
    (sel, t, re) => {
      const want = re ? new RegExp(t) : null;
      for (const el of document.querySelectorAll(sel)) {
        const s = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const ok = want ? want.test(s) : s === t;
        if (ok && el.getClientRects().length > 0 && !el.closest('[hidden]')) return el;
      }
      return null;
    },
    { timeout },
    selector,
    isRe ? text.source : text,
    isRe,
  );
  return handle.asElement();
}

/** Clicks an element like a user: centred in the viewport first, then a real mouse click. */
export async function clickEl(page, el) {
  await page.waitForFunction((e) => !e.disabled, { timeout: 20_000 }, el);
  const covered = await el.evaluate((e) => {
    e.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit && hit !== e && !e.contains(hit) ? hit.outerHTML.slice(0, 160) : null;
  });
  if (covered) throw new Error(`cannot click: covered by ${covered}`);
  await el.click();
}

export async function clickText(page, selector, text, opts) {
  const el = await findByText(page, selector, text, opts);
  await clickEl(page, el);
  return el;
}

/** Clicks a button by its text, optionally inside the open dialog. */
export const clickButton = (page, text, { inDialog = false, timeout } = {}) =>
  clickText(page, inDialog ? 'dialog[open] button' : 'button', text, { timeout });

export async function fill(page, selector, value) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (el) => {
    el.focus();
    el.select?.();
  });
  await page.locator(selector).fill(value);
}

export async function waitForText(page, text, { selector = 'body', timeout = 20_000 } = {}) {
  await page.waitForFunction(
    (sel, t) => [...document.querySelectorAll(sel)].some((el) => (el.textContent ?? '').includes(t)),
    { timeout },
    selector,
    text,
  );
}

export async function waitForPath(page, re, timeout = 20_000) {
  await page.waitForFunction((src) => new RegExp(src).test(location.pathname), { timeout }, re.source);
  return page.evaluate(() => location.pathname);
}

/** Confirms the open confirm dialog with the button labelled `label`. */
export async function confirm(page, label) {
  await page.waitForSelector('dialog[open]', { visible: true });
  await clickButton(page, label, { inDialog: true });
  await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 20_000 }).catch(() => undefined);
}
