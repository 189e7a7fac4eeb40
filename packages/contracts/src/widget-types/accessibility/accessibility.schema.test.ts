// The accessibility contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../../html-data/index';
import { repairHtmlData } from '../../html-data/repair';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('accessibility', [
  ['icon.iconSvg', '1'],
  ['icon.iconPosition', 'right'],
  ['icon.iconColor', '#ffffff'],
  ['icon.iconBg', '#f6690b'],
  ['toolbox.toolboxTitle', 'Accessibility Menu'],
  ['toolbox.toolboxBg', '#242424'],
  ['toolbox.groupHoverColor', '#005a9c'],
  ['toolbox.groupHoverBg', '#005a9c'],
  ['domainUrl', ''],
]);

expectFieldRules('accessibility', [
  ['domainUrl', encodeURIComponent('https://example.com'), true],
  ['domainUrl', 'https://example.com', false],
  ['icon.iconSvg', '3', true],
  ['icon.iconSvg', '4', false],
  ['icon.iconSvg', 1, false],
  ['icon.iconPosition', 'left', true],
  ['icon.iconPosition', 'top', false],
]);

describe('repairHtmlData', () => {
  it('replaces a whole group stored with the wrong shape by its defaults', () => {
    const { htmlData, repaired } = repairHtmlData('accessibility', {
      accessibility: { icon: 'not an object', toolbox: { toolboxTitle: 'Help' } },
    });
    expect(repaired).toEqual(['accessibility.icon']);
    expect(htmlData.accessibility.icon).toEqual(defaultHtmlData('accessibility').accessibility.icon);
    expect(htmlData.accessibility.toolbox.toolboxTitle).toBe('Help');
  });
});
