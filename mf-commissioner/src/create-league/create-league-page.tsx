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
  saveDraftSettings,
  userAtom,
} from '@fangtasy/shared';
import {
  createLeagueBodyOf,
  draftSettingsOf,
  initialWizardForm,
  type WizardForm,
} from './wizard-form';
import { WizardProgress } from './wizard-progress';
import { WizardStepFields } from './wizard-step-fields';
import { firstInvalidStep, WIZARD_STEPS, type StepIssue } from './wizard-steps';

const TITLES = WIZARD_STEPS.map((step) => step.title);
const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * The Create League wizard (rules §2): league information, regular and vampire roster
 * rules, scoring rules, waiver rules (with the trade and playoff settings) and the draft, each step checked with the shared schemas before the
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
      const created = await createLeague(createLeagueBodyOf(form));
      // The draft's settings are the league's own record, saved once the league exists.
      await saveDraftSettings(created.league_id, draftSettingsOf(form.draft));
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
        <WizardStepFields step={step} form={form} invalidField={invalidField} change={change} />
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
