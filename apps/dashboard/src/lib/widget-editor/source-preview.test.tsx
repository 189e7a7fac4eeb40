import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sourceDataFailed } from './source-kind';
import { SourceNotes } from './source-preview';

describe('SourceNotes while a read of the source runs', () => {
  it('says the listings are loading for a listing widget, not reviews', () => {
    render(<SourceNotes type="appfolio" className="notes" isLoading message={null} />);
    expect(screen.getByRole('status', { name: 'Loading listings…' }).textContent).toBe('Loading listings…');
    expect(screen.queryByText(/reviews/i)).toBeNull();
  });

  it('says the reviews are loading for a review widget', () => {
    render(<SourceNotes type="yelp" className="notes" isLoading message={null} />);
    expect(screen.getByRole('status', { name: 'Loading reviews…' })).toBeTruthy();
  });
});

describe('sourceDataFailed', () => {
  it('names what the widget reads', () => {
    expect(sourceDataFailed('rentvine')).toBe('The listings could not be loaded for the preview. Please try again.');
    expect(sourceDataFailed('trustpilot')).toBe('The reviews could not be loaded for the preview. Please try again.');
  });
});
