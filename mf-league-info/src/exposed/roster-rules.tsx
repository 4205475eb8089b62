import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { RosterRulesPage } from '../roster-rules/roster-rules-page';

/** Exposed as mf-league-info/RosterRules: the page inside this remote's style scope. */
function RosterRules() {
  return (
    <ExposedRoot>
      <RosterRulesPage />
    </ExposedRoot>
  );
}

export default RosterRules satisfies RemotePageModule['default'];
