import { describe, expect, it } from 'vitest';
import { WIDGET_API_MESSAGES } from './messages';

describe('the widget limit message', () => {
  it.each([
    [0, 'at most 0 widgets.'],
    [1, 'at most 1 widget.'],
    [2, 'at most 2 widgets.'],
    [200, 'at most 200 widgets.'],
  ])('names a limit of %d in good English', (limit, words) => {
    expect(WIDGET_API_MESSAGES.widgetLimitReached(limit)).toContain(`Your account can hold ${words}`);
  });
});
