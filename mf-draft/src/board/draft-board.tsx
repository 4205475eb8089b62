import { Panel, SectionTitle, useMediaQuery, type DraftRoom } from '@fangtasy/shared';
import { boardRounds, draftingTeams } from '../room/room-view';
import { BoardList } from './board-list';
import { BoardTable } from './board-table';

/** From this width the board is a grid of rounds × teams; below it, a list by round. */
export const BOARD_GRID_QUERY = '(min-width: 720px)';

/** The draft board: every team's picks round by round, laid out for the screen it is on. */
export function DraftBoard({ room }: { room: DraftRoom }) {
  const grid = useMediaQuery(BOARD_GRID_QUERY);
  const rounds = boardRounds(room);
  return (
    <Panel aria-labelledby="draft-board-title">
      <SectionTitle id="draft-board-title">Board</SectionTitle>
      {rounds.length === 0 ? (
        <p>The board fills in once the draft starts and its order is set.</p>
      ) : grid ? (
        <BoardTable teams={draftingTeams(room)} rounds={rounds} />
      ) : (
        <BoardList rounds={rounds} />
      )}
    </Panel>
  );
}
