import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SamplePageLanguageSelect, useSamplePageLanguage } from './sample-page-language';

/** A preview's view of the choice: what each preview reads. */
function Reader() {
  return <output data-testid="page-language">{useSamplePageLanguage()}</output>;
}

describe('the sample page’s language', () => {
  it('starts in English and offers every widget language, each named in itself', () => {
    render(<SamplePageLanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Sample page language' });
    expect(select).toHaveProperty('value', 'en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português',
      'العربية',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'es', 'fr', 'de', 'pt', 'ar']);
  });

  it('is one choice for every preview, kept for the tab (the way to /preview and back)', () => {
    const { unmount } = render(
      <>
        <SamplePageLanguageSelect />
        <Reader />
      </>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sample page language' }), { target: { value: 'fr' } });
    expect(screen.getByTestId('page-language').textContent).toBe('fr');
    unmount();

    // Another page of the same tab reads the same choice.
    render(
      <>
        <Reader />
        <SamplePageLanguageSelect />
      </>,
    );
    expect(screen.getByTestId('page-language').textContent).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Sample page language' })).toHaveProperty('value', 'fr');
  });

  it('reads a stored value it does not know as English', () => {
    sessionStorage.setItem('widgetry.samplePageLanguage', 'klingon');
    render(<Reader />);
    expect(screen.getByTestId('page-language').textContent).toBe('en');
  });
});
