import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { theme, userAtom } from '@fangtasy/shared';
import type { ExposedModule, RemoteName } from '@fangtasy/shared/remotes';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote, selectBuildFor } from './remote-registry';

type RemotePage = LazyExoticComponent<ComponentType>;

/** Lazy pages by remote, module, user and retry round; a loaded page is reused on every visit. */
const pages = new Map<string, RemotePage>();

function remotePage(
  remote: string,
  module: string,
  round: number,
  username: string | null,
): RemotePage {
  const key = `${remote}/${module}#${round}@${username ?? ''}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => {
      // The build (stable or canary) is chosen for the signed-in user when the page first loads.
      selectBuildFor(remote, username);
      return loadRemotePage(remote, module).catch((error: unknown) => {
        // Forget the failure so a later visit to the route tries the remote again.
        pages.delete(key);
        throw error;
      });
    });
    pages.set(key, page);
  }
  return page;
}

const Loading = styled.p`
  margin: 2rem;
  color: ${theme.color.textMuted};
`;

/** A page of a remote: the remote and one module it exposes. */
type RemotePageRef = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];

export type RemoteRouteProps = RemotePageRef & {
  /** The page's name, used in the loading text and the unavailable panel. */
  title: string;
  /**
   * What the area says while the remote page loads, where the spec gives the page its own
   * loading text (e.g. 'Loading waiver claims...'); otherwise 'Loading <title>...'.
   */
  loadingText?: string;
};

/**
 * One route's page from a remote, loaded when the route is first opened. If the remote is down
 * the area shows '<title> is unavailable right now.' with a Retry that asks the remote again.
 */
export function RemoteRoute({
  remote,
  module,
  title,
  loadingText = `Loading ${title}...`,
}: RemoteRouteProps) {
  const [round, setRound] = useState(0);
  const username = useAtomValue(userAtom)?.username ?? null;
  const Page = useMemo(
    () => remotePage(remote, module, round, username),
    [remote, module, round, username],
  );
  const retry = useCallback(() => {
    resetRemote(remote);
    setRound((current) => current + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${round}`} title={title} onRetry={retry}>
      <Suspense fallback={<Loading role="status">{loadingText}</Loading>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
