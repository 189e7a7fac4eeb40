import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InfoPopup } from './info-popup';

const overlay = () => document.querySelector('[data-ek-overlay]');

function Popup({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <InfoPopup label="How it works?" title="How it works" onOpenChange={onOpenChange}>
      <p>Monthly income is annual income divided by 12.</p>
      <a href="#more">Read more</a>
    </InfoPopup>
  );
}

/** An app that counts the open overlay in its own state. */
function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <output data-testid="count">{open ? 1 : 0}</output>
      <InfoPopup label="Help" title="Help" open={open} onOpenChange={setOpen}>
        text
      </InfoPopup>
    </>
  );
}

describe('InfoPopup', () => {
  it('opens from its visible text too, and focus returns to the icon button', async () => {
    const user = userEvent.setup();
    render(
      <InfoPopup label="How it works?" title="How it works" text="How it works?">
        <p>Help</p>
      </InfoPopup>,
    );
    const trigger = screen.getByRole('button', { name: 'How it works?' });
    await user.click(screen.getByText('How it works?'));
    expect(screen.getByRole('dialog', { name: 'How it works' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('does not open from its text while disabled', async () => {
    const user = userEvent.setup();
    render(
      <InfoPopup label="How it works?" title="How it works" text="How it works?" disabled>
        <p>Help</p>
      </InfoPopup>,
    );
    await user.click(screen.getByText('How it works?'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is an info icon button, closed, with no overlay', () => {
    render(<Popup />);
    const trigger = screen.getByRole('button', { name: 'How it works?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(overlay()).toBeNull();
  });

  it('opens a modal dialog labelled by its title, with the overlay, and moves focus in', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Popup onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'How it works?' }));
    const dialog = screen.getByRole('dialog', { name: 'How it works' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Monthly income is annual income divided by 12.');
    expect(overlay()).not.toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(onOpenChange.mock.calls).toEqual([[true]]);
  });

  it('closes on Escape, removes the overlay and gives focus back', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Popup onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'How it works?' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Popup onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'How it works?' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click on the overlay', async () => {
    const user = userEvent.setup();
    render(<Popup />);
    await user.click(screen.getByRole('button', { name: 'How it works?' }));
    const backdrop = overlay();
    if (!(backdrop instanceof HTMLElement)) throw new Error('overlay missing');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog while open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup />
        <button type="button">outside</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'How it works?' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read more' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read more' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('reports closing when removed while open, so the app overlay count cannot leak', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { unmount } = render(<Popup onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'How it works?' }));
    unmount();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(overlay()).toBeNull();
  });

  it('reports an overlay open from the start, and keeps a counting app right under StrictMode', async () => {
    const user = userEvent.setup();
    let overlays = 0;
    const count = (open: boolean) => {
      overlays += open ? 1 : -1;
    };
    render(
      <StrictMode>
        <InfoPopup label="Help" title="Help" defaultOpen onOpenChange={count}>
          text
        </InfoPopup>
      </StrictMode>,
    );
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    expect(overlays).toBe(1);
    await user.keyboard('{Escape}');
    expect(overlays).toBe(0);
    expect(overlay()).toBeNull();
  });

  it('can be controlled by the app', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByTestId('count').textContent).toBe('1');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    render(
      <InfoPopup label="Help" title="Help" disabled>
        text
      </InfoPopup>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
