import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

export default createFederatedConfig({
  kind: 'remote',
  name: 'mf-league-info',
  title: 'League Info — Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './LeagueRosters': './src/exposed/league-rosters.tsx',
    './ScoringRules': './src/exposed/scoring-rules.tsx',
    './RosterRules': './src/exposed/roster-rules.tsx',
    './WaiverRules': './src/exposed/waiver-rules.tsx',
    './LeagueHistory': './src/exposed/league-history.tsx',
  },
  bundler: { rspack, ModuleFederationPlugin },
});
