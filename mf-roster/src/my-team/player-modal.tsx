import styled from 'styled-components';
import {
  Button,
  gameScheduleParts,
  MESSAGES,
  Modal,
  slotKindOf,
  theme,
  type MyTeamPlayer,
} from '@fangtasy/shared';
import { kickoffLabel } from './kickoff-label';

/** Rules §4.5: player info, then confirm bench or confirm drop, then closed. */
export type PlayerModalMode = 'info' | 'confirmBench' | 'confirmDrop';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const LockNote = styled.p`
  color: ${theme.color.info};
  margin: ${theme.space(3)} 0 0;
`;

export interface PlayerModalProps {
  player: MyTeamPlayer;
  mode: PlayerModalMode;
  /** A change is on its way to the server: confirming again would send it twice. */
  busy: boolean;
  onClose: () => void;
  onAskBench: () => void;
  onAskDrop: () => void;
  onConfirm: () => void;
}

function PlayerFacts({ player }: { player: MyTeamPlayer }) {
  const game = player.game;
  const [date, , time, location] = game ? gameScheduleParts(game) : [];
  return (
    <Facts>
      <dt>Name</dt>
      <dd>{player.player_name}</dd>
      <dt>Position</dt>
      <dd>{player.position}</dd>
      <dt>Team</dt>
      <dd>{player.team}</dd>
      {game ? (
        <>
          <dt>Game day</dt>
          <dd>{game.day || 'TBD'}</dd>
          <dt>Date</dt>
          <dd>{date}</dd>
          <dt>Time</dt>
          <dd>{time}</dd>
          <dt>Location</dt>
          <dd>{location}</dd>
        </>
      ) : (
        <>
          <dt>Game</dt>
          <dd>{MESSAGES.noGameScheduled}</dd>
        </>
      )}
    </Facts>
  );
}

/**
 * The Player Information modal and its two confirmations (rules §2). A locked player's
 * bench and drop are shut: the lineup lock holds from kickoff (rules §4.14).
 */
export function PlayerModal({
  player,
  mode,
  busy,
  onClose,
  onAskBench,
  onAskDrop,
  onConfirm,
}: PlayerModalProps) {
  if (mode === 'info') {
    const onBench = slotKindOf(player.roster_position) === 'BENCH';
    return (
      <Modal
        open
        title="Player Information"
        onClose={onClose}
        footer={
          <>
            <Button $variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              $variant="secondary"
              disabled={player.is_locked || onBench}
              onClick={onAskBench}
            >
              Move to Bench
            </Button>
            <Button $variant="danger" disabled={player.is_locked} onClick={onAskDrop}>
              Drop Player
            </Button>
          </>
        }
      >
        <PlayerFacts player={player} />
        {player.is_locked ? (
          <LockNote>
            Locked: his game kicked off {kickoffLabel(player.game)}. He can't be moved, benched or
            dropped until the fantasy week ends.
          </LockNote>
        ) : null}
      </Modal>
    );
  }
  const bench = mode === 'confirmBench';
  return (
    <Modal
      open
      title={bench ? 'Confirm Move to Bench' : 'Confirm Drop Player'}
      onClose={onClose}
      footer={
        <>
          <Button $variant={bench ? 'primary' : 'danger'} disabled={busy} onClick={onConfirm}>
            Confirm
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <p>
        {bench
          ? `Are you sure you want to move ${player.player_name} to the bench?`
          : `Are you sure you want to drop ${player.player_name}?`}
      </p>
    </Modal>
  );
}
