import { MESSAGES } from '@fangtasy/shared/domain';

/**
 * The api's error catalogue. Every refusal is an ApiError carrying the status code and the
 * spec's text; the error handler turns it into `{ status: 'error', message }`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: input a client could correct. */
export const badRequest = (message: string) => new ApiError(400, message);
/** 401: no valid session. */
export const unauthorized = (message: string = MESSAGES.notAuthenticated) =>
  new ApiError(401, message);
/** 403: a known user acting outside their rights. */
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message);
/** 404: the thing named does not exist (or is not visible to the caller). */
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message);
/** 409: the request is valid but the state of the league refuses it. */
export const conflict = (message: string) => new ApiError(409, message);
/** 429: too many attempts. */
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** 503: the server cannot answer now (busy, or its database unreachable); try again. */
export const serviceUnavailable = (message: string) => new ApiError(503, message);

/** PostgreSQL error codes we translate rather than answer with a 500. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  invalidTextRepresentation: '22P02',
  numericOutOfRange: '22003',
  stringTooLong: '22001',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Node's socket errors when the database server is down or unreachable. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's: server shutting down or starting up, a statement cancelled by its timeout. */
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** pg's own errors for a connection lost, never made, or a statement left unanswered. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

/**
 * Whether an error says the database cannot be reached or answer now (down, restarting, stalled,
 * out of connections) rather than anything about the request: the answer is 503, try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_PG_CODES.has(code))) return true;
  // Class 08: connection exceptions.
  if (code?.startsWith('08')) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}
