import { z } from 'zod';
import { LEAGUE_SIZE } from '../domain/constants';
import { DRAFT_PICK_SECONDS_BOUNDS } from '../domain/draft';
import { DRAFT_MESSAGES } from '../domain/messages';
import {
  MOCK_DRAFT_DEFAULT_PICK_SECONDS,
  MOCK_DRAFT_MESSAGES,
  MOCK_DRAFT_TYPES,
} from '../domain/mock-draft';
import { tooLarge } from './bounded-numbers';

const { min: secondsMin, max: secondsMax } = DRAFT_PICK_SECONDS_BOUNDS;
const secondsText = DRAFT_MESSAGES.draftPickSecondsInvalid(secondsMin, secondsMax);

/** The POST /drafts/startMock body: a real league's settings, and the member's place. */
export const mockDraftBodySchema = z.object({
  type: z
    .enum(MOCK_DRAFT_TYPES, { error: MOCK_DRAFT_MESSAGES.mockDraftTypeInvalid })
    .default('snake'),
  pick_seconds: z
    .number({ error: secondsText })
    .int(secondsText)
    .min(secondsMin, secondsText)
    .max(secondsMax, tooLarge('pick_seconds', secondsMax))
    .default(MOCK_DRAFT_DEFAULT_PICK_SECONDS),
  /** 1 picks first; null draws the member's place at random. */
  draft_position: z
    .number({ error: MOCK_DRAFT_MESSAGES.mockDraftPositionInvalid })
    .int(MOCK_DRAFT_MESSAGES.mockDraftPositionInvalid)
    .min(1, MOCK_DRAFT_MESSAGES.mockDraftPositionInvalid)
    .max(LEAGUE_SIZE, tooLarge('draft_position', LEAGUE_SIZE))
    .nullable()
    .default(null),
});
export type MockDraftBody = z.input<typeof mockDraftBodySchema>;
