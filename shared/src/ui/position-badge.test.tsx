// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../domain/color-contrast';
import { PositionBadge } from './position-badge';
import { theme } from './theme';

afterEach(cleanup);

describe('PositionBadge', () => {
  it('keeps every position colour readable under its text (WCAG AA, 4.5:1)', () => {
    for (const [position, fill] of Object.entries(theme.position))
      expect(contrastRatio(fill, theme.positionText), position).toBeGreaterThanOrEqual(4.5);
  });

  it("shows a slot on its position's colour; WR/TE and FLEX share the flex colour", () => {
    render(
      <>
        <PositionBadge position="RB2" />
        <PositionBadge position="WRT1" label="WR/TE" />
      </>,
    );
    expect(screen.getByText('RB2')).toHaveStyle({ background: theme.position.RB });
    expect(screen.getByText('WR/TE')).toHaveStyle({ background: theme.position.FLEX });
  });
});
