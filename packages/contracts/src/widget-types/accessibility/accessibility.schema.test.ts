// The accessibility contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../../html-data/index';
import { repairHtmlData } from '../../html-data/repair';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';
import { accessibilitySettingsSchema } from './accessibility.schema';

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
  // Typed plainly, it is accepted too, and stored normalised (below).
  ['domainUrl', 'https://example.com', true],
  ['domainUrl', 'javascript:alert(1)', false],
  ['domainUrl', 'ftp://example.com', false],
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

describe('domainUrl, the website address', () => {
  const stored = (typed: string) => accessibilitySettingsSchema.parse({ domainUrl: typed }).domainUrl;

  it('accepts a bare domain and stores it as its https origin, URL-encoded', () => {
    expect(stored('mysite.com')).toBe(encodeURIComponent('https://mysite.com'));
    expect(stored('  MySite.COM/about?x=1 ')).toBe(encodeURIComponent('https://mysite.com'));
    expect(stored(encodeURIComponent('http://www.mysite.com/'))).toBe(encodeURIComponent('http://www.mysite.com'));
  });

  it('keeps empty as no address, and refuses what is not a web address', () => {
    expect(stored('')).toBe('');
    expect(accessibilitySettingsSchema.safeParse({ domainUrl: 'not a site' }).success).toBe(false);
    expect(accessibilitySettingsSchema.safeParse({ domainUrl: 'mailto:a@b.co' }).success).toBe(false);
  });
});
