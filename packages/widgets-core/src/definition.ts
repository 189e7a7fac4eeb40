// One widget type, as every part of the product sees it. Each packages/widgets-<type> exports one
// of these from its `./definition` entry, and packages/widget-registry lists them: the catalogue
// seed, the save checks, the editor, the API preview, the script host and the size report all
// read a type from here, so a type lives in its own package and nowhere else.
import type { Category, PreviewWidget, SettingsByType, WidgetTypeName } from '@widgetry/contracts';
import type { WidgetModule } from './module';
import type { SettingsPath } from './panel';

/** A setting that must not be blank when the widget is saved (spec 000 §5), and what is said then. */
export interface RequiredSource {
  /** Where it sits inside the type's settings, e.g. 'appfolioUrl' or 'businessId'. */
  path: SettingsPath;
  /** The spec's message, shown under that control and in the banner. */
  message: string;
}

/** The editor's flags of spec 001 §4 that ask the preview call to read a source again. */
export type PreviewReadFlag = keyof Pick<PreviewWidget, 'isUrlChanged' | 'isReviewCountChanged' | 'isReloadRequired'>;

/** One setting the source read depends on, and the flag its change sends. */
export interface PreviewReadSetting {
  path: SettingsPath;
  flag: PreviewReadFlag;
  /**
   * Typed into a field, so the editor waits for a pause before asking (no call per keystroke);
   * false for a choice from a list, which is asked at once.
   */
  typed: boolean;
}

/**
 * How the editor previews a data widget (spec 001 §4): it calls `POST /widget/preview/` for the
 * source data only while `source` is not blank, and again only when `source`, `amount` or one of
 * `alsoReads` change, each with its own flag; every other edit re-renders the same data in the page.
 */
export interface PreviewSource {
  /** What names the source: a profile address, a business id, a listings page. */
  source: PreviewReadSetting;
  /** How much of it is read (TripAdvisor's pages, Yelp's Get More Reviews). */
  amount?: PreviewReadSetting;
  /**
   * Further settings whose change reads the source again, each with its flag: a listing widget's
   * group (it narrows what is read) and its maps key (spec 001 §4 lists both with the URL).
   */
  alsoReads?: readonly PreviewReadSetting[];
  /** The control that shows a spinner while a read runs (spec 001 §2, Yelp's Get More Reviews). */
  loadingControl?: SettingsPath;
  /**
   * A setting the API applies to the data it answers (the review curation, issue 31): a change asks
   * for the data again, from the cache, with no read flag.
   */
  shapedBy?: SettingsPath;
}

/** What the catalogue is seeded with for the type (spec 000 §3); an admin may change it later. */
export interface CatalogueFacts {
  displayName: string;
  category: Category;
  /** Monthly price in cents; 0 is a free type, anything else is sold as a subscription. */
  priceCents: number;
  desc: string;
}

/** How the type's default banner and logo are drawn (apps/dashboard/scripts/generate-images.mjs). */
export interface DefaultImages {
  title: string;
  tag: string;
  icon: 'accessibility' | 'listing' | 'review' | 'calendar' | 'wallet' | 'percent';
  /** Gradient colours, '#rrggbb'. */
  from: string;
  to: string;
}

export interface WidgetDefinition<T extends WidgetTypeName = WidgetTypeName> {
  type: T;
  catalogue: CatalogueFacts;
  /** Checked in order on save; the first blank one is reported. Empty for the calculators. */
  requiredSources: readonly RequiredSource[];
  images: DefaultImages;
  /** Where the type's preview gets source data from; absent for types that render settings only. */
  previewSource?: PreviewSource;
  /**
   * The setting that groups several listing widgets on one page; when set, the install snippet
   * carries it as data-group (DESIGN "Data flow" 4). Absent for types without groups.
   */
  groupPath?: SettingsPath;
  /**
   * The height of a widget with these saved settings, from which the install snippet reserves
   * space (an inline min-height on its placeholder, at most one screen: snippetReservation), so
   * the page's content below is laid out where it will stay:
   * embed.js is async and runs after the page may have painted, and a placeholder that grew then
   * would push that content down (a layout shift). Each type's function is written from its
   * runtime measured in Chromium on columns 343 and 928 px wide (the figures sit beside it).
   *
   * It is the height on the wide column, rounded up, even where the narrow column is much taller
   * (a review list, the listings): a min-height is a floor, so a taller widget still grows, and
   * on a phone that growth is below the fold where it moves nothing the visitor sees; reserving
   * the phone's height instead would leave a desktop page a blank gap as tall again as the widget.
   * Where the narrow column is only a little taller (a carousel, a calculator) the taller figure
   * is used, covering both. Where the settings cannot tell the height (how many reviews or
   * listings the source has) it reserves for what is likely, and says so. Absent for a type that
   * floats over the page (the accessibility menu): it takes no room in the page's flow.
   */
  reservedHeight?(settings: SettingsByType[T]): number;
  /** Loads the runtime with its panel; null while the type has no runtime yet (its editor says so). */
  load: (() => Promise<WidgetModule<SettingsByType[T]>>) | null;
}

/** Declares a type's definition; the type parameter ties the runtime to that type's settings. */
export function defineWidget<T extends WidgetTypeName>(definition: WidgetDefinition<T>): WidgetDefinition<T> {
  return definition;
}
