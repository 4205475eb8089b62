import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  LoadingText,
  MESSAGES,
  MessageBanner,
  Notice,
  PageTitle,
  Table,
  TableScroll,
  deleteWaiverClaim,
  getWaiverClaimsByLeagueMemberId,
  leagueAtom,
  messageFromError,
  theme,
  useTransientMessage,
  userAtom,
  type League,
  type WaiverClaim,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { ScreenError, loadFailureText, loadOwnMember } from '../claim-form/load-member-context';
import { TransactionLog } from '../transaction-log/transaction-log';
import { byPriority } from './claim-order';

// The editor checks bids with the shared zod schemas: they download when a member opens a claim,
// not with the list.
const ClaimEditor = lazy(() =>
  import('./claim-editor').then(({ ClaimEditor }) => ({ default: ClaimEditor })),
);

const ClaimRow = styled.tr`
  cursor: pointer;
`;

/** The player's name opens the claim editor from the keyboard too (the row is for the mouse). */
const EditButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.color.link};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

async function loadClaims(leagueId: number, userId: number) {
  const member = await loadOwnMember(leagueId, userId);
  const claims = await getWaiverClaimsByLeagueMemberId(member.id, 1).catch(() => {
    throw new ScreenError(MESSAGES.failedToLoadClaims);
  });
  return { member, claims };
}

const dropName = (claim: WaiverClaim) =>
  claim.rostered_player_to_drop === null
    ? 'None'
    : (claim.drop_player_name ?? MESSAGES.unknownPlayer);

function ClaimsTable({
  claims,
  onEdit,
  onDelete,
}: {
  claims: WaiverClaim[];
  onEdit: (claim: WaiverClaim) => void;
  onDelete: (claim: WaiverClaim) => void;
}) {
  return (
    <TableScroll>
      <Table aria-label="Active Waiver Claims">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">FAAB Bid ($)</th>
            <th scope="col">Player to Drop</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {byPriority(claims).map((claim) => (
            <ClaimRow key={claim.id} data-claim-id={claim.id} onClick={() => onEdit(claim)}>
              <td>
                <EditButton
                  type="button"
                  aria-label={`Edit Claim: ${claim.player_name || MESSAGES.unknownPlayer}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onEdit(claim);
                  }}
                >
                  {claim.player_name || MESSAGES.unknownPlayer}
                </EditButton>
              </td>
              <td>{claim.faab_claim_amount}</td>
              <td>{dropName(claim)}</td>
              <td>
                <Button
                  $variant="danger"
                  aria-label={`Delete Claim: ${claim.player_name || MESSAGES.unknownPlayer}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onDelete(claim);
                  }}
                >
                  Delete Claim
                </Button>
              </td>
            </ClaimRow>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function ActiveClaims({ league, userId }: { league: League; userId: number }) {
  const leagueId = league.league_id;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<WaiverClaim | null>(null);
  const banner = useTransientMessage();
  const showBanner = banner.show;
  const loaded = useQuery({
    queryKey: queryKeys.own(leagueId, userId, 'claims'),
    queryFn: () => loadClaims(leagueId, userId),
  });
  const { refetch } = loaded;
  const member = loaded.data?.member ?? null;

  // After a change of a claim: the list read again (a failure keeps it, and says so), the log too.
  const refreshClaims = useCallback(async () => {
    if (!member) return;
    const again = await refetch();
    if (again.isError) showBanner(MESSAGES.failedToRefreshClaims, 'error');
    void queryClient.invalidateQueries({ queryKey: queryKeys.transactions(leagueId) });
  }, [member, refetch, showBanner, queryClient, leagueId]);

  const remove = async (claim: WaiverClaim) => {
    try {
      const answer = await deleteWaiverClaim(claim.id);
      banner.show(answer.message ?? MESSAGES.claimDeleted, 'success');
    } catch (failure) {
      banner.show(messageFromError(failure, MESSAGES.failedToDeleteClaim), 'error');
      return;
    }
    await refreshClaims();
  };

  const saved = useCallback(() => {
    setEditing(null);
    void refreshClaims();
  }, [refreshClaims]);

  let content;
  if (loaded.data) {
    const { claims } = loaded.data;
    content =
      claims.length === 0 ? (
        <Notice>{MESSAGES.noActiveClaims}</Notice>
      ) : (
        <ClaimsTable claims={claims} onEdit={setEditing} onDelete={(c) => void remove(c)} />
      );
  } else if (loaded.isError)
    content = (
      <Notice tone="error">{loadFailureText(loaded.error, MESSAGES.failedToLoadClaims)}</Notice>
    );
  else content = <LoadingText>{MESSAGES.loadingWaiverClaims}</LoadingText>;

  return (
    <>
      <MessageBanner message={banner.message} />
      {content}
      {editing ? (
        <Suspense fallback={null}>
          <ClaimEditor
            claim={editing}
            leagueId={leagueId}
            userId={userId}
            onClose={() => setEditing(null)}
            onSaved={saved}
          />
        </Suspense>
      ) : null}
      {member ? <TransactionLog leagueId={leagueId} memberId={member.id} /> : null}
    </>
  );
}

/**
 * Active Waiver Claims (rules §2): the member's pending claims by priority; a row opens
 * the claim editor, Delete Claim withdraws one. Only the owner edits or deletes (the server
 * enforces it too).
 */
export function ActiveClaimsPage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <PageTitle>
        {league ? `${league.name} Active Waiver Claims` : 'Active Waiver Claims'}
      </PageTitle>
      {league && user ? (
        <ActiveClaims league={league} userId={user.id} />
      ) : (
        <Notice tone="error">{MESSAGES.waiversMissingUserOrLeague}</Notice>
      )}
    </>
  );
}
