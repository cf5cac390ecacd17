import { useState } from 'preact/hooks';
import { toServiceError, type ServiceError } from '../api/errors';
import type { AssistDraft, AssistWant, Schema } from '../api/types';
import { Badge, Button, ErrorBanner, FormField, Spinner, confirmDialog, describedBy, toast } from '../components/ui';
import { api } from '../lib/api';
import { fromDraft } from '../lib/draft';
import { relativeTime } from '../lib/format';
import { useAsync } from '../lib/hooks';
import type { ApiTabProps } from './api';
import { countFields } from './project-apis';

const WANTS: { id: AssistWant; label: string; help: string; placeholder: string }[] = [
  { id: 'fields', label: 'Suggest fields', help: 'A complete schema for what you describe, from the closest template.', placeholder: 'e.g. antenatal visit with blood pressure, diabetes screening and follow-up' },
  { id: 'prompt', label: 'Write the prompt', help: 'A system prompt with one line per field of the draft.', placeholder: 'Optional: anything the prompt should stress' },
  { id: 'edge-cases', label: 'Edge cases', help: 'Inputs that commonly trip extraction, per field type.', placeholder: 'Optional' },
  { id: 'test-transcript', label: 'Test transcript', help: 'A consult that mentions every field, to save as a fixture.', placeholder: 'Optional: setting or specialty' },
  { id: 'diagnose', label: 'Diagnose', help: 'Runs the saved draft on the saved test transcripts and lists empty fields and mismatches.', placeholder: 'Optional' },
  { id: 'chat', label: 'Ask', help: 'A question about designing this API.', placeholder: 'e.g. how do I capture home medicines separately?' },
];

