import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import type { LineupAlert, LineupAlertKind } from '@fangtasy/shared';
import { Card, CardLink, Rows } from './dashboard-styles';

const KIND_WORDS: Record<LineupAlertKind, string> = {
  bye: 'Bye',
  injured: 'Injury',
  empty: 'Empty',
};

const Kind = styled.span`
  padding: 0 ${theme.space(2)};
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.positionText};
  background: ${theme.position.TE};
`;

/** What the member can still fix before kickoff (the same alerts My Team shows), and the way there. */
export function LineupAlertsCard({ alerts }: { alerts: LineupAlert[] }) {
  return (
    <Card aria-labelledby="lineup-alerts">
      <h2 id="lineup-alerts">Lineup Alerts</h2>
      {alerts.length === 0 ? (
        <p>Your lineup is set.</p>
      ) : (
        <Rows>
          {alerts.map((alert) => (
            <li key={`${alert.kind}-${alert.slot}`} data-testid="lineup-alert">
              <Kind>{KIND_WORDS[alert.kind]}</Kind>
              <span>{alert.text}</span>
            </li>
          ))}
        </Rows>
      )}
      <CardLink>
        <Link to="/roster">Open My Team</Link>
      </CardLink>
    </Card>
  );
}
