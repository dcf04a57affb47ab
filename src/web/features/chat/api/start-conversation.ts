import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSchema } from '@/shared/schemas/chat';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { chatKeys } from './chat-keys';

export const startConversation = async () =>
  conversationSchema.parse(
    await authorizedFetch('/api/chat/conversations', { method: 'POST', body: {} }),
  );

/** POST /api/chat/conversations: 'New chat'. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}
