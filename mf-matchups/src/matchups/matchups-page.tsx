import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  formatEasternDateTime,
  getCurrentFantasyWeek,
  type League,
  leagueAtom,
  LoadingText,
  type Matchup,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  SCHEDULE_WEEKS,
  SelectField,
  theme,
  type WeekMatchups,
  teamNameOrUnknown,
} from '@fangtasy/shared';
import { queryKeys, useLiveWeek, type LiveWeekOptions } from '@fangtasy/shared/queries';
import { BiteNote } from './bite-note';
import { defaultMatchup, matchupLabel, matchupMessage } from './matchup-messages';
import { pairBench, pairStarters } from './pair-slots';
import { PairedLineup } from './paired-lineup';
import { rulesNote } from './rules-note';
import { PlayoffLine } from './playoff-line';
import { ScoreHeader } from './score-header';
import { refreshDelay } from './refresh-delay';

/**
 * Matchups follows the week live (rules §15.3): without a stream it reads the week again every
 * TIMINGS.liveRefreshMs during games or at the next kickoff; another week keeps the last one on
 * screen (its pickers keep their place) until it arrives.
 */
const LIVE_MATCHUPS: LiveWeekOptions = {
  pollDelay: (shown) => (shown ? refreshDelay(shown) : null),
  keepPrevious: true,
};

/**
 * Week and matchup on one line, even on a phone: the scores come next, in the first screen. The
 * week's column fits a two-digit week with the select's arrow ('Week 11' must never read 'Week 1').
 */
const Pickers = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(0, 3fr);
  gap: 0 ${theme.space(3)};
  max-width: 44rem;

  select {
    min-width: 0;
    width: 100%;
  }
`;

/** Why the lineups differ: lasting, in small print, so the lineups still come soon after. */
const RulesNote = styled.div`
  font-size: 0.85rem;
`;

const BenchTitle = styled.h3`
  font-size: 1rem;
  color: ${theme.color.textMuted};
  margin: ${theme.space(4)} 0 ${theme.space(2)};
`;

const Updated = styled.p`
  color: ${theme.color.textMuted};
  margin: 0 0 ${theme.space(2)};
`;

const Live = styled.span`
  color: ${theme.color.success};
  font-weight: 700;
  margin-right: ${theme.space(2)};
`;

/** The shown matchup: its score header, why the layouts differ if they do, then the lineups. */
function MatchupBoard({ matchup, data }: { matchup: Matchup; data: WeekMatchups }) {
  const { home, away } = matchup;
  if (!home.starters || !away.starters) return null;
  const homeName = teamNameOrUnknown(home.team_name);
  const awayName = teamNameOrUnknown(away.team_name);
  const note = rulesNote(matchup, data.roster_rules);
  return (
    <>
      <PlayoffLine matchup={matchup} />
      <ScoreHeader matchup={matchup} ownMemberId={data.own_league_member_id} />
      <BiteNote
        leagueId={data.league.league_id}
        matchup={matchup}
        ownMemberId={data.own_league_member_id}
      />
      {note ? (
        <RulesNote>
          <Notice>{note}</Notice>
        </RulesNote>
      ) : null}
      <PairedLineup
        rows={pairStarters(home.starters, away.starters)}
        label="Starters, slot by slot"
        homeName={homeName}
        awayName={awayName}
      />
      <BenchTitle>Bench</BenchTitle>
      <PairedLineup
        rows={pairBench(home.bench ?? [], away.bench ?? [])}
        label="Bench, slot by slot"
        homeName={homeName}
        awayName={awayName}
      />
    </>
  );
}

/**
 * Why a week shows no matchup: a week the playoffs leave out has no games for anyone
 * (decision 020); any other empty week says so in the spec's words.
 */
export function emptyWeekText(data: WeekMatchups): string {
  if (data.phase === 'no_games')
    return `${MESSAGES.noGamesThisWeek}: the league's playoffs do not use week ${data.week}.`;
  return MESSAGES.noMatchupsThisWeek;
}

function WeekBoard({ data, shown }: { data: WeekMatchups; shown: Matchup | undefined }) {
  const message = shown ? matchupMessage(shown) : null;
  return (
    <>
      <Updated>
        {data.in_progress ? <Live>Live</Live> : null}
        {MESSAGES.lastUpdated(formatEasternDateTime(data.updated_at))}
      </Updated>
      {!shown ? <Notice>{emptyWeekText(data)}</Notice> : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {shown ? <MatchupBoard matchup={shown} data={data} /> : null}
    </>
  );
}

function LeagueMatchups({ league }: { league: League }) {
  const current = useQuery({
    queryKey: queryKeys.currentWeek(),
    queryFn: () => getCurrentFantasyWeek(),
  });
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const [matchupId, setMatchupId] = useState<number | null>(null);
  // Off-season the server has no current week: the season's first week is shown instead; after
  // the league's last week (NFL weeks 15-18) its last week stays on.
  const defaultWeek = current.isSuccess
    ? Math.min(current.data.week, SCHEDULE_WEEKS)
    : current.isError
      ? 1
      : null;
  const week = chosenWeek ?? defaultWeek;
  const { data, error, loading } = useLiveWeek(league.league_id, week, LIVE_MATCHUPS);

  const failure = error ? (
    <Notice tone="error">{prefixedErrorMessage(MESSAGES.failedToLoadDataPrefix, error)}</Notice>
  ) : null;
  if (!data) return failure ?? <LoadingText rows={8} />;
  const weeks = data.weeks;
  // While another week loads the old one's matchups are not offered.
  const stale = loading && data.week !== week;
  const shown = stale
    ? undefined
    : (data.matchups.find((matchup) => matchup.id === matchupId) ??
      defaultMatchup(data.matchups, data.own_league_member_id));
  return (
    <>
      <Pickers>
        <SelectField
          label="Week"
          value={weeks.length === 0 ? '' : (week ?? '')}
          disabled={weeks.length === 0}
          onChange={(event) => {
            setChosenWeek(Number(event.target.value));
            setMatchupId(null);
          }}
        >
          {weeks.length === 0 ? (
            <option value="">{MESSAGES.noWeeksAvailable}</option>
          ) : (
            weeks.map((n) => (
              <option key={n} value={n}>
                Week {n}
              </option>
            ))
          )}
        </SelectField>
        <SelectField
          label="Matchup"
          value={shown?.id ?? ''}
          disabled={!shown}
          onChange={(event) => setMatchupId(Number(event.target.value))}
        >
          {data.matchups.length === 0 ? (
            <option value="">{MESSAGES.noMatchupsAvailable}</option>
          ) : (
            data.matchups.map((matchup) => (
              <option key={matchup.id} value={matchup.id}>
                {matchupLabel(matchup, teamNameOrUnknown)}
              </option>
            ))
          )}
        </SelectField>
      </Pickers>
      {failure ?? (stale ? <LoadingText rows={8} /> : <WeekBoard data={data} shown={shown} />)}
    </>
  );
}

/**
 * Matchups (rules §2): a week's head-to-head games, the two lineups paired slot by slot
 * under a score header that stays in view, with live scores pushed while games are played.
 */
export function MatchupsPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>{league ? `${league.name} Matchups` : 'Matchups'}</PageTitle>
      {league ? (
        <LeagueMatchups key={league.league_id} league={league} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
