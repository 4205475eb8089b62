import type { ReactNode } from 'react';
import { RemoteRoot } from '@fangtasy/shared';

// `@fangtasy/shared/exposed-root` — not a shared singleton: each remote's build compiles its own
// copy, with its name and build id defined in (remoteConfig), so one component serves every
// remote. The scope falls back to the package folder's name in a remote's component tests
// (remote-vitest-config.ts).
const REMOTE_NAME = process.env.FANGTASY_REMOTE_NAME ?? 'remote';
const REMOTE_BUILD = process.env.FANGTASY_BUILD_ID ?? 'development';

/** Each exposed page of a remote inside that remote's style scope, stamped with its build. */
export function ExposedRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot scope={REMOTE_NAME} build={REMOTE_BUILD}>
      {children}
    </RemoteRoot>
  );
}
