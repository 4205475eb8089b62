import styled from 'styled-components';
import {
  MESSAGES,
  theme,
  type BracketGame,
  type BracketSide,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { gameStateText, isWinner, sidePoints, sourceText } from './bracket-texts';

const Card = styled.article<{ $own: boolean }>`
  background: ${theme.color.surface};
  border: 1px solid ${(props) => (props.$own ? theme.color.link : theme.color.border)};
  border-radius: ${theme.radius};
  min-width: 0;
`;

const Sides = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One side: seed, team (or TBD), points; the winner's line is bold and marked. */
const Side = styled.li<{ $winner: boolean; $out: boolean }>`
  display: grid;
  grid-template-columns: 1.75rem minmax(0, 1fr) auto;
  gap: ${theme.space(2)};
  align-items: center;
  padding: ${theme.space(2)} ${theme.space(2)};
  font-weight: ${(props) => (props.$winner ? 700 : 400)};
  color: ${(props) => (props.$out ? theme.color.textMuted : theme.color.text)};
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const Seed = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
  text-align: right;
`;

const Team = styled.span`
  overflow-wrap: anywhere;
`;

const Points = styled.span`
  font-variant-numeric: tabular-nums;
`;

const State = styled.p`
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

function SideLine({
  game,
  side,
  roundNames,
}: {
  game: BracketGame;
  side: BracketSide;
  roundNames: ReadonlyMap<number, string>;
}) {
  const winner = isWinner(game, side);
  const out = game.state === 'decided' && !winner;
  return (
    <Side $winner={winner} $out={out} data-winner={winner || undefined}>
      <Seed>{side.team ? `#${side.team.seed}` : ''}</Seed>
      <Team>
        {side.team ? (
          teamWithOwnerText(side.team)
        ) : (
          <>
            {MESSAGES.toBeDetermined} <Seed as="span">({sourceText(side, roundNames)})</Seed>
          </>
        )}
        {winner ? <span> ✓ advances</span> : null}
      </Team>
      <Points>{sidePoints(side)}</Points>
    </Side>
  );
}

/**
 * A game of the bracket: both sides top to bottom (the better seed on top), their points over
 * the round, and what the game stands at. The member's own game is outlined.
 */
export function BracketGameCard({
  game,
  roundNames,
  ownMemberId,
}: {
  game: BracketGame;
  roundNames: ReadonlyMap<number, string>;
  ownMemberId: number;
}) {
  const own = [game.top.team, game.bottom.team].some(
    (team) => team?.league_member_id === ownMemberId,
  );
  return (
    <Card
      $own={own}
      aria-label={`${game.round_name} game ${game.slot + 1}`}
      data-bracket-game={`${game.bracket}-${game.round}-${game.slot}`}
    >
      <Sides>
        <SideLine game={game} side={game.top} roundNames={roundNames} />
        <SideLine game={game} side={game.bottom} roundNames={roundNames} />
      </Sides>
      <State>{gameStateText(game)}</State>
    </Card>
  );
}
