import { readFileSync } from 'node:fs';

/*
 * ESLint rules that keep the member rules and scoring in their homes (docs/decisions/054):
 * shared/src/domain/members.ts and api/src/services/member-rules-sql.ts for which rule set a member
 * plays under, who holds a team and the roles; shared/src/domain/scoring.ts and
 * api/src/services/scoring-sql.ts for scoring. Anywhere else, a rule-set number, a role list or a
 * scoring expression is a restatement: call the home instead. The names the rules look for are
 * read from the homes themselves, so a new role or scoring rule is covered without an edit here.
 */

const domainFile = (name) =>
  readFileSync(new URL(`../../shared/src/domain/${name}`, import.meta.url), 'utf8');
/** The quoted names of `export const NAME = [...] as const` in a shared domain file. */
function listIn(source, name) {
  const found = new RegExp(`export const ${name} = \\[([\\s\\S]*?)\\] as const`).exec(source);
  if (!found) throw new Error(`one-home-rules: ${name} not found in shared/src/domain`);
  return [...found[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}
const ROLES = new Set(listIn(domainFile('members.ts'), 'MEMBER_ROLES'));
const SCORING_RULES = new Set(listIn(domainFile('constants.ts'), 'SCORING_RULE_FIELDS'));
const RULE_SET_NAMES = /^(roster_type_id|rosterType|roster_type|rule_set|ruleSet)$/;

/** The expression under `as`, `satisfies`, `!` and parentheses. */
const bare = (node) =>
  node && ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type)
    ? bare(node.expression)
    : node;
const isRuleSetNumber = (node) => {
  const value = bare(node);
  return value?.type === 'Literal' && (value.value === 1 || value.value === 2);
};
const nameOf = (node) => {
  const value = bare(node);
  if (value?.type === 'Identifier') return value.name;
  if (value?.type === 'MemberExpression' && !value.computed) return value.property.name;
  if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  return null;
};
const isRole = (node) => {
  const value = bare(node);
  return value?.type === 'Literal' && ROLES.has(value.value);
};
/** A name in an import or export list: passing a name on is no restatement. */
const isModuleName = (node) => ['ImportSpecifier', 'ExportSpecifier'].includes(node.parent?.type);
/** The text of a template literal, interpolations shown as `${…}`. */
const templateText = (context, node) => context.sourceCode.getText(node);

const RULE_SET_MESSAGE =
  "A rule-set number is the member rules' to give: use rosterTypeOf / ROSTER_TYPE (shared/src/domain/members.ts) or ruleSetOfSql (api/src/services/member-rules-sql.ts).";
const ROLE_MESSAGE =
  "Who holds a team is the member rules' to say: use holdsATeam / teamsOf (shared/src/domain/members.ts) or holdsATeamSql (api/src/services/member-rules-sql.ts).";
const SCORING_MESSAGE =
  'Scoring is written once: use weeklyFantasyScore / seasonTotalsScore (shared/src/domain/scoring.ts) or the SQL scorer (api/src/services/scoring-sql.ts).';

const ruleSetNumbers = {
  meta: { type: 'problem', schema: [], messages: { restated: RULE_SET_MESSAGE } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'restated' });
    return {
      BinaryExpression(node) {
        if (!['==', '===', '!=', '!=='].includes(node.operator)) return;
        const [number, other] = isRuleSetNumber(node.right)
          ? [node.right, node.left]
          : [node.left, node.right];
        if (isRuleSetNumber(number) && RULE_SET_NAMES.test(nameOf(other) ?? '')) report(node);
      },
      // `is_vamp ? 2 : 1`: a member's rule set worked out by hand.
      ConditionalExpression(node) {
        if (isRuleSetNumber(node.consequent) && isRuleSetNumber(node.alternate)) report(node);
      },
      Property(node) {
        if (RULE_SET_NAMES.test(nameOf(node.key) ?? '') && isRuleSetNumber(node.value))
          report(node);
      },
      CallExpression(node) {
        if (/RosterRules/.test(nameOf(node.callee) ?? '') && node.arguments.some(isRuleSetNumber))
          report(node);
      },
      TemplateLiteral(node) {
        const text = templateText(context, node);
        if (
          /roster_type_id\s*(=|<>|!=|in)\s*\(?\s*[12]\b/i.test(text) ||
          /then\s+[12]\s+else\s+[12]\b/i.test(text) ||
          /is_vamp\s*=\s*1\s+then\s+[12]\b/i.test(text)
        )
          report(node);
      },
    };
  },
};

