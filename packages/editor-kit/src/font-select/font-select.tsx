import type { ReactNode } from 'react';
import { Select, type SelectOption } from '../select/select';

export interface FontSelectProps<F extends string> {
  /** Visible label and accessible name. */
  label: string;
  /** The selected font name. */
  value: F;
  /** Called with the chosen font name. */
  onValueChange: (value: F) => void;
  /** The font names to offer; the app passes its contract's font list. */
  fonts: readonly F[];
  /** id of the select; generated when absent. */
  id?: string;
  /** Disables the select. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
}

/**
 * A CSS font-family for one font name. Quotes and backslashes are dropped so that a name can
 * never close the string and add declarations of its own.
 */
export function fontFamilyFor(font: string): string {
  return `"${font.replace(/["\\]/g, '')}", sans-serif`;
}

/** A Select of font names, each shown in its own font so the choice is made by eye. */
export function FontSelect<F extends string>({ fonts, value, ...rest }: FontSelectProps<F>) {
  const options: SelectOption<F>[] = fonts.map((font) => ({
    value: font,
    label: font,
    style: { fontFamily: fontFamilyFor(font) },
  }));
  return <Select {...rest} value={value} options={options} style={{ fontFamily: fontFamilyFor(value) }} />;
}
