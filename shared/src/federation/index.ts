/**
 * Module Federation settings shared by every build (node-safe: no React at run time). Browser
 * code imports the remote table from `@fangtasy/shared/remotes`; build configs import from here.
 */
export * from './remotes-entry';
export { SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';
export type {
  SingletonPackage,
  SingletonShareConfig,
  WorkspaceVersions,
} from './shared-singletons';
export { installedVersion, readWorkspaceVersions } from './workspace-versions';
export { hostConfig, type HostConfigOptions } from './build/host-config';
export { remoteConfig } from './build/remote-config';
export { chunkFilesToken } from './build/html-page';
export type { BuildArguments, BundlerClasses, RemoteBundlerClasses } from './build/bundler';
