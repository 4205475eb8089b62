import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint that keeps member rules and scoring in their homes (docs/decisions/054,
 * scripts/eslint/one-home-rules.mjs), run with the workspace's own ESLint configuration: each way
 * the code used to restate a rule fails outside the homes, and the homes may write them.
 */

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The one-home rules `code` breaks when it stands in `filePath`. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule.startsWith('one-home/') || !rule.startsWith('@typescript-eslint'));
}

const RESTATEMENTS: [string, string, string][] = [
  [
    'a rule set worked out from the vampire flag',
    'export const f = (m: { is_vamp: number }) => (m.is_vamp === 1 ? 2 : 1);',
    'one-home/rule-set-numbers',
  ],
  [
    'a rule-set number compared',
    'export const f = (s: { roster_type_id: number }) => s.roster_type_id === 2;',
    'one-home/rule-set-numbers',
  ],
  [
    'a rule-set number given as a property',
    'export const f = { ruleSet: 1 };',
    'one-home/rule-set-numbers',
  ],
  [
    'a rule set in SQL',
    'declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`select case when m.is_vamp = 1 then 2 else 1 end`;',
    'one-home/rule-set-numbers',
  ],
  [
    'the team roles listed',
    "export const f = (m: { role: string }) => ['commish', 'player'].includes(m.role);",
    'one-home/role-lists',
  ],
  [
    'the roles that hold no team, as a condition',
    "export const f = (m: { role: string }) => m.role !== 'invited' && m.role !== 'declined';",
    'one-home/role-lists',
  ],
  [
    'the team roles in SQL',
    "declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`select 1 from league_members m where m.role in ('commish', 'player')`;",
    'one-home/role-lists',
  ],
  [
    'a stat times a scoring rule',
    'export const f = (s: { passing_tds: number }, r: { passing_touchdowns: number }) => s.passing_tds * r.passing_touchdowns;',
    'one-home/scoring-expressions',
  ],
  [
    'a scoring rule in a SQL product',
    'declare const sql: (s: TemplateStringsArray) => string;\nexport const q = sql`select ws.rushing_tds * sr.rushing_touchdowns from weekly_stats ws`;',
    'one-home/scoring-expressions',
  ],
];

describe('the one-home lint', () => {
  it.each(RESTATEMENTS)('refuses %s outside its home', async (_name, code, rule) => {
    expect(await brokenRules(code, 'api/src/services/some-service.ts')).toContain(rule);
    expect(await brokenRules(code, 'mf-roster/src/my-team/some-page.tsx')).toContain(rule);
  });

  it('lets the homes write them', async () => {
    const [, ruleSet] = RESTATEMENTS[0]!;
    const [, roles] = RESTATEMENTS[4]!;
    const [, scoring] = RESTATEMENTS[7]!;
    expect(await brokenRules(ruleSet, 'shared/src/domain/members.ts')).toEqual([]);
    expect(await brokenRules(roles, 'api/src/services/member-rules-sql.ts')).toEqual([]);
    expect(await brokenRules(scoring, 'shared/src/domain/scoring.ts')).toEqual([]);
    expect(await brokenRules(scoring, 'api/src/services/scoring-sql.ts')).toEqual([]);
  });

  it('lets other code call the homes and use a flag', async () => {
    const code = [
      "import { holdsATeam, ROSTER_TYPE, rosterTypeOf } from '@fangtasy/shared/domain';",
      'export const f = (m: { is_vamp: number; role: string }) =>',
      '  holdsATeam(m) && rosterTypeOf(m) === ROSTER_TYPE.vampire && m.is_vamp === 1;',
    ].join('\n');
    expect(await brokenRules(code, 'api/src/services/some-service.ts')).toEqual([]);
  });
});
