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
