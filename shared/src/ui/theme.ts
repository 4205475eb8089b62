import { createGlobalStyle } from 'styled-components';

/**
 * The dark "fang" palette. Text colours keep at least 4.5:1 contrast on `background` and
 * `surface` (WCAG AA); the accent is used as a button fill under white text (6.9:1), never as
 * body text.
 */
export const theme = {
  color: {
    background: '#121016',
    surface: '#1d1a23',
    surfaceRaised: '#28242f',
    border: '#4a4354',
    text: '#f3eff7',
    textMuted: '#bdb4c8',
    accent: '#b3122d',
    accentHover: '#d11a38',
    link: '#ff9aa8',
    focus: '#ffd166',
    success: '#6bd49a',
    error: '#ff8080',
    info: '#8cc4ff',
  },
  /**
   * Position colours (fills under dark text, each ≥ 4.5:1 against `positionText`): the same hue
   * for a position on every page, as members know them from other apps.
   */
  position: {
    QB: '#ff8fa3',
    RB: '#5fe0b7',
    WR: '#7cc4ff',
    TE: '#ffb86b',
    K: '#c8b6ff',
    DEF: '#b9c3cf',
    FLEX: '#e6e6e6',
  } as Record<string, string>,
  positionText: '#121016',
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // One sans family for headings and body (system fonts: nothing to download on a phone).
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '6px',
  space: (steps: number) => `${steps * 4}px`,
} as const;

export type Theme = typeof theme;

/** Page-wide styles; only the shell renders this (remotes never own global styles). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${theme.color.background};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    line-height: 1.5;
  }
  a { color: ${theme.color.link}; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
