import { API_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestContext } from '../test-support/test-app';

// Issue 9 point 7 (API): nosniff on every answer, no-store on authenticated ones, and the
// product's error shape even for the errors Fastify answers before any route (414 was its own).

describe.each(databaseTargets())('API security headers and error shapes on $name', (target) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(target);
    token = (await signUp(ctx.app, 'headers@example.com')).token;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends nosniff on answers of every kind', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/health' }),
      ctx.app.inject({ method: 'GET', url: '/no-such-route' }),
      ctx.app.inject({ method: 'GET', url: '/user/profile' }),
      ctx.app.inject({ method: 'GET', url: `/widget/${'a'.repeat(300)}` }),
      ctx.app.inject({ method: 'GET', url: '/widget/%E0%A4%A' }),
      ctx.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks authenticated answers no-store, and leaves public ones alone', async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const check = await ctx.app.inject({ method: 'GET', url: '/', headers: bearer(token) });
    expect(check.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/widget/', headers: bearer('not-a-token') });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('answers an overlong path segment 414 in the product shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/widget/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address is too long.' });
  });

  it('answers a malformed URL 400 in the product shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/widget/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address is not valid.' });
  });

  it('answers an unknown route 404 in the product shape', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: API_MESSAGES.notFound });
  });
});
