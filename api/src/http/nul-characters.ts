import type { FastifyInstance } from 'fastify';
import { MESSAGES, fieldLabelOf } from '@fangtasy/shared/domain';
import { badRequest } from '../errors';

/**
 * The first place in a request value that holds a NUL character (U+0000), as a field path
 * ('username', 'regular_roster_rules.name', 'player_ids.2'), or null when there is none.
 * PostgreSQL text cannot store NUL, so such input is refused as bad input before it reaches a
 * query, instead of failing there.
 */
export function fieldWithNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** PostgreSQL text cannot hold NUL: refused as bad input of the field, before any query sees it. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field === null) return;
    const name = field.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? field;
    throw badRequest(MESSAGES.nulCharacter(fieldLabelOf(name)));
  });
}
