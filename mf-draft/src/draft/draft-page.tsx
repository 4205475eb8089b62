import { useAtomValue } from 'jotai';
import {
  DRAFT_MESSAGES,
  leagueAtom,
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  formatEasternDateTime,
} from '@fangtasy/shared';
import { REMOTES } from '@fangtasy/shared/remotes';
import { Link } from '@fangtasy/shared/router';
import { DraftRoomView } from '../room/draft-room';
import { useLiveDraft } from '@fangtasy/shared/queries';

/** The mock draft's page, where REMOTES puts it (decision 067). */
const MOCK_DRAFT_PATH = `/${REMOTES['mf-draft'].exposes['./MockDraft'].path}`;

function Room({ leagueId }: { leagueId: number }) {
  const room = useLiveDraft(leagueId);
  if (room.isPending) return <LoadingText rows={6}>Loading the draft room...</LoadingText>;
  if (room.isError)
    return <Notice tone="error">{messageFromError(room.error, MESSAGES.failedToLoadData)}</Notice>;
  const windowEnds = room.data.vampire_window_ends_at;
  return (
    <>
      {windowEnds && !room.data.settings.vampires_draft ? (
        <Notice>{DRAFT_MESSAGES.draftVampireWindow(formatEasternDateTime(windowEnds))}</Notice>
      ) : null}
      <DraftRoomView room={room.data} receivedAt={room.dataUpdatedAt} />
    </>
  );
}

/** Draft Room (`/draft`): the selected league's live draft. */
export function DraftPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <section>
      <PageTitle>Draft Room</PageTitle>
      <p>
        <Link to={MOCK_DRAFT_PATH}>Practise: mock draft</Link>
      </p>
      {league ? <Room leagueId={league.league_id} /> : <Notice>{MESSAGES.noLeagueSelected}</Notice>}
    </section>
  );
}
