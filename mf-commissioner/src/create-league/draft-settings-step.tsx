import {
  AUCTION_BID_CLOCK_CHOICES,
  AUCTION_BUDGET_BOUNDS,
  DRAFT_KIND_LABELS,
  DRAFT_KINDS,
  DRAFT_ORDER_MODE_LABELS,
  DRAFT_ORDER_MODES,
  DRAFT_PICK_CLOCK_CHOICES,
  FormField,
  Notice,
  pickClockText,
  SelectField,
} from '@fangtasy/shared';
import { RuleGrid, RuleGroup } from '../common/rule-grid';
import { DraftOrderList, orderedTeams, type OrderTeam } from './draft-order-list';
import { RuleHint } from './rule-hint';
import type { DraftSettingsForm } from './wizard-form';

type DraftField = keyof DraftSettingsForm;

const YES_NO = [
  ['0', 'No'],
  ['1', 'Yes'],
] as const;

/** The clocks offered, with the saved one too when it is not among them. */
function clockChoices(current: string, offered: readonly number[] = DRAFT_PICK_CLOCK_CHOICES) {
  const seconds = Number(current);
  return offered.includes(seconds) || !Number.isInteger(seconds)
    ? [...offered]
    : [...offered, seconds].sort((a, b) => a - b);
}

/**
 * The Draft step (decision 058): how picks go round, who sets the first round's order, the pick
 * clock and its overnight pause, when the draft starts, and whether vampires draft. `teams` are
 * the league's teams for an order the commissioner sets (none yet while the league is created);
 * `locked` once the draft has started.
 */
export function DraftSettingsStep({
  values,
  invalidField,
  onChange,
  teams,
  locked = false,
}: {
  values: DraftSettingsForm;
  invalidField: string | null;
  onChange: <F extends DraftField>(field: F, value: DraftSettingsForm[F]) => void;
  teams?: readonly OrderTeam[];
  locked?: boolean;
}) {
  const invalid = (field: DraftField) => invalidField === field || undefined;
  const auction = values.type === 'auction';
  return (
    <RuleGroup disabled={locked}>
      <legend>Draft</legend>
      {locked ? (
        <Notice>The draft has started: its settings are locked.</Notice>
      ) : (
        <RuleHint>
          One round per roster slot. The commissioner starts the draft from the Draft Room at the
          start time.
        </RuleHint>
      )}
      <RuleGrid>
        <SelectField
          label="Draft type"
          value={values.type}
          aria-invalid={invalid('type')}
          onChange={(event) => onChange('type', event.target.value)}
        >
          {DRAFT_KINDS.map((type) => (
            <option key={type} value={type}>
              {DRAFT_KIND_LABELS[type]}
            </option>
          ))}
        </SelectField>
        {auction ? (
          <>
            <FormField
              label="Auction budget"
              type="number"
              inputMode="numeric"
              min={AUCTION_BUDGET_BOUNDS.min}
              max={AUCTION_BUDGET_BOUNDS.max}
              value={values.budget}
              aria-invalid={invalid('budget')}
              hint="Minimum bid $1; each team keeps $1 for every empty slot."
              onChange={(event) => onChange('budget', event.target.value)}
            />
            <SelectField
              label="Bid clock"
              value={values.bid_seconds}
              aria-invalid={invalid('bid_seconds')}
              onChange={(event) => onChange('bid_seconds', event.target.value)}
            >
              {clockChoices(values.bid_seconds, AUCTION_BID_CLOCK_CHOICES).map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {pickClockText(seconds)}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
        <SelectField
          label="Draft order"
          value={values.order_mode}
          aria-invalid={invalid('order_mode')}
          onChange={(event) => {
            onChange('order_mode', event.target.value);
            // A set order names every team: it starts as the league's order, then is moved.
            if (event.target.value === 'commissioner' && teams)
              onChange(
                'order',
                orderedTeams(teams, values.order).map((team) => team.id),
              );
          }}
        >
          {DRAFT_ORDER_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {DRAFT_ORDER_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={auction ? 'Nomination clock' : 'Pick clock'}
          value={values.pick_seconds}
          aria-invalid={invalid('pick_seconds')}
          onChange={(event) => onChange('pick_seconds', event.target.value)}
        >
          {clockChoices(values.pick_seconds).map((seconds) => (
            <option key={seconds} value={String(seconds)}>
              {pickClockText(seconds)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Pause the clock overnight (11 PM–8 AM ET)"
          value={values.overnight_pause}
          onChange={(event) => onChange('overnight_pause', event.target.value)}
        >
          {YES_NO.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Draft start (ET)"
          type="datetime-local"
          value={values.starts_at}
          aria-invalid={invalid('starts_at')}
          onChange={(event) => onChange('starts_at', event.target.value)}
        />
        <SelectField
          label="Vampires draft"
          value={values.vampires_draft}
          hint={
            values.vampires_draft === '1'
              ? 'Vampires draft under their own roster rules.'
              : 'Vampires skip the draft and have first pick of free agents after it.'
          }
          onChange={(event) => onChange('vampires_draft', event.target.value)}
        >
          {YES_NO.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </SelectField>
      </RuleGrid>
      {values.order_mode === 'commissioner' ? (
        teams && teams.length > 0 ? (
          <DraftOrderList
            teams={teams}
            order={values.order}
            disabled={locked}
            onChange={(order) => onChange('order', order)}
          />
        ) : (
          <RuleHint>Set the order in Edit League Rules once the teams have joined.</RuleHint>
        )
      ) : null}
    </RuleGroup>
  );
}
