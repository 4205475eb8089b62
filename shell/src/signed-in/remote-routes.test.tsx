// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as remotes from '@fangtasy/shared/remotes';
import { casey, commishSession, demoLeague, memberSession } from '../testing/fixtures';
import { installFakeApi, ok, type FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../testing/render-app';

vi.mock('../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../testing/remote-route-stub')).RemoteRouteStub,
}));

// A page a new remote declares: one more row of the table, and nothing else.
const SAMPLE = vi.hoisted(() => ({
  remote: 'mf-sample',
  module: './Sample',
  title: 'Sample Page',
  path: 'sample-page',
  guard: 'commissioner',
  loadingText: 'Loading the sample...',
}));

vi.mock('@fangtasy/shared/remotes', async (importOriginal) => {
  const original = await importOriginal<typeof remotes>();
  return {
    ...original,
    remotePages: () => [...original.remotePages(), SAMPLE as unknown as remotes.RemotePage],
  };
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /users/me': ok(casey),
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
  });
});
afterEach(() => api.restore());

describe("the shell's remote routes come from REMOTES", () => {
  it.each(remotes.remotePages().map((page) => [`/${page.path}`, page] as const))(
    '%s shows its declared page to the commissioner of an active league',
    (path, page) => {
      renderApp(path, commishSession);
      expect(
        screen.getByRole('heading', { name: `${page.title} from ${page.remote} ${page.module}` }),
      ).toBeInTheDocument();
    },
  );

  it('a page added to the table is routed behind its guard, with its loading text', () => {
    const commissionerView = renderApp('/sample-page', commishSession);
    expect(
      screen.getByRole('heading', { name: 'Sample Page from mf-sample ./Sample' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('remote-loading-text')).toHaveTextContent('Loading the sample...');
    commissionerView.unmount();
    localStorage.clear();

    renderApp('/sample-page', memberSession);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
