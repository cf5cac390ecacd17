// Public request/response types, all derived from the generated OpenAPI types so that a
// change of docs/openapi.yaml shows up here as a compile error rather than a silent drift.

import type { components, operations } from './generated/openapi.js';

/** Every schema of docs/openapi.yaml, by name: `Schemas['Api']`, `Schemas['Medication']`, … */
export type Schemas = components['schemas'];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<Op extends keyof operations> = operations[Op]['responses'];

/** The JSON body of an operation's 200 (or 201) answer. */
export type ResponseOf<Op extends keyof operations> = Responses<Op> extends { 200: infer R }
  ? JsonOf<R>
  : Responses<Op> extends { 201: infer R }
    ? JsonOf<R>
    : never;

/** The JSON request body of an operation. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of an operation. */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** A page of a management list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

// Public surface
export type ExtractRequest = Schemas['ExtractRequest'];
export type ExtractResult = ResponseOf<'extract'>;
export type SummarizeRequest = Schemas['SummarizeRequest'];
export type SummarizeResult = ResponseOf<'summarize'>;
export type InsightsRequest = Schemas['InsightsRequest'];
export type InsightsResult = ResponseOf<'insights'>;
export type Transcription = ResponseOf<'transcribeAudio'>;
export type AudioExtractResult = ResponseOf<'extractAudio'>;
export type ApiSummary = Schemas['ApiSummary'];
export type ApiDetail = Schemas['ApiDetail'];
export type PatientInvocationSearch = Schemas['PatientInvocationSearch'];
export type Language = Schemas['Language'];
/** The body of an idempotent replay when the API does not retain payloads. */
export type IdempotentReplay = Schemas['IdempotentReplay'];

// Streaming frames of /audio/extract/:slug/stream (docs/openapi.yaml describes them in prose).
export interface TranscriptFrame {
  type: 'transcript';
  transcript: string;
  language: string;
  durationSec: number;
  chunked: boolean;
  chunkCount: number;
}
export interface DataFrame {
  type: 'data';
  data: Record<string, unknown>;
  apiSlug: string;
  version: string;
  [extra: string]: unknown;
}
export interface DoneFrame {
  type: 'done';
  requestId: string;
  latencyMs: number;
}
/** Sent by servers that report progress; fields beyond `type` are informational. */
export interface ProgressFrame {
  type: 'progress';
  [detail: string]: unknown;
}
export type StreamFrame = TranscriptFrame | DataFrame | DoneFrame | ProgressFrame;

/** What a caller may pass as a recording. */
export type AudioInput =
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  /** React Native: a local file the networking layer reads (`file://…`, `content://…`). */
  | { uri: string; name: string; type: string };
