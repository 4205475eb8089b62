import { createContext, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

/**
 * The style scope of the remote a component renders in, or null in the shell. Content portalled
 * out of the remote's root (a modal on document.body) re-enters the scope with it, or the
 * namespaced styles (`.<scope> …`) would not match it.
 */
export const RemoteScopeContext = createContext<string | null>(null);

export interface RemoteRootProps {
  /** The remote's name; its styles are scoped under this class (its styled-components namespace). */
  scope: string;
  /**
   * Which build of the remote is running. The remote passes its own build-time value: this
   * package is a shared singleton compiled into the shell, so it can't read the remote's env.
   */
  build: string;
  children: ReactNode;
}

/**
 * Wraps each exposed page of a remote: styles are prefixed with `.<scope>` so they can't leak into
 * the shell or another remote (only the shell owns global styles), and the root carries the build
 * id so a redeploy can be seen in the page.
 */
export function RemoteRoot({ scope, build, children }: RemoteRootProps) {
  return (
    <StyleSheetManager namespace={`.${scope}`}>
      <RemoteScopeContext.Provider value={scope}>
        <div className={scope} data-remote={scope} data-remote-build={build}>
          {children}
        </div>
      </RemoteScopeContext.Provider>
    </StyleSheetManager>
  );
}
