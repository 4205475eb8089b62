// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageBanner } from './message-banner';
import type { TransientMessageTimings } from './use-transient-message';
import { ADD_PLAYER_MESSAGE_TIMINGS, useTransientMessage } from './use-transient-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Saver({
  timings,
  text = 'Team name updated successfully!',
}: {
  timings?: TransientMessageTimings;
  text?: string;
}) {
  const banner = useTransientMessage(timings);
  return (
    <>
      <button onClick={() => banner.show(text, 'success')}>Save</button>
      <button onClick={() => banner.show('Failed to update team name.', 'error')}>Fail</button>
      <MessageBanner message={banner.message} />
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('MessageBanner with useTransientMessage', () => {
  it('stays 3000 ms, fades for 500 ms, then clears', () => {
    render(<Saver />);
    fireEvent.click(screen.getByText('Save'));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Team name updated successfully!');
    expect(banner).not.toHaveAttribute('data-fading');

    advance(2999);
    expect(screen.getByRole('status')).not.toHaveAttribute('data-fading');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-fading', 'true');
    advance(499);
    expect(screen.getByText('Team name updated successfully!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Team name updated successfully!')).toBeNull();
  });

  it('a newer message restarts the clock', () => {
    render(<Saver />);
    fireEvent.click(screen.getByText('Save'));
    advance(2500);
    fireEvent.click(screen.getByText('Fail'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update team name.');
    advance(2500);
    expect(screen.getByRole('alert')).not.toHaveAttribute('data-fading');
    advance(1000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the Add Player variant stays 5000 ms before fading', () => {
    render(
      <Saver
        timings={ADD_PLAYER_MESSAGE_TIMINGS}
        text="Successfully added Josh Allen to roster."
      />,
    );
    fireEvent.click(screen.getByText('Save'));
    advance(4999);
    expect(screen.getByRole('status')).not.toHaveAttribute('data-fading');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-fading', 'true');
    advance(500);
    expect(screen.queryByText('Successfully added Josh Allen to roster.')).toBeNull();
  });
});
