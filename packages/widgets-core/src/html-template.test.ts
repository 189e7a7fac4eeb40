import { describe, expect, it } from 'vitest';
import { html, raw, SafeHtml } from './html-template';

describe('html', () => {
  it('escapes interpolated values', () => {
    const name = '<script>alert(1)</script>';
    expect(String(html`<h2 title="${name}">${name}</h2>`)).toBe(
      '<h2 title="&lt;script&gt;alert(1)&lt;/script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</h2>',
    );
  });

  it('nests html results and raw markup without escaping them again', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    const list = html`<ul>${['a&b', 'c'].map(item)}${raw('<li>trusted</li>')}</ul>`;
    expect(list).toBeInstanceOf(SafeHtml);
    expect(list.value).toBe('<ul><li>a&amp;b</li><li>c</li><li>trusted</li></ul>');
  });

  it('renders nothing for null, undefined and false, so conditions read naturally', () => {
    const show = false;
    expect(html`<p>${null}${undefined}${show && html`<b>x</b>`}${0}</p>`.value).toBe('<p>0</p>');
  });

  it('escapes an object that pretends to be safe markup', () => {
    const fake = { value: '<b>bold</b>', toString: () => '<b>bold</b>' };
    expect(html`${fake}`.value).toBe('&lt;b&gt;bold&lt;/b&gt;');
  });
});
