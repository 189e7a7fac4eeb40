import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  availableWidgetResponseSchema,
  availableWidgetsResponseSchema,
  type ProductBody,
  uploadResponseSchema,
} from '@widgetry/contracts';
import { z } from 'zod';
import { ApiError, anyResponse } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { getStoredToken } from '../../../lib/auth-storage';
import { adminKeys } from '../filters';

/** GET /devadmin/availableWidget – every product; the grid filters them in the browser. */
export function useProductsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.products,
    queryFn: async ({ signal }) =>
      (await api.get('/devadmin/availableWidget', availableWidgetsResponseSchema, { signal })).availableWidgets,
  });
}

/** POST (new) or PUT (with an id) /devadmin/availableWidget. */
export function useSaveProductMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductBody) => {
      const answer =
        body.id === undefined
          ? await api.post('/devadmin/availableWidget', body, availableWidgetResponseSchema)
          : await api.put('/devadmin/availableWidget', body, availableWidgetResponseSchema);
      return answer.availableWidget;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** DELETE /devadmin/availableWidget/{id}; a 409 (widgets still use it) comes back as the error to show. */
export function useDeleteProductMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/devadmin/availableWidget/${encodeURIComponent(id)}`, anyResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

const uploadErrorSchema = z.object({ error: z.string() });

/**
 * POST /devadmin/upload as multipart (file, originalFileName), answering the stored filePath. The
 * JSON client cannot send a form body, so this one call uses fetch with the stored token.
 */
export function useUploadImageMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ file, originalFileName }: { file: File; originalFileName: string }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('originalFileName', originalFileName);
      const token = getStoredToken();
      const response = await fetch(`${api.baseUrl}/devadmin/upload`, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: form,
      });
      const text = await response.text();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
      if (!response.ok) {
        const parsed = uploadErrorSchema.safeParse(data);
        throw new ApiError(response.status, parsed.success ? parsed.data.error : 'Upload failed.');
      }
      return uploadResponseSchema.parse(data).filePath;
    },
  });
}
