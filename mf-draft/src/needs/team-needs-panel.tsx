import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  getRosterRulesByLeagueId,
  Panel,
  SectionTitle,
  theme,
  type DraftRoom,
  type RosterRules,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { draftingTeams, teamLabel } from '../room/room-view';
import { teamNeeds, type Need } from './team-needs';

const Needs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

/** A slot kind as members say it. */
const kindText = (kind: Need['kind']) => (kind === 'WRT' ? 'WR/TE' : kind);

/** '2 RB, WR/TE, FLEX', or that the starters are filled. */
const needsText = (needs: Need[]) =>
  needs.length === 0
    ? 'Starters filled'
    : needs
        .map(({ kind, count }) => (count > 1 ? `${count} ${kindText(kind)}` : kindText(kind)))
        .join(', ');

/**
 * Each drafting team's needs: the starting slots its picks have not filled yet, under its own
 * rule set (a vampire drafting under the vampire rules has the vampire layout).
 */
export function TeamNeedsPanel({ room }: { room: DraftRoom }) {
  const teams = draftingTeams(room);
  const types = [...new Set(teams.map((team) => team.roster_type_id))];
  const rules = useQueries({
    queries: types.map((type) => ({
      queryKey: queryKeys.rules(room.league_id, 'roster', type),
      queryFn: () => getRosterRulesByLeagueId(room.league_id, type),
      staleTime: Infinity,
    })),
  });
  const rulesOf = new Map<number, RosterRules>();
  types.forEach((type, index) => {
    const data = rules[index]?.data;
    if (data) rulesOf.set(type, data);
  });
  if (teams.length === 0) return null;
  return (
    <Panel aria-labelledby="team-needs-title">
      <SectionTitle id="team-needs-title">Team needs</SectionTitle>
      <Needs>
        {teams.map((team) => {
          const teamRules = rulesOf.get(team.roster_type_id);
          const picks = room.picks.filter(
            (pick) => pick.league_member_id === team.league_member_id,
          );
          return (
            <div key={team.league_member_id} style={{ display: 'contents' }}>
              <dt>{teamLabel(team)}</dt>
              <dd>{teamRules ? needsText(teamNeeds(teamRules, picks)) : '…'}</dd>
            </div>
          );
        })}
      </Needs>
    </Panel>
  );
}
