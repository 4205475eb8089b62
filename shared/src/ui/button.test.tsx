// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { theme } from './theme';

afterEach(cleanup);

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

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
    expect(contrast(theme.color.textMuted, theme.color.surfaceRaised)).toBeGreaterThan(4.5);
  });
});
