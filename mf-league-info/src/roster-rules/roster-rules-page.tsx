import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  BITE_RULE_LABELS,
  biteRuleValueText,
  getBiteRulesByLeagueId,
  getRosterRulesByLeagueId,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  ROSTER_RULE_LABELS,
  type RosterType,
  SectionTitle,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { isNotFound } from '../common/is-not-found';
import { RuleTable } from '../common/rule-table';
import { SettingsTable } from '../common/settings-table';
import { ROSTER_RULE_TABLES } from './roster-rule-rows';

function RosterRulesTable({
  leagueId,
  rosterType,
  title,
}: {
  leagueId: number;
  rosterType: RosterType;
  title: string;
}) {
  const rules = useQuery({
    queryKey: queryKeys.rules(leagueId, 'roster', rosterType),
    queryFn: () => getRosterRulesByLeagueId(leagueId, rosterType),
  });
  let body;
  if (rules.isPending) body = <LoadingText>{MESSAGES.loadingRosterRules}</LoadingText>;
  else if (rules.isError) {
    body = isNotFound(rules.error) ? (
      <Notice>{MESSAGES.noRosterRulesForLeague}</Notice>
    ) : (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchRosterRules, rules.error)}
      </Notice>
    );
  } else if (!rules.data) body = <Notice>{MESSAGES.noRosterRulesForLeague}</Notice>;
  else {
    const values = rules.data;
    body = (
      <RuleTable
        title={title}
        valueHeading="Value"
        rows={ROSTER_RULE_LABELS.map((row) => ({ label: row.label, value: values[row.field] }))}
      />
    );
  }
  return (
    <section aria-label={title}>
      {rules.isSuccess && rules.data ? null : <SectionTitle>{title}</SectionTitle>}
      {body}
    </section>
  );
}

/**
 * Roster Rules: the slot counts, maximums and FAAB budget of regular and vampire rosters, and
 * the vampire's bite (decision 019) beside the vampire rules.
 */
export function RosterRulesPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Roster Rules</PageTitle>
      {league ? (
        <>
          {ROSTER_RULE_TABLES.map((table) => (
            <RosterRulesTable
              key={table.rosterType}
              leagueId={league.league_id}
              rosterType={table.rosterType}
              title={table.title}
            />
          ))}
          <SettingsTable
            title="Vampire Bite Settings"
            queryKey={queryKeys.rules(league.league_id, 'bite')}
            load={() => getBiteRulesByLeagueId(league.league_id)}
            labels={BITE_RULE_LABELS}
            valueText={biteRuleValueText}
          />
        </>
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
