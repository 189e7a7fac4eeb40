import { z } from 'zod';
import { TEXT_MESSAGES } from '../constants/messages';
import { installPlainMessages } from './plain-messages.rule';

// Here, at load, because every client-facing schema is built with clientString (plain-messages.rule.ts).
installPlainMessages();

// Postgres refuses a NUL character in text and jsonb, and a lone UTF-16 surrogate (half of an
// emoji, '\ud800') in jsonb; in a text column it is silently turned into U+FFFD. Either way the
// value cannot be stored as sent, so every string a client sends is checked here, at the contract,
// and refused as a field error before the API does any work (hashing, fetching, writing).

// With the u flag a string is read by code points, so a surrogate pair is one character and only a
// lone half is in the category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the string can be stored and echoed back exactly: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const storableText = z.refine<string>(isStorableText, { error: TEXT_MESSAGES.unstorable, abort: true });

type StringParams = Exclude<Parameters<typeof z.string>[0], string | undefined>;

/**
 * `z.string()` for anything a client sends: the same parameters, plus the storable-text check first,
 * so trims, lengths and formats only ever see text that can be stored. A field's own `error`
 * ('Please enter your name.') is what a missing or empty value is told; text over its limit is
 * told the limit instead (issue 29 #11: a 300-character name was told to enter a name).
 */
export const clientString = (params?: StringParams) => {
  const own = params?.error;
  if (typeof own !== 'string') return z.string(params).check(storableText);
  const error = (issue: z.core.$ZodRawIssue) => (issue.code === 'too_big' ? undefined : own);
  return z.string({ ...params, error }).check(storableText);
};
