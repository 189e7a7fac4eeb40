// What the menu does once mounted: restores the visitor's saved choices on the host page, turns
// presses on the tools into state changes (applied, saved and announced), mirrors the state into
// the re-rendered markup (aria-pressed, the text size, the reading guide) and, on destroy, leaves
// the host page as it found it. Opening the menu and using a tool are reported for the owner's
// insights (issue 30: menu opened, tool used).
import type { AccessibilitySettings } from '@widgetry/contracts';
import type { WidgetBehaviour } from '@widgetry/widgets-core';
import { createDialog } from './accessibility.dialog';
import { claimHost, type HostControl } from './accessibility.host';
import { type AccessibilityContext, sizeText } from './accessibility.render';
import {
  type A11yState,
  chooseContrast,
  chooseSaturation,
  clearState,
  hostTokens,
  initialState,
  loadState,
  openStorage,
  saveState,
  stepText,
  toggleTool,
} from './accessibility.state';
import { CONTRAST_MODES, isOneOf, SATURATION_MODES, TEXT_SIZE, TOGGLE_TOOLS } from './accessibility.tools';
import { prefersReducedMotion } from './tools/content.tool';
import { createReadingGuide } from './tools/reading-guide.tool';

function pick(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector(selector);
  return found instanceof HTMLElement ? found : null;
}

type AccessibilityI18n = AccessibilityContext['i18n'];

/** "Highlight links on": the tool's name with its new state, worded by the language. */
const onOff = (i18n: AccessibilityI18n, name: string, on: boolean) => i18n.t(on ? 'on' : 'off', { tool: name });

/** Whether the tool button with these data attributes shows as pressed in `state`. */
export function isPressed(state: A11yState, data: DOMStringMap): boolean {
  if (isOneOf(TOGGLE_TOOLS, data.tool)) return state.on.includes(data.tool);
  if (data.contrast !== undefined) return state.contrast === data.contrast;
  if (data.saturation !== undefined) return state.saturation === data.saturation;
  return false;
}

/** The state after pressing `button`, with what to announce; null when the press changes nothing. */
function pressed(
  state: A11yState,
  button: HTMLElement,
  i18n: AccessibilityI18n,
): { next: A11yState; message: string } | null {
  const { tool, contrast, saturation, step } = button.dataset;
  if (isOneOf(TOGGLE_TOOLS, tool)) {
    const next = toggleTool(state, tool);
    return { next, message: onOff(i18n, i18n.t(tool), next.on.includes(tool)) };
  }
  if (isOneOf(CONTRAST_MODES, contrast)) {
    const next = chooseContrast(state, contrast);
    return { next, message: onOff(i18n, i18n.t(`contrast-${contrast}`), next.contrast === contrast) };
  }
  if (isOneOf(SATURATION_MODES, saturation)) {
    const next = chooseSaturation(state, saturation);
    return { next, message: onOff(i18n, i18n.t(`saturation-${saturation}`), next.saturation === saturation) };
  }
  if (step === '1' || step === '-1') {
    const next = stepText(state, step === '1' ? 1 : -1);
    return next.text === state.text ? null : { next, message: sizeText(i18n, next.text) };
  }
  return null;
}

export interface AttachOptions {
  /**
   * Whether the tools change the page and are saved for the visitor (true on customers' pages).
   * The editor preview passes false: the menu then works on its own, pressed states and all,
   * but the dashboard around it and the owner's storage are left alone.
   */
  actOnPage: boolean;
}

/** A host that is never touched, for the preview. */
const DETACHED: HostControl = { apply() {}, release() {} };

/**
 * `ctx` gives the language the menu speaks (its state texts and announcements) and, on a
 * customer's page, where to report what the visitor did.
 */
export function attachAccessibility(
  root: ShadowRoot | HTMLElement,
  options: AttachOptions,
  ctx: Pick<AccessibilityContext, 'i18n' | 'report'>,
): WidgetBehaviour<AccessibilitySettings> {
  const { i18n, report } = ctx;
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  // The element on the host page that carries the widget, which the text tools leave alone.
  const tree = root.getRootNode();
  const own = root instanceof ShadowRoot ? root.host : tree instanceof ShadowRoot ? tree.host : root;
  const storage = options.actOnPage ? openStorage(win) : null;
  const reducedMotion = options.actOnPage && prefersReducedMotion(win);
  let state = loadState(storage) ?? initialState(reducedMotion);

  // Another menu on the page changed the state: show it here too (it is already applied and saved).
  const host = options.actOnPage
    ? claimHost(doc, own, (next) => {
        state = next;
        sync();
      })
    : DETACHED;
  const dialog = createDialog(root, doc, () => report?.('menu_opened'));
  const guide = createReadingGuide(doc, () => pick(root, '.wg-a11y-guide'));

  /** Mirrors the state into the markup, which an update may just have re-rendered. */
  const sync = () => {
    for (const button of root.querySelectorAll<HTMLElement>('.wg-a11y-tool')) {
      button.setAttribute('aria-pressed', String(isPressed(state, button.dataset)));
    }
    const level = pick(root, '.wg-a11y-level');
    if (level) level.textContent = sizeText(i18n, state.text);
    for (const step of root.querySelectorAll<HTMLElement>('.wg-a11y-step')) {
      const atLimit = step.dataset.step === '1' ? state.text >= TEXT_SIZE.max : state.text <= TEXT_SIZE.min;
      // aria-disabled rather than disabled: a disabled button would drop the focus it holds.
      if (atLimit) step.setAttribute('aria-disabled', 'true');
      else step.removeAttribute('aria-disabled');
    }
    // The widget's own styles follow some host tools (it counter-inverts itself, stops its motion).
    const menu = pick(root, '.wg-a11y');
    const tokens = hostTokens(state);
    if (tokens.length > 0) menu?.setAttribute('data-host', tokens.join(' '));
    else menu?.removeAttribute('data-host');
    guide.set(state.on.includes('reading-guide'));
  };

  const apply = () => {
    host.apply(state);
    sync();
  };

  const announce = (message: string) => {
    const region = pick(root, '.wg-a11y-sr');
    if (region) region.textContent = message;
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!(button instanceof HTMLElement)) return;
    if (button.hasAttribute('data-reset')) {
      state = initialState(reducedMotion);
      clearState(storage);
      apply();
      announce(i18n.t('resetDone'));
      return;
    }
    if (button.getAttribute('aria-disabled') === 'true') return;
    const change = pressed(state, button, i18n);
    if (!change) return;
    state = change.next;
    report?.('tool_used');
    apply();
    saveState(storage, state);
    announce(change.message);
  };

  root.addEventListener('click', onClick);
  apply();

  return {
    update() {
      dialog.refresh();
      sync();
    },
    destroy() {
      root.removeEventListener('click', onClick);
      dialog.destroy();
      guide.destroy();
      host.release();
    },
  };
}
