import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ActiveClaimsPage } from '../active-claims/active-claims-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-waivers/ActiveClaims: the member's pending claims inside this remote's scope. */
function ActiveClaims() {
  return (
    <RemoteRoot>
      <ActiveClaimsPage />
    </RemoteRoot>
  );
}

export default ActiveClaims satisfies RemotePageModule['default'];
