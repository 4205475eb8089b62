import type { RemotePageModule } from '@fangtasy/shared/federation';
import { ExposedRoot } from '@fangtasy/shared/exposed-root';
import { TradeCenterPage } from '../trade-center/trade-center-page';

/** Exposed as mf-waivers/TradeCenter: the trade centre inside this remote's scope. */
function TradeCenter() {
  return (
    <ExposedRoot>
      <TradeCenterPage />
    </ExposedRoot>
  );
}

export default TradeCenter satisfies RemotePageModule['default'];
