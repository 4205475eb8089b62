import { TEST_NOW } from './ports';
import { laneApiUrl } from './provided';

/**
 * Moves the test api's league clock (POST /__test__/clock, enabled only in tests; the run's shared
 * api unless another is named); the api runs what became due — waiver runs, week endings and
 * their bite rights — before it answers.
 */
export async function setServerClock(
  instant: string,
  apiUrl: string = laneApiUrl(),
): Promise<void> {
  const response = await fetch(`${apiUrl}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant }),
  });
  if (!response.ok)
    throw new Error(`moving the clock failed: ${response.status} ${await response.text()}`);
}

/** Puts the clock back where the run started, so the next test file sees the demo instant. */
export const resetServerClock = () => setServerClock(TEST_NOW);

/**
 * Wednesday of week 9, before its first kickoff: the last instant of the demo season a new league
 * can still be activated for a regular-season week (a league activated after a week kicked off
 * plays from the next one, docs/decisions/023; week 9 is the last). Journeys that make and
 * activate a league at the demo clock activate it here, then put the clock back.
 */
export const WEEK_9_BEFORE_KICKOFF = '2025-10-29T16:00:00Z';

/** Runs `activate` with the league clock at WEEK_9_BEFORE_KICKOFF, then back at the demo instant. */
export async function activatingBeforeWeek9Kickoff<T>(
  activate: () => Promise<T>,
  apiUrl?: string,
): Promise<T> {
  await setServerClock(WEEK_9_BEFORE_KICKOFF, apiUrl);
  try {
    return await activate();
  } finally {
    await setServerClock(TEST_NOW, apiUrl);
  }
}
