import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { ActiveClaimsPage } from '../active-claims/active-claims-page';

/** Exposed as mf-waivers/ActiveClaims: the member's pending claims inside this remote's scope. */
function ActiveClaims() {
  return (
    <ExposedRoot>
      <ActiveClaimsPage />
    </ExposedRoot>
  );
}

export default ActiveClaims satisfies RemotePageModule['default'];
