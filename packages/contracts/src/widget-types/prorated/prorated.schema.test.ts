// The prorated contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../../html-data/index';
import { repairHtmlData } from '../../html-data/repair';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('prorated', [
  ['heading.proratedHeading', 'Prorated Rent Calculator'],
  ['heading.headingFontSize', '36px'],
  ['heading.headingFontFamily', 'Cabin'],
  ['heading.headingColor', '#8a2be2'],
  ['heading.labelColor', '#495057'],
  ['field.fieldFontSize', '16px'],
  ['result.resultLayout', 'vertical'],
]);

expectFieldRules('prorated', [
  ['button.buttonShadow', 'xxl', true],
  ['button.buttonShadow', '0 0 5px red', false],
  ['result.resultLayout', 'horizontal', true],
  ['result.resultLayout', 'grid', false],
  ['heading.headingFontItalic', 'on', true],
]);

describe('repairHtmlData', () => {
  it('keeps valid stored settings untouched and reports nothing', () => {
    const stored = { prorated: { heading: { proratedHeading: 'Rent for May', headingColor: '#123456' } } };
    const { htmlData, repaired } = repairHtmlData('prorated', stored);
    expect(repaired).toEqual([]);
    expect(htmlData.prorated.heading.proratedHeading).toBe('Rent for May');
    expect(htmlData.prorated.heading.headingColor).toBe('#123456');
  });

  it('resets only the values that break the contract, keeping the customer’s other settings', () => {
    const stored = {
      prorated: {
        heading: { proratedHeading: 'Rent for May', headingColor: 'red;}</style><script>x</script>' },
        result: { resultLayout: 'diagonal', resultBg: '#abcdef' },
      },
    };
    const { htmlData, repaired } = repairHtmlData('prorated', stored);
    const defaults = defaultHtmlData('prorated').prorated;
    expect(repaired.sort()).toEqual(['prorated.heading.headingColor', 'prorated.result.resultLayout']);
    expect(htmlData.prorated.heading.headingColor).toBe(defaults.heading.headingColor);
    expect(htmlData.prorated.result.resultLayout).toBe(defaults.result.resultLayout);
    expect(htmlData.prorated.heading.proratedHeading).toBe('Rent for May');
    expect(htmlData.prorated.result.resultBg).toBe('#abcdef');
  });
});
