import { CURATION_LIMITS, CURATION_MESSAGES } from '@widgetry/contracts';

// The editor's edits of a review widget's curation (issue 31), pure so their rules are tested
// without React: a review is hidden or pinned, never both; pins keep the order they were made in.

export interface Picks {
  hidden: readonly string[];
  pinned: readonly string[];
}

/** Hides a shown review (a pinned one is unpinned), or shows a hidden one again. */
export function toggleHidden({ hidden, pinned }: Picks, sourceId: string): Picks {
  if (hidden.includes(sourceId)) return { hidden: hidden.filter((id) => id !== sourceId), pinned };
  return { hidden: [...hidden, sourceId], pinned: pinned.filter((id) => id !== sourceId) };
}

/** Pins a review last (a hidden one is shown again), or unpins it; refused past the pin limit. */
export function togglePinned({ hidden, pinned }: Picks, sourceId: string): Picks | { error: string } {
  if (pinned.includes(sourceId)) return { hidden, pinned: pinned.filter((id) => id !== sourceId) };
  if (pinned.length >= CURATION_LIMITS.pinned) return { error: CURATION_MESSAGES.tooManyPinned };
  return { hidden: hidden.filter((id) => id !== sourceId), pinned: [...pinned, sourceId] };
}

/** The list with the typed word added (trimmed), or why it cannot be. */
export function addWord(words: readonly string[], typed: string): string[] | { error: string } {
  const word = typed.trim();
  if (word === '') return { error: CURATION_MESSAGES.wordBlank };
  if (word.length > CURATION_LIMITS.wordLength) return { error: CURATION_MESSAGES.wordTooLong };
  const folded = word.toLocaleLowerCase();
  if (words.some((known) => known.toLocaleLowerCase() === folded)) return { error: CURATION_MESSAGES.wordRepeated };
  if (words.length >= CURATION_LIMITS.excludedWords) return { error: CURATION_MESSAGES.tooManyWords };
  return [...words, word];
}

/** A settings value as a list of strings (anything else as none). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
