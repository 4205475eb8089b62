import { useId } from 'react';
import styled from 'styled-components';
import type { LeagueMember } from '../domain/entities';
import { Button } from './button';
import { Select } from './form-field';
import { theme } from './theme';

/** The index `step` places away from `index` in a list of `length`, wrapping round both ends. */
export function cycleIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** How a member is named in the selector: the team name, else the username. */
export const memberLabel = (member: Pick<LeagueMember, 'team_name' | 'username'>): string =>
  member.team_name?.trim() ? member.team_name : member.username;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  max-width: 36rem;
`;

const Picker = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

export interface MemberCyclerProps {
  members: readonly LeagueMember[];
  /** The id of the shown member. */
  selectedId: number | null;
  onSelect: (memberId: number) => void;
  label?: string;
}

/**
 * A select plus previous/next arrows that cycle through league members, wrapping round at
 * either end (League Rosters and League Schedule, rules §2).
 */
export function MemberCycler({
  members,
  selectedId,
  onSelect,
  label = 'League member',
}: MemberCyclerProps) {
  const selectId = useId();
  const index = Math.max(
    0,
    members.findIndex((member) => member.id === selectedId),
  );
  const step = (by: number) => {
    const next = members[cycleIndex(index, by, members.length)];
    if (next) onSelect(next.id);
  };
  const disabled = members.length < 2;

  return (
    <Row>
      <Button
        $variant="secondary"
        aria-label="Previous member"
        disabled={disabled}
        onClick={() => step(-1)}
      >
        ←
      </Button>
      <Picker>
        <Label htmlFor={selectId}>{label}</Label>
        <Select
          id={selectId}
          value={selectedId ?? ''}
          onChange={(event) => onSelect(Number(event.target.value))}
        >
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {memberLabel(member)}
            </option>
          ))}
        </Select>
      </Picker>
      <Button
        $variant="secondary"
        aria-label="Next member"
        disabled={disabled}
        onClick={() => step(1)}
      >
        →
      </Button>
    </Row>
  );
}
