import {
  LoadingText,
  Notice,
  SectionTitle,
  messageFromError,
  useLoad,
  type RuleLabel,
} from '@fangtasy/shared';
import { isNotFound } from './is-not-found';
import { RuleTable } from './rule-table';

/**
 * One table of a league's settings beside its rules (the trade settings on Waiver Rules, the bite
 * settings on Roster Rules): each setting in its words (`valueText`); a league without the record
 * reads 'Not set', a failed read says why.
 */
export function SettingsTable<T>({
  title,
  load,
  deps,
  labels,
  valueText,
}: {
  title: string;
  load: () => Promise<T>;
  deps: readonly unknown[];
  labels: readonly RuleLabel<string>[];
  valueText: (field: string, settings: T) => string;
}) {
  const settings = useLoad(load, deps);
  let body;
  if (settings.state === 'loading')
    body = <LoadingText>{`Loading ${title.toLowerCase()}...`}</LoadingText>;
  else if (settings.state === 'failed' && !isNotFound(settings.error))
    body = (
      <Notice tone="error">
        {messageFromError(settings.error, `Failed to load the ${title.toLowerCase()}.`)}
      </Notice>
    );
  else {
    const values = settings.state === 'done' ? settings.value : null;
    body = (
      <RuleTable
        title={title}
        valueHeading="Setting"
        wideValues
        rows={labels.map(({ field, label }) => ({
          label,
          value: values ? valueText(field, values) : null,
        }))}
      />
    );
  }
  return (
    <section aria-label={title}>
      {settings.state === 'loading' || settings.state === 'failed' ? (
        <SectionTitle>{title}</SectionTitle>
      ) : null}
      {body}
    </section>
  );
}
