import {
  FormField,
  SelectField,
  TRADE_REVIEW_MODE_LABELS,
  TRADE_REVIEW_MODES,
  TRADE_RULE_LABELS,
} from '@fangtasy/shared';
import {
  TRADE_DEADLINE_WEEK_BOUNDS,
  TRADE_OFFER_EXPIRY_HOURS_BOUNDS,
  TRADE_REVIEW_HOURS_BOUNDS,
  TRADE_VETO_VOTES_BOUNDS,
  type NumberBounds,
} from '@fangtasy/shared/validation';
import { RuleGrid, RuleGroup } from '../common/rule-grid';
import { RuleHint } from './rule-hint';
import type { TradeRulesForm } from './wizard-form';

type TradeField = keyof TradeRulesForm;

/** The number settings' ranges: what the server accepts. */
const BOUNDS: Record<Exclude<TradeField, 'review_mode'>, NumberBounds> = {
  review_hours: TRADE_REVIEW_HOURS_BOUNDS,
  veto_votes: TRADE_VETO_VOTES_BOUNDS,
  offer_expiry_hours: TRADE_OFFER_EXPIRY_HOURS_BOUNDS,
  trade_deadline_week: TRADE_DEADLINE_WEEK_BOUNDS,
};

/**
 * The waiver step's "Trades" group (decision 018): how an accepted trade is reviewed, how long
 * offers wait, and the last week of trading. ESPN's usual settings are filled in.
 */
export function TradeRulesGroup({
  values,
  invalidField,
  onChange,
}: {
  values: TradeRulesForm;
  invalidField: string | null;
  onChange: (field: TradeField, text: string) => void;
}) {
  return (
    <RuleGroup>
      <legend>Trades</legend>
      <RuleHint>
        The usual settings are filled in: a league vote in which 4 vetoes within 48 hours stop a
        trade, offers answered within 48 hours, no trades after week 9.
      </RuleHint>
      <RuleGrid>
        {TRADE_RULE_LABELS.map(({ field, label }) => {
          const name = field as TradeField;
          if (name === 'review_mode')
            return (
              <SelectField
                key={field}
                label={label}
                value={values.review_mode}
                aria-invalid={invalidField === field || undefined}
                onChange={(event) => onChange(name, event.target.value)}
              >
                {TRADE_REVIEW_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {TRADE_REVIEW_MODE_LABELS[mode]}
                  </option>
                ))}
              </SelectField>
            );
          return (
            <FormField
              key={field}
              label={label}
              type="number"
              inputMode="numeric"
              min={BOUNDS[name].min}
              max={BOUNDS[name].max}
              step={1}
              value={values[name]}
              aria-invalid={invalidField === field || undefined}
              onChange={(event) => onChange(name, event.target.value)}
            />
          );
        })}
      </RuleGrid>
    </RuleGroup>
  );
}
