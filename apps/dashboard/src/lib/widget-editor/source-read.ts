// What a data widget's preview reads, as the editor compares it between edits (spec 001 §4): the
// settings that name the source, how much of it is read and any further setting the read depends
// on (a listing widget's maps key and group), from the type's definition. Pure, so
// the rules (which flag an edit sends, which edit waits for a pause) are tested without React.
import type { PreviewReadFlag, PreviewReadSetting, PreviewSource } from '@widgetry/widgets-core';
import { getAtPath } from './settings-path';

/** The values a read depends on; two equal reads answer the same data. */
export interface SourceRead {
  /** The source's name (a profile address, a business id), trimmed; '' while blank. */
  source: string;
  /** How much of it is read (pages, review count); null for a type that reads a fixed amount. */
  amount: string | number | null;
  /** The definition's `alsoReads`, in its order; empty for a type that names none. */
  also: readonly ReadValue[];
  /** The definition's `shapedBy` setting as JSON (the review curation); absent for a type that names none. */
  shapedBy?: string;
}

type ReadValue = string | number | null;

export type SourceReadFlags = Record<PreviewReadFlag, boolean>;

export const NO_READ_FLAGS: SourceReadFlags = {
  isUrlChanged: false,
  isReviewCountChanged: false,
  isReloadRequired: false,
};

/** Spaces around an address or id do not name another source, so they never ask again. */
function readValue(settings: unknown, setting: PreviewReadSetting): ReadValue {
  const value = getAtPath(settings, setting.path);
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function sourceReadOf(preview: PreviewSource, settings: unknown): SourceRead {
  const source = readValue(settings, preview.source);
  return {
    source: typeof source === 'string' ? source : '',
    amount: preview.amount ? readValue(settings, preview.amount) : null,
    also: (preview.alsoReads ?? []).map((setting) => readValue(settings, setting)),
    ...(preview.shapedBy ? { shapedBy: JSON.stringify(getAtPath(settings, preview.shapedBy) ?? null) } : {}),
  };
}

/** Nothing to preview while the source is blank (spec 001 §4: "only when the source identifier exists"). */
export function canRead(read: SourceRead): boolean {
  return read.source !== '';
}

/** The `alsoReads` settings whose values differ between two reads of the same type. */
function changedAlso(preview: PreviewSource, a: SourceRead, b: SourceRead): PreviewReadSetting[] {
  return (preview.alsoReads ?? []).filter((_, index) => a.also[index] !== b.also[index]);
}

export function sameRead(a: SourceRead, b: SourceRead): boolean {
  return (
    a.source === b.source &&
    a.amount === b.amount &&
    a.also.length === b.also.length &&
    a.also.every((value, index) => value === b.also[index]) &&
    a.shapedBy === b.shapedBy
  );
}

/**
 * The flags for reading `next` after `previous` (the last read asked, or what the widget was
 * opened with): each changed part sets its own flag, so the API reads the source again only then.
 */
export function readFlags(preview: PreviewSource, previous: SourceRead, next: SourceRead): SourceReadFlags {
  const flags = { ...NO_READ_FLAGS };
  if (previous.source !== next.source) flags[preview.source.flag] = true;
  if (preview.amount && previous.amount !== next.amount) flags[preview.amount.flag] = true;
  for (const setting of changedAlso(preview, previous, next)) flags[setting.flag] = true;
  return flags;
}

/**
 * Whether going from `settled` to `wanted` waits for a pause in typing: it does when a typed part
 * changed (the address, a page count, a maps key), not when only a choice from a list did.
 */
export function waitsForPause(preview: PreviewSource, settled: SourceRead, wanted: SourceRead): boolean {
  if (settled.source !== wanted.source && preview.source.typed) return true;
  if (preview.amount?.typed === true && settled.amount !== wanted.amount) return true;
  return changedAlso(preview, settled, wanted).some((setting) => setting.typed);
}
