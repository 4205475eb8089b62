import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('POST /__test__/clock', () => {
  let withClock: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    withClock = await createTestApp({ config: { enableTestClock: true } });
    production = await createTestApp();
  });
  afterAll(async () => {
    await withClock.close();
    await production.close();
  });

  it('moves the league clock when the api runs with ENABLE_TEST_CLOCK=1', async () => {
    const res = await withClock.app.inject({
      method: 'POST',
      url: '/__test__/clock',
      payload: { now: '2025-11-12T05:00:00Z' },
    });
    expect(res.json()).toEqual({ status: 'success', now: '2025-11-12T05:00:00.000Z' });
    const health = await withClock.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().now).toBe('2025-11-12T05:00:00.000Z');
  });

  it('does not exist otherwise', async () => {
    const res = await production.app.inject({
      method: 'POST',
      url: '/__test__/clock',
      payload: { now: '2025-11-12T05:00:00Z' },
    });
    expect(res.statusCode).toBe(401);
    const health = await production.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().now).not.toBe('2025-11-12T05:00:00.000Z');
  });
});
