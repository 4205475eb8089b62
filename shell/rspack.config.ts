import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { DEFAULT_API_BASE_URL } from '@fangtasy/shared/domain';
import { hostConfig } from '@fangtasy/shared/federation';
import { earlyLoaderScript } from './src/early/early-plan';

// The shell declares no remotes here: they are registered at run time from /remotes.json, so a
// remote redeploys without rebuilding the shell (docs/decisions/001-runtime-remotes.md). It starts
// the federation runtime itself (src/remotes/federation.ts) once a remote page is first needed.
// index.html starts a returning member's downloads before the app's script has arrived
// (src/early, docs/decisions/021-early-loads.md).
export default hostConfig({
  title: 'Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  bundler: { rspack },
  earlyScript: earlyLoaderScript(DEFAULT_API_BASE_URL),
});
