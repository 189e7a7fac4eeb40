import { FORM_ERROR_KEY } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { toFieldErrors, toFieldErrorsAt } from './field-errors';

describe('toFieldErrors', () => {
  it('keys each message by its dotted path and keeps the first message per field', () => {
    expect(
      toFieldErrors([
        { path: ['widget', 'title'], message: 'Please enter a title for this widget.' },
        { path: ['widget', 'title'], message: 'second' },
        { path: ['items', 0, 'name'], message: 'Required' },
      ]),
    ).toEqual({ 'widget.title': 'Please enter a title for this widget.', 'items.0.name': 'Required' });
  });

  it('keys an error on the request part as a whole by FORM_ERROR_KEY', () => {
    expect(toFieldErrors([{ path: [], message: 'Expected object' }])).toEqual({
      [FORM_ERROR_KEY]: 'Expected object',
    });
  });
});

describe('toFieldErrorsAt', () => {
  it('puts the prefix in front of each path', () => {
    expect(
      toFieldErrorsAt(
        ['widget', 'htmlData'],
        [{ path: ['prorated', 'heading', 'headingColor'], message: 'Use a hex colour.' }],
      ),
    ).toEqual({ 'widget.htmlData.prorated.heading.headingColor': 'Use a hex colour.' });
  });
});
