import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
// By package name, not by path: the page must share the one session and api client instance
// that the exposed pages reach through the federation share scope.
import {
  Button,
  ButtonRow,
  leagueAtom,
  logout,
  theme,
  useSessionActions,
  userAtom,
} from '@fangtasy/shared';
import { StandaloneLogin } from './standalone-login';

export interface StandalonePage {
  title: string;
  page: ComponentType;
}

const Main = styled.main`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${theme.space(4)};
`;

const Bar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  color: ${theme.color.textMuted};
`;

const pageFromHash = (fallback: string) => window.location.hash.replace(/^#\/?/, '') || fallback;

/**
 * A remote on its own (its dev and standalone page): the exposed pages exactly as the shell
 * mounts them, switched by the URL hash, with a sign-in in place of the shell's login.
 */
export function StandaloneApp({
  name,
  pages,
}: {
  name: string;
  pages: Record<string, StandalonePage>;
}) {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const { signOut } = useSessionActions();
  const firstKey = Object.keys(pages)[0] ?? '';
  const [pageKey, setPageKey] = useState(() => pageFromHash(firstKey));

  useEffect(() => {
    const onHash = () => setPageKey(pageFromHash(firstKey));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [firstKey]);

  const Page = (pages[pageKey] ?? pages[firstKey])?.page;
  return (
    <Main>
      <Bar>
        <span>
          {name} standalone{user ? ` · ${user.username}` : ''}
          {league ? ` · ${league.name}` : ''}
        </span>
        {user ? (
          <Button $variant="secondary" onClick={() => void logout().finally(signOut)}>
            Log out
          </Button>
        ) : null}
      </Bar>
      {user && league ? (
        <>
          <ButtonRow as="nav">
            {Object.entries(pages).map(([key, { title }]) => (
              <Button
                key={key}
                $variant={key === pageKey ? 'primary' : 'secondary'}
                onClick={() => (window.location.hash = key)}
              >
                {title}
              </Button>
            ))}
          </ButtonRow>
          {Page ? (
            <Suspense fallback={<p role="status">Loading...</p>}>
              <Page />
            </Suspense>
          ) : null}
        </>
      ) : (
        <StandaloneLogin />
      )}
    </Main>
  );
}
