import { useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import type { ExtractionApi, Project, Schema } from '../api/types';
import {
  Button, EmptyState, ErrorBanner, Link, Modal, PageHeader, Spinner, StatusBadge, toast,
} from '../components/ui';
import { api } from '../lib/api';
import { relativeTime } from '../lib/format';
import { useAsync } from '../lib/hooks';
import { rememberApi } from '../lib/names';
import { navigate } from '../lib/router';
import { projectCrumbs } from './project';
import { NameSlugFields, fieldError, useNameSlug } from '../components/name-slug';

export function countFields(schema: Schema | null | undefined): number {
  let n = 0;
  const walk = (fs: { fields?: unknown[] }[]) => fs.forEach((f) => { n++; if (Array.isArray(f.fields)) walk(f.fields as { fields?: unknown[] }[]); });
  schema?.sections?.forEach((s) => walk(s.fields));
  return n;
}

export function ProjectApis({ project }: { project: Project }) {
  const list = useAsync(async () => {
    const items = await listAll((q) => api().apis.list(project.id, q));
    items.forEach((a) => rememberApi(a.id, a.name));
    return items;
  }, [project.id]);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="APIs"
        breadcrumbs={projectCrumbs(project, 'APIs')}
        subtitle="Each extraction API turns a consult into JSON shaped by its schema, under its own slug."
        actions={<Button variant="primary" onClick={() => setCreating(true)}>Create API</Button>}
      />
      <ErrorBanner error={list.error} onRetry={list.reload} title="APIs could not be loaded" />
      {list.loading && !list.data && <Spinner label="Loading APIs…" />}
      {list.data && list.data.length === 0 && (
        <EmptyState title="No APIs in this project" action={<Button variant="primary" onClick={() => setCreating(true)}>Create an API from a template</Button>}>
          Start from a template (OPD consult, discharge summary, prescription…) or a blank schema.
        </EmptyState>
      )}
      {list.data && list.data.length > 0 && (
        <div class="table-wrap card">
          <table class="table">
            <caption class="sr-only">APIs of {project.name}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Status</th>
                <th scope="col" class="num">Version</th>
                <th scope="col" class="num">Draft fields</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((a) => (
                <tr key={a.id}>
                  <td><Link to={`/projects/${project.id}/apis/${a.id}/builder`} class="cell-link">{a.name}</Link></td>
                  <td class="mono">{a.slug}</td>
                  <td><StatusBadge status={a.status} /></td>
                  <td class="num">{a.version ? `v${a.version}` : '—'}</td>
                  <td class="num">{countFields(a.draft?.schema)}</td>
                  <td title={a.updatedAt}>{relativeTime(a.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal title="Create API" open={creating} onClose={() => setCreating(false)} size="lg">
        {creating && (
          <CreateApiForm
            projectId={project.id}
            onCancel={() => setCreating(false)}
            onDone={(a) => {
              setCreating(false);
              toast(`API "${a.name}" created`);
              void navigate(`/projects/${project.id}/apis/${a.id}/builder`);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CreateApiForm({ projectId, onDone, onCancel }: { projectId: string; onDone: (a: ExtractionApi) => void; onCancel: () => void }) {
  const templates = useAsync(() => api().templates.list(), []);
  const names = useNameSlug();
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const a = await api().apis.create(projectId, { name: names.name.trim(), slug: names.slug.trim() || undefined, template: template || undefined });
      rememberApi(a.id, a.name);
      onDone(a);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };
  const nameErr = fieldError(error, 'name');
  const slugErr = fieldError(error, 'slug');
  const tplErr = fieldError(error, 'template');
  const other = error && !nameErr && !slugErr && !tplErr ? error : null;

  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner error={other} />
      <div class="form-grid-2">
        <NameSlugFields
          idPrefix="api"
          state={names}
          nameErr={nameErr}
          slugErr={slugErr}
          slugHint="Used in the public path /extract/{slug}; unique in the organisation."
        />
      </div>
      <fieldset class="fieldset">
        <legend class="form-label">Start from</legend>
        {tplErr && <p class="form-error" role="alert">{tplErr}</p>}
        <ErrorBanner error={templates.error} onRetry={templates.reload} title="Templates could not be loaded" />
        {templates.loading && <Spinner label="Loading templates…" />}
        <div class="template-grid" role="radiogroup" aria-label="Template">
          <label class={`template-card${template === '' ? ' template-card-selected' : ''}`}>
            <input type="radio" name="template" value="" checked={template === ''} onChange={() => setTemplate('')} class="template-radio" />
            <span class="template-name">Blank</span>
            <span class="template-desc">An empty draft: add sections and fields yourself.</span>
          </label>
          {templates.data?.items.map((t) => (
            <label key={t.id} class={`template-card${template === t.id ? ' template-card-selected' : ''}`}>
              <input type="radio" name="template" value={t.id} checked={template === t.id} onChange={() => setTemplate(t.id)} class="template-radio" data-testid={`template-${t.id}`} />
              <span class="template-name">{t.name}</span>
              <span class="template-desc">{t.description}</span>
              <span class="template-meta">{t.schema.sections.length} sections · {countFields(t.schema)} fields</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy}>Create API</Button>
      </div>
    </form>
  );
}
