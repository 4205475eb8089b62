import { inject } from 'vitest';
import { TEST_NOW } from './ports';
import './provided';

/**
 * Moves the test api's league clock (POST /__test__/clock, enabled only in tests; the run's shared
 * api unless another is named); the api runs what became due — waiver runs, week endings and
 * their bite rights — before it answers.
 */
export async function setServerClock(
  instant: string,
  apiUrl: string = inject('apiUrl'),
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
