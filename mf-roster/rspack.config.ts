import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

export default createFederatedConfig({
  kind: 'remote',
  name: 'mf-roster',
  title: 'My Team — Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './MyTeam': './src/exposed/my-team.tsx',
  },
  bundler: { rspack, ModuleFederationPlugin },
});
