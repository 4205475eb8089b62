import type { Db } from '../../../db/connect';

/**
 * Names as an offline draft's file writes them, matched the forgiving way a commissioner expects
 * (decision 066): case, accents, punctuation and runs of spaces do not count ("D.J. Moore" is
 * "DJ Moore", "josé" is "Jose"); every letter and digit does.
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A player the file may name. */
export interface NamedPlayer {
  id: number;
  player_name: string;
  position: string;
  team: string;
}

/** What a player cell (with its optional position and NFL team) names. */
export type PlayerMatch =
  | { kind: 'one'; player: NamedPlayer }
  | { kind: 'none' }
  | { kind: 'many'; players: NamedPlayer[] };

/** Every player by the key of his name: the file's names are matched against all of them. */
export async function playersByName(db: Db): Promise<Map<string, NamedPlayer[]>> {
  const players = await db
    .selectFrom('players')
    .select(['id', 'player_name', 'position', 'team'])
    .execute();
  const byName = new Map<string, NamedPlayer[]>();
  for (const player of players) {
    const key = nameKey(player.player_name);
    byName.set(key, [...(byName.get(key) ?? []), player]);
  }
  return byName;
}

/**
 * The player a row names: by name, narrowed by the position and NFL team when the file gives
 * them (a name two players share needs one of them).
 */
export function matchPlayer(
  byName: ReadonlyMap<string, NamedPlayer[]>,
  cell: { player: string; position: string | null; nflTeam: string | null },
): PlayerMatch {
  const position = cell.position?.toUpperCase() ?? null;
  const nflTeam = cell.nflTeam?.toUpperCase() ?? null;
  const found = (byName.get(nameKey(cell.player)) ?? []).filter(
    (player) =>
      (position === null || player.position === position) &&
      (nflTeam === null || player.team.toUpperCase() === nflTeam),
  );
  if (found.length === 1) return { kind: 'one', player: found[0]! };
  return found.length === 0 ? { kind: 'none' } : { kind: 'many', players: found };
}

/** A team the file may name: by its team name, else by its member's username. */
export interface NamedTeam {
  id: number;
  team_name: string | null;
  username: string;
  is_vamp: number;
}

/** The league's teams by the keys of their names (team names are unique in a league, 018). */
export function teamsByName(teams: readonly NamedTeam[]): (cell: string) => NamedTeam | null {
  const byTeamName = new Map(
    teams.flatMap((team) => (team.team_name ? [[nameKey(team.team_name), team] as const] : [])),
  );
  const byUsername = new Map(teams.map((team) => [team.username.toLowerCase(), team] as const));
  return (cell) =>
    byTeamName.get(nameKey(cell)) ?? byUsername.get(cell.trim().toLowerCase()) ?? null;
}

/** How a team is named in a message: its team name, else its member's username. */
export const teamText = (team: NamedTeam): string => team.team_name ?? team.username;
