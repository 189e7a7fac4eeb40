import { HEX_COLOR_MESSAGE, previewResponseSchema, WIDGET_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';

describe.each(databaseTargets())('POST /widget/preview/ on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preview = (widget: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/widget/preview/', headers, payload: { widget } });

  it('renders the prorated calculator with the settings given and defaults for the rest, signed out', async () => {
    const response = await preview({
      title: 'My calculator',
      widgetType: { name: 'prorated', scripts: { main: 'prorated.js', lib: '' } },
      htmlData: { prorated: { heading: { proratedHeading: 'Rent for May', headingColor: '#123456' } } },
      isUrlChanged: false,
    });
    expect(response.statusCode).toBe(200);
    const { data, error } = previewResponseSchema.parse(response.json());
    expect(error).toBeUndefined();
    expect(data.serveData).toContain('Rent for May');
    expect(data.serveData).toContain('--wg-h-color:#123456');
    // A left-out setting takes its default: the field font is Cabin.
    expect(data.serveData).toContain('family=Cabin');
    expect(data.serveData.startsWith('<link rel="stylesheet"')).toBe(true);
  });

  it('renders for a signed-in user the same way', async () => {
    const session = await signUp(ctx.app, 'editor@example.com');
    const response = await preview({ widgetType: { name: 'prorated' } }, bearer(session.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.serveData).toContain('Prorated Rent Calculator');
  });

  it.each([
    ['accessibility', 'Accessibility Menu'],
    ['affordability', 'Affordability Calculator'],
    ['monthlypayment', 'Mortgage Calculator'],
  ])('renders the %s calculator with its default heading', async (name, heading) => {
    const response = await preview({ widgetType: { name } });
    expect(response.statusCode).toBe(200);
    const { data, error } = previewResponseSchema.parse(response.json());
    expect(error).toBeUndefined();
    expect(data.serveData).toContain(heading);
  });

  it('answers the same path written without its trailing slash', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/preview',
      payload: { widget: { widgetType: { name: 'prorated' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.serveData).toContain('Prorated Rent Calculator');
  });

  it('escapes markup in a text setting', async () => {
    const response = await preview({
      widgetType: { name: 'prorated' },
      htmlData: { prorated: { heading: { proratedHeading: '<img src=x onerror=alert(1)><script>x</script>' } } },
    });
    const markup: string = response.json().data.serveData;
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;');
    expect(markup).not.toContain('<img');
    expect(markup).not.toContain('<script');
  });

  it('refuses a hostile setting with 400 naming the field', async () => {
    const response = await preview({
      widgetType: { name: 'prorated' },
      htmlData: { prorated: { heading: { headingColor: '#fff;background:url(https://evil.example)' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fieldErrors: { 'widget.htmlData.prorated.heading.headingColor': HEX_COLOR_MESSAGE },
    });
  });

  it.each([
    ['no widget type', { title: 'x' }, 'widget.widgetType'],
    ['an unknown widget type', { widgetType: { name: 'evil' } }, 'widget.widgetType.name'],
  ])("answers %s with the spec's validation message", async (_case, widget, field) => {
    const response = await preview(widget);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { [field]: WIDGET_MESSAGES.previewValidation } });
  });
});
