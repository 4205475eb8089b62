import { POSITIONS, SelectField, type Position } from '@fangtasy/shared';

/** The position filter of the available players: all, or one position. */
export function PositionFilter({
  value,
  onChange,
}: {
  value: Position | null;
  onChange: (position: Position | null) => void;
}) {
  return (
    <SelectField
      label="Position"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as Position | null)}
    >
      <option value="">All positions</option>
      {POSITIONS.map((position) => (
        <option key={position} value={position}>
          {position}
        </option>
      ))}
    </SelectField>
  );
}
