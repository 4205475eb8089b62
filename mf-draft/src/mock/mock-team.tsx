import { Panel, PositionBadge, SectionTitle, type DraftRoom } from '@fangtasy/shared';
import { PlainList } from '../common/plain-list';
import { pickNumber } from '../room/room-view';

/** The member's team at the end of his mock draft: his picks, round by round. */
export function MockTeam({ room, mine }: { room: DraftRoom; mine: number }) {
  const picks = room.picks.filter((pick) => pick.league_member_id === mine);
  return (
    <Panel aria-labelledby="mock-team-title">
      <SectionTitle id="mock-team-title">Your mock team</SectionTitle>
      <PlainList aria-label="Your mock team">
        {picks.map((pick) => (
          <li key={pick.overall}>
            <strong>{pickNumber(pick.round, pick.pick_in_round)}</strong>
            <PositionBadge position={pick.position} />
            <span>{pick.player_name}</span>
            <small>{pick.nfl_team}</small>
          </li>
        ))}
      </PlainList>
    </Panel>
  );
}
