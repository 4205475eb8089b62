import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { remoteConfig } from '@fangtasy/shared/federation';

// Everything this build needs is read from this remote's entry in shared/src/federation/remotes.ts.
export default remoteConfig(import.meta.url, { rspack, ModuleFederationPlugin });
