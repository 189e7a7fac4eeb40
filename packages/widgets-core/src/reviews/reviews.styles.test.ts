import { describe, expect, it } from 'vitest';
import { reviewsCss } from './reviews.styles';

/** Every rule's selectors, @media wrappers and @keyframes blocks aside. */
function selectors(css: string): string[] {
  const flat = css
    .replace(/@keyframes [\w-]+\{(?:[^{}]*\{[^{}]*\})*\}/g, '')
    .replace(/@media[^{]*\{((?:[^{}]*\{[^{}]*\})*)\}/g, '$1');
  return [...flat.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((selector) => selector.trim()),
  );
}

describe('the review stylesheet', () => {
  it('styles only the widget: every selector is under .wg-rv (or the shadow host)', () => {
    const all = selectors(reviewsCss);
    expect(all.length).toBeGreaterThan(40);
    for (const selector of all) expect(selector, selector).toMatch(/^(:host|\.wg-rv[\w-]*)([\s[:.>+*]|$)/);
  });

  it('has no universal ::before/::after rule, which costs style time on every element for nothing', () => {
    expect(selectors(reviewsCss).filter((selector) => /\*::?(before|after)/.test(selector))).toEqual([]);
  });

  it('names its animation so it cannot clash with a page’s', () => {
    expect([...reviewsCss.matchAll(/@keyframes ([\w-]+)/g)].map((match) => match[1])).toEqual(['wg-rv-in']);
  });

  it('reads no url() and imports nothing', () => {
    expect(reviewsCss).not.toMatch(/url\(|@import/);
  });

  it('mirrors right to left (issue 32): logical sides only, the chevrons, the slide-in and half stars flipped', () => {
    expect(reviewsCss).not.toMatch(
      /(margin|padding|border)-(left|right)|[{;](left|right):|text-align:(left|right)|float:/,
    );
    expect(reviewsCss).toContain('.wg-rv-prev:dir(rtl) svg,.wg-rv-next:dir(rtl) svg{transform:scaleX(-1)}');
    expect(reviewsCss).toContain('.wg-rv-slide:dir(rtl){--wg-rv-enter:-16px}');
    expect(reviewsCss).toContain('.wg-rv-stars:dir(rtl) svg{transform:scaleX(-1)}');
  });
});
