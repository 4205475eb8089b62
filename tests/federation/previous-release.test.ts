import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { versionLine } from '@fangtasy/shared/remotes';
import { ROOT } from '../../scripts/lib/product.mjs';
import { loginAs, navigateInApp } from '../support/login';
import {
  buildRemoteFromPreviousRelease,
  type PreviousReleaseBuild,
} from '../support/previous-release';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

// Deploy safety across versions (decision 056): a remote built against an earlier @fangtasy/shared
// keeps working in today's shell, or is refused loudly with its page's fallback — never half
// works. One remote is built from the previous release's git tag and served beside today's shell;
// another declares a major of @fangtasy/shared the shell does not provide.
const REMOTE = 'mf-league-info';
const PATH = '/scoring-rules';
const TITLE = 'Scoring Rules';
const REFUSED = 'This page was built for another version of Fangtasy Football';
const todaysShared = (
  JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

let product: RunningProduct;
let previous: PreviousReleaseBuild;
const folders: string[] = [];
beforeAll(async () => {
  previous = buildRemoteFromPreviousRelease(REMOTE);
  product = await startProduct();
});
afterEach(async () => {
  await product.startRemote(REMOTE);
});
afterAll(async () => {
  await product?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Opens the remote's page as a member; returns what the console said and the page's errors. */
async function openRemotePage() {
  const page = await product.newPage();
  const errors = collectPageErrors(page);
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === new URL(product.remoteUrl(REMOTE)).port) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await loginAs(page, 'alice');
  await navigateInApp(page, PATH);
  return { page, errors, console, scripts };
}

describe('a remote from another release beside today’s shell', () => {
  it('the previous release’s build of a remote works, or is refused with its fallback', async (context) => {
    if ('skipped' in previous) return context.skip(previous.skipped);
    await product.startRemote(REMOTE, previous.dir);
    const { page, errors } = await openRemotePage();

    if (versionLine(previous.sharedVersion) === versionLine(todaysShared)) {
      // The same major of @fangtasy/shared: whatever it imports is still there (the versioned
      // surface, shared/api/), so the page works in full.
      await page.getByRole('table', { name: 'Rushing' }).waitFor();
      expect(await page.getByText(`${TITLE} is unavailable right now.`).count()).toBe(0);
    } else {
      await page.getByText(REFUSED).waitFor();
    }
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('a remote built against another major of @fangtasy/shared is refused, logged, and shows its fallback', async () => {
    // Today's build of the remote, its manifest declaring the next major of @fangtasy/shared: what
    // a remote built after a breaking release of shared declares.
    const folder = mkdtempSync(join(tmpdir(), 'fangtasy-next-major-'));
    folders.push(folder);
    cpSync(join(ROOT, REMOTE, 'dist'), folder, { recursive: true });
    const manifestFile = join(folder, 'mf-manifest.json');
    const nextMajor = `${Number(todaysShared.split('.')[0]) + 1}.0.0`;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    for (const share of manifest.shared.filter((entry) =>
      entry.name.startsWith('@fangtasy/shared'),
    )) {
      share.version = nextMajor;
      share.requiredVersion = `^${nextMajor}`;
    }
    writeFileSync(manifestFile, JSON.stringify(manifest));
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
    await product.startRemote(REMOTE, folder);

    const { page, errors, console, scripts } = await openRemotePage();
    await page.getByText(`${TITLE} is unavailable right now.`).waitFor();
    await page.getByText(REFUSED).waitFor();
    expect(await page.getByRole('table', { name: 'Rushing' }).count()).toBe(0);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    // Refused on its manifest, before any of its code ran.
    expect(scripts.filter((path) => path.endsWith('.js'))).toEqual([]);
    expect(
      console.some((text) => text.includes(`${REMOTE} is refused`) && text.includes(nextMajor)),
    ).toBe(true);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
