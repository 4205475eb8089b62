import {
  getRosteredPlayersByLeagueMemberId,
  getRosterRulesByLeagueId,
  type LeagueMember,
  LoadingText,
  memberLabel,
  MESSAGES,
  Notice,
  prefixedErrorMessage,
  rosterTypeOf,
  useLoad,
} from '@fangtasy/shared';
import { isNotFound } from '../common/is-not-found';
import { leagueRosterRows } from './league-roster-rows';
import { RosterTable } from './roster-table';
import type { GamesByTeam } from './week-games';

/**
 * One member's roster under that member's own rule set (vampires: type 2). `games` is null while
 * this week's games load: the roster waits for them rather than flash 'No game scheduled'.
 */
export function MemberRoster({
  member,
  games,
}: {
  member: LeagueMember;
  games: GamesByTeam | null;
}) {
  const rosterType = rosterTypeOf(member);
  const rules = useLoad(
    () => getRosterRulesByLeagueId(member.league_id, rosterType),
    [member.league_id, rosterType],
  );
  const players = useLoad(() => getRosteredPlayersByLeagueMemberId(member.id), [member.id]);

  if (rules.state === 'failed') {
    return isNotFound(rules.error) ? (
      <Notice tone="error">{MESSAGES.noRosterRulesForLeague}</Notice>
    ) : (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadRosterData, rules.error)}
      </Notice>
    );
  }
  if (players.state === 'failed') {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadRosteredPlayers, players.error)}
      </Notice>
    );
  }
  if (rules.state === 'loading' || players.state === 'loading' || games === null) {
    return <LoadingText>{MESSAGES.loadingLeagueRosters}</LoadingText>;
  }
  if (!rules.value) return <Notice tone="error">{MESSAGES.noRosterRulesForLeague}</Notice>;

  const rows = leagueRosterRows(rules.value, players.value ?? []);
  const empty = rows.every((row) => row.player === null);
  return (
    <>
      {empty ? <Notice>{MESSAGES.noPlayersRosteredYet}</Notice> : null}
      <RosterTable rows={rows} games={games} teamName={memberLabel(member)} />
    </>
  );
}
