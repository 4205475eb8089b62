import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSessionFor } from '../support/api-session';
import { loginAs, navigateInApp } from '../support/login';
import { collectPageErrors, startProduct, type RunningProduct } from '../support/product';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('the shell and a remote share one React and one session', () => {
  it('every library the remote shares is the copy the shell loaded', async () => {
    const page = await product.newPage();
    const errors = collectPageErrors(page);
    await loginAs(page, 'alice');
    await navigateInApp(page, '/scoring-rules');
    await page.getByRole('table', { name: 'Passing' }).waitFor();

    // One federation runtime on the page, the shell's: the remote's container reads it instead of
    // bringing its own (its instance is made by the same class), and joins the shell's scope.
    const federation = await page.evaluate(() => {
      const { __INSTANCES__: instances } = (
        window as unknown as {
          __FEDERATION__: {
            __INSTANCES__: {
              name: string;
              constructor: unknown;
              shareScopeMap: Record<string, Record<string, Record<string, ShareEntry>>>;
            }[];
          };
        }
      ).__FEDERATION__;
      const shell = instances.find((instance) => instance.name === 'shell');
      const remote = instances.find((instance) => instance.name === 'mf-league-info');
      return {
        oneRuntime: Boolean(shell && remote && shell.constructor === remote.constructor),
        remoteScope: remote
          ? Object.fromEntries(
              Object.entries(remote.shareScopeMap.default ?? {}).map(([name, versions]) => [
                name,
                Object.values(versions).map((entry) => ({
                  from: entry.from,
                  loaded: Boolean(entry.loaded),
                })),
              ]),
            )
          : undefined,
      };
    });
    expect(federation.oneRuntime, 'the shell and the remote run on one federation runtime').toBe(
      true,
    );
    const { remoteScope } = federation;
    expect(remoteScope, 'the remote joined the share scope').toBeDefined();
    for (const name of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'jotai',
      'styled-components',
      '@fangtasy/shared',
      '@fangtasy/shared/router',
    ]) {
      // One provider per library, the shell, and it is the one that was loaded.
      expect(remoteScope?.[name], name).toEqual([{ from: 'shell', loaded: true }]);
    }
    // A second React would break the remote's hooks ("Invalid hook call"): no uncaught errors.
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('the remote reads the league and user the shell stored: League Rosters opens on her own team', async () => {
    const alice = await apiSessionFor('alice');
    const memberships = await alice.get<
      { id: number; league_name: string; team_name: string | null; username: string }[]
    >(`/league_members/getLeagueMembersByUserId/${alice.userId}`);
    const own = memberships.find((membership) => membership.league_name === 'Fangtasy Demo League');
    expect(own).toBeDefined();

    const page = await product.newPage();
    await loginAs(page, 'alice');
    await navigateInApp(page, '/league-member-roster');
    const team = page.getByRole('combobox', { name: 'Team', exact: true });
    await team.waitFor();
    expect(await team.inputValue()).toBe(String(own?.id));
    expect(await page.getByRole('heading', { name: 'League Rosters' }).count()).toBe(1);
  });
});
