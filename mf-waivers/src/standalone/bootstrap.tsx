import { routedPage, startStandalone } from '@fangtasy/shared/standalone';
import ActiveClaims from '../exposed/active-claims';
import TradeCenter from '../exposed/trade-center';
import WaiverWire from '../exposed/waiver-wire';

void startStandalone('mf-waivers', {
  waivers: { title: 'Waivers', page: WaiverWire },
  'active-waiver-claims': { title: 'Active Waiver Claims', page: ActiveClaims },
  trades: { title: 'Trades', page: routedPage(TradeCenter) },
});
