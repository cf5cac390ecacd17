// The console end to end, in headless chromium against the real server and PostgreSQL:
// sign in, create a project and an API from a template, edit the schema (a vitals-block and
// a medication-list field), see a 422 at its field, run the playground and highlight an
// evidence span, publish, create a test key and read its plaintext once, call /extract
// with it and find the call in Logs, roll back a version, create a webhook and see its
// delivery, settings, the AI assistant, the unsaved-edits guard and session expiry. axe-core
// runs on every page (zero serious or critical violations) and no CSP violation may occur.

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { newOrg, startServer } from '../../tests/js/cxs-server.mjs';
import {
  DIST, axeViolations, clickButton, clickEl, clickText, confirm, fill, findByText, launchBrowser, newPage, stepper, waitForPath, waitForText,
} from './lib/browser.mjs';

const org = newOrg();
let server;
let browser;
let page;
let steps;
let token;
let base; // http://127.0.0.1:PORT/console
let receiver;
const received = [];
const state = {};
const axeReport = [];

async function api(path, { method = 'GET', body, key } = {}) {
  const res = await fetch(server.apiBase + path, {
    method,
    headers: { Authorization: `Bearer ${key ?? token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** axe on the current page; every serious or critical violation fails the step. */
async function axe(label) {
  const v = await axeViolations(page);
  axeReport.push({ label, violations: v.length });
  assert.deepEqual(v, [], `axe found serious/critical violations on ${label}:\n${JSON.stringify(v, null, 2)}`);
}

async function noCspViolations() {
  assert.deepEqual(await page.cspViolations(), [], 'the page violated its Content-Security-Policy');
}

async function goto(path) {
  await page.goto(base + path, { waitUntil: 'networkidle0' });
}

async function waitToast(text) {
  await waitForText(page, text, { selector: '.toasts' });
}

/** Waits until `selector`'s `prop` (or `@attribute`) equals (or matches) `expected`; fails with the actual value. */
async function expectValue(selector, expected, prop = 'textContent') {
  const isRe = expected instanceof RegExp;
  try {
    await page.waitForFunction(
      (sel, want, p, re) => {
        const el = document.querySelector(sel);
        if (!el) return false;
        const v = p.startsWith('@') ? el.getAttribute(p.slice(1)) : el[p];
        return re ? new RegExp(want).test(v) : v === want;
      },
      { timeout: 10_000 },
      selector, isRe ? expected.source : expected, prop, isRe,
    );
  } catch {
    const actual = await page.$eval(selector, (el, p) => (p.startsWith('@') ? el.getAttribute(p.slice(1)) : el[p]), prop).catch(() => '(no such element)');
    assert.fail(`${selector} ${prop}: expected ${expected}, got ${JSON.stringify(actual)}`);
  }
}

async function countOf(selector, n) {
  await page.waitForFunction((sel, want) => document.querySelectorAll(sel).length === want, { timeout: 10_000 }, selector, n)
    .catch(async () => assert.fail(`${selector}: expected ${n}, got ${(await page.$$(selector)).length}`));
}

/** Clicks the element matching `selector` (centred first; fails if something covers it). */
async function click(selector) {
  const el = await page.waitForSelector(selector, { visible: true });
  await clickEl(page, el);
}

/** Saves the draft and waits until the save bar is gone (the server has it). */
async function saveDraft() {
  await click('[data-testid=save-draft]');
  await page.waitForFunction(() => !document.querySelector('.savebar') || document.querySelector('[data-testid=save-error]'));
  assert.equal(await page.$('[data-testid=save-error]'), null, 'the draft was saved');
}

/** Follows a link of the sidebar (its text is an icon, then the label). */
async function sidebar(label) {
  await clickText(page, 'nav[aria-label=Console] a', new RegExp(`^\\W*${label}$`));
}

/** Opens a tab of the current API by its link. */
async function apiTab(label, slugPath) {
  await clickText(page, 'nav[aria-label="API sections"] a', label);
  await waitForPath(page, new RegExp(`/${slugPath}$`));
}

function step(label, fn) {
  it(label, async (t) => {
    if (steps.failed) {
      t.skip('an earlier step failed');
      return;
    }
    await steps.run(page, label, fn);
  });
}

describe('console in a real browser', { timeout: 600_000 }, () => {
  before(async () => {
    receiver = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (d) => { raw += d; });
      req.on('end', () => {
        received.push({ headers: req.headers, raw });
        res.writeHead(204).end();
      });
    });
    await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
    server = await startServer({ env: { CXS_CONSOLE_DIR: DIST, CXS_CONSOLE_DEV_SIGN_IN: 'true', CXS_WEBHOOKS_POLL_INTERVAL_MS: '200' } });
    base = server.baseUrl + '/console';
    token = server.mintToken({ org, sub: 'console-test', ttl: 3600 });
    browser = await launchBrowser();
    page = await newPage(browser);
    steps = stepper('console');
  });

  after(async () => {
    if (axeReport.length) console.log(`console test: axe ran on ${axeReport.length} views: ${axeReport.map((r) => r.label).join(', ')}`);
    steps?.finish();
    await browser?.close();
    await server?.stop();
    receiver?.close();
    if (page?.problems?.length) console.log(`console test: browser problems:\n${page.problems.join('\n')}`);
  });

  step('the server serves the console with its CSP and cache headers', async () => {
    const res = await fetch(`${base}/projects/prj_x/apis/api_y/playground`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /text\/html/);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const html = await res.text();
    const js = /\/console\/assets\/app-[A-Za-z0-9]+\.js/.exec(html)?.[0];
    assert.ok(js, 'index.html names the hashed bundle');
    assert.doesNotMatch(html, /<script>|<style|style="/, 'nothing inline in index.html');
    const asset = await fetch(server.baseUrl + js);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
  });

  step('sign-in: a bad token is refused, the development sign-in is offered, keyboard works', async () => {
    await goto('/overview');
    await waitForPath(page, /\/console\/sign-in$/);
    await page.waitForSelector('#token');
    await findByText(page, 'button', 'Development sign-in (org_demo)');
    // Keyboard: the skip link is absent here; Tab reaches the token box, then the button.
    await page.focus('body');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'token');
    await page.keyboard.type('not-a-jwt');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForText(page, 'This is not a JWT', { selector: '.form-error' });
    // A well-formed token signed with another secret: the server says no, with its request id.
    const forged = server.mintToken({ org, ttl: 600 }).replace(/\.[^.]+$/, '.AAAA');
    await fill(page, '#token', forged);
    await clickButton(page, 'Sign in');
    await waitForText(page, 'Sign-in failed', { selector: '[role=alert]' });
    await waitForText(page, 'req_', { selector: '[role=alert]' });
    assert.equal(await page.evaluate(() => sessionStorage.length + localStorage.length), 0, 'nothing stored for a refused token');
    await axe('sign-in');
  });

  step('sign-in with a pasted management JWT', async () => {
    await fill(page, '#token', token);
    await clickButton(page, 'Sign in');
    await waitForPath(page, /\/console\/overview$/);
    await page.waitForSelector('[data-testid=org-id]');
    await expectValue('[data-testid=org-id]', org);
    const stored = await page.evaluate(() => ({ s: Object.keys(sessionStorage), l: localStorage.length, url: location.href }));
    assert.deepEqual(stored.s, ['cxs.console.session']);
    assert.equal(stored.l, 0, 'nothing in localStorage');
    assert.ok(!stored.url.includes(token.slice(0, 20)), 'the token is never in the URL');
    await waitForText(page, 'No projects yet');
    await axe('overview');
  });

  step('create a project', async () => {
    await sidebar('Projects');
    await waitForPath(page, /\/projects$/);
    await axe('projects (empty)');
    await clickButton(page, 'Create project');
    await fill(page, '#project-name', 'Cardiology OPD');
    await expectValue('#project-slug', 'cardiology-opd', 'value');
    await fill(page, '#project-desc', 'Outpatient cardiology');
    await axe('create project dialog');
    await clickButton(page, 'Create project', { inDialog: true });
    const path = await waitForPath(page, /\/projects\/prj_[a-z0-9]+\/apis$/);
    state.projectId = path.split('/')[3];
    await waitForText(page, 'No APIs in this project');
    await axe('project APIs (empty)');
  });

  step('rename the project', async () => {
    await goto('/projects');
    await clickButton(page, 'Rename');
    await fill(page, '#project-name', 'Cardiology Outpatients');
    await clickButton(page, 'Save changes', { inDialog: true });
    await findByText(page, 'td a', 'Cardiology Outpatients');
    await axe('projects');
  });

  step('create an API from a template', async () => {
    await clickText(page, 'td a', 'Cardiology Outpatients');
    await waitForPath(page, /\/apis$/);
    await clickButton(page, 'Create API');
    await page.waitForSelector('[data-testid=template-opd-consult]');
    await fill(page, '#api-name', 'Cardiology consult');
    await click('[data-testid=template-opd-consult]');
    await axe('create API dialog with templates');
    await clickButton(page, 'Create API', { inDialog: true });
    const path = await waitForPath(page, /\/apis\/api_[a-z0-9]+\/builder$/);
    state.apiId = path.split('/')[5];
    state.apiBase = `/projects/${state.projectId}/apis/${state.apiId}`;
    const { body } = await api(`/apis/${state.apiId}`);
    assert.equal(body.slug, 'cardiology-consult');
    assert.ok(body.draft.schema.sections.length > 0, 'the template filled the draft');
    await page.waitForSelector('.builder-section');
    await axe('builder');
  });

  step('add a vitals-block and a medication-list field and save', async () => {
    const before = await page.$$eval('.builder-section:first-of-type .depth-1 > .field-rows > .field-row', (l) => l.length);
    const addSelect = '.builder-section:first-of-type .depth-1 > .add-field select';
    await page.select(addSelect, 'vitals-block');
    await clickText(page, '.builder-section:first-of-type .depth-1 > .add-field button', '+ Add field');
    await page.select(addSelect, 'medication-list');
    await clickText(page, '.builder-section:first-of-type .depth-1 > .add-field button', '+ Add field');
    await countOf('.builder-section:first-of-type .depth-1 > .field-rows > .field-row', before + 2);
    // Give them explicit keys and labels, and make the medication list required.
    const keyInputs = await page.$$eval('.builder-section:first-of-type .depth-1 > .field-rows > .field-row input[id$="-key"]', (l) => l.map((e) => e.id));
    const [vitalsId, medsId] = keyInputs.slice(-2);
    await fill(page, `#${vitalsId}`, 'triageVitals');
    await fill(page, `#${vitalsId.replace(/-key$/, '-label')}`, 'Triage vitals');
    await fill(page, `#${medsId}`, 'dischargeMeds');
    await fill(page, `#${medsId.replace(/-key$/, '-label')}`, 'Discharge medicines');
    await click(`#${medsId.replace(/-key$/, '-required')}`);
    // Reorder: move the medication list above the vitals block with the keyboard.
    await page.focus(`#${medsId.replace(/-key$/, '-up')}`);
    await page.keyboard.press('Enter');
    await expectValue('.builder-section:first-of-type .depth-1 > .field-rows > .field-row:nth-last-child(2)', 'dischargeMeds', '@data-field-key');
    await page.waitForSelector('.savebar');
    await axe('builder with unsaved changes');
    await saveDraft();
    const { body } = await api(`/apis/${state.apiId}`);
    const fields = body.draft.schema.sections[0].fields;
    const meds = fields.find((f) => f.key === 'dischargeMeds');
    assert.equal(meds.type, 'medication-list');
    assert.equal(meds.required, true);
    assert.equal(fields.find((f) => f.key === 'triageVitals').type, 'vitals-block');
    assert.equal(fields.at(-1).key, 'triageVitals');
    state.schemaV1 = body.draft.schema;
  });

  step('a 422 from the server is shown at the offending field', async () => {
    await page.select('.builder-section:first-of-type .depth-1 > .add-field select', 'enum');
    await clickText(page, '.builder-section:first-of-type .depth-1 > .add-field button', '+ Add field');
    const keyId = await page.$$eval('.builder-section:first-of-type .depth-1 > .field-rows > .field-row input[id$="-key"]', (l) => l.at(-1).id);
    await fill(page, `#${keyId}`, '2 bad key');
    await click('[data-testid=save-draft]');
    await page.waitForSelector('[data-testid=save-error]');
    // The key's problem sits under the key input of that row, and the input is marked invalid.
    const row = await page.waitForSelector('.field-row[data-field-key="2 bad key"].field-row-error');
    const keyErr = await row.$eval(`#${keyId}-err`, (e) => e.textContent);
    assert.ok(keyErr.length > 0);
    assert.equal(await page.$eval(`#${keyId}`, (e) => e.getAttribute('aria-invalid')), 'true');
    // The enum field without values: its details open on the problem.
    await row.waitForSelector('[id$="-enum-err"]');
    await axe('builder with server problems');
    // Fix both and save.
    await fill(page, `#${keyId}`, 'rhythm');
    await fill(page, `#${keyId.replace(/-key$/, '-enum')}`, 'regular\nirregular');
    await saveDraft();
    await page.waitForFunction(() => !document.querySelector('.field-row-error') && !document.querySelector('[data-testid=save-error]'));
    const { body } = await api(`/apis/${state.apiId}`);
    assert.deepEqual(body.draft.schema.sections[0].fields.at(-1).enum, ['regular', 'irregular']);
  });

  step('prompt, inputs and insights tabs', async () => {
    await apiTab('Prompt', 'prompt');
    await page.waitForSelector('#system-prompt');
    await axe('prompt tab');
    await apiTab('Inputs', 'inputs');
    await axe('inputs tab');
    await apiTab('Insights', 'insights');
    const on = await page.$eval('#insights-enabled', (e) => e.checked);
    if (!on) await click('#insights-enabled');
    await page.waitForFunction(() => !document.querySelector('#insights-card fieldset').disabled);
    // Flip the duplicate-therapy kind, whatever the template chose.
    const kind = await findByText(page, '.kind-card', /Duplicate therapy/);
    const had = await kind.$eval('input', (e) => e.checked);
    await clickEl(page, kind);
    await page.waitForFunction((el, was) => el.querySelector('input').checked !== was, {}, kind, had);
    await axe('insights tab');
    await saveDraft();
    const { body } = await api(`/apis/${state.apiId}`);
    assert.equal(body.draft.insights.enabled, true);
    assert.equal(body.draft.insights.kinds.includes('duplicate-therapy'), !had);
  });

  step('playground: run the draft, see the result as a form and JSON, click a value to highlight its evidence', async () => {
    await apiTab('Playground', 'playground');
    await page.waitForSelector('#pg-text');
    await axe('playground');
    const text = await page.$eval('#pg-text', (e) => e.value);
    await click('[data-testid=run-playground]');
    await page.waitForSelector('.result-form', { timeout: 30_000 });
    // Click the first evidence button of the vitals block.
    const btn = await page.waitForSelector('[data-result-key=triageVitals] .evidence-btn');
    await clickEl(page, btn);
    const mark = await page.waitForSelector('[data-testid=transcript] mark.evidence-active');
    const marked = await mark.evaluate((e) => e.textContent);
    assert.match(marked, /BP|pulse|temp|SpO2/i, `highlighted "${marked}"`);
    assert.ok(text.includes(marked));
    assert.equal(await btn.evaluate((e) => e.getAttribute('aria-pressed')), 'true');
    // A medication's evidence.
    const med = await page.waitForSelector('[data-result-key=dischargeMeds] .evidence-btn');
    await clickEl(page, med);
    await page.waitForFunction(() => document.querySelector('mark.evidence-active')?.textContent.includes('Dolo'));
    await axe('playground result (form)');
    await clickText(page, '[role=tab]', 'JSON');
    await page.waitForSelector('#pg-panel-json pre');
    const json = JSON.parse(await page.$eval('#pg-panel-json pre', (e) => e.textContent));
    assert.equal(json.version, 'draft');
    assert.ok(json.data.triageVitals.bloodPressure);
    await clickText(page, '[role=tab]', 'FHIR bundle');
    await waitForText(page, 'Bundle', { selector: '#pg-panel-fhir' });
    await axe('playground FHIR view');
    await clickText(page, '[role=tab]', 'Form');
  });

  step('playground: warnings are shown, and test transcripts are saved, edited, run and deleted', async () => {
    await fill(page, '#pg-text', 'Pulse 400, BP 120/80. Tab Dolo 650 1-0-1 for 3 days. Review after 2 days.');
    await click('[data-testid=run-playground]');
    await page.waitForSelector('[data-testid=warnings]');
    await waitForText(page, 'IMPLAUSIBLE_VITAL', { selector: '[data-testid=warnings]' });
    await clickText(page, '[data-testid=warnings] button', 'Show in text');
    await page.waitForFunction(() => document.querySelector('mark.evidence-active')?.textContent.includes('400'));
    // Save this text as a test transcript.
    await clickButton(page, 'Save as test transcript');
    await fill(page, '#tt-name', 'Implausible pulse');
    await clickButton(page, 'Save test transcript', { inDialog: true });
    await waitToast('Test transcript saved');
    await findByText(page, '#pg-saved td', 'Implausible pulse');
    // Edit it.
    await clickButton(page, 'Edit');
    await fill(page, '#tt-name', 'Implausible pulse (edited)');
    await clickButton(page, 'Save changes', { inDialog: true });
    await findByText(page, '#pg-saved td', 'Implausible pulse (edited)');
    // Run it from the saved transcript.
    await clickButton(page, 'Use');
    await page.waitForSelector('#pg-tt');
    // The first run's warnings are still on the page: wait for this run's answer and render.
    const ran = page.waitForResponse((r) => r.url().includes('/playground') && r.request().method() === 'POST');
    await click('[data-testid=run-playground]');
    assert.equal((await ran).status(), 200);
    await page.waitForSelector('[data-testid=run-playground]:not([aria-busy])');
    await page.waitForSelector('[data-testid=warnings]');
    await axe('playground with a saved transcript');
    // Delete it.
    await clickButton(page, 'Delete');
    await confirm(page, 'Delete');
    await waitToast('Test transcript deleted');
    const { body } = await api(`/apis/${state.apiId}/test-transcripts`);
    assert.equal(body.items.length, 0);
  });

  step('publish (with a confirm)', async () => {
    await click('[data-testid=publish]');
    await waitForText(page, 'Publish version 1?', { selector: 'dialog[open]' });
    await axe('publish confirm');
    await confirm(page, 'Publish v1');
    await waitToast('Published version 1');
    const { body } = await api(`/apis/${state.apiId}`);
    assert.equal(body.status, 'PUBLISHED');
    assert.equal(body.version, 1);
    state.publishedV1 = body.publishedSchema;
  });

  step('API call tab has snippets for this slug', async () => {
    await apiTab('API call', 'api-call');
    await expectValue('[data-testid=snippet-curl]', /\/api\/studio\/v1\/extract\/cardiology-consult/);
    await clickText(page, '[role=tab]', 'TypeScript (SDK)');
    await expectValue('[data-testid=snippet-typescript]', /extract\('cardiology-consult'/);
    await clickText(page, '[role=tab]', 'Python');
    await expectValue('[data-testid=snippet-python]', /requests\.post/);
    await axe('API call tab');
  });

  step('create a test key and read its plaintext once', async () => {
    await sidebar('API keys');
    await waitForPath(page, /\/keys$/);
    await waitForText(page, 'No API keys yet');
    await axe('keys (empty)');
    await clickButton(page, 'Create key');
    await fill(page, '#key-name', 'Ward tablet');
    await page.select('#key-expiry', '90');
    await axe('create key dialog');
    await clickButton(page, 'Create key', { inDialog: true });
    const input = await page.waitForSelector('[data-testid=secret-value]');
    state.key = await input.evaluate((e) => e.value);
    assert.match(state.key, /^svc_test_[A-Za-z0-9_-]{40}$/);
    await waitForText(page, 'This is the only time the API key is shown');
    await axe('key shown once');
    // Done stays disabled until the user says the key is stored.
    const done = await findByText(page, 'dialog[open] button', 'Done');
    assert.equal(await done.evaluate((e) => e.disabled), true);
    await click('dialog[open] input[type=checkbox]');
    await clickEl(page, done);
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    const html = await page.content();
    assert.ok(!html.includes(state.key), 'the plaintext is gone from the page once the dialog is closed');
    await findByText(page, 'td', 'Ward tablet', { timeout: 5000 }).catch(() => findByText(page, 'td span', 'Ward tablet'));
    await axe('keys');
  });

  step('call /extract with the key and find the call in Logs, with filters', async () => {
    const ok = await api('/extract/cardiology-consult', { method: 'POST', key: state.key, body: { text: 'BP 150/95, pulse 104. Tab Dolo 650 1-0-1.' } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    // A failure after the slug is known (an undeclared input) is recorded under the API.
    const bad = await api('/extract/cardiology-consult', { method: 'POST', key: state.key, body: { text: 'BP 120/80.', inputs: { ward: '3B' } } });
    assert.equal(bad.status, 422);
    state.extractRequestId = ok.headers.get('x-request-id');
    await goto(`${state.apiBase}/logs`);
    await page.waitForSelector('[data-testid=invocations]');
    await page.waitForFunction((rid) => document.querySelector('[data-testid=invocations]')?.textContent.includes(rid), {}, state.extractRequestId);
    const rows = await page.$$eval('[data-testid=invocations] tbody tr', (l) => l.map((r) => r.textContent));
    assert.ok(rows.some((r) => r.includes('text.extract') && r.includes('Success')));
    assert.ok(rows.some((r) => r.includes('VALIDATION_FAILED')));
    await axe('logs');
    await page.select('#log-status', 'FAILED');
    await clickButton(page, 'Apply filters');
    await page.waitForFunction(() => {
      const t = [...document.querySelectorAll('[data-testid=invocations] tbody tr')];
      return t.length > 0 && t.every((r) => r.textContent.includes('Failed'));
    });
    await clickButton(page, 'Clear');
  });

  step('versions: publish v2, compare a version with the draft, roll back to v1', async () => {
    // Change the draft: drop the rhythm field, save, publish v2 from the Versions tab.
    await apiTab('Builder', 'builder');
    await page.waitForSelector('.field-row[data-field-key=rhythm]');
    await click('.field-row[data-field-key=rhythm] button[aria-label^="Remove field"]');
    await saveDraft();
    await apiTab('Versions', 'versions');
    await page.waitForSelector('[data-testid=versions]');
    await click('[data-testid=publish-from-versions]');
    await confirm(page, 'Publish v2');
    await waitToast('Published version 2');
    await page.waitForSelector('[data-testid=versions] tr[data-version="2"]');
    await axe('versions');
    // v2 against the draft: the same.
    await click('button[data-compare="2"]');
    await page.waitForSelector('[data-testid=diff-empty], [data-testid=diff]');
    // Roll back to v1: the rhythm field comes back into the draft.
    await click('button[data-rollback="1"]');
    await confirm(page, 'Copy v1 into the draft');
    await waitToast('Version 1 copied into the draft');
    const { body } = await api(`/apis/${state.apiId}`);
    assert.deepEqual(body.draft.schema, state.publishedV1);
    assert.equal(body.version, 2, 'rollback does not publish');
    // Now the latest version differs from the draft by the rhythm field.
    await click('button[data-compare="2"]');
    await page.waitForSelector('[data-testid=diff]');
    await waitForText(page, 'rhythm', { selector: '[data-testid=diff]' });
    await axe('versions diff');
  });

  step('create a webhook (secret shown once) and see a delivery to a local receiver', async () => {
    const receiverUrl = `http://127.0.0.1:${receiver.address().port}/cxs-events`;
    await sidebar('Webhooks');
    await waitForPath(page, /\/webhooks$/);
    await axe('webhooks (empty)');
    await clickButton(page, 'Create webhook');
    await fill(page, '#wh-url', receiverUrl);
    await click('dialog[open] label.checkbox:nth-of-type(3) input'); // api.published
    await axe('create webhook dialog');
    await clickButton(page, 'Create webhook', { inDialog: true });
    const secret = await (await page.waitForSelector('[data-testid=secret-value]')).evaluate((e) => e.value);
    assert.match(secret, /^whsec_/);
    await click('dialog[open] input[type=checkbox]');
    await clickButton(page, 'Done', { inDialog: true });
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await axe('webhooks');
    // An event: a successful extraction.
    const ok = await api('/extract/cardiology-consult', { method: 'POST', key: state.key, body: { text: 'BP 130/85.' } });
    assert.equal(ok.status, 200);
    await clickText(page, 'a', 'Deliveries');
    await waitForPath(page, /\/webhooks\/whk_[a-z0-9]+$/);
    await page.waitForFunction(() => document.querySelector('[data-testid=deliveries]')?.textContent.includes('Delivered'), { timeout: 30_000 });
    const row = await page.$eval('[data-testid=deliveries] tbody tr', (r) => r.textContent);
    assert.match(row, /invocation\.success/);
    assert.match(row, /HTTP 204/);
    await axe('webhook deliveries');
    // The receiver got a correctly signed body.
    const got = received.find((r) => r.headers['svc-event'] === 'invocation.success');
    assert.ok(got, 'the receiver got the event');
    const sig = 'sha256=' + createHmac('sha256', secret).update(got.raw).digest('hex');
    assert.equal(got.headers['svc-signature'], sig);
  });

  step('project usage page', async () => {
    await sidebar('Usage');
    await waitForPath(page, /\/usage$/);
    await page.waitForSelector('[data-testid=stat-calls]');
    const calls = Number((await page.$eval('[data-testid=stat-calls]', (e) => e.textContent)).replace(/\D/g, ''));
    assert.ok(calls >= 3, `calls ${calls}`);
    await axe('project usage');
  });

  step('settings: turning off the clinical foundation asks for the reason; priors toggle', async () => {
    await goto(`${state.apiBase}/settings`);
    await page.waitForSelector('#set-enforceClinicalFoundation');
    await axe('settings');
    await click('#set-enforceClinicalFoundation');
    await waitForText(page, 'Turn off the clinical foundation?', { selector: 'dialog[open]' });
    await clickButton(page, 'Turn off', { inDialog: true });
    await waitForText(page, 'Give the reason', { selector: 'dialog[open] .form-error' });
    await axe('clinical foundation reason dialog');
    await fill(page, '#cf-reason', 'Validated against our own prompt in the cardiology pilot.');
    await clickButton(page, 'Turn off', { inDialog: true });
    await waitToast('Setting saved');
    await click('#set-negationHandling');
    await page.waitForFunction(() => !document.querySelector('#set-negationHandling').checked && !document.querySelector('#set-negationHandling').disabled);
    const { body } = await api(`/apis/${state.apiId}`);
    assert.equal(body.settings.enforceClinicalFoundation, false);
    assert.equal(body.settings.negationHandling, false);
  });

  step('AI assistant panel: fields and chat', async () => {
    await clickButton(page, '✦ AI assistant');
    await page.waitForSelector('#assistant-panel');
    await axe('assistant panel');
    await fill(page, '#assist-msg', 'hypertension follow-up with diabetes screening');
    await clickButton(page, 'Ask the assistant');
    await page.waitForSelector('.assist-result .assist-schema');
    await click('#assistant-panel input[value=chat]');
    await fill(page, '#assist-msg', 'How do I capture home medicines separately?');
    await clickButton(page, 'Ask the assistant');
    await page.waitForFunction(() => document.querySelector('.assist-result .badge')?.textContent === 'chat');
    await axe('assistant answer');
    await click('button[aria-label="Close the AI assistant"]');
  });

  step('unsaved draft edits are not lost without a confirm', async () => {
    // Arrive from the APIs list, so the browser's Back leads out of the API.
    await goto(`/projects/${state.projectId}/apis`);
    await clickText(page, 'td a', 'Cardiology consult');
    await waitForPath(page, /\/builder$/);
    await page.waitForSelector('.field-row input[id$="-label"]');
    const label = await page.$eval('.field-row input[id$="-label"]', (e) => e.id);
    await fill(page, `#${label}`, 'Changed label');
    await page.waitForSelector('.savebar');
    // Tabs of the same API keep the edit.
    await apiTab('Prompt', 'prompt');
    await page.waitForSelector('.savebar');
    // Leaving the API asks; "Stay" keeps everything.
    await sidebar('Overview');
    await waitForText(page, 'Leave without saving?', { selector: 'dialog[open]' });
    await axe('leave without saving dialog');
    await clickButton(page, 'Stay', { inDialog: true });
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    assert.match(await page.evaluate(() => location.pathname), /\/prompt$/);
    // The browser's Back button asks too (Prompt -> Builder stays inside the API, then out).
    await page.evaluate(() => history.back());
    await waitForPath(page, /\/builder$/);
    await page.evaluate(() => history.back());
    await waitForText(page, 'Leave without saving?', { selector: 'dialog[open]' });
    await clickButton(page, 'Stay', { inDialog: true });
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await waitForPath(page, /\/builder$/);
    await apiTab('Prompt', 'prompt');
    await apiTab('Builder', 'builder');
    await expectValue(`#${label}`, 'Changed label', 'value');
    // Discard, then leaving is free.
    await clickText(page, '.savebar button', 'Discard');
    await confirm(page, 'Discard changes');
    await page.waitForFunction(() => !document.querySelector('.savebar'));
    await sidebar('Overview');
    await waitForPath(page, /\/overview$/);
    await page.waitForSelector('[data-testid=stat-calls]');
    await axe('overview with usage');
  });

  step('archive the API from settings', async () => {
    await goto(`${state.apiBase}/settings`);
    await clickButton(page, 'Archive API');
    await confirm(page, 'Archive API');
    await waitToast('API archived');
    await waitForText(page, 'This API is archived');
    const { body } = await api(`/apis/${state.apiId}`);
    assert.equal(body.status, 'ARCHIVED');
  });

  step('soft-delete the project', async () => {
    await goto('/projects');
    await clickButton(page, 'Delete');
    await confirm(page, 'Delete project');
    await waitToast('deleted');
    await waitForText(page, 'No projects yet');
    const { status } = await api(`/projects/${state.projectId}`);
    assert.equal(status, 404);
    // Its pages now show the server's 404 with the request id and a retry.
    await goto(`/projects/${state.projectId}/keys`);
    await waitForText(page, 'This project does not exist or was deleted', { selector: '[role=alert]' });
    await waitForText(page, 'req_', { selector: '[role=alert]' });
    await axe('error state (deleted project)');
    await goto('/no/such/page');
    await waitForText(page, 'Page not found');
    await axe('not found');
  });

  step('a 401 in the middle of a session (organisation suspended) goes back to sign-in with the reason', async () => {
    const org2 = newOrg();
    await clickButton(page, 'Sign out');
    await waitForPath(page, /\/sign-in$/);
    await fill(page, '#token', server.mintToken({ org: org2, ttl: 600 }));
    await clickButton(page, 'Sign in');
    await waitForPath(page, /\/overview$/);
    await page.waitForSelector('[data-testid=stat-calls]');
    const admin = server.mintToken({ org: 'org_platform', role: 'PLATFORM_ADMIN', ttl: 600 });
    const r = await api(`/orgs/${org2}`, { method: 'PATCH', key: admin, body: { status: 'SUSPENDED' } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    // A request of the page's own (the overview's lists load after its first paint; slower
    // under load) may meet the 401 first and leave for sign-in before the click: either way
    // the session ends with the reason (flaked once under load when the click came second).
    const onSignIn = () => /\/sign-in$/.test(new URL(page.url()).pathname);
    if (!onSignIn()) {
      try {
        await sidebar('Projects');
      } catch (e) {
        if (!onSignIn()) throw e;
      }
    }
    await waitForPath(page, /\/sign-in$/);
    await waitForText(page, 'no longer accepts your token', { selector: '[data-testid=signed-out-reason]' });
    await waitForText(page, 'req_', { selector: '[data-testid=signed-out-reason]' });
  });

  step('development sign-in, then an expired session goes back to sign-in with a clear message', async () => {
    await clickButton(page, 'Development sign-in (org_demo)');
    // Back to the page the ended session was on.
    await waitForPath(page, /\/projects$/);
    await expectValue('[data-testid=org-id]', 'org_demo');
    await clickButton(page, 'Sign out');
    await waitForPath(page, /\/sign-in$/);
    const short = server.mintToken({ org, ttl: 3 });
    await fill(page, '#token', short);
    await clickButton(page, 'Sign in');
    await waitForPath(page, /\/overview$/);
    await page.waitForSelector('[data-testid=signed-out-reason]', { timeout: 15_000 });
    await waitForText(page, 'Your session expired', { selector: '[data-testid=signed-out-reason]' });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('cxs.console.session')), null);
    await noCspViolations();
    assert.deepEqual(page.problems, [], 'no console errors or uncaught exceptions');
  });
});
