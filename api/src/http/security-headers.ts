import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers on every answer (docs/decisions/012). The api answers JSON, which needs no
 * script, style or frame: its policy allows nothing and no page may frame it. The /docs UI sets
 * its own policy (swagger-ui's scripts and styles, app/openapi-docs.ts), also unframeable.
 */
const OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
};

/**
 * The headers helmet sets for our options, found once: with these options they depend on nothing
 * in a request (no nonces, no directive computed per request), so each answer gets them copied
 * rather than helmet's middleware built and run again (what @fastify/helmet does per request).
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {
      // X-Powered-By: never set by Fastify.
    },
  };
  let done = false;
  helmet(OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      done = true;
    },
  );
  if (!done) throw new Error('helmet set its headers asynchronously');
  return headers;
}
