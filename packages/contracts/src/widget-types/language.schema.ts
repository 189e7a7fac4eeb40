// The `language` setting every widget type has (issue 32), defined once. A widget saved before it
// existed reads as English, so nothing changes for it; a new widget starts at `auto`
// (html-data/index.ts defaultHtmlData).
import { LANGUAGE_SETTINGS, SAVED_WIDGET_LANGUAGE } from '../constants/languages';
import { choice } from '../html-data/field.builders';

export const languageSchema = choice(LANGUAGE_SETTINGS, SAVED_WIDGET_LANGUAGE);
