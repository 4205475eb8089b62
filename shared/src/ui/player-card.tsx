import styled from 'styled-components';
import type { NflScheduleEntry, RosteredPlayer } from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import { dayjs } from '../domain/time';
import { PlayerAvatar } from './player-avatar';
import { TeamBadge } from './team-badge';
import { theme } from './theme';

/** The player fields a card shows. */
export type PlayerCardPlayer = Pick<RosteredPlayer, 'player_name' | 'position' | 'team'> & {
  is_injured?: RosteredPlayer['is_injured'];
  headshot_url?: string | null;
};

/** The game fields a card shows (rules §3.12). */
export type PlayerCardGame = Pick<NflScheduleEntry, 'date' | 'day' | 'est_time' | 'location'> &
  Partial<Pick<NflScheduleEntry, 'opponent' | 'is_home'>>;

/** '13:00' → '1:00 PM'; anything that is not a clock time (empty, 'TBD') → 'TBD'. */
export function formatKickoffTime(estTime: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(estTime?.trim() ?? '');
  if (!match) return 'TBD';
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/**
 * A game in the card's words: date, short weekday, Eastern kickoff or 'TBD', and the venue or
 * 'Unknown' — e.g. ['Nov 9, 2025', 'Sun', '1:00 PM ET', 'Arrowhead Stadium'].
 */
export function gameScheduleParts(game: PlayerCardGame): [string, string, string, string] {
  const date = dayjs(game.date);
  const weekday = game.day?.trim()
    ? game.day.trim().slice(0, 3)
    : date.isValid()
      ? date.format('ddd')
      : 'TBD';
  const time = formatKickoffTime(game.est_time);
  return [
    date.isValid() ? date.format('MMM D, YYYY') : 'TBD',
    weekday,
    time === 'TBD' ? time : `${time} ET`,
    game.location?.trim() ? game.location.trim() : 'Unknown',
  ];
}

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Detail = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const GameStatus = styled.span`
  color: ${theme.color.success};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Injury = styled.span`
  color: ${theme.color.error};
  font-size: 0.8rem;
  font-weight: 700;
  margin-left: ${theme.space(2)};
`;

export interface PlayerCardProps {
  player: PlayerCardPlayer;
  /** The player's game this week; null when his team has none (or the schedule is unknown). */
  game: PlayerCardGame | null;
  /** Where a game under way or over stands (shared gameStatusText), e.g. 'Q3 7:42'. */
  status?: string | null;
}

/**
 * A player with his photo (or initials), position, NFL team and this week's game, or 'No game
 * scheduled'; and, once it has kicked off, where his game stands.
 */
export function PlayerCard({ player, game, status = null }: PlayerCardProps) {
  const opponent = game?.opponent
    ? `${game.is_home === false ? '@' : 'vs'} ${game.opponent}`
    : null;
  return (
    <Card data-testid="player-card">
      <PlayerAvatar
        name={player.player_name}
        team={player.team}
        headshotUrl={player.headshot_url}
        size={40}
      />
      <Facts>
        <span>
          <Name data-testid="player-name">{player.player_name}</Name>
          {player.is_injured === 1 ? <Injury title="Injured">INJ</Injury> : null}
        </span>
        <Detail data-testid="player-team">
          {player.position} · <TeamBadge team={player.team} />
          {opponent ? ` · ${opponent}` : ''}
        </Detail>
        <Detail data-testid="player-game">
          {game ? gameScheduleParts(game).join(' · ') : MESSAGES.noGameScheduled}
        </Detail>
        {status ? <GameStatus data-testid="player-game-status">{status}</GameStatus> : null}
      </Facts>
    </Card>
  );
}
