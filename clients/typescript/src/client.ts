// CxsClient: the public surface (API key) for apps on the web, React Native and Node.

import { SvcAbortError, SvcConfigError, SvcError, SvcNetworkError, SVC_CLIENT_ERROR_CODES, errorFromFrame, errorFromResponse } from './errors.js';
import { openWithFetch, openWithXhr, pickTransport, isReactNative, type OpenStream, type StreamTransport, type XhrLike } from './stream.js';
import { SseParser } from './sse.js';
import {
  Attempt,
  Transport,
  parseJson,
  resolveConfig,
  responseInfo,
  uuidV4,
  type AuditedCallOptions,
  type CallOptions,
  type CommonClientOptions,
  type RequestSpec,
} from './transport.js';
import type {
  ApiDetail,
  ApiSummary,
  AudioExtractResult,
  AudioInput,
  ExtractRequest,
  ExtractResult,
  InsightsRequest,
  InsightsResult,
  Language,
  PatientInvocationSearch,
  StreamFrame,
  SummarizeRequest,
  SummarizeResult,
  Transcription,
} from './types.js';
import { SDK_VERSION } from './version.js';

export type Platform = 'web' | 'node' | 'mobile-ios' | 'mobile-android';

export interface CxsClientOptions extends CommonClientOptions {
  /** An API key, `svc_test_…` or `svc_live_…`. */
  apiKey: string;
  /**
   * Sent as `X-Svc-Client: <platform>/<version>`. `mobile-*` marks a mobile bundle: the
   * server refuses live keys from it, and so does this constructor. Default: `web` in a
   * browser, `node` in Node, `mobile` under React Native.
   */
  platform?: Platform;
  /** Development only: lets a mobile build use a live key (sends `X-Svc-Live-Key-Ack: development`). */
  acknowledgeLiveKeyInDevelopment?: boolean;
  /** Time allowed for one attempt of an audio call, in ms (default 1 830 000: the server allows 30 min). */
  audioTimeoutMs?: number;
  /** How streams are read (default 'auto': XHR under React Native or without ReadableStream, else fetch). */
  streamTransport?: StreamTransport;
  /** The XMLHttpRequest constructor for streamTransport 'xhr' (default: the global one). */
  XMLHttpRequest?: new () => XhrLike;
}

/** Options of the calls that take a format (`fhir` adds a FHIR R4 Bundle). */
export interface ExtractCallOptions extends AuditedCallOptions {
  format?: 'json' | 'fhir';
}

/** Audit fields and the spoken-language hint of the audio calls. */
export interface AudioParams {
  language?: string;
  speakerMode?: 'doctor' | 'doctor_patient';
  patientHash?: string;
  recordedById?: string;
  /** File name sent with bytes or a Blob (default `recording`). */
  fileName?: string;
}

export interface AudioExtractParams extends AudioParams {
  /** Values for the API's declared inputs (sent as a JSON string, as the server expects). */
  inputs?: Record<string, unknown>;
}

export interface AudioStreamParams extends AudioExtractParams {
  /** Ask for `progress` frames (decode, each transcribed chunk, extract) before `transcript`. */
  progress?: boolean;
}

type ExtractParams = Omit<ExtractRequest, 'text'> & { text: string };

function defaultPlatform(): Platform | 'mobile' {
  if (isReactNative()) return 'mobile';
  const g = globalThis as { window?: unknown; process?: { versions?: { node?: string } } };
  if (typeof g.window === 'undefined' && g.process?.versions?.node) return 'node';
  return 'web';
}

function isRnFile(f: unknown): f is { uri: string; name: string; type: string } {
  return typeof f === 'object' && f !== null && typeof (f as { uri?: unknown }).uri === 'string';
}

/** The multipart form of the audio calls; text fields first, the file last. */
function audioForm(file: AudioInput, params: AudioStreamParams): FormData {
  const form = new FormData();
  const { fileName, inputs, ...fields } = params;
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
  if (inputs !== undefined) form.append('inputs', JSON.stringify(inputs));
  if (isRnFile(file)) {
    // React Native's FormData takes {uri, name, type} and its networking layer reads the file.
    form.append('file', file as unknown as Blob);
  } else if (typeof Blob !== 'undefined' && file instanceof Blob) {
    const named = (file as { name?: unknown }).name;
    form.append('file', file, fileName ?? (typeof named === 'string' && named ? named : 'recording'));
  } else if (file instanceof ArrayBuffer || ArrayBuffer.isView(file)) {
    const bytes = file instanceof ArrayBuffer ? new Uint8Array(file) : new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    form.append('file', new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), fileName ?? 'recording');
  } else {
    throw new SvcConfigError('file must be a Blob/File, an ArrayBuffer/Uint8Array/Buffer, or a React Native {uri, name, type}');
  }
  return form;
}

