import styled from 'styled-components';
import { PlayerAvatar } from './player-avatar';
import { PositionBadge } from './position-badge';
import { TeamBadge } from './team-badge';
import { theme } from './theme';

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A player as a list line names him: photo (or initials), name, position and NFL team. */
export function PlayerIdentity({
  player,
}: {
  player: { player_name: string; position: string; team: string; headshot_url?: string | null };
}) {
  return (
    <>
      <PlayerAvatar
        name={player.player_name}
        team={player.team}
        headshotUrl={player.headshot_url}
        size={28}
      />
      <Name>{player.player_name}</Name>
      <PositionBadge position={player.position} />
      <TeamBadge team={player.team} />
    </>
  );
}

/** A titled list of player choices (a fieldset and its legend). */
const ChoiceGroup = styled.fieldset`
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 700;
  }
`;

/** The whole line is the control's label: a 48 px target however short the name. */
const Line = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-bottom: 1px solid ${theme.color.border};
  background: ${(props) => (props.$chosen ? theme.color.surfaceRaised : 'transparent')};
  box-shadow: ${(props) => (props.$chosen ? `inset 3px 0 0 ${theme.color.accent}` : 'none')};
  cursor: pointer;
  min-width: 0;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${theme.color.accent};
  }
  &[data-locked='true'] {
    cursor: not-allowed;
  }
`;

const Aside = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-align: right;
`;

const Locked = styled.span`
  display: block;
  color: ${theme.color.focus};
`;

interface PlayerChoiceProps {
  /** A radio for one choice among players (a bite's target), a checkbox for several (a trade). */
  type: 'radio' | 'checkbox';
  /** The radio group's name. */
  name?: string;
  player: { player_name: string; position: string; team: string; headshot_url?: string | null };
  /** The slot he held (a bite's 'RB1', or 'BENCH'), drawn before him. */
  slot?: string;
  /** His figure on the right ('18.20 pts'). */
  figure: string;
  /** His game this week has kicked off: shown, but he can't be chosen. */
  locked: boolean;
  chosen: boolean;
  onChange: () => void;
}

/**
 * One player to choose in a list (a trade's players, a bite's target, a drop): the control and
 * his line, with his figure and, when his game has locked him, 'Locked' instead of a choice.
 */
function PlayerChoice({
  type,
  name,
  player,
  slot,
  figure,
  locked,
  chosen,
  onChange,
}: PlayerChoiceProps) {
  return (
    <Line $chosen={chosen} data-locked={locked}>
      <input type={type} name={name} checked={chosen} disabled={locked} onChange={onChange} />
      {slot ? <PositionBadge position={slot} label={slot === 'BENCH' ? 'BN' : undefined} /> : null}
      <PlayerIdentity player={player} />
      <Aside>
        {figure}
        {locked ? <Locked>Locked</Locked> : null}
      </Aside>
    </Line>
  );
}

/** A player offered in a choice list, with what the list shows of him. */
export interface ChoosablePlayer {
  player_id: number;
  player_name: string;
  position: string;
  team: string;
  headshot_url?: string | null;
  /** The slot he held (a bite's 'RB1', or 'BENCH'). */
  slot?: string;
  /** His figure on the right ('18.20 pts'). */
  figure: string;
  is_locked: boolean;
}

/**
 * A titled list of players to choose from: radios for one choice (a bite's target, the player
 * sent back, a drop), checkboxes for several (a trade's players and drops). A player locked by
 * his game this week is shown but can't be chosen.
 */
export function PlayerChoiceList({
  legend,
  type,
  name,
  players,
  isChosen,
  onChoose,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  name?: string;
  players: readonly ChoosablePlayer[];
  isChosen: (playerId: number) => boolean;
  onChoose: (playerId: number) => void;
}) {
  return (
    <ChoiceGroup>
      <legend>{legend}</legend>
      {players.map((player) => (
        <PlayerChoice
          key={player.player_id}
          type={type}
          name={name}
          player={player}
          slot={player.slot}
          figure={player.figure}
          locked={player.is_locked}
          chosen={isChosen(player.player_id)}
          onChange={() => onChoose(player.player_id)}
        />
      ))}
    </ChoiceGroup>
  );
}

/**
 * A page's main action kept on screen at the bottom while a long list scrolls (a trade's Send, a
 * bite's Take): above the phone's tab bar, which the shell measures as `--app-sticky-bottom`.
 */
export const StickyActionBar = styled.div`
  position: sticky;
  bottom: var(--app-sticky-bottom, 0px);
  z-index: 5;
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} 0;
  background: ${theme.color.background};
  border-top: 1px solid ${theme.color.border};
  button {
    min-height: 44px;
  }
`;

/** The summary beside a sticky action: what the action will do. */
export const StickyActionText = styled.span`
  flex: 1;
  min-width: 0;
  font-size: 0.9rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
