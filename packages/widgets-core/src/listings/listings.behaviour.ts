// What a listing widget does in the page: the visitor's filters and sort (cards are hidden and
// reordered, never re-rendered, so photos do not reload), the Single Listing page opened in place
// with the address kept in the history, the map when it scrolls into view, the JSON-LD next to the
// host, and the rent hand-off to calculators. What the visitor does is reported for the owner's
// insights (issue 30: listing opened, apply clicked, showing requested, map opened, filter used).
// Listeners sit on the root (event delegation) because every settings update replaces the markup
// inside it.
import type { Listing } from '@widgetry/contracts';
import { reportPerBurst } from '../insights/insights-sender';
import type { WidgetBehaviour } from '../runtime';
import { renderListingDetail } from './listing-detail.render';
import { readListingsData } from './listings-data';
import type { ListingsContext } from './listings-filters.render';
import { readQuery } from './listings-form';
import { listingName } from './listings-format';
import { listingInUrl, urlWithListing } from './listings-history';
import { emitJsonLd } from './listings-jsonld';
import { drawMap, loadMapsApi, whenVisible } from './listings-map';
import { queryListings } from './listings-query';
import type { ListingsView } from './listings-view';
import { dispatchRent, RENT_READY_EVENT, rentListenerPresent } from './rent-event';

/** The history entry a listing widget pushes, so its Back link knows the entry is its own. */
interface OpenState {
  wgListing: string;
}

const isOwnState = (state: unknown, key: string): state is OpenState =>
  typeof state === 'object' && state !== null && Reflect.get(state, 'wgListing') === key;

/** The key naming this widget in the address: its embed id, else the mount's id prefix. */
function widgetKey(root: Node, ctx: ListingsContext): string {
  const scope = root.getRootNode();
  const host = 'host' in scope && scope.host instanceof Element ? scope.host : null;
  const id = host?.getAttribute('data-widgetry-id');
  return id && /^[\w-]{1,64}$/.test(id) ? id : ctx.idPrefix.replace(/[^\w]/g, '');
}

function byData(root: ParentNode, selector: string, attribute: string, value: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(selector)) {
    if (el.getAttribute(attribute) === value) return el;
  }
  return null;
}

/** What the behaviour may do outside the widget; the editor's preview does neither. */
export interface ListingsPageOptions {
  /** Keep the open listing in the page's address and history. */
  history: boolean;
  /** Put the JSON-LD beside the host for search engines. */
  jsonLd: boolean;
}

const ON_A_PAGE: ListingsPageOptions = { history: true, jsonLd: true };

/**
 * The behaviour for a listing runtime whose settings map onto a view with `toView`.
 */
