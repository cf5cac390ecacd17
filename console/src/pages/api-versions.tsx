import { useState } from 'preact/hooks';
import { toServiceError, type ServiceError } from '../api/errors';
import type { ApiVersion } from '../api/types';
import { Badge, Button, Card, EmptyState, ErrorBanner, Notice, Spinner, confirmDialog, toast } from '../components/ui';
import { api } from '../lib/api';
import { diffDrafts, diffLines, type DraftContent } from '../lib/diff';
import { toDraft } from '../lib/draft';
import { formatDateTime } from '../lib/format';
import { useAsync } from '../lib/hooks';
import type { ApiTabProps } from './api';

export function VersionsTab(props: ApiTabProps) {
  const { api: a, setApi, dirty, work, publish } = props;
  const versions = useAsync(async () => {
    const out: ApiVersion[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: ApiVersion[]; nextCursor: string | null } = await api().apis.versions(a.id, { limit: 200, cursor });
      out.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && out.length < 1000);
    return out;
  }, [a.id, a.version]);
  const [compare, setCompare] = useState<{ version: number; content: DraftContent | null; error: ServiceError | null; loading: boolean } | null>(null);
  const [actionError, setActionError] = useState<ServiceError | null>(null);
  const [rolling, setRolling] = useState<number | null>(null);
  const archived = a.status === 'ARCHIVED';

  const loadContent = async (v: number) => {
    setCompare({ version: v, content: null, error: null, loading: true });
    try {
      const full = await api().apis.version(a.id, v);
      if (!full.schema) throw Object.assign(new Error('no content'), { status: 404 });
      setCompare({ version: v, content: { schema: full.schema, systemPrompt: full.systemPrompt ?? '', inputs: full.inputs ?? [], insights: full.insights }, error: null, loading: false });
    } catch (e) {
      const err = toServiceError(e);
      if ((err.status === 404 || err.status === 405) && v === a.version && a.publishedSchema) {
        // This server lists versions without their content: the latest one is the published content.
        setCompare({ version: v, content: { schema: a.publishedSchema, systemPrompt: a.publishedSystemPrompt, inputs: a.publishedInputs }, error: null, loading: false });
      } else if (err.status === 404 || err.status === 405) {
        setCompare({
          version: v, content: null, loading: false,
          error: { message: `This server does not return the content of older versions, so version ${v} cannot be compared. Roll it back into the draft to see it (your current draft is replaced).` },
        });
      } else {
        setCompare({ version: v, content: null, error: err, loading: false });
      }
    }
  };

  const rollback = async (v: number) => {
    const ok = await confirmDialog({
      title: `Roll back to version ${v}?`,
      message: (
        <>
          <p>
            Version {v}'s schema, prompt, inputs and insights are copied into the <strong>draft</strong>, replacing it
            {dirty ? <strong>, including your unsaved changes</strong> : null}. What clients call does not change until you publish.
          </p>
        </>
      ),
      confirmLabel: `Copy v${v} into the draft`,
      danger: dirty,
    });
    if (!ok) return;
    setRolling(v);
    setActionError(null);
    try {
      const updated = await api().apis.rollback(a.id, v);
      setApi(updated, true);
      setCompare(null);
      toast(`Version ${v} copied into the draft`);
    } catch (e) {
      setActionError(toServiceError(e));
    } finally {
      setRolling(null);
    }
  };

  const draftNow = toDraft(work);
  const changes = compare?.content ? diffDrafts(compare.content, { ...draftNow, insights: compare.content.insights === undefined ? undefined : draftNow.insights }) : [];
  const promptDiff = compare?.content && (compare.content.systemPrompt ?? '') !== draftNow.systemPrompt ? diffLines(compare.content.systemPrompt ?? '', draftNow.systemPrompt) : null;

  return (
    <div>
      <Card
        title="Versions"
        id="versions-card"
        actions={!archived && <Button variant="primary" size="sm" onClick={publish} data-testid="publish-from-versions">Publish draft as v{a.version + 1}</Button>}
      >
        <p class="muted card-intro">
          Publishing records the saved draft as a new numbered version; clients always get the latest. Rolling back copies a version into the draft,
          and the next publish makes it live again as a new version.
        </p>
        <ErrorBanner error={versions.error} onRetry={versions.reload} title="Versions could not be loaded" />
        <ErrorBanner error={actionError} title="Rollback failed" />
        {versions.loading && !versions.data && <Spinner label="Loading versions…" />}
        {versions.data && versions.data.length === 0 && (
          <EmptyState title="Not published yet" action={!archived && <Button variant="primary" onClick={publish}>Publish version 1</Button>}>
            Publish the draft to make <code>/extract/{a.slug}</code> available to clients.
          </EmptyState>
        )}
        {versions.data && versions.data.length > 0 && (
          <div class="table-wrap">
            <table class="table" data-testid="versions">
              <caption class="sr-only">Published versions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Published</th>
                  <th scope="col">By</th>
                  <th scope="col" class="actions-col"><span class="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {versions.data.map((v) => (
                  <tr key={v.version} data-version={v.version}>
                    <td>
                      <strong>v{v.version}</strong> {v.version === a.version && <Badge tone="success">live</Badge>}
                    </td>
                    <td>{formatDateTime(v.publishedAt)}</td>
                    <td class="mono">{v.publishedBy}</td>
                    <td class="actions-col">
                      <div class="row-actions">
                        <Button size="sm" variant="ghost" onClick={() => loadContent(v.version)} data-compare={v.version}>
                          Compare with draft<span class="sr-only"> (version {v.version})</span>
                        </Button>
                        {!archived && (
                          <Button size="sm" variant="ghost" busy={rolling === v.version} onClick={() => rollback(v.version)} data-rollback={v.version}>
                            Roll back<span class="sr-only"> to version {v.version}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {compare && (
        <Card title={`Version ${compare.version} → draft${dirty ? ' (with unsaved changes)' : ''}`} id="diff-card" actions={<Button size="sm" variant="ghost" onClick={() => setCompare(null)}>Close</Button>}>
          {compare.loading && <Spinner label="Loading the version…" />}
          {compare.error && <Notice tone="info">{compare.error.message}</Notice>}
          {compare.content && changes.length === 0 && <p class="muted" data-testid="diff-empty">The draft is the same as version {compare.version}.</p>}
          {compare.content && changes.length > 0 && (
            <ul class="diff-list" data-testid="diff">
              {changes.map((c, i) => (
                <li key={i} class={`diff-item diff-${c.kind}`}>
                  <span class="diff-sign" aria-hidden="true">{c.kind === 'added' ? '+' : c.kind === 'removed' ? '−' : '~'}</span>
                  <span class="sr-only">{c.kind}</span>
                  <span class="diff-area">{c.area}</span> <code>{c.name}</code>
                  {c.detail && <span class="diff-detail">{c.detail}</span>}
                </li>
              ))}
            </ul>
          )}
          {promptDiff && (
            <div class="code-block">
              <div class="code-block-head"><span>System prompt</span></div>
              <pre class="code diff-code" tabIndex={0} aria-label="System prompt changes">
                {promptDiff.map((l, i) => <span key={i} class={`diff-line diff-line-${l.op === '+' ? 'add' : l.op === '-' ? 'del' : 'same'}`}>{l.op} {l.text}{'\n'}</span>)}
              </pre>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
