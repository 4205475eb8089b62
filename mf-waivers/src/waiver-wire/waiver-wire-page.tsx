import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  LoadingText,
  MESSAGES,
  MessageBanner,
  Notice,
  PageTitle,
  Pagination,
  formatEasternDateTime,
  getWaiverWindow,
  leagueAtom,
  messageFromError,
  PAGE_SIZE,
  searchPlayers,
  theme,
  useTransientMessage,
  userAtom,
  type League,
  type PlayerSearchRow,
  type WaiverWindow,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { DirectAddModal } from '../claim-form/direct-add-modal';
import {
  loadFailureText,
  loadMemberContext,
  type MemberContext,
} from '../claim-form/load-member-context';
import { PlayerSheet } from '../player-sheet/player-sheet';
import { TransactionLog } from '../transaction-log/transaction-log';
import { FreeAgentsTable } from './free-agents-table';
import { WireFilterControls } from './wire-filters';
import { NO_FILTERS, pageCount, wireQuery, type WireFilters } from './wire-query';

// The claim form checks bids with the shared zod schemas: they download when a member opens the
// form, not with the waiver wire.
const ClaimModal = lazy(() =>
  import('../claim-form/claim-modal').then(({ ClaimModal }) => ({ default: ClaimModal })),
);

const TITLE = 'Add Players from Waivers';

/** The title, one line on a phone: the players start in the first screen. */
const WireTitle = styled(PageTitle)`
  @media (max-width: 640px) {
    font-size: 1.35rem;
    margin: ${theme.space(1)} 0 ${theme.space(2)};
  }
`;

/** The window and the member's budget: two short lines, not boxes. */
const WindowLine = styled.p`
  margin: 0;
  color: ${theme.color.info};
  font-size: 0.85rem;
`;

const Budget = styled.p`
  margin: ${theme.space(1)} 0 ${theme.space(2)};
  font-size: 0.85rem;
`;
/** Typing a name asks the server once the member pauses, not on every keystroke. */
const NAME_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The line under the title: which modal the wire offers now, and until when. */
function windowLine(waiverWindow: WaiverWindow): string {
  if (waiverWindow.mode === 'claims') {
    return waiverWindow.next_run_at
      ? `Claims are open. Waivers are processed ${formatEasternDateTime(waiverWindow.next_run_at)}; highest bid wins.`
      : 'Claims are open.';
  }
  return waiverWindow.week
    ? `Free agents can be added directly. Claims reopen ${formatEasternDateTime(waiverWindow.week.end_datetime)}.`
    : 'Free agents can be added directly.';
}

/** An answer that is this query's own, and not being read again. */
const isFresh = <T,>(query: UseQueryResult<T>): query is UseQueryResult<T> & { data: T } =>
  query.isSuccess && !query.isFetching && !query.isPlaceholderData;

type Picked = { player: PlayerSearchRow; modal: 'claim' | 'add' };

