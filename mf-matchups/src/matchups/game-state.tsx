import styled from 'styled-components';
import { theme, type GameStatus } from '@fangtasy/shared';

/** A player's game in one or two words, as the score header counts them. */
export const GAME_STATE_WORDS: Record<GameStatus, string> = {
  scheduled: 'Yet to play',
  in_progress: 'Playing',
  final: 'Final',
  none: 'Bye',
};

const Marker = styled.span`
  display: inline-block;
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  vertical-align: middle;

  /* Four shapes as well as colours, so the state reads without colour vision. */
  &[data-state='scheduled'] {
    box-shadow: inset 0 0 0 2px ${theme.color.info};
  }
  &[data-state='in_progress'] {
    background: ${theme.color.success};
    box-shadow: 0 0 0 3px rgba(107, 212, 154, 0.3);
  }
  &[data-state='final'] {
    border-radius: 1px;
    background: ${theme.color.textMuted};
  }
  /* A struck-through ring: no game (never a dash, which would read as one more '--'). */
  &[data-state='none'] {
    box-shadow: inset 0 0 0 1.5px ${theme.color.textMuted};
    background: linear-gradient(
      45deg,
      transparent 42%,
      ${theme.color.textMuted} 42% 58%,
      transparent 58%
    );
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A small mark of a player's game state — a ring yet to play, a live dot while playing, a square
 * when final, a struck ring on a bye — with the state's words for screen readers, unless the mark only
 * repeats a state said beside it (`decorative`).
 */
export function GameStateMarker({
  status,
  decorative = false,
}: {
  status: GameStatus;
  decorative?: boolean;
}) {
  const words = GAME_STATE_WORDS[status];
  if (decorative) return <Marker aria-hidden="true" data-state={status} title={words} />;
  return (
    <>
      <Marker data-testid="game-state" data-state={status} title={words} aria-hidden="true" />
      <Hidden>{`${words}: `}</Hidden>
    </>
  );
}
