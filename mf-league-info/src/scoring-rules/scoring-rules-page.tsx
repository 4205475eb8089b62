import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  getScoringRulesByLeagueId,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  SCORING_RULE_GROUPS,
  type ScoringRules,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { isNotFound } from '../common/is-not-found';
import { RuleTable } from '../common/rule-table';

function ScoringTables({ rules }: { rules: ScoringRules }) {
  return (
    <>
      {SCORING_RULE_GROUPS.map((table) => (
        <RuleTable
          key={table.title}
          title={table.title}
          valueHeading="Points"
          rows={table.fields.map((row) => ({ label: row.label, value: rules[row.field] }))}
        />
      ))}
    </>
  );
}

function LeagueScoringRules({ leagueId }: { leagueId: number }) {
  const rules = useQuery({
    queryKey: queryKeys.rules(leagueId, 'scoring'),
    queryFn: () => getScoringRulesByLeagueId(leagueId),
  });
  if (rules.isPending) return <LoadingText>{MESSAGES.loadingScoringRules}</LoadingText>;
  if (rules.isError) {
    if (isNotFound(rules.error)) return <Notice>{MESSAGES.noScoringRules}</Notice>;
    return (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchScoringRules, rules.error)}
      </Notice>
    );
  }
  if (!rules.data) return <Notice>{MESSAGES.noScoringRules}</Notice>;
  return <ScoringTables rules={rules.data} />;
}

/** Scoring Rules: the points of every scoring rule of the selected league, in four tables. */
export function ScoringRulesPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Scoring Rules</PageTitle>
      {league ? (
        <LeagueScoringRules leagueId={league.league_id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
