import type { Server, ServerOptions } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import proxyAddr from '@fastify/proxy-addr';
import type { ApiConfig } from '../config';

/**
 * How long a connection may take to send a request, and stay idle after one
 * (docs/decisions/024). Node checks its request timeouts on a timer of its own (every 30 s by
 * default): checked more often, a half-sent request is dropped within about its timeout. They
 * bound only a request's arrival — a stream whose request has arrived (the live scores) is not
 * cut, however long its answer lasts.
 */
export function serverTimeouts(config: ApiConfig): {
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(100, config.headersTimeoutMs / 4)),
    },
  };
}

/**
 * Caps the connections the server holds: all together below what the descriptor limit allows
 * (Node drops one beyond `maxConnections` at once), and from one client address
 * (`connectionsPerAddress`), so one client cannot take every descriptor. A proxy named in
 * TRUST_PROXY carries every client's connections and is not capped by address: it caps its
 * clients itself (docs/decisions/024 says what to set).
 */
export function limitConnections(server: Server, config: ApiConfig): void {
  if (config.maxConnections > 0) server.maxConnections = config.maxConnections;
  const perAddress = config.connectionsPerAddress;
  if (perAddress <= 0) return;
  const isProxy = config.trustProxy ? proxyAddr.compile(config.trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address, 0)) return;
    // An IPv6 client holds a whole /56: it counts as one address, as the login limits do.
    const key = normalizeIP(address, 56);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
