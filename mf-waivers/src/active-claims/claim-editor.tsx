import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonRow,
  FormField,
  LoadingText,
  MESSAGES,
  Modal,
  Notice,
  SelectField,
  TIMINGS,
  getPlayerById,
  messageFromError,
  updateWaiverClaim,
  type Player,
  type WaiverClaim,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { claimFormSchema } from '@fangtasy/shared/validation';
import { NO_DROP, dropChoices, dropFromValue } from '../claim-form/drop-choices';
import {
  ScreenError,
  loadFailureText,
  loadMemberContext,
  type MemberContext,
} from '../claim-form/load-member-context';

const Actions = styled(ButtonRow)`
  justify-content: flex-end;
`;

export interface ClaimEditorProps {
  claim: WaiverClaim;
  leagueId: number;
  userId: number;
  onClose: () => void;
  /** After the saved claim's message has shown for 2 s: the list refreshes. */
  onSaved: () => void;
}

async function loadEditor(
  claim: WaiverClaim,
  leagueId: number,
  userId: number,
): Promise<{ player: Player; context: MemberContext }> {
  const [player, context] = await Promise.all([
    getPlayerById(claim.player_id).catch(() => {
      throw new ScreenError(MESSAGES.failedToLoadPlayerForEditing);
    }),
    loadMemberContext(leagueId, userId),
  ]);
  return { player, context };
}

function EditorForm({
  claim,
  leagueId,
  player,
  context,
  onClose,
  onSaved,
}: Omit<ClaimEditorProps, 'userId'> & { player: Player; context: MemberContext }) {
  const [bid, setBid] = useState(String(claim.faab_claim_amount));
  const [drop, setDrop] = useState(
    claim.rostered_player_to_drop === null ? NO_DROP : String(claim.rostered_player_to_drop),
  );
  const [priority, setPriority] = useState(String(claim.league_member_priority ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = dropChoices(context.roster, context.rosterFull);
  const places = context.claims.length;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onSaved, TIMINGS.claimSuccessCloseMs);
    return () => clearTimeout(timer);
  }, [saved, onSaved]);

  const save = async () => {
    const parsed = claimFormSchema({
      remainingBudget: context.member.remaining_faab_budget,
      rosterFull: context.rosterFull,
      maxRosterSize: context.rules.max_roster_size,
      existingClaims: context.claims,
      editingClaimId: claim.id,
    }).safeParse({
      player_id: claim.player_id,
      faab_claim_amount: bid,
      rostered_player_to_drop: dropFromValue(drop),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.failedToSaveClaim);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await updateWaiverClaim(claim.id, {
        league_id: leagueId,
        league_member_id: claim.league_member_id,
        player_id: claim.player_id,
        faab_claim_amount: parsed.data.faab_claim_amount,
        is_active: 1,
        rostered_player_to_drop: parsed.data.rostered_player_to_drop,
        priority: priority ? Number(priority) : null,
      });
      setSaved(answer.message ?? MESSAGES.claimUpdated);
    } catch (failure) {
      setError(messageFromError(failure, MESSAGES.failedToSaveClaim));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        {player.player_name} · {player.position} · {player.team}
      </p>
      <FormField
        label="FAAB Bid ($)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={bid}
        onChange={(event) => setBid(event.target.value)}
        hint={`Remaining budget: $${context.member.remaining_faab_budget ?? 0}`}
      />
      <SelectField
        label="Player to Drop"
        value={drop}
        onChange={(event) => setDrop(event.target.value)}
        hint={context.rosterFull ? 'Your roster is full: choose the player to drop.' : undefined}
      >
        <option value={NO_DROP}>
          {context.rosterFull ? 'Select a player to drop' : MESSAGES.doNotDropPlayer}
        </option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {places > 1 ? (
        <SelectField
          label="Priority"
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          hint="Among your claims, 1 is tried first when bids tie."
        >
          {Array.from({ length: places }, (_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </SelectField>
      ) : null}
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Actions>
        {saved ? (
          <Button onClick={onSaved}>Close</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void save()} disabled={busy}>
              {busy ? 'Saving...' : 'Save Claim'}
            </Button>
          </>
        )}
      </Actions>
    </>
  );
}

/**
 * The claim editor (rules §2): the owner changes a pending claim's bid, drop or priority.
 * One dialog throughout, so focus stays put while the player and the roster load.
 */
export function ClaimEditor({ claim, leagueId, userId, onClose, onSaved }: ClaimEditorProps) {
  const loaded = useQuery({
    queryKey: queryKeys.own(leagueId, userId, 'claim-editor', claim.id),
    queryFn: () => loadEditor(claim, leagueId, userId),
  });
  const name = loaded.isSuccess
    ? loaded.data.player.player_name
    : claim.player_name || MESSAGES.unknownPlayer;
  return (
    <Modal
      open
      title={`Edit Claim: ${name}`}
      onClose={onClose}
      footer={
        loaded.isSuccess ? undefined : (
          <Button $variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {loaded.isSuccess ? (
        <EditorForm
          claim={claim}
          leagueId={leagueId}
          player={loaded.data.player}
          context={loaded.data.context}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : loaded.isPending ? (
        <LoadingText>Loading claim...</LoadingText>
      ) : (
        <Notice tone="error">
          {loadFailureText(loaded.error, MESSAGES.failedToLoadPlayerForEditing)}
        </Notice>
      )}
    </Modal>
  );
}
