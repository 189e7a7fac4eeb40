// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { tripadvisorCss, tripadvisorRuntime } from './index';

describe('tripadvisor on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(tripadvisorRuntime, defaultHtmlData('tripadvisor').tripadvisor, {
      idPrefix: 'preview-',
      data: reviewsFixture('tripadvisor'),
    });
    expect(markup).toContain(`<style>${tripadvisorCss}</style>`);
    expect(markup).toContain('family=Open+Sans');
    expect(markup).toContain('--wg-rv-btn-bg:#007a55');
    expect(markup).toContain('Reviews from Tripadvisor');
  });
});
