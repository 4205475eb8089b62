import { FormField, SelectField, WAIVER_DAYS } from '@fangtasy/shared';
import { WAIVERS_LENGTH_BOUNDS } from '@fangtasy/shared/validation';
import { RuleGrid } from '../common/rule-grid';
import type { WaiverRulesForm } from './wizard-form';

/** Step 5: how long a dropped player stays on waivers, and the weekly waiver day. */
export function WaiverRulesStep({
  values,
  invalidField,
  onChange,
}: {
  values: WaiverRulesForm;
  invalidField: string | null;
  onChange: (field: keyof WaiverRulesForm, text: string) => void;
}) {
  return (
    <RuleGrid>
      <FormField
        label="Waivers Length (days)"
        type="number"
        inputMode="numeric"
        min={WAIVERS_LENGTH_BOUNDS.min}
        max={WAIVERS_LENGTH_BOUNDS.max}
        step={1}
        value={values.waivers_length}
        aria-invalid={invalidField === 'waivers_length' || undefined}
        onChange={(event) => onChange('waivers_length', event.target.value)}
      />
      <SelectField
        label="Waiver Processing Day"
        value={values.waiver_day}
        aria-invalid={invalidField === 'waiver_day' || undefined}
        onChange={(event) => onChange('waiver_day', event.target.value)}
      >
        {WAIVER_DAYS.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </SelectField>
    </RuleGrid>
  );
}
