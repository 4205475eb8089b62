/**
 * Module Federation settings shared by every build (node-safe: no React at run time). Browser
 * code imports only its types from here; build configs import the values.
 */
export { REMOTES, REMOTE_NAMES, isRemoteName } from './remotes';
export type {
  ExposedModule,
  ExposedPage,
  RemoteDeclaration,
  RemoteLocation,
  RemoteName,
  RemotePageModule,
  RemotesFile,
  ShellRuntimeConfig,
} from './remotes';
export { SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';
export type {
  SingletonPackage,
  SingletonShareConfig,
  WorkspaceVersions,
} from './shared-singletons';
export { installedVersion, readWorkspaceVersions } from './workspace-versions';
export { chunkFilesToken, createFederatedConfig } from './federated-config';
export type {
  BuildArguments,
  BundlerClasses,
  FederatedConfigOptions,
  HostConfigOptions,
  RemoteConfigOptions,
} from './federated-config';
