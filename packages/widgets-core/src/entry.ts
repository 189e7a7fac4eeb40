import type { WidgetLanguage } from '@widgetry/contracts/constants';
import { catalogueUrl, loadCatalogue } from './i18n/catalogue-loader';
import { pageLanguages, resolveLanguage } from './i18n/language';
import type { Catalogue } from './i18n/messages';
import { createInsightsSender } from './insights/insights-sender';
import { type MountedWidget, mount } from './mount';
import { type MountedEntry, type RuntimeEntry, widgetry } from './namespace';
import type { WidgetRuntime } from './runtime';

/** Whether `value` is an object whose `groups` are all objects: the shape of every htmlData settings object. */
export function hasGroups(value: unknown, groups: readonly string[]): value is Record<string, Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  return groups.every((group) => {
    const inner: unknown = Reflect.get(value, group);
    return typeof inner === 'object' && inner !== null;
  });
}

/** Ours (issue 32): what the console says when a language's file did not arrive. */
export const MISSING_CATALOGUE = 'Language file does not exist';

/**
 * Wraps a runtime for the loader: settings arrive from the network, so `isSettings` checks their
 * shape before anything renders (leaf values are re-checked by cssVars and escaping anyway); a
 * wrong shape throws, which the loader reports as one warning.
 */
export function runtimeEntry<S>(runtime: WidgetRuntime<S>, isSettings: (value: unknown) => value is S): RuntimeEntry {
  const check = (value: unknown): S => {
    if (!isSettings(value)) throw new TypeError(`invalid ${runtime.type} settings`);
    return value;
  };
  return {
    mount(el, config) {
      const settings = check(config.settings);
      const doc = el.ownerDocument;
      // Only the loader passes the widget's address: a customer's page, whose answer is final.
      const win = doc.defaultView;
      const insights = config.embed && win ? createInsightsSender(`${config.embed}/events`, win) : undefined;
      const start = (language?: WidgetLanguage, translation?: Catalogue) =>
        mount(el, {
          runtime,
          settings: latest,
          data: config.data,
          stylesheetUrl: config.stylesheetUrl,
          settled: config.settled ?? config.embed !== undefined,
          report: insights?.report,
          language,
          translation,
        });
      let latest = settings;
      let mounted: MountedWidget<S> | undefined;
      let stopped = false;
      const handle: MountedEntry = {
        update: (next) => {
          latest = check(next);
          mounted?.update(latest);
        },
        destroy: () => {
          stopped = true;
          mounted?.destroy();
          insights?.stop();
        },
      };
      // The widget's language (issue 32): English mounts at once, as before; another language
      // first fetches its catalogue from the host the stylesheet comes from. Meanwhile the
      // snippet's reserved height holds the place, so nothing moves when it shows.
      const language = resolveLanguage(Reflect.get(Object(settings), 'language'), pageLanguages(doc));
      if (language === 'en' || !config.stylesheetUrl) {
        try {
          mounted = start();
        } catch (error) {
          insights?.stop();
          throw error;
        }
        return handle;
      }
      void loadCatalogue(catalogueUrl(config.stylesheetUrl, runtime.type, language, doc.baseURI)).then(
        (translation) => {
          if (stopped) return;
          // Without its catalogue the widget still shows, in English, and the console says why.
          if (!translation) console.warn(`[widgetry] ${MISSING_CATALOGUE}: ${runtime.type} ${language}`);
          try {
            mounted = translation ? start(language, translation) : start();
          } catch (error) {
            insights?.stop();
            el.style.minHeight = '';
            console.warn(
              `[widgetry] ${runtime.type} widget not shown: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        },
      );
      return handle;
    },
  };
}

/** Registers a runtime in `window.Widgetry` (what a runtime's IIFE entry does when it runs). */
export function registerRuntime<S>(runtime: WidgetRuntime<S>, isSettings: (value: unknown) => value is S): void {
  widgetry().register(runtime.type, runtimeEntry(runtime, isSettings));
}
