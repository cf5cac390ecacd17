// The error shape the console shows: the SDK's Svc*Error classes and the console's own
// fetch adapter both carry status, code, message, requestId and fields.

export interface FieldProblem {
  field: string;
  message: string;
}

export interface ServiceError {
  status?: number;
  code?: string;
  message: string;
  requestId?: string | null;
  fields?: FieldProblem[];
}

/** Thrown by the console's local fetch adapter; same members as the SDK's errors. */
export class ConsoleApiError extends Error implements ServiceError {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly fields: FieldProblem[];
  readonly body: unknown;

  constructor(status: number, code: string, message: string, requestId: string | null, fields: FieldProblem[] = [], body?: unknown) {
    super(message);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.fields = fields;
    this.body = body;
  }
}

/** Normalises anything thrown into the console's error shape. */
export function toServiceError(e: unknown): ServiceError {
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    const message = typeof o.message === 'string' && o.message ? o.message : String(e);
    return {
      status: typeof o.status === 'number' ? o.status : undefined,
      code: typeof o.code === 'string' ? o.code : undefined,
      message,
      requestId: typeof o.requestId === 'string' ? o.requestId : null,
      fields: Array.isArray(o.fields) ? (o.fields as FieldProblem[]) : [],
    };
  }
  return { message: String(e) };
}

export function isUnauthenticated(e: unknown): boolean {
  const err = toServiceError(e);
  return err.status === 401;
}