const roleLists = {
  meta: { type: 'problem', schema: [], messages: { restated: ROLE_MESSAGE } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'restated' });
    const roleTest = (node) => {
      const value = bare(node);
      if (value?.type !== 'BinaryExpression' || !['===', '!=='].includes(value.operator))
        return null;
      if (isRole(value.right) && nameOf(value.left) === 'role')
        return context.sourceCode.getText(value.left);
      if (isRole(value.left) && nameOf(value.right) === 'role')
        return context.sourceCode.getText(value.right);
      return null;
    };
    return {
      ArrayExpression(node) {
        if (node.elements.filter(isRole).length >= 2) report(node);
      },
      // TEAM_ROLES spelled out as a filter: holdsATeam and holdsATeamSql say it.
      Identifier(node) {
        if (node.name === 'TEAM_ROLES' && !isModuleName(node)) report(node);
      },
      // `m.role !== 'invited' && m.role !== 'declined'`: a role list as a condition.
      LogicalExpression(node) {
        const left = roleTest(node.left);
        if (left !== null && left === roleTest(node.right)) report(node);
      },
      TemplateLiteral(node) {
        if (/\brole\s+(not\s+)?in\s*\(\s*'/i.test(templateText(context, node))) report(node);
      },
    };
  },
};

const scoringExpressions = {
  meta: { type: 'problem', schema: [], messages: { restated: SCORING_MESSAGE } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'restated' });
    /** A scoring rule's value: `rules.passing_yards`, or a helper's `r('passing_yards')`. */
    const isRuleValue = (node) => {
      const value = bare(node);
      if (SCORING_RULES.has(nameOf(value) ?? '')) return value.type === 'MemberExpression';
      return (
        value?.type === 'CallExpression' &&
        value.arguments.some((argument) => SCORING_RULES.has(nameOf(argument) ?? ''))
      );
    };
    const rulePattern = [...SCORING_RULES].join('|');
    const sqlProduct = new RegExp(
      `\\*[^\\n,]*\\b(${rulePattern})\\b|\\b(${rulePattern})\\b[^\\n,]*\\*`,
    );
    return {
      BinaryExpression(node) {
        if (node.operator === '*' && (isRuleValue(node.left) || isRuleValue(node.right)))
          report(node);
      },
      Identifier(node) {
        if (
          /^(WEEKLY_BONUS_TIERS|SEASON_BONUS_TIERS|tierBonus)$/.test(node.name) &&
          !isModuleName(node)
        )
          report(node);
      },
      TemplateLiteral(node) {
        if (sqlProduct.test(templateText(context, node))) report(node);
      },
    };
  },
};

export const oneHomePlugin = {
  rules: {
    'rule-set-numbers': ruleSetNumbers,
    'role-lists': roleLists,
    'scoring-expressions': scoringExpressions,
  },
};

/** Where each rule may be written: its homes, the migrations (history), and the tests. */
const EVERYWHERE_EXEMPT = [
  '**/*.test.{ts,tsx}',
  'api/test/**',
  'tests/**',
  '**/*fixtures*',
  'shared/src/testing/**',
  'api/src/db/migrations/**',
];
export const oneHomeConfigs = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      ...EVERYWHERE_EXEMPT,
      'shared/src/domain/members.ts',
      'shared/src/domain/constants.ts',
      'api/src/services/member-rules-sql.ts',
    ],
    plugins: { 'one-home': oneHomePlugin },
    rules: { 'one-home/rule-set-numbers': 'error', 'one-home/role-lists': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      ...EVERYWHERE_EXEMPT,
      'shared/src/domain/scoring.ts',
      'shared/src/domain/constants.ts',
      'api/src/services/scoring-sql.ts',
    ],
    plugins: { 'one-home': oneHomePlugin },
    rules: { 'one-home/scoring-expressions': 'error' },
  },
];
