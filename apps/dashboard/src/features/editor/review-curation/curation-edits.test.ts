import { CURATION_LIMITS, CURATION_MESSAGES } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { addWord, stringList, toggleHidden, togglePinned } from './curation-edits';

describe('curation edits', () => {
  it('hides a review (unpinning it) and shows it again', () => {
    const hidden = toggleHidden({ hidden: ['a'], pinned: ['b', 'c'] }, 'b');
    expect(hidden).toEqual({ hidden: ['a', 'b'], pinned: ['c'] });
    expect(toggleHidden(hidden, 'b')).toEqual({ hidden: ['a'], pinned: ['c'] });
  });

  it('pins a review last (showing it again if hidden) and unpins it', () => {
    const pinned = togglePinned({ hidden: ['c'], pinned: ['a'] }, 'c');
    expect(pinned).toEqual({ hidden: [], pinned: ['a', 'c'] });
    expect(togglePinned({ hidden: [], pinned: ['a', 'c'] }, 'a')).toEqual({ hidden: [], pinned: ['c'] });
  });

  it('refuses a pin past the limit, in plain words', () => {
    const full = Array.from({ length: CURATION_LIMITS.pinned }, (_, index) => `r${index}`);
    expect(togglePinned({ hidden: [], pinned: full }, 'new')).toEqual({ error: CURATION_MESSAGES.tooManyPinned });
    expect(togglePinned({ hidden: [], pinned: full }, 'r0')).toEqual({ hidden: [], pinned: full.slice(1) });
  });

  it('adds a word trimmed, once in any case, within the bounds', () => {
    expect(addWord(['Bob'], '  rude ')).toEqual(['Bob', 'rude']);
    expect(addWord(['Bob'], 'BOB')).toEqual({ error: CURATION_MESSAGES.wordRepeated });
    expect(addWord([], '   ')).toEqual({ error: CURATION_MESSAGES.wordBlank });
    expect(addWord([], 'x'.repeat(CURATION_LIMITS.wordLength + 1))).toEqual({ error: CURATION_MESSAGES.wordTooLong });
    const full = Array.from({ length: CURATION_LIMITS.excludedWords }, (_, index) => `w${index}`);
    expect(addWord(full, 'one more')).toEqual({ error: CURATION_MESSAGES.tooManyWords });
  });

  it('reads a stored list, ignoring what is not text', () => {
    expect(stringList(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(stringList(undefined)).toEqual([]);
  });
});
