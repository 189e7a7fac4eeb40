import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext } from '../test-support/test-app';

describe.each(databaseTargets())('CORS on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/widget/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('allows a preflight from APP_URL with the bearer header', async () => {
    const response = await preflight(TEST_APP_URL);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_APP_URL);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('does not allow a preflight from another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks a simple request from APP_URL as allowed and one from elsewhere as not', async () => {
    const fromApp = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin: TEST_APP_URL } });
    expect(fromApp.headers['access-control-allow-origin']).toBe(TEST_APP_URL);
    const fromElsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:5555' },
    });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});
