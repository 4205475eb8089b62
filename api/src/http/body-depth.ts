import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fangtasy/shared/domain';
import { badRequest } from '../errors';

/**
 * How deeply a JSON body may nest. The deepest body a route takes is an object holding rule
 * objects or id lists (two levels); the rest is headroom. The NUL check and the schemas walk a
 * body recursively, so an unbounded depth (5,000 `[`) ran them out of stack: a 500.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether JSON text nests deeper than `max`, read in one pass without recursion: brackets in
 * strings are text, and a string's escapes (`\"`) do not end it. The text need not be valid JSON;
 * the parser after this says what else is wrong.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses a body nested deeper than
 * MAX_BODY_DEPTH (400) before anything parses or walks it, then parses as Fastify does.
 */
export function refuseDeepJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(badRequest(MESSAGES.bodyTooDeep), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
