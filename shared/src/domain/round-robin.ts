export interface ScheduledPairing {
  week: number;
  home: number;
  away: number;
}

/**
 * A single round robin by the circle method (rules §4.18): with n teams (n even) there are n-1
 * weeks and every team meets every other once. The first team stays put while the others rotate;
 * home and away are balanced (n/2 - 1 or n/2 home games each over the n-1 weeks).
 */
export function roundRobinSchedule(
  teamIds: readonly number[],
  weeks = teamIds.length - 1,
): ScheduledPairing[] {
  if (teamIds.length < 2 || teamIds.length % 2 !== 0) {
    throw new Error('A round robin needs an even number of teams (at least 2).');
  }
  const [fixed, ...rotating] = teamIds as [number, ...number[]];
  const half = teamIds.length / 2;
  const pairings: ScheduledPairing[] = [];
  for (let round = 0; round < weeks; round++) {
    const offset = round % rotating.length;
    const order = [
      fixed,
      ...rotating.slice(rotating.length - offset),
      ...rotating.slice(0, rotating.length - offset),
    ];
    for (let i = 0; i < half; i++) {
      const a = order[i]!;
      const b = order[order.length - 1 - i]!;
      // The fixed team alternates week by week; the other pairs alternate by table position.
      // As the circle turns, each team then gets 4 or 5 home games of 9 and never more than two
      // home (or away) weeks in a row; pairing parity with the round left some team never home.
      const swap = i === 0 ? round % 2 === 1 : i % 2 === 1;
      pairings.push({ week: round + 1, home: swap ? b : a, away: swap ? a : b });
    }
  }
  return pairings;
}

/** A Fisher-Yates shuffle with an injectable random source (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
