import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '@fangtasy/shared/federation';

// The shell declares no remotes here: they are registered at run time from /remotes.json, so a
// remote redeploys without rebuilding the shell (docs/decisions/001-runtime-remotes.md). It starts
// the federation runtime itself (src/remotes/federation.ts) once a remote page is first needed.
export default createFederatedConfig({
  kind: 'host',
  name: 'shell',
  title: 'Fangtasy Football',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  bundler: { rspack },
});
