import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { yelpType } from '../../../test/fixtures';
import type { Session } from '../session/session.query';
import { preloadNewWidgetEditor, widgetEditorQuery } from './widget-editor-query';

const session: Session = { user: null, isUserLoggedIn: false, widgetTypes: [yelpType] };

/** The editor queries in the cache: those the preload started. */
function editorQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({ queryKey: ['widget-editor'] });
}

describe('preloading the editor of a new widget', () => {
  it('loads the type the address names once the login check lists it, into the query the editor reads', async () => {
    const queryClient = new QueryClient();
    preloadNewWidgetEditor(queryClient, Promise.resolve(session), {
      pathname: '/editor',
      search: `?widgetType=${yelpType.id}`,
    });

    // The type's own editor (its panel and runtime), under the key useWidgetEditor reads.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(widgetEditorQuery('yelp').queryKey)).toMatchObject({
        panel: { tabs: expect.any(Object) },
      }),
    );
    expect(editorQueries(queryClient)).toHaveLength(1);
  });

  it.each([
    ['another page', { pathname: '/catalog', search: `?widgetType=${yelpType.id}` }],
    ['a saved widget', { pathname: '/editor', search: `?widgetId=w1&widgetType=${yelpType.id}` }],
    ['a type the check does not list', { pathname: '/editor', search: '?widgetType=wt-unknown' }],
  ])('loads nothing for %s', async (_case, address) => {
    const queryClient = new QueryClient();
    const answer = Promise.resolve(session);
    preloadNewWidgetEditor(queryClient, answer, address);
    await answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(editorQueries(queryClient)).toHaveLength(0);
  });

  it('loads nothing when the login check failed, and leaves no unhandled rejection', async () => {
    const queryClient = new QueryClient();
    const answer = Promise.reject(new Error('offline'));
    preloadNewWidgetEditor(queryClient, answer, { pathname: '/editor', search: `?widgetType=${yelpType.id}` });
    await answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(editorQueries(queryClient)).toHaveLength(0);
  });
});
