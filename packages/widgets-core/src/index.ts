// Shared by every widget runtime and bundled into each (DESIGN "Shape"). Nothing here has a side
// effect at import, so a runtime bundle keeps only what it uses; render and renderToString need
// no DOM, so the API can render previews on the server.
export {
  type CssDeclarations,
  type CssVar,
  type CssVarName,
  cssColor,
  cssFont,
  cssFontWeight,
  cssKeyword,
  cssLength,
  cssPreset,
  cssVars,
  declarationsText,
  FONT_FALLBACK,
  isKnownFont,
  SHADOW_PRESETS,
} from './css-vars';
export {
  type CatalogueFacts,
  type DefaultImages,
  defineWidget,
  type PreviewReadFlag,
  type PreviewReadSetting,
  type PreviewSource,
  type RequiredSource,
  type WidgetDefinition,
} from './definition';
export { hasGroups, registerRuntime, runtimeEntry } from './entry';
export { escapeAttr, escapeHtml, LINK_PROTOCOLS, safeUrl } from './escape';
export { showFieldError } from './field-error';
export { FONTS_SERVICE, fontsHref, loadFonts, webFonts } from './fonts';
export { html, raw, SafeHtml } from './html-template';
export {
  type Catalogue,
  cataloguePath,
  catalogueProblems,
  createI18n,
  fillPlaceholders,
  type I18n,
  isCatalogue,
  type KeysOf,
  type Message,
  type PluralMessage,
  pageLanguages,
  resolveLanguage,
  settingText,
  supportedLanguage,
  type Translation,
  type Translations,
  textDirection,
} from './i18n';
// The listing widgets' shared code, and the rent hand-off the calculators listen to. Exported from
// the main entry (sideEffects: false, so a runtime that does not use it leaves it out).
export {
  createInsightsSender,
  INSIGHTS_BURST_MS,
  INSIGHTS_FLUSH_MS,
  type InsightsSender,
  reportPerBurst,
  visitorOptedOut,
} from './insights/insights-sender';
export * from './listings/index';
export type { WidgetModule } from './module';
export { type MountConfig, type MountedWidget, mount, ROOT_CLASS, STYLESHEET_WAIT_MS } from './mount';
export {
  type EntryMountConfig,
  type MountedEntry,
  type RuntimeEntry,
  type WidgetryNamespace,
  widgetry,
} from './namespace';
export type {
  ColorControl,
  FontControl,
  NumberControl,
  PanelControl,
  PanelDescription,
  PanelSection,
  ReviewListControl,
  SelectControl,
  SettingsPath,
  TextControl,
  ToggleControl,
  UnitControl,
  WordListControl,
} from './panel';
export {
  colorControl,
  FONT_SIZE_BOUNDS,
  FONT_WEIGHT_OPTIONS,
  fontControl,
  LENGTH_BOUNDS,
  labelledOptions,
  languageControl,
  type NumberBounds,
  numberControl,
  SHADOW_OPTIONS,
  selectControl,
  TEXT_ALIGN_OPTIONS,
  textControl,
  textStyleControls,
  toggleControl,
  type UnitBounds,
  unitControl,
} from './panel-options';
export { renderToString } from './render-to-string';
export {
  LIKELY_LISTINGS,
  type LinearHeight,
  listingFilterBarShown,
  listingsHeight,
  MAX_RESERVED_HEIGHT,
  type ReviewLayoutHeights,
  reviewsHeight,
  snippetReservation,
} from './reserved-height';
export type { RenderContext, WidgetBehaviour, WidgetRuntime } from './runtime';
