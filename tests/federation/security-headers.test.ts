import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../support/ports';
import { startProduct, type RunningProduct } from '../support/product';

// Issue 13, finding 10: the shell, the remotes and the api answered without security headers, so
// any site could frame the product and browsers could sniff answers into another type. Every
// answer now says no page may frame it, and nosniff; the federation suites show that nothing the
// shell loads from the remotes' origins is blocked by it.

let product: RunningProduct;
let hostile: Server;
beforeAll(async () => {
  product = await startProduct();
  const pages: Record<string, string> = {
    '/frame-shell': `<iframe src="${product.shellUrl}/login"></iframe>`,
    '/frame-remote': `<iframe src="${product.remoteUrl(product.remotes[0]!)}/"></iframe>`,
    '/frame-own': '<iframe src="/inner"></iframe>',
    '/inner': '<p>framed</p>',
  };
  hostile = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    if (!body) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => hostile.listen(TEST_PORTS.hostile, 'localhost', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => hostile?.close(resolve));
  await product?.stop();
});

const framingRefused = (csp: string | null) => /frame-ancestors 'none'/.test(csp ?? '');

describe('Every answer of the product', () => {
  it('forbids framing and type sniffing: shell, its run-time files, each remote and the api', async () => {
    const remote = product.remoteUrl(product.remotes[0]!);
    const urls = [
      `${product.shellUrl}/`,
      `${product.shellUrl}/login`,
      `${product.shellUrl}/remotes.json`,
      `${product.shellUrl}/config.json`,
      `${product.shellUrl}/no-such-file.js`,
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
      `${remote}/`,
      `${product.apiUrl}/health`,
      `${product.apiUrl}/docs`,
    ];
    for (const url of urls) {
      const res = await fetch(url);
      expect(framingRefused(res.headers.get('content-security-policy')), url).toBe(true);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });

  it("lets the shell's pages show player photos from the headshot hosts, and images from nowhere else", async () => {
    const remote = product.remoteUrl(product.remotes[0]!);
    for (const url of [`${product.shellUrl}/login`, `${remote}/`]) {
      const csp = (await fetch(url)).headers.get('content-security-policy') ?? '';
      expect(csp, url).toMatch(/img-src [^;]*https:\/\/static\.www\.nfl\.com/);
      expect(csp, url).toMatch(/img-src [^;]*https:\/\/a\.espncdn\.com/);
    }
    const page = await product.newPage();
    await page.goto(`${product.shellUrl}/login`);
    // Chromium reports each image the policy refuses as it asks for it; an allowed host that is
    // merely unreachable (an offline machine) is a failed load, not a violation, so the loads
    // themselves are not awaited.
    const refused = await page.evaluate(
      async (urls) => {
        const blocked: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          blocked.push(event.blockedURI),
        );
        for (const src of urls) new Image().src = src;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return blocked;
      },
      [
        'https://static.www.nfl.com/image/upload/f_auto,q_auto/league/dypvakakxhccxs67tb0y',
        'https://a.espncdn.com/i/headshots/nfl/players/full/3139477.png',
        `http://localhost:${TEST_PORTS.hostile}/tracker.png`,
      ],
    );
    expect(refused).toEqual([`http://localhost:${TEST_PORTS.hostile}/tracker.png`]);
  });

  it('cannot be framed by a page of another origin, shell or remote', async () => {
    const page = await product.newPage();
    const hostileUrl = `http://localhost:${TEST_PORTS.hostile}`;
    // A control: the page can frame what does not refuse it.
    await page.goto(`${hostileUrl}/frame-own`);
    expect(page.frames()[1]?.url()).toBe(`${hostileUrl}/inner`);
    for (const path of ['/frame-shell', '/frame-remote']) {
      await page.goto(`${hostileUrl}${path}`);
      const framed = page.frames()[1];
      expect(framed?.url(), path).toMatch(/^chrome-error:/);
    }
  });
});