function WaiverWire({ league, userId }: { league: League; userId: number }) {
  const leagueId = league.league_id;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<WireFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [opened, setOpened] = useState<PlayerSearchRow | null>(null);
  const banner = useTransientMessage();
  const name = useDebounced(filters.name, NAME_DEBOUNCE_MS);
  const query = wireQuery({ ...filters, name }, page, leagueId);

  const context = useQuery({
    queryKey: queryKeys.own(leagueId, userId, 'claim-context'),
    queryFn: () => loadMemberContext(leagueId, userId),
  });
  const waiverWindow = useQuery({
    queryKey: queryKeys.waiverWindow(leagueId),
    queryFn: () => getWaiverWindow(leagueId),
  });
  // Another filter or page keeps the last list on screen until its own arrives.
  const players = useQuery({
    queryKey: queryKeys.players(leagueId, query),
    queryFn: () => searchPlayers(query),
    placeholderData: keepPreviousData,
  });

  // A claim or an add changes the member's roster, claims and budget, the free agents and the
  // league's log: the league's reads are read again (the wire's own among them).
  const refresh = useCallback(() => {
    setPicked(null);
    setOpened(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.league(leagueId) });
  }, [queryClient, leagueId]);

  const changeFilters = (next: WireFilters) => {
    setFilters(next);
    setPage(1);
  };

  // What is shown stays while it is read again; what a pick acts on must be fresh.
  const memberContext: MemberContext | null = isFresh(context) ? context.data : null;
  const mode = isFresh(waiverWindow) ? waiverWindow.data.mode : null;
  const shownPlayers = players.data ?? null;
  const shownContext = context.data ?? null;
  const shownWindow = waiverWindow.data ?? null;
  const failed = players.isError || context.isError || waiverWindow.isError;
  // The wire appears whole, once its first players, the member's context and the waiver window
  // are all in: lines arriving one by one would push the list down under the member's thumb.
  const firstLoad = !failed && (!shownPlayers || !shownContext || !shownWindow);
  // Players are picked only against fresh data: the member's roster and claims, and the window.
  const ready = memberContext !== null && mode !== null && isFresh(players);

  const pick = (player: PlayerSearchRow) => {
    if (!ready) return;
    setOpened(null);
    setPicked({ player, modal: mode === 'claims' ? 'claim' : 'add' });
  };
  const actionLabel = mode === 'claims' ? 'Place Claim' : 'Add Player';

  let table;
  if (players.isError)
    table = (
      <Notice tone="error">
        {messageFromError(players.error, MESSAGES.failedToLoadWaiverData)}
      </Notice>
    );
  else if (!shownPlayers)
    table = <LoadingText rows={PAGE_SIZE}>{MESSAGES.loadingWaiverWire}</LoadingText>;
  else if (shownPlayers.players.length === 0) table = <Notice>{MESSAGES.noFreeAgents}</Notice>;
  else
    table = (
      <>
        <FreeAgentsTable
          players={shownPlayers.players}
          disabled={!ready}
          position={filters.position}
          sort={filters.sort}
          actionLabel={actionLabel}
          onPick={pick}
          onOpen={setOpened}
        />
        <Pagination
          page={page}
          totalPages={pageCount(shownPlayers.total)}
          onPageChange={setPage}
          label="Free agent pages"
        />
      </>
    );

  if (firstLoad) return <LoadingText rows={PAGE_SIZE}>{MESSAGES.loadingWaiverWire}</LoadingText>;

  return (
    <>
      {shownWindow ? <WindowLine role="status">{windowLine(shownWindow)}</WindowLine> : null}
      {waiverWindow.isError ? (
        <Notice tone="error">{MESSAGES.failedToLoadWaiverData}</Notice>
      ) : null}
      {context.isError ? (
        <Notice tone="error">
          {loadFailureText(context.error, MESSAGES.failedToLoadWaiverData)}
        </Notice>
      ) : null}
      {shownContext ? (
        <Budget>
          Remaining FAAB: ${shownContext.member.remaining_faab_budget ?? 0}
          {shownContext.member.waiver_order
            ? ` · Waiver order: #${shownContext.member.waiver_order}`
            : ''}
        </Budget>
      ) : null}
      <MessageBanner message={banner.message} />
      <WireFilterControls filters={filters} onChange={changeFilters} />
      {table}
      {opened ? (
        <PlayerSheet
          player={opened}
          lastWeek={shownPlayers?.last_week ?? null}
          actionLabel={ready ? actionLabel : null}
          onAct={() => pick(opened)}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {picked && memberContext && picked.modal === 'claim' ? (
        <Suspense fallback={null}>
          <ClaimModal
            player={picked.player}
            leagueId={leagueId}
            context={memberContext}
            nextRunAt={isFresh(waiverWindow) ? waiverWindow.data.next_run_at : null}
            onClose={() => setPicked(null)}
            onSaved={refresh}
          />
        </Suspense>
      ) : null}
      {picked && memberContext && picked.modal === 'add' ? (
        <DirectAddModal
          player={picked.player}
          context={memberContext}
          onClose={() => setPicked(null)}
          onAdded={(message) => {
            banner.show(message, 'success');
            refresh();
          }}
          onPlaceClaim={() => setPicked({ player: picked.player, modal: 'claim' })}
        />
      ) : null}
      {shownContext ? (
        <TransactionLog leagueId={leagueId} memberId={shownContext.member.id} />
      ) : null}
    </>
  );
}

/**
 * The waiver wire (rules §2.9, 'Add Players from Waivers'): the league's free agents by
 * season fantasy points (or last week, or per game), filtered and paged by the server; a tap on a
 * player opens his sheet; a claim before the waiver day, a direct add from it on; the league's
 * transaction log below.
 */
export function WaiverWirePage() {
  const league = useAtomValue(leagueAtom);
  const user = useAtomValue(userAtom);
  return (
    <>
      <WireTitle>{TITLE}</WireTitle>
      {league && user ? (
        <WaiverWire league={league} userId={user.id} />
      ) : (
        <Notice tone="error">{MESSAGES.waiversMissingUserOrLeague}</Notice>
      )}
    </>
  );
}
