import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WIDGET_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor, savedProrated } from './editor.fixtures';

// Issue 14 "Losing work": leaving with unsaved changes asks first; the first save's move to
// ?widgetId= keeps the open tab and sections.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const prompt = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/** Whether the browser would ask before a reload or closing the tab now. */
function reloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function savesAs(id: string) {
  server.use(
    http.post(`${API_URL}/widget/`, () => HttpResponse.json({ widget: savedProrated({ id, title: 'Lobby' }) })),
  );
}

describe('leaving the editor', () => {
  it('asks before an in-app navigation loses unsaved changes: Stay keeps them, Leave goes', async () => {
    server.use(http.get(`${API_URL}/widget/`, () => HttpResponse.json([])));
    const { widgetName, router } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Unsaved');
    // A header link (the nav bar's Dashboard link) is an in-app navigation.
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByRole('textbox', { name: 'Widget Name' })).toHaveProperty('value', 'Unsaved');

    // Any other way out of the editor too (Back is in the browser test).
    void router.navigate('/home');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/editor'));
  });

  it('asks before a reload or closing the tab only while there are unsaved changes', async () => {
    const { widgetName } = await openEditor(server, 'widgetType=wt-prorated');
    expect(reloadAsks()).toBe(false);
    type(widgetName, 'Unsaved');
    expect(reloadAsks()).toBe(true);
  });

  it('does not ask when nothing changed, nor after a save', async () => {
    savesAs('w-new');
    const { router } = await openEditor(server, 'widgetType=wt-prorated');
    await router.navigate('/catalog');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(prompt()).toBeNull();
    await router.navigate('/editor?widgetType=wt-prorated');

    type(await screen.findByRole('textbox', { name: 'Widget Name' }), 'Lobby');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('editor-banner')).textContent).toBe(WIDGET_MESSAGES.added);
    // The save's own move to ?widgetId= asked nothing either.
    await waitFor(() => expect(router.state.location.search).toBe('?widgetId=w-new'));
    expect(prompt()).toBeNull();
    expect(reloadAsks()).toBe(false);
    await router.navigate('/catalog');
    expect(prompt()).toBeNull();
    expect(router.state.location.pathname).toBe('/catalog');
  });
});

describe('the first save', () => {
  it('keeps the open tab and the open sections through the move to ?widgetId=', async () => {
    savesAs('w-new');
    const { widgetName, router } = await openEditor(server, 'widgetType=wt-prorated');
    type(widgetName, 'Lobby');
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Heading' }));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?widgetId=w-new'));
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Layout' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-expanded')).toBe('true');
  });
});
