import { useEffect, useState } from 'react';
import {
  Button,
  FormField,
  MESSAGES,
  Modal,
  Notice,
  SelectField,
  TIMINGS,
  createWaiverClaim,
  messageFromError,
} from '@fangtasy/shared';
import { claimFormSchema, type ClaimFormValues } from '@fangtasy/shared/validation';
import { bidContext } from './bid-context';
import { BidContextPanel } from './bid-context-panel';
import { NO_DROP, dropChoices, dropFromValue } from './drop-choices';
import type { MemberContext } from './load-member-context';

/** The player a claim is for. */
export interface ClaimPlayer {
  id: number;
  player_name: string;
  position: string;
  team: string;
}

export interface ClaimModalProps {
  player: ClaimPlayer;
  leagueId: number;
  context: MemberContext;
  /** When the league's next waiver run is due (the waiver window's `next_run_at`). */
  nextRunAt: string | null;
  onClose: () => void;
  /** After a saved claim's message has shown for 2 s: the page refreshes. */
  onSaved: () => void;
}

type Step = 'bid' | 'drop' | 'saved';

/** The form's first issue, or the parsed values (rules §5.6, in its order). */
function checkClaim(
  context: MemberContext,
  values: { player_id: number; faab_claim_amount: string; rostered_player_to_drop: number | null },
): { ok: true; values: ClaimFormValues } | { ok: false; message: string } {
  const parsed = claimFormSchema({
    remainingBudget: context.member.remaining_faab_budget,
    rosterFull: context.rosterFull,
    maxRosterSize: context.rules.max_roster_size,
    existingClaims: context.claims,
  }).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.failedToSaveClaim };
}

/**
 * The claim modal (rules §4): a bid step, then — when the roster is full — a drop step,
 * then submit. The bid step says when the run decides the claim and what the member's other
 * pending bids ask together against his budget; the drop choices carry slot and points. 'Do Not Drop Player' is offered only while the roster has room. A saved claim
 * shows the server's message and the modal closes 2 s later.
 */
export function ClaimModal({
  player,
  leagueId,
  context,
  nextRunAt,
  onClose,
  onSaved,
}: ClaimModalProps) {
  const [step, setStep] = useState<Step>('bid');
  const [bid, setBid] = useState('');
  const [drop, setDrop] = useState(NO_DROP);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = dropChoices(context.roster, context.rosterFull);
  const budget = context.member.remaining_faab_budget ?? 0;

  useEffect(() => {
    if (step !== 'saved') return;
    const timer = setTimeout(onSaved, TIMINGS.claimSuccessCloseMs);
    return () => clearTimeout(timer);
  }, [step, onSaved]);

  const values = () => ({
    player_id: player.id,
    faab_claim_amount: bid,
    rostered_player_to_drop: dropFromValue(drop),
  });

  const toDropStep = () => {
    const check = checkClaim(context, values());
    // The drop choice is the next step's business; anything before it is answered here.
    if (
      !check.ok &&
      check.message !== MESSAGES.dropRequired &&
      check.message !== MESSAGES.duplicateClaim
    ) {
      setError(check.message);
      return;
    }
    setError(null);
    setStep('drop');
  };

  const submit = async () => {
    const check = checkClaim(context, values());
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await createWaiverClaim({
        league_id: leagueId,
        league_member_id: context.member.id,
        player_id: check.values.player_id,
        faab_claim_amount: check.values.faab_claim_amount,
        is_active: 1,
        rostered_player_to_drop: check.values.rostered_player_to_drop,
        priority: context.claims.length + 1,
      });
      setSaved(answer.message ?? MESSAGES.claimCreated);
      setStep('saved');
    } catch (failure) {
      setError(messageFromError(failure, MESSAGES.failedToSaveClaim));
    } finally {
      setBusy(false);
    }
  };

  const dropSelect = (required: boolean) => (
    <SelectField
      label="Player to Drop"
      value={drop}
      onChange={(event) => setDrop(event.target.value)}
      hint={required ? 'Your roster is full: choose the player to drop.' : undefined}
    >
      <option value={NO_DROP}>
        {required ? 'Select a player to drop' : MESSAGES.doNotDropPlayer}
      </option>
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );

  const footer =
    step === 'bid' ? (
      <>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {context.rosterFull ? (
          <Button onClick={toDropStep}>Next</Button>
        ) : (
          <Button onClick={() => void submit()} disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Claim'}
          </Button>
        )}
      </>
    ) : step === 'drop' ? (
      <>
        <Button
          $variant="secondary"
          onClick={() => {
            setError(null);
            setStep('bid');
          }}
        >
          Back
        </Button>
        <Button onClick={() => void submit()} disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </>
    ) : (
      <Button onClick={onSaved}>Close</Button>
    );

  return (
    <Modal open title={`Claim ${player.player_name}`} onClose={onClose} footer={footer}>
      <p>
        {player.player_name} · {player.position} · {player.team}
      </p>
      {step === 'bid' ? (
        <>
          <BidContextPanel
            context={bidContext(context.claims, player.id, bid, budget)}
            remainingBudget={budget}
            nextRunAt={nextRunAt}
          />
          <FormField
            label="FAAB Bid ($)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={bid}
            onChange={(event) => setBid(event.target.value)}
            hint={`Remaining budget: $${budget}`}
          />
          {context.rosterFull ? null : dropSelect(false)}
        </>
      ) : null}
      {step === 'drop' ? dropSelect(true) : null}
      {step === 'saved' && saved ? <Notice tone="success">{saved}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
