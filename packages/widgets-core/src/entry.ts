import { isCatalogue } from './i18n/catalogue-check';
import { supportedLanguage } from './i18n/language';
import { createInsightsSender } from './insights/insights-sender';
import { mount } from './mount';
import { type RuntimeEntry, widgetry } from './namespace';
import type { WidgetRuntime } from './runtime';

/** Whether `value` is an object whose `groups` are all objects: the shape of every htmlData settings object. */
export function hasGroups(value: unknown, groups: readonly string[]): value is Record<string, Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  return groups.every((group) => {
    const inner: unknown = Reflect.get(value, group);
    return typeof inner === 'object' && inner !== null;
  });
}

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
      // Only the loader passes the widget's address: a customer's page, whose answer is final.
      const win = el.ownerDocument.defaultView;
      const insights = config.embed && win ? createInsightsSender(`${config.embed}/events`, win) : undefined;
      try {
        const mounted = mount(el, {
          runtime,
          settings,
          data: config.data,
          stylesheetUrl: config.stylesheetUrl,
          settled: config.settled ?? config.embed !== undefined,
          report: insights?.report,
          // A catalogue that is not one is ignored: the widget speaks English rather than break.
          language: supportedLanguage(config.language),
          translation: isCatalogue(config.translation) ? config.translation : undefined,
        });
        return {
          update: (next) => mounted.update(check(next)),
          destroy: () => {
            mounted.destroy();
            insights?.stop();
          },
        };
      } catch (error) {
        insights?.stop();
        throw error;
      }
    },
  };
}

/** Registers a runtime in `window.Widgetry` (what a runtime's IIFE entry does when it runs). */
export function registerRuntime<S>(runtime: WidgetRuntime<S>, isSettings: (value: unknown) => value is S): void {
  widgetry().register(runtime.type, runtimeEntry(runtime, isSettings));
}
