import styled from 'styled-components';
import { theme } from './theme';

const Text = styled.p`
  color: ${theme.color.textMuted};
  font-style: italic;
`;

/** A polite live "loading" line; pass the page's own text (e.g. 'Loading leagues...'). */
export function LoadingText({ children = 'Loading...' }: { children?: string }) {
  return (
    <Text role="status" aria-live="polite">
      {children}
    </Text>
  );
}
