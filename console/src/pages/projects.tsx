import { useState } from 'preact/hooks';
import { listAll } from '../api/admin';
import { toServiceError, type ServiceError } from '../api/errors';
import type { Project } from '../api/types';
import {
  Button, EmptyState, ErrorBanner, FormField, Link, Modal, PageHeader, Spinner, confirmDialog, describedBy, toast,
} from '../components/ui';
import { api } from '../lib/api';
import { formatDate } from '../lib/format';
import { useAsync, useDocumentTitle } from '../lib/hooks';
import { rememberProject } from '../lib/names';
import { navigate } from '../lib/router';
import { NameSlugFields, fieldError, useNameSlug } from '../components/name-slug';

export function ProjectForm({ initial, onDone, onCancel }: { initial?: Project; onDone: (p: Project) => void; onCancel: () => void }) {
  const names = useNameSlug(initial?.name ?? '', initial?.slug ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { name: names.name.trim(), slug: names.slug.trim() || undefined, description: description.trim() };
      const p = initial ? await api().projects.update(initial.id, body) : await api().projects.create(body);
      rememberProject(p.id, p.name);
      onDone(p);
    } catch (err) {
      setError(toServiceError(err));
    } finally {
      setBusy(false);
    }
  };
  const nameErr = fieldError(error, 'name');
  const slugErr = fieldError(error, 'slug');
  const descErr = fieldError(error, 'description');
  const other = error && !nameErr && !slugErr && !descErr ? error : null;
  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner error={other} />
      <NameSlugFields
        idPrefix="project"
        state={names}
        nameErr={nameErr}
        slugErr={slugErr}
        nameMaxLength={200}
        slugHint="Lower-case letters, digits and dashes; unique among your projects."
      />
      <FormField id="project-desc" label="Description" hint="Optional." error={descErr}>
        <textarea
          id="project-desc"
          class="input"
          rows={3}
          value={description}
          aria-describedby={describedBy('project-desc', true, descErr)}
          onInput={(e) => setDescription((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </FormField>
      <div class="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {initial ? 'Save changes' : 'Create project'}
        </Button>
      </div>
    </form>
  );
}

export function ProjectsPage() {
  useDocumentTitle('Projects');
  const list = useAsync(async () => {
    const items = await listAll((q) => api().projects.list(q));
    items.forEach((p) => rememberProject(p.id, p.name));
    return items;
  }, []);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [actionError, setActionError] = useState<ServiceError | null>(null);

  const remove = async (p: Project) => {
    const ok = await confirmDialog({
      title: `Delete project "${p.name}"?`,
      message: (
        <>
          <p>Its APIs, API keys, webhooks and test transcripts disappear from every read, and its keys stop working within seconds.</p>
          <p>The project is soft-deleted: nothing is erased and usage history stays.</p>
        </>
      ),
      confirmLabel: 'Delete project',
      danger: true,
    });
    if (!ok) return;
    setActionError(null);
    try {
      await api().projects.remove(p.id);
      toast(`Project "${p.name}" deleted`);
      list.setData((items) => (items ?? []).filter((x) => x.id !== p.id));
    } catch (e) {
      setActionError(toServiceError(e));
    }
  };

  return (
    <div class="page">
      <PageHeader
        title="Projects"
        subtitle="A project groups related extraction APIs with their API keys and webhooks."
        actions={<Button variant="primary" onClick={() => setCreating(true)}>Create project</Button>}
      />
      <ErrorBanner error={list.error} onRetry={list.reload} title="Projects could not be loaded" />
      <ErrorBanner error={actionError} />
      {list.loading && !list.data && <Spinner label="Loading projects…" />}
      {list.data && list.data.length === 0 && (
        <EmptyState title="No projects yet" action={<Button variant="primary" onClick={() => setCreating(true)}>Create your first project</Button>}>
          Create a project, then add extraction APIs, API keys and webhooks to it.
        </EmptyState>
      )}
      {list.data && list.data.length > 0 && (
        <div class="table-wrap card">
          <table class="table">
            <caption class="sr-only">Projects</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Description</th>
                <th scope="col">Created</th>
                <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/projects/${p.id}/apis`} class="cell-link">{p.name}</Link>
                  </td>
                  <td class="mono">{p.slug}</td>
                  <td class="muted truncate">{p.description || '—'}</td>
                  <td>{formatDate(p.createdAt)}</td>
                  <td class="actions-col">
                    <div class="row-actions">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Rename project ${p.name}`}>Rename</Button>
                      <Button size="sm" variant="ghost" class="text-danger" onClick={() => remove(p)} aria-label={`Delete project ${p.name}`}>Delete</Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal title="Create project" open={creating} onClose={() => setCreating(false)}>
        {creating && (
          <ProjectForm
            onCancel={() => setCreating(false)}
            onDone={(p) => {
              setCreating(false);
              toast(`Project "${p.name}" created`);
              void navigate(`/projects/${p.id}/apis`);
            }}
          />
        )}
      </Modal>
      <Modal title="Rename project" open={!!editing} onClose={() => setEditing(null)}>
        {editing && (
          <ProjectForm
            initial={editing}
            onCancel={() => setEditing(null)}
            onDone={(p) => {
              setEditing(null);
              toast('Project saved');
              list.setData((items) => (items ?? []).map((x) => (x.id === p.id ? p : x)));
            }}
          />
        )}
      </Modal>
    </div>
  );
}
