// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../domain/color-contrast';
import { Button } from './button';
import { theme } from './theme';

afterEach(cleanup);

describe('Button', () => {
  it('stays legible when disabled: muted colours at 4.5:1 or more, no transparency', () => {
    render(<Button disabled>Login</Button>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({
      color: theme.color.textMuted,
      background: theme.color.surfaceRaised,
    });
    expect(getComputedStyle(button).opacity).not.toBe('0.55');
    expect(contrastRatio(theme.color.textMuted, theme.color.surfaceRaised)).toBeGreaterThan(4.5);
  });
});
