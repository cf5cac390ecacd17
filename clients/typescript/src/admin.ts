// CxsAdminClient: the management surface (JWT of an ORG_ADMIN or PLATFORM_ADMIN), one
// method per route of docs/openapi.yaml. Types come from the generated operations.

import { SvcConfigError, SvcError, SVC_CLIENT_ERROR_CODES } from './errors.js';
import type { operations } from './generated/openapi.js';
import { Transport, resolveConfig, type CallOptions, type CommonClientOptions, type RequestSpec } from './transport.js';
import type { BodyOf, Page, QueryOf, ResponseOf } from './types.js';
import { SDK_VERSION } from './version.js';

export interface CxsAdminClientOptions extends CommonClientOptions {
  /** A management JWT, or a function returning a fresh one (called before every request). */
  token: string | (() => string);
}

type ItemOf<Op extends keyof operations> = ResponseOf<Op> extends { items: Array<infer T> } ? T : never;
type PageQuery = { limit?: number };

/**
 * A list call. `await` it for one page (`{items, nextCursor}`); iterate it with
 * `for await` for every item of every page; `.pages()` iterates the pages. Nothing is
 * requested until one of those is used.
 */
export class PagedList<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  constructor(private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>, private readonly cursor?: string) {}

  then<A = Page<T>, B = never>(ok?: ((p: Page<T>) => A | PromiseLike<A>) | null, fail?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return this.fetchPage(this.cursor).then(ok, fail);
  }

  catch<B = never>(fail?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<Page<T> | B> {
    return this.then(undefined, fail);
  }

  finally(f?: (() => void) | null): Promise<Page<T>> {
    return this.fetchPage(this.cursor).finally(f);
  }

  async *pages(): AsyncIterableIterator<Page<T>> {
    const seen = new Set<string>();
    let cursor = this.cursor;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (!page.nextCursor) return;
      // A cursor seen before would loop for ever: stop with an error instead.
      if (seen.has(page.nextCursor)) {
        throw new SvcError({ code: SVC_CLIENT_ERROR_CODES.BAD_RESPONSE, message: 'The server repeated a page cursor.' });
      }
      seen.add(page.nextCursor);
      cursor = page.nextCursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.pages()) yield* page.items;
  }
}

const enc = encodeURIComponent;

export class CxsAdminClient {
  private readonly transport: Transport;
  private readonly token: () => string;

  constructor(options: CxsAdminClientOptions) {
    if (!options || typeof options !== 'object') throw new SvcConfigError('options are required: { baseUrl, token }');
    const { token } = options;
    if (typeof token === 'string') {
      if (token.split('.').length !== 3) throw new SvcConfigError('token must be a JWT (three dot-separated parts)');
      if (token.startsWith('svc_')) throw new SvcConfigError('token is an API key; use CxsClient for the public surface');
    } else if (typeof token !== 'function') {
      throw new SvcConfigError('token is required: a management JWT or a function returning one');
    }
    this.token = typeof token === 'function' ? token : () => token;
    this.transport = new Transport(resolveConfig(options, '', { 'X-Svc-Client': `admin/${SDK_VERSION}` }));
  }

  private call<T>(spec: RequestSpec, opts: CallOptions = {}): Promise<T> {
    // The token is read per call so a refreshed one is used without a new client.
    return this.transport.request<T>(spec, { ...opts, headers: { Authorization: `Bearer ${this.token()}`, ...opts.headers } });
  }

  private get<T>(path: string, query?: RequestSpec['query'], opts?: CallOptions): Promise<T> {
    return this.call<T>({ method: 'GET', path, query, retry: true }, opts);
  }
  /** POST that creates something or moves state forward: not retried, a retry could do it twice. */
  private post<T>(path: string, json?: unknown, opts?: CallOptions): Promise<T> {
    return this.call<T>({ method: 'POST', path, json, retry: false }, opts);
  }
  private patch<T>(path: string, json: unknown, opts?: CallOptions): Promise<T> {
    return this.call<T>({ method: 'PATCH', path, json, retry: true }, opts);
  }
  private del<T>(path: string, opts?: CallOptions): Promise<T> {
    return this.call<T>({ method: 'DELETE', path, retry: true }, opts);
  }
  private list<Op extends keyof operations>(path: string, query: Record<string, unknown> = {}, opts?: CallOptions): PagedList<ItemOf<Op>> {
    const { cursor, ...rest } = query as { cursor?: string };
    return new PagedList<ItemOf<Op>>(
      (c) => this.get<Page<ItemOf<Op>>>(path, { ...(rest as RequestSpec['query']), cursor: c }, opts),
      cursor,
    );
  }

