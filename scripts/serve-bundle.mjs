// The static server for built bundles: the shell and each remote run on their own origin, as they
// would in production. @fastify/static does the serving (ranges, ETag and 304, the .br/.gz copies
// the build wrote, path checks); this file only says how the product wants it:
//
//   node scripts/serve-bundle.mjs <dir> --port N [--spa] [--host H] [--file /remotes.json=path ...]
//
// Content-hashed assets are cached for a year (a redeploy gives them new names); HTML, JSON,
// mf-manifest.json, remoteEntry.js and other unhashed names are revalidated on every use
// (no-cache + ETag), so a new deployment is seen on the next load. Every answer allows any
// origin: the shell fetches remotes' manifests and chunks cross-origin. Every answer also carries
// the security headers of SECURITY_HEADERS (docs/decisions/012).
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { basename, dirname, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * Where images may come from: the page itself, inline data (the favicon), and the hosts of the
 * nflverse player headshots (`players.headshot_url`: NFL.com's image service, and ESPN's, which
 * nflverse rosters also name). An image from anywhere else is refused, and the avatar falls back to initials.
 */
export const IMAGE_SOURCES = [
  "'self'",
  'data:',
  'https://static.www.nfl.com',
  'https://a.espncdn.com',
];

/**
 * Headers on every answer: no page of another site may frame the product (clickjacking), no
 * answer is read as another type than the one it is served as, no plugin content, no <base>
 * pointing scripts elsewhere, images only from the hosts above. No script-src: the shell loads
 * each remote's code from the origin remotes.json names at run time, which a static policy
 * cannot list (decision 012).
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': `frame-ancestors 'none'; base-uri 'self'; object-src 'none'; img-src ${IMAGE_SOURCES.join(' ')}`,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A file name carrying a content hash, e.g. main.1cebf73da9.js or 544.84b9801041.js. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control of a served URL path: immutable when its name is content-hashed. */
const cacheControlFor = (urlPath) => (HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE);

/**
 * Starts a server for `dir`, on every address unless `host` is given. `files` maps URL paths to
 * files served instead (run-time config written elsewhere, read anew on every request); `spa`
 * answers unknown extension-less paths with index.html (client routes). Resolves to
 * { port, url, close }.
 */
export async function serveBundle({ dir, port = 0, host, spa = false, files = {}, quiet = true }) {
  // forceCloseConnections: close() ends kept-alive browser connections instead of waiting on them.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], maxAge: 600 });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('Cache-Control', cacheControlFor(new URL(request.url, 'http://x').pathname));
    // One spelling whatever was served: a precompressed copy, the plain file or a refusal.
    reply.header('Vary', 'Accept-Encoding');
  });
  if (!quiet)
    app.addHook('onResponse', async (request, reply) =>
      console.log(`${reply.statusCode} ${request.method} ${request.url}`),
    );
  await app.register(fastifyStatic, {
    root: resolve(dir),
    // The build writes <file>.br and <file>.gz beside each asset (scripts/lib/product.mjs).
    preCompressed: true,
    // Set per answer above, by whether the name carries a content hash.
    cacheControl: false,
    // No glob of the folder at start: dev.mjs serves a folder its first build has yet to write.
    wildcard: true,
  });
  for (const [urlPath, file] of Object.entries(files)) {
    const path = resolve(file);
    app.get(urlPath, (request, reply) => reply.sendFile(basename(path), dirname(path)));
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = new URL(request.url, 'http://x').pathname;
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !extname(urlPath))
      return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  // No host: every address, IPv6 included, so http://localhost works however it resolves.
  await app.listen({ port, host: host ?? '::' });
  const actualPort = app.server.address().port;
  return {
    port: actualPort,
    url: `http://${!host || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`,
    close: () => app.close(),
  };
}

/** Reads `<dir> --port N [--spa] [--host H] [--file /path=file ...] [--verbose]`. */
function parseServeArgs(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      file: { type: 'string', multiple: true, default: [] },
    },
  });
  if (positionals.length !== 1)
    throw new Error('usage: serve-bundle.mjs <dir> --port N [--spa] [--file /remotes.json=path]');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0) throw new Error('--port wants a number');
  const files = {};
  for (const pair of values.file) {
    const [urlPath, file] = pair.split(/=(.*)/s);
    if (!urlPath?.startsWith('/') || !file)
      throw new Error(`--file wants /url/path=file, got ${pair}`);
    files[urlPath] = file;
  }
  return {
    dir: positionals[0],
    port,
    host: values.host,
    spa: values.spa,
    files,
    quiet: !values.verbose,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseServeArgs(process.argv.slice(2));
    const server = await serveBundle(options);
    console.log(
      `serving ${resolve(options.dir)} on http://localhost:${server.port}${options.spa ? ' (SPA)' : ''}`,
    );
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
