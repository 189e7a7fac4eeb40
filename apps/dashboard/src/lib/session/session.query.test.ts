import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { admin, customer, yelpType } from '../../../test/fixtures';
import {
  getSession,
  SESSION_QUERY_KEY,
  type Session,
  setSessionSignedOut,
  setSessionUser,
  toSession,
} from './session.query';
import { useSignOutStore } from './sign-out.store';

function withSession(session: Session): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  return queryClient;
}

describe('the session (login check query)', () => {
  it('starts as checking, signed out, with no widget types', () => {
    expect(getSession(new QueryClient())).toMatchObject({
      status: 'checking',
      user: null,
      isUserLoggedIn: false,
      widgetTypes: [],
    });
  });

  it('applies a login check and marks the session ready', () => {
    const queryClient = withSession(toSession({ user: admin, widgetTypes: [yelpType], isUserLoggedIn: true }));
    expect(getSession(queryClient)).toMatchObject({
      status: 'ready',
      user: admin,
      isUserLoggedIn: true,
      isAdmin: true,
      widgetTypes: [yelpType],
    });
  });

  it('does not count a logged-in answer without a user as signed in', () => {
    expect(toSession({ user: null, widgetTypes: [], isUserLoggedIn: true }).isUserLoggedIn).toBe(false);
    expect(toSession({ user: customer, widgetTypes: [], isUserLoggedIn: false }).user).toBeNull();
  });

  it('holds the guards during a deliberate sign out until it has reached its page', () => {
    const queryClient = withSession(toSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true }));
    useSignOutStore.getState().beginSignOut();
    expect(getSession(queryClient)).toMatchObject({ status: 'signing-out', isUserLoggedIn: false, user: null });
    useSignOutStore.getState().endSignOut();
    expect(getSession(queryClient).status).toBe('ready');
  });

  it('signs out but keeps the public widget types', () => {
    const queryClient = withSession(toSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true }));
    expect(getSession(queryClient).isAdmin).toBe(false);
    setSessionSignedOut(queryClient);
    expect(getSession(queryClient)).toMatchObject({ user: null, isUserLoggedIn: false, widgetTypes: [yelpType] });
  });

  it('reads a failed check as signed out, keeping the widget types already known', async () => {
    const queryClient = withSession(toSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true }));
    await queryClient
      .fetchQuery({
        queryKey: SESSION_QUERY_KEY,
        queryFn: () => Promise.reject(new Error('Server down')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(getSession(queryClient)).toMatchObject({
      status: 'ready',
      user: null,
      isUserLoggedIn: false,
      widgetTypes: [yelpType],
      error: new Error('Server down'),
    });
  });

  it('makes a changed user current and keeps the widget types', () => {
    const queryClient = withSession(toSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true }));
    setSessionUser(queryClient, { ...customer, displayName: 'Casey Renamed' });
    expect(getSession(queryClient)).toMatchObject({
      user: { displayName: 'Casey Renamed' },
      isUserLoggedIn: true,
      widgetTypes: [yelpType],
    });
  });
});
