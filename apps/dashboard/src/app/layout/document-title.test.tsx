import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  loginCheckHandler,
  noSubscriptionsHandler,
  paymentMethodsHandler,
  profileHandler,
  storeTokenFor,
} from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { useEditorStore } from '../../features/editor/editor.store';
import { documentTitle } from '../../lib/use-document-title';

const server = useMockApi();

describe('document titles', () => {
  it('names the app after the page', () => {
    expect(documentTitle('Dashboard')).toBe('Dashboard – Widgetry');
    expect(documentTitle('  ')).toBe('Widgetry');
    expect(documentTitle(null)).toBe('Widgetry');
  });

  it.each([
    { path: '/home', title: 'Dashboard – Widgetry' },
    { path: '/catalog', title: 'Widget Library – Widgetry' },
    { path: '/account', title: 'Profile – Widgetry' },
    { path: '/subscription', title: 'Subscriptions – Widgetry' },
    { path: '/no-such-page', title: 'Page not found – Widgetry' },
  ])('gives $path its own title', async ({ path, title }) => {
    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/widget/`, () => HttpResponse.json([])),
      profileHandler('customer'),
      paymentMethodsHandler(),
      noSubscriptionsHandler(),
    );
    storeTokenFor('customer');
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the sign-up and sign-in screens', async () => {
    server.use(loginCheckHandler('visitor'));
    const { router } = renderApp('/register');
    await waitFor(() => expect(document.title).toBe('Create Account – Widgetry'));
    await act(() => router.navigate('/?mode=signin'));
    await waitFor(() => expect(document.title).toBe('Sign In – Widgetry'));
  });

  it('names the editor after the widget being edited', async () => {
    server.use(loginCheckHandler('visitor'));
    const { router } = renderApp('/catalog');
    await waitFor(() => expect(document.title).toBe('Widget Library – Widgetry'));
    // The editor page itself is another feature's; its title comes from the route's handle,
    // which reads the widget the editor holds.
    act(() => useEditorStore.setState({ widget: null }));
    await act(() => router.navigate('/editor?widgetType=wt-unknown'));
    await waitFor(() => expect(document.title).toBe('Widget Editor – Widgetry'));
    act(() =>
      useEditorStore.setState({
        widget: {
          title: 'Spring rent',
          widgetType: { id: 'wt-p', name: 'prorated', displayName: 'Prorated', price: 0, stripePriceId: '' },
          htmlData: {},
        },
      }),
    );
    await waitFor(() => expect(document.title).toBe('Edit Spring rent – Widgetry'));
  });
});
