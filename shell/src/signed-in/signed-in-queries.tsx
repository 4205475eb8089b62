import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { userAtom } from '@fangtasy/shared';
import { SharedQueryProvider, sharedQueryClient } from '@fangtasy/shared/queries';

/** Whose answers the page's query cache holds. */
let cacheOwner: number | null = null;

/**
 * The signed-in pages' data layer (decision 053): the page's one query client, which the remote
 * pages below reach too. It comes with the signed-in shell, so /login never downloads TanStack
 * Query (decision 055). The cache holds one user's answers: another user (a sign-out, then another
 * sign-in in the same page) starts from an empty one.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const userId = useAtomValue(userAtom)?.id ?? null;
  if (userId !== cacheOwner) {
    // Before any reader below renders, so none of them sees the last user's answers.
    sharedQueryClient().clear();
    cacheOwner = userId;
  }
  return <SharedQueryProvider>{children}</SharedQueryProvider>;
}
