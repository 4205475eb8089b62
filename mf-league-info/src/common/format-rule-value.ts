import { MESSAGES } from '@fangtasy/shared';

/** A rule's value as shown in the rules tables: the number, or 'Not set' when it has none. */
export function formatRuleValue(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MESSAGES.notSet;
  return String(value);
}
