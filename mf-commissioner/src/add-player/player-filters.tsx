import styled from 'styled-components';
import {
  ADD_PLAYER_POSITION_FILTER,
  FormField,
  NFL_TEAMS,
  SelectField,
  theme,
} from '@fangtasy/shared';

export interface PlayerFilter {
  name: string;
  team: string;
  position: string;
}

export const ALL = 'All';
export const NO_FILTER: PlayerFilter = { name: '', team: ALL, position: ALL };

const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${theme.space(3)};
  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

/** Name (any part, any case), NFL team (All + 32) and position (All, QB, RB, WR, TE). */
export function PlayerFilters({
  filter,
  onChange,
}: {
  filter: PlayerFilter;
  onChange: (filter: PlayerFilter) => void;
}) {
  return (
    <Row role="search" aria-label="Player filters">
      <FormField
        label="Player Name"
        value={filter.name}
        autoComplete="off"
        onChange={(event) => onChange({ ...filter, name: event.target.value })}
      />
      <SelectField
        label="NFL Team"
        value={filter.team}
        onChange={(event) => onChange({ ...filter, team: event.target.value })}
      >
        {[ALL, ...NFL_TEAMS].map((team) => (
          <option key={team} value={team}>
            {team}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Position"
        value={filter.position}
        onChange={(event) => onChange({ ...filter, position: event.target.value })}
      >
        {[ALL, ...ADD_PLAYER_POSITION_FILTER].map((position) => (
          <option key={position} value={position}>
            {position}
          </option>
        ))}
      </SelectField>
    </Row>
  );
}
