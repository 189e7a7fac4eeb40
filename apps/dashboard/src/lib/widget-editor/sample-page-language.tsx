// The language of the sample page the editor's previews show a widget on (issue 32): a widget set
// to `auto` speaks the language of the page it is on, so an owner picks the page's language here to
// see what that page's visitors will see. One choice for the editor's live preview and the
// full-page preview, kept for the tab (sessionStorage) so it survives the way to /preview and back.
import { LANGUAGE_LABELS, WIDGET_LANGUAGES, type WidgetLanguage } from '@widgetry/contracts';
import { supportedLanguage } from '@widgetry/widgets-core';
import { useId, useSyncExternalStore } from 'react';
import './sample-page-language.css';

const STORAGE_KEY = 'widgetry.samplePageLanguage';
/** A sample page is English until the owner says otherwise. */
export const DEFAULT_SAMPLE_PAGE_LANGUAGE: WidgetLanguage = 'en';

const listeners = new Set<() => void>();
// Where the choice lives when the browser refuses storage: this page load only.
let unstored: WidgetLanguage | undefined;

function read(): WidgetLanguage {
  try {
    return supportedLanguage(sessionStorage.getItem(STORAGE_KEY)) ?? DEFAULT_SAMPLE_PAGE_LANGUAGE;
  } catch {
    return unstored ?? DEFAULT_SAMPLE_PAGE_LANGUAGE;
  }
}

export function setSamplePageLanguage(language: WidgetLanguage): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, language);
  } catch {
    unstored = language;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sample page's language, and every preview re-rendered when it changes. */
export function useSamplePageLanguage(): WidgetLanguage {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_SAMPLE_PAGE_LANGUAGE);
}

/**
 * The "Sample page language" select beside a preview: each language named in itself (and marked
 * as such, so a screen reader pronounces it right), as in the widget's own Language select.
 */
export function SamplePageLanguageSelect({ className }: { className?: string }) {
  const language = useSamplePageLanguage();
  const id = useId();
  return (
    <div className={className ? `sample-language ${className}` : 'sample-language'}>
      <label className="sample-language__label" htmlFor={id}>
        Sample page language
      </label>
      <select
        id={id}
        className="sample-language__select"
        value={language}
        onChange={(event) => {
          const chosen = supportedLanguage(event.target.value);
          if (chosen) setSamplePageLanguage(chosen);
        }}
      >
        {WIDGET_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
