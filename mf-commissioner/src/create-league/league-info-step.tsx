import { FormField } from '@fangtasy/shared';

/** Step 1: the league's name. */
export function LeagueInfoStep({
  name,
  invalid,
  onChange,
}: {
  name: string;
  invalid: boolean;
  onChange: (name: string) => void;
}) {
  return (
    <FormField
      label="League Name"
      value={name}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
