// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKickoffTime, gameScheduleParts, PlayerCard } from './player-card';

afterEach(cleanup);

const player = {
  player_name: 'Josh Allen',
  position: 'QB' as const,
  team: 'BUF',
  is_injured: 0 as const,
};

describe('PlayerCard', () => {
  it('formats Eastern kickoff times, and anything else as TBD', () => {
    expect(formatKickoffTime('13:00')).toBe('1:00 PM');
    expect(formatKickoffTime('20:20')).toBe('8:20 PM');
    expect(formatKickoffTime('09:30')).toBe('9:30 AM');
    expect(formatKickoffTime('12:05')).toBe('12:05 PM');
    expect(formatKickoffTime('TBD')).toBe('TBD');
    expect(formatKickoffTime('')).toBe('TBD');
  });

  it("shows date, short weekday, Eastern time and venue, or 'TBD' and 'Unknown'", () => {
    expect(
      gameScheduleParts({
        date: '2025-11-09',
        day: 'Sunday',
        est_time: '16:25',
        location: 'Highmark Stadium',
      }),
    ).toEqual(['Nov 9, 2025', 'Sun', '4:25 PM ET', 'Highmark Stadium']);
    expect(
      gameScheduleParts({ date: '2025-11-10', day: '', est_time: 'TBD', location: '' }),
    ).toEqual(['Nov 10, 2025', 'Mon', 'TBD', 'Unknown']);
  });

  it("shows the player's position, team, opponent and game, or 'No game scheduled'", () => {
    const { rerender } = render(
      <PlayerCard
        player={player}
        game={{
          date: '2025-11-09',
          day: 'Sunday',
          est_time: '13:00',
          location: 'Acrisure Stadium',
          opponent: 'PIT',
          is_home: false,
        }}
      />,
    );
    expect(screen.getByText('Josh Allen')).toBeInTheDocument();
    expect(screen.getByTestId('player-team')).toHaveTextContent('QB · BUF · @ PIT');
    expect(screen.getByTestId('team-badge')).toHaveTextContent('BUF');
    // No photo: his initials in the avatar, which assistive technology skips (his name is beside it).
    expect(screen.getByTestId('player-avatar')).toHaveTextContent('JA');
    expect(screen.getByTestId('player-avatar')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('player-game-status')).not.toBeInTheDocument();
    expect(screen.getByTestId('player-game')).toHaveTextContent(
      'Nov 9, 2025 · Sun · 1:00 PM ET · Acrisure Stadium',
    );
    rerender(<PlayerCard player={{ ...player, is_injured: 1 }} game={null} />);
    expect(screen.getByTestId('player-game')).toHaveTextContent('No game scheduled');
    expect(screen.getByTitle('Injured')).toBeInTheDocument();
  });

  it('shows where his game stands when told', () => {
    render(<PlayerCard player={player} game={null} status="Q3 7:42" />);
    expect(screen.getByTestId('player-game-status')).toHaveTextContent('Q3 7:42');
  });
});
