import {
  API_MESSAGES,
  HEX_COLOR_MESSAGE,
  SOURCE_MESSAGES,
  savedDefaultHtmlData,
  settingsSchemaOf,
  WIDGET_API_MESSAGES,
  WIDGET_MESSAGES,
  type Widget,
  widgetListResponseSchema,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../db/schema';
import { changeUserRow } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

/** A prorated widget's settings as the answer carries them, read by the type's contract. */
const proratedOf = (widget: Widget) => settingsSchemaOf('prorated').parse(widget.htmlData.prorated);

const NOT_FOUND = { error: WIDGET_MESSAGES.notFound };

describe.each(databaseTargets())('widgets (/widget) on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
    stranger = await account(ctx.app, ctx.database.db, 'stranger@example.com');
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, who: TestAccount | undefined, widget: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, payload: { widget } });
  const create = (who: TestAccount | undefined, widget: Record<string, unknown>) =>
    send('POST', '/widget/', who, widget);
  const get = (who: TestAccount, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

  async function createProrated(who: TestAccount, title = 'Rent helper') {
    const response = await create(who, { title, widgetType: types.prorated, htmlData: {} });
    expect(response.statusCode).toBe(200);
    return widgetResponseSchema.parse(response.json()).widget;
  }

  async function storedRow(id: string) {
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, id));
    return row;
  }

  describe('POST /widget/', () => {
    it('creates the widget with defaults for left-out settings and answers it per the contract', async () => {
      const response = await create(owner, {
        title: '  Move-in calculator ',
        widgetType: types.prorated,
        htmlData: {
          prorated: { heading: { proratedHeading: 'Your rent', headingColor: '#112233' } },
          // Another type's settings are not this widget's and are not kept.
          yelp: { businessId: 'some-business' },
        },
        // A field the server owns and no form has is dropped, never stored.
        hostedUrl: 'https://evil.example',
      });
      expect(response.statusCode).toBe(200);
      const { widget } = widgetResponseSchema.parse(response.json());
      // Sent without a language: English, as a widget saved before issue 32.
      const expected = savedDefaultHtmlData('prorated');
      expected.prorated.heading.proratedHeading = 'Your rent';
      expected.prorated.heading.headingColor = '#112233';
      expect(response.json()).toEqual({
        widget: {
          id: widget.id,
          title: 'Move-in calculator',
          text: 'Prorated Rent Calculator',
          expires: null,
          subStatus: null,
          siteCount: 0,
          widgetType: {
            id: types.prorated,
            name: 'prorated',
            displayName: 'Prorated Rent Calculator',
            price: 0,
            scripts: { main: 'prorated.js', lib: '' },
            iconImage: '',
            stripePriceId: '',
          },
          htmlData: expected,
          hostedUrl: null,
          cancelAt: null,
          userId: owner.id,
          createdAt: widget.createdAt,
          allowedSites: [],
          paused: false,
        },
      });
      const row = await storedRow(widget.id);
      expect(row?.htmlData).toEqual(expected);
      expect(row?.userId).toBe(owner.id);
      expect(row?.subStatus).toBeNull();
    });

    it.each([
      ['an owner', (): Record<string, unknown> => ({ userId: stranger.id })],
      ['a status', (): Record<string, unknown> => ({ subStatus: 'active' })],
      ['a renewal date', (): Record<string, unknown> => ({ expires: '2999-01-01T00:00:00.000Z' })],
    ])(
      "refuses a customer's body carrying %s (a field of the admin order form) with 403, storing nothing",
      async (_case, forged) => {
        const before = await ctx.database.db.select().from(widgets);
        const response = await create(owner, {
          title: 'Forged',
          widgetType: types.prorated,
          htmlData: {},
          ...forged(),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: API_MESSAGES.forbidden });
        expect(await ctx.database.db.select().from(widgets)).toHaveLength(before.length);
      },
    );

    it.each([
      ['no title', { title: undefined }],
      ['a blank title', { title: '   ' }],
    ])('refuses %s with the spec message', async (_case, change) => {
      const response = await create(owner, { widgetType: types.prorated, htmlData: {}, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { 'widget.title': WIDGET_MESSAGES.titleRequired } });
    });

    it.each([
      [
        'a colour that breaks out of CSS',
        { heading: { headingColor: 'red;}</style><script>alert(1)</script>' } },
        'heading.headingColor',
      ],
      ['a font that is not in the list', { field: { fieldFontFamily: 'Comic Sans"; x' } }, 'field.fieldFontFamily'],
      ['an unbounded size', { heading: { headingFontSize: '99999px' } }, 'heading.headingFontSize'],
      ['a size with an expression', { heading: { headingFontSize: 'calc(1px + url(x))' } }, 'heading.headingFontSize'],
      ['an unknown layout', { result: { resultLayout: 'diagonal' } }, 'result.resultLayout'],
      ['a shadow preset that does not exist', { button: { buttonShadow: '0 0 9999px red' } }, 'button.buttonShadow'],
      ['a number where a toggle goes', { heading: { headingFontBold: 1 } }, 'heading.headingFontBold'],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_case, prorated, field) => {
      const before = await ctx.database.db.select().from(widgets);
      const response = await create(owner, { title: 'Hostile', widgetType: types.prorated, htmlData: { prorated } });
      expect(response.statusCode).toBe(400);
      const { fieldErrors } = response.json();
      expect(Object.keys(fieldErrors)).toEqual([`widget.htmlData.prorated.${field}`]);
      expect(String(fieldErrors[`widget.htmlData.prorated.${field}`]).length).toBeGreaterThan(0);
      expect(await ctx.database.db.select().from(widgets)).toHaveLength(before.length);
    });

    it('keeps markup in a text setting as text, to be escaped where it is rendered', async () => {
      const heading = '<img src=x onerror=alert(1)>';
      const response = await create(owner, {
        title: '<b>bold</b>',
        widgetType: types.prorated,
        htmlData: { prorated: { heading: { proratedHeading: heading } } },
      });
      expect(response.statusCode).toBe(200);
      const { widget } = widgetResponseSchema.parse(response.json());
      expect(widget.title).toBe('<b>bold</b>');
      expect(proratedOf(widget).heading.proratedHeading).toBe(heading);
    });

    it('asks for the required source of the type under its field (spec 000 §5)', async () => {
      const accessibility = await create(owner, { title: 'A11y', widgetType: types.accessibility, htmlData: {} });
      expect(accessibility.statusCode).toBe(400);
      expect(accessibility.json()).toEqual({
        fieldErrors: { 'widget.htmlData.accessibility.domainUrl': SOURCE_MESSAGES.accessibility },
      });
      // Checked before the price, so a paid type without a source says what is missing first.
      const appfolio = await create(owner, {
        title: 'Homes',
        widgetType: types.appfolio,
        htmlData: { appfolio: { appfolioUrl: '' } },
      });
      expect(appfolio.json()).toEqual({
        fieldErrors: { 'widget.htmlData.appfolio.appfolioUrl': SOURCE_MESSAGES.appfolio },
      });
    });

    it.each([
      ['an unknown type id', '00000000-0000-4000-8000-000000000000'],
      ['a malformed type id', 'not-a-type'],
    ])('refuses %s under widget.widgetType', async (_case, widgetType) => {
      const response = await create(owner, { title: 'x', widgetType, htmlData: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { 'widget.widgetType': WIDGET_API_MESSAGES.widgetTypeUnknown } });
    });

    it('needs a verified email: 403 with the code that opens the verify-email popup', async () => {
      const unverified = await account(ctx.app, ctx.database.db, 'unverified@example.com', { verified: false });
      const response = await create(unverified, { title: 'Mine', widgetType: types.prorated, htmlData: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: API_MESSAGES.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' });
      const list = await get(unverified, '/widget/');
      expect(list.json()).toEqual([]);
    });

    it('refuses a paid type with 402: its widget is created by its checkout', async () => {
      const response = await create(owner, {
        title: 'Reviews',
        widgetType: types.yelp,
        htmlData: { yelp: { businessId: 'pizza-place-sf', url: 'https://www.yelp.com/biz/pizza-place-sf' } },
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ error: API_MESSAGES.subscriptionRequired, code: 'PAYMENT_REQUIRED' });
    });

    it('answers 401 when signed out', async () => {
      const response = await create(undefined, { title: 'x', widgetType: types.prorated, htmlData: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: API_MESSAGES.unauthorized });
    });
  });

  describe('GET /widget/ and GET /widget/:id', () => {
    it("lists only the user's own widgets, newest first", async () => {
      const lister = await account(ctx.app, ctx.database.db, 'lister@example.com');
      const first = await createProrated(lister, 'First');
      const second = await createProrated(lister, 'Second');
      await createProrated(stranger, 'Not yours');
      const response = await get(lister, '/widget/');
      expect(response.statusCode).toBe(200);
      const list = widgetListResponseSchema.parse(response.json());
      expect(list.map((widget) => widget.id)).toEqual([second.id, first.id]);
      expect(list[0]?.htmlData).toEqual(savedDefaultHtmlData('prorated'));
    });

    it('loads an own widget; an admin may load anyone’s', async () => {
      const widget = await createProrated(owner);
      for (const who of [owner, admin]) {
        const response = await get(who, `/widget/${widget.id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ widget });
      }
    });

    it("answers 404 for another user's widget, an unknown id and a malformed id", async () => {
      const widget = await createProrated(owner);
      for (const url of [`/widget/${widget.id}`, '/widget/00000000-0000-4000-8000-000000000000', '/widget/nope']) {
        const response = await get(stranger, url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it("answers settings that no longer fit the type's contract as defaults, with 'Data Error!'", async () => {
      const row = await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.prorated,
        htmlData: { prorated: { heading: { headingColor: 'expression(alert(1))' } } },
      });
      const response = await get(owner, `/widget/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().error).toBe(WIDGET_MESSAGES.dataError);
      expect(response.json().widget.htmlData).toEqual(savedDefaultHtmlData('prorated'));
    });
  });

  describe('PUT /widget/:id', () => {
    it('updates title and settings, keeping the owner', async () => {
      const widget = await createProrated(owner);
      const response = await send('PUT', `/widget/${widget.id}`, owner, {
        title: 'Renamed',
        widgetType: types.prorated,
        htmlData: { prorated: { result: { resultLayout: 'horizontal' } } },
      });
      expect(response.statusCode).toBe(200);
      const updated = widgetResponseSchema.parse(response.json()).widget;
      expect(updated.title).toBe('Renamed');
      expect(proratedOf(updated).result.resultLayout).toBe('horizontal');
      expect(proratedOf(updated).heading.proratedHeading).toBe('Prorated Rent Calculator');
      expect((await storedRow(widget.id))?.title).toBe('Renamed');
    });

    it("answers 404 for another user's widget and leaves it alone; an admin may update it", async () => {
      const widget = await createProrated(owner, 'Original');
      const body = { title: 'Hijacked', widgetType: types.prorated, htmlData: {} };
      const refused = await send('PUT', `/widget/${widget.id}`, stranger, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
      expect((await storedRow(widget.id))?.title).toBe('Original');

      const byAdmin = await send('PUT', `/widget/${widget.id}`, admin, { ...body, title: 'Fixed by support' });
      expect(byAdmin.statusCode).toBe(200);
      expect((await storedRow(widget.id))?.userId).toBe(owner.id);
    });

    it('refuses an owner who sends the Edit Subscription fields (status, renewal date) with 403', async () => {
      const widget = await createProrated(owner, 'Mine');
      const response = await send('PUT', `/widget/${widget.id}`, owner, {
        title: 'Mine, active forever',
        widgetType: types.prorated,
        htmlData: {},
        subStatus: 'active',
        expires: '2999-01-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(403);
      const row = await storedRow(widget.id);
      expect(row?.title).toBe('Mine');
      expect(row?.subStatus).toBeNull();
    });

    it('refuses a change of type', async () => {
      const widget = await createProrated(owner);
      const response = await send('PUT', `/widget/${widget.id}`, owner, {
        title: 'x',
        widgetType: types.affordability,
        htmlData: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { 'widget.widgetType': WIDGET_API_MESSAGES.widgetTypeFixed } });
    });

    it('validates like create: invalid settings, then a verified email', async () => {
      const user = await account(ctx.app, ctx.database.db, 'lapsed@example.com');
      const widget = await createProrated(user);
      const put = (htmlData: unknown) =>
        send('PUT', `/widget/${widget.id}`, user, { title: 'x', widgetType: types.prorated, htmlData });
      const invalid = await put({ prorated: { general: { containerBg: 'url(javascript:alert(1))' } } });
      expect(invalid.json()).toEqual({
        fieldErrors: { 'widget.htmlData.prorated.general.containerBg': HEX_COLOR_MESSAGE },
      });
      // The address changed since the widget was created and is not verified again yet.
      await changeUserRow(ctx.app, ctx.database.db, user.id, { emailVerified: false });
      const unverified = await put({});
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('saves a paid widget only while its subscription is active with a future renewal date', async () => {
      const paid = await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.yelp,
        htmlData: { yelp: { businessId: 'cafe', url: 'https://www.yelp.com/biz/cafe' } },
        subStatus: 'past_due',
        expires: new Date(Date.now() + 86_400_000),
      });
      const put = () =>
        send('PUT', `/widget/${paid.id}`, owner, { title: 'Cafe', widgetType: types.yelp, htmlData: paid.htmlData });
      const refused = await put();
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: API_MESSAGES.subscriptionRequired, code: 'PAYMENT_REQUIRED' });
      await ctx.database.db.update(widgets).set({ subStatus: 'active' }).where(eq(widgets.id, paid.id));
      expect((await put()).statusCode).toBe(200);
    });
  });

  describe('DELETE /widget/:id', () => {
    it("answers 404 for another user's widget and keeps it; the owner deletes it", async () => {
      const widget = await createProrated(owner);
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/widget/${widget.id}`,
        headers: stranger.headers,
      });
      expect(refused.statusCode).toBe(404);
      expect(await storedRow(widget.id)).toBeDefined();

      const response = await ctx.app.inject({ method: 'DELETE', url: `/widget/${widget.id}`, headers: owner.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await storedRow(widget.id)).toBeUndefined();
      expect((await get(owner, `/widget/${widget.id}`)).statusCode).toBe(404);
    });

    it("lets an admin delete a customer's widget", async () => {
      const widget = await createProrated(owner);
      const response = await ctx.app.inject({ method: 'DELETE', url: `/widget/${widget.id}`, headers: admin.headers });
      expect(response.json()).toEqual({ success: true });
      expect(await storedRow(widget.id)).toBeUndefined();
    });
  });
});
