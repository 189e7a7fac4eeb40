import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import { COPIED_TOOLTIP_MS, DASHBOARD_MESSAGES } from '@widgetry/contracts';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useOverlayStore } from '../../ui/overlay/overlay.store';
import { createApiClient } from '../api-client';
import { ApiClientProvider } from '../api-context';
import { InstallPopup } from './install.popup';
import { makeAppfolioWidget, makeWidget } from './widget.fixtures';

/** The popup's installation check calls the API, so it renders inside the app's providers. */
function render(ui: ReactElement) {
  const api = createApiClient({ baseUrl: API_URL, getToken: () => null, onUnauthorized: () => {} });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={api}>{node}</ApiClientProvider>
    </QueryClientProvider>
  );
  const rendered = renderPlain(wrap(ui));
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(wrap(next)) };
}

const embedScript = () => `<script async src="${window.location.origin}/embed.js"></script>`;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

function dialog() {
  return within(screen.getByRole('dialog', { name: DASHBOARD_MESSAGES.installTitle }));
}

describe('install popup', () => {
  it('shows the one snippet to paste, read-only, with the instruction', () => {
    render(<InstallPopup open widget={makeWidget({ id: 'w-42' })} onClose={() => {}} />);
    const popup = dialog();
    expect(popup.getByText(/wherever you want the widget to appear/)).toBeTruthy();
    const code = popup.getByRole('textbox', { name: 'Install code' });
    expect(code).toHaveProperty(
      'value',
      `<div data-widgetry-id="w-42" data-type="yelp" style="min-height:1200px"></div>\n${embedScript()}`,
    );
    expect(code).toHaveProperty('readOnly', true);
    expect(popup.getAllByRole('button', { name: 'Copy code' })).toHaveLength(1);
    expect(popup.queryByText(DASHBOARD_MESSAGES.installGroupHeading)).toBeNull();
  });

  it('puts the group snippet first, under its heading, for an appfolio widget with a group', () => {
    render(<InstallPopup open widget={makeAppfolioWidget('North Side')} onClose={() => {}} />);
    const popup = dialog();
    const boxes = popup.getAllByRole('textbox', { name: /^Install code/ });
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Install code for the group', 'Install code']);
    expect(boxes[0]).toHaveProperty(
      'value',
      `<div data-widgetry-id="w-apt" data-type="appfolio" data-group="North Side" style="min-height:1090px"></div>\n${embedScript()}`,
    );
    expect(boxes[1]).toHaveProperty(
      'value',
      `<div data-widgetry-id="w-apt" data-type="appfolio" style="min-height:1090px"></div>\n${embedScript()}`,
    );
    const heading = popup.getByRole('heading', { name: DASHBOARD_MESSAGES.installGroupHeading });
    expect(heading.closest('section')?.contains(boxes[0] ?? null)).toBe(true);
    expect(popup.getAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
  });

  it("reserves the height of the widget's own settings in both snippets (one column, five reviews)", () => {
    render(
      <InstallPopup
        open
        widget={makeAppfolioWidget('North Side', { htmlData: { appfolio: { group: 'North Side', appfolioCol: 1 } } })}
        onClose={() => {}}
      />,
    );
    const boxes = dialog().getAllByRole('textbox', { name: /^Install code/ });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toHaveProperty('value', expect.stringContaining(' style="min-height:1200px"'));
    cleanup();
    render(<InstallPopup open widget={makeWidget({ htmlData: { yelp: { fetchReviews: 5 } } })} onClose={() => {}} />);
    expect(dialog().getByRole('textbox', { name: 'Install code' })).toHaveProperty(
      'value',
      `<div data-widgetry-id="w-1" data-type="yelp" style="min-height:1190px"></div>\n${embedScript()}`,
    );
  });

  it('shows only the plain snippet for an appfolio widget without a group', () => {
    render(<InstallPopup open widget={makeAppfolioWidget('')} onClose={() => {}} />);
    const popup = dialog();
    expect(popup.getAllByRole('textbox', { name: /^Install code/ })).toHaveLength(1);
    expect(popup.queryByText(DASHBOARD_MESSAGES.installGroupHeading)).toBeNull();
  });

  it("copies the code and says 'Copied' for exactly 3 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<InstallPopup open widget={makeWidget({ id: 'w-42' })} onClose={() => {}} />);
    const popup = dialog();

    await act(async () => fireEvent.click(popup.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith(
      `<div data-widgetry-id="w-42" data-type="yelp" style="min-height:1200px"></div>\n${embedScript()}`,
    );
    expect(popup.getByRole('status').textContent).toBe(DASHBOARD_MESSAGES.copied);

    await act(() => vi.advanceTimersByTimeAsync(COPIED_TOOLTIP_MS - 1));
    expect(popup.queryByText(DASHBOARD_MESSAGES.copied)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(popup.queryByText(DASHBOARD_MESSAGES.copied)).toBeNull();
  });

  it('falls back to selecting the text and the copy command without the Clipboard API', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<InstallPopup open widget={makeWidget()} onClose={() => {}} />);
    const popup = dialog();
    const code = popup.getByRole('textbox', { name: 'Install code' });
    if (!(code instanceof HTMLTextAreaElement)) throw new Error('the code box is a textarea');

    await act(async () => fireEvent.click(popup.getByRole('button', { name: 'Copy code' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(code.selectionStart).toBe(0);
    expect(code.selectionEnd).toBe(code.value.length);
    expect(popup.getByRole('status').textContent).toBe(DASHBOARD_MESSAGES.copied);
  });

  it("does not claim 'Copied' when copying failed", async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<InstallPopup open widget={makeWidget()} onClose={() => {}} />);
    await act(async () => fireEvent.click(dialog().getByRole('button', { name: 'Copy code' })));
    expect(screen.queryByText(DASHBOARD_MESSAGES.copied)).toBeNull();
  });

  it('holds the page overlay on while open and closes from its Close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(<InstallPopup open widget={makeWidget()} onClose={onClose} />);
    expect(useOverlayStore.getState().openOverlays).toBe(1);
    fireEvent.click(dialog().getByText('Close', { selector: 'button' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<InstallPopup open={false} widget={makeWidget()} onClose={onClose} />);
    expect(useOverlayStore.getState().openOverlays).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed without a widget', () => {
    render(<InstallPopup open widget={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useOverlayStore.getState().openOverlays).toBe(0);
  });
});
