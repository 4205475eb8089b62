import axe from 'axe-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets a screen is held to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The impacts that fail a screen (issue 8: "0 serious or critical violations"). */
const FAILING: ImpactValue[] = ['serious', 'critical'];

/**
 * Chromium's roles for things a member operates: form controls and the buttons and links that
 * stand in for them. Each needs an accessible name, or a screen reader announces only its role.
 */
const OPERABLE_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Runs axe-core in the page (injected once per document) over the whole document. */
export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ content: axe.source });
  }
  return page.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
}

/** The violations that fail a screen: impact serious or critical. */
export const failingViolations = (results: AxeResults): Result[] =>
  results.violations.filter((violation) => FAILING.includes(violation.impact ?? 'minor'));

/** One line per violation and one per offending element: rule, impact, help, target, summary. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

interface AxNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  backendDOMNodeId?: number;
}

/**
 * The operable elements (form controls, buttons, links) that Chromium's accessibility tree gives
 * no name, each as '<role> <outer HTML, shortened>'. This is the browser's own name computation —
 * labels, aria-label(ledby), titles, contents — the same one a screen reader reads.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const unnamed = nodes.filter(
      (node) =>
        !node.ignored &&
        OPERABLE_ROLES.has(String(node.role?.value ?? '')) &&
        String(node.name?.value ?? '').trim() === '',
    );
    const described: string[] = [];
    for (const node of unnamed) {
      let html = '(no DOM node)';
      if (node.backendDOMNodeId !== undefined) {
        const { outerHTML } = (await cdp.send('DOM.getOuterHTML', {
          backendNodeId: node.backendDOMNodeId,
        })) as { outerHTML: string };
        html = outerHTML.length > 160 ? `${outerHTML.slice(0, 160)}…` : outerHTML;
      }
      described.push(`${String(node.role?.value)} ${html}`);
    }
    return described;
  } finally {
    await cdp.detach();
  }
}

/** What one screen's audit found: the failing axe violations and the unnamed controls. */
export interface ScreenAudit {
  screen: string;
  violations: Result[];
  unnamed: string[];
}

/** Audits the page as it stands now: axe-core and the accessible-name check. */
export async function auditScreen(page: Page, screen: string): Promise<ScreenAudit> {
  const results = await runAxe(page);
  return { screen, violations: failingViolations(results), unnamed: await unnamedControls(page) };
}

/** A failed audit in words a reader can act on; empty when the screen passes. */
export function describeAudit(audit: ScreenAudit): string {
  const parts: string[] = [];
  if (audit.violations.length)
    parts.push(
      `${audit.violations.length} serious or critical axe violation(s):\n${describeViolations(audit.violations)}`,
    );
  if (audit.unnamed.length)
    parts.push(`controls without an accessible name:\n    ${audit.unnamed.join('\n    ')}`);
  return parts.length ? `${audit.screen}: ${parts.join('\n')}` : '';
}
