import styled from 'styled-components';
import {
  PLAYOFF_RULE_LABELS,
  PLAYOFF_TEAM_CHOICES,
  PLAYOFF_WEEK_RANGE,
  SEEDING_TIEBREAKER_LABELS,
  SEEDING_TIEBREAKERS,
  SelectField,
  WEEKS_PER_ROUND_CHOICES,
  playoffWeekPlan,
  playoffsFit,
  seasonWeekText,
  theme,
  type PlayoffRuleField,
} from '@fangtasy/shared';
import { RuleGrid, RuleGroup } from '../common/rule-grid';
import { RuleHint } from './rule-hint';
import { playoffRulesOf, type PlayoffRulesForm } from './wizard-form';

const FIRST_WEEKS = Array.from(
  { length: PLAYOFF_WEEK_RANGE.last - PLAYOFF_WEEK_RANGE.first + 1 },
  (_, index) => PLAYOFF_WEEK_RANGE.first + index,
);

/** Each setting's choices as [value, words]. */
const CHOICES: Record<PlayoffRuleField, readonly (readonly [string, string])[]> = {
  playoff_teams: PLAYOFF_TEAM_CHOICES.map(
    (teams) => [String(teams), teams === 6 ? '6 (seeds 1 and 2 on a bye)' : '4'] as const,
  ),
  weeks_per_round: WEEKS_PER_ROUND_CHOICES.map(
    (weeks) => [String(weeks), weeks === 2 ? '2 (both weeks added)' : '1'] as const,
  ),
  first_playoff_week: FIRST_WEEKS.map((week) => [String(week), `Week ${week}`] as const),
  seeding_tiebreaker: SEEDING_TIEBREAKERS.map(
    (tiebreaker) => [tiebreaker, SEEDING_TIEBREAKER_LABELS[tiebreaker]] as const,
  ),
  consolation_bracket: [
    ['0', 'No'],
    ['1', 'Yes'],
  ],
};

const WeekPlan = styled.ul`
  list-style: none;
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  font-size: 0.9rem;
  li[data-no-games] {
    color: ${theme.color.textMuted};
  }
`;

/**
 * What the chosen settings make of weeks 10-14, said as they are chosen, so the weeks the bracket
 * leaves out are seen to be no games for anyone; nothing while the rounds do not fit (the step's
 * check says why).
 */
function ChosenWeeks({ values }: { values: PlayoffRulesForm }) {
  const rules = playoffRulesOf(values);
  if (!playoffsFit(rules)) return null;
  return (
    <WeekPlan aria-label="Weeks 10-14 with these settings">
      {playoffWeekPlan(rules).map((week) => (
        <li key={week.week} data-no-games={week.phase === 'no_games' || undefined}>
          Week {week.week}: {seasonWeekText(week)}
        </li>
      ))}
    </WeekPlan>
  );
}

/**
 * The waiver step's "Playoffs" group (decision 020): how many teams, how long a round lasts, the
 * first week, what comes after record in the seeding, and a consolation bracket. The defaults —
 * the top 4 in one-week rounds in weeks 10-11 — are filled in.
 */
export function PlayoffRulesGroup({
  values,
  invalidField,
  onChange,
}: {
  values: PlayoffRulesForm;
  invalidField: string | null;
  onChange: (field: PlayoffRuleField, text: string) => void;
}) {
  return (
    <RuleGroup>
      <legend>Playoffs</legend>
      <RuleHint>
        Weeks 10–14 are kept for the playoffs. The usual settings are filled in: the top 4 in
        one-week rounds from week 10, points for before head-to-head, no consolation bracket. A
        playoff game level on points goes to the higher seed.
      </RuleHint>
      <RuleGrid>
        {PLAYOFF_RULE_LABELS.map(({ field, label }) => (
          <SelectField
            key={field}
            label={label}
            value={values[field]}
            aria-invalid={invalidField === field || undefined}
            onChange={(event) => onChange(field, event.target.value)}
          >
            {CHOICES[field].map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </SelectField>
        ))}
      </RuleGrid>
      <ChosenWeeks values={values} />
    </RuleGroup>
  );
}
