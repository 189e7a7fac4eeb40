import { useQuery } from '@tanstack/react-query';
import {
  collectionsResponseSchema,
  type DevOutboxMail,
  devOutboxResponseSchema,
  OUTBOX_COLLECTION,
} from '@widgetry/contracts';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

export const OUTBOX_QUERY_KEY = ['dev-outbox'] as const;
const COLLECTIONS_QUERY_KEY = ['admin', 'collections'] as const;

/**
 * GET /devadmin: whether the API keeps an outbox (it lists the outbox collection then). The menu
 * asks this rather than GET /dev/outbox, which does not exist with a mail server or in production,
 * and whose 404 every admin would otherwise see as an error in the browser console on every visit.
 */
export function useHasOutboxQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: COLLECTIONS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await api.get('/devadmin', collectionsResponseSchema, { signal })).collections.includes(OUTBOX_COLLECTION),
    // The API's configuration does not change while the console is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /dev/outbox with the admin's token: the mails the API captured instead of sending them, or
 * null when it has no outbox (404: an SMTP server is configured, or production).
 */
export function useOutboxQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: OUTBOX_QUERY_KEY,
    queryFn: async (): Promise<DevOutboxMail[] | null> => {
      try {
        return (await api.get('/dev/outbox', devOutboxResponseSchema)).mails;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
