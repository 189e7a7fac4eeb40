import { parseSettings, toFieldErrors, type WidgetTypeName } from '@widgetry/contracts';

/**
 * Every setting the type's contract refuses, by settings path ('clientGmapApi',
 * 'fields.homePriceSliderMin'): the API's own check, run in the editor so a wrong value is named
 * under its control as it is entered and stops Save before anything is sent or bought.
 */
export function settingsErrors(type: WidgetTypeName, settings: unknown): Record<string, string> {
  const parsed = parseSettings(type, settings);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}
