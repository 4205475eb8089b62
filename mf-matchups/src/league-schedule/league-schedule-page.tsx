import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  getBracketByLeagueId,
  getLeagueMembersByLeagueId,
  getSchedulesByLeagueId,
  type League,
  leagueAtom,
  type LeagueMember,
  type PlayoffBracket,
  LoadingText,
  MemberCycler,
  memberLabel,
  MESSAGES,
  Notice,
  ownOrFirstMemberId,
  PageTitle,
  prefixedErrorMessage,
  type ScheduleEntry,
  SectionTitle,
  teamsOf,
  userAtom,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { PointsChart } from './points-chart';
import { scheduleRows } from './schedule-rows';
import { ScheduleTable } from './schedule-table';
import { weeklyPoints } from './weekly-points';

function MemberSchedule({
  members,
  schedule,
  bracket,
  userId,
}: {
  members: LeagueMember[];
  schedule: ScheduleEntry[];
  bracket: PlayoffBracket | null;
  userId?: number;
}) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selectedId = chosenId ?? ownOrFirstMemberId(members, userId);
  const selected = members.find((member) => member.id === selectedId);
  if (!selected) return null;
  // The owner is named as the cycler names them; matchup cells say 'Unknown' for a missing name.
  const teamName = memberLabel(selected);
  const points = weeklyPoints(selected.id, schedule);
  return (
    <>
      <MemberCycler
        members={members}
        selectedId={selected.id}
        onSelect={setChosenId}
        label="Team"
      />
      <ScheduleTable
        rows={scheduleRows(selected.id, schedule, members, bracket)}
        teamName={teamName}
      />
      <SectionTitle>Points by week</SectionTitle>
      {points.length > 0 ? (
        <PointsChart teamName={teamName} weeks={points} />
      ) : (
        <Notice>{MESSAGES.noFinishedWeeks}</Notice>
      )}
    </>
  );
}

function LeagueSchedule({ league, userId }: { league: League; userId?: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.schedule(league.league_id),
    queryFn: () =>
      Promise.all([
        getLeagueMembersByLeagueId(league.league_id),
        getSchedulesByLeagueId(league.league_id),
        // Weeks 10-14 read the bracket (byes, opponents to come, weeks without games); without
        // it they stay 'TBD', as before seeding, rather than the page failing.
        getBracketByLeagueId(league.league_id).catch(() => null),
      ]),
  });
  if (loaded.isPending) return <LoadingText />;
  if (loaded.isError) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchSchedule, loaded.error)}
      </Notice>
    );
  }
  const [allMembers, schedule, bracket] = loaded.data;
  const members = teamsOf(allMembers);
  if (members.length === 0) return <Notice tone="error">{MESSAGES.noLeagueMembers}</Notice>;
  if (schedule.length === 0) return <Notice>{MESSAGES.noSchedules}</Notice>;
  return <MemberSchedule members={members} schedule={schedule} bracket={bracket} userId={userId} />;
}

/** League Schedule (rules §2): any member's 14 weeks, with their points against the league's. */
export function LeagueSchedulePage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <PageTitle>League Schedule</PageTitle>
      {league ? (
        <LeagueSchedule league={league} userId={user?.id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
