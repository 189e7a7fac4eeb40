import { defaultHtmlData, type TrustpilotSettings, trustpilotSettingsSchema } from '@widgetry/contracts';
import { createI18n, renderToString } from '@widgetry/widgets-core';
import { describeReviewRuntime, reviewsFixture } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { trustpilotRuntime } from './index';

const defaults = (): TrustpilotSettings => defaultHtmlData('trustpilot').trustpilot;
const settings = (change: Partial<TrustpilotSettings>): TrustpilotSettings => ({ ...defaults(), ...change });

function render(value: TrustpilotSettings, data: unknown = reviewsFixture('trustpilot')) {
  return new DOMParser().parseFromString(
    trustpilotRuntime.render(value, { i18n: createI18n(trustpilotRuntime.messages), idPrefix: 't-', data }),
    'text/html',
  ).body;
}

describeReviewRuntime({
  source: 'trustpilot',
  runtime: trustpilotRuntime,
  defaults,
  parse: (value) => trustpilotSettingsSchema.safeParse(value),
  unseenWithData: { url: 'the profile page; the data gives the business page to link to' },
});

describe('trustpilot render', () => {
  it('shows the whole header by default: logo, name, TrustScore, count and Add Review', () => {
    const head = render(defaults()).querySelector('.wg-rv-head');
    expect(head?.querySelector('img.wg-rv-logo')).not.toBeNull();
    expect(head?.querySelector('h2')?.textContent).toBe('Maple Court Apartments');
    expect(head?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
    expect(head?.querySelector('.wg-rv-total')?.textContent).toBe('1,234 reviews');
    expect(head?.querySelector('.wg-rv-btn')?.getAttribute('href')).toBe(
      'https://trustpilot.example/maple-court/write',
    );
  });

  it.each([
    ['logoStatus', '.wg-rv-logo'],
    ['companyNameStatus', 'h2'],
    ['reviewCountStatus', '.wg-rv-total'],
    ['addReviewStatus', '.wg-rv-btn'],
  ] as const)('hides what %s turns off', (toggle, selector) => {
    expect(render(settings({ [toggle]: 'off' })).querySelector(selector)).toBeNull();
    expect(render(settings({ [toggle]: 'on' })).querySelector(selector)).not.toBeNull();
  });

  it('keeps the TrustScore, which has no toggle, with every toggle off', () => {
    const off = settings({
      logoStatus: 'off',
      companyNameStatus: 'off',
      addReviewStatus: 'off',
      reviewCountStatus: 'off',
    });
    expect(render(off).querySelector('.wg-rv-head')?.textContent).toBe('4.5/5');
  });

  it('keeps reviews with at least the filter’s stars', () => {
    const authors = (value: TrustpilotSettings) =>
      [...render(value).querySelectorAll('.wg-rv-author')].map((el) => el.textContent);
    expect(authors(defaults())).toHaveLength(6);
    expect(authors(settings({ reviewFilter: '4' }))).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 6']);
    expect(authors(settings({ reviewFilter: '1' }))).toHaveLength(6);
  });

  it.each(['list', 'masonry'] as const)('lays the reviews out as a %s', (layout) => {
    expect(render(settings({ layout })).querySelector('ul.wg-rv-list')?.getAttribute('data-layout')).toBe(layout);
  });

  it('lays them out as a carousel', () => {
    const body = render(settings({ layout: 'carousel' }));
    expect(body.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(body.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
  });

  it('shows dates and cuts long texts at 60 words; no trip type, photos or reactions', () => {
    const body = render(defaults());
    expect(body.querySelector('time')?.textContent).toBe('Oct 3, 2025');
    expect(body.querySelectorAll('time')[1]?.textContent).toBe('Sep 2025');
    expect(body.querySelector('.wg-rv-more')?.getAttribute('aria-controls')).toBe('t-rv1-text');
    expect(body.querySelector('.wg-rv-trip, .wg-rv-photos, .wg-rv-reactions')).toBeNull();
  });

  it('says where the reviews come from', () => {
    const link = render(defaults()).querySelector('.wg-rv-source a');
    expect(link?.textContent).toBe('Reviews from Trustpilot (opens in a new tab)');
    expect(link?.getAttribute('href')).toBe('https://trustpilot.example/maple-court');
    const profile = settings({ url: 'https://www.trustpilot.com/review/maplecourt.example' });
    expect(render(profile, null).querySelector('.wg-rv-source a')?.getAttribute('href')).toBe(
      'https://www.trustpilot.com/review/maplecourt.example',
    );
  });

  it('turns the two colours into variables, the button taking them the other way round', () => {
    const vars = trustpilotRuntime.vars(settings({ color: '#112233', bgcolor: '#fafafa' }));
    expect(vars).toMatchObject({
      '--wg-rv-color': '#112233',
      '--wg-rv-bg': '#fafafa',
      '--wg-rv-btn-color': '#fafafa',
      '--wg-rv-btn-bg': '#112233',
      '--wg-rv-star': '#00b67a',
    });
    expect(trustpilotRuntime.fonts(defaults())).toEqual([]);
  });

  it('drops hostile values that got past validation', () => {
    const hostile = { ...defaults() };
    Reflect.set(hostile, 'color', '#fff;}body{display:none');
    Reflect.set(hostile, 'layout', '"><script>alert(1)</script>');
    Reflect.set(hostile, 'reviewFilter', '9');
    const markup = renderToString(trustpilotRuntime, hostile, { idPrefix: 't-', data: reviewsFixture('trustpilot') });
    expect(markup).not.toContain('body{display');
    expect(markup).not.toContain('<script');
    expect(markup).toContain('data-layout="list"');
    expect(trustpilotRuntime.vars(hostile)).not.toHaveProperty('--wg-rv-color');
    expect(markup.match(/class="wg-rv-card"/g)).toHaveLength(6);
  });
});
