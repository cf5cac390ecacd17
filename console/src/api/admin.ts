// Every management call the console makes goes through this one object, so the pages do
// not depend on how a call is made. Calls are made with the @cxs/client SDK; the few it
// lacks go through the local fetch adapter (src/api/http.ts) with the same error shape
// (status, code, message, requestId, fields).

import { CxsAdminClient } from '@cxs/client';
import { request } from './http';
import type {
  ApiKey, ApiSettings, ApiVersion, AssistDraft, AssistWant, CreatedApiKey, CreatedWebhook, Delivery, Draft,
  ExtractionApi, Invocation, Page, PlaygroundResult, Project, Template, TestTranscript, UsageReport, Webhook,
} from './types';

export interface ListQuery {
  limit?: number;
  cursor?: string | null;
}

export interface InvocationQuery extends ListQuery {
  status?: 'SUCCESS' | 'FAILED' | '';
  since?: string;
}

export interface PlaygroundRequest {
  text?: string;
  testTranscriptId?: string;
  inputs?: Record<string, unknown>;
  includeInsights?: boolean;
  format?: 'json' | 'fhir';
}

export interface AdminApi {
  projects: {
    list(q?: ListQuery): Promise<Page<Project>>;
    get(id: string): Promise<Project>;
    create(body: { name: string; slug?: string; description?: string }): Promise<Project>;
    update(id: string, body: { name?: string; slug?: string; description?: string }): Promise<Project>;
    remove(id: string): Promise<Project>;
    usage(id: string, days: number): Promise<UsageReport>;
  };
  templates: { list(): Promise<{ items: Template[] }> };
  apis: {
    list(projectId: string, q?: ListQuery): Promise<Page<ExtractionApi>>;
    get(id: string): Promise<ExtractionApi>;
    create(projectId: string, body: { name: string; slug?: string; template?: string }): Promise<ExtractionApi>;
    update(id: string, body: { name?: string; draft?: Partial<Draft>; settings?: Partial<ApiSettings>; reason?: string }): Promise<ExtractionApi>;
    archive(id: string): Promise<ExtractionApi>;
    publish(id: string): Promise<ExtractionApi>;
    versions(id: string, q?: ListQuery): Promise<Page<ApiVersion>>;
    version(id: string, version: number): Promise<ApiVersion>;
    rollback(id: string, version: number): Promise<ExtractionApi>;
    playground(id: string, body: PlaygroundRequest): Promise<PlaygroundResult>;
    usage(id: string, days: number): Promise<UsageReport>;
    invocations(id: string, q?: InvocationQuery): Promise<Page<Invocation>>;
  };
  keys: {
    list(projectId: string, q?: ListQuery): Promise<Page<ApiKey>>;
    create(projectId: string, body: { name: string; mode: 'test' | 'live'; scopes?: string[]; expiresAt?: string | null }): Promise<CreatedApiKey>;
    revoke(id: string): Promise<ApiKey>;
  };
  webhooks: {
    list(projectId: string, q?: ListQuery): Promise<Page<Webhook>>;
    create(projectId: string, body: { url: string; events: string[] }): Promise<CreatedWebhook>;
    update(id: string, body: { url?: string; events?: string[]; active?: boolean }): Promise<Webhook>;
    remove(id: string): Promise<Webhook>;
    deliveries(id: string, q?: ListQuery): Promise<Page<Delivery>>;
  };
  testTranscripts: {
    list(apiId: string, q?: ListQuery): Promise<Page<TestTranscript>>;
    create(apiId: string, body: { name: string; transcript: string; expected?: Record<string, unknown> | null }): Promise<TestTranscript>;
    update(id: string, body: { name?: string; transcript?: string; expected?: Record<string, unknown> | null }): Promise<TestTranscript>;
    remove(id: string): Promise<TestTranscript>;
  };
  overview(days: number): Promise<UsageReport>;
  aiAssist: {
    ask(body: { apiId: string; want: AssistWant; message?: string }): Promise<AssistDraft>;
    drafts(apiId: string, q?: ListQuery): Promise<Page<AssistDraft>>;
  };
}

const enc = encodeURIComponent;

/** A page of the SDK's PagedList (a thenable) as a plain promise of the console's type. */
const pageOf = <T>(list: PromiseLike<unknown>) => Promise.resolve(list) as Promise<Page<T>>;
const as = <T>(p: PromiseLike<unknown>) => Promise.resolve(p) as Promise<T>;
const pageQuery = (q?: ListQuery) => ({ limit: q?.limit, cursor: q?.cursor ?? undefined });

