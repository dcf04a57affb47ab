import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationSchema } from '@/shared/schemas/chat';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { chatKeys } from './chat-keys';

/** The conversation, its images marked as saved ones (fetched with the session when shown). */
export const getConversation = async (id: string) => {
  const conversation = conversationSchema.parse(
    await authorizedFetch(`/api/chat/conversations/${encodeURIComponent(id)}`),
  );
  return {
    ...conversation,
    messages: conversation.messages.map((message) =>
      message.image ? { ...message, image: { ...message.image, saved: true } } : message,
    ),
  };
};

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.conversation(id), queryFn: () => getConversation(id) });

/** GET /api/chat/conversations/:id: its messages, oldest first. */
export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
