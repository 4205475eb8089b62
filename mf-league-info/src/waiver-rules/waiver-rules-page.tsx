import { useQuery } from '@tanstack/react-query';
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
  type WaiverRules,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
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
  const rules = useQuery({
    queryKey: queryKeys.rules(leagueId, 'waiver'),
    queryFn: () => getWaiverRulesByLeagueId(leagueId),
  });
  if (rules.isPending) return <LoadingText>{MESSAGES.loadingWaiverRules}</LoadingText>;
  if (rules.isError && !isNotFound(rules.error)) {
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchWaiverRules, rules.error)}
      </Notice>
    );
  }
  // No record at all shows the table with 'Not set' in each row.
  const records = rules.isSuccess && Array.isArray(rules.data) ? rules.data : [];
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
            queryKey={queryKeys.rules(league.league_id, 'trade')}
            load={() => getTradeRulesByLeagueId(league.league_id)}
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
