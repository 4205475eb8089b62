import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { LoadingText, Notice, theme } from '@fangtasy/shared';
import type { Matchup, MatchupSide } from '@fangtasy/shared';
import { Card, CardLink, Muted } from './dashboard-styles';
import { isUnderWay } from './use-live-match';
import type { LiveMatch } from './use-live-match';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h2 {
    margin: 0;
  }
`;

const State = styled.span<{ $live: boolean }>`
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${(props) => (props.$live ? theme.positionText : theme.color.text)};
  background: ${(props) => (props.$live ? theme.color.success : theme.color.surfaceRaised)};
`;

const Sides = styled.ul`
  margin: ${theme.space(2)} 0;
  padding: 0;
  list-style: none;
`;

const Side = styled.li<{ $own: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: baseline;
  gap: 0 ${theme.space(3)};
  padding: ${theme.space(1)} 0;
  font-weight: ${(props) => (props.$own ? 700 : 400)};
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const TeamName = styled.span`
  overflow-wrap: anywhere;
`;

const Score = styled.span`
  font-size: 1.6rem;
  font-variant-numeric: tabular-nums;
`;

export const teamNameOf = (side: MatchupSide) => side.team_name?.trim() || 'Unknown';

/** Starters whose game has not kicked off yet (a bye or an empty slot has nothing to come). */
const yetToPlay = (side: MatchupSide) =>
  (side.starters ?? []).filter((slot) => slot.player?.game_status === 'scheduled').length;

function stateOf(match: Matchup): { text: string; live: boolean } {
  if (match.is_final) return { text: 'Final', live: false };
  if (isUnderWay(match)) return { text: 'Live', live: true };
  return { text: 'Not started', live: false };
}

/** The member's side first, then his opponent's. */
const sidesOf = (match: Matchup, ownMemberId: number | null) =>
  match.away.league_member_id === ownMemberId ? [match.away, match.home] : [match.home, match.away];

/**
 * This week's match at a glance, first on the game-day home: both teams' scores as Matchups
 * shows them (2 decimals, live as the stream pushes them), 'Live' while it is played, and the
 * starters each side has still to come.
 */
export function ThisWeeksMatch({ week, live }: { week: number | null; live: LiveMatch }) {
  let content;
  if (week === null) content = <Notice>No match scheduled.</Notice>;
  else if (live.loading)
    // Four rows: about the loaded card's height, so the cards below do not jump when it arrives.
    content = <LoadingText rows={4}>Loading match...</LoadingText>;
  else if (live.failed) content = <Notice tone="error">Failed to load data.</Notice>;
  else if (!live.match) content = <Notice>No match this week.</Notice>;
  else {
    const { match } = live;
    const state = stateOf(match);
    content = (
      <>
        <Header>
          <Muted>Week {match.week}</Muted>
          <State $live={state.live} data-testid="match-state">
            {state.text}
          </State>
        </Header>
        <Sides aria-label={`Week ${match.week} score`}>
          {sidesOf(match, live.ownMemberId).map((side) => {
            const own = side.league_member_id === live.ownMemberId;
            const toCome = yetToPlay(side);
            return (
              <Side key={side.league_member_id} $own={own} data-testid="match-side">
                <TeamName>
                  {teamNameOf(side)}
                  {own ? <Muted> (you)</Muted> : null}
                </TeamName>
                <Score>{side.score.toFixed(2)}</Score>
                {!match.is_final ? <Muted>{toCome} yet to play</Muted> : null}
              </Side>
            );
          })}
        </Sides>
      </>
    );
  }
  return (
    <Card aria-labelledby="this-weeks-match">
      <h2 id="this-weeks-match">This Week&apos;s Match</h2>
      {content}
      <CardLink>
        <Link to="/matchups">Open Matchups</Link>
      </CardLink>
    </Card>
  );
}
