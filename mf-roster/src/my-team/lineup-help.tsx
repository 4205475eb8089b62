import styled from 'styled-components';
import { Button, theme, type LineupAlert } from '@fangtasy/shared';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(2)};
`;

const VampireLabel = styled.p`
  margin: 0 0 ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(2)};
  border-left: 3px solid ${theme.color.accentHover};
  background: ${theme.color.surface};
  font-size: 0.85rem;
`;

const Alerts = styled.ul`
  margin: 0 0 ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.focus};
  border-radius: ${theme.radius};
  list-style: none;
  font-size: 0.85rem;

  li + li {
    margin-top: ${theme.space(1)};
  }
  li::before {
    content: '⚠ ';
    color: ${theme.color.focus};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
`;

export interface LineupHelpProps {
  /** 'Vampire rules: 1 RB · 3 WR · …' for a vampire member, else null. */
  vampireLabel: string | null;
  alerts: readonly LineupAlert[];
  busy: boolean;
  onBestLineup: () => void;
}

/**
 * Above the lineup: what the member's own rules are when they are a vampire's (it lasts, unlike
 * the banner), what is wrong with the lineup (shared lineupAlerts), and the Best lineup action.
 */
export function LineupHelp({ vampireLabel, alerts, busy, onBestLineup }: LineupHelpProps) {
  return (
    <>
      {vampireLabel ? (
        <VampireLabel data-testid="vampire-rules">{vampireLabel}</VampireLabel>
      ) : null}
      {alerts.length > 0 ? (
        <Alerts aria-label="Lineup alerts" data-testid="lineup-alerts">
          {alerts.map((alert) => (
            <li key={alert.slot}>{alert.text}</li>
          ))}
        </Alerts>
      ) : null}
      <Bar>
        <Hint>
          Tap a player to move him or see his information. Points: week · last week · avg.
        </Hint>
        <Button type="button" disabled={busy} onClick={onBestLineup}>
          Best lineup
        </Button>
      </Bar>
    </>
  );
}
