import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export type NoticeTone = 'success' | 'error' | 'info';

const toneColor = (tone: NoticeTone) => theme.color[tone];

const Box = styled.p<{ $tone: NoticeTone }>`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${(props) => toneColor(props.$tone)};
  background: ${theme.color.surface};
  color: ${(props) => toneColor(props.$tone)};
  border-radius: ${theme.radius};
`;

/** A lasting message (a load failure, an empty state); errors are announced as alerts. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
