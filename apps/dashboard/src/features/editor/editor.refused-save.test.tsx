import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SLIDER_MIN_ABOVE_MAX } from '@widgetry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor, recordRequests } from './editor.fixtures';

// Issue 29 #15: a save refused for values deep in the sidebar names each wrong field in the
// banner, brings the first into view with the focus on it, and the banner goes once all are fixed.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const field = (name: string) => screen.getByRole('spinbutton', { name });

/** Types a number and leaves the field. */
function enter(name: string, value: string) {
  const input = field(name);
  type(input, value);
  fireEvent.blur(input);
}

const DOWN_PAYMENT = 'Default Values › Down Payment (%): Enter a whole number from 0 to 100.';
const SLIDER_MIN = `Sliders › Slider Minimum: ${SLIDER_MIN_ABOVE_MAX}`;

describe('a refused save (issue 29 #15)', () => {
  it('names each wrong field, focuses the first, and clears as they are fixed', async () => {
    const requests = recordRequests(server);
    const { widgetName } = await openEditor(server, 'widgetType=wt-monthlypayment');
    type(widgetName, 'Oak Street');
    enter('Down Payment (%)', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Sliders' }));
    enter('Slider Minimum', '2000000');
    // Away from both, as a user deep in another tab would be.
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByTestId('editor-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(within(banner).getByText('Please correct these 2 fields:')).toBeTruthy();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([DOWN_PAYMENT, SLIDER_MIN]);
    // The Builder tab is back and the first wrong field has the focus.
    await waitFor(() => expect(document.activeElement).toBe(field('Down Payment (%)')));
    expect(screen.getByRole('tab', { name: 'Builder' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.filter((request) => request.startsWith('POST /widget/'))).toEqual([]);

    // One fixed: only the other is named.
    enter('Down Payment (%)', '20');
    await waitFor(() => expect(screen.getByTestId('editor-banner').textContent).toBe(SLIDER_MIN));
    // Fixed from its other end (the maximum raised): the banner goes.
    enter('Slider Maximum', '3000000');
    await waitFor(() => expect(screen.queryByTestId('editor-banner')).toBeNull());
  });
});
