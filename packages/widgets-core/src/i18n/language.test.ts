import { describe, expect, it } from 'vitest';
import { cataloguePath, resolveLanguage, supportedLanguage, textDirection } from './language';

describe('resolveLanguage', () => {
  it('keeps a widget saved before the setting in English, whatever the page', () => {
    expect(resolveLanguage(undefined, { documentLang: 'fr', browserLanguages: ['de'] })).toBe('en');
  });

  it('uses a chosen language over the page and the browser', () => {
    expect(resolveLanguage('es', { documentLang: 'fr', browserLanguages: ['de'] })).toBe('es');
    expect(resolveLanguage('ar', {})).toBe('ar');
  });

  it('follows the page’s <html lang> for auto, then the browser’s languages, then English', () => {
    expect(resolveLanguage('auto', { documentLang: 'fr-CA', browserLanguages: ['de-DE'] })).toBe('fr');
    expect(resolveLanguage('auto', { documentLang: '', browserLanguages: ['it-IT', 'pt-BR', 'es'] })).toBe('pt');
    // A page in a language we do not speak: the visitor's own browser decides.
    expect(resolveLanguage('auto', { documentLang: 'it', browserLanguages: ['de'] })).toBe('de');
    expect(resolveLanguage('auto', { documentLang: 'it', browserLanguages: ['ja'] })).toBe('en');
    expect(resolveLanguage('auto')).toBe('en');
  });

  it('treats a value it does not know as auto', () => {
    expect(resolveLanguage('klingon', { documentLang: 'ES' })).toBe('es');
    expect(resolveLanguage(42, { browserLanguages: ['ar-EG'] })).toBe('ar');
  });
});

describe('language helpers', () => {
  it('reads a tag’s primary language', () => {
    expect(supportedLanguage('pt_BR')).toBe('pt');
    expect(supportedLanguage(' DE ')).toBe('de');
    expect(supportedLanguage('english')).toBeUndefined();
    expect(supportedLanguage(null)).toBeUndefined();
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(['en', 'es', 'fr', 'de', 'pt'].map((language) => textDirection(language as 'en'))).toEqual(
      Array(5).fill('ltr'),
    );
  });

  it('names the catalogue’s path on the host', () => {
    expect(cataloguePath('yelp', 'ar')).toBe('scripts/i18n/yelp/ar.json');
  });
});
