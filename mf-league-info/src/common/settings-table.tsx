import { useQuery } from '@tanstack/react-query';
import {
  LoadingText,
  Notice,
  SectionTitle,
  messageFromError,
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
  queryKey,
  load,
  labels,
  valueText,
}: {
  title: string;
  /** The settings' query key (`queryKeys.rules`). */
  queryKey: readonly unknown[];
  load: () => Promise<T>;
  labels: readonly RuleLabel<string>[];
  valueText: (field: string, settings: T) => string;
}) {
  const settings = useQuery({ queryKey, queryFn: load });
  let body;
  if (settings.isPending) body = <LoadingText>{`Loading ${title.toLowerCase()}...`}</LoadingText>;
  else if (settings.isError && !isNotFound(settings.error))
    body = (
      <Notice tone="error">
        {messageFromError(settings.error, `Failed to load the ${title.toLowerCase()}.`)}
      </Notice>
    );
  else {
    const values = settings.data ?? null;
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
      {settings.isPending || settings.isError ? <SectionTitle>{title}</SectionTitle> : null}
      {body}
    </section>
  );
}
