import {
  Button,
  ButtonRow,
  Notice,
  Panel,
  pauseDraft,
  resumeDraft,
  SectionTitle,
  startDraft,
  undoLastDraftPick,
  type DraftRoom,
} from '@fangtasy/shared';
import { DraftModeSwitch } from '../offline/draft-mode-switch';
import { teamLabel, teamOf } from '../room/room-view';
import { useDraftChange } from '../room/use-draft-change';

/**
 * The commissioner's controls: start the draft, pause and resume the clock, take back the last
 * pick, and switch the player list to picking for the team on the clock — in an auction, to
 * nominating for the team whose turn it is (a sale cannot be taken back). The server holds each
 * to the commissioner and logs it; the page shows them only to him.
 */
export function CommissionerControls({
  room,
  offline,
  auction,
  turnOf,
  pickingFor,
  onPickingFor,
}: {
  room: DraftRoom;
  /** An offline draft (decision 066): no clock to pause, every pick entered by him. */
  offline: boolean;
  /** An auction (decision 065): he nominates for a team, and no sale is undone. */
  auction: boolean;
  /** The team he may act for now (null in an auction while a player is up for bids). */
  turnOf: number | null | undefined;
  pickingFor: boolean;
  onPickingFor: (on: boolean) => void;
}) {
  const id = room.league_id;
  const start = useDraftChange(id, () => startDraft(id));
  const pause = useDraftChange(id, () => pauseDraft(id));
  const resume = useDraftChange(id, () => resumeDraft(id));
  const undo = useDraftChange(id, () => undoLastDraftPick(id));
  const pending = start.pending || pause.pending || resume.pending || undo.pending;
  const error = start.error ?? pause.error ?? resume.error ?? undo.error;
  const onClock = turnOf != null ? teamOf(room, turnOf) : undefined;
  const underWay = room.status === 'running' || room.status === 'paused';
  return (
    <Panel aria-labelledby="commissioner-controls-title">
      <SectionTitle id="commissioner-controls-title">Commissioner</SectionTitle>
      {room.status === 'not_started' ? (
        <DraftModeSwitch leagueId={id} mode={offline ? 'offline' : 'live'} />
      ) : null}
      <ButtonRow>
        {room.status === 'not_started' ? (
          <Button disabled={pending} onClick={() => start.run(undefined)}>
            {offline ? 'Enter picks one by one' : 'Start draft'}
          </Button>
        ) : null}
        {room.status === 'running' && !offline ? (
          <Button $variant="secondary" disabled={pending} onClick={() => pause.run(undefined)}>
            Pause
          </Button>
        ) : null}
        {room.status === 'paused' ? (
          <Button disabled={pending} onClick={() => resume.run(undefined)}>
            Resume
          </Button>
        ) : null}
        {underWay && room.picks.length > 0 && !auction ? (
          <Button $variant="danger" disabled={pending} onClick={() => undo.run(undefined)}>
            Undo last pick
          </Button>
        ) : null}
        {room.status === 'running' && onClock && !offline ? (
          <Button
            $variant="secondary"
            aria-pressed={pickingFor}
            onClick={() => onPickingFor(!pickingFor)}
          >
            {auction ? 'Nominate for' : 'Pick for'} {teamLabel(onClock)}
          </Button>
        ) : null}
      </ButtonRow>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Panel>
  );
}
