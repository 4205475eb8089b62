import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link } from '@fangtasy/shared/router';
import {
  Button,
  ButtonRow,
  leagueAtom,
  LoadingText,
  MESSAGES,
  messageFromError,
  Notice,
  PageTitle,
  Panel,
  SectionTitle,
  type League,
} from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import type { WizardForm } from '../create-league/wizard-form';
import { WizardProgress } from '../create-league/wizard-progress';
import { WizardStepFields } from '../create-league/wizard-step-fields';
import { WIZARD_STEPS, type StepIssue } from '../create-league/wizard-steps';
import { loadLeagueRulesForm, saveLeagueRulesForm, type LeagueRules } from './league-rules-form';

/** The wizard's rule steps: every step but the league's name (the first). */
const RULE_STEPS = WIZARD_STEPS.map((step, index) => ({ ...step, index })).slice(1);
const TITLES = RULE_STEPS.map((step) => step.title);
const LAST = RULE_STEPS.length - 1;

/** The first rule step the form breaks, as a place among RULE_STEPS. */
function firstInvalidRuleStep(form: WizardForm): { at: number; issue: StepIssue } | null {
  for (const [at, step] of RULE_STEPS.entries()) {
    const issue = step.check(form);
    if (issue) return { at, issue };
  }
  return null;
}

function RulesEditor({ league, initial }: { league: League; initial: LeagueRules }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial.form);
  const [at, setAt] = useState(0);
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const change = (update: (current: WizardForm) => WizardForm) => {
    setForm(update);
    setFailure(null);
    setSaved(false);
  };

  const save = async () => {
    const invalid = firstInvalidRuleStep(form);
    if (invalid) {
      setAt(invalid.at);
      setIssue(invalid.issue);
      return;
    }
    setSaving(true);
    try {
      await saveLeagueRulesForm(league.league_id, form, initial);
      setSaved(true);
      // The rules say how everything in the league is scored and played.
      void queryClient.invalidateQueries({ queryKey: queryKeys.league(league.league_id) });
    } catch (error) {
      setFailure(messageFromError(error, 'Failed to save the rules.'));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = RULE_STEPS[at]?.check(form) ?? null;
    setIssue(found);
    if (found) return;
    if (at < LAST) setAt(at + 1);
    else void save();
  };

  return (
    <>
      <WizardProgress titles={TITLES} current={at} />
      <Panel as="form" noValidate onSubmit={submit} aria-labelledby="rules-step-title">
        <SectionTitle id="rules-step-title">{TITLES[at]}</SectionTitle>
        <WizardStepFields
          step={RULE_STEPS[at]!.index}
          form={form}
          invalidField={issue?.field ?? null}
          change={change}
          teams={initial.teams}
          draftLocked={initial.draftLocked}
        />
        {issue ? <Notice tone="error">{issue.message}</Notice> : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {saved ? (
          <Notice tone="success">
            Rules saved. Activate the league when they are as you want them.
          </Notice>
        ) : null}
        <ButtonRow>
          {at > 0 ? (
            <Button
              $variant="secondary"
              disabled={saving}
              onClick={() => {
                setIssue(null);
                setAt(at - 1);
              }}
            >
              Back
            </Button>
          ) : null}
          <Button type="submit" disabled={saving}>
            {at < LAST ? 'Next' : saving ? 'Saving...' : 'Save Rules'}
          </Button>
        </ButtonRow>
      </Panel>
      {saved ? (
        <p>
          <Link to="/activate-league">Activate League</Link>
        </p>
      ) : null}
    </>
  );
}

function LeagueRules({ league }: { league: League }) {
  const loaded = useQuery({
    queryKey: queryKeys.rules(league.league_id, 'form'),
    queryFn: () => loadLeagueRulesForm(league),
  });
  if (loaded.isPending) return <LoadingText rows={6}>Loading the rules...</LoadingText>;
  if (loaded.isError)
    return (
      <Notice tone="error">{messageFromError(loaded.error, MESSAGES.failedToLoadData)}</Notice>
    );
  return <RulesEditor league={league} initial={loaded.data} />;
}

/**
 * Edit League Rules (decision 020): the rules of a league not yet active — a renewed season's
 * copy of the last one's — in the wizard's own steps, saved before activation locks them.
 */
export function EditRulesPage() {
  const league = useAtomValue(leagueAtom);
  let body;
  if (!league) body = <Notice>{MESSAGES.noLeagueSelected}</Notice>;
  else if (league.is_active === 1)
    body = (
      <Notice>
        The rules of an active league are locked. Renew the league at the end of its season to
        change them for the next one.
      </Notice>
    );
  else body = <LeagueRules league={league} />;
  return (
    <>
      <PageTitle>Edit League Rules</PageTitle>
      {body}
    </>
  );
}
