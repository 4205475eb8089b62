import { useId, useState } from 'react';
import styled from 'styled-components';
import { Input, NFL_TEAMS, Select, WAIVER_POSITION_FILTER, theme } from '@fangtasy/shared';
import { VisuallyHidden } from './visually-hidden';
import { WIRE_SORTS, type WireFilters, type WireSort } from './wire-query';

/** Phone widths: the team and position filters fold behind the "Filters" button. */
const PHONE = '(max-width: 719px)';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${theme.space(2)};
  align-items: end;
  margin-bottom: ${theme.space(3)};
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** A control with its label read out, not drawn: the bar stays one control high. */
const Field = styled.label`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > input,
  & > select {
    padding: ${theme.space(1)} ${theme.space(2)};
    min-height: 36px;
    font-size: 0.95rem;
  }
`;

/** Team and position, labelled on screen: always shown on a wide screen, folded on a phone. */
const Folded = styled(Field)<{ $open: boolean }>`
  gap: 2px;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${theme.color.textMuted};
  @media ${PHONE} {
    display: ${(props) => (props.$open ? 'flex' : 'none')};
  }
`;

const Toggles = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
  min-height: 36px;
  /* Last on a wide screen; on a phone right under the name, above what "Filters" unfolds. */
  order: 1;
  @media ${PHONE} {
    order: 0;
    grid-column: 1 / -1;
  }
`;

const Chip = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(2)};
  min-height: 36px;
  border: 1px solid ${theme.color.border};
  border-radius: 18px;
  background: ${theme.color.surfaceRaised};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  border-color: ${(props) => (props.$on ? theme.color.success : theme.color.border)};
`;

const Disclosure = styled.button`
  display: inline-block;
  min-height: 36px;
  padding: ${theme.space(1)} ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: 18px;
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  /* A wide screen shows every filter: there is nothing to unfold. */
  @media (min-width: 720px) {
    display: none;
  }
`;

export interface WireFiltersProps {
  filters: WireFilters;
  onChange: (filters: WireFilters) => void;
}

/**
 * The wire's filters (rules §2: name text, NFL team (All + 32) and position), the order and
 * "Available now", in one compact bar: on a phone the team and position fold behind "Filters" so
 * the players start in the first screen.
 */
export function WireFilterControls({ filters, onChange }: WireFiltersProps) {
  const [open, setOpen] = useState(false);
  const foldedId = useId();
  const narrowed = (filters.team !== 'All' ? 1 : 0) + (filters.position !== 'All' ? 1 : 0);
  return (
    <Bar role="search" aria-label="Filter free agents">
      <Field>
        <VisuallyHidden>Player Name</VisuallyHidden>
        <Input
          type="search"
          placeholder="Search players"
          value={filters.name}
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
        />
      </Field>
      <Field>
        <VisuallyHidden>Sort by</VisuallyHidden>
        <Select
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as WireSort })}
        >
          {WIRE_SORTS.map((option) => (
            <option key={option.sort} value={option.sort}>
              Sort: {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Toggles>
        <Chip $on={filters.availableNow}>
          <input
            type="checkbox"
            checked={filters.availableNow}
            onChange={(event) => onChange({ ...filters, availableNow: event.target.checked })}
          />
          Available now
        </Chip>
        <Disclosure
          type="button"
          aria-expanded={open}
          aria-controls={`${foldedId}-team ${foldedId}-position`}
          onClick={() => setOpen((was) => !was)}
        >
          Filters{narrowed > 0 ? ` (${narrowed})` : ''} {open ? '▴' : '▾'}
        </Disclosure>
      </Toggles>
      <Folded $open={open} id={`${foldedId}-team`}>
        NFL Team
        <Select
          value={filters.team}
          onChange={(event) => onChange({ ...filters, team: event.target.value })}
        >
          <option value="All">All</option>
          {NFL_TEAMS.map((team) => (
            <option key={team} value={team}>
              {team}
            </option>
          ))}
        </Select>
      </Folded>
      <Folded $open={open} id={`${foldedId}-position`}>
        Position
        <Select
          value={filters.position}
          onChange={(event) => onChange({ ...filters, position: event.target.value })}
        >
          <option value="All">All</option>
          {WAIVER_POSITION_FILTER.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </Select>
      </Folded>
    </Bar>
  );
}
