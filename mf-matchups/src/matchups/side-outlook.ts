import {
  projectSide,
  winProbability,
  type MatchupSide,
  type SideProjection,
} from '@fangtasy/shared';

/** What the score header says of a side beyond its score (decision 016). */
export interface SideOutlook extends SideProjection {
  /** Chance to win, whole percent 0-100. */
  win_percent: number;
}

const projectionOf = (side: MatchupSide): SideProjection =>
  projectSide(
    side.score,
    (side.starters ?? []).map((slot) => slot.player),
  );

/**
 * Both sides' projections and win chances, from the shared projection rule: each side's actual
 * score plus what its starters still to play are expected to add. The two chances add up to 100.
 */
export function matchupOutlook(
  home: MatchupSide,
  away: MatchupSide,
): { home: SideOutlook; away: SideOutlook } {
  const homeProjection = projectionOf(home);
  const awayProjection = projectionOf(away);
  const homePercent = Math.round(winProbability(homeProjection, awayProjection) * 100);
  return {
    home: { ...homeProjection, win_percent: homePercent },
    away: { ...awayProjection, win_percent: 100 - homePercent },
  };
}
