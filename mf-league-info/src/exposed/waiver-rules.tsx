import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { WaiverRulesPage } from '../waiver-rules/waiver-rules-page';

/** Exposed as mf-league-info/WaiverRules: the page inside this remote's style scope. */
function WaiverRules() {
  return (
    <ExposedRoot>
      <WaiverRulesPage />
    </ExposedRoot>
  );
}

export default WaiverRules satisfies RemotePageModule['default'];
