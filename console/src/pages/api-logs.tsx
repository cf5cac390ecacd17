import { useEffect, useState } from 'preact/hooks';
import { toServiceError, type ServiceError } from '../api/errors';
import type { Invocation } from '../api/types';
import { Button, Card, CopyButton, EmptyState, ErrorBanner, Spinner, StatusBadge } from '../components/ui';
import { api } from '../lib/api';
import { formatDateTime, formatMs } from '../lib/format';
import type { ApiTabProps } from './api';

const PAGE = 25;

export function LogsTab({ api: a }: ApiTabProps) {
  const [status, setStatus] = useState<'' | 'SUCCESS' | 'FAILED'>('');
  const [since, setSince] = useState('');
  const [applied, setApplied] = useState<{ status: '' | 'SUCCESS' | 'FAILED'; since: string }>({ status: '', since: '' });
  const [items, setItems] = useState<Invocation[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);

  const load = async (more: boolean) => {
    setLoading(true);
    setError(null);
    try {
      const page = await api().apis.invocations(a.id, { limit: PAGE, cursor: more ? cursor : null, status: applied.status, since: applied.since });
      setItems((cur) => (more ? [...(cur ?? []), ...page.items] : page.items));
      setCursor(page.nextCursor);
    } catch (e) {
      setError(toServiceError(e));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    setItems(null);
    void load(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [a.id, applied]);

  const apply = (e: Event) => {
    e.preventDefault();
    setApplied({ status, since });
  };
  const filtered = applied.status || applied.since;

  return (
    <Card title="Invocations" id="logs-card" actions={<Button size="sm" onClick={() => load(false)} busy={loading && !!items}>Refresh</Button>}>
      <p class="muted card-intro">
        Every audited call of this API (public <code>/extract</code> and <code>/insights</code> calls and playground runs), newest first. Metadata only:
        transcripts and extracted data are never listed.
      </p>
      <form class="filters" onSubmit={apply} aria-label="Filter invocations">
        <div class="inline-field">
          <label class="inline-label" for="log-status">Status</label>
          <select id="log-status" class="input select input-sm" value={status} onChange={(e) => setStatus((e.currentTarget as HTMLSelectElement).value as typeof status)}>
            <option value="">All</option>
            <option value="SUCCESS">Success</option>
            <option value="FAILED">Failed</option>
          </select>
        </div>
        <div class="inline-field">
          <label class="inline-label" for="log-since">Since</label>
          <input id="log-since" type="date" class="input input-sm" value={since} onInput={(e) => setSince((e.currentTarget as HTMLInputElement).value)} />
        </div>
        <Button type="submit" size="sm">Apply filters</Button>
        {filtered && (
          <Button size="sm" variant="ghost" onClick={() => { setStatus(''); setSince(''); setApplied({ status: '', since: '' }); }}>Clear</Button>
        )}
      </form>
      <ErrorBanner error={error} onRetry={() => load(false)} title="Invocations could not be loaded" />
      {!items && loading && <Spinner label="Loading invocations…" />}
      {items && items.length === 0 && (
        <EmptyState title={filtered ? 'No invocation matches these filters' : 'No calls yet'}>
          {filtered ? 'Clear the filters to see every call.' : 'Calls appear here as soon as a client or the playground runs this API.'}
        </EmptyState>
      )}
      {items && items.length > 0 && (
        <div class="table-wrap">
          <table class="table table-compact" data-testid="invocations">
            <caption class="sr-only">Invocations of {a.name}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Endpoint</th>
                <th scope="col">Status</th>
                <th scope="col">Error code</th>
                <th scope="col" class="num">Latency</th>
                <th scope="col">Recorded by</th>
                <th scope="col">Request ID</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} data-endpoint={i.endpoint}>
                  <td class="nowrap">{formatDateTime(i.createdAt)}</td>
                  <td class="mono">{i.endpoint}</td>
                  <td><StatusBadge status={i.status} /></td>
                  <td class="mono">{i.errorCode ?? '—'}</td>
                  <td class="num">{formatMs(i.latencyMs)}</td>
                  <td class="truncate">{i.recordedById ?? '—'}</td>
                  <td class="nowrap">
                    <code class="request-id">{i.requestId}</code> <CopyButton text={i.requestId} size="xs" label={`Copy request ID ${i.requestId}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {items && cursor && (
        <div class="load-more">
          <Button onClick={() => load(true)} busy={loading}>Load older invocations</Button>
        </div>
      )}
      {items && !cursor && items.length > PAGE && <p class="muted load-more">All {items.length} invocations shown.</p>}
    </Card>
  );
}
