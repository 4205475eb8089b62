import styled from 'styled-components';
import { FormField, NFL_TEAMS, SelectField, WAIVER_POSITION_FILTER, theme } from '@fangtasy/shared';
import type { WireFilters } from './wire-query';

const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${theme.space(3)};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

export interface WireFiltersProps {
  filters: WireFilters;
  onChange: (filters: WireFilters) => void;
}

/** The wire's filters (spec section 2): name text, NFL team (All + 32) and position. */
export function WireFilterControls({ filters, onChange }: WireFiltersProps) {
  return (
    <Row role="search" aria-label="Filter free agents">
      <FormField
        label="Player Name"
        type="search"
        value={filters.name}
        onChange={(event) => onChange({ ...filters, name: event.target.value })}
      />
      <SelectField
        label="NFL Team"
        value={filters.team}
        onChange={(event) => onChange({ ...filters, team: event.target.value })}
      >
        <option value="All">All</option>
        {NFL_TEAMS.map((team) => (
          <option key={team} value={team}>
            {team}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Position"
        value={filters.position}
        onChange={(event) => onChange({ ...filters, position: event.target.value })}
      >
        <option value="All">All</option>
        {WAIVER_POSITION_FILTER.map((position) => (
          <option key={position} value={position}>
            {position}
          </option>
        ))}
      </SelectField>
    </Row>
  );
}
