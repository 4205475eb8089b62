import { useAtomValue } from 'jotai';
import {
  TRADE_RULE_LABELS,
  getTradeRulesByLeagueId,
  getWaiverRulesByLeagueId,
  tradeRuleValueText,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  useLoad,
  type WaiverRules,
} from '@fangtasy/shared';
import { isNotFound } from '../common/is-not-found';
import { RuleTable } from '../common/rule-table';
import { SettingsTable } from '../common/settings-table';
import { PlayoffSettings } from './playoff-settings';

/** The 'Waiver Settings' rows of a league's first waiver rule record (spec: the first is used). */
export function waiverSettingsRows(records: readonly WaiverRules[]) {
  const first = records[0];
  return [
    { label: 'Waivers Length (days)', value: first?.waivers_length },
    { label: 'Waiver Processing Day', value: first?.waiver_day },
  ];
}

function LeagueWaiverRules({ leagueId }: { leagueId: number }) {
  const rules = useLoad(() => getWaiverRulesByLeagueId(leagueId), [leagueId]);
  if (rules.state === 'loading') return <LoadingText>{MESSAGES.loadingWaiverRules}</LoadingText>;
  if (rules.state === 'failed' && !isNotFound(rules.error)) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchWaiverRules, rules.error)}
      </Notice>
    );
  }
  // No record at all shows the table with 'Not set' in each row.
  const records = rules.state === 'done' && Array.isArray(rules.value) ? rules.value : [];
  return (
    <RuleTable title="Waiver Settings" valueHeading="Setting" rows={waiverSettingsRows(records)} />
  );
}

/**
 * Waiver Rules: how long a dropped player stays on waivers and the day claims are processed, and
 * beside them the trade settings (decision 018) and the playoffs (decision 020), as the wizard's
 * waiver step sets them.
 */
export function WaiverRulesPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Waiver Rules</PageTitle>
      {league ? (
        <>
          <LeagueWaiverRules leagueId={league.league_id} />
          <SettingsTable
            title="Trade Settings"
            load={() => getTradeRulesByLeagueId(league.league_id)}
            deps={[league.league_id]}
            labels={TRADE_RULE_LABELS}
            valueText={tradeRuleValueText}
          />
          <PlayoffSettings leagueId={league.league_id} />
        </>
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
