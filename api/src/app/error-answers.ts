import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { ApiError, PG_ERROR, isDatabaseUnavailable, pgErrorCode } from '../errors';

/** PostgreSQL errors that mean the input was bad, not the server. */
const BAD_INPUT_CODES: readonly string[] = [
  PG_ERROR.checkViolation,
  PG_ERROR.foreignKeyViolation,
  PG_ERROR.invalidTextRepresentation,
  PG_ERROR.numericOutOfRange,
  PG_ERROR.stringTooLong,
  PG_ERROR.characterNotInRepertoire,
  PG_ERROR.untranslatableCharacter,
];

/**
 * How a failure is answered: the api's own errors and bad input as 4xx with their message, an
 * unavailable database as 503 to retry, a conflict of concurrent changes as 409, anything else
 * as a logged 500; an unknown route as 404.
 */
export function answerErrors(app: App): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ status: 'error', message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .code(400)
        .send({ status: 'error', message: first?.message ?? 'Invalid request.' });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      const message = statusCode === 429 ? MESSAGES.tooManyLoginAttempts : (error as Error).message;
      return reply.code(statusCode).send({ status: 'error', message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request, and no stack trace: the database is down or stalled, and
      // the api answers again by itself once it is back (the pool opens new connections).
      request.log.warn(`database unavailable: ${(error as Error).message}`);
      return reply
        .code(503)
        .header('retry-after', 5)
        .send({ status: 'error', message: MESSAGES.databaseUnavailable });
    }
    const code = pgErrorCode(error);
    if (code === PG_ERROR.uniqueViolation || code === PG_ERROR.exclusionViolation) {
      return reply
        .code(409)
        .send({ status: 'error', message: 'That change conflicts with the current league state.' });
    }
    if (code === PG_ERROR.serializationFailure || code === PG_ERROR.deadlockDetected) {
      return reply.code(409).send({
        status: 'error',
        message: 'The league changed at the same time. Please try again.',
      });
    }
    if (code !== undefined && BAD_INPUT_CODES.includes(code)) {
      return reply.code(400).send({ status: 'error', message: 'Invalid request.' });
    }
    request.log.error(error);
    return reply.code(500).send({ status: 'error', message: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'error', message: `No route ${request.method} ${request.url}` }),
  );
}
