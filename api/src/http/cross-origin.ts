import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from a page of another origin than the product's
 * (docs/decisions/011). A browser sends a form or a no-cors fetch — a text/plain POST without a
 * preflight — with the member's cookie to any site it is same-site with, and to every site when
 * the cookie is SameSite=None; only the headers the browser sets tell where it came from.
 * The rule follows Go's net/http CrossOriginProtection:
 * - Sec-Fetch-Site `same-origin` or `none` (typed by the user): the api's own page, allowed;
 * - otherwise an Origin among the product's origins (CORS_ORIGINS) is allowed, any other refused;
 * - without either header the client is not a browser (curl, the tests, the bench), allowed;
 * - an Origin naming the api's own host (older browsers without Sec-Fetch-Site), allowed.
 */
export function isCrossOriginWrite(request: FastifyRequest, trustedOrigins: readonly string[]) {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && trustedOrigins.includes(origin)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true; // 'null' (a sandboxed or privacy-hidden origin), or nonsense
  }
}
