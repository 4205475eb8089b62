import styled, { css } from 'styled-components';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants = {
  primary: css`
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: ${theme.color.accentHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surfaceRaised};
    border-color: ${theme.color.border};
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      border-color: ${theme.color.textMuted};
    }
  `,
  danger: css`
    background: transparent;
    border-color: ${theme.color.error};
    color: ${theme.color.error};
    &:hover:not(:disabled) {
      background: ${theme.color.surfaceRaised};
    }
  `,
};

/** The product's button; `$variant` picks primary (default), secondary or danger. */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${(props) => variants[props.$variant ?? 'primary']}
  /* Muted colours rather than transparency: a disabled button stays legible (4.5:1 and more),
     also in the instant a request ends and it turns back on. */
  &:disabled {
    background: ${theme.color.surfaceRaised};
    border-color: ${theme.color.border};
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A row of buttons with even spacing. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
`;
