import { TITLE_MAX_LENGTH, textTooLong } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, STRONG_PASSWORD, signUp, signUpRequest } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestContext } from '../test-support/test-app';

// Issue 29 #11 through the API: a validation answer is in our words (the contracts' global error
// map, plain-messages.rule.ts), and text over its limit is told the limit, not "Please enter …".

/** The openings of zod's English messages (zod/v4/locales/en.js). */
const ZOD_DEFAULT =
  /^(Invalid (input|option|string|number|key|element|value|discriminator)|Too (big|small)|Unrecognized key)/;

describe.each(databaseTargets())('validation messages on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('tells a 300-character display name its limit', async () => {
    const response = await signUpRequest(ctx.app, {
      email: `long-name-${Date.now()}@example.com`,
      password: STRONG_PASSWORD,
      displayName: 'N'.repeat(300),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.displayName).toBe(textTooLong(100));
  });

  it('tells a 300-character widget title its limit, and no body answers in zod’s words', async () => {
    const { token } = await signUp(ctx.app, `long-title-${Date.now()}@example.com`);
    const bodies: Record<string, unknown>[] = [
      { widget: { title: 'T'.repeat(300), widgetType: 'wt', htmlData: {} } },
      { widget: { title: 42, widgetType: ['x'], htmlData: 'none', paused: 'yes', allowedSites: 'all' } },
      { widget: {} },
      {},
    ];
    const messages: string[] = [];
    for (const payload of bodies) {
      const response = await ctx.app.inject({ method: 'POST', url: '/widget/', headers: bearer(token), payload });
      expect(response.statusCode).toBe(400);
      messages.push(...Object.values<string>(response.json().fieldErrors));
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: bearer(token),
      payload: { widget: { title: 'T'.repeat(300), widgetType: 'wt', htmlData: {} } },
    });
    expect(response.json().fieldErrors['widget.title']).toBe(textTooLong(TITLE_MAX_LENGTH));
    expect(messages.filter((message) => ZOD_DEFAULT.test(message))).toEqual([]);
  });
});
