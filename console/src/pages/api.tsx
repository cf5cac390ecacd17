import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { toServiceError, type FieldProblem, type ServiceError } from '../api/errors';
import type { ExtractionApi } from '../api/types';
import { Button, ErrorBanner, PageHeader, RouteTabs, Spinner, StatusBadge, confirmDialog, toast } from '../components/ui';
import { api } from '../lib/api';
import { canonical, fromDraft, toDraft, type WDraft } from '../lib/draft';
import { relativeTime } from '../lib/format';
import { useDocumentTitle } from '../lib/hooks';
import { rememberApi, useProjectName } from '../lib/names';
import { navigate, setNavigationGuard } from '../lib/router';
import { BuilderTab } from './api-builder';
import { InputsTab, InsightsTab, PromptTab } from './api-draft-tabs';
import { PlaygroundTab } from './api-playground';
import { ApiCallTab } from './api-call';
import { LogsTab } from './api-logs';
import { VersionsTab } from './api-versions';
import { SettingsTab } from './api-settings';
import { AssistantPanel } from './api-assistant';

export const API_TABS = [
  { id: 'builder', label: 'Builder' },
  { id: 'prompt', label: 'Prompt' },
  { id: 'inputs', label: 'Inputs' },
  { id: 'insights', label: 'Insights' },
  { id: 'playground', label: 'Playground' },
  { id: 'api-call', label: 'API call' },
  { id: 'logs', label: 'Logs' },
  { id: 'versions', label: 'Versions' },
  { id: 'settings', label: 'Settings' },
] as const;

/** What every tab of an API gets. */
export interface ApiTabProps {
  api: ExtractionApi;
  /** Replaces the API as the server returned it; resets the working draft when `resetDraft`. */
  setApi: (a: ExtractionApi, resetDraft?: boolean) => void;
  work: WDraft;
  setWork: (fn: (w: WDraft) => WDraft) => void;
  dirty: boolean;
  problems: FieldProblem[];
  setProblems: (p: FieldProblem[]) => void;
  saveDraft: () => Promise<boolean>;
  saving: boolean;
  projectId: string;
  /** Asks to save (or discard) unsaved edits before an action on the saved draft; false = stop. */
  ensureSaved: (action: string) => Promise<boolean>;
  /** Publishes the saved draft after a confirm (saving unsaved edits first, if the user agrees). */
  publish: () => Promise<void>;
}

const SCHEMA_TABS = new Set(['builder', 'prompt', 'inputs', 'insights']);

