import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  ADD_PLAYER_MESSAGE_TIMINGS,
  addToTeam,
  Button,
  findFirstFreeSlot,
  getLeagueMembersByLeagueId,
  leagueAtom,
  LoadingText,
  MessageBanner,
  MESSAGES,
  messageFromError,
  Notice,
  PAGE_SIZE,
  PageTitle,
  Panel,
  prefixedErrorMessage,
  searchPlayers,
  SectionTitle,
  SelectField,
  teamsOf,
  theme,
  useTransientMessage,
  type LeagueMember,
  type PlayerSearchRow,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { loadMemberRoster, memberOptionLabel, type MemberRoster } from './member-roster';
import { ALL, NO_FILTER, PlayerFilters, type PlayerFilter } from './player-filters';
import { PlayerPicker } from './player-picker';
import { RosterPreview } from './roster-preview';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: ${theme.space(4)};
  align-items: start;
  @media (max-width: 56rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const orAll = (value: string) => (value === ALL ? undefined : value);

type MemberRosterLoad = UseQueryResult<MemberRoster>;

/** The slot the picked player would take on the member's roster, or null when none is free. */
function targetSlotOf(roster: MemberRosterLoad, player: PlayerSearchRow | null): string | null {
  if (!roster.data || !player) return null;
  return findFirstFreeSlot(roster.data.rules, roster.data.roster, player);
}

function SelectedMemberRoster({
  member,
  roster,
  player,
}: {
  member: LeagueMember;
  roster: MemberRosterLoad;
  player: PlayerSearchRow | null;
}) {
  if (roster.isError) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToLoadRosterData, roster.error)}
      </Notice>
    );
  }
  const loaded = roster.data ?? null;
  if (!loaded) return <LoadingText>Loading roster...</LoadingText>;
  const target = targetSlotOf(roster, player);
  return (
    <>
      {player ? (
        <Notice>
          {target
            ? `${player.player_name} would take ${target}.`
            : `${player.player_name} has no free slot on this roster.`}
        </Notice>
      ) : null}
      <RosterPreview roster={loaded} teamName={memberOptionLabel(member)} target={target} />
    </>
  );
}

function AddPlayer({ leagueId }: { leagueId: number }) {
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: queryKeys.members(leagueId),
    queryFn: () => getLeagueMembersByLeagueId(leagueId),
  });
  const [memberId, setMemberId] = useState('');
  const [filter, setFilter] = useState<PlayerFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PlayerSearchRow | null>(null);
  const [adding, setAdding] = useState(false);
  const message = useTransientMessage(ADD_PLAYER_MESSAGE_TIMINGS);

  const search = {
    name: filter.name,
    team: orAll(filter.team),
    position: orAll(filter.position),
    page,
    page_size: PAGE_SIZE,
    league_id: leagueId,
    exclude_rostered: true,
  };
  const players = useQuery({
    queryKey: queryKeys.players(leagueId, search),
    queryFn: () => searchPlayers(search),
  });
  const total = players.isSuccess ? players.data.total : 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const teams = members.isSuccess ? teamsOf(members.data) : [];
  const member = teams.find((candidate) => String(candidate.id) === memberId) ?? null;
  const memberRoster: MemberRosterLoad = useQuery({
    queryKey: queryKeys.member(leagueId, member?.id ?? 0, 'roster-preview', member?.is_vamp),
    queryFn: () => loadMemberRoster(member as LeagueMember),
    enabled: member !== null,
  });
  // A player the roster has no room for can't be added: the button says so before a click does.
  const noRoom =
    member !== null &&
    selected !== null &&
    memberRoster.isSuccess &&
    targetSlotOf(memberRoster, selected) === null;

  const changeFilter = (next: PlayerFilter) => {
    setFilter(next);
    setPage(1);
  };

  const add = async () => {
    if (!selected || !member) {
      message.show(MESSAGES.selectPlayerAndMember, 'error');
      return;
    }
    setAdding(true);
    try {
      // The server picks the slot under the member's own rules and holds every limit; the
      // preview only shows where the player is expected to land.
      await addToTeam({ league_member_id: member.id, player_id: selected.id });
      message.show(MESSAGES.playerAdded(selected.player_name), 'success');
      setSelected(null);
      // The player leaves the list and joins the member's roster (and the league's log).
      void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
    } catch (error) {
      message.show(messageFromError(error, MESSAGES.failedToAddPlayer), 'error');
    } finally {
      setAdding(false);
    }
  };

  if (members.isPending) return <LoadingText>Loading...</LoadingText>;
  if (members.isError) return <Notice tone="error">{MESSAGES.failedToLoadData}</Notice>;

  return (
    <>
      <MessageBanner message={message.message} />
      <Columns>
        <Panel aria-labelledby="available-players-title">
          <SectionTitle id="available-players-title">Available Players</SectionTitle>
          <PlayerFilters filter={filter} onChange={changeFilter} />
          <PlayerPicker
            players={players}
            page={page}
            totalPages={totalPages}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onPage={setPage}
          />
        </Panel>
        <Panel aria-labelledby="roster-preview-title">
          <SelectField
            label="League Member"
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
          >
            <option value="">Select a league member</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {memberOptionLabel(team)}
              </option>
            ))}
          </SelectField>
          <SectionTitle id="roster-preview-title">Roster Preview</SectionTitle>
          {member ? (
            <SelectedMemberRoster member={member} roster={memberRoster} player={selected} />
          ) : (
            <Notice>Select a league member to preview their roster.</Notice>
          )}
          <Button onClick={() => void add()} disabled={adding || noRoom}>
            Add Player
          </Button>
        </Panel>
      </Columns>
    </>
  );
}

/** Add Player to Team (commissioner): put an unrostered player on any team of the league. */
export function AddPlayerPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Add Player to Team</PageTitle>
      {league ? (
        <AddPlayer leagueId={league.league_id} />
      ) : (
        <Notice tone="error">{MESSAGES.missingLeagueInformation}</Notice>
      )}
    </>
  );
}
