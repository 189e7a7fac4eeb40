export { catalogueProblems, isCatalogue, type Translations } from './catalogue-check';
export { catalogueUrl, loadCatalogue } from './catalogue-loader';
export { cataloguePath, pageLanguages, resolveLanguage, supportedLanguage, textDirection } from './language';
export {
  type Catalogue,
  createI18n,
  fillPlaceholders,
  type I18n,
  type KeysOf,
  type Message,
  type PluralMessage,
  settingText,
  type Translation,
} from './messages';
