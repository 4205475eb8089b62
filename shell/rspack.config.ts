import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The shell declares no remotes here: they are registered at run time from /remotes.json, so a
// remote redeploys without rebuilding the shell (docs/decisions/001-runtime-remotes.md).
export default createFederatedConfig({
  kind: 'host',
  name: 'shell',
  title: 'Fangtasy Football',
  packageDir,
  runtimePlugins: [
    fileURLToPath(new URL('./src/remotes/remote-fallback-plugin.ts', import.meta.url)),
  ],
  bundler: { rspack, ModuleFederationPlugin },
});
