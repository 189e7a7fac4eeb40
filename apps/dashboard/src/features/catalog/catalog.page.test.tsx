import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginCheckHandler } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = useMockApi();

describe('catalog page', () => {
  it('lists the widget types from the login check, linking each to the editor', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/catalog');
    const name = await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    const card = name.closest('a');
    expect(card?.getAttribute('href')).toBe('/editor?widgetType=wt-yelp');
    expect(screen.getByText('Price : $5')).toBeTruthy();
    const images = card ? Array.from(card.querySelectorAll('img')).map((img) => img.getAttribute('src')) : [];
    expect(images).toEqual(['/images/yelp-banner.png', '/images/yelp-logo.png']);
  });
});
