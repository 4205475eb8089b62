import { useQuery } from '@tanstack/react-query';
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
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
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
  const rules = useQuery({
    queryKey: queryKeys.rules(member.league_id, 'roster', rosterType),
    queryFn: () => getRosterRulesByLeagueId(member.league_id, rosterType),
  });
  const players = useQuery({
    queryKey: queryKeys.member(member.league_id, member.id, 'roster'),
    queryFn: () => getRosteredPlayersByLeagueMemberId(member.id),
  });

  if (rules.isError) {
    return isNotFound(rules.error) ? (
      <Notice tone="error">{MESSAGES.noRosterRulesForLeague}</Notice>
    ) : (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadRosterData, rules.error)}
      </Notice>
    );
  }
  if (players.isError) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadRosteredPlayers, players.error)}
      </Notice>
    );
  }
  if (rules.isPending || players.isPending || games === null) {
    return <LoadingText>{MESSAGES.loadingLeagueRosters}</LoadingText>;
  }
  if (!rules.data) return <Notice tone="error">{MESSAGES.noRosterRulesForLeague}</Notice>;

  const rows = leagueRosterRows(rules.data, players.data ?? []);
  const empty = rows.every((row) => row.player === null);
  return (
    <>
      {empty ? <Notice>{MESSAGES.noPlayersRosteredYet}</Notice> : null}
      <RosterTable rows={rows} games={games} teamName={memberLabel(member)} />
    </>
  );
}
