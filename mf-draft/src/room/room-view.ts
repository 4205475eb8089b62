import {
  roomWithAuction,
  teamNameOrUnknown,
  teamOnClock,
  type DraftPick,
  type DraftRoom,
  type DraftTeam,
} from '@fangtasy/shared';

/** A team's name as every page names it ('Unknown' without one). */
export const teamLabel = (team: Pick<DraftTeam, 'team_name'> | undefined): string =>
  teamNameOrUnknown(team?.team_name);

/** The teams that take turns: a vampire who skips the draft is never on the clock. */
export const draftingTeams = (room: DraftRoom): DraftTeam[] =>
  room.order.filter((team) => team.drafts);

/** The team of a league member id in the room's order. */
export const teamOf = (room: DraftRoom, memberId: number | null | undefined) =>
  room.order.find((team) => team.league_member_id === memberId);

/** One place on the board: which pick it is, whose, and the pick made there (if any). */
export interface BoardSlot {
  overall: number;
  round: number;
  pickInRound: number;
  team: DraftTeam;
  pick: DraftPick | null;
  onClock: boolean;
}

/**
 * Every pick of the draft, round by round in the order they are made: who picks at each
 * (shared `teamOnClock`, the server's own order of snake, linear or third-round reversal) and the
 * pick made there so far.
 */
export function boardRounds(room: DraftRoom): BoardSlot[][] {
  const teams = draftingTeams(room);
  if (teams.length === 0) return [];
  if (roomWithAuction(room).settings.kind === 'auction') return auctionRounds(room, teams);
  const made = new Map(room.picks.map((pick) => [pick.overall, pick]));
  return Array.from({ length: room.rounds }, (_, roundIndex) =>
    teams.map((_team, index) => {
      const overall = roundIndex * teams.length + index + 1;
      const slot = teamOnClock(room.settings.type, teams.length, overall);
      return {
        overall,
        round: slot.round,
        pickInRound: slot.pickInRound,
        team: teams[slot.orderIndex]!,
        pick: made.get(overall) ?? null,
        onClock: room.on_clock?.overall === overall,
      };
    }),
  );
}

/** '2.03': the round and the pick in it, as drafts are read out. */
export const pickNumber = (round: number, pickInRound: number) =>
  `${round}.${String(pickInRound).padStart(2, '0')}`;

/**
 * An auction's board (decision 065): a lot goes to whoever bids most, not to the team whose turn
 * it was, so each team's column lists the players it won in the order it won them.
 */
function auctionRounds(room: DraftRoom, teams: DraftTeam[]): BoardSlot[][] {
  const won = new Map(
    teams.map((team) => [
      team.league_member_id,
      room.picks.filter((pick) => pick.league_member_id === team.league_member_id),
    ]),
  );
  return Array.from({ length: room.rounds }, (_, roundIndex) =>
    teams.map((team, index) => ({
      // A place not yet filled has no lot: its number only keys it on the board.
      overall: -(roundIndex * teams.length + index + 1),
      round: roundIndex + 1,
      pickInRound: index + 1,
      team,
      pick: won.get(team.league_member_id)?.[roundIndex] ?? null,
      onClock: false,
    })),
  );
}
