// What a data widget's preview reads, as the editor compares it between edits (spec 001 §4): the
// settings that name the source and how much of it is read, from the type's definition. Pure, so
// the rules (which flag an edit sends, which edit waits for a pause) are tested without React.
import type { PreviewReadFlag, PreviewReadSetting, PreviewSource } from '@widgetry/widgets-core';
import { getAtPath } from './settings-path';

/** The values a read depends on; two equal reads answer the same data. */
export interface SourceRead {
  /** The source's name (a profile address, a business id), trimmed; '' while blank. */
  source: string;
  /** How much of it is read (pages, review count); null for a type that reads a fixed amount. */
  amount: string | number | null;
}

export type SourceReadFlags = Record<PreviewReadFlag, boolean>;

export const NO_READ_FLAGS: SourceReadFlags = {
  isUrlChanged: false,
  isReviewCountChanged: false,
  isReloadRequired: false,
};

/** Spaces around an address or id do not name another source, so they never ask again. */
function readValue(settings: unknown, setting: PreviewReadSetting): string | number | null {
  const value = getAtPath(settings, setting.path);
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function sourceReadOf(preview: PreviewSource, settings: unknown): SourceRead {
  const source = readValue(settings, preview.source);
  return {
    source: typeof source === 'string' ? source : '',
    amount: preview.amount ? readValue(settings, preview.amount) : null,
  };
}

/** Nothing to preview while the source is blank (spec 001 §4: "only when the source identifier exists"). */
export function canRead(read: SourceRead): boolean {
  return read.source !== '';
}

export function sameRead(a: SourceRead, b: SourceRead): boolean {
  return a.source === b.source && a.amount === b.amount;
}

/**
 * The flags for reading `next` after `previous` (the last read asked, or what the widget was
 * opened with): each changed part sets its own flag, so the API reads the source again only then.
 */
export function readFlags(preview: PreviewSource, previous: SourceRead, next: SourceRead): SourceReadFlags {
  const flags = { ...NO_READ_FLAGS };
  if (previous.source !== next.source) flags[preview.source.flag] = true;
  if (preview.amount && previous.amount !== next.amount) flags[preview.amount.flag] = true;
  return flags;
}

/**
 * Whether going from `settled` to `wanted` waits for a pause in typing: it does when a typed part
 * changed (the address, a page count), not when only a choice from a list did.
 */
export function waitsForPause(preview: PreviewSource, settled: SourceRead, wanted: SourceRead): boolean {
  if (settled.source !== wanted.source && preview.source.typed) return true;
  return preview.amount?.typed === true && settled.amount !== wanted.amount;
}
