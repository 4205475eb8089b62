import styled from 'styled-components';
import {
  CompactTable,
  SectionTitle,
  theme,
  type SeedRow,
  teamNameOrUnknown,
  recordText,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

const Compact = styled(CompactTable)`
  tr[aria-current] {
    background: ${theme.color.surfaceRaised};
  }
`;

const Note = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

const TIEBREAK_TEXT: Record<NonNullable<SeedRow['tiebreak']>, string> = {
  points_for: 'placed by points for',
  head_to_head: 'placed by head-to-head',
  lot: 'placed by the draw',
};

function TeamCell({ row }: { row: SeedRow }) {
  return (
    <th scope="row">
      {teamNameOrUnknown(row.team_name)}
      <Note>
        {row.username}
        {row.tiebreak ? ` · ${TIEBREAK_TEXT[row.tiebreak]}` : ''}
      </Note>
    </th>
  );
}

/** Every team by seed with the regular season that seeded it, and what split a tie on record. */
export function SeedsTable({ seeds, ownMemberId }: { seeds: SeedRow[]; ownMemberId: number }) {
  return (
    <section aria-labelledby="bracket-seeds">
      <SectionTitle id="bracket-seeds">Seeds</SectionTitle>
      <Compact aria-labelledby="bracket-seeds">
        <thead>
          <tr>
            <th scope="col" data-number="">
              Seed
            </th>
            <th scope="col">Team</th>
            <th scope="col" data-number="">
              W-L-T
            </th>
            <th scope="col" data-number="">
              <abbr title="Points for">PF</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {seeds.map((row) => (
            <tr
              key={row.league_member_id}
              aria-current={row.league_member_id === ownMemberId ? 'true' : undefined}
            >
              <td data-number="">{row.seed}</td>
              <TeamCell row={row} />
              <td data-number="">{recordText(row)}</td>
              <td data-number="">{formatScore(row.points_for)}</td>
            </tr>
          ))}
        </tbody>
      </Compact>
    </section>
  );
}

/** The season's final standings, kept once it is complete: the champion first. */
export function FinalStandingsTable({
  seeds,
  ownMemberId,
}: {
  seeds: SeedRow[];
  ownMemberId: number;
}) {
  const placed = [...seeds]
    .filter((row) => row.final_place !== null)
    .sort((a, b) => (a.final_place ?? 0) - (b.final_place ?? 0));
  return (
    <section aria-labelledby="bracket-final-standings">
      <SectionTitle id="bracket-final-standings">Final standings</SectionTitle>
      <Compact aria-labelledby="bracket-final-standings">
        <thead>
          <tr>
            <th scope="col" data-number="">
              Place
            </th>
            <th scope="col">Team</th>
            <th scope="col" data-number="">
              Seed
            </th>
          </tr>
        </thead>
        <tbody>
          {placed.map((row) => (
            <tr
              key={row.league_member_id}
              aria-current={row.league_member_id === ownMemberId ? 'true' : undefined}
            >
              <td data-number="">{row.final_place}</td>
              <TeamCell row={row} />
              <td data-number="">{row.seed}</td>
            </tr>
          ))}
        </tbody>
      </Compact>
    </section>
  );
}
