import type { ReactNode } from 'react';
import { RemoteRoot as ScopedRemoteRoot } from '@fangtasy/shared';

/** Which build of this remote is running; a deployment sets FANGTASY_BUILD_ID at build time. */
export const REMOTE_BUILD = process.env.FANGTASY_BUILD_ID ?? 'development';

/** Each exposed page of this remote inside its own style scope, stamped with this build. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <ScopedRemoteRoot scope="mf-commissioner" build={REMOTE_BUILD}>
      {children}
    </ScopedRemoteRoot>
  );
}
