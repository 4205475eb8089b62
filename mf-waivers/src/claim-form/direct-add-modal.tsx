import { useState } from 'react';
import {
  Button,
  MESSAGES,
  Modal,
  Notice,
  SelectField,
  addFromWaivers,
  formatEasternDayTime,
  messageFromError,
  type PlayerState,
} from '@fangtasy/shared';
import type { ClaimPlayer } from './claim-modal';
import { NO_DROP, dropChoices, dropFromValue } from './drop-choices';
import type { MemberContext } from './load-member-context';

export interface DirectAddModalProps {
  player: ClaimPlayer & { state?: PlayerState | null };
  context: MemberContext;
  onClose: () => void;
  /** The player is on the member's roster: the page shows `message` and refreshes. */
  onAdded: (message: string) => void;
  /** A player still on waivers takes a claim instead (rules §4.15). */
  onPlaceClaim: () => void;
}

type Step = 'confirm' | 'drop' | 'final';

/** Why the player can't be added directly right now, from his state on the page. */
function refusalOf(state: PlayerState | null | undefined): string | null {
  switch (state?.kind) {
    case 'rostered':
      return MESSAGES.playerNoLongerAvailable;
    case 'on_waivers':
      return MESSAGES.onWaiversUntil(formatEasternDayTime(state.until));
    case 'locked':
      return MESSAGES.playerLocked;
    default:
      return null;
  }
}

/**
 * The direct-add modal (rules §4, from the waiver day on): confirm, then a drop step when
 * the roster is full, then a final confirm. The server has the last word on availability.
 */
export function DirectAddModal({
  player,
  context,
  onClose,
  onAdded,
  onPlaceClaim,
}: DirectAddModalProps) {
  const [step, setStep] = useState<Step>('confirm');
  const [drop, setDrop] = useState(NO_DROP);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusal = refusalOf(player.state);
  const choices = dropChoices(context.roster, context.rosterFull);
  const dropName = context.roster.find((entry) => entry.id === dropFromValue(drop))?.player_name;

  const confirm = () => {
    setError(null);
    setStep(context.rosterFull ? 'drop' : 'final');
  };

  const chooseDrop = () => {
    if (dropFromValue(drop) === null) {
      setError(MESSAGES.dropRequired);
      return;
    }
    setError(null);
    setStep('final');
  };

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await addFromWaivers({
        league_member_id: context.member.id,
        player_id: player.id,
        rostered_player_to_drop: dropFromValue(drop),
      });
      onAdded(MESSAGES.playerAdded(player.player_name));
    } catch (failure) {
      setError(messageFromError(failure, MESSAGES.errorAddingPlayer));
    } finally {
      setBusy(false);
    }
  };

  const back = (to: Step) => () => {
    setError(null);
    setStep(to);
  };

  let body;
  let footer;
  if (refusal) {
    body = <Notice tone="error">{refusal}</Notice>;
    footer = (
      <>
        <Button $variant="secondary" onClick={onClose}>
          Close
        </Button>
        {player.state?.kind === 'on_waivers' ? (
          <Button onClick={onPlaceClaim}>Place a Claim</Button>
        ) : null}
      </>
    );
  } else if (step === 'confirm') {
    body = <p>Add {player.player_name} to your roster?</p>;
    footer = (
      <>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm}>Add Player</Button>
      </>
    );
  } else if (step === 'drop') {
    body = (
      <SelectField
        label="Player to Drop"
        value={drop}
        onChange={(event) => setDrop(event.target.value)}
        hint="Your roster is full: choose the player to drop."
      >
        <option value={NO_DROP}>Select a player to drop</option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    );
    footer = (
      <>
        <Button $variant="secondary" onClick={back('confirm')}>
          Back
        </Button>
        <Button onClick={chooseDrop}>Next</Button>
      </>
    );
  } else {
    body = (
      <p>
        {dropName
          ? `Add ${player.player_name} and drop ${dropName}?`
          : `Add ${player.player_name} to your roster now?`}
      </p>
    );
    footer = (
      <>
        <Button $variant="secondary" onClick={back(context.rosterFull ? 'drop' : 'confirm')}>
          Back
        </Button>
        <Button onClick={() => void add()} disabled={busy}>
          {busy ? 'Adding...' : 'Confirm'}
        </Button>
      </>
    );
  }

  return (
    <Modal open title={`Add ${player.player_name}`} onClose={onClose} footer={footer}>
      <p>
        {player.player_name} · {player.position} · {player.team}
      </p>
      {body}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
