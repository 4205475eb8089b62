import type { z } from 'zod';
import type { PathOf, PathParams } from './declare';
import type { DeclaredRouteKey, Routes } from './index';

type Declared<K extends DeclaredRouteKey> = Routes[K];

type ParamsInput<K extends DeclaredRouteKey> = [PathParams<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<PathParams<PathOf<K>>, string | number> };

/** A query value as sent: a number where the schema reads its text (is_active: 1 or '1'). */
type QueryValue<V> = V | (V extends `${infer N extends number}` ? N : never);

type QueryInput<K extends DeclaredRouteKey> =
  Declared<K> extends { querystring: infer Q extends z.ZodType }
    ? { query: { [F in keyof z.input<Q>]: QueryValue<z.input<Q>[F]> } }
    : unknown;

type BodyInput<K extends DeclaredRouteKey> =
  Declared<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/**
 * What a call of a route sends: the path's parameters (named by the path itself), the query the
 * route's querystring schema takes and the body its body schema takes.
 */
export type RouteInput<K extends DeclaredRouteKey> = ParamsInput<K> & QueryInput<K> & BodyInput<K>;

/** What a route answers: its 200 schema's output, or nothing for a 204. */
export type RouteAnswer<K extends DeclaredRouteKey> =
  Declared<K> extends {
    response: { 200: infer S extends z.ZodType };
  }
    ? z.output<S>
    : Declared<K> extends { response: { 204: z.ZodType } }
      ? void
      : unknown;
