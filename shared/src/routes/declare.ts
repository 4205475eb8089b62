import type { z } from 'zod';

/** The methods the api answers. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A route's name: its method and its path as Fastify writes it, e.g.
 * `'GET /trades/getTradeById/:id'`. The same name the authorization matrix and the component
 * tests' fake api use.
 */
export type RouteKey = `${RouteMethod} /${string}`;

/**
 * What a route takes and answers, declared once (docs/decisions/052): the api registers the
 * route from it (its path, method and schema) and the client builds its request and reads its
 * answer's type from it. The answer schemas come from `../contract` (decision 008).
 */
export interface RouteDeclaration {
  /** The OpenAPI group at /docs. */
  tags: string[];
  /** One line at /docs: what the call does and for whom. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** 200 with the contract's answer, or 204 with none (only the bench's baseline leaves it out). */
  response?: { 200: z.ZodType } | { 204: z.ZodType };
  /** Left out of /docs (the test and bench helpers). */
  hide?: boolean;
}

/** A table of routes by name; only checks the declarations' shape and keeps their types. */
export const declareRoutes = <T extends Record<RouteKey, RouteDeclaration>>(routes: T): T => routes;

/** `'GET /a/:x'` → `'GET'`. */
export type MethodOf<K extends string> = K extends `${infer M extends RouteMethod} ${string}`
  ? M
  : never;

/** `'GET /a/:x'` → `'/a/:x'`. */
export type PathOf<K extends string> = K extends `${RouteMethod} ${infer P}` ? P : never;

/** The names of a path's parameters: `'/a/:x/b/:y'` → `'x' | 'y'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The method and the path of a route's name. */
export function splitRouteKey<K extends RouteKey>(
  key: K,
): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}

/** The parameter names a path declares, in order: `'/a/:x/b/:y'` → `['x', 'y']`. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