  /** Organisations (PLATFORM_ADMIN only). */
  readonly orgs = {
    list: (q: QueryOf<'listOrgs'> = {}, o?: CallOptions) => this.list<'listOrgs'>('/orgs', q, o),
    update: (id: string, body: BodyOf<'updateOrg'>, o?: CallOptions) => this.patch<ResponseOf<'updateOrg'>>(`/orgs/${enc(id)}`, body, o),
  };

  readonly projects = {
    list: (q: QueryOf<'listProjects'> = {}, o?: CallOptions) => this.list<'listProjects'>('/projects', q, o),
    create: (body: BodyOf<'createProject'>, o?: CallOptions) => this.post<ResponseOf<'createProject'>>('/projects', body, o),
    get: (id: string, o?: CallOptions) => this.get<ResponseOf<'getProject'>>(`/projects/${enc(id)}`, undefined, o),
    update: (id: string, body: BodyOf<'updateProject'>, o?: CallOptions) => this.patch<ResponseOf<'updateProject'>>(`/projects/${enc(id)}`, body, o),
    /** Soft delete. */
    delete: (id: string, o?: CallOptions) => this.del<ResponseOf<'deleteProject'>>(`/projects/${enc(id)}`, o),
    usage: (id: string, q: QueryOf<'getProjectUsage'> = {}, o?: CallOptions) =>
      this.get<ResponseOf<'getProjectUsage'>>(`/projects/${enc(id)}/usage`, q, o),
  };

  readonly templates = {
    list: (o?: CallOptions) => this.get<ResponseOf<'listTemplates'>>('/templates', undefined, o),
  };

  readonly apis = {
    list: (projectId: string, q: QueryOf<'listProjectApis'> = {}, o?: CallOptions) =>
      this.list<'listProjectApis'>(`/projects/${enc(projectId)}/apis`, q, o),
    create: (projectId: string, body: BodyOf<'createApi'>, o?: CallOptions) =>
      this.post<ResponseOf<'createApi'>>(`/projects/${enc(projectId)}/apis`, body, o),
    get: (id: string, o?: CallOptions) => this.get<ResponseOf<'getApi'>>(`/apis/${enc(id)}`, undefined, o),
    update: (id: string, body: BodyOf<'updateApi'>, o?: CallOptions) => this.patch<ResponseOf<'updateApi'>>(`/apis/${enc(id)}`, body, o),
    /** Archive (final). */
    archive: (id: string, o?: CallOptions) => this.del<ResponseOf<'archiveApi'>>(`/apis/${enc(id)}`, o),
    publish: (id: string, o?: CallOptions) => this.post<ResponseOf<'publishApi'>>(`/apis/${enc(id)}/publish`, undefined, o),
    versions: (id: string, q: QueryOf<'listApiVersions'> = {}, o?: CallOptions) => this.list<'listApiVersions'>(`/apis/${enc(id)}/versions`, q, o),
    /** One version's schema, system prompt, inputs and insights (e.g. to diff it with the draft). */
    version: (id: string, version: number, o?: CallOptions) =>
      this.get<ResponseOf<'getApiVersion'>>(`/apis/${enc(id)}/versions/${enc(String(version))}`, undefined, o),
    /** Copies a version into the draft; publishing again applies it. Repeating it changes nothing, so it is retried. */
    rollback: (id: string, version: number, o?: CallOptions) =>
      this.call<ResponseOf<'rollbackApi'>>({ method: 'POST', path: `/apis/${enc(id)}/versions/${enc(String(version))}/rollback`, retry: true }, o),
    /**
     * Runs the draft on a text or a saved test transcript. Each run is recorded as an
     * invocation (endpoint `playground`), so it is not retried. `format: 'fhir'` adds the
     * FHIR R4 Bundle.
     */
    playground: (id: string, body: BodyOf<'runPlayground'>, o: CallOptions & { format?: 'json' | 'fhir' } = {}) => {
      const { format, ...opts } = o;
      return this.call<ResponseOf<'runPlayground'>>(
        { method: 'POST', path: `/apis/${enc(id)}/playground`, json: body, query: format ? { format } : undefined, retry: false },
        opts,
      );
    },
    usage: (id: string, q: QueryOf<'getApiUsage'> = {}, o?: CallOptions) => this.get<ResponseOf<'getApiUsage'>>(`/apis/${enc(id)}/usage`, q, o),
    invocations: (id: string, q: QueryOf<'listApiInvocations'> = {}, o?: CallOptions) =>
      this.list<'listApiInvocations'>(`/apis/${enc(id)}/invocations`, q, o),
  };

