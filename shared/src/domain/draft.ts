import { inEastern } from './time';

/*
 * The live draft's rules (docs/decisions/058): its kinds, its settings and their defaults, the
 * order of picks and the pick clock. The api decides every pick by these; the draft room shows
 * them.
 */

/** How picks go round the teams. An auction is a draft of its own kind, to come. */
export const DRAFT_TYPES = ['snake', 'linear', 'third_round_reversal'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];

/** The first round's order: drawn at random when the draft starts, or set by the commissioner. */
export const DRAFT_ORDER_MODES = ['random', 'commissioner'] as const;
export type DraftOrderMode = (typeof DRAFT_ORDER_MODES)[number];

/**
 * How the picks are made (decision 066): live in the room, on the clock; or offline — the league
 * drafted elsewhere (in a room, on paper) and the commissioner enters the results, pick by pick
 * or as a file, with no clock and no autopick.
 */
export const DRAFT_MODES = ['live', 'offline'] as const;
export type DraftMode = (typeof DRAFT_MODES)[number];

/** Where a draft stands. */
export const DRAFT_STATUSES = ['not_started', 'running', 'paused', 'complete'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** Who made a pick: the member on the clock, the autopick for him, or the commissioner for him. */
export const DRAFT_PICK_SOURCES = ['member', 'autopick', 'commissioner'] as const;
export type DraftPickSource = (typeof DRAFT_PICK_SOURCES)[number];

/** The pick clock: 30 seconds for a fast draft up to 8 hours for a slow one. */
export const DRAFT_PICK_SECONDS_BOUNDS = { min: 30, max: 28_800 } as const;
/** The most players a member's queue holds. */
export const DRAFT_QUEUE_MAX = 300;
/** The most available players one read answers. */
export const DRAFT_AVAILABLE_LIMIT_BOUNDS = { min: 1, max: 500 } as const;

/**
 * The overnight pause: with it set, the pick clock does not run from 23:00 to 08:00 US Eastern
 * (where every league rule is read): a deadline that would fall in the night moves on by the
 * night's length.
 */
export const DRAFT_NIGHT = { startHour: 23, endHour: 8 } as const;

/** A league's draft settings, chosen before the draft starts. */
export interface DraftSettings {
  type: DraftType;
  order_mode: DraftOrderMode;
  /** The first round's order as league member ids, used when the commissioner sets it. */
  order: number[];
  pick_seconds: number;
  overnight_pause: boolean;
  /** When the draft is meant to start (shown to the league; the commissioner starts it). */
  starts_at: string | null;
  /** Whether vampire members draft under their own rule set (else they skip it: decision 059). */
  vampires_draft: boolean;
}

export const DEFAULT_DRAFT_SETTINGS: Readonly<DraftSettings> = {
  type: 'snake',
  order_mode: 'random',
  order: [],
  pick_seconds: 90,
  overnight_pause: false,
  starts_at: null,
  vampires_draft: false,
};

/**
 * The bounds of an offline draft's file (decision 066): the largest draft is every slot of the
 * largest roster for every team — 10 × 50 = 500 picks, a row each below the header — and a row
 * names a round, a pick, a team, a player and perhaps his position and NFL team, well inside 200
 * characters. The whole file is held to 500 full rows.
 */
export const DRAFT_CSV_BOUNDS = { maxRows: 500, maxLineLength: 200, maxChars: 100_000 } as const;

/** The columns of an offline draft's file: four required, then two to tell namesakes apart. */
export const DRAFT_CSV_COLUMNS = {
  required: ['round', 'pick', 'team', 'player'],
  optional: ['position', 'nfl_team'],
} as const;

/** At most this many refused rows are listed in one answer (the count says how many more). */
export const DRAFT_CSV_MAX_LISTED_ERRORS = 50;

/** Where an overall pick falls: its round, its place in the round, the team's place in the order. */
export interface DraftSlot {
  round: number;
  pickInRound: number;
  /** Index into the first round's order (0-based). */
  orderIndex: number;
}

/** Whether a round runs backwards through the first round's order. */
function roundIsReversed(type: DraftType, round: number): boolean {
  if (type === 'linear') return false;
  if (type === 'snake' || round < 3) return round % 2 === 0;
  // Third-round reversal: 1 forward, 2 back, 3 back again, then alternating (4 forward, 5 back).
  return round % 2 === 1;
}

/** The team on the clock at an overall pick (1-based) in a draft of `teamCount` teams. */
export function teamOnClock(type: DraftType, teamCount: number, overall: number): DraftSlot {
  if (!Number.isInteger(teamCount) || teamCount < 1) throw new RangeError('teamCount must be ≥ 1');
  if (!Number.isInteger(overall) || overall < 1) throw new RangeError('overall must be ≥ 1');
  const round = Math.floor((overall - 1) / teamCount) + 1;
  const pickInRound = ((overall - 1) % teamCount) + 1;
  const orderIndex = roundIsReversed(type, round) ? teamCount - pickInRound : pickInRound - 1;
  return { round, pickInRound, orderIndex };
}

/** Whether an instant falls in the overnight pause. */
export function isDraftNight(at: Date): boolean {
  const hour = inEastern(at).hour();
  return hour >= DRAFT_NIGHT.startHour || hour < DRAFT_NIGHT.endHour;
}

/** The next instant at or after `from` where the clock's running state (night or day) changes. */
function nextNightBoundary(from: Date): Date {
  const eastern = inEastern(from);
  const hour = eastern.hour();
  const targetHour = isDraftNight(from) ? DRAFT_NIGHT.endHour : DRAFT_NIGHT.startHour;
  let boundary = eastern.startOf('hour').hour(targetHour);
  if (hour >= targetHour) boundary = boundary.add(1, 'day');
  return boundary.toDate();
}

/**
 * The deadline of a pick whose clock starts at `start` with `remainingMs` to run: `start` plus the
 * time, or with the overnight pause set the time counted outside the night only.
 */
export function draftDeadline(start: Date, remainingMs: number, overnightPause: boolean): Date {
  if (!overnightPause) return new Date(start.getTime() + remainingMs);
  let at = start;
  let left = remainingMs;
  // Each turn crosses one night or one day; a pick clock is at most 8 h, so a few turns do.
  for (let turn = 0; turn < 10; turn += 1) {
    const boundary = nextNightBoundary(at);
    if (isDraftNight(at)) {
      at = boundary;
      continue;
    }
    const dayLeft = boundary.getTime() - at.getTime();
    if (left <= dayLeft) return new Date(at.getTime() + left);
    left -= dayLeft;
    at = boundary;
  }
  return new Date(at.getTime() + left);
}

/** The clock time between two instants: all of it, or with the overnight pause the day's only. */
export function draftClockMs(from: Date, to: Date, overnightPause: boolean): number {
  if (to <= from) return 0;
  if (!overnightPause) return to.getTime() - from.getTime();
  let counted = 0;
  let at = from;
  while (at < to) {
    const boundary = nextNightBoundary(at);
    const until = boundary < to ? boundary : to;
    if (!isDraftNight(at)) counted += until.getTime() - at.getTime();
    at = until;
  }
  return counted;
}

/**
 * Whether a member is in the draft: every team, but a vampire only when the league lets vampires
 * draft (under their own rule set); else he skips it and builds his team after it (decision 059).
 */
export const takesPartInDraft = (
  member: { is_vamp: number | boolean },
  vampiresDraft: boolean,
): boolean => !member.is_vamp || vampiresDraft;

/**
 * The waiver order a draft leaves (decision 059): the vampires who skipped the draft first, then
 * the drafters in reverse order of the first round (the last pick has the first claim).
 */
export const waiverOrderAfterDraft = (
  drafters: readonly number[],
  skippers: readonly number[],
): number[] => [...skippers, ...[...drafters].reverse()];

/** How long after the league is activated vampires who skipped the draft have free agents alone. */
export const VAMPIRE_WINDOW_HOURS = 48;