export function ApiPage({ projectId, apiId, tab }: { projectId: string; apiId: string; tab: string }) {
  const [apiObj, setApiObj] = useState<ExtractionApi | null>(null);
  const [loadError, setLoadError] = useState<ServiceError | null>(null);
  const [work, setWorkState] = useState<WDraft | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [saveError, setSaveError] = useState<ServiceError | null>(null);
  const [saving, setSaving] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const projectName = useProjectName(projectId);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const a = await api().apis.get(apiId);
      rememberApi(a.id, a.name);
      setApiObj(a);
      setWorkState(fromDraft(a.draft));
      setProblems([]);
    } catch (e) {
      setLoadError(toServiceError(e));
    }
  }, [apiId]);
  useEffect(() => {
    setApiObj(null);
    setWorkState(null);
    void load();
  }, [load]);

  const savedCanon = useMemo(() => (apiObj ? canonical(toDraft(fromDraft(apiObj.draft))) : ''), [apiObj]);
  const dirty = !!(apiObj && work && canonical(toDraft(work)) !== savedCanon);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useDocumentTitle(`${API_TABS.find((t) => t.id === tab)?.label ?? ''}${apiObj ? ` · ${apiObj.name}` : ''}`);

  // Unsaved edits are never lost silently: leaving the API (in-app or closing the tab) asks.
  useEffect(() => {
    const prefix = `/projects/${projectId}/apis/${apiId}/`;
    // Synchronous true when nothing would be lost, so the router need not hold the move.
    const remove = setNavigationGuard((to) => {
      if (!dirtyRef.current || to.startsWith(prefix)) return true;
      return confirmDialog({
        title: 'Leave without saving?',
        message: <p>The draft has changes that are not saved. If you leave, they are lost.</p>,
        confirmLabel: 'Discard changes and leave',
        cancelLabel: 'Stay',
        danger: true,
      });
    });
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (dirtyRef.current) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [projectId, apiId]);

  const setApi = useCallback((a: ExtractionApi, resetDraft = false) => {
    rememberApi(a.id, a.name);
    setApiObj(a);
    if (resetDraft) {
      setWorkState(fromDraft(a.draft));
      setProblems([]);
    }
  }, []);

  const setWork = useCallback((fn: (w: WDraft) => WDraft) => setWorkState((w) => (w ? fn(w) : w)), []);

  const saveDraft = useCallback(async (): Promise<boolean> => {
    if (!apiObj || !work) return false;
    setSaving(true);
    setSaveError(null);
    try {
      const sent = toDraft(work);
      const a = await api().apis.update(apiObj.id, { draft: sent });
      setApiObj(a);
      // Keep the editor's state (ids, expanded rows) when the server stored what was sent;
      // if it normalised anything, show its version so the draft is not left looking unsaved.
      if (canonical(sent) !== canonical(toDraft(fromDraft(a.draft)))) setWorkState(fromDraft(a.draft));
      setProblems([]);
      toast('Draft saved');
      return true;
    } catch (e) {
      const err = toServiceError(e);
      setSaveError(err);
      setProblems(err.fields ?? []);
      return false;
    } finally {
      setSaving(false);
    }
  }, [apiObj, work]);

  const discard = async () => {
    if (!apiObj) return;
    const ok = await confirmDialog({
      title: 'Discard unsaved changes?',
      message: <p>The draft goes back to its last saved state.</p>,
      confirmLabel: 'Discard changes',
      danger: true,
    });
    if (!ok) return;
    setWorkState(fromDraft(apiObj.draft));
    setProblems([]);
    setSaveError(null);
  };

  const ensureSaved = useCallback(async (action: string): Promise<boolean> => {
    if (!dirtyRef.current) return true;
    const ok = await confirmDialog({
      title: 'Save the draft first?',
      message: <p>{action} uses the saved draft, and the draft has unsaved changes. Save them now?</p>,
      confirmLabel: 'Save draft and continue',
    });
    if (!ok) return false;
    return saveDraft();
  }, [saveDraft]);

  const publish = async () => {
    if (!apiObj) return;
    if (!(await ensureSaved('Publishing'))) return;
    const next = apiObj.version + 1;
    const ok = await confirmDialog({
      title: `Publish version ${next}?`,
      message: (
        <>
          <p>
            The saved draft becomes version {next} of <code>{apiObj.slug}</code>. Calls to <code>/extract/{apiObj.slug}</code> use it from the next request on.
          </p>
          <p>Earlier versions stay listed under Versions and can be rolled back into the draft.</p>
        </>
      ),
      confirmLabel: `Publish v${next}`,
    });
    if (!ok) return;
    setPublishing(true);
    setSaveError(null);
    try {
      const a = await api().apis.publish(apiObj.id);
      setApi(a);
      toast(`Published version ${a.version}`);
    } catch (e) {
      const err = toServiceError(e);
      setSaveError(err);
      setProblems(err.fields ?? []);
    } finally {
      setPublishing(false);
    }
  };

  if (loadError) {
    return (
      <div class="page">
        <PageHeader title="API" breadcrumbs={[{ label: 'Projects', to: '/projects' }, { label: projectName ?? 'Project', to: `/projects/${projectId}/apis` }, { label: apiId }]} />
        <ErrorBanner error={loadError} onRetry={load} title={loadError.status === 404 ? 'This API does not exist' : 'The API could not be loaded'} />
      </div>
    );
  }
  if (!apiObj || !work) return <div class="page"><Spinner label="Loading API…" /></div>;

  const archived = apiObj.status === 'ARCHIVED';
  const tabProps: ApiTabProps = {
    api: apiObj, setApi, work, setWork, dirty, problems, setProblems, saveDraft, saving, projectId, ensureSaved, publish,
  };
  const base = `/projects/${projectId}/apis/${apiId}`;
  const schemaProblems = problems.filter((p) => p.field.startsWith('draft.'));
  const problemTab = (p: FieldProblem) =>
    p.field.startsWith('draft.schema') ? 'builder' : p.field.startsWith('draft.inputs') ? 'inputs' : p.field.startsWith('draft.insights') ? 'insights' : p.field.startsWith('draft.systemPrompt') ? 'prompt' : null;
  const otherTabProblems = schemaProblems.filter((p) => problemTab(p) !== tab);

  return (
    <div class={`page api-page${assistantOpen ? ' with-panel' : ''}`}>
      <div class="api-main">
        <PageHeader
          breadcrumbs={[
            { label: 'Projects', to: '/projects' },
            { label: projectName ?? 'Project', to: `/projects/${projectId}/apis` },
            { label: 'APIs', to: `/projects/${projectId}/apis` },
            { label: apiObj.name },
          ]}
          title={<span class="title-with-badge">{apiObj.name} <StatusBadge status={apiObj.status} /></span>}
          subtitle={
            <span class="api-meta">
              <span>Slug <code>{apiObj.slug}</code></span>
              <span>{apiObj.version ? `Version ${apiObj.version}, published ${relativeTime(apiObj.publishedAt)}` : 'Never published'}</span>
              <span>Draft saved {relativeTime(apiObj.updatedAt)}</span>
            </span>
          }
          actions={
            <>
              <Button onClick={() => setAssistantOpen((o) => !o)} aria-expanded={assistantOpen} aria-controls="assistant-panel">
                ✦ AI assistant
              </Button>
              {!archived && (
                <Button variant="primary" onClick={publish} busy={publishing} data-testid="publish">
                  Publish
                </Button>
              )}
            </>
          }
        />
        {archived && (
          <div class="alert alert-info" role="note">
            <div class="alert-body">
              <strong class="alert-title">This API is archived</strong>
              <p class="alert-message">It cannot be edited, published or rolled back. Reads, logs, usage and test transcripts keep working.</p>
            </div>
          </div>
        )}
        <RouteTabs label="API sections" current={tab} tabs={API_TABS.map((t) => ({ id: t.id, label: t.label, to: `${base}/${t.id}` }))} />
        {saveError && (
          <div class="alert alert-error" role="alert" data-testid="save-error">
            <div class="alert-body">
              <strong class="alert-title">
                {saveError.fields && saveError.fields.length
                  ? `The server refused the draft: ${saveError.fields.length} problem${saveError.fields.length > 1 ? 's' : ''}`
                  : 'The change could not be saved'}
              </strong>
              <p class="alert-message">{saveError.message}</p>
              <p class="alert-meta">
                {saveError.code && <span>Code <code>{saveError.code}</code></span>}
                {saveError.requestId && <span>Request ID <code class="request-id">{saveError.requestId}</code></span>}
              </p>
              {otherTabProblems.length > 0 && (
                <ul class="alert-fields">
                  {otherTabProblems.map((p) => (
                    <li key={p.field + p.message}>
                      <code>{p.field}</code>: {p.message}{' '}
                      {problemTab(p) && <a href={`/console${base}/${problemTab(p)}`} onClick={(e) => { e.preventDefault(); void navigate(`${base}/${problemTab(p)}`); }}>Show</a>}
                    </li>
                  ))}
                </ul>
              )}
              {saveError.fields && saveError.fields.length > 0 && otherTabProblems.length < saveError.fields.length && (
                <p class="alert-message">Each problem on this tab is shown at its field.</p>
              )}
            </div>
            <Button size="sm" variant="ghost" onClick={() => setSaveError(null)} aria-label="Dismiss the error">Dismiss</Button>
          </div>
        )}
        <div class="tab-content">
          {tab === 'builder' && <BuilderTab {...tabProps} />}
          {tab === 'prompt' && <PromptTab {...tabProps} />}
          {tab === 'inputs' && <InputsTab {...tabProps} />}
          {tab === 'insights' && <InsightsTab {...tabProps} />}
          {tab === 'playground' && <PlaygroundTab {...tabProps} />}
          {tab === 'api-call' && <ApiCallTab {...tabProps} />}
          {tab === 'logs' && <LogsTab {...tabProps} />}
          {tab === 'versions' && <VersionsTab {...tabProps} />}
          {tab === 'settings' && <SettingsTab {...tabProps} />}
          {!API_TABS.some((t) => t.id === tab) && <ErrorBanner error={{ message: `There is no "${tab}" tab.` }} />}
        </div>
        {dirty && !archived && (
          <div class="savebar" role="region" aria-label="Unsaved changes">
            <span class="savebar-text">
              <span class="dot-warning" aria-hidden="true" /> Unsaved changes to the draft
              {!SCHEMA_TABS.has(tab) && <span class="muted"> (made on the Builder, Prompt, Inputs or Insights tab)</span>}
            </span>
            <div class="savebar-actions">
              <Button onClick={discard}>Discard</Button>
              <Button variant="primary" onClick={() => void saveDraft()} busy={saving} data-testid="save-draft">Save draft</Button>
            </div>
          </div>
        )}
      </div>
      {assistantOpen && <AssistantPanel {...tabProps} onClose={() => setAssistantOpen(false)} />}
    </div>
  );
}
