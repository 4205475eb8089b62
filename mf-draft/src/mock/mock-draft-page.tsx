import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import {
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  userAtom,
  type DraftRoom,
} from '@fangtasy/shared';
import { useLiveDraft } from '@fangtasy/shared/queries';
import { DraftRoomView } from '../room/draft-room';
import { MockSetup } from './mock-setup';
import { MockTeam } from './mock-team';
import { useMockDraft, useStartMockDraft } from './use-mock-draft';

/** The member's own team in his mock draft: the one team that is not a bot's. */
const ownTeamId = (room: DraftRoom, username: string | undefined) =>
  room.order.find((team) => team.username === username)?.league_member_id;

function MockRoom({
  leagueId,
  username,
  setup,
}: {
  leagueId: number;
  username: string | undefined;
  setup: (title: string) => ReactNode;
}) {
  const room = useLiveDraft(leagueId);
  if (room.isPending) return <LoadingText rows={6}>Loading the mock draft...</LoadingText>;
  if (room.isError)
    return <Notice tone="error">{messageFromError(room.error, MESSAGES.failedToLoadData)}</Notice>;
  const mine = ownTeamId(room.data, username);
  if (mine === undefined) return setup('Start a mock draft');
  if (room.data.status === 'complete')
    return (
      <>
        <Notice tone="success">Your mock draft is complete.</Notice>
        <MockTeam room={room.data} mine={mine} />
        {setup('Start another mock draft')}
      </>
    );
  return <DraftRoomView room={room.data} receivedAt={room.dataUpdatedAt} mine={mine} />;
}

/**
 * Mock Draft (`/draft/mock`, decision 067): any signed-in member drafts alone against nine bots
 * with the live draft's engine — the settings first, then the room (the bots pick at once, he
 * picks on his clock), then his mock team and the way to another.
 */
export function MockDraftPage() {
  const user = useAtomValue(userAtom);
  const mock = useMockDraft(user?.id);
  const start = useStartMockDraft(user?.id);
  const setup = (title: string) => (
    <MockSetup title={title} pending={start.pending} error={start.error} onStart={start.start} />
  );
  let body: ReactNode;
  if (mock.isPending) body = <LoadingText rows={3}>Loading your mock draft...</LoadingText>;
  else if (mock.isError)
    body = <Notice tone="error">{messageFromError(mock.error, MESSAGES.failedToLoadData)}</Notice>;
  else if (mock.data.league_id === null) body = setup('Start a mock draft');
  else body = <MockRoom leagueId={mock.data.league_id} username={user?.username} setup={setup} />;
  return (
    <section>
      <PageTitle>Mock Draft</PageTitle>
      {body}
    </section>
  );
}
