// A small static file server for built bundles: the shell and each remote run on their own
// origin, as they would in production.
//
//   node scripts/serve-static.mjs <dir> --port N [--spa] [--file /remotes.json=path ...]
//
// Content-hashed assets are cached for a year (a redeploy gives them new names); HTML, JSON and
// mf-manifest.json, remoteEntry.js and other unhashed names are revalidated on every use
// (no-cache + ETag), so a new deployment is seen on the next load. Every answer allows any
// origin: the shell fetches remotes' manifests and chunks cross-origin. Every answer also carries
// the security headers of SECURITY_HEADERS (docs/decisions/012).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * The encodings served, best first: brotli at its densest (~14 % smaller than gzip's best; the
 * build writes it beside each asset, and anything else is encoded once and kept), then gzip.
 * Browsers ask for brotli over HTTPS and from localhost.
 */
const ENCODERS = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** The encoding to send for an Accept-Encoding header, or null for the bytes as stored. */
function encodingFor(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.split(';'))
      // An encoding listed with q=0 is refused, not accepted.
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return Object.keys(ENCODERS).find((name) => accepted.has(name)) ?? null;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** A file name carrying a content hash, e.g. main.1cebf73da9.js or 544.84b9801041.js. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

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

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a served path: immutable when its name is content-hashed. */
export const cacheControlFor = (path) => (HASHED.test(path) ? IMMUTABLE : REVALIDATE);

/**
 * Starts a server for `dir`, on every address unless `host` is given. `files` maps URL paths to
 * files served instead (run-time config written elsewhere); `spa` answers unknown extension-less
 * paths with index.html (client routes). Resolves to { port, url, close }.
 */
export async function serveStatic({ dir, port = 0, host, spa = false, files = {}, quiet = true }) {
  const root = resolve(dir);
  const encoded = new Map(); // `${encoding}:${file}:${mtime}` → a promise of the encoded bytes

  /**
   * The file's bytes in `encoding`, encoded once per version of the file. The build writes a
   * brotli copy beside each asset (`<file>.br`, createFederatedConfig): that one is sent as it is.
   */
  function encodedBytes(file, mtimeMs, encoding) {
    const key = `${encoding}:${file}:${mtimeMs}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      bytes = (encoding === 'br' ? builtCopy(`${file}.br`, mtimeMs) : Promise.resolve(null)).then(
        (built) => built ?? readFile(file).then(ENCODERS[encoding]),
      );
      // A failure is not kept: the next request tries again.
      bytes.catch(() => encoded.delete(key));
      encoded.set(key, bytes);
    }
    return bytes;
  }

  /** A compressed copy the build wrote, if it is there and no older than the file. */
  async function builtCopy(copy, mtimeMs) {
    const info = await stat(copy).catch(() => null);
    return info?.isFile() && info.mtimeMs >= mtimeMs ? readFile(copy) : null;
  }

  async function locate(urlPath) {
    if (Object.hasOwn(files, urlPath)) return { file: resolve(files[urlPath]), urlPath };
    const decoded = decodeURIComponent(urlPath);
    const file = normalize(join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
    if (file !== root && !file.startsWith(root + sep)) return null; // outside the served folder
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, urlPath: decoded };
    } catch {
      // not there: maybe a client-side route
    }
    if (spa && extname(decoded) === '')
      return { file: join(root, 'index.html'), urlPath: '/index.html' };
    return null;
  }

  async function answer(request, response) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      response.setHeader('Access-Control-Max-Age', '600');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let found;
    try {
      found = await locate(urlPath);
    } catch {
      found = null; // a malformed escape in the path
    }
    if (!found) {
      response.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': REVALIDATE,
      });
      response.end('Not found');
      return;
    }
    let info;
    try {
      info = await stat(found.file);
    } catch {
      response.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': REVALIDATE,
      });
      response.end('Not found');
      return;
    }
    const extension = extname(found.file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(found.urlPath));
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', info.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding && COMPRESSIBLE.has(extension) && info.size > 512) {
      const body = await encodedBytes(found.file, info.mtimeMs, encoding);
      response.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, { 'Content-Length': info.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(found.file).pipe(response);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Server error');
      if (!quiet) console.error(error);
    });
    if (!quiet)
      response.on('finish', () =>
        console.log(`${response.statusCode} ${request.method} ${request.url}`),
      );
  });
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise());
  });
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://${!host || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

/** Reads `<dir> --port N [--spa] [--host H] [--file /path=file ...] [--verbose]`. */
export function parseServeArgs(argv) {
  // No host: listen on every address, IPv6 included, so http://localhost works however it resolves.
  const options = { dir: undefined, port: 0, spa: false, files: {}, host: undefined, quiet: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--verbose') options.quiet = false;
    else if (arg === '--file') {
      const [urlPath, file] = String(argv[++i]).split(/=(.*)/s);
      if (!urlPath?.startsWith('/') || !file)
        throw new Error(`--file wants /url/path=file, got ${argv[i]}`);
      options.files[urlPath] = file;
    } else if (!arg.startsWith('--') && options.dir === undefined) options.dir = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.dir)
    throw new Error('usage: serve-static.mjs <dir> --port N [--spa] [--file /remotes.json=path]');
  if (!Number.isInteger(options.port) || options.port < 0) throw new Error('--port wants a number');
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseServeArgs(process.argv.slice(2));
    const server = await serveStatic(options);
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
