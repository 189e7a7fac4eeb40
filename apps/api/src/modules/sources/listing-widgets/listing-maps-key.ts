import type { WidgetTypeName } from '@widgetry/contracts';
import { isListingType } from './listing-source-of';

// The maps key a listing widget is served with (DESIGN config table, GOOGLE_MAPS_API_KEY): its own
// `clientGmapApi` when the customer gave one, else the platform's default. Applied to the settings
// as they are served (embed answer, preview), never to the stored ones: the editor's field stays
// blank, so the customer sees that no key of theirs is set, and a changed default reaches every
// widget without a save. The default is checked like a widget's own key when the config loads.

/**
 * `settings` with `defaultKey` as the maps key when its own is blank; the same settings for another
 * type, a blank or missing default, or a widget with its own key. Never changes `settings` itself.
 */
export function withDefaultMapsKey<S>(type: WidgetTypeName, settings: S, defaultKey: string | undefined): S {
  const key = defaultKey?.trim() ?? '';
  if (key === '' || !isListingType(type) || typeof settings !== 'object' || settings === null) return settings;
  const own: unknown = Reflect.get(settings, 'clientGmapApi');
  if (typeof own === 'string' && own.trim() !== '') return settings;
  return { ...settings, clientGmapApi: key };
}
