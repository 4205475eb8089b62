import styled from 'styled-components';
import {
  Button,
  Modal,
  PlayerAvatar,
  PositionBadge,
  TeamBadge,
  playerStateText,
  theme,
  type PlayerSearchRow,
} from '@fangtasy/shared';
import { statColumnsFor } from '../waiver-wire/stat-columns';
import { weeklySeries } from '../waiver-wire/wire-figures';
import { WeeklyPointsChart } from './weekly-points-chart';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(3)};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
  font-size: 0.85rem;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(3)};
  div {
    padding: ${theme.space(2)};
    border-radius: ${theme.radius};
    background: ${theme.color.surfaceRaised};
  }
  dt {
    color: ${theme.color.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Stats = styled.p`
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
  margin: ${theme.space(2)} 0 0;
`;

const SubTitle = styled.h3`
  margin: 0 0 ${theme.space(1)};
  font-size: 0.9rem;
`;

export interface PlayerSheetProps {
  player: PlayerSearchRow;
  /** The week the server counts as last week, or null in week 1 and out of season. */
  lastWeek: number | null;
  /** 'Place Claim' or 'Add Player'; null while the page refreshes. */
  actionLabel: string | null;
  onAct: () => void;
  onClose: () => void;
}

/**
 * A player's sheet (a bottom sheet on a phone, a dialog on a wide screen): who he is and where he
 * stands in the league, his season totals, his weekly points as bars, and the claim or add.
 */
export function PlayerSheet({ player, lastWeek, actionLabel, onAct, onClose }: PlayerSheetProps) {
  const locked = player.state?.kind === 'locked';
  const series = weeklySeries(player.weekly_points, lastWeek);
  const stats = statColumnsFor(player.position)
    .map((column) => `${player.season_stats?.[column.key] ?? 0} ${column.label}`)
    .join(' · ');
  // The dialog's own × closes it; the footer holds the one thing to do here.
  const footer = locked ? undefined : (
    <Button onClick={onAct} disabled={actionLabel === null}>
      {actionLabel ?? 'Place Claim'}
    </Button>
  );
  return (
    <Modal open placement="sheet" title={player.player_name} onClose={onClose} footer={footer}>
      <Head>
        <PlayerAvatar
          name={player.player_name}
          team={player.team}
          headshotUrl={player.headshot_url}
          size={48}
        />
        <Badges>
          <PositionBadge position={player.position} />
          <TeamBadge team={player.team} />
          <span data-testid="sheet-state">{playerStateText(player.state)}</span>
          {player.injury_status ? <span>· {player.injury_status}</span> : null}
        </Badges>
      </Head>
      <Totals>
        <div>
          <dt>Season pts</dt>
          <dd>{(player.season_points ?? 0).toFixed(2)}</dd>
        </div>
        <div>
          <dt>Games</dt>
          <dd>{player.games_played ?? 0}</dd>
        </div>
        <div>
          <dt>Per game</dt>
          <dd>{(player.points_per_game ?? 0).toFixed(2)}</dd>
        </div>
        <div>
          <dt>{lastWeek ? `Week ${lastWeek}` : 'Last week'}</dt>
          <dd>{(player.last_week_points ?? 0).toFixed(2)}</dd>
        </div>
      </Totals>
      <SubTitle>Points by week</SubTitle>
      <WeeklyPointsChart series={series} />
      {stats ? <Stats>Season: {stats}</Stats> : null}
      {locked ? <Stats>His game has started: he can be added once the week ends.</Stats> : null}
    </Modal>
  );
}
