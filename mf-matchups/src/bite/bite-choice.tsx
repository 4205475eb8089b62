import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Modal,
  Notice,
  PlayerChoiceList,
  StickyActionBar,
  StickyActionText,
  messageFromError,
  passBite,
  takeBite,
  theme,
  type BiteRight,
  type BiteRightDetail,
  type BiteTarget,
  type ChoosablePlayer,
  teamNameOrUnknown,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';
import type { WeekPlayers } from './load-bite';

const Rule = styled.p`
  margin: ${theme.space(1)} 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
`;

const pts = (score: number | null | undefined) => `${formatScore(score)} pts`;

/** A target as the choice shows him: the slot he held that week and his points in it. */
const targetChoice = (target: BiteTarget, week: WeekPlayers): ChoosablePlayer => ({
  ...target,
  headshot_url: week.get(target.player_id)?.headshot_url,
  slot: target.week_slot,
  figure: pts(week.get(target.player_id)?.score),
});

const isBench = (target: BiteTarget) => target.week_slot === 'BENCH';

/**
 * The drop a bite needs, if any: any of the vampire's players when its roster is full; one of the
 * target's position when only that position is at its maximum (the server holds the same rule).
 */
function dropChoice(right: BiteRightDetail, target: BiteTarget | null) {
  if (right.drop_required) {
    return { legend: 'Your roster is full: you drop', options: right.drop_options };
  }
  if (!target?.drop_required) return null;
  return {
    legend: `You hold as many ${target.position}s as your rules allow: you drop`,
    options: right.drop_options.filter((option) => option.position === target.position),
  };
}

/**
 * The vampire's choice (decision 019): one of the loser's players the right opens — his starters
 * with their points that week, his bench too when his lineup was exposed — and, under the
 * same-position swap, which of its own starters of that position goes back; a drop when its
 * roster would be over its rules. Taken at once, as a forced trade: no acceptance, no review.
 */
export function BiteChoice({
  right,
  week,
  onDone,
}: {
  right: BiteRightDetail;
  week: WeekPlayers;
  onDone: (decided: BiteRight) => void;
}) {
  const [targetId, setTargetId] = useState<number | null>(null);
  const [swapId, setSwapId] = useState<number | null>(null);
  const [dropId, setDropId] = useState<number | null>(null);
  const [passing, setPassing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const victim = teamNameOrUnknown(right.victim_team_name);
  const target = right.targets.find((candidate) => candidate.player_id === targetId) ?? null;
  const swapping = right.swap_rule === 'same_position';
  const drop = dropChoice(right, target);
  const ready =
    target !== null && (!swapping || swapId !== null) && (drop === null || dropId !== null);

  const decide = async (call: () => Promise<BiteRight>) => {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await call());
    } catch (error) {
      setFailure(messageFromError(error, 'The bite could not be taken.'));
      setBusy(false);
      setPassing(false);
    }
  };
  const take = () =>
    decide(() =>
      takeBite(right.id, {
        player_id: targetId ?? 0,
        swap_player_id: swapping ? swapId : null,
        drop_player_id: drop === null ? null : dropId,
      }),
    );

  const starters = right.targets.filter((candidate) => !isBench(candidate));
  const bench = right.targets.filter(isBench);
  return (
    <>
      <Rule>
        {swapping
          ? `Same-position swap: you send back one of your week ${right.week} starters of his position.`
          : 'No swap: you take him and send nobody back.'}
      </Rule>
      <PlayerChoiceList
        type="radio"
        legend={`Their starters in week ${right.week}`}
        name="bite-target"
        players={starters.map((candidate) => targetChoice(candidate, week))}
        isChosen={(id) => id === targetId}
        onChoose={(id) => {
          setTargetId(id);
          setSwapId(null);
          setDropId(null);
        }}
      />
      {bench.length > 0 ? (
        <PlayerChoiceList
          type="radio"
          legend={`Their bench (open: the lineup was exposed)`}
          name="bite-target"
          players={bench.map((candidate) => targetChoice(candidate, week))}
          isChosen={(id) => id === targetId}
          onChoose={(id) => {
            setTargetId(id);
            setSwapId(null);
            setDropId(null);
          }}
        />
      ) : null}
      {right.targets.length === 0 ? <Notice>No player can be taken now.</Notice> : null}
      {swapping && target ? (
        target.swap_options.length === 0 ? (
          <Notice tone="error">
            None of your week {right.week} starters can go back for {target.player_name}.
          </Notice>
        ) : (
          <PlayerChoiceList
            type="radio"
            legend={`You send back for ${target.player_name}`}
            name="bite-swap"
            players={target.swap_options.map((option) => ({
              ...option,
              headshot_url: week.get(option.player_id)?.headshot_url,
              figure: pts(week.get(option.player_id)?.score),
            }))}
            isChosen={(id) => id === swapId}
            onChoose={setSwapId}
          />
        )
      ) : null}
      {drop ? (
        <PlayerChoiceList
          type="radio"
          legend={drop.legend}
          name="bite-drop"
          players={drop.options.map((option) => ({ ...option, figure: '' }))}
          isChosen={(id) => id === dropId}
          onChoose={setDropId}
        />
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <StickyActionBar>
        <StickyActionText>
          {target ? `Take ${target.player_name}` : 'Choose a player'}
        </StickyActionText>
        <Button $variant="secondary" disabled={busy} onClick={() => setPassing(true)}>
          Pass
        </Button>
        <Button disabled={busy || !ready} onClick={() => void take()}>
          Take Bite
        </Button>
      </StickyActionBar>
      <Modal
        open={passing}
        title="Pass on This Bite"
        placement="sheet"
        onClose={() => setPassing(false)}
        footer={
          <>
            <Button $variant="secondary" onClick={() => setPassing(false)}>
              Cancel
            </Button>
            <Button
              $variant="danger"
              disabled={busy}
              onClick={() => void decide(() => passBite(right.id))}
            >
              Pass
            </Button>
          </>
        }
      >
        <p>You let this right go: nobody is taken from {victim}. It can’t be used again.</p>
      </Modal>
    </>
  );
}
