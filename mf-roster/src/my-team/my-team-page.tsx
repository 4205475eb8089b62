import { useAtomValue } from 'jotai';
import {
  getMyTeam,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  useLoad,
  userAtom,
} from '@fangtasy/shared';
import { myTeamLoadError } from './load-error';
import { RosterBoard } from './roster-board';

/**
 * Loads the page in one request: the caller's membership, own rule set (vampires type 2), roster,
 * this week's games and the lineup locks (GET /rostered_players/myTeam/{league_id}).
 */
function MyTeam({ leagueId }: { leagueId: number }) {
  const team = useLoad(() => getMyTeam(leagueId), [leagueId]);
  if (team.state === 'loading') return <LoadingText />;
  if (team.state === 'failed') return <Notice tone="error">{myTeamLoadError(team.error)}</Notice>;
  const rules = team.value.roster_rules;
  if (!rules) return <Notice tone="error">{MESSAGES.noRosterRules}</Notice>;
  return <RosterBoard team={team.value} rules={rules} />;
}

/** My Team (spec section 2, "My Team roster"): the member's own lineup, managed slot by slot. */
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
