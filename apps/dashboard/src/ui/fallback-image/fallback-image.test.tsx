import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

function imageSrc(): string | null {
  return screen.getByRole('img', { name: 'Yelp' }).getAttribute('src');
}

describe('FallbackImage', () => {
  it('shows the source until it fails, then the fallback', () => {
    render(<FallbackImage src="/images/yelp-logo.png" fallbackSrc="/images/Default-Widget-Logo.png" alt="Yelp" />);
    expect(imageSrc()).toBe('/images/yelp-logo.png');
    fireEvent.error(screen.getByRole('img', { name: 'Yelp' }));
    expect(imageSrc()).toBe('/images/Default-Widget-Logo.png');
  });

  it('swaps only once: a failing fallback stays as it is', () => {
    render(<FallbackImage src="/a.png" fallbackSrc="/b.png" alt="Yelp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Yelp' }));
    fireEvent.error(screen.getByRole('img', { name: 'Yelp' }));
    expect(imageSrc()).toBe('/b.png');
  });

  it('gives a new source its own attempt', () => {
    const view = render(<FallbackImage src="/a.png" fallbackSrc="/b.png" alt="Yelp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Yelp' }));
    view.rerender(<FallbackImage src="/c.png" fallbackSrc="/b.png" alt="Yelp" />);
    expect(imageSrc()).toBe('/c.png');
  });
});
