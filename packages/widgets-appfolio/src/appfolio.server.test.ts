// @vitest-environment node
import { defaultSettings } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { listingsFixture } from '../../widgets-core/src/listings/listings.test-support';
import { appfolioCss, appfolioRuntime } from './index';

describe('appfolio on the server', () => {
  it('renders standalone markup without a DOM, with the Montserrat font of the defaults', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(appfolioRuntime, defaultSettings('appfolio'), {
      idPrefix: 'preview-',
      data: listingsFixture('appfolio'),
    });
    expect(markup).toContain(`<style>${appfolioCss}</style>`);
    expect(markup).toContain('--wg-ls-h-bg:#2d3748');
    expect(markup).toContain('<h2 class="wg-ls-heading">Find Your Dream Home</h2>');
    expect(markup).toContain('id="preview-ls-search"');
    expect(markup).toContain('family=Montserrat');
    expect(markup.match(/class="wg-ls-card"/g)).toHaveLength(4);
  });
});
