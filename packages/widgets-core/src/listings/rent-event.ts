// The rent hand-off between a listing widget and the calculators on the same page (documented in
// widgets-core's README): a listing card's "What will it cost me?" button dispatches RENT_EVENT on
// the document; the affordability and monthly-payment runtimes listen and pre-fill from it. The
// button shows only while a calculator listens: a listing widget asks with a cancelable
// RENT_PROBE_EVENT (a listener cancels it), and a calculator mounted later says RENT_READY_EVENT.
// Plain DOM events, so runtimes from different bundles (one script per type) meet without globals.

/** Dispatched on `document` when a visitor asks what a listing costs; detail: RentDetail. */
export const RENT_EVENT = 'widgetry:rent';
/** Dispatched (cancelable) by a listing widget on `document`; a listener calls preventDefault(). */
export const RENT_PROBE_EVENT = 'widgetry:rent-probe';
/** Dispatched on `document` by a listener when it starts, so listing widgets show their button. */
export const RENT_READY_EVENT = 'widgetry:rent-ready';

export interface RentDetail {
  /** Monthly rent in dollars (the low end of a range). */
  rent: number;
  /** The high end of a range; equal to `rent` otherwise. */
  rentMax: number;
  /** 'appfolio' or 'rentvine'. */
  source: string;
  listingId: string;
  /** The listing's name, for a calculator that wants to say what it was given. */
  title: string;
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The event's detail when it is a well-formed rent hand-off (any script on the page can dispatch one). */
export function readRentDetail(event: Event): RentDetail | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const rent: unknown = Reflect.get(detail, 'rent');
  const rentMax: unknown = Reflect.get(detail, 'rentMax');
  if (!positive(rent)) return null;
  const text = (key: string) => {
    const value: unknown = Reflect.get(detail, key);
    return typeof value === 'string' ? value : '';
  };
  return {
    rent,
    rentMax: positive(rentMax) && rentMax >= rent ? rentMax : rent,
    source: text('source'),
    listingId: text('listingId'),
    title: text('title'),
  };
}

/** Dispatches the hand-off; true when a listener took it. */
export function dispatchRent(doc: Document, detail: RentDetail): boolean {
  const event = new CustomEvent(RENT_EVENT, { detail, cancelable: true });
  return !doc.dispatchEvent(event);
}

/** Whether a rent listener (a calculator) is on the page. */
export function rentListenerPresent(doc: Document): boolean {
  return !doc.dispatchEvent(new CustomEvent(RENT_PROBE_EVENT, { cancelable: true }));
}

/**
 * Listens for rent hand-offs (what a calculator's behaviour calls): answers probes, announces
 * itself to listing widgets already on the page, and calls `onRent` with each well-formed detail.
 * @returns the function that stops listening
 */
export function listenForRent(doc: Document, onRent: (detail: RentDetail) => void): () => void {
  const onProbe = (event: Event) => event.preventDefault();
  const onEvent = (event: Event) => {
    const detail = readRentDetail(event);
    if (!detail) return;
    event.preventDefault();
    onRent(detail);
  };
  doc.addEventListener(RENT_PROBE_EVENT, onProbe);
  doc.addEventListener(RENT_EVENT, onEvent);
  doc.dispatchEvent(new CustomEvent(RENT_READY_EVENT));
  return () => {
    doc.removeEventListener(RENT_PROBE_EVENT, onProbe);
    doc.removeEventListener(RENT_EVENT, onEvent);
  };
}
