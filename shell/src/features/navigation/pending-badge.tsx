import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  margin-left: ${theme.space(1)};
  padding: 0 5px;
  border-radius: 999px;
  background: ${theme.color.accent};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

/** The words a screen reader hears after a destination's name: '2 waiting for you'. */
export const pendingText = (count: number) => `${count} waiting for you`;

/**
 * What waits for the member, drawn as a count beside a destination (Trades, the phone's More).
 * The destination keeps its own name; the count is its description (`describedBy` of the
 * returned props), so links are found by the same words with or without one.
 */
export function usePendingBadge(count: number) {
  const id = useId();
  if (count <= 0) return { describedBy: undefined, badge: null };
  return {
    describedBy: id,
    badge: (
      <>
        <Pill aria-hidden="true" data-testid="pending-badge">
          {count > 99 ? '99+' : count}
        </Pill>
        {/* Hidden, so it is not part of the name; a description may name a hidden element. */}
        <span id={id} hidden>
          {pendingText(count)}
        </span>
      </>
    ),
  };
}
