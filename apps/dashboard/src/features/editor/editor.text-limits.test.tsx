import { fireEvent, screen, within } from '@testing-library/react';
import { TITLE_MAX_LENGTH } from '@widgetry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor } from './editor.fixtures';

// Issue 29 #11: a text input stops at the contract's limit while typing and names it there.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

describe('text limits in the editor (issue 29 #11)', () => {
  it('gives the panel’s text inputs the contract’s maxlength, and names it once reached', async () => {
    const { widgetName } = await openEditor(server, 'widgetType=wt-monthlypayment');
    expect(widgetName.getAttribute('maxlength')).toBe(String(TITLE_MAX_LENGTH));
    fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Header' }));
    const header = within(screen.getByRole('region', { name: 'Header' }));
    const title = header.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('maxlength')).toBe('200');
    expect(header.queryByText('Use at most 200 characters.')).toBeNull();
    type(title, 'T'.repeat(200));
    expect(header.getByText('Use at most 200 characters.')).toBeTruthy();
  });
});
