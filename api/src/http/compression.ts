import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * How answers go out compressed: the compress plugin (`compressAnswers`) and the read cache's kept
 * encodings (read-cache/) both come from here, so a cached answer is encoded exactly as a
 * computed one would be.
 */

/** The encodings the api sends, in its order of preference. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
export type Encoding = 'br' | 'gzip';

/** Answers below this size go out plain: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at a light quality (the plugin's default too): 11 costs far more for little less. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Answers of 1 KB or more go out compressed (brotli at the plugin's light quality, else gzip):
 * a week's matchups is ~56 KB of JSON and ~8 KB on the wire, which a phone on a slow link feels.
 * Registered after the read cache's onSend: a cached read's answer comes to the plugin already
 * encoded (kept with the answer, made once per encoding), and the plugin passes it on. The
 * stream of /live (text/event-stream, written to the socket itself) is never compressed.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
  });
}

const gzipAlias = /\*|x-gzip/gu;

/**
 * The encoding a JSON answer of `size` bytes goes out in for this request, or null for plain:
 * the compress plugin's own choice (its negotiator, `*` and `x-gzip` read as gzip, the
 * `x-no-compression` header, its size threshold).
 */
export function encodingFor(request: FastifyRequest, size: number): Encoding | null {
  if (size < COMPRESS_THRESHOLD || request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  return negotiate(header.toLowerCase().replace(gzipAlias, 'gzip'), ENCODINGS);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The bytes compressed as the plugin would (off the event loop, in libuv's pool). */
export const encode = (encoding: Encoding, bytes: Buffer): Promise<Buffer> =>
  encoding === 'br' ? brotliAsync(bytes, BROTLI_OPTIONS) : gzipAsync(bytes);

/** Marks a reply whose payload is already encoded: the plugin then passes it on untouched. */
export function markEncoded(reply: FastifyReply, encoding: Encoding): FastifyReply {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.includes('accept-encoding')))
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  return reply.header('content-encoding', encoding);
}
