import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { chatKeys } from './chat-keys';

export const deleteDocument = (id: string) =>
  authorizedFetch<null>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /api/documents/:id (its owner or an admin). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.documents }),
  });
}
