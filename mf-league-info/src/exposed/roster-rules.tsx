import type { RemotePageModule } from '@fangtasy/shared/federation';
import { RosterRulesPage } from '../roster-rules/roster-rules-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-league-info/RosterRules: the page inside this remote's style scope. */
function RosterRules() {
  return (
    <RemoteRoot>
      <RosterRulesPage />
    </RemoteRoot>
  );
}

export default RosterRules satisfies RemotePageModule['default'];
