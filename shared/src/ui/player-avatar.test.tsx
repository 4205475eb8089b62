// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NFL_TEAM_COLORS } from '../domain/team-colors';
import { initialsOf, PlayerAvatar } from './player-avatar';

afterEach(cleanup);

const HEADSHOT =
  'https://static.www.nfl.com/image/upload/f_auto,q_auto/league/dypvakakxhccxs67tb0y';

const avatar = () => screen.getByTestId('player-avatar');
const image = () => avatar().querySelector('img');

describe('initialsOf', () => {
  it('takes the first and last name, leaving suffixes and punctuation out', () => {
    expect(initialsOf('Josh Allen')).toBe('JA');
    expect(initialsOf('Patrick Mahomes II')).toBe('PM');
    expect(initialsOf('Marvin Harrison Jr.')).toBe('MH');
    expect(initialsOf("De'Von Achane")).toBe('DA');
    expect(initialsOf('A.J. Brown')).toBe('AB');
    expect(initialsOf('Amon-Ra St. Brown')).toBe('AB');
    expect(initialsOf('Taysom')).toBe('T');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('PlayerAvatar', () => {
  it('shows the headshot: lazy, fixed size, no alt text, no referrer', () => {
    render(<PlayerAvatar name="Aaron Rodgers" team="PIT" headshotUrl={HEADSHOT} size={40} />);
    const img = image()!;
    expect(img).toHaveAttribute('src', HEADSHOT);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(avatar()).toHaveAttribute('aria-hidden', 'true');
    expect(avatar()).not.toHaveTextContent('AR');
  });

  it('falls back to the initials on the team colour when the image fails to load', () => {
    render(<PlayerAvatar name="Aaron Rodgers" team="PIT" headshotUrl={HEADSHOT} />);
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(avatar()).toHaveTextContent('AR');
    expect(avatar()).toHaveStyle({
      background: NFL_TEAM_COLORS.PIT.primary,
      color: NFL_TEAM_COLORS.PIT.text,
    });
  });

  it('shows the initials without a URL, or with one that is not https', () => {
    const { rerender } = render(<PlayerAvatar name="Josh Allen" team="BUF" headshotUrl={null} />);
    expect(image()).toBeNull();
    expect(avatar()).toHaveTextContent('JA');
    rerender(<PlayerAvatar name="Josh Allen" team="BUF" headshotUrl="javascript:alert(1)" />);
    expect(image()).toBeNull();
    rerender(<PlayerAvatar name="Josh Allen" team="BUF" headshotUrl="http://example.com/a.png" />);
    expect(image()).toBeNull();
  });

  it('tries a new photo again after an old one failed', () => {
    const { rerender } = render(
      <PlayerAvatar name="Josh Allen" team="BUF" headshotUrl={HEADSHOT} />,
    );
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    rerender(<PlayerAvatar name="Josh Allen" team="BUF" headshotUrl={`${HEADSHOT}2`} />);
    expect(image()).toHaveAttribute('src', `${HEADSHOT}2`);
  });
});
