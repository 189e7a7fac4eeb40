// How repairHtmlData treats something that is not settings at all; prorated is only a sample here.
// The repairs that depend on a type's own fields (a bad value, a list, a group of the wrong shape)
// are tested in that type's folder: widget-types/<type>/<type>.schema.test.ts.
import { describe, expect, it } from 'vitest';
import { savedDefaultHtmlData } from './index';
import { repairHtmlData } from './repair';

describe('repairHtmlData', () => {
  it('gives the type’s defaults for something that is not settings at all', () => {
    for (const stored of [null, 'junk', 42, { prorated: 'junk' }]) {
      const { htmlData, repaired } = repairHtmlData('prorated', stored);
      expect(htmlData).toEqual(savedDefaultHtmlData('prorated'));
      expect(repaired.length).toBeGreaterThan(0);
    }
  });
});
