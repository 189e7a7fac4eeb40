import { defaultHtmlData, SOURCE_MESSAGES, WIDGET_MESSAGES } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { runSaveSequence, subscriptionNotice, validateWidget } from './save-sequence';
import { placeFieldErrors } from './use-save-widget';

const now = new Date('2026-03-01T00:00:00.000Z');
const none = { subStatus: null, expires: null, hostedUrl: null };
const future = '2026-04-01T00:00:00.000Z';
const past = '2026-02-01T00:00:00.000Z';
const hostedUrl = 'https://pay.example.com/s/1';

describe('the subscription table of spec 000 §4', () => {
  it('saves a free widget whatever its status', () => {
    expect(subscriptionNotice(0, none, now)).toBeNull();
    expect(subscriptionNotice(0, { subStatus: 'canceled', expires: past, hostedUrl }, now)).toBeNull();
  });

  it('asks a paid widget without a (known) subscription to purchase', () => {
    expect(subscriptionNotice(5, none, now)).toEqual({ kind: 'purchase', price: 5 });
    expect(subscriptionNotice(5, { subStatus: 'canceled', expires: future, hostedUrl }, now)).toEqual({
      kind: 'purchase',
      price: 5,
    });
  });

  it('asks an active subscription without a future renewal date to purchase', () => {
    expect(subscriptionNotice(5, { subStatus: 'active', expires: null, hostedUrl }, now)?.kind).toBe('purchase');
    expect(subscriptionNotice(5, { subStatus: 'active', expires: past, hostedUrl }, now)?.kind).toBe('purchase');
  });

  it('sends incomplete to the hosted page, past_due to renew, and saves active with a future expiry', () => {
    expect(subscriptionNotice(5, { subStatus: 'incomplete', expires: null, hostedUrl }, now)).toEqual({
      kind: 'incomplete',
      hostedUrl,
    });
    expect(subscriptionNotice(5, { subStatus: 'past_due', expires: future, hostedUrl }, now)).toEqual({
      kind: 'pastDue',
      hostedUrl,
    });
    expect(subscriptionNotice(5, { subStatus: 'active', expires: future, hostedUrl }, now)).toBeNull();
  });
});

describe('save validation (spec 000 §5)', () => {
  const widget = (overrides: Partial<EditorWidget>): EditorWidget => ({
    title: 'Named',
    widgetType: { id: 'wt', name: 'prorated', displayName: 'Prorated', price: 0, stripePriceId: '' },
    htmlData: defaultHtmlData('prorated'),
    ...overrides,
  });

  it('needs a title', () => {
    expect(validateWidget(widget({ title: '   ' }))).toEqual({
      kind: 'invalid',
      message: WIDGET_MESSAGES.titleRequired,
      titleError: WIDGET_MESSAGES.titleRequired,
      fieldErrors: {},
    });
    expect(validateWidget(widget({}))).toBeNull();
  });

  it("needs the type's source", () => {
    const accessibility = widget({
      widgetType: { id: 'wt-a', name: 'accessibility', displayName: 'Accessibility', price: 0, stripePriceId: '' },
      htmlData: defaultHtmlData('accessibility'),
    });
    expect(validateWidget(accessibility)).toEqual({
      kind: 'invalid',
      message: SOURCE_MESSAGES.accessibility,
      titleError: null,
      // Shown under the Website address control as well as in the banner.
      fieldErrors: { domainUrl: SOURCE_MESSAGES.accessibility },
    });
  });
});

describe('settings the contract refuses, at Save (issue 29 #12)', () => {
  const KEY_MESSAGE = 'A maps API key has only letters, digits, - and _ (at most 100).';
  const htmlData = defaultHtmlData('appfolio');
  const appfolio: EditorWidget = {
    title: 'Listings',
    widgetType: { id: 'wt-af', name: 'appfolio', displayName: 'AppFolio', price: 19.99, stripePriceId: 'price_af' },
    htmlData: {
      appfolio: {
        ...htmlData.appfolio,
        appfolioUrl: 'https://maple-court.appfolio.com/listings',
        clientGmapApi: '<script>alert(1)</script>',
      },
    },
  };

  it('is a field error under its control, with the message in the banner', () => {
    expect(validateWidget(appfolio)).toEqual({
      kind: 'invalid',
      message: KEY_MESSAGE,
      titleError: null,
      fieldErrors: { clientGmapApi: KEY_MESSAGE },
    });
  });

  it('stops a paid widget before the purchase popup, and reports every refused field at once', async () => {
    const outcome = await runSaveSequence(
      { ...appfolio, title: '' },
      {
        api: {
          baseUrl: 'http://api.test',
          get: async (_path, schema) =>
            schema.parse({
              user: { id: 'u1', displayName: 'Owner', email: 'owner@example.com', emailVerified: true },
            }),
          post: async () => {
            throw new Error('nothing is posted');
          },
          put: async () => {
            throw new Error('nothing is put');
          },
          delete: async () => {
            throw new Error('nothing is deleted');
          },
        },
        isLoggedIn: true,
        onProfile: () => {},
      },
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      message: WIDGET_MESSAGES.titleRequired,
      titleError: WIDGET_MESSAGES.titleRequired,
      fieldErrors: { clientGmapApi: KEY_MESSAGE },
    });
  });
});

describe('placing 400 fieldErrors', () => {
  it('maps the title and settings paths of the type, and keeps the rest apart', () => {
    expect(
      placeFieldErrors(
        {
          'widget.title': 'Too long',
          'widget.htmlData.prorated.heading.headingColor': 'Bad colour',
          'widget.htmlData.yelp.url': 'Not this type',
          'widget.widgetType': 'Unknown type',
        },
        'prorated',
      ),
    ).toEqual({
      title: 'Too long',
      fields: { 'heading.headingColor': 'Bad colour' },
      other: ['Not this type', 'Unknown type'],
    });
  });
});
