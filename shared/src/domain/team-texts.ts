import { MESSAGES } from './messages';

/** A team as every page names it: its team name, or 'Unknown' when it has none. */
export const teamNameOrUnknown = (name: string | null | undefined): string =>
  name?.trim() ? name : MESSAGES.unknownTeam;

/** A team with its owner, as the bracket, history and the season's end name it: 'Night Owls (mina)'. */
export const teamWithOwnerText = (team: { team_name: string | null; username: string }): string =>
  `${teamNameOrUnknown(team.team_name)} (${team.username})`;

/** A record as standings print it: wins-losses-ties ('5-3-0'). */
export const recordText = (record: { wins: number; losses: number; ties: number }): string =>
  `${record.wins}-${record.losses}-${record.ties}`;
