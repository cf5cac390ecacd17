// @cxs/client: the single public entry of the SDK (the console imports this file directly).

export { CxsClient } from './client.js';
export type { CxsClientOptions, Platform, AudioParams, AudioExtractParams, AudioStreamParams, ExtractCallOptions } from './client.js';
export { CxsAdminClient, PagedList } from './admin.js';
export type { CxsAdminClientOptions } from './admin.js';
export {
  SvcError,
  SvcAuthError,
  SvcRateLimitError,
  SvcValidationError,
  SvcNotFoundError,
  SvcTimeoutError,
  SvcNetworkError,
  SvcQuotaExceededError,
  SvcServerError,
  SvcConfigError,
  SvcAbortError,
  SvcConflictError,
  SVC_CLIENT_ERROR_CODES,
  errorFromResponse,
} from './errors.js';
export type { SvcFieldProblem, SvcClientErrorCode } from './errors.js';
export { SVC_ERROR_CODES, SVC_ERROR_STATUS } from './generated/error-codes.js';
export type { SvcErrorCode } from './generated/error-codes.js';
export { SseParser } from './sse.js';
export type { SseEvent } from './sse.js';
export type { StreamTransport, XhrLike } from './stream.js';
export type { CallOptions, AuditedCallOptions, CommonClientOptions, ResponseInfo, HeaderReader } from './transport.js';
export { SDK_VERSION } from './version.js';
export type * from './types.js';
export type { components, operations, paths } from './generated/openapi.js';
