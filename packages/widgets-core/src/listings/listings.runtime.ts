// A listing widget's runtime from its settings-to-view mapping: render, variables, fonts and
// behaviour all read the ListingsView, so appfolio and rentvine differ only in `toView`. Both speak
// through one catalogue (i18n/), which each type publishes as its own.
import type { ListingSource } from '@widgetry/contracts';
import type { WidgetRuntime } from '../runtime';
import { type ListingsMessages, listingsMessages } from './i18n/en';
import { type ListingsPageOptions, listingsBehaviour } from './listings.behaviour';
import { renderListings } from './listings.render';
import { listingsFonts, listingsVars } from './listings.vars';
import type { ListingsView } from './listings-view';

/**
 * `page` says what the behaviour may do outside the widget: on a customer's page, keep the open
 * listing in the history and put JSON-LD beside the host; in the editor's preview, neither, so
 * clicking through the preview never changes the editor's own address.
 */
export function createListingsRuntime<S>(
  type: ListingSource,
  css: string,
  toView: (settings: S) => ListingsView,
  page?: ListingsPageOptions,
): WidgetRuntime<S, ListingsMessages> {
  return {
    type,
    messages: listingsMessages,
    css,
    render: (settings, ctx) => renderListings(toView(settings), ctx),
    vars: (settings) => listingsVars(toView(settings)),
    attach: listingsBehaviour(toView, page),
    fonts: (settings) => listingsFonts(toView(settings)),
  };
}
