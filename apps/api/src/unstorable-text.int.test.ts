// Issue 9 §6: a NUL or a lone surrogate in client text used to reach Postgres and answer 500 (and
// sign-up hashed the password first). The contracts refuse it, so every route answers a 400 with
// the field named, before any work is done.
import { TEXT_MESSAGES, widgetResponseSchema } from '@widgetry/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordHasher } from './modules/users/password-hasher';
import { STRONG_PASSWORD, signUpRequest } from './test-support/accounts';
import { databaseTargets } from './test-support/database-targets';
import { createTestApp, type TestContext } from './test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from './test-support/widgets';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

describe.each(databaseTargets())('unstorable text on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const createWidget = (widget: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/widget/', headers: owner.headers, payload: { widget } });

  it('sign-up with a NUL in the display name is a field error, refused before the password is hashed', async () => {
    const hash = vi.spyOn(passwordHasher, 'hash');
    const response = await signUpRequest(ctx.app, {
      email: 'nul@example.com',
      password: STRONG_PASSWORD,
      displayName: `Sam${'\u0000'}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { displayName: TEXT_MESSAGES.unstorable } });
    expect(hash).not.toHaveBeenCalled();
  });

  it.each([
    ['NUL', NUL],
    ['lone surrogate', LONE_SURROGATE],
  ])('a widget title with a %s is a field error', async (_name, title) => {
    const response = await createWidget({ title, widgetType: types.prorated, htmlData: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { 'widget.title': TEXT_MESSAGES.unstorable } });
  });

  it.each([
    ['NUL in text', 'prorated', ['prorated', 'heading', 'proratedHeading'], NUL],
    ['lone surrogate in text', 'prorated', ['prorated', 'heading', 'proratedHeading'], LONE_SURROGATE],
    [
      'lone surrogate in a link',
      'appfolio',
      ['appfolio', 'layout', 'layoutApplyLink'],
      `https://example.com/${'\ud800'}`,
    ],
  ] as const)('htmlData with a %s is a field error', async (_name, type, path, value) => {
    const htmlData = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
    const response = await createWidget({ title: 'Rent', widgetType: types[type], htmlData });
    expect(response.statusCode).toBe(400);
    const body: { fieldErrors?: Record<string, string> } = response.json();
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([`widget.htmlData.${path.join('.')}`]);
  });

  it('a profile update with a NUL in the name is a field error', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/user/${owner.id}`,
      headers: owner.headers,
      payload: { displayName: NUL, email: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { displayName: TEXT_MESSAGES.unstorable } });
  });

  it('text with an emoji (a surrogate pair) is stored and read back as sent', async () => {
    const response = await createWidget({ title: 'Rent 😀', widgetType: types.prorated, htmlData: {} });
    expect(response.statusCode).toBe(200);
    expect(widgetResponseSchema.parse(response.json()).widget.title).toBe('Rent 😀');
  });
});
