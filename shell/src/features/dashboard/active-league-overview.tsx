import { Link } from '@fangtasy/shared/router';
import { Notice, SectionTitle, Table, TableScroll } from '@fangtasy/shared';
import type { RosteredPlayer } from '@fangtasy/shared';
import type { TeamOutlook } from './team-outlook';

const orNA = (value: string | null) => value ?? 'N/A';

/** Season points with 2 decimals, or 'N/A' before the player has any. */
const seasonPoints = (points: number | null) => (points === null ? 'N/A' : points.toFixed(2));

/**
 * The active league's roster table and status line (rules §2.6), and the
 * way to the whole league table behind the standing. While this week's match is being played
 * the line says so ('Live: Week 9 vs …') instead of calling it the next match.
 */
export function ActiveLeagueOverview({
  roster,
  outlook,
  liveMatch = null,
}: {
  roster: RosteredPlayer[];
  outlook: TeamOutlook;
  /** 'Week 9 vs Team Bob' while that match is being played: it reads 'Live', not 'Next Match'. */
  liveMatch?: string | null;
}) {
  return (
    <section aria-labelledby="active-league-overview">
      <SectionTitle id="active-league-overview">Active League Overview</SectionTitle>
      {roster.length === 0 ? (
        <Notice>No players rostered yet.</Notice>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Position</th>
                <th scope="col">Points (Season)</th>
              </tr>
            </thead>
            <tbody>
              {roster.map((player) => (
                <tr key={player.id}>
                  <td>{player.player_name}</td>
                  <td>{player.position}</td>
                  <td>{seasonPoints(player.season_points)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <p>
        {liveMatch
          ? `League Status: Active, Live: ${liveMatch}, Current Standing: ${orNA(outlook.standing)}`
          : `League Status: Active, Next Match: ${orNA(outlook.nextMatch)}, Current Standing: ${orNA(outlook.standing)}`}
      </p>
      <p>
        <Link to="/standings">View Standings</Link>
      </p>
    </section>
  );
}
