import { useState } from 'react';
import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { Button, messageFromError, setBestLineup, theme } from '@fangtasy/shared';
import type { LineupAlert, LineupAlertKind } from '@fangtasy/shared';
import { Card, CardLink, Rows } from './dashboard-styles';
import { alertsOf } from './use-team-dashboard';

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

const Outcome = styled.p`
  color: ${theme.color.textMuted};
`;

/**
 * What the member can still fix before kickoff (the same alerts My Team shows), fixed in one tap
 * by the same "Best lineup" as My Team's (the server sets it; decision 016), or the way there.
 */
export function LineupAlertsCard({
  leagueId,
  alerts: loaded,
}: {
  leagueId: number;
  alerts: LineupAlert[];
}) {
  const [alerts, setAlerts] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const setBest = async () => {
    setBusy(true);
    try {
      const team = await setBestLineup(leagueId);
      const left = alertsOf(team);
      setAlerts(left);
      setOutcome(
        left.length === 0
          ? 'Best lineup set.'
          : 'Best lineup set; what is left needs a player from the wire.',
      );
    } catch (error) {
      setOutcome(messageFromError(error, 'Failed to set the best lineup.'));
    } finally {
      setBusy(false);
    }
  };
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
      {alerts.length > 0 ? (
        <Button type="button" onClick={() => void setBest()} disabled={busy}>
          Best lineup
        </Button>
      ) : null}
      {outcome ? <Outcome role="status">{outcome}</Outcome> : null}
      <CardLink>
        <Link to="/roster">Open My Team</Link>
      </CardLink>
    </Card>
  );
}
