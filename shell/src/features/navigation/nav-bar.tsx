import { useCallback, useState } from 'react';
import { draftIsOpen, useLeagueDraft } from '../draft/use-league-draft';
import { DesktopNavBar } from './desktop-nav-bar';
import { PendingCountFeed } from './pending-count-feed';
import { PhoneNav } from './phone-nav';
import { useCompactLayout } from './use-compact-layout';
import { useNavState } from './use-nav-state';

/**
 * The navigation (rules §2, plus Standings beside Schedule) in one of two layouts of the
 * same destinations (decision 017): on a desktop one bar at the top, at most 64 px tall; on a
 * phone a slim top strip and a tab bar fixed at the bottom, with More opening a sheet of the rest.
 */
export function NavBar() {
  const { pendingLeagueId, draftLeagueId, ...state } = useNavState();
  const draftOpen = draftIsOpen(useLeagueDraft(draftLeagueId));
  const compact = useCompactLayout();
  const [pending, setPending] = useState<{ leagueId: number; count: number } | null>(null);
  const onCount = useCallback(
    (leagueId: number, count: number) => setPending({ leagueId, count }),
    [],
  );
  // A count is the league's it was read for: another league shows none until its own arrives.
  const pendingCount = pending?.leagueId === pendingLeagueId ? pending.count : 0;
  const shown = { ...state, pendingCount, draftOpen };
  return (
    <>
      {pendingLeagueId !== null ? (
        <PendingCountFeed leagueId={pendingLeagueId} onCount={onCount} />
      ) : null}
      {compact ? <PhoneNav {...shown} /> : <DesktopNavBar {...shown} />}
    </>
  );
}
