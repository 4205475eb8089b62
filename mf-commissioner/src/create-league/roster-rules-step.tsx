import { FormField, ROSTER_PRESETS } from '@fangtasy/shared';
import { RuleGrid } from '../common/rule-grid';
import { PresetPicker } from './preset-picker';
import { ROSTER_RULE_INPUTS } from './rule-fields';
import type { RosterRuleField, RosterRulesForm } from './wizard-form';

/** Steps 2 and 3: one roster rule set (regular or vampire), whole numbers only, or a preset. */
export function RosterRulesStep({
  values,
  invalidField,
  onChange,
  onChooseAll,
}: {
  values: RosterRulesForm;
  invalidField: string | null;
  onChange: (field: RosterRuleField, text: string) => void;
  onChooseAll: (values: RosterRulesForm) => void;
}) {
  return (
    <>
      <PresetPicker
        title="Roster preset"
        presets={ROSTER_PRESETS}
        values={values}
        onChoose={onChooseAll}
      />
      <RuleGrid>
        {ROSTER_RULE_INPUTS.map(({ field, label, min, max }) => (
          <FormField
            key={field}
            label={label}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={values[field]}
            aria-invalid={invalidField === field || undefined}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </RuleGrid>
    </>
  );
}
