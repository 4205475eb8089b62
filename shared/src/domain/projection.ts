import type { GameStatus } from '../contract';
import { roundScore } from './scoring';

/**
 * Projections, one rule for every page (docs/decisions/016): a player is expected to score his
 * season points per game played this season. It is simple on purpose — members can check it by
 * hand — and it needs no data the product does not have.
 */

/** Season points per game played, 2 decimals; 0 before his first game. */
export function pointsPerGame(seasonPoints: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? roundScore(seasonPoints / gamesPlayed) : 0;
}

const REGULATION_MINUTES = 60;
const QUARTER_MINUTES = 15;

/**
 * The share of regulation still to play, from the quarter and its clock ('7:06' left in Q3 is
 * 22:06 of 60 minutes, 0.37); 0 in overtime, 1 when the feed has not said yet.
 */
export function shareLeftToPlay(period: number | null, gameClock: string | null): number {
  if (period === null) return 1;
  if (period > 4) return 0;
  const [minutes = 0, seconds = 0] = (gameClock ?? '0:00').split(':').map(Number);
  const clockLeft = Number.isFinite(minutes + seconds) ? minutes + seconds / 60 : 0;
  const left = (4 - period) * QUARTER_MINUTES + Math.min(clockLeft, QUARTER_MINUTES);
  return Math.max(0, Math.min(1, left / REGULATION_MINUTES));
}

/** What a page knows of a player in a lineup this week. */
export interface ProjectedPlayer {
  game_status: GameStatus;
  /** Points so far this week; null before his game or on a bye. */
  score: number | null;
  period: number | null;
  game_clock: string | null;
  points_per_game: number;
}

/**
 * A player's projected final this week: what he has once his game is final (0 on a bye); his
 * points per game before kickoff; while it is played, his points so far plus his per-game figure
 * for the share of regulation left.
 */
export function projectedFinal(player: ProjectedPlayer): number {
  const scored = player.score ?? 0;
  switch (player.game_status) {
    case 'none':
    case 'final':
      return scored;
    case 'scheduled':
      return player.points_per_game;
    case 'in_progress':
      return roundScore(
        scored + player.points_per_game * shareLeftToPlay(player.period, player.game_clock),
      );
  }
}

/** A player still owes points this week: his game has not ended (a bye owes none). */
export const isYetToFinish = (status: GameStatus) =>
  status === 'scheduled' || status === 'in_progress';

/** A side's projection: its actual score plus what its starters still to play are expected to add. */
export interface SideProjection {
  projected: number;
  /** The part of `projected` not yet scored. */
  still_to_come: number;
  /** Starters whose game has not kicked off. */
  yet_to_play: number;
  /** Starters whose game is under way. */
  playing: number;
}

export function projectSide(
  score: number,
  starters: readonly (ProjectedPlayer | null)[],
): SideProjection {
  let stillToCome = 0;
  let yetToPlay = 0;
  let playing = 0;
  for (const player of starters) {
    if (!player) continue;
    if (player.game_status === 'scheduled') yetToPlay += 1;
    if (player.game_status === 'in_progress') playing += 1;
    if (isYetToFinish(player.game_status))
      stillToCome += projectedFinal(player) - (player.score ?? 0);
  }
  stillToCome = roundScore(Math.max(0, stillToCome));
  return {
    projected: roundScore(score + stillToCome),
    still_to_come: stillToCome,
    yet_to_play: yetToPlay,
    playing,
  };
}

/**
 * How much a side's points still to come may miss its projection: one standard deviation is this
 * share of them (a player's weekly points vary by about as much as his average).
 */
export const STILL_TO_COME_SPREAD = 0.8;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chance that side A ends ahead of side B, from their projections: the lead A is projected to
 * have, measured against the spread of both sides' points still to come (normal, independent).
 * With nothing still to come it is 1, 0 or ½ (a tie). Rounded to whole percent, 0–1.
 */
export function winProbability(a: SideProjection, b: SideProjection): number {
  const lead = a.projected - b.projected;
  const spread = Math.hypot(
    STILL_TO_COME_SPREAD * a.still_to_come,
    STILL_TO_COME_SPREAD * b.still_to_come,
  );
  if (spread === 0) return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  return Math.round(normalCdf(lead / spread) * 100) / 100;
}
