import { useAtomValue } from 'jotai';
import { Link } from '@fangtasy/shared/router';
import {
  formatEasternDateTime,
  leagueAtom,
  LoadingText,
  Notice,
  PageTitle,
  Panel,
  SectionTitle,
  Table,
  TableScroll,
  userAtom,
} from '@fangtasy/shared';
import { useBudget } from './use-budget';

/** The free-agent budget (rules §2.21): remaining FAAB and the history of bids won. */
export function BudgetPage() {
  const user = useAtomValue(userAtom);
  const league = useAtomValue(leagueAtom);
  const { member, wonBids, loading, error } = useBudget(user?.id, league?.league_id);

  return (
    <>
      <PageTitle>Free-Agent Budget</PageTitle>
      {loading ? (
        <LoadingText>Loading budget...</LoadingText>
      ) : error ? (
        <Notice tone="error">{error}</Notice>
      ) : (
        <>
          <Panel>
            <p>
              Remaining FAAB: <strong>${member?.remaining_faab_budget ?? 0}</strong>
            </p>
          </Panel>
          <section aria-labelledby="won-bids">
            <SectionTitle id="won-bids">Winning Bids</SectionTitle>
            {wonBids.length === 0 ? (
              <Notice>No winning waiver bids yet.</Notice>
            ) : (
              <TableScroll>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">Player</th>
                      <th scope="col">Bid</th>
                      <th scope="col">Processed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {wonBids.map((bid) => (
                      <tr key={bid.id}>
                        <td>{bid.player_name}</td>
                        <td>${bid.bid ?? 0}</td>
                        <td>{formatEasternDateTime(bid.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            )}
          </section>
        </>
      )}
      <p>
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </>
  );
}
