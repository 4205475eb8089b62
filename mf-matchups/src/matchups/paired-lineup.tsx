import styled from 'styled-components';
import {
  gameStatusText,
  MESSAGES,
  PlayerAvatar,
  PositionBadge,
  TeamBadge,
  theme,
  type MatchupSlot,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';
import { VisuallyHidden } from '../common/visually-hidden';
import { GameStateMarker } from './game-state';
import type { PairedRow } from './pair-slots';

type Where = 'home' | 'away';

const Grid = styled.table<{ $wideSlots: boolean }>`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  font-size: 0.9rem;

  th,
  td {
    padding: ${theme.space(2)} ${theme.space(1)};
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: middle;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  thead th {
    color: ${theme.color.textMuted};
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .score {
    width: 3.6rem;
  }
  .slot {
    /* 'BENCH1' needs a little more room than 'FLEX1'. */
    width: ${(props) => (props.$wideSlots ? '4.1rem' : '3.4rem')};
    text-align: center;
  }
  [data-side='home'] {
    text-align: left;
  }
  [data-side='away'] {
    text-align: right;
  }
  td.score[data-side='home'] {
    text-align: right;
  }
  td.score[data-side='away'] {
    text-align: left;
  }
  @media (min-width: 40rem) {
    font-size: 0.95rem;
    th,
    td {
      padding: ${theme.space(2)};
    }
    .score {
      width: 4.6rem;
    }
    .slot {
      width: 5rem;
    }
  }
`;

const PlayerLine = styled.div<{ $where: Where }>`
  display: flex;
  flex-direction: ${(props) => (props.$where === 'home' ? 'row' : 'row-reverse')};
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 0;

  /* Photos only where there is room for them beside the name. */
  > [data-testid='player-avatar'] {
    display: none;
  }
  @media (min-width: 40rem) {
    > [data-testid='player-avatar'] {
      display: inline-flex;
    }
  }
`;

const Who = styled.div`
  min-width: 0;
`;

const Name = styled.span`
  display: block;
  font-size: 0.85rem;
  font-weight: 600;
  line-height: 1.25;
  /* Between words first; a word is cut only when it alone is wider than the cell. */
  overflow-wrap: break-word;
  hyphens: auto;
  @media (min-width: 40rem) {
    font-size: 0.95rem;
  }
`;

const Detail = styled.span<{ $where: Where }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${(props) => (props.$where === 'home' ? 'flex-start' : 'flex-end')};
  align-items: center;
  gap: 2px ${theme.space(1)};
  margin-top: 2px;
  color: ${theme.color.textMuted};
  font-size: 0.75rem;
  line-height: 1.3;
`;

const Status = styled.span`
  white-space: nowrap;
  &[data-state='in_progress'] {
    color: ${theme.color.success};
    font-weight: 600;
  }
`;

const ScoreLine = styled.span<{ $where: Where }>`
  display: inline-flex;
  flex-direction: ${(props) => (props.$where === 'home' ? 'row' : 'row-reverse')};
  align-items: center;
  gap: ${theme.space(1)};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
`;

const Empty = styled.span`
  color: ${theme.color.textMuted};
`;

const SlotCodes = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
`;

function PlayerCell({ slot, where }: { slot: MatchupSlot | null; where: Where }) {
  if (!slot)
    return (
      <td data-side={where}>
        <VisuallyHidden as="span">No slot</VisuallyHidden>
      </td>
    );
  const player = slot.player;
  if (!player)
    return (
      <td data-side={where}>
        <Empty data-testid="player-name">{MESSAGES.emptySlot}</Empty>
      </td>
    );
  return (
    <td data-side={where}>
      <PlayerLine $where={where}>
        <PlayerAvatar
          name={player.player_name}
          team={player.team}
          headshotUrl={player.headshot_url}
          size={28}
        />
        <Who>
          <Name data-testid="player-name">{player.player_name}</Name>
          <Detail $where={where}>
            <GameStateMarker status={player.game_status} />
            <span>{player.position}</span>
            <TeamBadge team={player.team} />
            <Status data-testid="game-status" data-state={player.game_status}>
              {gameStatusText(player.game_status, player)}
            </Status>
          </Detail>
        </Who>
      </PlayerLine>
    </td>
  );
}

/** A slot's score: '--' until the player has points (spec), his game's mark beside it. */
function ScoreCell({ slot, where }: { slot: MatchupSlot | null; where: Where }) {
  return (
    <td className="score" data-side={where}>
      {slot ? (
        <ScoreLine $where={where}>
          {slot.player ? <GameStateMarker status={slot.player.game_status} decorative /> : null}
          <span data-testid="score">{formatScore(slot.player?.score)}</span>
        </ScoreLine>
      ) : null}
    </td>
  );
}

function SlotHeader({ row }: { row: PairedRow }) {
  const codes = [row.home?.slot, row.away?.slot].filter((code): code is string => !!code);
  const distinct = [...new Set(codes)];
  return (
    <th scope="row" className="slot" aria-label={distinct.join(' / ')}>
      <SlotCodes>
        {distinct.map((code) => (
          <PositionBadge key={code} position={code} />
        ))}
      </SlotCodes>
    </th>
  );
}

/**
 * Both lineups in one table, row by row — home player and score, the slot, away score and
 * player — so a member reads a position against a position. Rows name their slots in
 * `data-home-slot` / `data-away-slot`.
 */
export function PairedLineup({
  rows,
  label,
  homeName,
  awayName,
}: {
  rows: readonly PairedRow[];
  label: string;
  homeName: string;
  awayName: string;
}) {
  return (
    <Grid
      aria-label={label}
      $wideSlots={rows.some((row) => (row.home ?? row.away)?.kind === 'BENCH')}
    >
      <thead>
        <tr>
          <th scope="col" data-side="home">
            <VisuallyHidden as="span">{homeName}</VisuallyHidden>
            <span aria-hidden="true">Home</span>
          </th>
          <th scope="col" className="score" data-side="home">
            Score
          </th>
          <th scope="col" className="slot">
            Slot
          </th>
          <th scope="col" className="score" data-side="away">
            Score
          </th>
          <th scope="col" data-side="away">
            <VisuallyHidden as="span">{awayName}</VisuallyHidden>
            <span aria-hidden="true">Away</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={`${row.home?.slot ?? '-'}|${row.away?.slot ?? '-'}|${index}`}
            data-home-slot={row.home?.slot ?? ''}
            data-away-slot={row.away?.slot ?? ''}
          >
            <PlayerCell slot={row.home} where="home" />
            <ScoreCell slot={row.home} where="home" />
            <SlotHeader row={row} />
            <ScoreCell slot={row.away} where="away" />
            <PlayerCell slot={row.away} where="away" />
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
