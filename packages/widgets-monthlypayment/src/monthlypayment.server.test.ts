// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { monthlypaymentCss, monthlypaymentRuntime } from './index';

describe('monthly payment on the server', () => {
  it('renders standalone markup, figures included, without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const settings = defaultHtmlData('monthlypayment').monthlypayment;
    settings.header.fontFamily = 'Lato';
    const markup = renderToString(monthlypaymentRuntime, settings, { idPrefix: 'preview-' });
    expect(markup).toContain(`<style>${monthlypaymentCss}</style>`);
    expect(markup).toContain('family=Lato');
    expect(markup).toContain('--wg-dot-1:#4299e1');
    expect(markup).toContain(
      '<label class="wg-mp-label" id="preview-homePrice-label" for="preview-homePrice">Home Price</label>',
    );
    expect(markup).toContain('data-out="total">$9,437.01</span>');
  });
});
