import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@fangtasy/shared/router';
import {
  Button,
  ButtonRow,
  createLeague,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  Panel,
  SectionTitle,
  userAtom,
} from '@fangtasy/shared';
import { BiteRulesGroup } from './bite-rules-group';
import { LeagueInfoStep } from './league-info-step';
import { PlayoffRulesGroup } from './playoff-rules-group';
import { RosterRulesStep } from './roster-rules-step';
import { ScoringRulesStep } from './scoring-rules-step';
import { TradeRulesGroup } from './trade-rules-group';
import { WaiverRulesStep } from './waiver-rules-step';
import {
  createLeagueBodyOf,
  initialWizardForm,
  type RosterRulesForm,
  type WizardForm,
} from './wizard-form';
import { WizardProgress } from './wizard-progress';
import { firstInvalidStep, WIZARD_STEPS, type StepIssue } from './wizard-steps';

const TITLES = WIZARD_STEPS.map((step) => step.title);
const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * The Create League wizard (spec section 2): league information, regular and vampire roster
 * rules, scoring rules and waiver rules (with the trade and playoff settings), each step checked with the shared schemas before the
 * next; the last step sends the whole league in one request and goes to /landing.
 */
export function CreateLeaguePage() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [form, setForm] = useState<WizardForm>(initialWizardForm);
  const [step, setStep] = useState(0);
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const change = (update: (current: WizardForm) => WizardForm) => {
    setForm(update);
    setFailure(null);
  };
  const changeRoster =
    (set: 'regular' | 'vampire') => (field: keyof RosterRulesForm, text: string) =>
      change((current) => ({ ...current, [set]: { ...current[set], [field]: text } }));
  const chooseRoster = (set: 'regular' | 'vampire') => (values: RosterRulesForm) =>
    change((current) => ({ ...current, [set]: values }));

  const goBack = () => {
    setIssue(null);
    setFailure(null);
    setStep((current) => Math.max(0, current - 1));
  };

  const create = async () => {
    if (!user) {
      setFailure(MESSAGES.userMissing);
      return;
    }
    // Every step was checked on the way, but a step left by Back may have been edited since.
    const invalid = firstInvalidStep(form);
    if (invalid) {
      setStep(invalid.step);
      setIssue(invalid.issue);
      return;
    }
    setCreating(true);
    try {
      await createLeague(createLeagueBodyOf(form));
      navigate('/landing');
    } catch (error) {
      setFailure(messageFromError(error, MESSAGES.failedToCreateLeague));
      setCreating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setFailure(null);
    const found = WIZARD_STEPS[step]?.check(form) ?? null;
    setIssue(found);
    if (found) return;
    if (step < LAST_STEP) setStep(step + 1);
    else void create();
  };

  const invalidField = issue?.field ?? null;
  return (
    <>
      <PageTitle>Create League</PageTitle>
      <WizardProgress titles={TITLES} current={step} />
      <Panel as="form" noValidate onSubmit={submit} aria-labelledby="wizard-step-title">
        <SectionTitle id="wizard-step-title">{TITLES[step]}</SectionTitle>
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

        {issue ? <Notice tone="error">{issue.message}</Notice> : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <ButtonRow>
          {step > 0 ? (
            <Button $variant="secondary" onClick={goBack} disabled={creating}>
              Back
            </Button>
          ) : null}
          <Button type="submit" disabled={creating}>
            {step < LAST_STEP ? 'Next' : creating ? 'Creating...' : 'Create League'}
          </Button>
        </ButtonRow>
      </Panel>
    </>
  );
}
