import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ABOVE_MAX, defaultSettings, SLIDER_MIN_ABOVE_MAX } from '@widgetry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor, recordRequests } from './editor.fixtures';

// Issue 29 #14: the mortgage calculator's home price fields are stored as typed. A slider minimum
// above the maximum, a maximum below the default or a down payment past 100 get a range message,
// as in the other calculators, and no other field is rewritten.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const DEFAULTS = defaultSettings('monthlypayment').fields;

const field = (name: string) => screen.getByRole('spinbutton', { name });

/** The message the field names as its description (editor-kit shows it beside the input), or null. */
function errorUnder(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  const text = id ? document.getElementById(id)?.textContent : null;
  return text ? text : null;
}

/** Types a number and leaves the field, as the home price fields store only then. */
function enter(name: string, value: string) {
  const input = field(name);
  type(input, value);
  fireEvent.blur(input);
}

async function openSliders() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sliders' }));
}

describe('the mortgage calculator editor (issue 29 #14)', () => {
  it('keeps a slider minimum above the maximum as typed and says so, moving no other field', async () => {
    await openEditor(server, 'widgetType=wt-monthlypayment');
    await openSliders();
    enter('Slider Minimum', '2000000');
    await waitFor(() => expect(errorUnder(field('Slider Minimum'))).toBe(SLIDER_MIN_ABOVE_MAX));
    expect(field('Slider Minimum')).toHaveProperty('value', '2000000');
    expect(field('Slider Maximum').getAttribute('aria-valuenow')).toBe(String(DEFAULTS.homePriceSliderMax));
    expect(field('Home Price').getAttribute('aria-valuenow')).toBe(String(DEFAULTS.homePriceDefaultValue));

    // Fixed from the other end: the message goes.
    enter('Slider Maximum', '3000000');
    await waitFor(() => expect(errorUnder(field('Slider Minimum'))).toBeNull());
    expect(field('Slider Minimum').getAttribute('aria-valuenow')).toBe('2000000');
  });

  it('keeps a maximum below the home price as typed, with the message under the home price', async () => {
    await openEditor(server, 'widgetType=wt-monthlypayment');
    await openSliders();
    enter('Slider Maximum', '100000');
    await waitFor(() => expect(errorUnder(field('Home Price'))).toBe(DEFAULT_ABOVE_MAX));
    expect(field('Home Price').getAttribute('aria-valuenow')).toBe(String(DEFAULTS.homePriceDefaultValue));
    expect(field('Slider Minimum').getAttribute('aria-valuenow')).toBe(String(DEFAULTS.homePriceSliderMin));
    expect(field('Slider Maximum').getAttribute('aria-valuenow')).toBe('100000');
  });

  it('keeps a down payment of 150 with the range message, and Save sends nothing', async () => {
    const requests = recordRequests(server);
    const { widgetName } = await openEditor(server, 'widgetType=wt-monthlypayment');
    type(widgetName, 'Oak Street');
    enter('Down Payment (%)', '150');
    await waitFor(() => expect(errorUnder(field('Down Payment (%)'))).toBe('Enter a whole number from 0 to 100.'));
    expect(field('Down Payment (%)').getAttribute('aria-valuenow')).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('editor-banner');
    expect(requests.filter((request) => request.startsWith('POST /widget/') || request.startsWith('PUT '))).toEqual([]);
  });
});
