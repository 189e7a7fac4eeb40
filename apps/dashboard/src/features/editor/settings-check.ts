import { htmlDataFields, parseSettings, toFieldErrors, type WidgetTypeName } from '@widgetry/contracts';

/**
 * Every setting the type's contract refuses, by settings path ('clientGmapApi',
 * 'fields.homePriceSliderMin'): the API's own check, run in the editor so a wrong value is named
 * under its control as it is entered and stops Save before anything is sent or bought.
 */
export function settingsErrors(type: WidgetTypeName, settings: unknown): Record<string, string> {
  const parsed = parseSettings(type, settings);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

/**
 * The most characters the contract takes for the text setting at `path` ('header.title'), so its
 * input stops there while typing (issue 29 #11); undefined for a setting that is not text.
 */
export function textMaxLength(type: WidgetTypeName, path: string): number | undefined {
  const full = `${type}.${path}`;
  return htmlDataFields(type).find((field) => field.path.join('.') === full)?.maxLength;
}
