// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { proratedCss, proratedRuntime } from './index';

describe('prorated on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(proratedRuntime, defaultHtmlData('prorated').prorated, { idPrefix: 'preview-' });
    expect(markup).toContain(`<style>${proratedCss}</style>`);
    expect(markup).toContain('family=Cabin');
    expect(markup).toContain('--wg-h-color:#8a2be2');
    expect(markup).toContain('<label for="preview-rent">Monthly Rent ($)</label>');
  });
});
