import { render } from '@testing-library/react';
import { escapeHtml, type RenderContext, type WidgetRuntime } from '@widgetry/widgets-core';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LivePreview } from './live-preview';

interface FakeSettings {
  text: string;
  color: string;
}

/** A runtime whose every call is seen: pure render plus one CSS variable, like the real ones. */
function fakeRuntime() {
  const update = vi.fn();
  const destroy = vi.fn();
  const runtime: WidgetRuntime<FakeSettings> = {
    type: 'prorated',
    messages: {},
    css: '.fake { color: var(--fake-color); }',
    render: vi.fn((settings: FakeSettings) => `<p class="fake">${escapeHtml(settings.text)}</p>`),
    vars: (settings) => ({ '--fake-color': settings.color }),
    fonts: () => [],
    attach: vi.fn(() => ({ update, destroy })),
  };
  return { runtime, update, destroy };
}

const shadowOf = (container: HTMLElement) => {
  const root = container.querySelector('[data-testid="live-preview"]')?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
};

describe('LivePreview', () => {
  it('mounts the runtime once into a shadow root, with its stylesheet inline and the id prefix', () => {
    const { runtime } = fakeRuntime();
    const { container } = render(<LivePreview runtime={runtime} settings={{ text: 'Hello', color: '#ff0000' }} />);
    const shadow = shadowOf(container);
    expect(shadow.querySelector('p.fake')?.textContent).toBe('Hello');
    expect(shadow.querySelector('style')?.textContent).toBe(runtime.css);
    expect(shadow.querySelector<HTMLElement>('.wg-root')?.style.getPropertyValue('--fake-color')).toBe('#ff0000');
    expect(runtime.render).toHaveBeenCalledTimes(1);
    expect(runtime.render).toHaveBeenCalledWith(
      { text: 'Hello', color: '#ff0000' },
      expect.objectContaining({ idPrefix: 'wg-preview-' }),
    );
  });

  it('updates in place for new settings, and not at all for the same settings object', () => {
    const { runtime, update } = fakeRuntime();
    const first = { text: 'One', color: '#000000' };
    const { container, rerender } = render(<LivePreview runtime={runtime} settings={first} />);
    const root = shadowOf(container).querySelector('.wg-root');

    rerender(<LivePreview runtime={runtime} settings={first} />);
    expect(runtime.render).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();

    rerender(<LivePreview runtime={runtime} settings={{ text: 'Two', color: '#00ff00' }} />);
    expect(runtime.render).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenCalledWith({ text: 'Two', color: '#00ff00' });
    // Same root element: updated, not remounted.
    expect(shadowOf(container).querySelector('.wg-root')).toBe(root);
    expect(shadowOf(container).querySelector('p.fake')?.textContent).toBe('Two');
  });

  it('hands the source data to the runtime, mounts again for new data, and updates in place for settings', () => {
    const { runtime, update, destroy } = fakeRuntime();
    runtime.render = vi.fn((settings: FakeSettings, ctx: RenderContext) => {
      const names = Array.isArray(ctx.data) ? ctx.data.join(', ') : 'none';
      return `<p class="fake">${escapeHtml(settings.text)}: ${escapeHtml(names)}</p>`;
    });
    const settings = { text: 'Reviews', color: '#000000' };
    const first = ['Ann'];
    const { container, rerender } = render(<LivePreview runtime={runtime} settings={settings} data={first} />);
    expect(shadowOf(container).querySelector('p.fake')?.textContent).toBe('Reviews: Ann');
    expect(runtime.attach).toHaveBeenCalledWith(
      expect.anything(),
      settings,
      expect.objectContaining({ data: first, idPrefix: 'wg-preview-' }),
    );

    const restyled = { text: 'Our reviews', color: '#00ff00' };
    rerender(<LivePreview runtime={runtime} settings={restyled} data={first} />);
    expect(update).toHaveBeenCalledWith(restyled);
    expect(runtime.attach).toHaveBeenCalledTimes(1);

    rerender(<LivePreview runtime={runtime} settings={restyled} data={['Ann', 'Bo']} />);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(runtime.attach).toHaveBeenCalledTimes(2);
    expect(shadowOf(container).querySelector('p.fake')?.textContent).toBe('Our reviews: Ann, Bo');
  });

  it('destroys the widget on unmount, also across StrictMode’s double mount', () => {
    const { runtime, destroy } = fakeRuntime();
    const { container, unmount } = render(
      <StrictMode>
        <LivePreview runtime={runtime} settings={{ text: 'Hi', color: '#000000' }} />
      </StrictMode>,
    );
    // One content copy only, whatever StrictMode did.
    expect(shadowOf(container).querySelectorAll('p.fake')).toHaveLength(1);
    const host = container.querySelector('[data-testid="live-preview"]');
    unmount();
    expect(destroy).toHaveBeenCalled();
    expect(host?.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('says so, instead of crashing the editor, when the runtime throws', () => {
    const { runtime } = fakeRuntime();
    runtime.render = () => {
      throw new Error('bad settings');
    };
    const { getByRole } = render(<LivePreview runtime={runtime} settings={{ text: 'x', color: '#000000' }} />);
    expect(getByRole('alert').textContent).toBe('The preview could not be shown for these settings.');
  });
});
