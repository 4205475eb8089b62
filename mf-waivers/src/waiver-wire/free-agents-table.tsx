import styled from 'styled-components';
import {
  Button,
  PlayerAvatar,
  PositionBadge,
  Table,
  TeamBadge,
  playerStateText,
  theme,
  type PlayerSearchRow,
} from '@fangtasy/shared';
import { statColumnsFor, type StatColumn } from './stat-columns';
import { VisuallyHidden } from './visually-hidden';
import { WIRE_SORTS, type WireSort } from './wire-query';
import { sortFigure } from './wire-figures';

/** Below this width the position's stat columns move into the player sheet. */
const NARROW = '(max-width: 719px)';

const Compact = styled(Table)`
  table-layout: auto;
  th,
  td {
    padding: ${theme.space(1)} ${theme.space(2)};
    vertical-align: middle;
  }
  th {
    font-size: 0.75rem;
  }
  @media ${NARROW} {
    .wide {
      display: none;
    }
  }
`;

const Row = styled.tr`
  cursor: pointer;
`;

/**
 * On a phone the player's cell takes what the figures and the action leave (its texts end in an
 * ellipsis); on a wide screen it shares the row with the stat columns.
 */
const PlayerCell = styled.td`
  min-width: 14em;
  @media ${NARROW} {
    width: 100%;
    min-width: 0;
    max-width: 0;
  }
`;

const Summary = styled.td`
  min-width: 18em;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 0;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The name opens the player sheet; a button, so the keyboard reaches it too. */
const NameButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-width: 0;
  font-size: 0.75rem;
  white-space: nowrap;
`;

const State = styled.span<{ $kind: string }>`
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${(props) =>
    props.$kind === 'free_agent'
      ? theme.color.success
      : props.$kind === 'locked'
        ? theme.color.error
        : theme.color.textMuted};
`;

const Figure = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Main = styled.span`
  display: block;
  font-weight: 700;
`;

/** The season points under the chosen order's figure: smaller, second. */
const Sub = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.75rem;
`;

const Action = styled(Button)`
  padding: ${theme.space(1)} ${theme.space(3)};
  min-height: 36px;
  white-space: nowrap;
`;

const LockedText = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

export interface FreeAgentsTableProps {
  players: PlayerSearchRow[];
  /** The position filter: a position's own stat columns, or one summary column for All. */
  position: string;
  /** The chosen order: its figure leads the figures column, the season points under it. */
  sort: WireSort;
  /** 'Place Claim' before the waiver day, 'Add Player' from it on (the buttons' names). */
  actionLabel: string;
  /** While the page refreshes, players can't be picked. */
  disabled?: boolean;
  /** The action: the claim or direct-add modal. */
  onPick: (player: PlayerSearchRow) => void;
  /** A tap on the player: his sheet. */
  onOpen: (player: PlayerSearchRow) => void;
}

const statValue = (player: PlayerSearchRow, column: StatColumn) =>
  player.season_stats?.[column.key] ?? 0;

/** A player's own position's season stats in one line, for the All view. */
function statSummary(player: PlayerSearchRow): string {
  const columns = statColumnsFor(player.position);
  if (columns.length === 0) return '—';
  return columns.map((column) => `${statValue(player, column)} ${column.label}`).join(' · ');
}

/** The button's short visible word; its accessible name keeps the spec's 'Place Claim' / 'Add Player'. */
const shortLabel = (actionLabel: string) => (actionLabel === 'Place Claim' ? 'Claim' : 'Add');

/**
 * The Free Agents table (rules §2) in compact rows, six and more to a phone screen: each
 * player's avatar, name, position and team badges and state in the league; the chosen order's
 * figure with his season points under it (one column, so the name keeps its room); on a wide screen the stat columns of his position; the action. A
 * locked player has no action at all — an Add that can only fail is not offered.
 */
export function FreeAgentsTable({
  players,
  position,
  sort,
  actionLabel,
  disabled = false,
  onPick,
  onOpen,
}: FreeAgentsTableProps) {
  const columns = statColumnsFor(position);
  const extra = sort === 'season_points' ? null : WIRE_SORTS.find((o) => o.sort === sort);
  return (
    <Compact aria-label="Free Agents">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">
            {extra ? (
              <>
                <Main>{extra.heading}</Main>
                <Sub>Season</Sub>
              </>
            ) : (
              'Season Pts'
            )}
          </th>
          {columns.length > 0 ? (
            columns.map((column) => (
              <th scope="col" key={column.key} className="wide">
                {column.label}
              </th>
            ))
          ) : (
            <th scope="col" className="wide">
              Season Stats
            </th>
          )}
          <th scope="col">
            <VisuallyHidden>Action</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => {
          // A locked player can be neither added nor claimed until the week ends (rules §4.14).
          const locked = player.state?.kind === 'locked';
          const canPick = !disabled && !locked;
          return (
            <Row
              key={player.id}
              data-player-id={player.id}
              data-testid="wire-row"
              onClick={() => onOpen(player)}
            >
              <PlayerCell>
                <Who>
                  <PlayerAvatar
                    name={player.player_name}
                    team={player.team}
                    headshotUrl={player.headshot_url}
                    size={32}
                  />
                  <Lines>
                    <NameButton
                      type="button"
                      data-testid="player-name"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(player);
                      }}
                    >
                      {player.player_name}
                    </NameButton>
                    <Facts>
                      <PositionBadge position={player.position} />
                      <TeamBadge team={player.team} />
                      <State $kind={player.state?.kind ?? 'free_agent'} data-testid="player-state">
                        {playerStateText(player.state)}
                      </State>
                    </Facts>
                  </Lines>
                </Who>
              </PlayerCell>
              {extra ? (
                <Figure>
                  <Main data-testid="sort-figure">{sortFigure(player, sort).toFixed(2)}</Main>
                  <Sub data-testid="season-points">{(player.season_points ?? 0).toFixed(2)}</Sub>
                </Figure>
              ) : (
                <Figure>
                  <Main data-testid="season-points">{(player.season_points ?? 0).toFixed(2)}</Main>
                </Figure>
              )}
              {columns.length > 0 ? (
                columns.map((column) => (
                  <td key={column.key} className="wide">
                    {statValue(player, column)}
                  </td>
                ))
              ) : (
                <Summary className="wide">
                  <Muted>{statSummary(player)}</Muted>
                </Summary>
              )}
              <td>
                {locked ? (
                  <LockedText data-testid="wire-locked">
                    Locked<VisuallyHidden>: his game has started</VisuallyHidden>
                  </LockedText>
                ) : (
                  <Action
                    $variant="secondary"
                    disabled={!canPick}
                    data-testid="wire-action"
                    aria-label={`${actionLabel}: ${player.player_name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      if (canPick) onPick(player);
                    }}
                  >
                    {shortLabel(actionLabel)}
                  </Action>
                )}
              </td>
            </Row>
          );
        })}
      </tbody>
    </Compact>
  );
}