export class CxsClient {
  private readonly transport: Transport;
  private readonly audioTimeoutMs: number;
  private readonly streamTransport: StreamTransport;
  private readonly Xhr: (new () => XhrLike) | undefined;

  constructor(options: CxsClientOptions) {
    if (!options || typeof options !== 'object') throw new SvcConfigError('options are required: { baseUrl, apiKey }');
    const { apiKey } = options;
    if (typeof apiKey !== 'string' || !/^svc_(test|live)_[A-Za-z0-9_-]+$/.test(apiKey)) {
      throw new SvcConfigError('apiKey must be an API key (svc_test_… or svc_live_…); management calls take a JWT through CxsAdminClient');
    }
    const platform = options.platform ?? defaultPlatform();
    if (!['web', 'node', 'mobile', 'mobile-ios', 'mobile-android'].includes(platform)) {
      throw new SvcConfigError(`platform must be one of web, node, mobile-ios, mobile-android; got ${String(platform)}`);
    }
    const mobile = platform.startsWith('mobile');
    const headers: Record<string, string> = { 'X-Svc-Client': `${platform}/${SDK_VERSION}` };
    if (mobile && apiKey.startsWith('svc_live_')) {
      // A live key in an app bundle can be pulled out of it by anyone with the app.
      if (!options.acknowledgeLiveKeyInDevelopment) {
        throw new SvcConfigError(
          'A live key (svc_live_) must not ship in a mobile app: use a test key, or set acknowledgeLiveKeyInDevelopment in development builds only',
        );
      }
      headers['X-Svc-Live-Key-Ack'] = 'development';
    }
    this.transport = new Transport(resolveConfig(options, apiKey, headers));
    this.audioTimeoutMs = options.audioTimeoutMs ?? 1_830_000;
    this.streamTransport = options.streamTransport ?? 'auto';
    this.Xhr = options.XMLHttpRequest;
    if (!['auto', 'fetch', 'xhr'].includes(this.streamTransport)) throw new SvcConfigError("streamTransport must be 'auto', 'fetch' or 'xhr'");
  }

  /** Runs a published API on a text. Audited; retried with one Idempotency-Key. */
  extract(slug: string, params: ExtractParams, opts: ExtractCallOptions = {}): Promise<ExtractResult> {
    const { format, ...call } = opts;
    return this.transport.request<ExtractResult>(
      { method: 'POST', path: `/extract/${encodeURIComponent(slug)}`, query: { format }, json: params, retry: true, idempotencyKey: call.idempotencyKey ?? uuidV4() },
      call,
    );
  }

  /** Summarises a text. Not audited and stateless, so retried without a key. */
  summarize(params: SummarizeRequest, opts: CallOptions = {}): Promise<SummarizeResult> {
    return this.transport.request<SummarizeResult>({ method: 'POST', path: '/summarize', json: params, retry: true }, opts);
  }

  /** Clinical insights for a transcript through an API with insights enabled. Audited. */
  insights(slug: string, params: InsightsRequest, opts: AuditedCallOptions = {}): Promise<InsightsResult> {
    return this.transport.request<InsightsResult>(
      { method: 'POST', path: `/insights/${encodeURIComponent(slug)}`, json: params, retry: true, idempotencyKey: opts.idempotencyKey ?? uuidV4() },
      opts,
    );
  }

  /** The 23 language codes the service knows. */
  languages(opts: CallOptions = {}): Promise<{ items: Language[] }> {
    return this.transport.request({ method: 'GET', path: '/languages', retry: true }, opts);
  }

  readonly audio = {
    /** English transcript of a recording. Audited. */
    transcribe: (file: AudioInput, params: AudioParams = {}, opts: AuditedCallOptions = {}): Promise<Transcription> => {
      const form = () => audioForm(file, params);
      return this.transport.request<Transcription>(
        { method: 'POST', path: '/audio/transcribe', form, retry: true, idempotencyKey: opts.idempotencyKey ?? uuidV4() },
        { ...opts, timeoutMs: opts.timeoutMs ?? this.audioTimeoutMs },
      );
    },

    /** Transcript plus extraction through a published API. Audited. */
    extract: (slug: string, file: AudioInput, params: AudioExtractParams = {}, opts: ExtractCallOptions = {}): Promise<AudioExtractResult> => {
      const { format, ...call } = opts;
      const form = () => audioForm(file, params);
      return this.transport.request<AudioExtractResult>(
        { method: 'POST', path: `/audio/extract/${encodeURIComponent(slug)}`, query: { format }, form, retry: true, idempotencyKey: call.idempotencyKey ?? uuidV4() },
        { ...call, timeoutMs: call.timeoutMs ?? this.audioTimeoutMs },
      );
    },

    /**
     * As `extract`, read as frames while the server works: `transcript`, then `data`, then
     * `done` (and `progress` where the server sends it). An `error` frame ends the loop by
     * throwing the matching Svc*Error. Retries happen only before the first byte of the
     * stream; once frames flow, a failure is thrown, never retried.
     */
    extractStream: (slug: string, file: AudioInput, params: AudioStreamParams = {}, opts: AuditedCallOptions = {}): AsyncIterable<StreamFrame> => {
      return this.stream(`/audio/extract/${encodeURIComponent(slug)}/stream`, () => audioForm(file, params), opts);
    },
  };

