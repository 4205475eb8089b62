import type { RemotePageModule } from '@fangtasy/shared/federation';
import { TradeCenterPage } from '../trade-center/trade-center-page';
import { RemoteRoot } from '../remote-root/remote-root';

/** Exposed as mf-waivers/TradeCenter: the trade centre inside this remote's scope. */
function TradeCenter() {
  return (
    <RemoteRoot>
      <TradeCenterPage />
    </RemoteRoot>
  );
}

export default TradeCenter satisfies RemotePageModule['default'];
