import { Button, Card, EmptyState, Notice, Toggle } from '../components/ui';
import { INPUT_TYPES, INSIGHT_KINDS, newUid, problemsAt, type WInput } from '../lib/draft';
import type { ApiTabProps } from './api';

const PROMPT_MAX = 20000;

export function PromptTab({ work, setWork, problems, api: a }: ApiTabProps) {
  const readOnly = a.status === 'ARCHIVED';
  const err = problems.filter((p) => p.field === 'draft.systemPrompt').map((p) => p.message).join(' ');
  const len = [...work.systemPrompt].length;
  return (
    <Card title="System prompt" id="prompt-card">
      <Notice tone="info">
        The system prompt instructs a remote language model when the deployment uses one. The built-in rule-based engine does not read it, so on this
        deployment it changes nothing until a model is configured. It is versioned with the schema.
      </Notice>
      <div class={`form-field${err ? ' has-error' : ''}`}>
        <label class="form-label" for="system-prompt">Prompt</label>
        <textarea
          id="system-prompt"
          class="input prompt-input"
          rows={18}
          value={work.systemPrompt}
          disabled={readOnly}
          aria-invalid={err ? 'true' : undefined}
          aria-describedby={err ? 'system-prompt-err' : 'system-prompt-count'}
          onInput={(e) => {
            const v = (e.currentTarget as HTMLTextAreaElement).value;
            setWork((w) => ({ ...w, systemPrompt: v }));
          }}
        />
        {err && <p class="form-error" id="system-prompt-err" role="alert">{err}</p>}
        <p class={`form-hint${len > PROMPT_MAX ? ' text-danger' : ''}`} id="system-prompt-count">
          {len.toLocaleString()} / {PROMPT_MAX.toLocaleString()} characters
        </p>
      </div>
    </Card>
  );
}

