import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

export default createFederatedConfig({
  kind: 'remote',
  name: 'mf-commissioner',
  title: 'Commissioner Tools — Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './CreateLeague': './src/exposed/create-league.tsx',
    './AddMember': './src/exposed/add-member.tsx',
    './AddPlayer': './src/exposed/add-player.tsx',
    './ActivateLeague': './src/exposed/activate-league.tsx',
    './RenewLeague': './src/exposed/renew-league.tsx',
    './EditRules': './src/exposed/edit-rules.tsx',
  },
  bundler: { rspack, ModuleFederationPlugin },
});
