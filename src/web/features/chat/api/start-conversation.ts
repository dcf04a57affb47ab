import { conversationSchema } from '@/shared/schemas/chat';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { chatKeys } from './chat-keys';

export const startConversation = async () =>
  conversationSchema.parse(
    await authorizedFetch('/api/chat/conversations', { method: 'POST', body: {} }),
  );

/** POST /api/chat/conversations: 'New chat'. */
export const useStartConversation = () =>
  useStoringMutation(startConversation, (conversation) => chatKeys.conversation(conversation.id), [
    chatKeys.conversations,
  ]);
