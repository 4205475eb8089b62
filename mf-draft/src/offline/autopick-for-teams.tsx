import styled from 'styled-components';
import {
  Notice,
  Panel,
  SectionTitle,
  setDraftAutopickFor,
  theme,
  type DraftRoom,
} from '@fangtasy/shared';
import { teamLabel } from '../room/room-view';
import { useDraftChange } from '../room/use-draft-change';

const Teams = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  input {
    width: 22px;
    height: 22px;
    flex: none;
  }
`;

/**
 * The commissioner puts an absent member's team on autopick, or takes it off (decision 066): one
 * switch per drafting team. The server holds it to the commissioner and logs each switch.
 */
export function AutopickForTeams({ room }: { room: DraftRoom }) {
  const change = useDraftChange(room.league_id, (input: { id: number; on: boolean }) =>
    setDraftAutopickFor(room.league_id, input.id, input.on),
  );
  return (
    <Panel aria-labelledby="autopick-for-title">
      <SectionTitle id="autopick-for-title">Autopick for absent members</SectionTitle>
      <Teams>
        {room.order
          .filter((team) => team.drafts)
          .map((team) => (
            <li key={team.league_member_id}>
              <label>
                <input
                  type="checkbox"
                  checked={team.autopick}
                  disabled={change.pending}
                  onChange={(event) =>
                    change.run({ id: team.league_member_id, on: event.target.checked })
                  }
                />
                Autopick {teamLabel(team)}
              </label>
            </li>
          ))}
      </Teams>
      {change.error ? <Notice tone="error">{change.error}</Notice> : null}
    </Panel>
  );
}
