import { useState } from 'preact/hooks';
import { Card, ErrorBanner, PageHeader, Spinner } from '../components/ui';
import { DaysSelect, UsageChart, UsageDailyTable, UsageStats } from '../components/usage';
import { api } from '../lib/api';
import { useAsync, useDocumentTitle } from '../lib/hooks';
import { rememberProject } from '../lib/names';
import type { Project } from '../api/types';
import { ProjectApis } from './project-apis';
import { KeysSection } from './keys';
import { WebhooksSection, DeliveriesSection } from './webhooks';

type Section = 'apis' | 'keys' | 'webhooks' | 'usage';
const TITLES: Record<Section, string> = { apis: 'APIs', keys: 'API keys', webhooks: 'Webhooks', usage: 'Usage' };

export function ProjectPage({ projectId, section, webhookId }: { projectId: string; section: Section; webhookId?: string }) {
  const project = useAsync(async () => {
    const p = await api().projects.get(projectId);
    rememberProject(p.id, p.name);
    return p;
  }, [projectId]);
  useDocumentTitle(`${TITLES[section]}${project.data ? ` · ${project.data.name}` : ''}`);

  if (project.error) {
    return (
      <div class="page">
        <PageHeader title="Project" breadcrumbs={[{ label: 'Projects', to: '/projects' }, { label: projectId }]} />
        <ErrorBanner error={project.error} onRetry={project.reload} title={project.error.status === 404 ? 'This project does not exist or was deleted' : 'The project could not be loaded'} />
      </div>
    );
  }
  if (!project.data) return <div class="page"><Spinner label="Loading project…" /></div>;
  const p = project.data;
  if (webhookId) return <DeliveriesSection project={p} webhookId={webhookId} />;
  return (
    <div class="page">
      {section === 'apis' && <ProjectApis project={p} />}
      {section === 'keys' && <KeysSection project={p} />}
      {section === 'webhooks' && <WebhooksSection project={p} />}
      {section === 'usage' && <ProjectUsage project={p} />}
    </div>
  );
}

export function projectCrumbs(p: Project, label: string) {
  return [{ label: 'Projects', to: '/projects' }, { label: p.name, to: `/projects/${p.id}/apis` }, { label }];
}

function ProjectUsage({ project }: { project: Project }) {
  const [days, setDays] = useState(30);
  const report = useAsync(() => api().projects.usage(project.id, days), [project.id, days]);
  return (
    <>
      <PageHeader
        title="Usage"
        breadcrumbs={projectCrumbs(project, 'Usage')}
        subtitle={<>Every call recorded under project <strong>{project.name}</strong>, including calls that named no API.</>}
        actions={<DaysSelect value={days} onChange={setDays} />}
      />
      <ErrorBanner error={report.error} onRetry={report.reload} title="The usage report could not be loaded" />
      {report.loading && !report.data && <Spinner label="Loading usage…" />}
      {report.data && (
        <>
          <UsageStats report={report.data} />
          <Card title="Calls per day" id="pu-chart">
            <UsageChart report={report.data} />
          </Card>
          <Card title="Daily detail" id="pu-table">
            <UsageDailyTable report={report.data} />
          </Card>
        </>
      )}
    </>
  );
}
