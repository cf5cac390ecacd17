import { useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import type { CreatedWebhook, Delivery, Project, Webhook } from '../api/types';
import {
  Button, EmptyState, ErrorBanner, FormField, Link, Modal, PageHeader, Spinner, StatusBadge, Toggle, confirmDialog,
  describedBy, toast,
} from '../components/ui';
import { api } from '../lib/api';
import { formatDate, formatDateTime, relativeTime } from '../lib/format';
import { useAsync, useDocumentTitle, useInterval } from '../lib/hooks';
import { ShowSecretOnce } from './keys';
import { projectCrumbs } from './project';

export const EVENTS: { id: string; label: string }[] = [
  { id: 'invocation.success', label: 'A public extraction call succeeded' },
  { id: 'invocation.failed', label: 'A public extraction call failed' },
  { id: 'api.published', label: 'An API was published' },
  { id: 'key.revoked', label: 'An API key was revoked' },
];

export function WebhooksSection({ project }: { project: Project }) {
  const list = useAsync(() => listAll((q) => api().webhooks.list(project.id, q)), [project.id]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [actionError, setActionError] = useState<ServiceError | null>(null);

  const setActive = async (w: Webhook, active: boolean) => {
    setActionError(null);
    try {
      const r = await api().webhooks.update(w.id, { active });
      list.setData((ws) => (ws ?? []).map((x) => (x.id === r.id ? r : x)));
      toast(active ? 'Webhook enabled' : 'Webhook paused');
    } catch (e) {
      setActionError(toServiceError(e));
    }
  };
  const remove = async (w: Webhook) => {
    const ok = await confirmDialog({
      title: 'Delete webhook?',
      message: <p>No new deliveries are created for <code>{w.url}</code>; deliveries already queued are still attempted until their retry window ends.</p>,
      confirmLabel: 'Delete webhook',
      danger: true,
    });
    if (!ok) return;
    setActionError(null);
    try {
      await api().webhooks.remove(w.id);
      list.setData((ws) => (ws ?? []).filter((x) => x.id !== w.id));
      toast('Webhook deleted');
    } catch (e) {
      setActionError(toServiceError(e));
    }
  };

  return (
    <>
      <PageHeader
        title="Webhooks"
        breadcrumbs={projectCrumbs(project, 'Webhooks')}
        subtitle="Signed HTTP POSTs to your systems when calls succeed or fail, APIs are published or keys revoked."
        actions={<Button variant="primary" onClick={() => setCreating(true)}>Create webhook</Button>}
      />
      <ErrorBanner error={list.error} onRetry={list.reload} title="Webhooks could not be loaded" />
      <ErrorBanner error={actionError} />
      {list.loading && !list.data && <Spinner label="Loading webhooks…" />}
      {list.data && list.data.length === 0 && (
        <EmptyState title="No webhooks yet" action={<Button variant="primary" onClick={() => setCreating(true)}>Create a webhook</Button>}>
          Deliveries are signed with HMAC-SHA256 in the <code>Svc-Signature</code> header and retried for 24 hours.
        </EmptyState>
      )}
      {list.data && list.data.length > 0 && (
        <div class="table-wrap card">
          <table class="table">
            <caption class="sr-only">Webhooks of {project.name}</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint URL</th>
                <th scope="col">Events</th>
                <th scope="col">Created</th>
                <th scope="col">Active</th>
                <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((w) => (
                <tr key={w.id}>
                  <td>
                    <Link to={`/projects/${project.id}/webhooks/${w.id}`} class="cell-link mono break">{w.url}</Link>
                  </td>
                  <td>
                    <ul class="chip-list">{w.events.map((e) => <li key={e} class="chip">{e}</li>)}</ul>
                  </td>
                  <td>{formatDate(w.createdAt)}</td>
                  <td>
                    <input
                      type="checkbox"
                      role="switch"
                      class="switch"
                      checked={w.active}
                      aria-label={`Deliver to ${w.url}`}
                      onChange={(e) => setActive(w, (e.currentTarget as HTMLInputElement).checked)}
                    />
                  </td>
                  <td class="actions-col">
                    <div class="row-actions">
                      <Link to={`/projects/${project.id}/webhooks/${w.id}`} class="btn btn-ghost btn-sm">Deliveries</Link>
                      <Button size="sm" variant="ghost" class="text-danger" onClick={() => remove(w)} aria-label={`Delete webhook ${w.url}`}>Delete</Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal title="Create webhook" open={creating} onClose={() => setCreating(false)}>
        {creating && (
          <CreateWebhookForm
            projectId={project.id}
            onCancel={() => setCreating(false)}
            onDone={(w) => {
              setCreating(false);
              setCreated(w);
              list.setData((ws) => [...(ws ?? []), w]);
            }}
          />
        )}
      </Modal>
      <Modal title="Copy the signing secret" open={!!created} onClose={() => setCreated(null)} dismissible={false}>
        {created && <ShowSecretOnce kind="signing secret" value={created.secret} name={created.url} onDone={() => setCreated(null)} />}
      </Modal>
    </>
  );
}

function CreateWebhookForm({ projectId, onDone, onCancel }: { projectId: string; onDone: (w: CreatedWebhook) => void; onCancel: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['invocation.success', 'invocation.failed']);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const extra = custom.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
      const w = await api().webhooks.create(projectId, { url: url.trim(), events: [...events, ...extra] });
      onDone(w);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };
  const fe = (f: string) => error?.fields?.find((x) => x.field === f || x.field.startsWith(`${f}[`))?.message ?? null;
  const urlErr = fe('url');
  const evErr = fe('events');
  const other = error && !urlErr && !evErr ? error : null;
  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner error={other} />
      <FormField id="wh-url" label="Endpoint URL" required hint="An http or https URL of your receiver; hospital-internal hosts are allowed." error={urlErr}>
        <input id="wh-url" autoFocus class="input mono" type="url" value={url} placeholder="https://his.hospital.local/cxs/events"
          aria-invalid={urlErr ? 'true' : undefined} aria-describedby={describedBy('wh-url', true, urlErr)}
          onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)} />
      </FormField>
      <fieldset class="fieldset">
        <legend class="form-label">Events</legend>
        {evErr && <p class="form-error" role="alert">{evErr}</p>}
        <div class="checkbox-list">
          {EVENTS.map((ev) => (
            <label key={ev.id} class="checkbox">
              <input type="checkbox" checked={events.includes(ev.id)}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  setEvents((cur) => (on ? [...cur, ev.id] : cur.filter((x) => x !== ev.id)));
                }} />
              <span><code>{ev.id}</code> <span class="muted">{ev.label}</span></span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="wh-custom" label="Other event names" hint="Optional, comma-separated. The service emits only the four above today.">
        <input id="wh-custom" class="input mono" value={custom} aria-describedby="wh-custom-hint" onInput={(e) => setCustom((e.currentTarget as HTMLInputElement).value)} />
      </FormField>
      <div class="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy}>Create webhook</Button>
      </div>
    </form>
  );
}

export function DeliveriesSection({ project, webhookId }: { project: Project; webhookId: string }) {
  useDocumentTitle('Webhook deliveries');
  const hooks = useAsync(() => listAll((q) => api().webhooks.list(project.id, q)), [project.id]);
  const hook = hooks.data?.find((w) => w.id === webhookId);
  const [items, setItems] = useState<Delivery[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [loading, setLoading] = useState(false);
  const [auto, setAuto] = useState(true);

  const load = async (more = false) => {
    setLoading(true);
    setError(null);
    try {
      const page = await api().webhooks.deliveries(webhookId, { limit: 50, cursor: more ? cursor : null });
      setItems((cur) => (more ? [...(cur ?? []), ...page.items] : page.items));
      if (!more || page.nextCursor !== undefined) setCursor(page.nextCursor);
    } catch (e) {
      setError(toServiceError(e));
    } finally {
      setLoading(false);
    }
  };
  useAsync(() => load(false), [webhookId]);
  // Refresh the first page while nothing beyond it is shown.
  useInterval(() => {
    if (!loading && (items?.length ?? 0) <= 50) void load(false);
  }, auto ? 3000 : null);

  return (
    <div class="page">
      <PageHeader
        title="Deliveries"
        breadcrumbs={[...projectCrumbs(project, 'Webhooks').slice(0, 2), { label: 'Webhooks', to: `/projects/${project.id}/webhooks` }, { label: 'Deliveries' }]}
        subtitle={hook ? <>To <code class="break">{hook.url}</code> · {hook.events.join(', ')}</> : undefined}
        actions={
          <>
            <Toggle id="auto-refresh" checked={auto} onChange={setAuto} label="Auto-refresh" />
            <Button onClick={() => load(false)} busy={loading}>Refresh</Button>
          </>
        }
      />
      <ErrorBanner error={error ?? (hooks.error && hooks.error.status !== 404 ? hooks.error : null)} onRetry={() => load(false)} title="Deliveries could not be loaded" />
      {!items && !error && <Spinner label="Loading deliveries…" />}
      {items && items.length === 0 && (
        <EmptyState title="No deliveries yet">
          A delivery appears here when one of the subscribed events happens in this project (within a second or so).
        </EmptyState>
      )}
      {items && items.length > 0 && (
        <div class="table-wrap card">
          <table class="table" data-testid="deliveries">
            <caption class="sr-only">Deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" class="num">Attempts</th>
                <th scope="col">Last response</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Next retry</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {items.map((d) => (
                <tr key={d.id}>
                  <td>
                    <span class="cell-main mono">{d.type}</span>
                    <span class="cell-sub mono">{d.eventId}</span>
                  </td>
                  <td><StatusBadge status={d.status} /></td>
                  <td class="num">{d.attempts}</td>
                  <td>
                    {d.lastStatusCode !== null ? <code>HTTP {d.lastStatusCode}</code> : null}
                    {d.lastError && d.lastError !== `HTTP ${d.lastStatusCode}` && <span class="cell-sub text-danger">{d.lastError}</span>}
                    {d.lastStatusCode === null && !d.lastError && '—'}
                  </td>
                  <td title={d.lastAttemptAt ?? ''}>{d.lastAttemptAt ? relativeTime(d.lastAttemptAt) : '—'}</td>
                  <td title={d.nextAttemptAt ?? ''}>{d.status === 'PENDING' && d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</td>
                  <td>{formatDateTime(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && items && (
        <div class="load-more">
          <Button onClick={() => load(true)} busy={loading}>Load older deliveries</Button>
        </div>
      )}
    </div>
  );
}
