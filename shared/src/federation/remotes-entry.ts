/**
 * `@fangtasy/shared/remotes` — the remote table and what is read from it, safe in a browser (no
 * Node modules): the shell's routes and a remote's standalone page import it.
 */
export { REMOTES, isRemoteName } from './remotes';
export type {
  ExposedModule,
  ExposedPage,
  RemoteDeclaration,
  RemoteLocation,
  RemoteName,
  RemotePageModule,
  RemotesFile,
  RouteGuard,
  ShellRuntimeConfig,
} from './remotes';
export {
  exposedFile,
  localRemoteOrigins,
  localRemotesFile,
  remotePages,
  type RemotePage,
} from './remote-pages';
export {
  refusalText,
  refusedShare,
  versionLine,
  type DeclaredShare,
  type ShareRefusal,
} from './share-compatibility';
