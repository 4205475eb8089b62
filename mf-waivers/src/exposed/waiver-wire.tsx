import type { RemotePageModule } from '@fangtasy/shared/federation';
import { RemoteRoot } from '../remote-root/remote-root';
import { WaiverWirePage } from '../waiver-wire/waiver-wire-page';

/** Exposed as mf-waivers/WaiverWire: the waiver wire inside this remote's style scope. */
function WaiverWire() {
  return (
    <RemoteRoot>
      <WaiverWirePage />
    </RemoteRoot>
  );
}

export default WaiverWire satisfies RemotePageModule['default'];