export function InputsTab({ work, setWork, problems, setProblems, api: a }: ApiTabProps) {
  const readOnly = a.status === 'ARCHIVED';
  const inputProblems = problems.filter((p) => p.field.startsWith('draft.inputs'));
  const listErr = problems.filter((p) => p.field === 'draft.inputs').map((p) => p.message).join(' ');
  const edit = (uid: string, patch: Partial<WInput>) => setWork((w) => ({ ...w, inputs: w.inputs.map((i) => (i.uid === uid ? { ...i, ...patch } : i)) }));
  const structural = (fn: (l: WInput[]) => WInput[]) => {
    setWork((w) => ({ ...w, inputs: fn(w.inputs) }));
    if (inputProblems.length) setProblems(problems.filter((p) => !p.field.startsWith('draft.inputs')));
  };
  const add = () => {
    const taken = work.inputs.map((i) => i.key);
    let k = 'input1';
    for (let n = 2; taken.includes(k); n++) k = `input${n}`;
    const uid = newUid();
    structural((l) => [...l, { uid, key: k, type: 'string', required: false, description: '' }]);
    setTimeout(() => document.getElementById(`in-${uid}-key`)?.focus(), 0);
  };
  const moveInput = (i: number, d: number) =>
    structural((l) => {
      const j = i + d;
      if (j < 0 || j >= l.length) return l;
      const o = l.slice();
      [o[i], o[j]] = [o[j], o[i]];
      return o;
    });

  return (
    <Card
      title="Declared inputs"
      id="inputs-card"
      actions={!readOnly && <Button size="sm" onClick={add}>Add input</Button>}
    >
      <p class="muted card-intro">
        Values a client sends with an extraction request in <code>inputs</code> (for example the department or the patient's age). A required input that
        is missing makes the call fail with 422. An input whose key is also a top-level field fills that field when the text says nothing.
      </p>
      {listErr && <p class="form-error" role="alert">{listErr}</p>}
      {work.inputs.length === 0 ? (
        <EmptyState title="No declared inputs" action={!readOnly && <Button onClick={add}>Add an input</Button>}>
          Requests to this API may then carry no <code>inputs</code>.
        </EmptyState>
      ) : (
        <div class="table-wrap">
          <table class="table table-edit">
            <caption class="sr-only">Declared inputs</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
                <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {work.inputs.map((inp, i) => {
                const own = problemsAt(inputProblems, `draft.inputs[${i}]`);
                const err = (m: string) => own.filter((p) => p.member === m).map((p) => p.message).join(' ');
                const other = own.filter((p) => !['key', 'type', 'description', 'required'].includes(p.member));
                return (
                  <tr key={inp.uid} class={own.length ? 'row-error' : undefined}>
                    <td>
                      <label class="sr-only" for={`in-${inp.uid}-key`}>Key of input {i + 1}</label>
                      <input id={`in-${inp.uid}-key`} class="input input-sm mono" value={inp.key} disabled={readOnly} aria-invalid={err('key') ? 'true' : undefined}
                        aria-describedby={err('key') ? `in-${inp.uid}-key-err` : undefined}
                        onInput={(e) => edit(inp.uid, { key: (e.currentTarget as HTMLInputElement).value })} />
                      {err('key') && <p class="form-error" id={`in-${inp.uid}-key-err`} role="alert">{err('key')}</p>}
                      {other.map((o) => <p class="form-error" role="alert" key={o.message}>{o.message}</p>)}
                    </td>
                    <td>
                      <label class="sr-only" for={`in-${inp.uid}-type`}>Type of input {inp.key}</label>
                      <select id={`in-${inp.uid}-type`} class="input input-sm select" value={inp.type} disabled={readOnly}
                        onChange={(e) => edit(inp.uid, { type: (e.currentTarget as HTMLSelectElement).value })}>
                        {INPUT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
                      </select>
                      {err('type') && <p class="form-error" role="alert">{err('type')}</p>}
                    </td>
                    <td>
                      <input type="checkbox" id={`in-${inp.uid}-req`} checked={inp.required} disabled={readOnly}
                        onChange={(e) => edit(inp.uid, { required: (e.currentTarget as HTMLInputElement).checked })} />
                      <label class="sr-only" for={`in-${inp.uid}-req`}>Input {inp.key} is required</label>
                    </td>
                    <td>
                      <label class="sr-only" for={`in-${inp.uid}-desc`}>Description of input {inp.key}</label>
                      <input id={`in-${inp.uid}-desc`} class="input input-sm" value={inp.description} disabled={readOnly}
                        onInput={(e) => edit(inp.uid, { description: (e.currentTarget as HTMLInputElement).value })} />
                      {err('description') && <p class="form-error" role="alert">{err('description')}</p>}
                    </td>
                    <td class="actions-col">
                      {!readOnly && (
                        <div class="icon-group">
                          <button type="button" class="icon-btn" disabled={i === 0} aria-label={`Move input ${inp.key} up`} onClick={() => moveInput(i, -1)}>↑</button>
                          <button type="button" class="icon-btn" disabled={i === work.inputs.length - 1} aria-label={`Move input ${inp.key} down`} onClick={() => moveInput(i, 1)}>↓</button>
                          <button type="button" class="icon-btn icon-btn-danger" aria-label={`Remove input ${inp.key}`} onClick={() => structural((l) => l.filter((x) => x.uid !== inp.uid))}>✕</button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export function InsightsTab({ work, setWork, problems, api: a }: ApiTabProps) {
  const readOnly = a.status === 'ARCHIVED';
  const errs = problems.filter((p) => p.field.startsWith('draft.insights'));
  const { enabled, kinds } = work.insights;
  const setInsights = (patch: Partial<typeof work.insights>) => setWork((w) => ({ ...w, insights: { ...w.insights, ...patch } }));
  return (
    <Card title="Insights" id="insights-card">
      <p class="muted card-intro">
        Insights are clinical checks run over a transcript: on <code>POST /insights/{a.slug}</code>, and on <code>/extract</code> with
        <code> includeInsights: true</code>. They are part of the draft and take effect when it is published.
      </p>
      {errs.map((e) => <p class="form-error" role="alert" key={e.field}><code>{e.field.replace('draft.', '')}</code>: {e.message}</p>)}
      <Toggle id="insights-enabled" checked={enabled} disabled={readOnly} onChange={(v) => setInsights({ enabled: v, kinds: v && kinds.length === 0 ? INSIGHT_KINDS.map((k) => k.id) : kinds })}
        label="Enable insights for this API" description="When off, /insights answers 404 INSIGHTS_NOT_ENABLED." />
      <fieldset class="fieldset" disabled={!enabled || readOnly}>
        <legend class="form-label">Kinds of insight</legend>
        <div class="kind-grid">
          {INSIGHT_KINDS.map((k) => (
            <label key={k.id} class={`kind-card${kinds.includes(k.id) ? ' kind-card-on' : ''}`}>
              <input type="checkbox" checked={kinds.includes(k.id)}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  setInsights({ kinds: on ? INSIGHT_KINDS.map((x) => x.id).filter((x) => x === k.id || kinds.includes(x)) : kinds.filter((x) => x !== k.id) });
                }} />
              <span>
                <span class="kind-name">{k.label}</span> <code class="kind-id">{k.id}</code>
                <span class="kind-help">{k.help}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
