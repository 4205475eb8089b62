import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  LoadingText,
  MESSAGES,
  Notice,
  SectionTitle,
  Table,
  TableScroll,
  formatEasternDateTime,
  getTransactionsByLeagueId,
  messageFromError,
  TRANSACTION_KIND_LABELS,
  theme,
  transactionFromText,
  type LeagueTransaction,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';

/** How many of the latest moves the log shows. */
export const RECENT_TRANSACTIONS = 15;

const bidText = (bid: number | null) => (bid === null ? '' : `$${bid}`);

/** Why a bite happened, under its line: announced to the whole league (decision 019). */
const Why = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

const isBite = (row: LeagueTransaction) => row.kind === 'bite' || row.kind === 'bite_swap';

function RecentTable({ rows }: { rows: LeagueTransaction[] }) {
  return (
    <TableScroll>
      <Table aria-label="Recent Transactions">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Team</th>
            <th scope="col">Transaction</th>
            <th scope="col">Player</th>
            <th scope="col">Bid</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatEasternDateTime(row.created_at)}</td>
              <td>{row.team_name ?? 'Unknown'}</td>
              <td>
                {TRANSACTION_KIND_LABELS[row.kind]}
                {transactionFromText(row)}
                {isBite(row) && row.reason ? <Why>{row.reason}</Why> : null}
              </td>
              <td>{row.player_name}</td>
              <td>{bidText(row.bid)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function FailedClaims({ rows }: { rows: LeagueTransaction[] }) {
  if (rows.length === 0) return <Notice>No failed claims.</Notice>;
  return (
    <TableScroll>
      <Table aria-label="Your Failed Claims">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Player</th>
            <th scope="col">Bid</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatEasternDateTime(row.created_at)}</td>
              <td>{row.player_name}</td>
              <td>{bidText(row.bid)}</td>
              <td>{row.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * The league's transaction log (rules §4.16): the latest adds, drops and waiver awards with
 * their bids, trades and bites with the team the player came from (a bite with why it was
 * earned), and the member's own failed claims with the reason each failed — the server shows a
 * failed claim to its owner only.
 */
export function TransactionLog({ leagueId, memberId }: { leagueId: number; memberId: number }) {
  // Read again when a change in the league invalidates it (a claim, an add, a drop).
  const log = useQuery({
    queryKey: queryKeys.transactions(leagueId),
    queryFn: () => getTransactionsByLeagueId(leagueId),
  });
  let content;
  if (log.isPending) content = <LoadingText>Loading transactions...</LoadingText>;
  else if (log.isError)
    content = (
      <Notice tone="error">{messageFromError(log.error, MESSAGES.failedToLoadData)}</Notice>
    );
  else {
    const recent = log.data.slice(0, RECENT_TRANSACTIONS);
    const failed = log.data.filter(
      (row) => row.kind === 'waiver_failed' && row.league_member_id === memberId,
    );
    content = (
      <>
        {recent.length ? <RecentTable rows={recent} /> : <Notice>No transactions yet.</Notice>}
        <SectionTitle as="h3">Your Failed Claims</SectionTitle>
        <FailedClaims rows={failed} />
      </>
    );
  }
  return (
    <section aria-label="Transaction log">
      <SectionTitle>Recent Transactions</SectionTitle>
      {content}
    </section>
  );
}
