// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { trustpilotCss, trustpilotRuntime } from './index';

describe('trustpilot on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(trustpilotRuntime, defaultHtmlData('trustpilot').trustpilot, {
      idPrefix: 'preview-',
      data: reviewsFixture('trustpilot'),
    });
    expect(markup).toContain(`<style>${trustpilotCss}</style>`);
    expect(markup).toContain('--wg-rv-color:#000000');
    expect(markup).toContain('<h2 class="wg-rv-name">Maple Court Apartments</h2>');
    expect(markup).toContain('id="preview-rv1-text"');
    // No web font: the widget uses the page's own.
    expect(markup).not.toContain('fonts.googleapis.com');
  });
});
