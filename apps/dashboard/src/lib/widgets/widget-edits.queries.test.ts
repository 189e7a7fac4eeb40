import { TITLE_MAX_LENGTH, widgetTitleSchema } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { copyTitle } from './widget-edits.queries';

describe('copyTitle', () => {
  it('adds " (copy)"', () => {
    expect(copyTitle('Our apartments')).toBe('Our apartments (copy)');
  });

  it('shortens a long title so the copy still passes the title rule', () => {
    const copy = copyTitle('x'.repeat(TITLE_MAX_LENGTH));
    expect(copy).toHaveLength(TITLE_MAX_LENGTH);
    expect(copy.endsWith(' (copy)')).toBe(true);
    expect(widgetTitleSchema.safeParse(copy).success).toBe(true);
  });
});