  readonly keys = {
    list: (projectId: string, q: QueryOf<'listKeys'> = {}, o?: CallOptions) => this.list<'listKeys'>(`/projects/${enc(projectId)}/keys`, q, o),
    /** The answer's `key` is the plaintext, shown this once. */
    create: (projectId: string, body: BodyOf<'createKey'>, o?: CallOptions) => this.post<ResponseOf<'createKey'>>(`/projects/${enc(projectId)}/keys`, body, o),
    update: (id: string, body: BodyOf<'updateKey'>, o?: CallOptions) => this.patch<ResponseOf<'updateKey'>>(`/keys/${enc(id)}`, body, o),
    revoke: (id: string, o?: CallOptions) => this.del<ResponseOf<'revokeKey'>>(`/keys/${enc(id)}`, o),
  };

  readonly webhooks = {
    list: (projectId: string, q: QueryOf<'listWebhooks'> = {}, o?: CallOptions) => this.list<'listWebhooks'>(`/projects/${enc(projectId)}/webhooks`, q, o),
    /** The answer's `secret` (whsec_…) is shown this once. */
    create: (projectId: string, body: BodyOf<'createWebhook'>, o?: CallOptions) =>
      this.post<ResponseOf<'createWebhook'>>(`/projects/${enc(projectId)}/webhooks`, body, o),
    update: (id: string, body: BodyOf<'updateWebhook'>, o?: CallOptions) => this.patch<ResponseOf<'updateWebhook'>>(`/webhooks/${enc(id)}`, body, o),
    delete: (id: string, o?: CallOptions) => this.del<ResponseOf<'deleteWebhook'>>(`/webhooks/${enc(id)}`, o),
    deliveries: (id: string, q: QueryOf<'listWebhookDeliveries'> = {}, o?: CallOptions) =>
      this.list<'listWebhookDeliveries'>(`/webhooks/${enc(id)}/deliveries`, q, o),
  };

  readonly testTranscripts = {
    list: (apiId: string, q: QueryOf<'listTestTranscripts'> = {}, o?: CallOptions) =>
      this.list<'listTestTranscripts'>(`/apis/${enc(apiId)}/test-transcripts`, q, o),
    create: (apiId: string, body: BodyOf<'createTestTranscript'>, o?: CallOptions) =>
      this.post<ResponseOf<'createTestTranscript'>>(`/apis/${enc(apiId)}/test-transcripts`, body, o),
    update: (id: string, body: BodyOf<'updateTestTranscript'>, o?: CallOptions) =>
      this.patch<ResponseOf<'updateTestTranscript'>>(`/test-transcripts/${enc(id)}`, body, o),
    delete: (id: string, o?: CallOptions) => this.del<ResponseOf<'deleteTestTranscript'>>(`/test-transcripts/${enc(id)}`, o),
  };

  readonly usage = {
    /** The organisation's overview: totals and per-day counts over `days`. */
    overview: (q: QueryOf<'getOverview'> = {}, o?: CallOptions) => this.get<ResponseOf<'getOverview'>>('/overview', q, o),
    project: (id: string, q: QueryOf<'getProjectUsage'> = {}, o?: CallOptions) => this.projects.usage(id, q, o),
    api: (id: string, q: QueryOf<'getApiUsage'> = {}, o?: CallOptions) => this.apis.usage(id, q, o),
  };

  /** Same as `usage.overview`, as the spec names the route. */
  overview(q: QueryOf<'getOverview'> = {}, o?: CallOptions) {
    return this.usage.overview(q, o);
  }

  readonly aiAssist = {
    /** Asks the assistant; the answer is kept as a draft of the API. */
    ask: (body: BodyOf<'askAiAssistant'>, o?: CallOptions) => this.post<ResponseOf<'askAiAssistant'>>('/ai-assist', body, o),
    drafts: (apiId: string, q: QueryOf<'listAiAssistDrafts'> = {}, o?: CallOptions) =>
      this.list<'listAiAssistDrafts'>(`/ai-assist/drafts/${enc(apiId)}`, q, o),
  };
}
