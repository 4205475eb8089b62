import { ROUTES, splitRouteKey, type DeclaredRouteKey } from '@fangtasy/shared/routes';

/**
 * A route's method, path and schema from its declaration in `@fangtasy/shared/routes`
 * (docs/decisions/052), for `app.route({ ...declared(key), config, handler })`: the route file
 * adds who may call it, the read cache's settings and the handler, nothing of its shape.
 */
export function declared<K extends DeclaredRouteKey>(key: K) {
  const { method, path } = splitRouteKey(key);
  return { method, url: path, schema: ROUTES[key] };
}
