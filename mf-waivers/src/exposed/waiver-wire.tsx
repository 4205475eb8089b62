import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { WaiverWirePage } from '../waiver-wire/waiver-wire-page';

/** Exposed as mf-waivers/WaiverWire: the waiver wire inside this remote's style scope. */
function WaiverWire() {
  return (
    <ExposedRoot>
      <WaiverWirePage />
    </ExposedRoot>
  );
}

export default WaiverWire satisfies RemotePageModule['default'];
