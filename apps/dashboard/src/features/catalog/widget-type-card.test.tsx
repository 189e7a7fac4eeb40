import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { makeWidgetType } from './catalog.fixtures';
import { priceText, WidgetTypeCard } from './widget-type-card';

function renderCard(price: number) {
  const type = makeWidgetType({ id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', category: 'reviews', price });
  render(
    <MemoryRouter>
      <WidgetTypeCard type={type} apiUrl={API_URL} />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /Yelp Reviews/ });
}

// Issue 29 #20: the card said 'Price : $9.99', with no period and a stray space before the colon.
describe('a catalogue card’s price', () => {
  it.each([
    [9.99, '$9.99/month'],
    [5, '$5.00/month'],
    [12.5, '$12.50/month'],
    [0, 'Free'],
  ])('%d reads %s', (price, text) => {
    expect(priceText(price)).toBe(text);
    const card = renderCard(price);
    expect(card.querySelector('.catalog__price')?.textContent).toBe(text);
    expect(card.textContent).not.toMatch(/Price\s+:/);
  });
});

// Issue 28: the first card's banner is the catalogue's largest paint on a phone.
describe('a catalogue card’s banner and logo', () => {
  it.each([
    [true, 'eager', 'high'],
    [false, 'lazy', 'auto'],
  ])('on the first card (%s) loads %s with %s priority', (first, loading, priority) => {
    const type = makeWidgetType({ id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', category: 'reviews' });
    const { container } = render(
      <MemoryRouter>
        <WidgetTypeCard type={type} apiUrl={API_URL} first={first} />
      </MemoryRouter>,
    );
    const banner = container.querySelector('img.catalog__banner');
    expect(banner?.getAttribute('loading')).toBe(loading);
    expect(banner?.getAttribute('fetchpriority')).toBe(priority);
    // The logos too: fetched at once, the later cards' took the first banner's bandwidth.
    expect(container.querySelector('img.catalog__logo')?.getAttribute('loading')).toBe(loading);
  });
});
