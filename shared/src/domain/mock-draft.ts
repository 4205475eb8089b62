import { LEAGUE_SIZE } from './constants';
import type { DraftType } from './draft';

/*
 * Mock drafts (docs/decisions/067): a member drafts alone against bots, with the live draft's
 * engine, in a throw-away league nobody else sees. The api holds its limits; the mock draft page
 * shows them.
 */

/** The bots a mock draft fills the league with: every team but the member's. */
export const MOCK_DRAFT_BOTS = LEAGUE_SIZE - 1;

/** A bot's team name: 'Bot 1' to 'Bot 9'. */
export const mockBotTeamName = (bot: number): string => `Bot ${bot}`;

/**
 * The kinds a mock draft practises: the live draft's turn orders, named here so that a kind
 * added to the live draft later (with rules of its own) joins mock drafts only when chosen to.
 */
export const MOCK_DRAFT_TYPES = [
  'snake',
  'linear',
  'third_round_reversal',
] as const satisfies readonly DraftType[];

/** The mock draft's pick clock unless the member chooses another: a short one, to practise. */
export const MOCK_DRAFT_DEFAULT_PICK_SECONDS = 30;

/** A member starts at most one mock draft per this long (each start builds a league). */
export const MOCK_DRAFT_START_INTERVAL_MS = 10_000;

/** A mock draft nobody replaced is deleted this long after it started, finished or not. */
export const MOCK_DRAFT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The name every mock draft's league carries (only its owner ever sees it). */
export const MOCK_DRAFT_LEAGUE_NAME = 'Mock Draft';

export const MOCK_DRAFT_MESSAGES = {
  mockDraftTypeInvalid: 'A mock draft is snake, linear or third_round_reversal.',
  mockDraftPositionInvalid: `The draft position is a whole number from 1 to ${LEAGUE_SIZE}, or empty for a random one.`,
  mockDraftTooSoon: (seconds: number) =>
    `A new mock draft can be started ${seconds} seconds after the last one. Try again in a moment.`,
} as const;
