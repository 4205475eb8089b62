import { Panel, SectionTitle } from '@fangtasy/shared';

/** What an inactive league shows in place of the overview. */
export function LeagueNotActive({ isCommish }: { isCommish: boolean }) {
  return (
    <Panel aria-labelledby="league-not-active">
      <SectionTitle id="league-not-active">League Not Active</SectionTitle>
      <p>
        Roster management, waivers and scoring unlock once the league is active. The commissioner
        activates the league when it has exactly 10 members.
      </p>
      {isCommish ? <p>Invite members and activate the league from the LM Tools menu.</p> : null}
    </Panel>
  );
}
