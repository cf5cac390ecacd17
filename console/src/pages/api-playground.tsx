import { useEffect, useRef, useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import type { Evidence, PlaygroundResult, Schema, SchemaField, TestTranscript } from '../api/types';
import {
  Badge, Button, Card, CopyButton, EmptyState, ErrorBanner, FormField, Modal, Spinner, TabPanel, Tabs, confirmDialog,
  describedBy, toast,
} from '../components/ui';
import { api } from '../lib/api';
import { codePointToIndex, formatDate } from '../lib/format';
import { useAsync } from '../lib/hooks';
import { navigate } from '../lib/router';
import type { ApiTabProps } from './api';

const SAMPLE =
  'Patient c/o fever and cough for 3 days. No chest pain. Allergic to penicillin, causes rash. BP 150/95, pulse 104, temp 101 F, SpO2 96%. ' +
  'Impression: acute upper respiratory tract infection. Tab Dolo 650 1-0-1 after food for 3 days. Order CBC. Review after 5 days.';

interface Selected {
  evidence: Evidence;
  label: string;
}

type ResultView = 'form' | 'json' | 'fhir' | 'insights';

export function PlaygroundTab({ api: a, projectId, ensureSaved, setProblems }: ApiTabProps) {
  const [source, setSource] = useState<'text' | 'saved'>('text');
  const [text, setText] = useState(SAMPLE);
  const [ttId, setTtId] = useState('');
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [includeInsights, setIncludeInsights] = useState(false);
  const [fhir, setFhir] = useState(true);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);
  const [result, setResult] = useState<{ res: PlaygroundResult; text: string; schema: Schema } | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [view, setView] = useState<ResultView>('form');
  const [editing, setEditing] = useState<TestTranscript | 'new' | null>(null);

  const transcripts = useAsync(() => listAll((q) => api().testTranscripts.list(a.id, q)), [a.id]);
  const declared = a.draft.inputs ?? [];
  const chosen = transcripts.data?.find((t) => t.id === ttId);

  useEffect(() => {
    if (!ttId && transcripts.data?.length) setTtId(transcripts.data[0].id);
  }, [transcripts.data]);

  const inputValues = (): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = {};
    for (const d of declared) {
      const raw = inputs[d.key];
      if (raw === undefined || raw === '') continue;
      if (d.type === 'number' || d.type === 'integer') out[d.key] = Number(raw);
      else if (d.type === 'boolean') out[d.key] = raw === 'true';
      else if (d.type === 'object') {
        try {
          out[d.key] = JSON.parse(raw);
        } catch {
          out[d.key] = raw;
        }
      } else out[d.key] = raw;
    }
    return Object.keys(out).length ? out : undefined;
  };

  const run = async (e?: Event) => {
    e?.preventDefault();
    if (!(await ensureSaved('The playground'))) return;
    setRunning(true);
    setError(null);
    setSelected(null);
    try {
      const body = source === 'text' ? { text } : { testTranscriptId: ttId };
      const res = await api().apis.playground(a.id, { ...body, inputs: inputValues(), includeInsights: includeInsights || undefined, format: fhir ? 'fhir' : 'json' });
      const ran = source === 'text' ? text : chosen?.transcript ?? '';
      // The run used the saved draft: read its schema as it is now.
      setResult({ res, text: ran, schema: a.draft.schema });
      if (view === 'fhir' && !res.fhir) setView('form');
      if (view === 'insights' && !res.insights) setView('form');
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setRunning(false);
    }
  };

  const removeTranscript = async (t: TestTranscript) => {
    const ok = await confirmDialog({ title: `Delete test transcript "${t.name}"?`, message: <p>It is deleted for good.</p>, confirmLabel: 'Delete', danger: true });
    if (!ok) return;
    try {
      await api().testTranscripts.remove(t.id);
      transcripts.setData((l) => (l ?? []).filter((x) => x.id !== t.id));
      if (ttId === t.id) setTtId('');
      toast('Test transcript deleted');
    } catch (err) {
      setError(toServiceError(err));
    }
  };

  const draftProblems = error?.status === 422 && error.fields?.some((f) => f.field.startsWith('draft.'));
  const views: { id: ResultView; label: string }[] = [
    { id: 'form', label: 'Form' },
    { id: 'json', label: 'JSON' },
    ...(result?.res.fhir ? [{ id: 'fhir' as const, label: 'FHIR bundle' }] : []),
    ...(result?.res.insights ? [{ id: 'insights' as const, label: `Insights (${result.res.insights.items.length})` }] : []),
  ];

  return (
    <div class="playground">
      <div class="playground-grid">
        <div class="playground-main">
          <Card title="Run the draft" id="pg-input">
            <form onSubmit={run} noValidate>
              <p class="muted card-intro">
                Runs the <strong>saved draft</strong> exactly as <code>/extract/{a.slug}</code> will run it once published. Each run is recorded in Logs as
                endpoint <code>playground</code>.
              </p>
              <fieldset class="fieldset">
                <legend class="form-label">Source</legend>
                <div class="radio-inline">
                  <label class="checkbox"><input type="radio" name="pg-source" checked={source === 'text'} onChange={() => setSource('text')} /> Text</label>
                  <label class="checkbox"><input type="radio" name="pg-source" checked={source === 'saved'} onChange={() => setSource('saved')} /> Saved test transcript</label>
                </div>
              </fieldset>
              {source === 'text' ? (
                <FormField id="pg-text" label="Transcript or note">
                  <textarea id="pg-text" class="input" rows={6} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
                </FormField>
              ) : (
                <FormField id="pg-tt" label="Test transcript" hint={transcripts.data?.length === 0 ? 'No saved test transcripts yet: save one below.' : undefined}>
                  <select id="pg-tt" class="input select" value={ttId} aria-describedby={describedBy('pg-tt', transcripts.data?.length === 0)}
                    onChange={(e) => setTtId((e.currentTarget as HTMLSelectElement).value)}>
                    {(transcripts.data ?? []).map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
                  </select>
                </FormField>
              )}
              {declared.length > 0 && (
                <fieldset class="fieldset">
                  <legend class="form-label">Declared inputs</legend>
                  <div class="form-grid-2">
                    {declared.map((d) => (
                      <FormField key={d.key} id={`pg-in-${d.key}`} label={<>{d.key} <span class="muted">({d.type}{d.required ? ', required' : ''})</span></>} hint={d.description || undefined}>
                        {d.type === 'boolean' ? (
                          <select id={`pg-in-${d.key}`} class="input select" value={inputs[d.key] ?? ''} onChange={(e) => setInputs({ ...inputs, [d.key]: (e.currentTarget as HTMLSelectElement).value })}>
                            <option value="">(not sent)</option>
                            <option value="true">true</option>
                            <option value="false">false</option>
                          </select>
                        ) : (
                          <input id={`pg-in-${d.key}`} class="input" value={inputs[d.key] ?? ''} type={d.type === 'number' || d.type === 'integer' ? 'number' : 'text'}
                            aria-describedby={d.description ? `pg-in-${d.key}-hint` : undefined}
                            onInput={(e) => setInputs({ ...inputs, [d.key]: (e.currentTarget as HTMLInputElement).value })} />
                        )}
                      </FormField>
                    ))}
                  </div>
                </fieldset>
              )}
              <div class="checkbox-row">
                <label class="checkbox">
                  <input type="checkbox" checked={fhir} onChange={(e) => setFhir((e.currentTarget as HTMLInputElement).checked)} />
                  <span>Also build the FHIR R4 bundle (<code>?format=fhir</code>)</span>
                </label>
                <label class="checkbox">
                  <input type="checkbox" checked={includeInsights} disabled={!a.draft.insights.enabled} onChange={(e) => setIncludeInsights((e.currentTarget as HTMLInputElement).checked)} />
                  <span>Include insights{!a.draft.insights.enabled && <span class="muted"> (enable them on the Insights tab)</span>}</span>
                </label>
              </div>
              <div class="form-actions form-actions-left">
                <Button type="submit" variant="primary" busy={running} disabled={source === 'saved' && !ttId} data-testid="run-playground">
                  Run
                </Button>
                {source === 'text' && (
                  <Button onClick={() => setEditing('new')} disabled={!text.trim()}>Save as test transcript</Button>
                )}
              </div>
            </form>
          </Card>
        <ErrorBanner error={error} title={draftProblems ? 'The draft is not finished' : 'The run failed'} />
        {draftProblems && (
          <div class="form-actions form-actions-left">
            <Button onClick={() => { setProblems(error?.fields ?? []); void navigate(`/projects/${projectId}/apis/${a.id}/builder`); }}>Show the problems in the Builder</Button>
          </div>
        )}

        {running && !result && <Spinner label="Running the draft…" />}
        {result && (
          <Card title="Result" id="pg-result" actions={<Badge tone="info">version: {result.res.version}</Badge>}>
            {result.res.warnings && result.res.warnings.length > 0 && (
              <div class="alert alert-warning" role="note" data-testid="warnings">
                <div class="alert-body">
                  <strong class="alert-title">{result.res.warnings.length} warning{result.res.warnings.length > 1 ? 's' : ''}</strong>
                  <ul class="warning-list">
                    {result.res.warnings.map((w, i) => (
                      <li key={i}>
                        <code>{w.code}</code> <code>{w.field}</code>: {w.message}{' '}
                        {w.evidence && (
                          <EvidenceButton evidence={w.evidence} label={`warning ${w.field}`} selected={selected} onSelect={setSelected}>Show in text</EvidenceButton>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
            {result.res.phiTokenMap && (
              <div class="alert alert-info" role="note">
                <div class="alert-body">
                  <strong class="alert-title">PHI redaction is on</strong>
                  <p class="alert-message">
                    {Object.keys(result.res.phiTokenMap).length
                      ? `Identifiers were replaced by tokens before extraction: ${Object.keys(result.res.phiTokenMap).join(', ')}.`
                      : 'No identifier was found to redact.'}
                  </p>
                </div>
              </div>
            )}
            <Tabs idPrefix="pg" label="Result views" tabs={views} value={view} onChange={setView} />
            {view === 'form' && (
              <TabPanel idPrefix="pg" id="form">
                <ResultForm schema={result.schema} data={result.res.data} selected={selected} onSelect={setSelected} />
              </TabPanel>
            )}
            {view === 'json' && (
              <TabPanel idPrefix="pg" id="json">
                <JsonBlock value={{ ...result.res, fhir: undefined }} label="Result JSON" />
              </TabPanel>
            )}
            {view === 'fhir' && result.res.fhir !== undefined && (
              <TabPanel idPrefix="pg" id="fhir">
                <FhirSummary bundle={result.res.fhir} />
                <JsonBlock value={result.res.fhir} label="FHIR bundle JSON" />
              </TabPanel>
            )}
            {view === 'insights' && result.res.insights && (
              <TabPanel idPrefix="pg" id="insights">
                <ul class="insight-list">
                  {result.res.insights.items.map((it, i) => (
                    <li key={i} class={`insight insight-${it.severity}`}>
                      <Badge tone={it.severity === 'critical' ? 'danger' : it.severity === 'warning' ? 'warning' : 'info'}>{it.severity}</Badge>
                      <div>
                        <p class="insight-title">{it.title} <code class="muted">{it.code}</code></p>
                        <p class="insight-detail">{it.detail}</p>
                        {it.evidence.map((ev, j) => (
                          <EvidenceButton key={j} evidence={ev} label={it.title} selected={selected} onSelect={setSelected}>
                            Evidence {j + 1}
                          </EvidenceButton>
                        ))}
                      </div>
                    </li>
                  ))}
                  {result.res.insights.items.length === 0 && <li class="muted">No insight for this text.</li>}
                </ul>
              </TabPanel>
            )}
          </Card>
          )}
        </div>
        <div class="playground-side">
          <Card title="Source text" id="pg-source">
            {result ? (
              <TranscriptView text={result.text} selected={selected} />
            ) : (
              <p class="muted">Run the draft to see the text with the evidence of each value. Click a value in the result to highlight where it came from.</p>
            )}
          </Card>
        </div>
      </div>

      <Card title="Saved test transcripts" id="pg-saved" actions={<Button size="sm" onClick={() => setEditing('new')}>New test transcript</Button>}>
        <p class="muted card-intro">Regression fixtures for this API: run them here, and the AI assistant's <em>diagnose</em> runs the draft on all of them.</p>
        <ErrorBanner error={transcripts.error} onRetry={transcripts.reload} title="Test transcripts could not be loaded" />
        {transcripts.loading && !transcripts.data && <Spinner label="Loading test transcripts…" />}
        {transcripts.data?.length === 0 && <EmptyState title="No test transcripts yet">Save the text above, or write one, to run it again after each change.</EmptyState>}
        {transcripts.data && transcripts.data.length > 0 && (
          <div class="table-wrap">
            <table class="table table-compact">
              <caption class="sr-only">Saved test transcripts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Transcript</th>
                  <th scope="col">Expected</th>
                  <th scope="col">Updated</th>
                  <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {transcripts.data.map((t) => (
                  <tr key={t.id}>
                    <td class="cell-main">{t.name}</td>
                    <td class="muted truncate">{t.transcript}</td>
                    <td>{t.expected ? <Badge tone="info">{Object.keys(t.expected).length} fields</Badge> : '—'}</td>
                    <td>{formatDate(t.updatedAt)}</td>
                    <td class="actions-col">
                      <div class="row-actions">
                        <Button size="sm" variant="ghost" onClick={() => { setSource('saved'); setTtId(t.id); document.getElementById('pg-input')?.scrollIntoView(); }}
                          aria-label={`Use test transcript ${t.name}`}>Use</Button>
                        <Button size="sm" variant="ghost" onClick={() => setEditing(t)} aria-label={`Edit test transcript ${t.name}`}>Edit</Button>
                        <Button size="sm" variant="ghost" class="text-danger" onClick={() => removeTranscript(t)} aria-label={`Delete test transcript ${t.name}`}>Delete</Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Modal title={editing === 'new' ? 'Save test transcript' : 'Edit test transcript'} open={!!editing} onClose={() => setEditing(null)} size="lg">
        {editing && (
          <TranscriptForm
            apiId={a.id}
            initial={editing === 'new' ? { name: '', transcript: source === 'text' ? text : '', expected: result ? result.res.data : null } : editing}
            existing={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(t) => {
              setEditing(null);
              transcripts.setData((l) => (editing === 'new' ? [...(l ?? []), t] : (l ?? []).map((x) => (x.id === t.id ? t : x))));
              toast(editing === 'new' ? 'Test transcript saved' : 'Test transcript updated');
            }}
          />
        )}
      </Modal>
    </div>
  );
}

function TranscriptForm({ apiId, initial, existing, onDone, onCancel }: {
  apiId: string;
  initial: { name: string; transcript: string; expected: Record<string, unknown> | null };
  existing: TestTranscript | null;
  onDone: (t: TestTranscript) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [transcript, setTranscript] = useState(initial.transcript);
  const [expected, setExpected] = useState(initial.expected ? JSON.stringify(initial.expected, null, 2) : '');
  const [expectedErr, setExpectedErr] = useState<string | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setExpectedErr(null);
    let exp: Record<string, unknown> | null = null;
    if (expected.trim()) {
      try {
        exp = JSON.parse(expected);
        if (!exp || typeof exp !== 'object' || Array.isArray(exp)) throw new Error('not an object');
      } catch {
        setExpectedErr('Expected data must be a JSON object, or empty.');
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      const body = { name: name.trim(), transcript, expected: exp };
      const t = existing ? await api().testTranscripts.update(existing.id, body) : await api().testTranscripts.create(apiId, body);
      onDone(t);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };
  const fe = (f: string) => error?.fields?.find((x) => x.field === f)?.message ?? null;
  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner error={error && !fe('name') && !fe('transcript') ? error : null} />
      <FormField id="tt-name" label="Name" required error={fe('name')}>
        <input id="tt-name" autoFocus class="input" value={name} aria-invalid={fe('name') ? 'true' : undefined} aria-describedby={describedBy('tt-name', false, fe('name'))}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </FormField>
      <FormField id="tt-text" label="Transcript" required error={fe('transcript')}>
        <textarea id="tt-text" class="input" rows={8} value={transcript} aria-invalid={fe('transcript') ? 'true' : undefined} aria-describedby={describedBy('tt-text', false, fe('transcript'))}
          onInput={(e) => setTranscript((e.currentTarget as HTMLTextAreaElement).value)} />
      </FormField>
      <FormField id="tt-expected" label="Expected data (JSON, optional)" hint="What the extraction should give; the assistant's diagnose compares against it." error={expectedErr ?? fe('expected')}>
        <textarea id="tt-expected" class="input mono" rows={6} value={expected} aria-describedby={describedBy('tt-expected', true, expectedErr ?? fe('expected'))}
          onInput={(e) => setExpected((e.currentTarget as HTMLTextAreaElement).value)} />
      </FormField>
      <div class="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy}>{existing ? 'Save changes' : 'Save test transcript'}</Button>
      </div>
    </form>
  );
}

function TranscriptView({ text, selected }: { text: string; selected: Selected | null }) {
  const ref = useRef<HTMLElement>(null);
  const box = useRef<HTMLPreElement>(null);
  // Scroll the text box (not the page) so the highlighted span is in view.
  useEffect(() => {
    const m = ref.current;
    const b = box.current;
    if (!m || !b) return;
    const top = m.offsetTop - b.offsetTop;
    if (top < b.scrollTop || top > b.scrollTop + b.clientHeight - 24) b.scrollTop = Math.max(0, top - b.clientHeight / 3);
  }, [selected]);
  if (!selected) return <pre class="transcript" data-testid="transcript">{text}</pre>;
  const s = codePointToIndex(text, selected.evidence.start);
  const e = codePointToIndex(text, selected.evidence.end);
  return (
    <div>
      <p class="evidence-caption" aria-live="polite">
        Evidence of <strong>{selected.label}</strong>: characters {selected.evidence.start}–{selected.evidence.end}
      </p>
      <pre class="transcript" data-testid="transcript" ref={box}>
        {text.slice(0, s)}
        <mark class="evidence-active" ref={ref}>{text.slice(s, e)}</mark>
        {text.slice(e)}
      </pre>
    </div>
  );
}

function EvidenceButton({ evidence, label, selected, onSelect, children }: {
  evidence: Evidence;
  label: string;
  selected: Selected | null;
  onSelect: (s: Selected) => void;
  children: preact.ComponentChildren;
}) {
  const on = !!selected && selected.evidence.start === evidence.start && selected.evidence.end === evidence.end && selected.label === label;
  return (
    <button type="button" class={`evidence-btn${on ? ' evidence-btn-on' : ''}`} aria-pressed={on} onClick={() => onSelect({ evidence, label })}
      title={`Highlight characters ${evidence.start}–${evidence.end} in the source text`}>
      {children}
    </button>
  );
}

const VITAL_NAMES: Record<string, string> = {
  bloodPressure: 'Blood pressure', heartRate: 'Heart rate', respiratoryRate: 'Respiratory rate', temperature: 'Temperature', spo2: 'SpO2',
  weight: 'Weight', height: 'Height', bmi: 'BMI', bloodGlucose: 'Blood glucose',
};

type Sel = { selected: Selected | null; onSelect: (s: Selected) => void };

function ResultForm({ schema, data, selected, onSelect }: { schema: Schema; data: Record<string, unknown> } & Sel) {
  return (
    <div class="result-form">
      {schema.sections.map((s) => (
        <section key={s.id} class="result-section" aria-labelledby={`rs-${s.id}`}>
          <h3 class="result-section-title" id={`rs-${s.id}`}>{s.title}</h3>
          <dl class="result-fields">
            {s.fields.map((f) => <ResultField key={f.key} field={f} value={data[f.key]} selected={selected} onSelect={onSelect} />)}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** Types whose value is a table or list: shown under their label, full width. */
const BLOCK_TYPES = new Set(['vitals-block', 'diagnosis-list', 'medication-list', 'allergy-list', 'investigation-list', 'object']);

function ResultField({ field, value, selected, onSelect }: { field: SchemaField; value: unknown } & Sel) {
  return (
    <div class={`result-field${BLOCK_TYPES.has(field.type) && value !== null && value !== undefined ? ' result-field-block' : ''}`} data-result-key={field.key}>
      <dt>
        {field.label} <code class="muted">{field.key}</code>
      </dt>
      <dd>
        <ResultValue field={field} value={value} selected={selected} onSelect={onSelect} />
      </dd>
    </div>
  );
}

function ev(v: unknown): Evidence | null {
  const e = (v as { evidence?: Evidence } | null)?.evidence;
  return e && typeof e.start === 'number' && typeof e.end === 'number' ? e : null;
}

function ResultValue({ field, value, selected, onSelect }: { field: SchemaField; value: unknown } & Sel) {
  if (value === null || value === undefined) return <span class="muted">Not found</span>;
  if (field.type === 'vitals-block' && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Record<string, unknown>>);
    if (!entries.length) return <span class="muted">No vitals</span>;
    return (
      <div class="table-wrap"><table class="table table-compact result-table">
        <thead><tr><th scope="col">Vital</th><th scope="col">Value</th><th scope="col">LOINC</th><th scope="col">Flag</th><th scope="col">Evidence</th></tr></thead>
        <tbody>
          {entries.map(([k, v]) => {
            const reading = k === 'bloodPressure' ? `${v.systolic}/${v.diastolic} ${v.unit}` : `${v.value} ${v.unit}`;
            const orig = v.original as { value: number; unit: string } | undefined;
            const e = ev(v);
            return (
              <tr key={k}>
                <td>{VITAL_NAMES[k] ?? k}</td>
                <td class="nowrap">
                  {reading}
                  {orig && <span class="cell-sub">said {orig.value} {orig.unit}</span>}
                </td>
                <td class="mono nowrap">{String(v.loinc ?? '')}</td>
                <td>{v.flag ? <Badge tone={v.flag === 'implausible' ? 'danger' : 'warning'}>{String(v.flag)}</Badge> : <span class="muted">normal</span>}</td>
                <td>{e && <EvidenceButton evidence={e} label={`${field.label}: ${VITAL_NAMES[k] ?? k}`} selected={selected} onSelect={onSelect}>Show</EvidenceButton>}</td>
              </tr>
            );
          })}
        </tbody>
      </table></div>
    );
  }
  if (Array.isArray(value) && ['diagnosis-list', 'medication-list', 'allergy-list', 'investigation-list'].includes(field.type)) {
    if (!value.length) return <span class="muted">None</span>;
    return (
      <ul class="item-list">
        {value.map((item: Record<string, unknown>, i) => {
          const e = ev(item);
          const title = String(item.name ?? item.substance ?? `item ${i + 1}`);
          const details = describeItem(field.type, item);
          return (
            <li key={i} class="item">
              <div class="item-text">
                <span class="item-title">{title}</span>
                {details && <span class="item-details">{details}</span>}
              </div>
              {e && <EvidenceButton evidence={e} label={`${field.label}: ${title}`} selected={selected} onSelect={onSelect}>Show</EvidenceButton>}
            </li>
          );
        })}
      </ul>
    );
  }
  if (field.type === 'object' && typeof value === 'object' && field.fields) {
    return (
      <dl class="result-fields nested-result">
        {field.fields.map((f) => <ResultField key={f.key} field={f} value={(value as Record<string, unknown>)[f.key]} selected={selected} onSelect={onSelect} />)}
      </dl>
    );
  }
  if (Array.isArray(value)) return <ul class="chip-list">{value.map((v, i) => <li key={i} class="chip">{String(v)}</li>)}</ul>;
  if (typeof value === 'boolean') return <Badge tone={value ? 'success' : 'neutral'}>{value ? 'Yes' : 'No'}</Badge>;
  if (typeof value === 'object') return <code class="break">{JSON.stringify(value)}</code>;
  return <span class="value-text">{String(value)}</span>;
}

function describeItem(type: string, it: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (label: string, v: unknown) => {
    if (v !== undefined && v !== null && v !== '') parts.push(label ? `${label} ${v}` : String(v));
  };
  if (type === 'diagnosis-list') {
    add('', it.status);
    add('ICD-10', it.icd10);
    add('SNOMED', it.snomed);
  } else if (type === 'medication-list') {
    add('', it.generic);
    const dose = it.dose as { value: number; unit: string } | null;
    if (dose) add('', `${dose.value} ${dose.unit}`);
    add('', it.route);
    add('', it.frequency);
    add('', it.timing);
    add('for', it.duration);
    add('', it.instructions);
  } else if (type === 'allergy-list') {
    add('reaction', it.reaction);
    add('', it.severity);
  } else if (type === 'investigation-list') {
    add('', it.status);
    add('LOINC', it.loinc);
    add('result', it.result);
  }
  return parts.join(' · ');
}

function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = JSON.stringify(value, null, 2);
  return (
    <div class="code-block">
      <div class="code-block-head">
        <span>{label}</span>
        <CopyButton text={text} label={`Copy ${label}`} />
      </div>
      <pre class="code" tabIndex={0} aria-label={label}>{text}</pre>
    </div>
  );
}

function FhirSummary({ bundle }: { bundle: unknown }) {
  const entries = ((bundle as { entry?: { resource?: { resourceType?: string } }[] })?.entry ?? []).map((e) => e.resource?.resourceType ?? '?');
  const counts = entries.reduce<Record<string, number>>((m, t) => ({ ...m, [t]: (m[t] ?? 0) + 1 }), {});
  return (
    <p class="fhir-summary">
      FHIR R4 <code>Bundle</code> of type <code>collection</code>, {entries.length} entries:{' '}
      {Object.entries(counts).map(([t, n]) => <Badge key={t} tone="neutral">{n} × {t}</Badge>)}
    </p>
  );
}
