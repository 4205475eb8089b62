import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

export default createFederatedConfig({
  kind: 'remote',
  name: 'mf-waivers',
  title: 'Waivers — Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './WaiverWire': './src/exposed/waiver-wire.tsx',
    './ActiveClaims': './src/exposed/active-claims.tsx',
    './TradeCenter': './src/exposed/trade-center.tsx',
  },
  bundler: { rspack, ModuleFederationPlugin },
});
