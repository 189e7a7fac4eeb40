// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { affordabilityCss, affordabilityRuntime } from './index';

describe('affordability on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const settings = defaultHtmlData('affordability').affordability;
    settings.header.fontFamily = 'Lato';
    const markup = renderToString(affordabilityRuntime, settings, { idPrefix: 'preview-' });
    expect(markup).toContain(`<style>${affordabilityCss}</style>`);
    expect(markup).toContain('family=Lato');
    expect(markup).toContain('family=Open+Sans');
    expect(markup).toContain('--wg-h-color:#1a202c');
    expect(markup).toContain('<label for="preview-annualIncome">Annual Income</label>');
    expect(markup).toContain('<h2 class="wg-af-title">Affordability Calculator</h2>');
  });
});
