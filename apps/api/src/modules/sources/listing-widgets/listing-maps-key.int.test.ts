import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../../../test-support/widgets';

// GOOGLE_MAPS_API_KEY is the operator's default maps key: a listing widget without its own key
// gets it in what the embed and the preview serve, while the stored settings stay as saved.

const DEFAULT_KEY = 'AIzaOperatorDefaultKey_123';

describe.each(databaseTargets())('default maps key on $name', (target) => {
  let ctx: TestContext;
  let withoutKey: string;
  let withOwnKey: string;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig({ GOOGLE_MAPS_API_KEY: DEFAULT_KEY }), { embed: { cacheTtlMs: 0 } });
    const types = await seedWidgetTypes(ctx.database.db);
    const owner = await account(ctx.app, ctx.database.db, 'maps-owner@example.com');
    const expires = new Date(Date.now() + 30 * 24 * 3_600_000);
    const listing = (clientGmapApi: string) =>
      insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.appfolio,
        title: 'Rentals',
        htmlData: { appfolio: { appfolioUrl: 'https://acme.appfolio.com/listings', clientGmapApi } },
        subStatus: 'active',
        expires,
      });
    withoutKey = (await listing('')).id;
    withOwnKey = (await listing('OwnKey_456')).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embedSettings = async (id: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/embed/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json().htmlData.appfolio;
  };

  it('serves the default key to a widget without its own, and the widget’s own key otherwise', async () => {
    expect((await embedSettings(withoutKey)).clientGmapApi).toBe(DEFAULT_KEY);
    expect((await embedSettings(withOwnKey)).clientGmapApi).toBe('OwnKey_456');
  });

  it('keeps the stored settings as saved', async () => {
    await embedSettings(withoutKey);
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, withoutKey));
    expect(row?.htmlData).toMatchObject({ appfolio: { clientGmapApi: '' } });
  });
});
