import styled from 'styled-components';
import {
  Button,
  CompactTable,
  PositionBadge,
  theme,
  type DraftAvailablePlayer,
} from '@fangtasy/shared';
import { PlayerLine } from '../common/plain-list';

const Players = styled(CompactTable)`
  font-size: 0.95rem;
  td:last-child {
    width: 1%;
  }
  [data-rank-inline] {
    display: none;
  }
  /* On a narrow phone the season to date (nothing before kickoff) gives its room to the actions,
     and the rank moves in front of the name: the columns fit 390 px with whole names. */
  @media (max-width: 480px) {
    [data-season],
    [data-rank] {
      display: none;
    }
    [data-rank-inline] {
      display: inline;
    }
  }
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(1)};
  button {
    min-height: 40px;
    padding: ${theme.space(1)} ${theme.space(3)};
  }
`;

/** What a row's Draft button does and says: the member's own pick, or the commissioner's for a team. */
export interface PickAction {
  /**
   * The button's word: 'Draft' for the member's own pick, 'Pick' for the commissioner's,
   * 'Nominate' in an auction (decision 065).
   */
  label: 'Draft' | 'Pick' | 'Nominate';
  /** For whom, read out with the player's name ('Pick Josh Allen for Night Owls'). */
  forTeam: string | null;
  enabled: boolean;
  onPick: (player: DraftAvailablePlayer) => void;
}

/**
 * The available players, best ranked first: rank, the player (position, NFL team, injury),
 * last season's and this season's points under the league's scoring, and what the member can do
 * with him — queue him, or draft him when it is his turn.
 */
export function PlayerRows({
  players,
  queued,
  onQueue,
  pick,
}: {
  players: DraftAvailablePlayer[];
  queued: ReadonlySet<number>;
  onQueue: (player: DraftAvailablePlayer) => void;
  pick: PickAction;
}) {
  return (
    <Players aria-label="Available players">
      <thead>
        <tr>
          <th scope="col" data-number data-rank>
            Rank
          </th>
          <th scope="col">Player</th>
          <th scope="col" data-number>
            Last season
          </th>
          <th scope="col" data-number data-season>
            This season
          </th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => (
          <tr key={player.player_id}>
            <td data-number data-rank>
              {player.rank}
            </td>
            <th scope="row">
              <PlayerLine>
                <span data-rank-inline>{player.rank}.</span>
                <PositionBadge position={player.position} />
                {player.player_name}
                <small>
                  {player.nfl_team}
                  {player.injury_status ? ` · ${player.injury_status}` : ''}
                </small>
              </PlayerLine>
            </th>
            <td data-number>{player.previous_season_points.toFixed(1)}</td>
            <td data-number data-season>
              {player.season_points.toFixed(1)}
            </td>
            <td>
              <Actions>
                <Button
                  $variant="secondary"
                  disabled={queued.has(player.player_id)}
                  aria-label={`Queue ${player.player_name}`}
                  onClick={() => onQueue(player)}
                >
                  Queue
                </Button>
                <Button
                  disabled={!pick.enabled}
                  aria-label={`${pick.label} ${player.player_name}${pick.forTeam ? ` for ${pick.forTeam}` : ''}`}
                  onClick={() => pick.onPick(player)}
                >
                  {pick.label}
                </Button>
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Players>
  );
}
