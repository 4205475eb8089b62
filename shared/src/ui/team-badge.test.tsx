// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NFL_TEAM_COLORS } from '../domain/team-colors';
import { TeamBadge } from './team-badge';

afterEach(cleanup);

describe('TeamBadge', () => {
  it("shows the abbreviation in the team's text colour on its colour", () => {
    render(<TeamBadge team="CIN" />);
    const badge = screen.getByText('CIN');
    expect(badge).toHaveStyle({
      background: NFL_TEAM_COLORS.CIN.primary,
      color: NFL_TEAM_COLORS.CIN.text,
    });
  });

  it('keeps neutral colours for a team outside the 32, and shows nothing without one', () => {
    const { container, rerender } = render(<TeamBadge team="XYZ" />);
    expect(screen.getByText('XYZ')).not.toHaveAttribute('style');
    rerender(<TeamBadge team="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
