import styled from 'styled-components';
import { Table, TableScroll, theme, type DraftTeam } from '@fangtasy/shared';
import { pickNumber, teamLabel, type BoardSlot } from '../room/room-view';
import { PickText } from './pick-text';

const Board = styled(Table)`
  table-layout: fixed;
  min-width: 60rem;
  font-size: 0.9rem;
  td[data-on-clock] {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

const PickNo = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
`;

/**
 * The board on a desktop: a row per round, a column per team in the first round's order; each
 * cell is that team's pick of the round (its number, the player), the pick on the clock outlined.
 */
export function BoardTable({ teams, rounds }: { teams: DraftTeam[]; rounds: BoardSlot[][] }) {
  return (
    <TableScroll>
      <Board>
        <caption>Draft board</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: '4rem' }}>
              Round
            </th>
            {teams.map((team) => (
              <th key={team.league_member_id} scope="col">
                {teamLabel(team)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round, index) => {
            const byTeam = new Map(round.map((slot) => [slot.team.league_member_id, slot]));
            return (
              <tr key={index + 1}>
                <th scope="row">{index + 1}</th>
                {teams.map((team) => {
                  const slot = byTeam.get(team.league_member_id)!;
                  return (
                    <td key={team.league_member_id} data-on-clock={slot.onClock || undefined}>
                      <PickNo>{pickNumber(slot.round, slot.pickInRound)}</PickNo>
                      <PickText slot={slot} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Board>
    </TableScroll>
  );
}
