import styled from 'styled-components';
import { theme, type Matchup, teamNameOrUnknown } from '@fangtasy/shared';
import { VisuallyHidden } from '../common/visually-hidden';
import { matchupOutlook, type SideOutlook } from './side-outlook';

type Where = 'home' | 'away';

/**
 * Stays in view while the lineups scroll under it (below the shell's own sticky bar, if it sets
 * `--app-sticky-top`), so both scores are always on screen on a phone.
 */
const Header = styled.section`
  position: sticky;
  top: var(--app-sticky-top, 0px);
  z-index: 2;
  margin: ${theme.space(2)} 0 ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 6px 12px rgba(0, 0, 0, 0.35);
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space(2)};
`;

const Team = styled.div<{ $where: Where }>`
  min-width: 0;
  text-align: ${(props) => (props.$where === 'home' ? 'left' : 'right')};
`;

const TeamName = styled.h2<{ $where: Where }>`
  display: flex;
  flex-direction: ${(props) => (props.$where === 'home' ? 'row' : 'row-reverse')};
  align-items: center;
  margin: 0;
  font-family: ${theme.font.heading};
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.3;
  @media (min-width: 40rem) {
    font-size: 1.15rem;
  }
`;

/** A long team name gives way; the 'You' beside it never does. */
const NameText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Score = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.15;
  font-variant-numeric: tabular-nums;
  @media (min-width: 40rem) {
    font-size: 2.1rem;
  }
`;

const Facts = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.75rem;
  line-height: 1.35;
  font-variant-numeric: tabular-nums;
  @media (min-width: 40rem) {
    font-size: 0.85rem;
  }
`;

const Versus = styled.span`
  align-self: center;
  color: ${theme.color.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
`;

const You = styled.span`
  flex: none;
  margin: 0 ${theme.space(1)};
  padding: 0 ${theme.space(1)};
  border-radius: 4px;
  background: ${theme.color.accent};
  color: #fff;
  font-size: 0.65rem;
  font-weight: 700;
  vertical-align: 2px;
`;

const Odds = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  font-size: 0.8rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const BarWithCaption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: 0.65rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  line-height: 1.2;
`;

const Bar = styled.span`
  display: flex;
  height: 0.5rem;
  overflow: hidden;
  border-radius: 999px;
  background: ${theme.color.border};
`;

const Share = styled.span<{ $where: Where }>`
  background: ${(props) => (props.$where === 'home' ? theme.color.info : theme.color.link)};
  /* A gap between the two, so the split reads without telling the colours apart. */
  & + & {
    border-left: 2px solid ${theme.color.surfaceRaised};
  }
`;

/** 'n yet to play · m playing' of the starters; 'All played' when none is left; 'Final'. */
function progressText(outlook: SideOutlook, isFinal: boolean): string {
  if (isFinal) return 'Final';
  if (outlook.yet_to_play === 0 && outlook.playing === 0) return 'All played';
  return `${outlook.yet_to_play} yet to play · ${outlook.playing} playing`;
}

function SideFacts({
  name,
  score,
  outlook,
  where,
  isOwn,
  isFinal,
}: {
  name: string;
  score: number;
  outlook: SideOutlook;
  where: Where;
  isOwn: boolean;
  isFinal: boolean;
}) {
  const label = where === 'home' ? 'Home team' : 'Away team';
  return (
    <Team $where={where} data-testid={`${where}-score-block`}>
      <TeamName title={name} $where={where}>
        <NameText>{name}</NameText>
        {isOwn ? <You>You</You> : null}
      </TeamName>
      <Score aria-label={`${label} score`} data-testid={`${where}-score`}>
        {score.toFixed(2)}
      </Score>
      <Facts data-testid={`${where}-progress`}>{progressText(outlook, isFinal)}</Facts>
      {isFinal ? null : (
        <Facts data-testid={`${where}-projection`}>Proj. {outlook.projected.toFixed(2)}</Facts>
      )}
    </Team>
  );
}

/**
 * The shown matchup at a glance: both teams' names and scores (2 decimals), their starters yet
 * to play and playing, a projected final each and a win-probability bar (decision 016) — the
 * percentages written out, not told by colour alone.
 */
export function ScoreHeader({ matchup, ownMemberId }: { matchup: Matchup; ownMemberId: number }) {
  const outlook = matchupOutlook(matchup.home, matchup.away);
  const homeName = teamNameOrUnknown(matchup.home.team_name);
  const awayName = teamNameOrUnknown(matchup.away.team_name);
  return (
    <Header aria-label="Score" data-testid="score-header">
      <Teams>
        <SideFacts
          name={homeName}
          score={matchup.home.score}
          outlook={outlook.home}
          where="home"
          isOwn={matchup.home.league_member_id === ownMemberId}
          isFinal={matchup.is_final}
        />
        <Versus aria-hidden="true">vs</Versus>
        <SideFacts
          name={awayName}
          score={matchup.away.score}
          outlook={outlook.away}
          where="away"
          isOwn={matchup.away.league_member_id === ownMemberId}
          isFinal={matchup.is_final}
        />
      </Teams>
      {matchup.is_final ? null : (
        <Odds data-testid="win-bar">
          <VisuallyHidden as="span">
            {`Win probability: ${homeName} ${outlook.home.win_percent}%, ${awayName} ${outlook.away.win_percent}%`}
          </VisuallyHidden>
          <span aria-hidden="true" data-testid="home-win">
            {outlook.home.win_percent}%
          </span>
          <BarWithCaption aria-hidden="true">
            <Bar>
              <Share $where="home" style={{ width: `${outlook.home.win_percent}%` }} />
              <Share $where="away" style={{ width: `${outlook.away.win_percent}%` }} />
            </Bar>
            Win probability
          </BarWithCaption>
          <span aria-hidden="true" data-testid="away-win">
            {outlook.away.win_percent}%
          </span>
        </Odds>
      )}
    </Header>
  );
}
