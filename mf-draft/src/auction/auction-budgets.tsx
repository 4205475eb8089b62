import {
  CompactTable,
  Panel,
  SectionTitle,
  type AuctionState,
  type DraftRoom,
} from '@fangtasy/shared';
import { teamLabel, teamOf } from '../room/room-view';

/** Each team's purse: its budget left, the slots it has to fill and the most it may bid now. */
export function AuctionBudgets({ room, state }: { room: DraftRoom; state: AuctionState }) {
  if (state.teams.length === 0) return null;
  return (
    <Panel aria-labelledby="auction-budgets-title">
      <SectionTitle id="auction-budgets-title">Budgets</SectionTitle>
      <CompactTable aria-label="Budgets">
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col" data-number>
              Left
            </th>
            <th scope="col" data-number>
              Slots
            </th>
            <th scope="col" data-number>
              Max bid
            </th>
          </tr>
        </thead>
        <tbody>
          {state.teams.map((team) => (
            <tr key={team.league_member_id}>
              <th scope="row">{teamLabel(teamOf(room, team.league_member_id))}</th>
              <td data-number>${team.budget_left}</td>
              <td data-number>{team.empty_slots}</td>
              <td data-number>${team.max_bid}</td>
            </tr>
          ))}
        </tbody>
      </CompactTable>
    </Panel>
  );
}
