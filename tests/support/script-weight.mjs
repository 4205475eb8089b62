// The weight of the JavaScript a page fetched, each measure by its name: raw (what the browser
// parses), gzip -9 and brotli (quality 11, as the build's .br copies that go over the wire). Used
// by `pnpm bench frontend` and by the /login budget test (decision 055).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sums raw, gzip -9 and brotli bytes over the script bodies given. */
export function weighScripts(bodies) {
  const weight = { files: bodies.length, raw: 0, gzip: 0, brotli: 0 };
  for (const body of bodies) {
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
    weight.brotli += brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;
  }
  return weight;
}

/**
 * Keeps the body of every script the page fetches from now on. `take()` waits for the bodies
 * still being read, hands back those since the last take and forgets them.
 */
export function recordScripts(page) {
  let pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().catch(() => null));
  });
  return {
    async take() {
      const taken = pending;
      pending = [];
      return (await Promise.all(taken)).filter((body) => body !== null);
    },
  };
}
