// Shapes of the management API's resources as the console uses them (docs/api.md).

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Project {
  id: string;
  name: string;
  slug: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

export type FieldType =
  | 'string' | 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'enum' | 'string-list' | 'object'
  | 'vitals-block' | 'diagnosis-list' | 'medication-list' | 'allergy-list' | 'investigation-list';

export interface SchemaField {
  key: string;
  label: string;
  type: FieldType | string;
  description?: string;
  required?: boolean;
  enum?: string[];
  items?: { type: 'string' } | { type: 'enum'; enum: string[] };
  hints?: string[];
  fields?: SchemaField[];
}

export interface SchemaSection {
  id: string;
  title: string;
  fields: SchemaField[];
}

export interface Schema {
  sections: SchemaSection[];
}

export interface DeclaredInput {
  key: string;
  type: string;
  required?: boolean;
  description?: string;
}

export interface InsightsConfig {
  enabled: boolean;
  kinds: string[];
}

export interface Draft {
  schema: Schema;
  systemPrompt: string;
  inputs: DeclaredInput[];
  insights: InsightsConfig;
}

export interface ApiSettings {
  retainPayloads: boolean;
  enforceClinicalFoundation: boolean;
  redactPHI: boolean;
  vitalRangeSanity: boolean;
  negationHandling: boolean;
  codeMixInterpretation: boolean;
  narrativeBullets: boolean;
}

export type ApiStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

export interface ExtractionApi {
  id: string;
  projectId: string;
  slug: string;
  name: string;
  status: ApiStatus;
  version: number;
  draft: Draft;
  publishedSchema: Schema | null;
  publishedSystemPrompt: string | null;
  publishedInputs: DeclaredInput[] | null;
  publishedAt: string | null;
  settings: ApiSettings;
  createdAt: string;
  updatedAt: string;
}

export interface Template {
  id: string;
  name: string;
  description: string;
  schema: Schema;
  systemPrompt: string;
  inputs: DeclaredInput[];
  insights: InsightsConfig;
}

export interface ApiVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** Present when the server answers GET /apis/:id/versions/:version (not every server does). */
  schema?: Schema;
  systemPrompt?: string;
  inputs?: DeclaredInput[];
  insights?: InsightsConfig;
}

export type KeyMode = 'test' | 'live';

export interface ApiKey {
  id: string;
  projectId: string;
  name: string;
  mode: KeyMode;
  prefix: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface Webhook {
  id: string;
  projectId: string;
  url: string;
  events: string[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

export interface CreatedWebhook extends Webhook {
  secret: string;
}

export interface Delivery {
  id: string;
  eventId: string;
  type: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED' | string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface TestTranscript {
  id: string;
  apiId: string;
  name: string;
  transcript: string;
  expected: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export interface Invocation {
  id: string;
  apiId: string | null;
  endpoint: string;
  status: 'SUCCESS' | 'FAILED' | string;
  errorCode: string | null;
  latencyMs: number;
  audioSeconds: number;
  totalTokens: number;
  recordedById: string | null;
  patientHash: string | null;
  requestId: string;
  createdAt: string;
}

export interface UsageCounters {
  calls: number;
  failures: number;
  audioSeconds: number;
  totalTokens: number;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
}

export interface UsageDay extends UsageCounters {
  date: string;
}

export interface UsageReport {
  orgId?: string;
  projectId?: string;
  apiId?: string;
  days: number;
  from: string;
  to: string;
  totals: UsageCounters;
  daily: UsageDay[];
  byApi?: { apiId: string; slug: string; name: string; calls: number; failures: number }[];
}

export interface Evidence {
  start: number;
  end: number;
}

export interface ExtractionWarning {
  field: string;
  code: string;
  message: string;
  evidence?: Evidence | null;
}

export interface InsightItem {
  kind: string;
  code: string;
  severity: 'critical' | 'warning' | 'info' | string;
  title: string;
  detail: string;
  evidence: Evidence[];
}

export interface PlaygroundResult {
  data: Record<string, unknown>;
  apiSlug: string;
  version: string;
  warnings?: ExtractionWarning[];
  phiTokenMap?: Record<string, string>;
  insights?: { items: InsightItem[]; counts: Record<string, number>; checklist?: unknown; priorNote?: unknown };
  fhir?: unknown;
}

export type AssistWant = 'fields' | 'prompt' | 'edge-cases' | 'test-transcript' | 'diagnose' | 'chat';

export interface AssistDraft {
  id: string;
  apiId: string;
  want: AssistWant;
  message: string | null;
  result: any;
  engine: string;
  createdBy: string;
  createdAt: string;
}

export interface DevSignIn {
  token: string;
  orgId: string;
  role: string;
  expiresAt: string;
}
