import { Table, TableScroll } from '@fangtasy/shared';
import styled from 'styled-components';
import type { ScheduleRow } from './schedule-rows';

/** On a phone the four columns fit 390 px: tighter cells, long team names wrap. */
const ScheduleGrid = styled(Table)`
  @media (max-width: 480px) {
    font-size: 0.875rem;
    th,
    td {
      padding: 8px 6px;
    }
    td {
      overflow-wrap: anywhere;
    }
  }
`;

/** The member's 14 weeks: week, away @ home, the scores and the result. */
export function ScheduleTable({
  rows,
  teamName,
}: {
  rows: readonly ScheduleRow[];
  teamName: string;
}) {
  return (
    <TableScroll>
      <ScheduleGrid aria-label={`${teamName} schedule`}>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Matchup</th>
            <th scope="col">Score</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <th scope="row">Week {row.week}</th>
              <td>{row.matchup}</td>
              <td>{row.score}</td>
              <td>{row.result ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScheduleGrid>
    </TableScroll>
  );
}
