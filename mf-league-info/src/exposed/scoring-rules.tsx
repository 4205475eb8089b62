import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ScoringRulesPage } from '../scoring-rules/scoring-rules-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-league-info/ScoringRules: the page inside this remote's style scope. */
function ScoringRules() {
  return (
    <RemoteRoot>
      <ScoringRulesPage />
    </RemoteRoot>
  );
}

export default ScoringRules satisfies RemotePageModule['default'];
