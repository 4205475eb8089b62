import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import {
  getLeagueMembersByLeagueId,
  type League,
  leagueAtom,
  type LeagueMember,
  LoadingText,
  MemberCycler,
  memberLabel,
  MESSAGES,
  Notice,
  ownOrFirstMemberId,
  PageTitle,
  prefixedErrorMessage,
  teamsOf,
  theme,
  userAtom,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { MemberRoster } from './member-roster';
import { loadWeekGames } from './week-games';

/** The way from another team's roster to an offer for it, tall enough for a thumb. */
const TradeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space(2)};
`;

function LeagueRosterBrowser({
  members,
  league,
  userId,
}: {
  members: LeagueMember[];
  league: League;
  userId?: number;
}) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const games = useQuery({
    queryKey: queryKeys.seasonGames(league.season),
    queryFn: () => loadWeekGames(league.season),
  });
  const selectedId = chosenId ?? ownOrFirstMemberId(members, userId);
  const selected = members.find((member) => member.id === selectedId);

  return (
    <>
      <MemberCycler members={members} selectedId={selectedId} onSelect={setChosenId} label="Team" />
      {selected && selected.user_id !== userId && league.is_active === 1 ? (
        <TradeLink to={`/trades?with=${selected.id}`}>
          Propose a trade to {memberLabel(selected)}
        </TradeLink>
      ) : null}
      {selected ? (
        <MemberRoster
          key={selected.id}
          member={selected}
          games={games.isPending ? null : games.isSuccess ? games.data : new Map()}
        />
      ) : null}
    </>
  );
}

function LeagueRosters({ league, userId }: { league: League; userId?: number }) {
  const members = useQuery({
    queryKey: queryKeys.members(league.league_id),
    queryFn: () => getLeagueMembersByLeagueId(league.league_id),
  });
  if (members.isPending) return <LoadingText>{MESSAGES.loadingLeagueRosters}</LoadingText>;
  if (members.isError) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, members.error)}
      </Notice>
    );
  }
  const teams = teamsOf(members.data ?? []);
  if (teams.length === 0) return <Notice>{MESSAGES.noLeagueMembers}</Notice>;
  return <LeagueRosterBrowser members={teams} league={league} userId={userId} />;
}

/** League Rosters: any team's roster, slot by slot, cycling through the league's members. */
export function LeagueRostersPage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <PageTitle>League Rosters</PageTitle>
      {league ? (
        <LeagueRosters league={league} userId={user?.id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
