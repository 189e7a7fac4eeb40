import { describe, expect, it } from 'vitest';
import { defaultHtmlData, parseHtmlData } from '../html-data/index';
import { toFieldErrors } from './errors.api';
import {
  previewBodySchema,
  previewResponseSchema,
  SITES_PAGE_MAX,
  SITES_PAGE_SIZE,
  widgetBodySchema,
  widgetSitesQuerySchema,
  widgetStatusResponseSchema,
} from './widget.api';

describe('POST /widget/ and PUT /widget/{id} body', () => {
  it('keeps title, type id and htmlData and drops what the server owns', () => {
    const parsed = widgetBodySchema.parse({
      widget: {
        title: ' My calculator ',
        widgetType: 'type-1',
        htmlData: { prorated: { heading: { headingColor: '#112233' } } },
        subStatus: 'active',
        expires: '2999-01-01',
        userId: 'someone-else',
        hostedUrl: 'https://evil.example.com',
      },
      admin: true,
    });
    expect(Object.keys(parsed)).toEqual(['widget']);
    expect(Object.keys(parsed.widget).sort()).toEqual(['htmlData', 'title', 'widgetType']);
    expect(parsed.widget.title).toBe('My calculator');
    // htmlData is checked against the type's own contract once the type is known (parseHtmlData).
    expect(parsed.widget.htmlData).toEqual({ prorated: { heading: { headingColor: '#112233' } } });
  });

  it.each(['', '   ', undefined])('requires a title (%j)', (title) => {
    const result = widgetBodySchema.safeParse({ widget: { title, widgetType: 't', htmlData: {} } });
    expect(result.error && toFieldErrors(result.error)).toEqual({
      'widget.title': 'Please enter a title for this widget.',
    });
  });

  it("leaves a bad setting to the type's contract, which reports it by its path", () => {
    const htmlData = { yelp: { header: { headerBg: 'red;}</style>' } } };
    expect(widgetBodySchema.safeParse({ widget: { title: 'x', widgetType: 't', htmlData } }).success).toBe(true);
    const result = parseHtmlData('yelp', htmlData);
    expect(Object.keys(result.error ? toFieldErrors(result.error) : {})).toEqual(['yelp.header.headerBg']);
  });
});

describe('POST /widget/preview/', () => {
  it('fills defaults for the flags and htmlData', () => {
    const parsed = previewBodySchema.parse({ widget: { widgetType: { name: 'trustpilot' }, isUrlChanged: true } });
    expect(parsed.widget).toEqual({
      title: '',
      widgetType: { name: 'trustpilot' },
      htmlData: {},
      isUrlChanged: true,
      isReviewCountChanged: false,
      isReloadRequired: false,
    });
  });

  it("without a widget type answers the spec's message", () => {
    const result = previewBodySchema.safeParse({ widget: { title: 'x' } });
    expect(result.error?.issues[0]?.message).toBe('Validation Error. Please fill all required fields.');
  });

  it.each([{}, { name: '' }, { name: 'iframe' }, { name: 'red;}</style><script>' }])(
    'with widget type %j answers the same message',
    (widgetType) => {
      const result = previewBodySchema.safeParse({ widget: { widgetType } });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Validation Error. Please fill all required fields.',
      ]);
    },
  );

  it('answers with data.serveData and maybe an error', () => {
    expect(previewResponseSchema.parse({ data: { serveData: '<div></div>' } })).toEqual({
      data: { serveData: '<div></div>' },
    });
    expect(previewResponseSchema.safeParse({ serveData: '<div></div>' }).success).toBe(false);
  });

  it('takes a full default htmlData for the type', () => {
    const parsed = previewBodySchema.parse({
      widget: { widgetType: { name: 'monthlypayment' }, htmlData: defaultHtmlData('monthlypayment') },
    });
    expect(parsed.widget.htmlData).toEqual(defaultHtmlData('monthlypayment'));
  });
});

describe('GET /widget/status/{id}', () => {
  it('allows a widget that was never paid for', () => {
    expect(widgetStatusResponseSchema.parse({ subStatus: null, expires: null, hostedUrl: null })).toEqual({
      subStatus: null,
      expires: null,
      hostedUrl: null,
    });
    expect(
      widgetStatusResponseSchema.safeParse({ subStatus: 'trialing', expires: null, hostedUrl: null }).success,
    ).toBe(false);
  });
});

describe('GET /widget/{id}/sites query', () => {
  it('reads page and limit from the query string, with the first page of the default size by default', () => {
    expect(widgetSitesQuerySchema.parse({})).toEqual({ page: 1, limit: SITES_PAGE_SIZE });
    expect(widgetSitesQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'x' },
    { limit: '0' },
    { limit: String(SITES_PAGE_MAX + 1) },
  ])('refuses %j', (query) => {
    expect(widgetSitesQuerySchema.safeParse(query).success).toBe(false);
  });
});
