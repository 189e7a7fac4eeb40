import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec 000 §4 had the Library delete the widget named by ?widgetId on load (a widget left behind by
 * an abandoned purchase). Widget ids are public (every install snippet and /embed URL carries
 * one), so any page could send a signed-in customer to that link and delete their widget; and the
 * checkout keeps its draft apart until payment, so there is never a half-made widget to drop.
 * No page load changes data (DESIGN "Security rules"): the parameter is only dropped from the
 * address, and an old link still lands on a clean Library.
 */
export function useDropWidgetIdParam(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('widgetId')) return;
    params.delete('widgetId');
    const rest = params.toString();
    // Replace, not push: Back must not return to the address with the id.
    void navigate({ pathname, search: rest === '' ? '' : `?${rest}`, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
