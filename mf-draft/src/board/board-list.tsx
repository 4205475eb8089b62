import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { pickNumber, teamLabel, type BoardSlot } from '../room/room-view';
import { PickText } from './pick-text';

const Round = styled.section`
  margin-bottom: ${theme.space(3)};
  h3 {
    font-size: 1rem;
    margin: 0 0 ${theme.space(1)};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(1)};
  }
  li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    gap: ${theme.space(2)};
    padding: ${theme.space(2)};
    background: ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
  }
  li[aria-current] {
    outline: 2px solid ${theme.color.focus};
  }
`;

const Team = styled.span`
  display: block;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

/** The board on a phone: a list per round, its picks in the order they are made. */
export function BoardList({ rounds }: { rounds: BoardSlot[][] }) {
  return (
    <div aria-label="Draft board" role="group">
      {rounds.map((round, index) => (
        <Round key={index + 1} aria-labelledby={`draft-round-${index + 1}`}>
          <h3 id={`draft-round-${index + 1}`}>Round {index + 1}</h3>
          <ol>
            {round.map((slot) => (
              <li key={slot.overall} aria-current={slot.onClock ? 'step' : undefined}>
                <span>{pickNumber(slot.round, slot.pickInRound)}</span>
                <span>
                  <Team>{teamLabel(slot.team)}</Team>
                  <PickText slot={slot} />
                </span>
              </li>
            ))}
          </ol>
        </Round>
      ))}
    </div>
  );
}
