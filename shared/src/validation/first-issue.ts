/** The smallest shape of a zod safeParse result that forms need. */
export interface ParseOutcome {
  success: boolean;
  error?: { issues: readonly { message: string }[] } | undefined;
}

/**
 * The message a form shows for a parse result: the first issue's text (schemas add issues in the
 * spec's order, so the first is the rule a user breaks first), or null when the input is valid.
 */
export function firstIssueMessage(result: ParseOutcome): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? null;
}
