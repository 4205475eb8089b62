import styled from 'styled-components';
import { Notice, setDraftAutopick, theme, type DraftRoom, type DraftTeam } from '@fangtasy/shared';
import { useDraftChange } from './use-draft-change';

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
  }
`;

/** The member's own autopick: on, the server picks for his team as soon as it is on the clock. */
export function AutopickSwitch({ room, team }: { room: DraftRoom; team: DraftTeam }) {
  const change = useDraftChange(room.league_id, (on: boolean) =>
    setDraftAutopick(room.league_id, on),
  );
  return (
    <>
      <Switch>
        <input
          type="checkbox"
          checked={team.autopick}
          disabled={change.pending}
          onChange={(event) => change.run(event.target.checked)}
        />
        Autopick my team
      </Switch>
      {change.error ? <Notice tone="error">{change.error}</Notice> : null}
    </>
  );
}
