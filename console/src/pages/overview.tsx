import { useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { Card, EmptyState, ErrorBanner, Link, PageHeader, Spinner, toast } from '../components/ui';
import { navigate } from '../lib/router';
import { DaysSelect, UsageChart, UsageDailyTable, UsageStats } from '../components/usage';
import { api } from '../lib/api';
import { formatNumber, percent } from '../lib/format';
import { useAsync, useDocumentTitle } from '../lib/hooks';
import { getSession } from '../lib/session';

/** Opens an API of the usage report (which names no project): its project comes from the API. */
async function openApi(apiId: string) {
  try {
    const a = await api().apis.get(apiId);
    await navigate(`/projects/${a.projectId}/apis/${a.id}/logs`);
  } catch {
    toast('That API is no longer available (its project may have been deleted).', 'error');
  }
}

export function OverviewPage() {
  useDocumentTitle('Overview');
  const [days, setDays] = useState(30);
  const report = useAsync(() => api().overview(days), [days]);
  const projects = useAsync(() => listAll((q) => api().projects.list(q)), []);
  const org = getSession()?.orgId;

  return (
    <div class="page">
      <PageHeader
        title="Overview"
        subtitle={<>Usage of every API in organisation <code>{org}</code>.</>}
        actions={<DaysSelect value={days} onChange={setDays} />}
      />
      <ErrorBanner error={report.error} onRetry={report.reload} title="The usage report could not be loaded" />
      {report.loading && !report.data && <Spinner label="Loading usage…" />}
      {report.data && (
        <>
          <UsageStats report={report.data} />
          <div class="grid-2">
            <Card title="Calls per day" id="ov-daily">
              <UsageChart report={report.data} />
            </Card>
            <Card title="Busiest APIs" id="ov-apis">
              {report.data.byApi && report.data.byApi.length > 0 ? (
                <div class="table-wrap">
                  <table class="table table-compact">
                    <thead>
                      <tr>
                        <th scope="col">API</th>
                        <th scope="col" class="num">Calls</th>
                        <th scope="col" class="num">Failure rate</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.data.byApi.map((a) => (
                        <tr key={a.apiId}>
                          <td>
                            <button type="button" class="link-btn cell-main" onClick={() => openApi(a.apiId)}>{a.name}</button>
                            <span class="cell-sub mono">{a.slug}</span>
                          </td>
                          <td class="num">{formatNumber(a.calls)}</td>
                          <td class="num">{percent(a.failures, a.calls)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p class="muted">No API was called in this period.</p>
              )}
            </Card>
          </div>
          <Card title="Daily detail" id="ov-table">
            <UsageDailyTable report={report.data} />
          </Card>
        </>
      )}
      <Card title="Projects" id="ov-projects" actions={<Link to="/projects" class="btn btn-secondary btn-sm">All projects</Link>}>
        <ErrorBanner error={projects.error} onRetry={projects.reload} title="Projects could not be loaded" />
        {projects.loading && !projects.data && <Spinner label="Loading projects…" />}
        {projects.data && projects.data.length === 0 && (
          <EmptyState title="No projects yet" action={<Link to="/projects" class="btn btn-primary">Create a project</Link>}>
            A project groups extraction APIs, their API keys and webhooks.
          </EmptyState>
        )}
        {projects.data && projects.data.length > 0 && (
          <ul class="project-tiles">
            {projects.data.slice(0, 8).map((p) => (
              <li key={p.id}>
                <Link to={`/projects/${p.id}/apis`} class="project-tile">
                  <span class="project-tile-name">{p.name}</span>
                  <span class="project-tile-slug mono">{p.slug}</span>
                  {p.description && <span class="project-tile-desc">{p.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
