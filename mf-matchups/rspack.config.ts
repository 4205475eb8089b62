import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

export default createFederatedConfig({
  kind: 'remote',
  name: 'mf-matchups',
  title: 'Matchups — Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './Matchups': './src/exposed/matchups.tsx',
    './LeagueSchedule': './src/exposed/league-schedule.tsx',
    './Standings': './src/exposed/standings.tsx',
    './Bite': './src/exposed/bite.tsx',
    './Bracket': './src/exposed/bracket.tsx',
  },
  bundler: { rspack, ModuleFederationPlugin },
});
