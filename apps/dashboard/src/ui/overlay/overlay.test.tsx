import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectIsOverlayOn, useOverlayStore } from './overlay.store';
import { useOverlay } from './use-overlay';

const isOn = () => selectIsOverlayOn(useOverlayStore.getState());

describe('overlay store', () => {
  it('keeps the overlay on while any popup is open', () => {
    const { openOverlay, closeOverlay } = useOverlayStore.getState();
    expect(isOn()).toBe(false);
    openOverlay();
    openOverlay();
    closeOverlay();
    expect(isOn()).toBe(true);
    closeOverlay();
    expect(isOn()).toBe(false);
  });

  it('does not let an extra close swallow the next popup', () => {
    const { openOverlay, closeOverlay } = useOverlayStore.getState();
    closeOverlay();
    openOverlay();
    expect(isOn()).toBe(true);
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
