// Contrast and saturation. High contrast, invert and the saturation modes are filters on <html>;
// each mode sets its own custom property and one rule joins them, so a contrast mode and a
// saturation mode combine (contrast first) instead of one filter replacing the other. A filter on
// the root element does not become the containing block of fixed elements (Filter Effects 1),
// so the page's fixed headers and the widget's own button stay in place.
// Dark and light contrast recolour text and backgrounds instead: a filter cannot do that.
import { HOST_ATTR, scoped, whenOn } from './host-scope';

export const CONTRAST_FILTERS = { high: 'contrast(1.5)', invert: 'invert(1)' } as const;
export const SATURATION_FILTERS = { low: 'saturate(.5)', high: 'saturate(2)', mono: 'grayscale(1)' } as const;

const filterRules = [
  ...Object.entries(CONTRAST_FILTERS).map(([mode, filter]) => `${whenOn(`contrast-${mode}`)}{--wg-a11y-c:${filter}}`),
  ...Object.entries(SATURATION_FILTERS).map(
    ([mode, filter]) => `${whenOn(`saturation-${mode}`)}{--wg-a11y-s:${filter}}`,
  ),
  // An unset property falls back to nothing, leaving only the other filter.
  `${whenOn('contrast-high')},${whenOn('contrast-invert')},html[${HOST_ATTR}*=saturation-]{filter:var(--wg-a11y-c,) var(--wg-a11y-s,)!important}`,
  // Media inverted twice show as they are, so photos and videos stay recognisable.
  `${scoped('contrast-invert', 'img,video,canvas,iframe,object,embed')}{filter:invert(1)!important}`,
];

const PAGE = 'body,body *';

export const colourCss = [
  ...filterRules,
  `${whenOn('contrast-dark')},${scoped('contrast-dark', PAGE)}{background-color:#000!important;color:#fff!important}`,
  `${scoped('contrast-dark', 'a[href],a[href] *')}{color:#ffeb3b!important}`,
  `${whenOn('contrast-light')},${scoped('contrast-light', PAGE)}{background-color:#fff!important;color:#000!important}`,
  `${scoped('contrast-light', 'a[href],a[href] *')}{color:#0645ad!important}`,
].join('\n');
