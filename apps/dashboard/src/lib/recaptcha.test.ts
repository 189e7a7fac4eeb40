import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getRecaptchaToken,
  loadRecaptcha,
  RecaptchaUnavailableError,
  recaptchaScriptUrl,
  resetRecaptchaForTests,
} from './recaptcha';

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-widgetry-recaptcha]')];
}

/** A stand-in for Google's script: ready() runs at once, execute() answers with `answer`. */
function installGrecaptcha(answer: () => Promise<string>) {
  const execute = vi.fn((_siteKey: string, _options: { action: string }) => answer());
  const ready = vi.fn((callback: () => void) => callback());
  window.grecaptcha = { ready, execute };
  return { ready, execute };
}

afterEach(() => resetRecaptchaForTests());

describe('loadRecaptcha', () => {
  it('adds the v3 script for the site key once', () => {
    loadRecaptcha('site-key');
    loadRecaptcha('site-key');
    expect(scripts().map((script) => script.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(recaptchaScriptUrl('a b')).toBe('https://www.google.com/recaptcha/api.js?render=a%20b');
  });

  it('loads nothing without a site key', () => {
    loadRecaptcha('');
    expect(scripts()).toEqual([]);
  });
});

describe('getRecaptchaToken', () => {
  it('sends nothing and loads nothing when no site key is configured', async () => {
    await expect(getRecaptchaToken('')).resolves.toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('executes the submit action with the site key and returns the token', async () => {
    const { execute, ready } = installGrecaptcha(() => Promise.resolve('human-token'));
    await expect(getRecaptchaToken('site-key')).resolves.toBe('human-token');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit' });
  });

  it('waits for a script still loading, then uses it', async () => {
    loadRecaptcha('site-key');
    const pending = getRecaptchaToken('site-key');
    installGrecaptcha(() => Promise.resolve('late-token'));
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe('late-token');
  });

  it('refuses, and logs, when the script failed to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = getRecaptchaToken('site-key');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toBeInstanceOf(RecaptchaUnavailableError);
    expect(logged).toHaveBeenCalled();
  });

  it('refuses, and logs, when execute fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installGrecaptcha(() => Promise.reject(new Error('invalid site key')));
    await expect(getRecaptchaToken('site-key')).rejects.toThrow(/failed to answer/);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
