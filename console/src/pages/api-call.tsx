import { useState } from 'preact/hooks';
import { Card, CopyButton, Link, Notice, TabPanel, Tabs } from '../components/ui';
import type { ApiTabProps } from './api';

type Lang = 'curl' | 'typescript' | 'python';

export function snippets(baseUrl: string, slug: string, inputs: { key: string; type: string; required?: boolean }[]): Record<Lang, string> {
  const sampleInputs: Record<string, unknown> = {};
  for (const i of inputs.filter((x) => x.required)) {
    sampleInputs[i.key] = i.type === 'number' || i.type === 'integer' ? 0 : i.type === 'boolean' ? false : i.type === 'object' ? {} : `<${i.key}>`;
  }
  const hasInputs = Object.keys(sampleInputs).length > 0;
  const text = 'c/o fever for 3 days. BP 130/85. Tab Dolo 650 1-0-1 after food.';
  const body = { text, ...(hasInputs ? { inputs: sampleInputs } : {}) };
  const curl = [
    `curl -sS -X POST '${baseUrl}/extract/${slug}' \\`,
    `  -H "Authorization: Bearer $CXS_API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
  const origin = baseUrl.replace(/\/api\/studio\/v1$/, '');
  const ts = [
    `import { CxsClient, SvcError } from '@cxs/client';`,
    ``,
    `// Server-side (Node); in a browser or mobile app use a test key and platform 'web' / 'mobile-*'.`,
    `const cxs = new CxsClient({ baseUrl: '${origin}', apiKey: process.env.CXS_API_KEY!, platform: 'node' });`,
    ``,
    `try {`,
    `  const result = await cxs.extract('${slug}', {`,
    `    text: ${JSON.stringify(text)},`,
    ...(hasInputs ? [`    inputs: ${JSON.stringify(sampleInputs)},`] : []),
    `  }); // add { format: 'fhir' } as a third argument for a FHIR R4 bundle`,
    `  console.log(result.data, result.warnings ?? []);`,
    `} catch (e) {`,
    `  if (e instanceof SvcError) console.error(e.code, e.message, e.requestId);`,
    `  throw e;`,
    `}`,
  ].join('\n');
  const py = [
    `import os, uuid`,
    `import requests`,
    ``,
    `resp = requests.post(`,
    `    "${baseUrl}/extract/${slug}",`,
    `    headers={`,
    `        "Authorization": f"Bearer {os.environ['CXS_API_KEY']}",`,
    `        "Idempotency-Key": str(uuid.uuid4()),`,
    `    },`,
    `    json=${pyLiteral(body)},`,
    `    timeout=130,`,
    `)`,
    `if not resp.ok:`,
    `    err = resp.json()`,
    `    raise RuntimeError(f"{err['code']}: {err['error']} (request {err['requestId']})")`,
    `result = resp.json()`,
    `print(result["data"])`,
  ].join('\n');
  return { curl, typescript: ts, python: py };
}

function pyLiteral(v: unknown): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (Array.isArray(v)) return `[${v.map(pyLiteral).join(', ')}]`;
  if (typeof v === 'object') return `{${Object.entries(v as object).map(([k, x]) => `${JSON.stringify(k)}: ${pyLiteral(x)}`).join(', ')}}`;
  return JSON.stringify(v);
}

export function ApiCallTab({ api: a, projectId }: ApiTabProps) {
  const [lang, setLang] = useState<Lang>('curl');
  const baseUrl = `${location.origin}/api/studio/v1`;
  const sn = snippets(baseUrl, a.slug, a.publishedInputs ?? a.draft.inputs ?? []);
  return (
    <div>
      {a.status !== 'PUBLISHED' && (
        <Notice tone="warning" title={a.status === 'ARCHIVED' ? 'This API is archived' : 'This API is not published yet'}>
          {a.status === 'ARCHIVED'
            ? <>Calls to <code>/extract/{a.slug}</code> answer 404 <code>API_NOT_FOUND</code>.</>
            : <>Until you publish it, calls to <code>/extract/{a.slug}</code> answer 404 <code>API_NOT_FOUND</code>. Try the draft in the Playground.</>}
        </Notice>
      )}
      <Card title={<>Call <code>{a.slug}</code></>} id="call-card">
        <p class="muted card-intro">
          Authenticate with an API key of this project that has the <code>extract</code> scope (
          <Link to={`/projects/${projectId}/keys`}>create one</Link>). Add <code>?format=fhir</code> for a FHIR R4 bundle, <code>includeInsights: true</code> for
          insights, and <code>patientHash</code> / <code>recordedById</code> for the audit trail.
        </p>
        <Tabs idPrefix="snip" label="Language" value={lang} onChange={setLang}
          tabs={[{ id: 'curl', label: 'curl' }, { id: 'typescript', label: 'TypeScript (SDK)' }, { id: 'python', label: 'Python' }]} />
        <TabPanel idPrefix="snip" id={lang}>
          <div class="code-block">
            <div class="code-block-head">
              <span>{lang === 'curl' ? 'Shell' : lang === 'typescript' ? 'TypeScript · @cxs/client' : 'Python 3 · requests'}</span>
              <CopyButton text={sn[lang]} label={`Copy the ${lang} snippet`} />
            </div>
            <pre class="code" data-testid={`snippet-${lang}`}>{sn[lang]}</pre>
          </div>
        </TabPanel>
        <dl class="kv">
          <div><dt>Endpoint</dt><dd><code>POST {baseUrl}/extract/{a.slug}</code></dd></div>
          <div><dt>Discovery</dt><dd><code>GET {baseUrl}/apis/by-slug/{a.slug}</code></dd></div>
          <div><dt>Insights</dt><dd><code>POST {baseUrl}/insights/{a.slug}</code>{!a.draft.insights.enabled && <span class="muted"> (insights are off)</span>}</dd></div>
        </dl>
      </Card>
    </div>
  );
}
