import http from 'node:http';
import net from 'node:net';

/** An answer read over a connection of its own. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request over a new connection of its own (no pooled socket), optionally from a given local
 * address (127.0.0.2 stands for another client on loopback).
 */
export function requestOver(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<RawAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method,
      agent: false,
      localAddress: options.localAddress,
      headers: {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.once('error', reject);
    });
    request.end(payload);
  });
}

/** A raw connection that sends what it is told and records when the server closed it. */
export interface RawConnection {
  socket: net.Socket;
  /** Resolves with what the server sent once it closed the connection. */
  closed: Promise<string>;
  isClosed(): boolean;
}

export function rawConnection(
  base: string,
  send: string,
  options: { localAddress?: string } = {},
): Promise<RawConnection> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), ...options }, () => {
      if (send) socket.write(send);
      resolve(connection);
    });
    let received = '';
    let done = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<string>((resolveClosed) =>
      socket.once('close', () => {
        done = true;
        resolveClosed(received);
      }),
    );
    socket.once('error', (error) => {
      if (!done) reject(error);
    });
    const connection: RawConnection = { socket, closed, isClosed: () => done };
  });
}
