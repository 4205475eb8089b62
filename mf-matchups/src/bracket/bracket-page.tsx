import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import {
  getBracketByLeagueId,
  leagueAtom,
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  theme,
  type PlayoffBracket,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { BracketPicture } from './bracket-picture';
import { PlayoffRulesList } from './playoff-rules-list';
import { FinalStandingsTable, SeedsTable } from './season-tables';

/** The season's end, said first: who won it. */
const ChampionBanner = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 2px solid ${theme.color.focus};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  font-size: 1.15rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** Before week 9 is final nobody is seeded: the spec's 'TBD' for weeks 10-14, and why. */
export const NOT_SEEDED_TEXT =
  'The bracket is seeded when week 9, the last week of the regular season, is final. Until then weeks 10–14 are TBD.';

function Bracket({ bracket }: { bracket: PlayoffBracket }) {
  const own = bracket.own_league_member_id;
  return (
    <>
      {bracket.champion ? (
        <ChampionBanner role="status" data-champion="">
          Champion of the {bracket.season} season: {teamWithOwnerText(bracket.champion)}
        </ChampionBanner>
      ) : null}
      {bracket.status === 'not_seeded' ? <Notice>{NOT_SEEDED_TEXT}</Notice> : null}
      {bracket.brackets.map((drawn) => (
        <BracketPicture
          key={drawn.bracket}
          bracket={drawn}
          champion={bracket.champion}
          ownMemberId={own}
        />
      ))}
      {bracket.status === 'complete' ? (
        <FinalStandingsTable seeds={bracket.seeds} ownMemberId={own} />
      ) : null}
      {bracket.seeds.length > 0 ? <SeedsTable seeds={bracket.seeds} ownMemberId={own} /> : null}
      <PlayoffRulesList
        weeks={bracket.weeks}
        seedingOrder={bracket.seeding_order}
        tieRule={bracket.tie_rule}
      />
    </>
  );
}

function LeagueBracket({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.bracket(leagueId),
    queryFn: () => getBracketByLeagueId(leagueId),
  });
  if (loaded.isPending) return <LoadingText rows={6}>Loading the bracket...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
    );
  return <Bracket bracket={loaded.data} />;
}

/**
 * The playoff bracket (decision 020): the rounds drawn as a picture that fills in as they end,
 * byes, the consolation bracket when the league plays one, the champion, the seeds and final
 * standings, and the rules that decide it.
 */
export function BracketPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>Playoff Bracket</PageTitle>
      {league ? (
        <LeagueBracket leagueId={league.league_id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
