import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBundle, type BundleServer } from '../../scripts/serve-bundle.mjs';
import { ROOT } from '../../scripts/lib/product.mjs';

// The static server compresses what it serves: brotli to a browser that asks for it (the copy
// the build wrote), else gzip, else the bytes as built. Whatever the encoding, the browser gets
// back the built file. It also caches hashed files for a year and revalidates the rest, serves
// run-time files as they are now, and lets any origin read what it serves.
const dist = join(ROOT, 'shell', 'dist');
let server: BundleServer;
let bundle: string;
// A run-time file served in place of the build's, as remotes.json and config.json are.
const runtimeDir = mkdtempSync(join(tmpdir(), 'fangtasy-static-'));
const remotesFile = join(runtimeDir, 'remotes.json');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const fetchRaw = (path: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    get(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

beforeAll(async () => {
  bundle = readdirSync(dist).find((name) => /^main\.[0-9a-f]+\.js$/.test(name)) ?? '';
  writeFileSync(remotesFile, '{"mf-roster":"http://localhost:1/mf-manifest.json"}');
  server = await serveBundle({ dir: dist, spa: true, files: { '/remotes.json': remotesFile } });
});
afterAll(async () => {
  await server?.close();
  rmSync(runtimeDir, { recursive: true, force: true });
});

describe('the static server', () => {
  it('sends the bundle brotli-, gzip- or un-encoded as asked, the same bytes once decoded', async () => {
    const built = readFileSync(join(dist, bundle));
    const cases = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (bytes: Buffer) => bytes],
    ] as const;
    const sizes = new Map<string, number>();
    for (const [accept, encoding, decode] of cases) {
      const answer = await fetchRaw(`/${bundle}`, { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(decode(answer.body).equals(built)).toBe(true);
      sizes.set(encoding ?? 'identity', answer.body.length);
    }
    // Brotli is what makes the first download of a phone smaller. The build wrote it once, beside
    // the bundle; the server sends that copy rather than compressing again.
    expect(sizes.get('br')).toBeLessThan(sizes.get('gzip') ?? 0);
    expect(sizes.get('br')).toBe(readFileSync(join(dist, `${bundle}.br`)).length);
    expect(sizes.get('gzip')).toBeLessThan(sizes.get('identity') ?? 0);
  });

  it('answers a client route with the page, and a known version with 304', async () => {
    const page = await fetchRaw('/roster', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<div id="root">');
    // A browser revalidates with the Accept-Encoding it fetched with: each encoding is a
    // representation of its own, with an entity tag of its own.
    const again = await fetchRaw('/roster', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps content-hashed files a year and has every other answer revalidated', async () => {
    const cacheOf = async (path: string) =>
      (await fetchRaw(path, { 'accept-encoding': 'br' })).headers['cache-control'];
    expect(await cacheOf(`/${bundle}`)).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/roster', '/index.html', '/remotes.json', '/no-such-file.js'])
      expect(await cacheOf(path), path).toBe('no-cache');
    const missing = await fetchRaw('/no-such-file.js', {});
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a run-time file as it is now, not as it was at start', async () => {
    const before = await fetchRaw('/remotes.json', {});
    expect(JSON.parse(before.body.toString('utf8'))).toHaveProperty('mf-roster');
    writeFileSync(remotesFile, '{"mf-waivers":"http://localhost:2/mf-manifest.json"}');
    const after = await fetchRaw('/remotes.json', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString('utf8'))).toEqual({
      'mf-waivers': 'http://localhost:2/mf-manifest.json',
    });
  });

  it('lets a page of any origin read its files, preflight included', async () => {
    const origin = 'http://localhost:9';
    const read = await fetch(`${server.url}/${bundle}`, { headers: { origin } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
