import {
  BITE_DEADLINE_DAYS,
  BITE_DEADLINE_KIND_LABELS,
  BITE_DEADLINE_KINDS,
  BITE_RULE_LABELS,
  BITE_SWAP_RULE_LABELS,
  BITE_SWAP_RULES,
  SelectField,
  easternHourText,
} from '@fangtasy/shared';
import { RuleGrid, RuleGroup } from '../common/rule-grid';
import { RuleHint } from './rule-hint';
import type { BiteRulesForm } from './wizard-form';

type BiteField = keyof BiteRulesForm;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Each setting's choices as [value, words]; the switches read Yes / No ('On' / 'Off' for bites). */
const CHOICES: Record<BiteField, readonly (readonly [string, string])[]> = {
  bites_enabled: [
    ['1', 'On'],
    ['0', 'Off'],
  ],
  swap_rule: BITE_SWAP_RULES.map((rule) => [rule, BITE_SWAP_RULE_LABELS[rule]] as const),
  deadline_kind: BITE_DEADLINE_KINDS.map(
    (kind) => [kind, BITE_DEADLINE_KIND_LABELS[kind]] as const,
  ),
  deadline_day: BITE_DEADLINE_DAYS.map((day) => [day, day] as const),
  deadline_hour: HOURS.map((hour) => [String(hour), easternHourText(hour)] as const),
  full_lineup_required: [
    ['1', 'Yes'],
    ['0', 'No'],
  ],
  bites_in_playoffs: [
    ['1', 'Yes'],
    ['0', 'No'],
  ],
  declare_before_kickoff: [
    ['1', 'Yes'],
    ['0', 'No'],
  ],
  garlic: [
    ['1', 'Yes'],
    ['0', 'No'],
  ],
};

/**
 * The vampire step's "Vampire bite" group (decision 019): a vampire who wins takes one of the
 * loser's starters. The usual settings are filled in; the day and hour only count for a deadline
 * of a day and hour.
 */
export function BiteRulesGroup({
  values,
  invalidField,
  onChange,
}: {
  values: BiteRulesForm;
  invalidField: string | null;
  onChange: (field: BiteField, text: string) => void;
}) {
  const byRun = values.deadline_kind === 'waiver_run';
  return (
    <RuleGroup>
      <legend>Vampire bite</legend>
      <RuleHint>
        A vampire who wins its matchup takes one of the loser’s starters. The usual settings are
        filled in: a same-position swap, Tuesday 6 PM ET after the week, a full lineup required.
      </RuleHint>
      <RuleGrid>
        {BITE_RULE_LABELS.map(({ field, label }) => {
          const name = field as BiteField;
          return (
            <SelectField
              key={field}
              label={label}
              value={values[name]}
              disabled={byRun && (name === 'deadline_day' || name === 'deadline_hour')}
              aria-invalid={invalidField === field || undefined}
              onChange={(event) => onChange(name, event.target.value)}
            >
              {CHOICES[name].map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </SelectField>
          );
        })}
      </RuleGrid>
    </RuleGroup>
  );
}
