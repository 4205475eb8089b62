import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  getLeagueMembersByLeagueId,
  type League,
  leagueAtom,
  type LeagueMember,
  LoadingText,
  MemberCycler,
  MESSAGES,
  Notice,
  ownOrFirstMemberId,
  PageTitle,
  prefixedErrorMessage,
  teamsOf,
  useLoad,
  userAtom,
} from '@fangtasy/shared';
import { MemberRoster } from './member-roster';
import { loadWeekGames } from './week-games';

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
  const games = useLoad(() => loadWeekGames(league.season), [league.season]);
  const selectedId = chosenId ?? ownOrFirstMemberId(members, userId);
  const selected = members.find((member) => member.id === selectedId);

  return (
    <>
      <MemberCycler members={members} selectedId={selectedId} onSelect={setChosenId} label="Team" />
      {selected ? (
        <MemberRoster
          key={selected.id}
          member={selected}
          games={
            games.state === 'loading' ? null : games.state === 'done' ? games.value : new Map()
          }
        />
      ) : null}
    </>
  );
}

function LeagueRosters({ league, userId }: { league: League; userId?: number }) {
  const members = useLoad(() => getLeagueMembersByLeagueId(league.league_id), [league.league_id]);
  if (members.state === 'loading')
    return <LoadingText>{MESSAGES.loadingLeagueRosters}</LoadingText>;
  if (members.state === 'failed') {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadTeamInfo, members.error)}
      </Notice>
    );
  }
  const teams = teamsOf(members.value ?? []);
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
