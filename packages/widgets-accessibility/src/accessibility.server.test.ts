// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { accessibilityCss, accessibilityRuntime } from './index';

describe('accessibility on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(accessibilityRuntime, defaultHtmlData('accessibility').accessibility, {
      idPrefix: 'preview-',
    });
    expect(markup).toContain(`<style>${accessibilityCss}</style>`);
    expect(markup).not.toContain('fonts.googleapis.com');
    expect(markup).toContain('--wg-icon-bg:#f6690b');
    expect(markup).toContain('<h2 class="wg-a11y-title" id="preview-title">Accessibility Menu</h2>');
    expect(markup).toContain('aria-label="Open accessibility menu"');
  });
});
