import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  formatEasternDateTime,
  getCurrentFantasyWeek,
  type League,
  leagueAtom,
  LoadingText,
  MESSAGES,
  Notice,
  PageTitle,
  prefixedErrorMessage,
  SCHEDULE_WEEKS,
  SelectField,
  theme,
  useLoad,
  type WeekMatchups,
} from '@fangtasy/shared';
import { teamNameOrUnknown } from '../common/team-name';
import { MatchupSideView } from './matchup-side';
import { defaultMatchup, matchupLabel, matchupMessage } from './matchup-messages';
import { useWeekMatchups } from './use-week-matchups';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${theme.space(4)};
  max-width: 44rem;
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: ${theme.space(6)};
  margin-top: ${theme.space(4)};
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

function WeekBoard({
  data,
  matchupId,
  onMatchup,
}: {
  data: WeekMatchups;
  matchupId: number | null;
  onMatchup: (id: number) => void;
}) {
  const shown =
    data.matchups.find((matchup) => matchup.id === matchupId) ??
    defaultMatchup(data.matchups, data.own_league_member_id);
  const message = shown ? matchupMessage(shown) : null;
  return (
    <>
      <SelectField
        label="Matchup"
        value={shown?.id ?? ''}
        disabled={!shown}
        onChange={(event) => onMatchup(Number(event.target.value))}
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
      <Updated>
        {data.in_progress ? <Live>Live</Live> : null}
        {MESSAGES.lastUpdated(formatEasternDateTime(data.updated_at))}
      </Updated>
      {!shown ? <Notice>{MESSAGES.noMatchupsThisWeek}</Notice> : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {shown && shown.home.starters && shown.away.starters ? (
        <Sides>
          <MatchupSideView side={shown.home} where="home" />
          <MatchupSideView side={shown.away} where="away" />
        </Sides>
      ) : null}
    </>
  );
}

function LeagueMatchups({ league }: { league: League }) {
  const current = useLoad(() => getCurrentFantasyWeek(), []);
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const [matchupId, setMatchupId] = useState<number | null>(null);
  // Off-season the server has no current week: the season's first week is shown instead; after
  // the league's last week (NFL weeks 15-18) its last week stays on.
  const defaultWeek =
    current.state === 'done'
      ? Math.min(current.value.week, SCHEDULE_WEEKS)
      : current.state === 'failed'
        ? 1
        : null;
  const week = chosenWeek ?? defaultWeek;
  const { data, error, loading } = useWeekMatchups(league.league_id, week);

  const failure = error ? (
    <Notice tone="error">{prefixedErrorMessage(MESSAGES.failedToLoadDataPrefix, error)}</Notice>
  ) : null;
  if (!data) return failure ?? <LoadingText />;
  const weeks = data.weeks;
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
      </Pickers>
      {failure ??
        (loading && data.week !== week ? (
          <LoadingText />
        ) : (
          <WeekBoard data={data} matchupId={matchupId} onMatchup={setMatchupId} />
        ))}
    </>
  );
}

/**
 * Matchups (spec section 2): a week's head-to-head games side by side, with live scores that
 * refresh themselves while games are being played.
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
