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
  useLoad,
} from '@fangtasy/shared';
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
  const rules = useLoad(
    () => getRosterRulesByLeagueId(leagueId, rosterType),
    [leagueId, rosterType],
  );
  let body;
  if (rules.state === 'loading') body = <LoadingText>{MESSAGES.loadingRosterRules}</LoadingText>;
  else if (rules.state === 'failed') {
    body = isNotFound(rules.error) ? (
      <Notice>{MESSAGES.noRosterRulesForLeague}</Notice>
    ) : (
      <Notice tone="error">
        {prefixedErrorMessage(MESSAGES.failedToFetchRosterRules, rules.error)}
      </Notice>
    );
  } else if (!rules.value) body = <Notice>{MESSAGES.noRosterRulesForLeague}</Notice>;
  else {
    const values = rules.value;
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
      {rules.state === 'done' && rules.value ? null : <SectionTitle>{title}</SectionTitle>}
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
            load={() => getBiteRulesByLeagueId(league.league_id)}
            deps={[league.league_id]}
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
