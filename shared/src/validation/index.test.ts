import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as validation from './index';

describe('validation package surface', () => {
  it('imports nothing browser- or network-bound, so the api can load it', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of sources) {
      const imports = [...readFileSync(join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => m[1],
      );
      expect(
        imports.filter((name) => !name!.startsWith('.') && name !== 'zod'),
        file,
      ).toEqual([]);
      expect(
        imports.filter((name) => /\/(api|session|ui)(\/|$)/.test(name!)),
        file,
      ).toEqual([]);
    }
  });

  it.each([
    'registerBodySchema',
    'loginSchema',
    'teamNameBodySchema',
    'createLeagueBodySchema',
    'rosterRulesBodySchema',
    'scoringRulesBodySchema',
    'waiverRulesBodySchema',
    'waiverClaimBodySchema',
    'weeklyScoresBodySchema',
    'rosteredPlayerBodySchema',
    'rosterMoveBodySchema',
    'rosteredPlayerIdBodySchema',
    'addFromWaiversBodySchema',
    'addToTeamBodySchema',
    'tradeRulesBodySchema',
    'biteRulesBodySchema',
    'tradeProposalBodySchema',
    'tradeCounterBodySchema',
    'tradeAcceptBodySchema',
    'biteTakeBodySchema',
    'biteWeekChoiceBodySchema',
  ] as const)('%s converts to a JSON Schema object for Fastify route docs', (name) => {
    const schema = validation[name];
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.type).toBe('object');
  });
});

describe('firstIssueMessage', () => {
  it('is null for valid input and the first issue’s text otherwise', () => {
    expect(
      validation.firstIssueMessage(
        validation.loginSchema.safeParse({ username: 'a', password: 'b' }),
      ),
    ).toBeNull();
    expect(validation.firstIssueMessage(validation.loginSchema.safeParse({}))).toBe(
      'Username and password are required.',
    );
  });
});
