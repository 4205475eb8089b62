import type { z } from 'zod';
import type { RouteEntry } from '../../src/app';
import { createPlayer, rosterPlayer, type RosterLeague, type Team } from './roster-fixtures';
import type { TestApp } from './test-app';

/** Where a route reads a value: its path, its query string or its body. */
export type RoutePart = 'params' | 'querystring' | 'body';

/** One number a route accepts: where it sits (a list's items under '*') and its zod schema. */
export interface RouteNumber {
  part: RoutePart;
  path: string[];
  schema: z.ZodNumber;
  isInt: boolean;
}

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  element?: unknown;
}
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/**
 * Every number field of a zod schema, walking objects, lists, optional, nullable and default
 * wrappers and unions. A pipe counts by what it lets through: a number coerced into a union of
 * literals accepts only those literals, not a number field.
 */
function numbersIn(schema: unknown, path: string[], found: Omit<RouteNumber, 'part'>[]): void {
  const def = defOf(schema);
  if (!def) return;
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {}))
        numbersIn(child, [...path, key], found);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      numbersIn(def.innerType, path, found);
      return;
    case 'pipe':
      numbersIn(def.out, path, found);
      return;
    case 'union':
      for (const option of def.options ?? []) numbersIn(option, path, found);
      return;
    case 'array':
      numbersIn(def.element, [...path, '*'], found);
      return;
    case 'number': {
      const number = schema as z.ZodNumber;
      found.push({ path, schema: number, isInt: Boolean(number.isInt) });
      return;
    }
  }
}

/** Every number a route accepts, in its path, query string and body. */
export function routeNumbers(route: RouteEntry): RouteNumber[] {
  const found: RouteNumber[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const numbers: Omit<RouteNumber, 'part'>[] = [];
    numbersIn(route.schema?.[part], [], numbers);
    found.push(...numbers.map((entry) => ({ ...entry, part })));
  }
  return found;
}

/** The value a walk of `schema` builds from `valueOf` for each leaf field (objects recurse). */
export function buildValue(
  schema: unknown,
  path: string[],
  valueOf: (path: string[]) => unknown,
): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const built = buildValue(child, [...path, key], valueOf);
        if (built !== undefined) value[key] = built;
      }
      return value;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return buildValue(def.innerType, path, valueOf);
    case 'array':
      return [buildValue(def.element, [...path, '*'], valueOf)];
    default:
      return valueOf(path);
  }
}

/** A copy of `value` with the leaf at `path` replaced (a list's '*' is its first item). */
export function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return [withLeaf(value[0], rest, leaf), ...value.slice(1)];
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: withLeaf(record[head], rest, leaf) };
}

/**
 * The ids a request of the route table may name, for a member of `league` who has one rostered
 * player: every id field of the api's routes, by name.
 */
export async function routeFixtureIds(
  t: TestApp,
  league: RosterLeague,
  member: Team,
): Promise<Record<string, number>> {
  const playerId = await createPlayer(t, { position: 'RB', team: 'KC' });
  const rowId = await rosterPlayer(t, league, member, playerId, 'RB1');
  return {
    league_id: league.leagueId,
    user_id: member.userId,
    league_member_id: member.memberId,
    rostered_player_id: rowId,
    rostered_player_to_drop: rowId,
    player_id: playerId,
    player_ids: playerId,
    id: rowId,
  };
}
