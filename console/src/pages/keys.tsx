import { useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import type { ApiKey, CreatedApiKey, Project } from '../api/types';
import {
  Badge, Button, CopyButton, EmptyState, ErrorBanner, FormField, Modal, PageHeader, Spinner, StatusBadge, confirmDialog,
  describedBy, toast,
} from '../components/ui';
import { api } from '../lib/api';
import { formatDate, relativeTime } from '../lib/format';
import { useAsync } from '../lib/hooks';
import { projectCrumbs } from './project';

export const SCOPES: { id: string; label: string; def: boolean }[] = [
  { id: 'extract', label: 'extract: POST /extract/{slug}', def: true },
  { id: 'audio', label: 'audio: the audio transcription and extraction routes', def: true },
  { id: 'summarize', label: 'summarize: POST /summarize', def: true },
  { id: 'insights', label: 'insights: POST /insights/{slug}', def: true },
  { id: 'apis:read', label: 'apis:read: discovery (GET /apis, /apis/by-slug/{slug})', def: true },
  { id: 'invocations:read', label: 'invocations:read: patient audit search (GET /invocations)', def: false },
];

export function keyState(k: ApiKey, now = Date.now()): 'active' | 'revoked' | 'expired' {
  if (k.revokedAt) return 'revoked';
  if (k.expiresAt && new Date(k.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

export function KeysSection({ project }: { project: Project }) {
  const list = useAsync(() => listAll((q) => api().keys.list(project.id, q)), [project.id]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [actionError, setActionError] = useState<ServiceError | null>(null);

  const revoke = async (k: ApiKey) => {
    const ok = await confirmDialog({
      title: `Revoke key "${k.name}"?`,
      message: (
        <p>
          Requests with <code>{k.prefix}…</code> get 401 <code>KEY_REVOKED</code> within seconds on every replica. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Revoke key',
      danger: true,
    });
    if (!ok) return;
    setActionError(null);
    try {
      const r = await api().keys.revoke(k.id);
      list.setData((ks) => (ks ?? []).map((x) => (x.id === r.id ? r : x)));
      toast(`Key "${k.name}" revoked`);
    } catch (e) {
      setActionError(toServiceError(e));
    }
  };

  const rows = (list.data ?? []).slice().reverse();
  return (
    <>
      <PageHeader
        title="API keys"
        breadcrumbs={projectCrumbs(project, 'API keys')}
        subtitle="Keys authenticate client applications on the public extraction routes of this project's APIs."
        actions={<Button variant="primary" onClick={() => setCreating(true)}>Create key</Button>}
      />
      <ErrorBanner error={list.error} onRetry={list.reload} title="Keys could not be loaded" />
      <ErrorBanner error={actionError} />
      {list.loading && !list.data && <Spinner label="Loading keys…" />}
      {list.data && list.data.length === 0 && (
        <EmptyState title="No API keys yet" action={<Button variant="primary" onClick={() => setCreating(true)}>Create a key</Button>}>
          Test keys (<code>svc_test_…</code>) may ship in mobile apps and local development; live keys (<code>svc_live_…</code>) are for servers.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <div class="table-wrap card">
          <table class="table">
            <caption class="sr-only">API keys of {project.name}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Mode</th>
                <th scope="col">Scopes</th>
                <th scope="col">Status</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((k) => {
                const st = keyState(k);
                return (
                  <tr key={k.id} data-key-id={k.id}>
                    <td>
                      <span class="cell-main">{k.name}</span>
                      <span class="cell-sub">Created {formatDate(k.createdAt)}</span>
                    </td>
                    <td class="mono">{k.prefix}…</td>
                    <td><Badge tone={k.mode === 'live' ? 'accent' : 'neutral'}>{k.mode}</Badge></td>
                    <td>
                      <ul class="chip-list">
                        {k.scopes.map((s) => <li key={s} class="chip">{s}</li>)}
                      </ul>
                    </td>
                    <td><StatusBadge status={st} /></td>
                    <td>{k.expiresAt ? formatDate(k.expiresAt) : 'Never'}</td>
                    <td title={k.lastUsedAt ?? ''}>{k.lastUsedAt ? relativeTime(k.lastUsedAt) : 'Never'}</td>
                    <td class="actions-col">
                      {st !== 'revoked' && (
                        <Button size="sm" variant="ghost" class="text-danger" onClick={() => revoke(k)} aria-label={`Revoke key ${k.name}`}>
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Modal title="Create API key" open={creating} onClose={() => setCreating(false)}>
        {creating && (
          <CreateKeyForm
            projectId={project.id}
            onCancel={() => setCreating(false)}
            onDone={(k) => {
              setCreating(false);
              setCreated(k);
              list.setData((ks) => [...(ks ?? []), k]);
            }}
          />
        )}
      </Modal>
      <Modal title="Copy your new API key" open={!!created} onClose={() => setCreated(null)} dismissible={false}>
        {created && <ShowSecretOnce kind="API key" value={created.key} name={created.name} onDone={() => setCreated(null)} />}
      </Modal>
    </>
  );
}

/** A secret shown once, with a copy button and a clear warning. */
export function ShowSecretOnce({ kind, value, name, onDone }: { kind: string; value: string; name: string; onDone: () => void }) {
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <div class="secret-once">
      <div class="alert alert-warning" role="alert">
        <div class="alert-body">
          <strong class="alert-title">This is the only time the {kind} is shown</strong>
          <p class="alert-message">
            Copy it now and store it in a secret manager. Only a hash is kept: it cannot be shown again, and a lost {kind} must be replaced by a new one.
          </p>
        </div>
      </div>
      <FormField id="secret-value" label={`${kind[0].toUpperCase()}${kind.slice(1)} for "${name}"`}>
        <div class="input-group">
          <input id="secret-value" class="input mono" readOnly value={value} data-testid="secret-value" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <CopyButton text={value} label={`Copy the ${kind}`} onCopied={() => setAcknowledged(true)} />
        </div>
      </FormField>
      <label class="checkbox">
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged((e.currentTarget as HTMLInputElement).checked)} />
        <span>I have stored this {kind} somewhere safe</span>
      </label>
      <div class="form-actions">
        <Button variant="primary" disabled={!acknowledged} onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

function CreateKeyForm({ projectId, onDone, onCancel }: { projectId: string; onDone: (k: CreatedApiKey) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'test' | 'live'>('test');
  const [scopes, setScopes] = useState<string[]>(SCOPES.filter((s) => s.def).map((s) => s.id));
  const [expiry, setExpiry] = useState<'never' | '30' | '90' | '365' | 'custom'>('never');
  const [customDate, setCustomDate] = useState('');
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);

  const expiresAt = (): string | null => {
    if (expiry === 'never') return null;
    if (expiry === 'custom') return customDate ? new Date(`${customDate}T23:59:59`).toISOString() : '';
    return new Date(Date.now() + Number(expiry) * 86400_000).toISOString();
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const exp = expiresAt();
      const k = await api().keys.create(projectId, { name: name.trim(), mode, scopes, ...(exp !== null ? { expiresAt: exp } : {}) });
      onDone(k);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };
  const fe = (f: string) => error?.fields?.find((x) => x.field === f || x.field.startsWith(`${f}[`))?.message ?? null;
  const nameErr = fe('name');
  const scopesErr = fe('scopes');
  const expErr = fe('expiresAt');
  const other = error && !nameErr && !scopesErr && !expErr ? error : null;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner error={other} />
      <FormField id="key-name" label="Name" required hint="Say where the key is used, e.g. 'Ward tablet app'." error={nameErr}>
        <input id="key-name" autoFocus class="input" value={name} aria-invalid={nameErr ? 'true' : undefined} aria-describedby={describedBy('key-name', true, nameErr)}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </FormField>
      <fieldset class="fieldset">
        <legend class="form-label">Mode</legend>
        <div class="radio-cards">
          <label class={`radio-card${mode === 'test' ? ' radio-card-selected' : ''}`}>
            <input type="radio" name="mode" value="test" checked={mode === 'test'} onChange={() => setMode('test')} />
            <span><strong>Test</strong> <code>svc_test_…</code><br /><span class="muted">For development and mobile bundles.</span></span>
          </label>
          <label class={`radio-card${mode === 'live' ? ' radio-card-selected' : ''}`}>
            <input type="radio" name="mode" value="live" checked={mode === 'live'} onChange={() => setMode('live')} />
            <span><strong>Live</strong> <code>svc_live_…</code><br /><span class="muted">Server-side only; refused in mobile apps.</span></span>
          </label>
        </div>
      </fieldset>
      <fieldset class="fieldset" aria-describedby={scopesErr ? 'scopes-error' : undefined}>
        <legend class="form-label">Scopes</legend>
        {scopesErr && <p class="form-error" id="scopes-error" role="alert">{scopesErr}</p>}
        <div class="checkbox-list">
          {SCOPES.map((s) => (
            <label key={s.id} class="checkbox">
              <input
                type="checkbox"
                checked={scopes.includes(s.id)}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  setScopes((cur) => (on ? SCOPES.map((x) => x.id).filter((x) => x === s.id || cur.includes(x)) : cur.filter((x) => x !== s.id)));
                }}
              />
              <span class="mono-label">{s.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="form-grid-2">
        <FormField id="key-expiry" label="Expires" error={expiry !== 'custom' ? expErr : null}>
          <select id="key-expiry" class="input select" value={expiry} onChange={(e) => setExpiry((e.currentTarget as HTMLSelectElement).value as typeof expiry)}>
            <option value="never">Never</option>
            <option value="30">In 30 days</option>
            <option value="90">In 90 days</option>
            <option value="365">In a year</option>
            <option value="custom">On a date…</option>
          </select>
        </FormField>
        {expiry === 'custom' && (
          <FormField id="key-expiry-date" label="Expiry date" hint="The key stops working at the end of this day (your time zone)." error={expErr}>
            <input id="key-expiry-date" type="date" class="input" min={today} value={customDate} aria-invalid={expErr ? 'true' : undefined}
              aria-describedby={describedBy('key-expiry-date', true, expErr)}
              onInput={(e) => setCustomDate((e.currentTarget as HTMLInputElement).value)} />
          </FormField>
        )}
      </div>
      <div class="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy}>Create key</Button>
      </div>
    </form>
  );
}
