import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { ScoringRulesPage } from '../scoring-rules/scoring-rules-page';

/** Exposed as mf-league-info/ScoringRules: the page inside this remote's style scope. */
function ScoringRules() {
  return (
    <ExposedRoot>
      <ScoringRulesPage />
    </ExposedRoot>
  );
}

export default ScoringRules satisfies RemotePageModule['default'];
