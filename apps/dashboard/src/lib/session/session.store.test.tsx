import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, customer, yelpType } from '../../../test/fixtures';
import { useOverlay } from '../../ui/overlay/use-overlay';
import { selectIsAdmin, selectIsOverlayOn, useSessionStore } from './session.store';

describe('session store', () => {
  it('starts as checking, signed out, with no widget types', () => {
    expect(useSessionStore.getState()).toMatchObject({
      status: 'checking',
      currentUser: null,
      isUserLoggedIn: false,
      widgetTypes: [],
    });
  });

  it('keeps the overlay on while any popup is open', () => {
    const { openOverlay, closeOverlay } = useSessionStore.getState();
    expect(selectIsOverlayOn(useSessionStore.getState())).toBe(false);
    openOverlay();
    openOverlay();
    closeOverlay();
    expect(selectIsOverlayOn(useSessionStore.getState())).toBe(true);
    closeOverlay();
    expect(selectIsOverlayOn(useSessionStore.getState())).toBe(false);
  });

  it('does not let an extra close swallow the next popup', () => {
    const { openOverlay, closeOverlay } = useSessionStore.getState();
    closeOverlay();
    openOverlay();
    expect(selectIsOverlayOn(useSessionStore.getState())).toBe(true);
  });

  it('applies a login check and marks the session ready', () => {
    useSessionStore.getState().setSession({ user: admin, widgetTypes: [yelpType], isUserLoggedIn: true });
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ status: 'ready', currentUser: admin, isUserLoggedIn: true, widgetTypes: [yelpType] });
    expect(selectIsAdmin(state)).toBe(true);
  });

  it('does not count a logged-in answer without a user as signed in', () => {
    useSessionStore.getState().setSession({ user: null, widgetTypes: [], isUserLoggedIn: true });
    expect(useSessionStore.getState().isUserLoggedIn).toBe(false);
  });

  it('holds the guards during a deliberate sign out until it has reached its page', () => {
    useSessionStore.getState().setSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true });
    useSessionStore.getState().beginSignOut();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signing-out',
      isUserLoggedIn: false,
      currentUser: null,
    });
    useSessionStore.getState().markLoggedOut();
    expect(useSessionStore.getState().status).toBe('ready');
  });

  it('signs out but keeps the public widget types', () => {
    useSessionStore.getState().setSession({ user: customer, widgetTypes: [yelpType], isUserLoggedIn: true });
    expect(selectIsAdmin(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().markLoggedOut();
    expect(useSessionStore.getState()).toMatchObject({
      currentUser: null,
      isUserLoggedIn: false,
      widgetTypes: [yelpType],
    });
  });
});

function Popups({ open }: { open: boolean[] }) {
  return open.map((isOpen, index) => <Popup key={String(index)} open={isOpen} />);
}

function Popup({ open }: { open: boolean }) {
  useOverlay(open);
  return null;
}

describe('useOverlay', () => {
  const isOn = () => selectIsOverlayOn(useSessionStore.getState());

  it('turns the overlay on while a popup is open and off when all are closed', () => {
    const view = render(<Popups open={[true, true]} />);
    expect(isOn()).toBe(true);
    view.rerender(<Popups open={[false, true]} />);
    expect(isOn()).toBe(true);
    view.rerender(<Popups open={[false, false]} />);
    expect(isOn()).toBe(false);
  });

  it('turns the overlay off when an open popup goes away', () => {
    const view = render(<Popups open={[true]} />);
    expect(isOn()).toBe(true);
    view.unmount();
    expect(isOn()).toBe(false);
  });
});
