import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  getPlayoffRulesByLeagueId,
  LoadingText,
  messageFromError,
  Notice,
  PLAYOFF_RULE_LABELS,
  playoffRuleValueText,
  seasonWeekText,
  SectionTitle,
  theme,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { RuleTable } from '../common/rule-table';

const Steps = styled.ol`
  margin: 0 0 ${theme.space(3)};
  padding-left: ${theme.space(6)};
`;

/**
 * The playoffs as the league set them (decision 020), read-only: the settings, what each of weeks
 * 10-14 holds (a round, or no games for anyone), the seeding order and the tie rule.
 */
export function PlayoffSettings({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.rules(leagueId, 'playoff'),
    queryFn: () => getPlayoffRulesByLeagueId(leagueId),
  });
  if (loaded.isPending) return <LoadingText>Loading playoff settings...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">
        {messageFromError(loaded.error, 'Failed to load the playoff settings.')}
      </Notice>
    );
  const rules = loaded.data;
  return (
    <section aria-label="Playoffs">
      <RuleTable
        title="Playoff Settings"
        valueHeading="Setting"
        wideValues
        rows={PLAYOFF_RULE_LABELS.map(({ field, label }) => ({
          label,
          value: playoffRuleValueText(field, rules),
        }))}
      />
      <RuleTable
        title="Playoff Weeks"
        valueHeading="Games"
        wideValues
        rows={rules.weeks.map((week) => ({
          label: `Week ${week.week}`,
          value: seasonWeekText(week),
        }))}
      />
      <SectionTitle>Seeding and ties</SectionTitle>
      <Steps aria-label="Seeding order">
        {rules.seeding_order.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <p>{rules.tie_rule}</p>
    </section>
  );
}
