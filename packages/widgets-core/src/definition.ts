// One widget type, as every part of the product sees it. Each packages/widgets-<type> exports one
// of these from its `./definition` entry, and packages/widget-registry lists them: the catalogue
// seed, the save checks, the editor, the API preview, the script host and the size report all
// read a type from here, so a type lives in its own package and nowhere else.
import type { Category, SettingsByType, WidgetTypeName } from '@widgetry/contracts';
import type { WidgetModule } from './module';
import type { SettingsPath } from './panel';

/** A setting that must not be blank when the widget is saved (spec 000 §5), and what is said then. */
export interface RequiredSource {
  /** Where it sits inside the type's settings, e.g. 'appfolioUrl' or 'businessId'. */
  path: SettingsPath;
  /** The spec's message, shown under that control and in the banner. */
  message: string;
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
  /**
   * The setting that groups several listing widgets on one page; when set, the install snippet
   * carries it as data-group (DESIGN "Data flow" 4). Absent for types without groups.
   */
  groupPath?: SettingsPath;
  /** Loads the runtime with its panel; null while the type has no runtime yet (its editor says so). */
  load: (() => Promise<WidgetModule<SettingsByType[T]>>) | null;
}

/** Declares a type's definition; the type parameter ties the runtime to that type's settings. */
export function defineWidget<T extends WidgetTypeName>(definition: WidgetDefinition<T>): WidgetDefinition<T> {
  return definition;
}
