import { useEffect } from 'react';

export const APP_NAME = 'Widgetry';

/** The browser tab's text for a page title: "Dashboard – Widgetry"; the bare name without one. */
export function documentTitle(pageTitle: string | null | undefined): string {
  const page = pageTitle?.trim();
  return page ? `${page} – ${APP_NAME}` : APP_NAME;
}

/**
 * Names the page in the browser tab (and so in history, bookmarks and screen readers' window
 * title). A page that unmounts leaves the title to the next page, which sets its own.
 */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const title = documentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
