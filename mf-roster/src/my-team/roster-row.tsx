import styled from 'styled-components';
import { PlayerAvatar, TeamBadge, theme, type MyTeamPlayer } from '@fangtasy/shared';
import { kickedOffStatus, kickoffLabel } from './kickoff-label';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Facts = styled.div`
  min-width: 0;
  line-height: 1.3;
`;

const Line = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Detail = styled(Line)`
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
`;

const Live = styled.span`
  color: ${theme.color.success};
  font-weight: 600;
`;

const Tag = styled.span`
  margin-left: ${theme.space(1)};
  font-size: 0.7rem;
  font-weight: 700;
`;

const Points = styled.div`
  display: grid;
  justify-items: end;
  font-size: 0.7rem;
  line-height: 1.25;
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  strong {
    color: ${theme.color.text};
    font-size: 0.95rem;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A small padlock, drawn: an emoji needs a font a phone has but a server-side browser may not. */
function LockIcon() {
  return (
    <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12" fill="currentColor">
      <path d="M2 5V3.5a3 3 0 0 1 6 0V5h.5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1H2zm1.5 0h3V3.5a1.5 1.5 0 0 0-3 0V5z" />
    </svg>
  );
}

/** Points with two decimals, or a dash when there are none to show. */
export const pointsText = (points: number | null): string =>
  points === null ? '–' : points.toFixed(2);

/** The injury report in the few letters members know: 'Q', 'D', 'OUT', 'IR'; else 'INJ'. */
function injuryTag(status: string | null): string {
  const word = status?.trim().toLowerCase() ?? '';
  if (word.startsWith('questionable')) return 'Q';
  if (word.startsWith('doubtful')) return 'D';
  if (word.startsWith('out')) return 'OUT';
  if (word.startsWith('ir') || word.startsWith('injured reserve')) return 'IR';
  return 'INJ';
}

/** 'vs BUF' at home, '@ KC' away. */
const opponentText = (game: NonNullable<MyTeamPlayer['game']>) =>
  `${game.is_home === false ? '@' : 'vs'} ${game.opponent}`;

/**
 * One player of My Team on one line pair, for a phone: photo (or initials), name, position, team
 * badge, opponent and where his game stands; on the right his points this week (live), last week
 * and per game (decision 016).
 */
export function RosterRow({
  player,
  showPosition,
}: {
  player: MyTeamPlayer;
  /** False in a slot of his own position (QB1, RB2...), whose badge already says it. */
  showPosition: boolean;
}) {
  const { game } = player;
  const status = kickedOffStatus(game);
  return (
    <Row data-testid="player-card">
      <PlayerAvatar
        name={player.player_name}
        team={player.team}
        headshotUrl={player.headshot_url}
        size={32}
      />
      <Facts>
        <Line>
          <Name data-testid="player-name">{player.player_name}</Name>
          {player.is_injured === 1 ? (
            <Tag style={{ color: theme.color.error }} title={player.injury_status ?? 'Injured'}>
              {injuryTag(player.injury_status)}
            </Tag>
          ) : null}
          {player.is_locked ? (
            <Tag data-testid="lock-note" style={{ color: theme.color.info }}>
              <LockIcon />
              <VisuallyHidden>Locked · kicked off {kickoffLabel(game)}</VisuallyHidden>
            </Tag>
          ) : null}
        </Line>
        <Detail>
          <span data-testid="player-team">
            {showPosition ? `${player.position} · ` : ''}
            <TeamBadge team={player.team} />
            {game ? ` ${opponentText(game)}` : ''}
          </span>
          {' · '}
          {status ? (
            <Live data-testid="player-game-status">{status}</Live>
          ) : (
            <span data-testid="player-game">{game ? kickoffLabel(game) : 'Bye'}</span>
          )}
        </Detail>
      </Facts>
      <Points>
        <strong data-testid="week-points" title="This week">
          <VisuallyHidden>This week </VisuallyHidden>
          {pointsText(player.week_points)}
        </strong>
        <span data-testid="last-week-points">LW {pointsText(player.last_week_points)}</span>
        <span data-testid="points-per-game">Avg {player.points_per_game.toFixed(2)}</span>
      </Points>
    </Row>
  );
}
