import { Link } from '@fangtasy/shared/router';
import {
  formatEasternDateTime,
  Notice,
  TRANSACTION_KIND_LABELS,
  transactionFromText,
} from '@fangtasy/shared';
import type { LeagueTransaction } from '@fangtasy/shared';
import { Card, CardLink, Muted, Rows } from './dashboard-styles';
import type { Part } from './use-team-dashboard';

/** The league's latest moves, newest first, and the way to the whole log. */
export function LatestTransactionsCard({
  transactions,
}: {
  transactions: Part<LeagueTransaction[]>;
}) {
  let content;
  if (!transactions.ok) content = <Notice tone="error">{transactions.error}</Notice>;
  else if (transactions.value.length === 0) content = <p>No transactions yet.</p>;
  else
    content = (
      <Rows>
        {transactions.value.map((row) => (
          <li key={row.id} data-testid="transaction">
            <span>
              {row.team_name ?? 'Unknown'}: {TRANSACTION_KIND_LABELS[row.kind]} {row.player_name}
              {transactionFromText(row)}
              {row.bid !== null ? ` ($${row.bid})` : ''}
            </span>
            <Muted>{formatEasternDateTime(row.created_at)}</Muted>
          </li>
        ))}
      </Rows>
    );
  return (
    <Card aria-labelledby="latest-transactions">
      <h2 id="latest-transactions">Latest Transactions</h2>
      {content}
      <CardLink>
        <Link to="/active-waiver-claims">Full transaction log</Link>
      </CardLink>
    </Card>
  );
}
