import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';
import { isDraftKeptState } from '../../lib/editor-draft/editor-draft';
import { Popup } from '../../ui/popup/popup';
import { useEditorStore } from './editor.store';

/** The query parameters that name the widget being edited; another value is another widget. */
const WIDGET_PARAMS = ['widgetId', 'widgetType'] as const;

/** Whether going from `current` to `next` leaves the widget being edited (not just a query tweak like ?checkout=). */
export function leavesWidget(current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  const from = new URLSearchParams(current.search);
  const to = new URLSearchParams(next.search);
  return WIDGET_PARAMS.some((name) => from.get(name) !== to.get(name));
}

/**
 * Asks before unsaved changes are lost: in-app navigation (a header link, Back) through the
 * router's blocker, reload and closing the tab through beforeunload. Nothing is asked when nothing
 * changed since opening or saving, nor when the way out keeps the draft (Sign in, Preview, Buy).
 */
export function useLeaveGuard() {
  const dirty = useEditorStore((state) => state.dirty);
  // Read at navigation time: the save's own move to ?widgetId= happens right after it clears `dirty`.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      useEditorStore.getState().dirty &&
      !isDraftKeptState(nextLocation.state) &&
      leavesWidget(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      // Going to the checkout is not leaving: the draft was kept for the way back.
      if (useEditorStore.getState().handedOff) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Back from the checkout through the browser's page cache: this page is the editor again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) useEditorStore.getState().setHandedOff(false);
    };
    window.addEventListener('beforeunload', ask);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener('pageshow', back);
    };
  }, [dirty]);

  return blocker;
}

/** The question itself: Stay keeps the editor as it is, Leave goes where the user was going. */
export function LeaveEditorPrompt() {
  const blocker = useLeaveGuard();
  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Popup open={blocked} title="Leave without saving?" onClose={stay}>
      <p>Your changes to this widget have not been saved. If you leave now, they will be lost.</p>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
        <button type="button" className="button" onClick={stay}>
          Stay
        </button>
      </div>
    </Popup>
  );
}
