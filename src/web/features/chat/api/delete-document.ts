import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { chatKeys } from './chat-keys';

export const deleteDocument = (id: string) =>
  fetchParsed(noContentSchema, `/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /api/documents/:id (its owner or an admin). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.documents }),
  });
}
