// The toolbox as a modal dialog (WAI-ARIA APG dialog pattern): the button opens and closes it and
// reports aria-expanded; on open focus moves to the first control and Tab / Shift+Tab cycle inside;
// Escape closes it and returns focus to the button; a press outside the widget closes it and
// leaves focus where the visitor put it. Listeners sit on the widget root (delegation) so they
// survive the re-render of an update, plus three on the document for presses and focus outside
// and for other menus opening.
//
// One page may hold several menus (several snippets, or a copy per bundle). Two open modal dialogs
// would each pull focus back from the other for ever and freeze the page, so opening one announces
// it on the document and every other menu closes: only one menu is open and traps focus at a time.
// An event rather than a shared variable, so menus from separately loaded runtimes agree too.

const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export interface DialogControl {
  readonly isOpen: boolean;
  open(): void;
  close(returnFocus: boolean): void;
  /** Re-applies the open state to re-rendered markup and puts focus back where it was. */
  refresh(): void;
  destroy(): void;
}

/** Announced on the document by a menu that opens; its detail is the opening menu's token. */
export const MENU_OPENED_EVENT = 'widgetry-a11y-menu-opened';

function pick(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector(selector);
  return found instanceof HTMLElement ? found : null;
}

/** The focused element inside `root`'s tree (its shadow root or document). */
function focusedIn(root: Node): Element | null {
  const tree = root.getRootNode();
  return tree instanceof ShadowRoot || tree instanceof Document ? tree.activeElement : null;
}

/** `onOpen` hears each time the visitor opens the menu (the owner's insights count it). */
export function createDialog(root: ShadowRoot | HTMLElement, doc: Document, onOpen?: () => void): DialogControl {
  let isOpen = false;
  let lastFocusId = '';
  // Identifies this menu in the announcement, so it does not close itself.
  const token = {};

  const button = () => pick(root, '.wg-a11y-open');
  const box = () => pick(root, '.wg-a11y-box');
  const focusables = (): HTMLElement[] => {
    const container = box();
    return container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  };

  const paint = () => {
    const container = box();
    if (container) container.hidden = !isOpen;
    button()?.setAttribute('aria-expanded', String(isOpen));
  };

  const open = () => {
    if (isOpen) return;
    // The others close first, so their focus traps are off before focus moves here.
    doc.dispatchEvent(new CustomEvent(MENU_OPENED_EVENT, { detail: token }));
    isOpen = true;
    paint();
    focusables()[0]?.focus();
    onOpen?.();
  };

  const close = (returnFocus: boolean) => {
    if (!isOpen) return;
    isOpen = false;
    paint();
    if (returnFocus) button()?.focus();
  };

  const inWidget = (event: Event) => event.composedPath().includes(root);

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('.wg-a11y-open')) {
      if (isOpen) close(true);
      else open();
    } else if (event.target.closest('[data-close]')) close(true);
  };

  const onKeydown = (event: Event) => {
    if (!isOpen || !(event instanceof KeyboardEvent)) return;
    if (event.key === 'Escape') {
      // The page's own Escape handlers (its menus, its dialogs) are not meant for this one.
      event.stopPropagation();
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = focusedIn(root);
    const inside = active instanceof HTMLElement && items.includes(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const onFocusin = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.id) lastFocusId = event.target.id;
  };

  const onOutsidePress = (event: Event) => {
    if (isOpen && !inWidget(event)) close(false);
  };

  // Focus that reaches the page by other means (a script, a screen reader command) while the modal
  // dialog is open is brought back, so keyboard users never end up behind it.
  const onOutsideFocus = (event: Event) => {
    if (isOpen && !inWidget(event)) focusables()[0]?.focus();
  };

  const onOtherMenuOpened = (event: Event) => {
    if (event instanceof CustomEvent && event.detail !== token) close(false);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  root.addEventListener('focusin', onFocusin);
  doc.addEventListener('pointerdown', onOutsidePress, true);
  doc.addEventListener('focusin', onOutsideFocus);
  doc.addEventListener(MENU_OPENED_EVENT, onOtherMenuOpened);

  return {
    get isOpen() {
      return isOpen;
    },
    open,
    close,
    refresh() {
      paint();
      if (!isOpen) return;
      const active = focusedIn(root);
      if (active && root.contains(active)) return;
      const again = focusables().find((item) => item.id === lastFocusId) ?? focusables()[0];
      again?.focus();
    },
    destroy() {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeydown);
      root.removeEventListener('focusin', onFocusin);
      doc.removeEventListener('pointerdown', onOutsidePress, true);
      doc.removeEventListener('focusin', onOutsideFocus);
      doc.removeEventListener(MENU_OPENED_EVENT, onOtherMenuOpened);
    },
  };
}
