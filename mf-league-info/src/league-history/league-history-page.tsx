import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import {
  getLeagueHistory,
  leagueAtom,
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  theme,
  type LeagueSeason,
  teamWithOwnerText,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { FinalStandings } from './final-standings';
import { newestFirst, seasonStatusText } from './season-texts';

const Seasons = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
`;

const Season = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(4)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.2rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(1)} ${theme.space(3)};
    margin: 0 0 ${theme.space(3)};
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
`;

function SeasonCard({ season, current }: { season: LeagueSeason; current: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = `season-${season.league_id}`;
  const tableId = `season-standings-${season.league_id}`;
  return (
    <Season aria-labelledby={titleId} aria-current={current ? 'true' : undefined}>
      <h2 id={titleId}>
        {season.season} season{current ? ' (this league)' : ''}
      </h2>
      <dl>
        <dt>Status</dt>
        <dd>{seasonStatusText(season.status)}</dd>
        <dt>Champion</dt>
        <dd>{season.champion ? teamWithOwnerText(season.champion) : '—'}</dd>
        <dt>Runner-up</dt>
        <dd>{season.runner_up ? teamWithOwnerText(season.runner_up) : '—'}</dd>
      </dl>
      {season.status === 'not_active' ? null : (
        <>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'} standings {season.season}
          </Toggle>
          <div id={tableId}>
            {open ? <FinalStandings leagueId={season.league_id} season={season.season} /> : null}
          </div>
        </>
      )}
    </Season>
  );
}

function History({ leagueId }: { leagueId: number }) {
  const loaded = useQuery({
    queryKey: queryKeys.history(leagueId),
    queryFn: () => getLeagueHistory(leagueId),
  });
  if (loaded.isPending) return <LoadingText>Loading the league history...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
    );
  return (
    <Seasons aria-label="Seasons">
      {newestFirst(loaded.data).map((season) => (
        <SeasonCard
          key={season.league_id}
          season={season}
          current={season.league_id === leagueId}
        />
      ))}
    </Seasons>
  );
}

/**
 * League History (decision 020): every season of the league, renewed one from the other, newest
 * first, each with its champion and runner-up and, on demand, its final standings.
 */
export function LeagueHistoryPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <>
      <PageTitle>League History</PageTitle>
      {league ? (
        <History leagueId={league.league_id} />
      ) : (
        <Notice>{MESSAGES.noLeagueSelected}</Notice>
      )}
    </>
  );
}
