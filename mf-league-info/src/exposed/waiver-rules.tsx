import type { RemotePageModule } from '@fangtasy/shared/federation';
import { WaiverRulesPage } from '../waiver-rules/waiver-rules-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-league-info/WaiverRules: the page inside this remote's style scope. */
function WaiverRules() {
  return (
    <RemoteRoot>
      <WaiverRulesPage />
    </RemoteRoot>
  );
}

export default WaiverRules satisfies RemotePageModule['default'];
