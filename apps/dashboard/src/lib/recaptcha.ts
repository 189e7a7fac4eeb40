/**
 * reCAPTCHA v3 (spec 000 §2: a human-check token, action submit, before sign-up and sign-in). The
 * script is loaded only by the page that needs it, once, and only when a site key is configured;
 * without one the API skips the check too (DESIGN "Hosts and configuration").
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The human check could not run: the script is missing or refused to answer. */
export class RecaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecaptchaUnavailableError';
  }
}

export const RECAPTCHA_ACTION = 'submit';
const SCRIPT_ATTRIBUTE = 'data-widgetry-recaptcha';
/** A script that neither loads nor fails (a stalled network) must not hold the form forever. */
const SCRIPT_WAIT_MS = 10_000;

/** Settles once the script has loaded or failed, so a submit right after opening the page waits for it. */
let scriptSettled: Promise<void> | null = null;

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** Adds the script tag once per page load; later calls (another mount, StrictMode) reuse it. */
export function loadRecaptcha(siteKey: string): void {
  if (!siteKey || scriptSettled) return;
  const script = document.createElement('script');
  script.src = recaptchaScriptUrl(siteKey);
  script.async = true;
  script.setAttribute(SCRIPT_ATTRIBUTE, '');
  scriptSettled = new Promise<void>((settle) => {
    script.addEventListener('load', () => settle());
    script.addEventListener('error', () => {
      console.error(`The reCAPTCHA script could not be loaded from ${script.src}`);
      settle();
    });
  });
  document.head.append(script);
}

/**
 * A token to send as `recaptcha`, or undefined when no site key is configured (nothing to send).
 * Throws RecaptchaUnavailableError when the check is configured but cannot run: the caller must
 * not submit then (spec 000 §8 "Human check not loaded: sign-in/up cannot proceed; error logged").
 */
export async function getRecaptchaToken(siteKey: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  if (!window.grecaptcha) {
    loadRecaptcha(siteKey);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      scriptSettled,
      new Promise<void>((settle) => {
        timer = setTimeout(settle, SCRIPT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) {
    const error = new RecaptchaUnavailableError('The human check (reCAPTCHA) is not loaded.');
    console.error(error);
    throw error;
  }
  try {
    const token = await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION }).then(resolve, reject);
      });
    });
    if (!token) throw new Error('reCAPTCHA answered with an empty token.');
    return token;
  } catch (cause) {
    const error = new RecaptchaUnavailableError('The human check (reCAPTCHA) failed to answer.', { cause });
    console.error(error);
    throw error;
  }
}

/** Forgets the loaded script; for tests, which each start from a page without it. */
export function resetRecaptchaForTests(): void {
  scriptSettled = null;
  for (const script of document.querySelectorAll(`script[${SCRIPT_ATTRIBUTE}]`)) script.remove();
  window.grecaptcha = undefined;
}