export function listingsBehaviour<S>(
  toView: (settings: S) => ListingsView,
  options: ListingsPageOptions = ON_A_PAGE,
): (root: ShadowRoot | HTMLElement, settings: S, ctx: ListingsContext) => WidgetBehaviour<S> {
  return (root, initial, ctx) => {
    let view = toView(initial);
    const doc = root.ownerDocument ?? document;
    // Without history the listing page still opens and closes in place; only the address stays.
    const win = options.history ? doc.defaultView : null;
    const listings: Listing[] = readListingsData(ctx.data, view.source)?.listings ?? [];
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    const key = widgetKey(root, ctx);
    let openId: string | null = null;
    let stopMap = () => {};
    let calculators = false;
    const report = ctx.report;
    // A visitor typing a maximum rent or trying several filters in a row uses the filters once.
    const filtered = reportPerBurst(report, 'filter_used');

    const form = () => root.querySelector<HTMLFormElement>('.wg-ls-filters');

    const applyQuery = () => {
      const grid = root.querySelector<HTMLElement>('.wg-ls-grid:not([aria-busy])');
      if (!grid) return;
      const shown = queryListings(listings, readQuery(form(), view.sort));
      const cards = new Map(
        [...grid.querySelectorAll<HTMLElement>('.wg-ls-card')].map((card) => [card.dataset.id, card]),
      );
      const visible = new Set<HTMLElement>();
      for (const listing of shown) {
        const card = cards.get(listing.id);
        if (!card) continue;
        visible.add(card);
        grid.append(card);
      }
      for (const card of cards.values()) card.hidden = !visible.has(card);
      const count = root.querySelector('.wg-ls-count');
      if (count) count.textContent = ctx.i18n.plural('results', shown.length);
      const none = root.querySelector<HTMLElement>('.wg-ls-none');
      if (none) none.hidden = shown.length > 0;
    };

    const showPage = (id: string | null, focus: boolean) => {
      const list = root.querySelector<HTMLElement>('.wg-ls-list');
      const page = root.querySelector<HTMLElement>('.wg-ls-page');
      const listing = id === null ? undefined : byId.get(id);
      if (!list || !page) return;
      if (!listing) {
        page.hidden = true;
        page.replaceChildren();
        list.hidden = false;
        return;
      }
      page.innerHTML = renderListingDetail(view, listing, `${ctx.idPrefix}ls-page`, ctx.i18n).value;
      list.hidden = true;
      page.hidden = false;
      if (focus) page.querySelector<HTMLElement>('.wg-ls-d-name')?.focus({ preventScroll: true });
    };

    const scrollToTop = () => {
      const top = root.querySelector('.wg-ls');
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    };

    const open = (id: string, push: boolean) => {
      if (!byId.has(id)) return;
      openId = id;
      showPage(id, true);
      scrollToTop();
      if (push && win) win.history.pushState({ wgListing: key }, '', urlWithListing(win.location.href, key, id));
    };

    const close = (fromHistory: boolean) => {
      const was = openId;
      openId = null;
      showPage(null, false);
      if (!fromHistory && win) {
        // Our own entry: go back, so Back and the link agree. A deep link opened on load has no
        // list entry behind it, so the address is put back without a new entry.
        if (isOwnState(win.history.state, key)) win.history.back();
        else win.history.replaceState(null, '', urlWithListing(win.location.href, key, null));
      }
      if (was !== null) byData(root, '.wg-ls-detail-btn', 'data-open', was)?.focus({ preventScroll: true });
    };

    const onPopState = () => {
      if (!win) return;
      const id = listingInUrl(win.location.href, key);
      if (id !== null && byId.has(id)) {
        if (id !== openId) open(id, false);
      } else if (openId !== null) {
        close(true);
      }
    };

    const revealCost = () => {
      for (const button of root.querySelectorAll<HTMLElement>('.wg-ls-cost')) button.hidden = !calculators;
    };
    const onCalculatorReady = () => {
      calculators = true;
      revealCost();
    };

    const onClick = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const target = event.target;
      const opener = target.closest<HTMLElement>('[data-open]');
      if (opener) {
        report?.('listing_opened');
        open(opener.getAttribute('data-open') ?? '', true);
        return;
      }
      // Links that leave the widget (a new tab): the click is all this page sees of them.
      if (target.closest('.wg-ls-apply-btn, .wg-ls-d-apply')) report?.('apply_clicked');
      else if (target.closest('.wg-ls-d-showing')) report?.('showing_requested');
      else if (target.closest('a.wg-ls-detail-btn')) report?.('listing_opened');
      if (target.closest('.wg-ls-back')) {
        close(false);
        return;
      }
      if (target.closest('.wg-ls-clear')) {
        form()?.reset();
        applyQuery();
        return;
      }
      const thumb = target.closest<HTMLElement>('.wg-ls-thumb');
      if (thumb) {
        const main = root.querySelector<HTMLImageElement>('.wg-ls-main');
        const src = thumb.getAttribute('data-photo');
        if (main && src) main.src = src;
        for (const other of root.querySelectorAll('.wg-ls-thumb')) {
          other.setAttribute('aria-pressed', String(other === thumb));
        }
        return;
      }
      const cost = target.closest<HTMLElement>('[data-cost]');
      const listing = cost ? byId.get(cost.getAttribute('data-cost') ?? '') : undefined;
      if (listing?.rent) {
        dispatchRent(doc, {
          rent: listing.rent.min,
          rentMax: listing.rent.max,
          source: view.source,
          listingId: listing.id,
          title: listingName(listing, ctx.i18n.t('untitled')),
        });
      }
    };

    const onSubmit = (event: Event) => event.preventDefault();
    const onFilter = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.wg-ls-filters')) filtered();
      applyQuery();
    };

    const watchMap = () => {
      stopMap();
      const box = root.querySelector<HTMLElement>('.wg-ls-map');
      const mapsKey = view.mapsKey;
      if (!box || mapsKey === '') return;
      stopMap = whenVisible(box, () => {
        void loadMapsApi(doc, mapsKey).then((api) => {
          if (!api || !box.isConnected) return;
          // The map has no button: it opens when the visitor scrolls to it and it is drawn.
          report?.('map_opened');
          drawMap(api, box, listings, ctx.i18n.t('untitled'), (id) => {
            report?.('listing_opened');
            open(id, true);
          });
        });
      });
    };

    /** What every render needs again: the markup was replaced. */
    const refresh = () => {
      applyQuery();
      revealCost();
      watchMap();
      if (openId !== null) showPage(openId, false);
    };

    root.addEventListener('click', onClick);
    root.addEventListener('input', onFilter);
    root.addEventListener('change', onFilter);
    root.addEventListener('submit', onSubmit);
    win?.addEventListener('popstate', onPopState);
    doc.addEventListener(RENT_READY_EVENT, onCalculatorReady);
    calculators = rentListenerPresent(doc);
    const jsonLd = options.jsonLd ? emitJsonLd(root, listings) : null;
    refresh();
    const linked = win ? listingInUrl(win.location.href, key) : null;
    if (linked !== null) open(linked, false);

    return {
      update(settings) {
        view = toView(settings);
        refresh();
      },
      destroy() {
        stopMap();
        root.removeEventListener('click', onClick);
        root.removeEventListener('input', onFilter);
        root.removeEventListener('change', onFilter);
        root.removeEventListener('submit', onSubmit);
        win?.removeEventListener('popstate', onPopState);
        doc.removeEventListener(RENT_READY_EVENT, onCalculatorReady);
        jsonLd?.remove();
      },
    };
  };
}
