import styled from 'styled-components';
import { Panel, PositionBadge, SectionTitle, theme, type DraftRoom } from '@fangtasy/shared';
import { PlainList } from '../common/plain-list';
import { pickNumber, teamLabel, teamOf } from '../room/room-view';

/** How many of the latest picks the room lists. */
export const LAST_PICKS_SHOWN = 5;

const List = styled(PlainList)`
  small {
    color: ${theme.color.textMuted};
  }
`;

const BY = { member: '', autopick: ' · autopick', commissioner: ' · by the commissioner' } as const;

/** The latest picks, newest first, as they happen (read out to a screen reader as they come). */
export function LastPicks({ room }: { room: DraftRoom }) {
  const latest = room.picks.slice(-LAST_PICKS_SHOWN).reverse();
  return (
    <Panel aria-labelledby="last-picks-title">
      <SectionTitle id="last-picks-title">Last picks</SectionTitle>
      {latest.length === 0 ? (
        <p>No pick yet.</p>
      ) : (
        <List aria-live="polite" aria-label="Last picks">
          {latest.map((pick) => (
            <li key={pick.overall}>
              <strong>{pickNumber(pick.round, pick.pick_in_round)}</strong>
              <span>{teamLabel(teamOf(room, pick.league_member_id))}:</span>
              <PositionBadge position={pick.position} />
              <span>{pick.player_name}</span>
              <small>
                {pick.nfl_team}
                {BY[pick.made_by]}
              </small>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
