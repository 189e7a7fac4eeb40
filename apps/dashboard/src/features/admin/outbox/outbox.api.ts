import { useQuery } from '@tanstack/react-query';
import { type DevOutboxMail, devOutboxResponseSchema } from '@widgetry/contracts';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

export const OUTBOX_QUERY_KEY = ['dev-outbox'] as const;

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
