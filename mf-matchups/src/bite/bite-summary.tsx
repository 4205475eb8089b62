import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { bitePlayerText, Panel, theme, type BiteRight, teamNameOrUnknown } from '@fangtasy/shared';
import { formatScore } from '../common/format-score';
import { rightStatusText } from './right-status';

/** A right: a panel with its heading, both scores and its story. */
const Card = styled(Panel)`
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
  }
  p {
    margin: ${theme.space(1)} 0;
  }
`;

/** The two scores of the week that earned the right, the winner first. */
const Scores = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0 ${theme.space(3)};
  margin: ${theme.space(1)} 0;
  dt {
    min-width: 0;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const Quiet = styled.p`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/**
 * A bite right as the league reads it (decision 019): the week and both scores that earned it,
 * where it stands — what was taken, and what was sent back — and why the loser's bench was open
 * or a starter safe.
 */
export function BiteSummary({
  right,
  memberId,
  children,
}: {
  right: BiteRight;
  memberId: number | null;
  children?: ReactNode;
}) {
  const titleId = useId();
  const vampire = teamNameOrUnknown(right.vampire_team_name);
  const victim = teamNameOrUnknown(right.victim_team_name);
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="bite-right" data-right-id={right.id}>
      <h3 id={titleId}>
        Week {right.week}: {vampire} beat {victim}
      </h3>
      <Scores>
        <dt>{vampire}</dt>
        <dd>{formatScore(right.vampire_score)}</dd>
        <dt>{victim}</dt>
        <dd>{formatScore(right.victim_score)}</dd>
      </Scores>
      <p data-testid="bite-status">{rightStatusText(right, memberId)}</p>
      {right.exposed ? (
        <Quiet>
          The losing lineup was not full, so its bench was open too: {right.exposure.join(' ')}
        </Quiet>
      ) : null}
      {right.garlic_player ? (
        <Quiet>Garlic protected {bitePlayerText(right.garlic_player)}.</Quiet>
      ) : null}
      {right.declared_player ? (
        <Quiet>Declared target: {bitePlayerText(right.declared_player)}.</Quiet>
      ) : null}
      {children}
    </Card>
  );
}
