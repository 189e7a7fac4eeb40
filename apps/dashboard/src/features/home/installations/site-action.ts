import { UNKNOWN_SITE_DOMAIN, type WidgetSite } from '@widgetry/contracts';

/** 'null' is what the server stores when a page sent no origin (spec 000 §2 shows it as '-'). */
export const shownDomain = (site: Pick<WidgetSite, 'domain'>) =>
  site.domain === UNKNOWN_SITE_DOMAIN ? '-' : site.domain;

/** What the customer asked to do with one installation, waiting for their confirmation. */
export type SiteAction = { kind: 'remove' | 'block' | 'allow'; site: WidgetSite };
