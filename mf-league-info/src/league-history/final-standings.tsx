import { useQuery } from '@tanstack/react-query';
import {
  getStandingsByLeagueId,
  LoadingText,
  MESSAGES,
  messageFromError,
  recordText,
  Notice,
  CompactTable,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

/**
 * A past season's final standings as the league kept them (decision 020: a renewed season's
 * league row is left untouched): its final places once complete, else its table as it stands.
 */
export function FinalStandings({ leagueId, season }: { leagueId: number; season: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.standings(leagueId),
    queryFn: () => getStandingsByLeagueId(leagueId),
  });
  if (loaded.isPending) return <LoadingText>Loading the standings...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadStandings)}</Notice>
    );
  const rows = [...loaded.data.standings].sort(
    (a, b) => (a.final_place ?? a.rank) - (b.final_place ?? b.rank),
  );
  return (
    <CompactTable aria-label={`Final standings ${season}`}>
      <thead>
        <tr>
          <th scope="col" data-number="">
            Place
          </th>
          <th scope="col">Team</th>
          <th scope="col" data-number="">
            W-L-T
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.league_member_id}>
            <td data-number="">{row.final_place ?? row.rank}</td>
            <th scope="row">{teamWithOwnerText(row)}</th>
            <td data-number="">{recordText(row)}</td>
          </tr>
        ))}
      </tbody>
    </CompactTable>
  );
}
