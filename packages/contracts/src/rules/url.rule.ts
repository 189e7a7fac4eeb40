import { z } from 'zod';
import { clientString } from './text.rule';

export const URL_MAX_LENGTH = 2048;
// Says what a refused address lacks: most refusals are local or made-up hosts (localhost:4400, an
// IP, a name without a dot), which already start with http://, so naming the scheme would mislead.
export const URL_MESSAGE = 'Enter a public web address with a domain name, such as https://www.example.com.';
export const LINK_MESSAGE = 'Enter a web address (http:// or https://), a mailto: address or a tel: number.';

// Characters a well-formed address never carries raw: controls, spaces, quotes, angle brackets.
// Refusing them keeps a stored value from breaking out of an attribute even where a renderer forgets
// to escape it. Non-ASCII stays allowed, as an address may hold a Unicode domain or path.
const VISIBLE_CHARS = /^[!-~\u00a1-\uffff]*$/;
const UNSAFE_URL_CHARS = /[\s<>"'`\\{}|^]/;
const noUnsafeChars = (value: string) => VISIBLE_CHARS.test(value) && !UNSAFE_URL_CHARS.test(value);

/**
 * An absolute http(s) address with a real domain name. zod's httpUrl refuses other schemes
 * (javascript:, data:, file:) and requires the '//' so 'http:evil' is not read as a relative path.
 */
export const httpUrlSchema = clientString()
  .max(URL_MAX_LENGTH, { error: URL_MESSAGE })
  .refine(noUnsafeChars, { error: URL_MESSAGE })
  .pipe(z.httpUrl({ error: URL_MESSAGE }));

export function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

/** A source address that may still be empty while the widget is a draft (spec 000 §5 checks it on save). */
export const optionalHttpUrlSchema = z.union([z.literal(''), httpUrlSchema], { error: URL_MESSAGE });

const MAILTO = /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,63}(?:\?[^\s]*)?$/i;
const TEL = /^tel:\+?[0-9][0-9().-]{2,29}$/;

/** Links a visitor clicks may also open mail or dial (DESIGN security rules). */
export function isLinkUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || !noUnsafeChars(value)) return false;
  return MAILTO.test(value) || TEL.test(value) || isHttpUrl(value);
}

/** A clickable link: http(s), mailto: or tel:, or empty for none. */
export const linkUrlSchema = clientString().refine((value) => value === '' || isLinkUrl(value), {
  error: LINK_MESSAGE,
});

// Exactly the characters encodeURIComponent leaves or produces.
const URI_COMPONENT = /^[A-Za-z0-9\-_.!~*'()%]*$/;

function decodeComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Spec 002 §3: the accessibility domainUrl is stored URL-encoded. */
export function encodeDomainUrl(url: string): string {
  return encodeURIComponent(url);
}

export function decodeDomainUrl(encoded: string): string | null {
  return URI_COMPONENT.test(encoded) ? decodeComponent(encoded) : null;
}

/** An URL-encoded http(s) address (or empty): decoding it must give an address httpUrlSchema accepts. */
export const encodedHttpUrlSchema = clientString().refine(
  (value) => {
    if (value === '') return true;
    const decoded = decodeDomainUrl(value);
    return decoded !== null && isHttpUrl(decoded);
  },
  { error: URL_MESSAGE },
);

// Product images uploaded through the admin console are served from the API host under devadmin/.
const UPLOADED_IMAGE = /^devadmin\/(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
export const IMAGE_PATH_MESSAGE = 'Use an uploaded image (devadmin/…) or an http(s) address.';

/** A product banner or logo: empty (use the default), an uploaded devadmin/ path, or an http(s) address. */
export const imagePathSchema = clientString().refine(
  (value) => value === '' || UPLOADED_IMAGE.test(value) || isHttpUrl(value),
  { error: IMAGE_PATH_MESSAGE },
);
