import { get, type IncomingHttpHeaders } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.mjs';
import { ROOT } from '../../scripts/lib/product.mjs';

// The static server compresses what it serves: brotli to a browser that asks for it (the copy
// the build wrote), else gzip, else the bytes as built. Whatever the encoding, the browser gets
// back the built file.
const dist = join(ROOT, 'shell', 'dist');
let server: StaticServer;
let bundle: string;

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
  server = await serveStatic({ dir: dist, spa: true });
});
afterAll(() => server?.close());

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
    const again = await fetchRaw('/roster', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
