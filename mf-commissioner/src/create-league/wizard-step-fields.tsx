import { BiteRulesGroup } from './bite-rules-group';
import type { OrderTeam } from './draft-order-list';
import { DraftSettingsStep } from './draft-settings-step';
import { LeagueInfoStep } from './league-info-step';
import { PlayoffRulesGroup } from './playoff-rules-group';
import { RosterRulesStep } from './roster-rules-step';
import { ScoringRulesStep } from './scoring-rules-step';
import { TradeRulesGroup } from './trade-rules-group';
import { WaiverRulesStep } from './waiver-rules-step';
import type { RosterRulesForm, WizardForm } from './wizard-form';

/**
 * The fields of one wizard step (WIZARD_STEPS' order): the Create League wizard shows every
 * step, Edit League Rules the rule steps of a league not yet active.
 */
export function WizardStepFields({
  step,
  form,
  invalidField,
  change,
  teams,
  draftLocked = false,
}: {
  step: number;
  form: WizardForm;
  invalidField: string | null;
  change: (update: (current: WizardForm) => WizardForm) => void;
  /** The league's teams, for a draft order the commissioner sets (Edit League Rules). */
  teams?: readonly OrderTeam[];
  /** The draft has started: its settings are shown, not changed. */
  draftLocked?: boolean;
}) {
  const changeRoster =
    (set: 'regular' | 'vampire') => (field: keyof RosterRulesForm, text: string) =>
      change((current) => ({ ...current, [set]: { ...current[set], [field]: text } }));
  const chooseRoster = (set: 'regular' | 'vampire') => (values: RosterRulesForm) =>
    change((current) => ({ ...current, [set]: values }));
  return (
    <>
      {step === 0 ? (
        <LeagueInfoStep
          name={form.name}
          invalid={invalidField === 'name'}
          onChange={(name) => change((current) => ({ ...current, name }))}
        />
      ) : null}
      {step === 1 ? (
        <RosterRulesStep
          values={form.regular}
          invalidField={invalidField}
          onChange={changeRoster('regular')}
          onChooseAll={chooseRoster('regular')}
        />
      ) : null}
      {step === 2 ? (
        <>
          <RosterRulesStep
            values={form.vampire}
            invalidField={invalidField}
            onChange={changeRoster('vampire')}
            onChooseAll={chooseRoster('vampire')}
          />
          <BiteRulesGroup
            values={form.bites}
            invalidField={invalidField}
            onChange={(field, text) =>
              change((current) => ({ ...current, bites: { ...current.bites, [field]: text } }))
            }
          />
        </>
      ) : null}
      {step === 3 ? (
        <ScoringRulesStep
          values={form.scoring}
          invalidField={invalidField}
          onChange={(field, text) =>
            change((current) => ({ ...current, scoring: { ...current.scoring, [field]: text } }))
          }
          onChooseAll={(scoring) => change((current) => ({ ...current, scoring }))}
        />
      ) : null}
      {step === 4 ? (
        <>
          <WaiverRulesStep
            values={form.waiver}
            invalidField={invalidField}
            onChange={(field, text) =>
              change((current) => ({ ...current, waiver: { ...current.waiver, [field]: text } }))
            }
          />
          <TradeRulesGroup
            values={form.trades}
            invalidField={invalidField}
            onChange={(field, text) =>
              change((current) => ({ ...current, trades: { ...current.trades, [field]: text } }))
            }
          />
          <PlayoffRulesGroup
            values={form.playoffs}
            invalidField={invalidField}
            onChange={(field, text) =>
              change((current) => ({
                ...current,
                playoffs: { ...current.playoffs, [field]: text },
              }))
            }
          />
        </>
      ) : null}
      {step === 5 ? (
        <DraftSettingsStep
          values={form.draft}
          invalidField={invalidField}
          teams={teams}
          locked={draftLocked}
          onChange={(field, value) =>
            change((current) => ({ ...current, draft: { ...current.draft, [field]: value } }))
          }
        />
      ) : null}
    </>
  );
}
