import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyPreset, defaultSettings, presetsOf } from '@widgetry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor } from './editor.fixtures';
import { selectSettings, useEditorStore } from './editor.store';

// Issue 29 #29: "Start from a design" in the Layout tab. A design changes only style settings,
// never the texts, numbers or name the owner set, and its notice offers Undo.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const settings = () => selectSettings(useEditorStore.getState());

describe('designs in the editor (issue 29 #29)', () => {
  it('offers the type’s designs; one changes only style settings and can be undone', async () => {
    const { widgetName } = await openEditor(server, 'widgetType=wt-monthlypayment');
    type(widgetName, 'Oak Street');
    type(screen.getByRole('spinbutton', { name: 'Interest Rate (%)' }), '7.25');
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Header' }));
    type(
      within(screen.getByRole('region', { name: 'Header' })).getByRole('textbox', { name: 'Title' }),
      'Your payment',
    );
    const before = settings();

    const designs = within(screen.getByRole('region', { name: 'Start from a design' }));
    const names = presetsOf('monthlypayment').map((preset) => preset.name);
    expect(designs.getAllByRole('button').map((button) => button.textContent)).toEqual(names);
    const night = presetsOf('monthlypayment').find((preset) => preset.name === 'Night');
    if (!night) throw new Error('no Night design');
    fireEvent.click(designs.getByRole('button', { name: 'Night' }));

    // Exactly the design laid over what was there: texts and numbers kept.
    expect(settings()).toEqual(applyPreset(before, night));
    expect(settings()).toMatchObject({
      header: { title: 'Your payment' },
      fields: { interestRateDefaultValue: 7.25 },
      container: { bgColor: '#1a202c' },
    });
    expect(useEditorStore.getState().widget?.title).toBe('Oak Street');
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice.textContent).toContain('The “Night” design is applied.');

    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(settings()).toEqual(before);
    await waitFor(() => expect(screen.queryByText(/design is applied/)).toBeNull());
    expect(settings()).not.toEqual(defaultSettings('monthlypayment'));
  });
});
