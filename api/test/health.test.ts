import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2025-10-19T17:30:00Z' });
  });
  afterAll(() => t.close());

  it('answers without a session and reports the league clock', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', now: '2025-10-19T17:30:00.000Z', sources: [] });
  });

  it('asks for a session before revealing whether a route exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'Please log in to continue.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health']).toBeDefined();
  });
});
