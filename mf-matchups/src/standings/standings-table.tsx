import { Fragment } from 'react';
import styled from 'styled-components';
import {
  MESSAGES,
  Table,
  theme,
  type LeagueStandings,
  type StandingRow,
  recordText,
} from '@fangtasy/shared';
import { formatScore } from '../common/format-score';
import { VisuallyHidden } from '../common/visually-hidden';
import { streakText } from './streak-text';

/** Below this width the table drops to its compact phone layout. */
const PHONE = '40rem';

const Compact = styled(Table)`
  /* Wide enough for long team names, narrow enough that a row reads as one line on a desktop. */
  max-width: 48rem;
  font-variant-numeric: tabular-nums;
  /* The team names head their rows but read as the table's body text. */
  tbody th {
    background: transparent;
    color: ${theme.color.text};
    font-weight: normal;
  }
  th[data-number],
  td[data-number] {
    text-align: right;
    white-space: nowrap;
    /* As narrow as their figures: the team column takes the rest. */
    width: 1%;
  }
  tr[aria-current='true'] {
    background: ${theme.color.surfaceRaised};
    box-shadow: inset 4px 0 0 ${theme.color.accent};
  }
  tr[data-playoff-line] td {
    padding-top: ${theme.space(1)};
    padding-bottom: ${theme.space(1)};
    border-top: 3px dashed ${theme.color.link};
    color: ${theme.color.link};
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tr[data-playoff-line]:hover {
    background: none;
  }
  @media (max-width: ${PHONE}) {
    font-size: 0.9rem;
    th,
    td {
      padding: ${theme.space(2)} ${theme.space(1)};
    }
    [data-wide-only] {
      display: none;
    }
  }
`;

const TeamName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Username = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

const YouTag = styled.span`
  margin-left: ${theme.space(1)};
  padding: 0 ${theme.space(1)};
  border: 1px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  font-size: 0.75rem;
  white-space: nowrap;
`;

/** A short column heading the eye reads, with its full name for screen readers. */
function Short({ label, full }: { label: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

const COLUMNS = 6;

function TeamRow({ row, own }: { row: StandingRow; own: boolean }) {
  const teamName = row.team_name?.trim();
  return (
    <tr aria-current={own ? 'true' : undefined} data-team-row="">
      <td data-number="">{row.rank}</td>
      <th scope="row">
        <TeamName>{teamName || row.username}</TeamName>
        {own ? (
          <>
            {' '}
            <YouTag>You</YouTag>
          </>
        ) : null}
        {/* The owner under the team's name where there is room; a team without one is its owner. */}
        {teamName ? <Username data-wide-only="">{row.username}</Username> : null}
      </th>
      <td data-number="">{recordText(row)}</td>
      <td data-number="">{formatScore(row.points_for)}</td>
      <td data-number="">{formatScore(row.points_against)}</td>
      <td data-number="">{streakText(row.streak)}</td>
    </tr>
  );
}

/**
 * The league table in the server's order: the member's own row marked, and a labelled line under
 * the teams that make the playoffs. Five narrow columns beside the team, so a phone's width holds
 * it without sideways scrolling.
 */
export function StandingsTable({ answer }: { answer: LeagueStandings }) {
  const { standings, playoff_teams: playoffTeams } = answer;
  const lineAfter = playoffTeams < standings.length ? playoffTeams : null;
  return (
    <Compact aria-label="Standings">
      <thead>
        <tr>
          <th scope="col" data-number="">
            <Short label="#" full="Rank" />
          </th>
          <th scope="col">Team</th>
          <th scope="col" data-number="">
            W-L-T
          </th>
          <th scope="col" data-number="">
            <Short label="PF" full="Points for" />
          </th>
          <th scope="col" data-number="">
            <Short label="PA" full="Points against" />
          </th>
          <th scope="col" data-number="">
            <Short label="Strk" full="Streak" />
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map((row, index) => (
          <Fragment key={row.league_member_id}>
            <TeamRow row={row} own={row.league_member_id === answer.own_league_member_id} />
            {index + 1 === lineAfter ? (
              <tr data-playoff-line="">
                <td colSpan={COLUMNS}>{MESSAGES.playoffLine(playoffTeams)}</td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </Compact>
  );
}
