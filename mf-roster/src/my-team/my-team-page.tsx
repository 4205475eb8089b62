import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  biteNewsFor,
  getBiteRightsByLeagueId,
  getMyTeam,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  userAtom,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { BiteNewsPanel } from './bite-news';
import { myTeamLoadError } from './load-error';
import { RosterBoard } from './roster-board';

/**
 * Loads the page in two requests at once: the caller's membership, own rule set (vampires type
 * 2), roster, this week's games and the lineup locks (GET /rostered_players/myTeam/{league_id}),
 * and the league's bite rights, for what a bite took or gave (a failed read shows no news).
 */
function MyTeam({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.own(leagueId, undefined, 'my-team'),
    queryFn: () =>
      Promise.all([getMyTeam(leagueId), getBiteRightsByLeagueId(leagueId).catch(() => [])]),
  });
  if (loaded.isPending) return <LoadingText />;
  if (loaded.isError) return <Notice tone="error">{myTeamLoadError(loaded.error)}</Notice>;
  const [team, rights] = loaded.data;
  const rules = team.roster_rules;
  if (!rules) return <Notice tone="error">{MESSAGES.noRosterRules}</Notice>;
  return (
    <>
      {/* Recent by the league clock (the answer's `now`), not the browser's. */}
      <BiteNewsPanel
        news={biteNewsFor(rights, team.member.id, team.now)}
        memberId={team.member.id}
      />
      <RosterBoard team={team} rules={rules} />
    </>
  );
}

/** My Team (rules §2.7): the member's own lineup, managed slot by slot. */
export function MyTeamPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>My Team</PageTitle>
      {user && league ? (
        <MyTeam key={league.league_id} leagueId={league.league_id} />
      ) : (
        <Notice tone="error">{MESSAGES.invalidUserOrLeague}</Notice>
      )}
    </>
  );
}
