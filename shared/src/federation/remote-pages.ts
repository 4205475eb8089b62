import {
  REMOTES,
  type ExposedModule,
  type ExposedPage,
  type RemoteDeclaration,
  type RemoteName,
} from './remotes';

/** An exposed page with the remote and module it comes from: one row of the shell's route table. */
export type RemotePage = {
  [R in RemoteName]: ExposedPage & { remote: R; module: ExposedModule<R> };
}[RemoteName];

/** Every remote page, remote by remote in REMOTES' order. */
export function remotePages(): RemotePage[] {
  return Object.entries(REMOTES as Record<RemoteName, RemoteDeclaration>).flatMap(
    ([remote, { exposes }]) =>
      Object.entries(exposes).map(([module, page]) => ({ ...page, remote, module }) as RemotePage),
  );
}

/**
 * The file of an exposed module, inside the remote's src/exposed/: './LeagueRosters' →
 * 'league-rosters'. One convention, so the module name is written once (in REMOTES).
 */
export const exposedFile = (module: string): string =>
  module
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The manifest URL of every remote as `pnpm start` serves it: the default remotes.json. */
export const localRemotesFile = (host = 'http://localhost') =>
  Object.fromEntries(
    Object.entries(REMOTES).map(([name, { port }]) => [name, `${host}:${port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;

/** The origin of every remote as `pnpm start` serves it (the api's default CORS list). */
export const localRemoteOrigins = (host = 'http://localhost'): string[] =>
  Object.values(REMOTES).map(({ port }) => `${host}:${port}`);
