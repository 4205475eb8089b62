import styled from 'styled-components';
import {
  MESSAGES,
  SectionTitle,
  theme,
  type PlayoffBracket,
  type SeasonTeam,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { BracketGameCard } from './bracket-game';
import { weeksText } from './bracket-texts';

type DrawnBracket = PlayoffBracket['brackets'][number];

/**
 * The rounds left to right from 48rem, as a bracket is drawn on paper; on a phone one under the
 * other (each round a full-width column), so nothing scrolls sideways at 390 px.
 */
const Rounds = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: 48rem) {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const Round = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const RoundTitle = styled.h3`
  font-size: 1rem;
  margin: 0 0 ${theme.space(2)};
  & > span {
    color: ${theme.color.textMuted};
    font-weight: 400;
  }
`;

/** A round's games spread over its column's height, so each sits between the two that feed it. */
const Games = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  flex: 1;
  @media (min-width: 48rem) {
    justify-content: space-around;
  }
`;

const Bye = styled.li`
  padding: ${theme.space(2)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const ChampionBox = styled.div<{ $known: boolean }>`
  padding: ${theme.space(3)};
  border: 2px solid ${(props) => (props.$known ? theme.color.focus : theme.color.border)};
  border-radius: ${theme.radius};
  font-weight: ${(props) => (props.$known ? 700 : 400)};
  overflow-wrap: anywhere;
`;

/** The last column of the playoffs: the champion once the final is decided, 'TBD' before. */
function ChampionColumn({ champion }: { champion: SeasonTeam | null }) {
  return (
    <Round aria-label="Champion">
      <RoundTitle>Champion</RoundTitle>
      <Games as="div">
        <ChampionBox $known={champion !== null} data-champion={champion ? '' : undefined}>
          {champion ? teamWithOwnerText(champion) : MESSAGES.toBeDetermined}
        </ChampionBox>
      </Games>
    </Round>
  );
}

/** One bracket (the playoffs, or the consolation bracket) as a picture in semantic HTML. */
export function BracketPicture({
  bracket,
  champion,
  ownMemberId,
}: {
  bracket: DrawnBracket;
  champion: SeasonTeam | null;
  ownMemberId: number;
}) {
  const roundNames = new Map(bracket.rounds.map((round) => [round.round, round.name]));
  const titleId = `bracket-${bracket.bracket}`;
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{bracket.name}</SectionTitle>
      <Rounds>
        {bracket.rounds.map((round) => (
          <Round key={round.round} aria-label={`${round.name}, ${weeksText(round.weeks)}`}>
            <RoundTitle>
              {round.name} <span>· {weeksText(round.weeks)}</span>
            </RoundTitle>
            <Games>
              {round.byes.map((team) => (
                <Bye key={team.league_member_id}>
                  #{team.seed} {teamWithOwnerText(team)} — bye
                </Bye>
              ))}
              {round.games.map((game) => (
                <li key={game.slot}>
                  <BracketGameCard game={game} roundNames={roundNames} ownMemberId={ownMemberId} />
                </li>
              ))}
            </Games>
          </Round>
        ))}
        {bracket.bracket === 'playoff' ? <ChampionColumn champion={champion} /> : null}
      </Rounds>
    </section>
  );
}
