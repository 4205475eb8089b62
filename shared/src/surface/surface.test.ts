import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { versionLine } from '../federation/share-compatibility';
import { compareSurfaces, readSurface, type Surface } from './read-surface';

// What remotes take from the shell at run time is a versioned surface (decision 056): the names
// and types of @fangtasy/shared's singleton entries, recorded in shared/surface.json with the
// version they belong to. A change that removes or changes a name is breaking: it needs the next
// major of @fangtasy/shared (package.json), which makes every shell refuse remotes built against
// the old one instead of letting them half-work. Any change is recorded by updating the report:
//   pnpm --filter @fangtasy/shared exec vitest run src/surface -u
const REPORT = '../../surface.json';
const report = JSON.parse(readFileSync(new URL(REPORT, import.meta.url), 'utf8')) as {
  version: string;
  entries: Surface;
};
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

let read: Surface | undefined;
/** The surface as the source has it today (read once: the checker takes seconds). */
const today = () => (read ??= readSurface());

describe("@fangtasy/shared's versioned surface", () => {
  it('changes in a breaking way only with a new major, and matches its report', async () => {
    const surface = today();
    const { breaking } = compareSurfaces(report.entries, surface);
    if (breaking.length > 0 && versionLine(report.version) === versionLine(version)) {
      expect.fail(
        `a breaking change to what remotes import from the shell, still at @fangtasy/shared ${version}:\n  ${breaking.join('\n  ')}\nKeep the names, or bump shared/package.json to the next major and update surface.json (see this file).`,
      );
    }
    await expect(`${JSON.stringify({ version, entries: surface }, null, 2)}\n`).toMatchFileSnapshot(
      REPORT,
    );
  }, 120_000);

  it("records a table's members one by one: one added is an addition, one removed breaks", () => {
    const surface = today();
    const root = surface['@fangtasy/shared'] ?? {};
    expect(root.MESSAGES).toBe('value: table (members below)');
    expect(root['MESSAGES.leagueNotFound']).toBe('"League not found."');
    // A schema made by a call is one signature, not its methods.
    const validation = surface['@fangtasy/shared/validation'] ?? {};
    expect(validation.addToTeamBodySchema).toMatch(/^sha256:/);
    expect(Object.keys(validation).some((name) => name.startsWith('addToTeamBodySchema.'))).toBe(
      false,
    );
    const { 'MESSAGES.leagueNotFound': _dropped, ...rootWithout } = root;
    const without = { ...surface, '@fangtasy/shared': rootWithout };
    expect(compareSurfaces(without, surface)).toEqual({
      breaking: [],
      added: ['@fangtasy/shared: MESSAGES.leagueNotFound'],
    });
    expect(compareSurfaces(surface, without).breaking).toEqual([
      '@fangtasy/shared: MESSAGES.leagueNotFound removed',
    ]);
  }, 120_000);
});
