import { FormField, SCORING_PRESETS, SCORING_RULE_GROUPS } from '@fangtasy/shared';
import { RuleGrid, RuleGroup } from '../common/rule-grid';
import { PresetPicker } from './preset-picker';
import { SCORING_INPUT_BOUNDS, scoringStepOf } from './rule-fields';
import type { ScoringRuleField, ScoringRulesForm } from './wizard-form';

/**
 * Step 4: the points of every scoring rule, grouped as on the Scoring Rules screen, or a preset
 * (Standard, Half-PPR, PPR) that fills them all.
 */
export function ScoringRulesStep({
  values,
  invalidField,
  onChange,
  onChooseAll,
}: {
  values: ScoringRulesForm;
  invalidField: string | null;
  onChange: (field: ScoringRuleField, text: string) => void;
  onChooseAll: (values: ScoringRulesForm) => void;
}) {
  return (
    <>
      <PresetPicker
        title="Scoring preset"
        presets={SCORING_PRESETS}
        values={values}
        onChoose={onChooseAll}
      />
      {SCORING_RULE_GROUPS.map((group) => (
        <RuleGroup key={group.title}>
          <legend>{group.title}</legend>
          <RuleGrid>
            {group.fields.map(({ field, label }) => (
              <FormField
                key={field}
                label={label}
                type="number"
                inputMode="decimal"
                min={SCORING_INPUT_BOUNDS.min}
                max={SCORING_INPUT_BOUNDS.max}
                step={scoringStepOf(field)}
                value={values[field]}
                aria-invalid={invalidField === field || undefined}
                onChange={(event) => onChange(field, event.target.value)}
              />
            ))}
          </RuleGrid>
        </RuleGroup>
      ))}
    </>
  );
}
