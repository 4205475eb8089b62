import styled from 'styled-components';
import { SectionTitle, seasonWeekText, theme, type SeasonWeek } from '@fangtasy/shared';

const List = styled.ol`
  margin: 0 0 ${theme.space(3)};
  padding-left: ${theme.space(6)};
`;

const Weeks = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A week and what it holds, kept together for the description list. */
const WeekRow = styled.div`
  display: contents;
`;

/**
 * The rules members read beside the bracket: what each of weeks 10-14 is, how teams are seeded,
 * and how a game level on points is decided.
 */
export function PlayoffRulesList({
  weeks,
  seedingOrder,
  tieRule,
}: {
  weeks: readonly SeasonWeek[];
  seedingOrder: readonly string[];
  tieRule: string;
}) {
  return (
    <section aria-labelledby="bracket-rules">
      <SectionTitle id="bracket-rules">How the playoffs are played</SectionTitle>
      <Weeks aria-label="Weeks 10-14">
        {weeks.map((week) => (
          <WeekRow key={week.week}>
            <dt>Week {week.week}</dt>
            <dd>{seasonWeekText(week)}</dd>
          </WeekRow>
        ))}
      </Weeks>
      <p>Seeding order:</p>
      <List>
        {seedingOrder.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </List>
      <p>
        <strong>Ties:</strong> {tieRule}
      </p>
    </section>
  );
}