  readonly apis = {
    /** The APIs of this key's project (`status` default PUBLISHED). */
    list: (query: { status?: 'PUBLISHED' | 'DRAFT' | 'ARCHIVED' | 'ALL' } = {}, opts: CallOptions = {}): Promise<ApiSummary[]> =>
      this.transport.request({ method: 'GET', path: '/apis', query, retry: true }, opts),
    /** One API with its published schema, prompt and inputs. */
    bySlug: (slug: string, opts: CallOptions = {}): Promise<ApiDetail> =>
      this.transport.request({ method: 'GET', path: `/apis/by-slug/${encodeURIComponent(slug)}`, retry: true }, opts),
  };

  readonly invocations = {
    /** Invocation metadata for one patient hash (needs the key scope `invocations:read`). */
    search: (query: { patientHash: string; sinceDays?: number; limit?: number }, opts: CallOptions = {}): Promise<PatientInvocationSearch> =>
      this.transport.request({ method: 'GET', path: '/invocations', query, retry: true }, opts),
  };

  private stream(path: string, form: () => FormData, opts: AuditedCallOptions): AsyncIterable<StreamFrame> {
    const transport = this.transport;
    const spec: RequestSpec = { method: 'POST', path, retry: true, idempotencyKey: opts.idempotencyKey ?? uuidV4(), accept: 'text/event-stream' };
    const timeoutMs = opts.timeoutMs ?? this.audioTimeoutMs;
    const kind = pickTransport(this.streamTransport);
    const Xhr = this.Xhr ?? (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
    if (kind === 'xhr' && !Xhr) throw new SvcConfigError("streamTransport 'xhr' needs XMLHttpRequest (pass it as the XMLHttpRequest option)");
    const fetchImpl = transport.config.fetch ?? (globalThis as { fetch?: typeof fetch }).fetch;

    return {
      async *[Symbol.asyncIterator]() {
        // Open the stream, retrying failures that come before it starts.
        let attempt: Attempt | undefined;
        const opened = await transport.withRetries(spec, opts, async () => {
          const a = new Attempt(opts.signal, timeoutMs);
          try {
            const req = { method: 'POST', headers: transport.headersFor(spec, opts), body: form(), signal: a.signal };
            const url = transport.url(path);
            const s: OpenStream = kind === 'xhr' ? await openWithXhr(Xhr!, url, req) : await openWithFetch(fetchImpl!, url, req);
            if (s.status < 200 || s.status >= 300) {
              const text = await s.text();
              throw errorFromResponse(s.status, parseJson(text), s.headers.get('x-request-id'), s.headers.get('retry-after'));
            }
            attempt = a;
            return s;
          } catch (e) {
            a.dispose();
            throw a.classify(e);
          }
        });
        const requestId = opened.headers.get('x-request-id');
        opts.onResponse?.(responseInfo(opened));
        const parser = new SseParser();
        let finished = false;
        try {
          for await (const chunk of opened.chunks()) {
            for (const ev of parser.push(chunk)) {
              const frame = parseJson(ev.data) as { type?: string; [k: string]: unknown } | undefined;
              if (!frame || typeof frame !== 'object') continue;
              const type = frame.type ?? ev.event;
              if (type === 'error') throw errorFromFrame(frame as { code?: unknown; message?: unknown }, requestId);
              if (type !== 'transcript' && type !== 'data' && type !== 'done' && type !== 'progress') continue; // newer servers' frames
              // Bytes already buffered must not outrun the caller's abort.
              if (opts.signal?.aborted) throw new SvcAbortError(opts.signal.reason);
              yield { ...frame, type } as StreamFrame;
              if (type === 'done') {
                finished = true;
                return;
              }
            }
          }
          throw new SvcNetworkError({ code: SVC_CLIENT_ERROR_CODES.NETWORK_ERROR, message: 'The stream ended before its done frame.', requestId: requestId ?? undefined });
        } catch (e) {
          if (e instanceof SvcError && !(e instanceof SvcAbortError) && !opts.signal?.aborted) throw e;
          throw attempt!.classify(e);
        } finally {
          if (!finished) opened.cancel();
          attempt?.dispose();
        }
      },
    };
  }
}
