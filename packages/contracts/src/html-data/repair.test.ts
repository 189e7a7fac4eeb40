import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from './index';
import { repairHtmlData } from './repair';

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

  it('resets a list field holding a bad entry as a whole, and still keeps the rest', () => {
    const { htmlData, repaired } = repairHtmlData('monthlypayment', {
      monthlypayment: {
        header: { title: 'Your payment' },
        layout: { fieldOrder: { leftOrder: ['homePrice', '</style>'] } },
      },
    });
    const defaults = defaultHtmlData('monthlypayment').monthlypayment;
    expect(repaired).toEqual(['monthlypayment.layout.fieldOrder.leftOrder']);
    expect(htmlData.monthlypayment.layout.fieldOrder.leftOrder).toEqual(defaults.layout.fieldOrder.leftOrder);
    expect(htmlData.monthlypayment.header.title).toBe('Your payment');
  });

  it('replaces a whole group stored with the wrong shape by its defaults', () => {
    const { htmlData, repaired } = repairHtmlData('accessibility', {
      accessibility: { icon: 'not an object', toolbox: { toolboxTitle: 'Help' } },
    });
    expect(repaired).toEqual(['accessibility.icon']);
    expect(htmlData.accessibility.icon).toEqual(defaultHtmlData('accessibility').accessibility.icon);
    expect(htmlData.accessibility.toolbox.toolboxTitle).toBe('Help');
  });

  it('gives the type’s defaults for something that is not settings at all', () => {
    for (const stored of [null, 'junk', 42, { prorated: 'junk' }]) {
      const { htmlData, repaired } = repairHtmlData('prorated', stored);
      expect(htmlData).toEqual(defaultHtmlData('prorated'));
      expect(repaired.length).toBeGreaterThan(0);
    }
  });
});
