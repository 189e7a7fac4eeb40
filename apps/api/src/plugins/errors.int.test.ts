import { API_MESSAGES, FORM_ERROR_KEY } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, forbidden } from '../lib/http-errors';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestContext } from '../test-support/test-app';

const SECRET_DETAIL = 'connection to 10.0.0.5 refused in /srv/internal/db.ts';

describe.each(databaseTargets())('error handling on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
    // Routes that exist only in this test, one per kind of failure.
    ctx.app.post(
      '/test/widget',
      {
        schema: {
          body: z.object({
            widget: z.object({
              title: z.string().min(1, 'Please enter a title for this widget.'),
              htmlData: z.object({ color: z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a hex colour.') }),
            }),
          }),
        },
      },
      async (request) => ({ title: request.body.widget.title }),
    );
    ctx.app.get(
      '/test/query',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1, 'Pages start at 1.') }) } },
      async (request) => ({ page: request.query.page }),
    );
    ctx.app.get('/test/crash', async () => {
      throw new Error(SECRET_DETAIL);
    });
    ctx.app.get('/test/forbidden', async () => {
      throw forbidden('This widget belongs to someone else.', 'NOT_OWNER');
    });
    ctx.app.get('/test/field-error', async () => {
      throw fieldErrors({ email: 'This email is already registered.' });
    });
    ctx.app.get('/test/bad-response', { schema: { response: { 200: z.object({ count: z.number() }) } } }, async () =>
      JSON.parse('{"count":"many"}'),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers a body validation failure with 400 fieldErrors keyed by the dotted path inside the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/widget',
      payload: { widget: { title: '', htmlData: { color: 'red' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fieldErrors: {
        'widget.title': 'Please enter a title for this widget.',
        'widget.htmlData.color': 'Use a hex colour.',
      },
    });
  });

  it('accepts the same route with a valid body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/widget',
      payload: { widget: { title: 'Mine', htmlData: { color: '#ff0000' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Mine' });
  });

  it('keys a failure of the body as a whole by FORM_ERROR_KEY', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/test/widget' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([FORM_ERROR_KEY]);
  });

  it('reports query string failures the same way', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/query?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { page: 'Pages start at 1.' } });
  });

  it('answers an unexpected error with 500 and a generic message, no stack or detail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: API_MESSAGES.serverError });
    expect(response.body).not.toContain('10.0.0.5');
    expect(response.body).not.toContain('.ts');
  });

  it('answers a response that breaks its own schema with the same generic 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: API_MESSAGES.serverError });
  });

  it('answers an HttpError with its status, message and code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This widget belongs to someone else.', code: 'NOT_OWNER' });
  });

  it('answers a service-level field error as 400 fieldErrors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/field-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { email: 'This email is already registered.' } });
  });

  it('answers an unknown route with 404 Not found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: API_MESSAGES.notFound });
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/widget',
      headers: { 'content-type': 'application/json' },
      payload: '{"widget": {"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers a body over the 1 MiB limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/widget',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ widget: { title: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.' });
  });
});
