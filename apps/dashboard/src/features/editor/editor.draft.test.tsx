import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WIDGET_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_URL, customer, profileHandler } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { EDITOR_DRAFT_KEY, keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { submitWith } from '../../lib/forms.test-helpers';
import { DRAFT_WAITING_NOTICE } from '../auth';
import { editorLoginHandler, openEditor, proratedType, savedProrated } from './editor.fixtures';
import { DRAFT_KEPT_MESSAGE } from './use-arriving-draft';

// Issue 14 "Losing work": a visitor's Save, sign-up / sign-in / email verification, and the
// full-page Preview all leave the editor; each comes back to it with the draft.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const session = { token: 'fresh-token', id: customer.id, user: customer };
const widgetName = () => screen.findByRole('textbox', { name: 'Widget Name' });

/** The editor of a new prorated widget for a visitor whose sign-in will make them the customer. */
async function openAsVisitor() {
  // No token is stored: `GET /` answers as for a visitor until a sign-in stores the customer's.
  server.use(editorLoginHandler('customer'), profileHandler('customer'));
  const view = renderApp('/editor?widgetType=wt-prorated');
  type(await widgetName(), 'Lobby calculator');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, popup: within(await screen.findByRole('dialog', { name: 'Sign in to save' })) };
}

async function expectDraftBack(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
  expect(router.state.location.search).toBe('?widgetType=wt-prorated');
  expect(await widgetName()).toHaveProperty('value', 'Lobby calculator');
  expect((await screen.findByTestId('editor-banner')).textContent).toBe(DRAFT_KEPT_MESSAGE);
  // Restored once: a reload starts from the type's defaults again.
  expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
}

describe('a visitor saving', () => {
  it('creates an account from the popup and comes back to the editor with the draft', async () => {
    server.use(http.post(`${API_URL}/user`, () => HttpResponse.json(session)));
    const { popup, router } = await openAsVisitor();
    fireEvent.click(popup.getByRole('link', { name: 'Create account' }));

    // Leaving through the popup keeps the draft, so nothing asks about unsaved changes.
    expect(await screen.findByText(DRAFT_WAITING_NOTICE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Create Account' }));
    submitWith(
      {
        name: form.getByLabelText('Display Name'),
        email: form.getByLabelText('Email'),
        password: form.getByLabelText('Password'),
        submit: form.getByRole('button', { name: 'Sign Up' }),
      },
      { name: 'Casey Customer', email: 'casey@example.com', password: 'Str0ng!pass' },
    );
    await expectDraftBack(router);
  });

  it('signs in from the popup and comes back to the editor with the draft', async () => {
    server.use(http.post(`${API_URL}/user/login`, () => HttpResponse.json(session)));
    const { popup, router } = await openAsVisitor();
    fireEvent.click(popup.getByRole('link', { name: 'Sign in' }));

    const form = within(await screen.findByRole('form', { name: 'Sign In' }));
    expect(screen.getByText(DRAFT_WAITING_NOTICE)).toBeTruthy();
    submitWith(
      {
        email: form.getByLabelText('Email'),
        password: form.getByLabelText('Password'),
        submit: form.getByRole('button', { name: 'Sign In' }),
      },
      { email: 'casey@example.com', password: 'Str0ng!pass' },
    );
    await expectDraftBack(router);
  });

  it('keeps the Dashboard as the landing page for a sign-in that did not come from the editor', async () => {
    server.use(
      editorLoginHandler('customer'),
      http.post(`${API_URL}/user/login`, () => HttpResponse.json(session)),
      http.get(`${API_URL}/widget/`, () => HttpResponse.json([])),
    );
    const { router } = renderApp('/?mode=signin');
    const form = within(await screen.findByRole('form', { name: 'Sign In' }));
    expect(screen.queryByText(DRAFT_WAITING_NOTICE)).toBeNull();
    submitWith(
      {
        email: form.getByLabelText('Email'),
        password: form.getByLabelText('Password'),
        submit: form.getByRole('button', { name: 'Sign In' }),
      },
      { email: 'casey@example.com', password: 'Str0ng!pass' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('email verification', () => {
  it('keeps the draft while the email is verified, and brings it back when the widget is opened again', async () => {
    const first = await openEditor(server, 'widgetType=wt-prorated', { emailVerified: false });
    type(first.widgetName, 'Lobby calculator');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toContain('Lobby calculator');
    first.unmount();

    // Verified (in this tab or another), the widget is opened again.
    renderApp('/editor?widgetType=wt-prorated');
    expect(await widgetName()).toHaveProperty('value', 'Lobby calculator');
    expect((await screen.findByTestId('editor-banner')).textContent).toBe(DRAFT_KEPT_MESSAGE);
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toBeNull();
  });

  it('forgets a draft older than a day, and leaves a draft of another widget alone', async () => {
    const widget = { title: 'Old', widgetType: { ...proratedType, displayName: 'Prorated' }, htmlData: {} };
    keepEditorDraft(widget, 'verifyEmail', Date.now() - 25 * 60 * 60 * 1000);
    const old = await openEditor(server, 'widgetType=wt-prorated');
    expect(old.widgetName).toHaveProperty('value', '');
    old.unmount();

    keepEditorDraft({ ...widget, id: 'w-other' }, 'verifyEmail');
    server.use(http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget: savedProrated() })));
    renderApp('/editor?widgetId=w-1');
    expect(await widgetName()).toHaveProperty('value', 'Move-in calculator');
    expect(localStorage.getItem(EDITOR_DRAFT_KEY)).toContain('w-other');
  });
});

describe('full-page Preview', () => {
  it('opens /preview with the unsaved widget and comes back to the editor with the draft', async () => {
    const { widgetName: name, router } = await openEditor(server, 'widgetType=wt-prorated');
    type(name, 'Lobby calculator');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/preview'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    const param = JSON.parse(new URLSearchParams(router.state.location.search).get('widget') ?? '{}');
    expect(param).toMatchObject({ title: 'Lobby calculator', widgetType: { id: 'wt-prorated', name: 'prorated' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Lobby calculator' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Back to the editor' }));
    expect(await widgetName()).toHaveProperty('value', 'Lobby calculator');
    expect(router.state.location.search).toBe('?widgetType=wt-prorated');
    // Still unsaved: leaving asks.
    void router.navigate('/home');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(screen.queryByText(WIDGET_MESSAGES.added)).toBeNull();
  });
});
