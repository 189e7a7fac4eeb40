import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { wordsText } from '../testing';
import { reviewsMessages } from './i18n/en';
import { MIN_READ_MORE_CHARS, READ_MORE_CHARS_PER_WORD, renderReviewText, splitAtWords } from './review-text';

const english = createI18n(reviewsMessages);

describe('splitAtWords', () => {
  it('cuts after the n-th word and keeps every character', () => {
    const text = 'One two  three\nfour five.';
    expect(splitAtWords(text, 3)).toEqual(['One two  three', '\nfour five.']);
    expect(splitAtWords(text, 3).join('')).toBe(text);
  });

  it('does not cut a text of n words or fewer', () => {
    expect(splitAtWords('one two three ', 3)).toEqual(['one two three ', '']);
    expect(splitAtWords('one two', 5)).toEqual(['one two', '']);
    expect(splitAtWords('', 5)).toEqual(['', '']);
  });

  it('never cuts for a threshold below one', () => {
    expect(splitAtWords('one two', 0)).toEqual(['one two', '']);
    expect(splitAtWords('one two', Number.NaN)).toEqual(['one two', '']);
  });

  it('cuts a text without spaces at the characters its words would come to', () => {
    expect(READ_MORE_CHARS_PER_WORD * 60).toBe(600);
    // Japanese or Chinese have no spaces between words: one "word" of 1 050 characters.
    const japanese = '駅から近くて部屋も清潔でした。'.repeat(70);
    const [head, rest] = splitAtWords(japanese, 60);
    expect(head).toHaveLength(600);
    expect(head + rest).toBe(japanese);
    // One 20 000-character string, as a hostile source might send.
    const long = 'x'.repeat(20_000);
    expect(splitAtWords(long, 50)).toEqual(['x'.repeat(500), 'x'.repeat(19_500)]);
  });

  it('still cuts ordinary prose at the n-th word, and never splits a word of a low threshold', () => {
    const prose = 'The apartment was spotless, the neighbourhood is quiet and the staff answered every call. '.repeat(
      8,
    );
    expect(splitAtWords(prose, 60)[0].split(' ')).toHaveLength(60);
    expect(MIN_READ_MORE_CHARS).toBe(200);
    expect(splitAtWords('Supercalifragilisticexpialidocious and more', 1)).toEqual([
      'Supercalifragilisticexpialidocious',
      ' and more',
    ]);
  });

  it('cuts a text too long for its words at a space in the limit’s second half', () => {
    const text = `${'a'.repeat(400)} ${'b'.repeat(1_000)}`;
    expect(splitAtWords(text, 60)).toEqual(['a'.repeat(400), ` ${'b'.repeat(1_000)}`]);
    // Words longer than any language's: cut at the last space before the limit.
    const jargon = 'Internationalisation responsibilities notwithstanding '.repeat(40);
    const [head, rest] = splitAtWords(jargon, 60);
    expect(head.length).toBeLessThanOrEqual(600);
    expect(head.endsWith('notwithstanding') || head.endsWith('responsibilities')).toBe(true);
    expect(rest.startsWith(' ')).toBe(true);
    // A space in the first half is too early: the cut falls at the limit.
    const early = `${'a'.repeat(100)} ${'b'.repeat(1_000)}`;
    expect(splitAtWords(early, 60)[0]).toHaveLength(600);
  });

  it('never leaves half of a character at the cut', () => {
    // The limit (200) falls on the second half of a surrogate pair …
    const emoji = `a${'😀'.repeat(200)}`;
    const [head, rest] = splitAtWords(emoji, 1);
    expect(head).toHaveLength(199);
    expect(rest.codePointAt(0)).toBe(0x1f600);
    // … on a combining accent …
    const accents = `a${'e\u0301'.repeat(200)}`;
    expect(splitAtWords(accents, 1)[1].startsWith('e\u0301')).toBe(true);
    // … and inside what a zero-width joiner ties together.
    const family = `a${'👩\u200D👧'.repeat(60)}`;
    const [joinedHead, joinedRest] = splitAtWords(family, 1);
    expect(joinedHead).toHaveLength(196);
    expect(joinedHead + joinedRest).toBe(family);
    expect(joinedRest.startsWith('👩\u200D👧')).toBe(true);
  });
});

describe('renderReviewText', () => {
  const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body;

  it('shows a short text whole, without a button', () => {
    const body = parse(renderReviewText('Short and sweet.', 50, 'x', english).value);
    expect(body.querySelector('p')?.textContent).toBe('Short and sweet.');
    expect(body.querySelector('button')).toBeNull();
  });

  it('hides the rest of a long text behind a collapsed Read more that controls it', () => {
    const body = parse(renderReviewText(wordsText(60), 50, 'w1-rv0-text', english).value);
    const text = body.querySelector('p');
    const button = body.querySelector('button');
    expect(text?.id).toBe('w1-rv0-text');
    expect(button?.getAttribute('aria-controls')).toBe('w1-rv0-text');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.textContent).toBe('Read more');
    const rest = body.querySelector<HTMLElement>('.wg-rv-rest');
    expect(rest?.hidden).toBe(true);
    expect(rest?.textContent).toBe(` ${wordsText(60).split(' ').slice(50).join(' ')}`);
    expect(text?.firstChild?.textContent).toBe(wordsText(50));
  });

  it('hides the rest of a text without spaces behind Read more too', () => {
    const body = parse(renderReviewText('x'.repeat(20_000), 60, 'x', english).value);
    expect(body.querySelector('button')?.textContent).toBe('Read more');
    expect(body.querySelector('p')?.firstChild?.textContent).toBe('x'.repeat(600));
    expect(body.querySelector('.wg-rv-rest')?.textContent).toHaveLength(19_400);
  });

  it('shows every text whole without a threshold', () => {
    expect(renderReviewText(wordsText(500), null, 'x', english).value).not.toContain('<button');
  });
});
