import type { WidgetLanguage } from '@widgetry/contracts';
import { type Catalogue, resolveLanguage } from '@widgetry/widgets-core';
import { useEffect, useState } from 'react';
import type { AnyWidgetEditor } from './widget-editors';

/** The language a preview mounts its widget in, with that language's catalogue (none for English). */
export interface PreviewLanguage {
  language: WidgetLanguage;
  translation?: Catalogue;
}

const ENGLISH: PreviewLanguage = { language: 'en' };

/** The widget's `language` setting (issue 32); undefined for settings without one (English). */
function languageSetting(settings: unknown): unknown {
  return typeof settings === 'object' && settings !== null ? Reflect.get(settings, 'language') : undefined;
}

/** The language ready to mount now: English always, another once the type's catalogues are loaded. */
function ready(editor: AnyWidgetEditor, language: WidgetLanguage): PreviewLanguage | undefined {
  if (language === 'en') return ENGLISH;
  const translations = editor.loadedTranslations();
  return translations ? { language, translation: translations[language] } : undefined;
}

const same = (a: PreviewLanguage | null, b: PreviewLanguage) =>
  a?.language === b.language && a.translation === b.translation;

/**
 * The language a preview shows the widget in: the `language` setting, `auto` resolved against the
 * sample page's language, as the loader resolves it against a customer's `<html lang>` (the sample
 * page always has one, so the owner's browser never decides). A language whose catalogue is not
 * loaded yet loads it (once per type) and meanwhile answers the language shown before, so the
 * preview keeps its last render instead of flashing English; `shown` is null only before the
 * first language is ready. `failed` names a language whose catalogues could not be loaded (the
 * preview then stays in the language it showed, English at first).
 */
export function usePreviewLanguage(
  editor: AnyWidgetEditor,
  settings: unknown,
  pageLanguage: WidgetLanguage,
): { shown: PreviewLanguage | null; wanted: WidgetLanguage; failed: WidgetLanguage | null } {
  const wanted = resolveLanguage(languageSetting(settings), { documentLang: pageLanguage });
  const [last, setLast] = useState<PreviewLanguage | null>(null);
  const [, setArrived] = useState(0);
  const [failedFor, setFailedFor] = useState<WidgetLanguage | null>(null);
  const now = ready(editor, wanted);
  // Remembered during render (React's "adjust state while rendering"): what to keep showing while
  // the next language loads.
  if (now && !same(last, now)) setLast(now);

  const missing = now === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    editor.loadTranslations().then(
      () => {
        if (!current) return;
        setFailedFor(null);
        setArrived((count) => count + 1);
      },
      () => {
        if (current) setFailedFor(wanted);
      },
    );
    return () => {
      current = false;
    };
  }, [editor, wanted, missing]);

  const failed = missing && failedFor === wanted ? wanted : null;
  return { shown: now ?? last ?? (failed ? ENGLISH : null), wanted, failed };
}