export function AssistantPanel(props: ApiTabProps & { onClose: () => void }) {
  const { api: a, onClose } = props;
  const [want, setWant] = useState<AssistWant>('fields');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);
  const [msgErr, setMsgErr] = useState<string | null>(null);
  const [shown, setShown] = useState<AssistDraft | null>(null);
  const history = useAsync(() => api().aiAssist.drafts(a.id, { limit: 10 }), [a.id]);
  const w = WANTS.find((x) => x.id === want)!;

  const ask = async (e: Event) => {
    e.preventDefault();
    setMsgErr(null);
    if (want === 'chat' && !message.trim()) {
      setMsgErr('Write your question.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const d = await api().aiAssist.ask({ apiId: a.id, want, ...(message.trim() ? { message: message.trim() } : {}) });
      setShown(d);
      history.setData((h) => ({ items: [d, ...(h?.items ?? [])].slice(0, 10), nextCursor: h?.nextCursor ?? null }));
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside class="assistant" id="assistant-panel" aria-label="AI assistant">
      <div class="assistant-head">
        <h2 class="assistant-title">✦ AI assistant</h2>
        <button type="button" class="icon-btn" aria-label="Close the AI assistant" onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" stroke="currentColor" stroke-width="1.8"><path d="M4 4l8 8M12 4l-8 8" /></svg>
        </button>
      </div>
      <p class="assistant-note">Advice only: nothing changes until you apply it and save the draft.</p>
      <form onSubmit={ask} noValidate>
        <fieldset class="fieldset">
          <legend class="form-label">What do you need?</legend>
          <div class="want-grid">
            {WANTS.map((x) => (
              <label key={x.id} class={`want${want === x.id ? ' want-on' : ''}`}>
                <input type="radio" name="want" value={x.id} checked={want === x.id} onChange={() => setWant(x.id)} />
                <span>{x.label}</span>
              </label>
            ))}
          </div>
          <p class="form-hint">{w.help}</p>
        </fieldset>
        <FormField id="assist-msg" label={want === 'chat' ? 'Question' : 'Message'} required={want === 'chat'} error={msgErr}>
          <textarea id="assist-msg" class="input" rows={3} value={message} placeholder={w.placeholder} maxLength={4000}
            aria-invalid={msgErr ? 'true' : undefined} aria-describedby={describedBy('assist-msg', false, msgErr)}
            onInput={(e) => setMessage((e.currentTarget as HTMLTextAreaElement).value)} />
        </FormField>
        <Button type="submit" variant="primary" busy={busy} class="btn-block">Ask the assistant</Button>
      </form>
      <ErrorBanner error={error} title="The assistant could not answer" />
      {busy && <Spinner label="Thinking…" />}
      {shown && <AssistResult draft={shown} {...props} onWant={(x) => setWant(x)} />}
      <div class="assistant-history">
        <h3 class="assistant-subtitle">Recent answers</h3>
        {history.loading && !history.data && <Spinner label="Loading…" />}
        <ErrorBanner error={history.error} onRetry={history.reload} />
        {history.data?.items.length === 0 && <p class="muted">None yet.</p>}
        <ul class="history-list">
          {history.data?.items.map((d) => (
            <li key={d.id}>
              <button type="button" class={`history-item${shown?.id === d.id ? ' history-item-on' : ''}`} onClick={() => setShown(d)}>
                <span>{WANTS.find((x) => x.id === d.want)?.label ?? d.want}</span>
                <span class="muted">{relativeTime(d.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

function AssistResult({ draft, setWork, work, dirty, api: a, onWant }: ApiTabProps & { draft: AssistDraft; onWant: (w: AssistWant) => void }) {
  const r = draft.result ?? {};
  const readOnly = a.status === 'ARCHIVED';
  const [saving, setSaving] = useState(false);
  const applySchema = async (schema: Schema) => {
    const ok = await confirmDialog({
      title: 'Replace the draft schema?',
      message: <p>The Builder's sections and fields are replaced by the suggestion ({countFields(schema)} fields){dirty ? ', including your unsaved edits' : ''}. Save the draft to keep it.</p>,
      confirmLabel: 'Replace schema',
    });
    if (!ok) return;
    const sections = fromDraft({ schema, systemPrompt: '', inputs: [], insights: { enabled: false, kinds: [] } }).sections;
    setWork((w) => ({ ...w, sections }));
    toast('Schema applied to the draft (not saved yet)');
  };
  const saveTranscript = async (transcript: string) => {
    setSaving(true);
    try {
      await api().testTranscripts.create(a.id, { name: `Assistant transcript ${new Date().toLocaleString()}`, transcript });
      toast('Saved as a test transcript (see the Playground)');
    } catch (e) {
      toast(toServiceError(e).message, 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <div class="assist-result" aria-live="polite">
      <div class="assist-result-head">
        <Badge tone="accent">{draft.want}</Badge>
        <span class="muted">{draft.engine === 'remote' ? 'model + rules' : 'built-in rules'} · {relativeTime(draft.createdAt)}</span>
      </div>
      {typeof r.answer === 'string' && <p class="assist-answer">{r.answer}</p>}
      {draft.want === 'fields' && r.schema && (
        <>
          {r.basedOnTemplate && <p>Based on template <code>{r.basedOnTemplate}</code>.</p>}
          <ul class="assist-schema">
            {(r.schema as Schema).sections.map((s) => (
              <li key={s.id}>
                <strong>{s.title}</strong>
                <span class="muted"> · {s.fields.map((f) => `${f.key} (${f.type})`).join(', ')}</span>
              </li>
            ))}
          </ul>
          {Array.isArray(r.notes) && r.notes.length > 0 && <ul class="assist-notes">{r.notes.map((n: string, i: number) => <li key={i}>{n}</li>)}</ul>}
          {!readOnly && <Button size="sm" onClick={() => applySchema(r.schema)}>Apply to the draft</Button>}
        </>
      )}
      {draft.want === 'prompt' && typeof r.systemPrompt === 'string' && (
        <>
          <pre class="code code-small">{r.systemPrompt}</pre>
          {!readOnly && (
            <Button size="sm" onClick={() => { setWork((w) => ({ ...w, systemPrompt: r.systemPrompt })); toast('Prompt applied to the draft (not saved yet)'); }}
              disabled={work.systemPrompt === r.systemPrompt}>
              Use this prompt
            </Button>
          )}
        </>
      )}
      {draft.want === 'edge-cases' && Array.isArray(r.cases) && (
        <ul class="edge-list">
          {r.cases.map((c: { field: string; kind: string; input: string; expect: unknown }, i: number) => (
            <li key={i}>
              <span class="edge-kind">{c.kind}</span> <code>{c.field}</code>
              <p class="edge-input">“{c.input}”</p>
              <p class="muted">Expect: {typeof c.expect === 'string' ? c.expect : JSON.stringify(c.expect)}</p>
            </li>
          ))}
        </ul>
      )}
      {draft.want === 'test-transcript' && typeof r.transcript === 'string' && (
        <>
          <pre class="transcript transcript-small">{r.transcript}</pre>
          {Array.isArray(r.covers) && <p class="muted">Covers: {r.covers.join(', ')}</p>}
          <Button size="sm" busy={saving} onClick={() => saveTranscript(r.transcript)}>Save as test transcript</Button>
        </>
      )}
      {draft.want === 'diagnose' && (
        <>
          {Array.isArray(r.runs) && r.runs.length === 0 && <p class="muted">No saved test transcripts to run: save some in the Playground.</p>}
          {Array.isArray(r.runs) && r.runs.map((run: { testTranscriptId: string; name: string; emptyFields: string[]; mismatches: { field: string; expected: unknown; got: unknown }[] }) => (
            <div key={run.testTranscriptId} class="diag-run">
              <p><strong>{run.name}</strong></p>
              {run.emptyFields.length > 0 && <p class="muted">Empty: {run.emptyFields.join(', ')}</p>}
              {run.mismatches.map((m, i) => (
                <p key={i} class="diag-mismatch"><code>{m.field}</code>: expected {JSON.stringify(m.expected)}, got {JSON.stringify(m.got)}</p>
              ))}
              {run.emptyFields.length === 0 && run.mismatches.length === 0 && <p class="text-success">Every field filled as expected.</p>}
            </div>
          ))}
          {Array.isArray(r.alwaysEmpty) && r.alwaysEmpty.length > 0 && <p>Always empty: {r.alwaysEmpty.join(', ')}</p>}
          {Array.isArray(r.advice) ? <ul class="assist-notes">{r.advice.map((x: string, i: number) => <li key={i}>{x}</li>)}</ul> : r.advice && <p>{String(r.advice)}</p>}
        </>
      )}
      {draft.want === 'chat' && Array.isArray(r.suggestions) && r.suggestions.length > 0 && (
        <ul class="assist-notes">
          {r.suggestions.map((s: { want: AssistWant; why: string }, i: number) => (
            <li key={i}>
              {s.why} <button type="button" class="link-btn" onClick={() => onWant(s.want)}>Ask for {s.want}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