/**
 * The management client for one token: the @cxs/client SDK's CxsAdminClient, plus the
 * console's local adapters (src/api/http.ts) for what the SDK does not offer:
 *  - the playground with `?format=fhir` (the SDK's playground takes no query);
 *  - one version's content, GET /apis/:id/versions/:version (not a route of the server
 *    today: the Versions tab falls back to the published content when it answers 404).
 */
export function createAdminApi(token: string): AdminApi {
  const c = new CxsAdminClient({ baseUrl: location.origin, token, maxRetries: 1 });
  return {
    projects: {
      list: (q) => pageOf(c.projects.list(pageQuery(q))),
      get: (id) => as(c.projects.get(id)),
      create: (body) => as(c.projects.create(body)),
      update: (id, body) => as(c.projects.update(id, body)),
      remove: (id) => as(c.projects.delete(id)),
      usage: (id, days) => as(c.projects.usage(id, { days })),
    },
    templates: { list: () => as(c.templates.list()) },
    apis: {
      list: (projectId, q) => pageOf(c.apis.list(projectId, pageQuery(q))),
      get: (id) => as(c.apis.get(id)),
      create: (projectId, body) => as(c.apis.create(projectId, body as Parameters<typeof c.apis.create>[1])),
      update: (id, body) => as(c.apis.update(id, body as Parameters<typeof c.apis.update>[1])),
      archive: (id) => as(c.apis.archive(id)),
      publish: (id) => as(c.apis.publish(id)),
      versions: (id, q) => pageOf(c.apis.versions(id, pageQuery(q))),
      version: (id, version) => request(`/apis/${enc(id)}/versions/${version}`, { token }),
      rollback: (id, version) => as(c.apis.rollback(id, version)),
      playground: (id, body) => {
        const { format, ...rest } = body;
        if (format === 'fhir') {
          return request(`/apis/${enc(id)}/playground`, { method: 'POST', token, body: rest, query: { format: 'fhir' } });
        }
        return as(c.apis.playground(id, rest as Parameters<typeof c.apis.playground>[1]));
      },
      usage: (id, days) => as(c.apis.usage(id, { days })),
      invocations: (id, q) =>
        pageOf(c.apis.invocations(id, { ...pageQuery(q), status: q?.status || undefined, since: q?.since || undefined } as Parameters<typeof c.apis.invocations>[1])),
    },
    keys: {
      list: (projectId, q) => pageOf(c.keys.list(projectId, pageQuery(q))),
      create: (projectId, body) => as(c.keys.create(projectId, body as Parameters<typeof c.keys.create>[1])),
      revoke: (id) => as(c.keys.revoke(id)),
    },
    webhooks: {
      list: (projectId, q) => pageOf(c.webhooks.list(projectId, pageQuery(q))),
      create: (projectId, body) => as(c.webhooks.create(projectId, body)),
      update: (id, body) => as(c.webhooks.update(id, body)),
      remove: (id) => as(c.webhooks.delete(id)),
      deliveries: (id, q) => pageOf(c.webhooks.deliveries(id, pageQuery(q))),
    },
    testTranscripts: {
      list: (apiId, q) => pageOf(c.testTranscripts.list(apiId, pageQuery(q))),
      create: (apiId, body) => as(c.testTranscripts.create(apiId, body as Parameters<typeof c.testTranscripts.create>[1])),
      update: (id, body) => as(c.testTranscripts.update(id, body as Parameters<typeof c.testTranscripts.update>[1])),
      remove: (id) => as(c.testTranscripts.delete(id)),
    },
    overview: (days) => as(c.usage.overview({ days })),
    aiAssist: {
      ask: (body) => as(c.aiAssist.ask(body as Parameters<typeof c.aiAssist.ask>[0])),
      drafts: (apiId, q) => pageOf(c.aiAssist.drafts(apiId, pageQuery(q))),
    },
  };
}

/** Fetches every page of a list (the console's lists are small: projects, keys, webhooks). */
export async function listAll<T>(fetchPage: (q: ListQuery) => Promise<Page<T>>, max = 1000): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await fetchPage({ limit: 200, cursor });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && out.length < max);
  return out;
}
