import styled from 'styled-components';
import { formatEasternDateTime, theme } from '@fangtasy/shared';
import type { BidContext } from './bid-context';

const Panel = styled.div`
  margin-bottom: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
  font-size: 0.9rem;
  p {
    margin: ${theme.space(1)} 0;
  }
`;

const Warn = styled.p`
  color: ${theme.color.error};
`;

export interface BidContextPanelProps {
  context: BidContext;
  remainingBudget: number;
  /** When the league's next waiver run is due, or null after the season's last. */
  nextRunAt: string | null;
}

/** What a bid is made against: when the run decides it, and the member's other pending bids. */
export function BidContextPanel({ context, remainingBudget, nextRunAt }: BidContextPanelProps) {
  return (
    <Panel data-testid="bid-context">
      <p>
        {nextRunAt
          ? `Processed ${formatEasternDateTime(nextRunAt)}; highest bid wins.`
          : 'No waiver run is scheduled.'}
      </p>
      {context.others.length > 0 ? (
        <p data-testid="other-bids">
          Your other pending bids: ${context.othersTotal} (
          {context.others
            .map(
              (claim) =>
                `${claim.player_name} $${claim.bid}${claim.samePlayer ? ', this player' : ''}`,
            )
            .join(' · ')}
          )
        </p>
      ) : (
        <p data-testid="other-bids">No other pending bids.</p>
      )}
      <p data-testid="bids-total">
        With this bid: ${context.withThisBid} of ${remainingBudget} remaining
      </p>
      {context.overBudget ? (
        <Warn>
          Together your bids exceed your budget: a claim the run reaches once you can no longer pay
          it fails.
        </Warn>
      ) : null}
    </Panel>
  );
}
