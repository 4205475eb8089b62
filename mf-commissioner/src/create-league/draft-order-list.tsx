import styled from 'styled-components';
import { Button, movedOnePlace, theme } from '@fangtasy/shared';

/** A team the commissioner puts in the draft order. */
export interface OrderTeam {
  id: number;
  name: string;
}

const List = styled.ol`
  margin: 0 0 ${theme.space(4)};
  padding-left: ${theme.space(6)};
  li {
    padding: ${theme.space(1)} 0;
  }
  li > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(2)};
  }
  button {
    min-height: 40px;
    min-width: 40px;
    justify-content: center;
  }
`;

/** The teams in the order given, then any the order does not name yet, in the league's order. */
export function orderedTeams(teams: readonly OrderTeam[], order: readonly number[]): OrderTeam[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const named = order.flatMap((id) => byId.get(id) ?? []);
  return [...named, ...teams.filter((team) => !order.includes(team.id))];
}

/** The first round's order as the commissioner sets it: each team moves up or down a place. */
export function DraftOrderList({
  teams,
  order,
  disabled,
  onChange,
}: {
  teams: readonly OrderTeam[];
  order: readonly number[];
  disabled: boolean;
  onChange: (order: number[]) => void;
}) {
  const shown = orderedTeams(teams, order);
  const ids = shown.map((team) => team.id);
  return (
    <List aria-label="Draft order">
      {shown.map((team, index) => (
        <li key={team.id}>
          <span>
            {team.name}
            <span>
              <Button
                $variant="secondary"
                aria-label={`Move ${team.name} up`}
                disabled={disabled || index === 0}
                onClick={() => onChange(movedOnePlace(ids, index, -1))}
              >
                ↑
              </Button>{' '}
              <Button
                $variant="secondary"
                aria-label={`Move ${team.name} down`}
                disabled={disabled || index === shown.length - 1}
                onClick={() => onChange(movedOnePlace(ids, index, 1))}
              >
                ↓
              </Button>
            </span>
          </span>
        </li>
      ))}
    </List>
  );
}
