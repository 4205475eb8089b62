import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from '../app';
import type { ApiConfig } from '../config';
import { limitConnections, serverTimeouts } from '../http/connection-limits';

/** The Fastify server with its limits, validating and answering through the routes' zod schemas. */
export function createServer(config: ApiConfig, options: { logger?: boolean }): App {
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For names the client only when it comes from a proxy the operator named.
    trustProxy: config.trustProxy,
    // Plugins open nothing slow, but a loaded 2-core machine can stall startup past the 10 s default.
    pluginTimeout: 60_000,
    // A half-sent request is dropped in seconds; connections are capped (docs/decisions/024).
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
