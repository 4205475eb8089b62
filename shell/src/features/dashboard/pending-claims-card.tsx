import { Link } from '@fangtasy/shared/router';
import { formatEasternDateTime, Notice, PositionBadge } from '@fangtasy/shared';
import { Card, CardLink, Muted, Rows } from './dashboard-styles';
import type { Part, PendingClaims } from './use-team-dashboard';

/** The member's pending waiver claims, what they bid together, and when the next run decides them. */
export function PendingClaimsCard({ claims }: { claims: Part<PendingClaims> }) {
  let content;
  if (!claims.ok) content = <Notice tone="error">{claims.error}</Notice>;
  else {
    const { claims: pending, nextRunAt } = claims.value;
    const total = pending.reduce((sum, claim) => sum + claim.faab_claim_amount, 0);
    content = (
      <>
        {pending.length === 0 ? (
          <p>No pending claims.</p>
        ) : (
          <>
            <Rows>
              {pending.map((claim) => (
                <li key={claim.id}>
                  <PositionBadge position={claim.position} />
                  <span>{claim.player_name}</span>
                  <Muted>${claim.faab_claim_amount}</Muted>
                  {claim.drop_player_name ? <Muted>drops {claim.drop_player_name}</Muted> : null}
                </li>
              ))}
            </Rows>
            <p>
              {pending.length} pending, ${total} bid in all
            </p>
          </>
        )}
        <p>
          {nextRunAt
            ? `Next waiver run: ${formatEasternDateTime(nextRunAt)}`
            : 'No more waiver runs this season.'}
        </p>
      </>
    );
  }
  return (
    <Card aria-labelledby="pending-claims">
      <h2 id="pending-claims">Pending Claims</h2>
      {content}
      <CardLink>
        <Link to="/active-waiver-claims">Active Waiver Claims</Link>
      </CardLink>
    </Card>
  );
}
