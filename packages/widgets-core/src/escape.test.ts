import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeHtml, safeUrl } from './escape';

describe('escapeHtml', () => {
  it('escapes every character that could start markup or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&\``)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;',
    );
  });

  it('writes numbers as text and nothing for null or undefined', () => {
    expect(escapeHtml(42)).toBe('42');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('keeps an attribute value inside its quotes', () => {
    const value = escapeAttr('" autofocus onfocus="alert(1)');
    const doc = new DOMParser().parseFromString(`<p title="${value}"></p>`, 'text/html');
    const p = doc.querySelector('p');
    expect(p?.getAttributeNames()).toEqual(['title']);
    expect(p?.title).toBe('" autofocus onfocus="alert(1)');
  });
});

describe('safeUrl', () => {
  it.each(['https://example.com/a?b=c', 'http://example.com/', 'mailto:owner@example.com', 'tel:+15551234567'])(
    'keeps %s',
    (url) => {
      expect(safeUrl(url)).toBe(new URL(url).href);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '//evil.example.com',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it('refuses anything that is not a string', () => {
    expect(safeUrl(undefined)).toBe('');
    expect(safeUrl({ toString: () => 'https://example.com' })).toBe('');
  });

  it('takes a narrower list of schemes', () => {
    expect(safeUrl('mailto:a@example.com', ['https:'])).toBe('');
    expect(safeUrl('https://example.com', ['https:'])).toBe('https://example.com/');
  });
});
